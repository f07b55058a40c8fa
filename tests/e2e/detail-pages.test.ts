import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createCounterpartyRest,
  createdRest,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import type { GraphQLClient } from '../support/graphql-client.js';
import { organisationWithPayment, type PayableOrganisation } from '../support/payments.js';
import { browserSuite, screenshot, signInFrom, withPage } from './browser.js';
import { resizeTo } from './windows.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Tetangga Rincian');

/** An element's text on one line, non-breaking spaces (currency formatting) as plain ones. */
const textOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, ' ').trim();

let owner: Credentials;
let organisation: PayableOrganisation;
let organizationId: string;
/** A bill of the suite's own organisation: another organisation's, as the detail pages' owner sees it. */
let foreignBillUuid: string;

beforeAll(async () => {
  const made = await createOrganization(suite.system, 'PT Rincian Catatan');
  owner = made.owner;
  organizationId = made.organizationId;
  let client: GraphQLClient;
  ({ organisation, client } = await organisationWithPayment(suite.system, owner));
  const line = await client.data<{ statementTransactionCreate: { userErrors: unknown[] } }>(
    'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { userErrors { code } } }',
    {
      input: {
        bankAccountId: organisation.accounts.bcaManual,
        date: '2026-11-20',
        description: 'Biaya administrasi November',
        direction: 'DEBIT',
        amount: '6500',
      },
    },
  );
  expect(line.statementTransactionCreate.userErrors).toEqual([]);
  const tokens = await signInRest(suite.system, owner);
  await createdRest(suite.system.treasuryUrl, '/bills', tokens, {
    number: 'RIN-01',
    date: '2026-11-20',
    dueDate: '2026-12-10',
    category: 'UTILITIES',
    counterpartyId: organisation.counterparties.sinarJaya.id,
    amount: '1250000.00',
    currency: 'IDR',
  });

  const foreignTokens = await signInRest(suite.system, suite.owner);
  const foreignSupplier = await createCounterpartyRest(suite.system, foreignTokens, {
    legalName: 'PT Pemasok Tetangga',
    alias: 'Tetangga',
  });
  const foreign = await createdRest<{ node: { id: string } }>(
    suite.system.treasuryUrl,
    '/bills',
    foreignTokens,
    {
      number: 'LAIN-9',
      date: '2026-11-20',
      dueDate: '2026-12-02',
      category: 'RENT',
      counterpartyId: foreignSupplier.id,
      amount: '999000000.00',
      currency: 'IDR',
    },
  );
  foreignBillUuid = foreign.node.id;
});

