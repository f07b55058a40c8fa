import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentActionResponse,
  PaymentExportActionResponse,
} from '../../contracts/treasury/payments.js';
import {
  addMemberInBuiltInRole,
  allowSelfApproval,
  authenticatorRest,
  callRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { payableOrganisation, type PayableOrganisation } from '../support/payments.js';
import { TEST_DATE } from '../support/system.js';
import { browserSuite, screenshot, signInFrom, withPage } from './browser.js';
import { choose, payeeAccountFilled } from './payment-form.js';
import { plain } from './rows.js';

/**
 * A walk through the analysis screens, in English and in
 * Indonesian: a bill created and approved in the browser shows in the aged
 * payables (not due yet) and as an outflow of the cash forecast's first
 * month; paid through a payment (made from the bill's Pay, approved, sent and
 * matched with its statement transaction), it leaves both.
 */

const suite = browserSuite('PT Analisa Kas Nusantara');
const SERVER_ROUND_TRIP = { timeout: 15_000 };
let org: PayableOrganisation;
let owner: Tokens;

/** An approver with an authenticator and two codes, each from a time step of its own (a code works once; later steps are not yet valid). */
async function approverWithAuthenticator(): Promise<{ tokens: Tokens; code: () => string }> {
  const credentials = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER');
  const tokens = await signInRest(suite.system, credentials);
  return { tokens, code: await authenticatorRest(suite.system, tokens) };
}

beforeAll(async () => {
  // The owner approves their own work here: the company allows self-approval (four eyes are
  // four-eyes.test.ts's subject).
  await allowSelfApproval(suite.system, suite.organizationId);
  org = await payableOrganisation(suite.system, suite.owner);
  owner = await signInRest(suite.system, suite.owner);
});

const CASES = [
  {
    language: 'en',
    number: 'SJ/2026/2201',
    amount: '8400000',
    shown: 'Rp 8,400,000.00',
    payables: 'Aged payables',
    forecast: 'Cash forecast',
    buckets: [
      'Not due yet',
      'Due today',
      '1–30 days overdue',
      '31–90 days overdue',
      '91–180 days overdue',
      '181–365 days overdue',
      'More than 365 days overdue',
    ],
  },
  {
    language: 'id',
    number: 'SJ/2026/2202',
    amount: '3150000',
    shown: 'Rp 3.150.000,00',
    payables: 'Umur utang',
    forecast: 'Proyeksi kas',
    buckets: [
      'Belum jatuh tempo',
      'Jatuh tempo hari ini',
      'Lewat 1–30 hari',
      'Lewat 31–90 hari',
      'Lewat 91–180 hari',
      'Lewat 181–365 hari',
      'Lewat lebih dari 365 hari',
    ],
  },
] as const;

async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`${suite.system.url}${path}`);
  await page.getByTestId(ready).waitFor();
}

describe('a bill through payables and the cash forecast', () => {
  for (const example of CASES) {
    it(`in ${example.language === 'en' ? 'English' : 'Indonesian'}: a new bill shows in the payables and the forecast, and leaves both once a payment has paid it`, () =>
      withPage(
        suite.browser,
        { locale: example.language === 'en' ? 'en-US' : 'id-ID', timezoneId: 'Asia/Jakarta' },
        async (page, context) => {
          await context.addCookies([
            { name: 'language', value: example.language, url: suite.system.url },
          ]);
          await context.addInitScript(() =>
            window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
          );
          await signInFrom(page, suite.system.url, suite.owner);

          // Before the bill: nothing owed, nothing in the forecast's logistics.
          await open(page, '/payables', 'payables-filters');
          await expect
            .poll(() => page.getByTestId('payables-row').count(), SERVER_ROUND_TRIP)
            .toBe(0);
          await open(page, '/cash-forecast?granularity=MONTH', 'cash-forecast-filters');
          const logistics = page.getByTestId('cash-forecast-cell-OUTFLOW-LOGISTICS-1');
          await page.getByTestId('cash-forecast-table').waitFor(SERVER_ROUND_TRIP);
          expect(await logistics.count()).toBe(0);

          // The bill, through the form, then submitted and approved from its row.
          await open(page, '/bills/create', 'bill-form');
          const supplier = await page
            .locator('select[name="counterpartyId"] option', {
              hasText: org.counterparties.sinarJaya.alias,
            })
            .first()
            .getAttribute('value');
          await page.locator('select[name="counterpartyId"]').selectOption(supplier!);
          await page.locator('input[name="number"]').fill(example.number);
          await page.locator('input[name="date"]').fill(TEST_DATE);
          await page.locator('input[name="dueDate"]').fill('2026-11-27');
          await page.locator('select[name="category"]').selectOption('LOGISTICS');
          await page.locator('input[name="amount"]').fill(example.amount);
          await page.getByTestId('bill-submit-form').click();
          await page.waitForURL('**/bills');
          const row = page.getByTestId('bill-row').filter({ hasText: example.number });
          await expect.poll(() => row.count(), SERVER_ROUND_TRIP).toBe(1);
          await row.getByTestId('bill-submit').click();
          await expect
            .poll(() => row.getAttribute('data-status'), SERVER_ROUND_TRIP)
            .toBe('SUBMITTED');
          await row.getByTestId('bill-approve').click();
          await expect
            .poll(() => row.getAttribute('data-status'), SERVER_ROUND_TRIP)
            .toBe('APPROVED');

          // Owed and not due yet (due on the 27th, today is the 22nd), by supplier.
          await open(page, '/payables', 'payables-filters');
          await expect
            .poll(() => page.getByTestId('payables-row').count(), SERVER_ROUND_TRIP)
            .toBe(1);
          expect(plain(await page.getByTestId('payables-IDR-NOT_DUE_YET').innerText())).toContain(
            example.shown,
          );
          expect(await page.getByTestId('payables-row').innerText()).toContain(
            org.counterparties.sinarJaya.alias,
          );
          expect(await page.locator('h1').innerText()).toContain(example.payables);
          // The chart's legend runs in the buckets' age order, as the cards above it do.
          const legend = page.locator('.recharts-legend-wrapper').first();
          await legend.waitFor();
          expect(
            (await legend.innerText())
              .split('\n')
              .map((item) => item.trim())
              .filter(Boolean),
          ).toEqual(example.buckets);
          await screenshot(page, `analysis-payables-${example.language}`);

          // An outflow of this month in the forecast, under its category.
          await open(page, '/cash-forecast?granularity=MONTH', 'cash-forecast-filters');
          await expect
            .poll(
              async () =>
                (await logistics.count()) === 0 ? '' : plain(await logistics.innerText()),
              SERVER_ROUND_TRIP,
            )
            .toContain(example.shown);
          expect(await page.locator('h1').innerText()).toContain(example.forecast);
          await screenshot(page, `analysis-forecast-${example.language}`);

          // Paid through a payment made from the bill's Pay.
          await open(page, '/bills', 'bills-filters');
          await row.getByTestId('bill-pay').click();
          await page.waitForURL((url) => url.pathname === '/payments/create');
          await payeeAccountFilled(page, SERVER_ROUND_TRIP);
          await choose(page.getByTestId('payment-form-source'), 'BCA Operasional');
          await page.getByTestId('payment-method-BI_FAST').click();
          await page.getByTestId('payment-form-submit').click();
          await page.waitForURL((url) => url.pathname === '/payments');

          // The approver approves and sends it (a bank file); the bank's statement shows it left, and it is matched.
          const [order] = await suite.system.treasury.db
            .selectFrom('payment_orders as o')
            .innerJoin('bills as b', 'b.id', 'o.bill_id')
            .select(['o.id', 'o.amount'])
            .where('b.number', '=', example.number)
            .where('o.organization_id', '=', suite.organizationId)
            .execute();
          expect(order).toBeDefined();
          const approver = await approverWithAuthenticator();
          const call = <T>(tokens: Tokens, path: string, body: unknown) =>
            callRest<T>(suite.system.treasuryUrl, 'POST', path, tokens, body);
          expect(
            (
              await call<PaymentActionResponse>(approver.tokens, '/payment-orders/approve', {
                ids: [order!.id],
                versions: [1],
                code: approver.code(),
              })
            ).body.results[0]!.error,
          ).toBeNull();
          // The worker's system reaches no bank: the order it goes to send fails, and a failed order may be sent
          // by hand. Exported before the send has failed, it is still In progress, which cannot be exported.
          await expect
            .poll(
              async () =>
                (
                  await suite.system.treasury.db
                    .selectFrom('payment_orders')
                    .select('status')
                    .where('id', '=', order!.id)
                    .executeTakeFirstOrThrow()
                ).status,
              SERVER_ROUND_TRIP,
            )
            .toBe('FAILED');
          const exported = await call<PaymentExportActionResponse>(
            approver.tokens,
            '/payment-orders/export',
            { kind: 'PAYMENT', ids: [order!.id], code: approver.code() },
          );
          // An error names itself here rather than as a missing order below.
          expect(exported.body.results[0]!.error).toBeNull();
          expect(exported.body.results[0]!.order!.status).toBe('IN_PROGRESS');
          const line = await call<{ id: string }>(owner, '/statement-transactions', {
            // The account's global id (GraphQL) holds its service id: `BankAccount:<uuid>`.
            bankAccountId: Buffer.from(org.accounts.bcaOperations, 'base64url')
              .toString()
              .split(':')[1],
            transactionDate: TEST_DATE,
            description: `TRSF E-BANKING DB ${example.number} PT SINAR JAYA`,
            direction: 'DEBIT',
            amount: example.amount,
          });
          expect(line.status, JSON.stringify(line.body)).toBe(201);
          expect(
            (
              await call(owner, '/reconciliations', {
                statementTransactionIds: [line.body.id],
                items: [{ kind: 'PAYMENT_ORDER', id: order!.id }],
              })
            ).status,
          ).toBe(201);

          // Paid: no longer owed, no longer to come.
          await open(page, '/bills', 'bills-filters');
          await expect
            .poll(() => row.getAttribute('data-payment-status'), SERVER_ROUND_TRIP)
            .toBe('PAID');
          await open(page, '/payables', 'payables-filters');
          await expect
            .poll(() => page.getByTestId('payables-row').count(), SERVER_ROUND_TRIP)
            .toBe(0);
          await open(page, '/cash-forecast?granularity=MONTH', 'cash-forecast-filters');
          await page.getByTestId('cash-forecast-table').waitFor(SERVER_ROUND_TRIP);
          await expect
            .poll(
              async () =>
                (await logistics.count()) === 0 ? '' : plain(await logistics.innerText()),
              SERVER_ROUND_TRIP,
            )
            .not.toContain(example.shown);
        },
      ));
  }
});