describe('a record opens on a page of its own from its list', () => {
  it('when the owner opens a payment, a bill and a statement line from their lists, each page shows its fields, Back returns to the list, and another organisation’s id is not found', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await signInFrom(page, suite.system.url, owner);

      await page.goto(`${suite.system.url}/payments`);
      await page.getByTestId('payment-order-link').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/payments\/[0-9a-f-]{36}$/);
      await expect
        .poll(() => textOf(page, 'payment-order-page-title'), SERVER_ROUND_TRIP)
        .toBe('Sinar Jaya');
      expect(await page.getByTestId('payment-order-page-status').getAttribute('data-status')).toBe(
        'NEEDS_APPROVAL',
      );
      expect(await textOf(page, 'payment-detail-amount')).toBe('Rp 2,500,000.50');
      expect(await textOf(page, 'payment-detail-memo')).toBe('INV/2026/11/0042');
      expect(await textOf(page, 'payment-detail-reconciliation')).toBe('Unreconciled');
      await screenshot(page, 'detail-payment-1440-en');
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/payments');
      await expect
        .poll(() => page.getByTestId('payment-order-row').count(), SERVER_ROUND_TRIP)
        .toBe(1);

      await page.goto(`${suite.system.url}/bills`);
      await page.getByTestId('bill-due-date').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/bills\/[0-9a-f-]{36}$/);
      await expect.poll(() => textOf(page, 'bill-detail-number'), SERVER_ROUND_TRIP).toBe('RIN-01');
      expect(await textOf(page, 'bill-detail-amount')).toBe('Rp 1,250,000.00');
      expect(await textOf(page, 'bill-detail-due-date')).toBe('Dec 10, 2026');
      expect(await textOf(page, 'bill-detail-supplier')).toBe('Sinar Jaya · PT Sinar Jaya Abadi');
      expect(await page.getByTestId('bill-page-status').getAttribute('data-status')).toBe(
        'CREATED',
      );
      await expect.poll(() => page.getByTestId('bill-detail-no-payment').count()).toBe(1);
      await screenshot(page, 'detail-bill-1440-en');
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/bills');
      await expect.poll(() => page.getByTestId('bill-row').count(), SERVER_ROUND_TRIP).toBe(1);

      await page.goto(`${suite.system.url}/statement-transactions`);
      await page.getByTestId('statement-transaction-link').first().click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toMatch(/^\/statement-transactions\/[0-9a-f-]{36}$/);
      await expect
        .poll(() => textOf(page, 'statement-detail-description'), SERVER_ROUND_TRIP)
        .toBe('Biaya administrasi November');
      expect(await textOf(page, 'statement-page-amount')).toBe('−Rp 6,500.00');
      expect(await textOf(page, 'statement-detail-source')).toBe('Entered by hand');
      expect(await page.getByTestId('statement-page-status').getAttribute('data-status')).toBe(
        'UNRECONCILED',
      );
      await expect.poll(() => page.getByTestId('statement-detail-no-matches').count()).toBe(1);
      await screenshot(page, 'detail-statement-1440-en');
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/statement-transactions');
      await expect
        .poll(() => page.getByTestId('statement-transaction-row').count(), SERVER_ROUND_TRIP)
        .toBe(1);

      for (const path of [
        `/bills/${foreignBillUuid}`,
        '/payments/00000000-0000-4000-8000-000000000000',
        '/statement-transactions/not-a-uuid',
      ]) {
        await page.goto(`${suite.system.url}${path}`);
        await expect.poll(() => page.getByTestId('status-404').count(), SERVER_ROUND_TRIP).toBe(1);
      }
    }));

  it('when a member whose role reads none of them opens a payment, a bill or a statement line of their organisation by its address, each page says it is forbidden and shows nothing of it', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const [payment, bill, line] = await Promise.all([
        suite.system.treasury.db
          .selectFrom('payment_orders')
          .select('id')
          .where('organization_id', '=', organizationId)
          .executeTakeFirstOrThrow(),
        suite.system.treasury.db
          .selectFrom('bills')
          .select('id')
          .where('organization_id', '=', organizationId)
          .executeTakeFirstOrThrow(),
        suite.system.treasury.db
          .selectFrom('statement_transactions')
          .select('id')
          .where('organization_id', '=', organizationId)
          .executeTakeFirstOrThrow(),
      ]);
      const outsider = await addMember(suite.system, organizationId, ['counterparties:read']);
      await signInFrom(page, suite.system.url, outsider);
      for (const [path, hidden] of [
        [`/payments/${payment.id}`, 'INV/2026/11/0042'],
        [`/bills/${bill.id}`, 'RIN-01'],
        [`/statement-transactions/${line.id}`, 'Biaya administrasi November'],
      ] as const) {
        await page.goto(`${suite.system.url}${path}`);
        await expect.poll(() => page.getByTestId('status-403').count(), SERVER_ROUND_TRIP).toBe(1);
        expect(await page.locator('main').innerText()).not.toContain(hidden);
      }
      await screenshot(page, 'detail-forbidden-1440-en');
    }));

  it('when the pages are read in Indonesian at every width, fields and dates read in Indonesian', () =>
    withPage(
      suite.browser,
      { locale: 'id-ID', timezoneId: 'Asia/Jakarta' },
      async (page, context) => {
        await context.addCookies([{ name: 'language', value: 'id', url: suite.system.url }]);
        await signInFrom(page, suite.system.url, owner);
        const pages: Record<string, string> = {};
        for (const [list, link, name] of [
          ['/payments', 'payment-order-link', 'payment'],
          ['/bills', 'bill-due-date', 'bill'],
          ['/statement-transactions', 'statement-transaction-link', 'statement'],
        ] as const) {
          await page.goto(`${suite.system.url}${list}`);
          await page.getByTestId(link).first().click();
          await expect.poll(() => new URL(page.url()).pathname).not.toBe(list);
          pages[name] = page.url();
        }
        // Each page is loaded once per language and looked at in each window (tests/e2e/windows.ts).
        const atEveryWidth = async (widths: readonly number[], language: 'id' | 'en') => {
          for (const [name, url] of Object.entries(pages)) {
            await page.setViewportSize({ width: widths[0]!, height: 900 });
            await page.goto(url);
            for (const width of widths) {
              await resizeTo(page, { width, height: 900 });
              await expect
                .poll(
                  () =>
                    page
                      .getByTestId(`${name === 'payment' ? 'payment-order' : name}-page-amount`)
                      .count(),
                  SERVER_ROUND_TRIP,
                )
                .toBe(1);
              await screenshot(page, `detail-${name}-${width}-${language}`);
            }
          }
        };
        await atEveryWidth([1440, 1280, 390], 'id');
        await page.goto(pages.bill!);
        await expect
          .poll(() => textOf(page, 'bill-detail-amount'), SERVER_ROUND_TRIP)
          .toBe('Rp 1.250.000,00');
        expect(await textOf(page, 'bill-detail-due-date')).toBe('10 Des 2026');
        await context.addCookies([{ name: 'language', value: 'en', url: suite.system.url }]);
        await atEveryWidth([1280, 390], 'en');
      },
    ));
});
