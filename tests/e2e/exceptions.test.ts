import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganization,
  signInRest,
  addMember,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { latestChargeOrderId, mailedInvoice } from '../support/invoice-links.js';
import {
  createXenditProviderRest,
  importProviderReport,
  settledPaymentsReport,
} from '../support/payment-reports.js';
import { localGatewayOf, startTestSystem } from '../support/system.js';
import { createManualAccountRest, signedInWithLineRest } from '../support/treasury-rest.js';
import {
  browserSuite,
  E2E_WEB_DIR,
  screenshot,
  withPage,
  withPageIn,
  openSignedIn,
} from './browser.js';
import { fitsEverywhere } from './fits.js';
import { isDesktop, resizeTo, WINDOWS } from './windows.js';
import { onlyRow, plain, SERVER_ROUND_TRIP } from './rows.js';
import { expectToContainEach } from '../support/text.js';
import { invoiceWritersIn } from '../support/sales-invoices.js';

// A system of the file's own, its gateway speaking Xendit's protocol: a Xendit invoice can be paid with
// another amount than its charge (Midtrans, which the worker's system speaks for the web, settles what it charged).
const suite = browserSuite('PT Sumber Makmur Abadi', () =>
  startTestSystem({ webDir: E2E_WEB_DIR }, {}, {}, 'XENDIT'),
);

beforeAll(() => unmatchedLine(suite.owner));

/** `owner`'s tokens, once a line of twelve days before TEST_DATE (2026-11-22) is there, unmatched: past the default age of 7 days. */
async function unmatchedLine(owner: Credentials): Promise<Tokens> {
  return signedInWithLineRest(suite.system, owner, {
    transactionDate: '2026-11-10',
    description: 'TRSF E-BANKING CR 1011/FTSCY/WS95031 CV ANEKA JAYA',
    amount: '18350000.00',
  });
}

/** A Xendit payout of the organisation of `tokens`, settled twelve days before TEST_DATE and never on the statement. */
async function missingPayout(tokens: Tokens): Promise<void> {
  const account = await createManualAccountRest(suite.system, tokens, { alias: 'BCA Xendit' });
  const provider = await createXenditProviderRest(suite.system, tokens, {
    name: 'Xendit Toko',
    bankAccountId: account,
    secretKey: 'xnd_development_toko',
    webhookToken: 'tok-toko',
  });
  // 1,000,000.00 less the virtual account's fee and VAT.
  const report = settledPaymentsReport([
    { gross: '1000000', settledOn: '2026-11-10', reference: 'ORD-TOKO-1' },
  ]);
  expect(await importProviderReport(suite.system, tokens, provider, report)).toMatchObject({
    status: 'COMPLETED',
  });
}

/**
 * An invoice of `organizationId` whose checkout charge of Rp 300,000 the gateway says was paid
 * Rp 1,000 short; answers once the treasury's job (queued with the mismatch) has opened its ticket.
 */
async function shortCheckout(organizationId: string) {
  const { invoice, token } = await mailedInvoice(
    await invoiceWritersIn(suite.system, organizationId),
    { quantity: '3', unitPrice: '100000.00' },
  );
  const started = await new GraphQLClient(suite.system.url).data<{
    checkoutStart: { userErrors: unknown[] };
  }>(
    'mutation ($input: CheckoutStartInput!) { checkoutStart(input: $input) { userErrors { code } } }',
    { input: { token, channel: 'BNI_VA' } },
  );
  expect(started.checkoutStart.userErrors).toEqual([]);
  const orderId = await latestChargeOrderId(suite.system, invoice.id);
  const { sandbox } = localGatewayOf(suite.system);
  // The buyer paid Rp 1,000 short; the gateway says so and the product records no payment.
  sandbox.pay(orderId, '299000');
  await sandbox.deliveries.waitFor(
    (delivery) => delivery.orderId === orderId && delivery.httpStatus === 200,
  );
  await eventually(
    async () =>
      (await suite.system.treasury.db
        .selectFrom('exception_tickets')
        .select('id')
        .where('checkout_order_id', '=', orderId)
        .executeTakeFirst()) !== undefined,
    10_000,
  );
  return invoice;
}

/** Opens /exceptions signed in as `owner` (the suite's), at a width and in a language, past the small-screen notice. */
async function onExceptions(page: Page, owner: Credentials = suite.owner): Promise<void> {
  await openSignedIn(page, `${suite.system.url}/exceptions`, owner);
  await page.getByTestId('exceptions-filters').waitFor();
}

describe('exceptions in the browser', () => {
  it('a scan turns the unmatched line into a ticket, which is assigned, then resolved with a note', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onExceptions(page);
      await expect
        .poll(() => page.getByTestId('exceptions-empty').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(await page.getByTestId('exceptions-age').innerText()).toBe(
        'Statement transactions unmatched, and payouts not on the bank statement, for 7 days become exceptions.',
      );

      await page.getByTestId('exceptions-scan').click();
      const rows = page.getByTestId('exception-row');
      const { row, text } = await onlyRow(rows);
      expectToContainEach(text, [
        'Unmatched',
        'Nov 10, 2026',
        'CV ANEKA JAYA',
        'Rp 18,350,000.00',
        '5 days',
        'Open',
        'Unassigned',
      ]);
      // The line opens on the reconciliation screen, to be matched there.
      expect(await row.getByTestId('exception-match-link').getAttribute('href')).toMatch(
        /^\/reconciliation\?tab=unreconciled&statementTransaction=[\w-]+$/,
      );
      await screenshot(page, 'exceptions-scanned-1440-en');

      await row.getByTestId('exception-assign').click();
      const assign = page.getByTestId('exception-assign-dialog');
      await assign.locator('select[name="assigneeId"]').selectOption({ label: 'Me (Pemilik Uji)' });
      await assign.getByTestId('exception-assign-save').click();
      await expect
        .poll(() => row.getByTestId('exception-assignee').innerText(), SERVER_ROUND_TRIP)
        .toBe('Pemilik Uji');

      await row.getByTestId('exception-resolve').click();
      const resolve = page.getByTestId('exception-resolve-dialog');
      await resolve.getByTestId('exception-resolve-confirm').click();
      await expect
        .poll(() => resolve.innerText(), SERVER_ROUND_TRIP)
        .toContain('Write a note saying how the exception was resolved.');
      await resolve
        .locator('textarea[name="note"]')
        .fill('Setoran pelanggan tanpa faktur; faktur susulan INV/2026/11/0107 dibuat.');
      await screenshot(page, 'exceptions-resolve-1440-en');
      await resolve.getByTestId('exception-resolve-confirm').click();
      await expect
        .poll(() => row.getByTestId('exception-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Resolved');
      expect(await row.getByTestId('exception-note').innerText()).toBe(
        'Note: Setoran pelanggan tanpa faktur; faktur susulan INV/2026/11/0107 dibuat.',
      );
      await screenshot(page, 'exceptions-resolved-1440-en');

      // With every status shown after a reload, the resolved ticket is still there, resolved.
      await page.reload();
      await page.locator('select[name="status"]').selectOption('RESOLVED');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await rows.first().getByTestId('exception-status').innerText()).toBe('Resolved');

      // The activity log tells the story, newest first, in the reader's formats.
      await page.goto(`${suite.system.url}/log`);
      const entries = page
        .locator('[data-testid="activity-row"][data-entity="EXCEPTION"]')
        .getByTestId('activity-description');
      await expect.poll(() => entries.count(), SERVER_ROUND_TRIP).toBe(3);
      expect((await entries.allInnerTexts()).map(plain)).toEqual([
        'Exception (unmatched) on the statement transaction of Rp 18,350,000.00 on Nov 10, 2026 resolved',
        'Exception (unmatched) on the statement transaction of Rp 18,350,000.00 on Nov 10, 2026 assigned',
        'Exception opened (unmatched): statement transaction of Rp 18,350,000.00 on Nov 10, 2026',
      ]);
    }));

  it('a gateway’s payout missing from the bank statement becomes a ticket naming the provider, what it paid out and what arrived', async () => {
    await missingPayout(await signInRest(suite.system, suite.owner));
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onExceptions(page);
      await page.getByTestId('exceptions-scan').click();
      const payout = page
        .getByTestId('exception-row')
        .filter({ has: page.getByTestId('exception-payout') });
      const { text } = await onlyRow(payout);
      expectToContainEach(text, [
        'Payout missing',
        'Nov 10, 2026',
        'Payout by Xendit Toko',
        'Rp 995,560.00',
        'Received Rp 0.00',
        'Difference Rp 995,560.00',
        '5 days',
        'Open',
      ]);
      expect(await payout.getByTestId('exception-payout-link').getAttribute('href')).toBe(
        '/payment-records',
      );
      await screenshot(page, 'exceptions-payout-1440-en');

      // Xendit holds the money: a member resolves it, and says so.
      await payout.getByTestId('exception-resolve').click();
      const resolve = page.getByTestId('exception-resolve-dialog');
      expect(plain(await resolve.innerText())).toContain(
        'Say how the payout of Rp 995,560.00 on Nov 10, 2026 was explained.',
      );
      await resolve
        .locator('textarea[name="note"]')
        .fill('Xendit menahan dana untuk verifikasi; cair 24 November.');
      await resolve.getByTestId('exception-resolve-confirm').click();
      await expect
        .poll(() => payout.getByTestId('exception-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Resolved');
    });
  });

  it('a checkout payment the gateway says was of another amount becomes a ticket naming the invoice, what was charged and what was paid, with nobody pressing Scan now', async () => {
    const invoice = await shortCheckout(suite.organizationId);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onExceptions(page);
      const checkout = page
        .getByTestId('exception-row')
        .filter({ has: page.getByTestId('exception-checkout') });
      const { text } = await onlyRow(checkout);
      expectToContainEach(text, [
        'Checkout amount differs',
        'Xendit says it was paid',
        `Invoice ${invoice.number}`,
        'Charged Rp 300,000.00',
        'Paid Rp 299,000.00',
        '0 days',
        'Open',
      ]);
      expect(await checkout.getByTestId('exception-checkout-invoice').getAttribute('href')).toBe(
        `/invoices/detail/${invoice.id}`,
      );
      await screenshot(page, 'exceptions-checkout-1440-en');

      // Someone checked at the gateway and billed the buyer the difference: a member resolves it, and says so.
      await checkout.getByTestId('exception-resolve').click();
      const resolve = page.getByTestId('exception-resolve-dialog');
      expect(plain(await resolve.innerText())).toContain(
        'Say how the checkout charge of Rp 300,000.00 on',
      );
      await resolve
        .locator('textarea[name="note"]')
        .fill('Pembeli membayar Rp 299.000; selisih Rp 1.000 ditagih ulang.');
      await resolve.getByTestId('exception-resolve-confirm').click();
      await expect
        .poll(() => checkout.getByTestId('exception-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Resolved');
    });
  });

  // Per language the screen is loaded once and resized through the windows (tests/e2e/windows.ts).
  describe('laid out', () => {
    // An organisation of their own with the three tickets the tests above end with, over REST:
    // these read nothing the tests above left. The payout's and the checkout payment's are resolved
    // with a note; the statement line's stays open with its three moves, assigned to a member with a
    // long name: the widest row, which once pushed the columns out of the card at 1280 px in Indonesian.
    let laidOut: Credentials;
    beforeAll(async () => {
      const company = await createOrganization(suite.system, 'PT Pengecualian Tata Letak');
      laidOut = company.owner;
      const tokens = await unmatchedLine(laidOut);
      await missingPayout(tokens);
      await shortCheckout(company.organizationId);
      const call = <T>(path: string, body?: unknown) =>
        suite.treasury<T>('POST', path, tokens, body);
      expect((await call('/exceptions/scan')).status).toBe(200);
      const tickets = await suite.system.treasury.db
        .selectFrom('exception_tickets')
        .select(['id', 'statement_transaction_id'])
        .where('organization_id', '=', company.organizationId)
        .execute();
      expect(tickets).toHaveLength(3);
      const assignee = await addMember(suite.system, company.organizationId, ['exceptions:read']);
      await suite.system.account.db
        .updateTable('users')
        .set({ full_name: 'Raden Ayu Kusumawardhani Wijayakusuma' })
        .where('id', '=', assignee.userId)
        .execute();
      for (const { id, statement_transaction_id: line } of tickets)
        expect(
          (line
            ? await call(`/exceptions/${id}/assign`, { assigneeId: assignee.userId })
            : await call(`/exceptions/${id}/resolve`, { note: 'Sudah dijelaskan.' })
          ).status,
        ).toBe(200);
    });

    for (const language of ['en', 'id'] as const) {
      it(`the screen at 1440, 1280 and 390 px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
        withPageIn(suite.browser, suite.system.url, language, async (page) => {
          await onExceptions(page, laidOut);
          // On a desktop every filter shows its whole choice, the longest first ("Open and In Progress", "Terbuka dan Sedang Diproses").
          await expect
            .poll(() => page.getByTestId('exception-row').count(), SERVER_ROUND_TRIP)
            .toBe(1);
          for (const window of WINDOWS.filter(isDesktop)) {
            await resizeTo(page, window);
            expect(await cutOff(page)).toEqual([]);
          }
          await page.locator('select[name="status"]').selectOption('ALL');
          for (const window of WINDOWS) {
            await resizeTo(page, window);
            // The resolved line's ticket, the payout's and the checkout payment's.
            await expect
              .poll(() => page.getByTestId('exception-row').count(), SERVER_ROUND_TRIP)
              .toBe(3);
            const rows = (await page.getByTestId('exception-row').allInnerTexts()).map(plain);
            expect(rows.find((row) => row.includes('ANEKA JAYA'))).toContain(
              language === 'en' ? 'Rp 18,350,000.00' : 'Rp 18.350.000,00',
            );
            expect(rows.find((row) => row.includes('Xendit Toko'))).toContain(
              language === 'en' ? 'Difference Rp 995,560.00' : 'Selisih Rp 995.560,00',
            );
            expect(
              rows.find((row) => row.includes(language === 'en' ? 'Invoice' : 'Faktur')),
            ).toContain(language === 'en' ? 'Paid Rp 299,000.00' : 'Dibayar Rp 299.000,00');
            expect(rows.join(' ')).toContain(language === 'en' ? 'Resolved' : 'Selesai');
            expect(rows.find((row) => row.includes('ANEKA JAYA'))).toContain(
              'Raden Ayu Kusumawardhani Wijayakusuma',
            );
            expect(rows.join(' ')).toContain(
              language === 'en' ? 'Payout missing' : 'Belum diterima',
            );
            // On a desktop nothing of the ticket, the filters, the language choice or the mode switch is cut off.
            if (isDesktop(window)) expect(await cutOff(page)).toEqual([]);
          }
          // Nothing runs off the side of the window, and on a desktop the table shows every column whole.
          await fitsEverywhere(page, 'exceptions', language);
        }));
    }
  });
});

/**
 * What is cut off on the page, each as a sentence: a visible select whose
 * chosen words are wider than the room its box leaves them, a ticket's cell
 * (or anything in it) whose text runs past or below its box, a table wider
 * than the area holding it, and a mode of the app-mode switch whose words
 * come closer than 8 px to the switch's edge.
 */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const measure = document.createElement('span');
    measure.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
    document.body.append(measure);
    for (const select of document.querySelectorAll('select')) {
      if (select.offsetParent === null) continue;
      const style = getComputedStyle(select);
      measure.style.font = style.font;
      measure.textContent = select.selectedOptions[0]?.text ?? '';
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.offsetWidth > room + 0.5)
        problems.push(
          `select ${select.name}: "${measure.textContent}" needs ${measure.offsetWidth}px of ${room}px`,
        );
    }
    measure.remove();
    for (const cell of document.querySelectorAll<HTMLElement>(
      '[data-testid="exception-row"] td, [data-testid="exception-row"] td *',
    )) {
      if (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1)
        problems.push(`"${cell.innerText}" cut off`);
    }
    for (const table of document.querySelectorAll<HTMLElement>('main table')) {
      if (table.scrollWidth > table.parentElement!.clientWidth + 1)
        problems.push(`table ${table.scrollWidth}px in ${table.parentElement!.clientWidth}px`);
    }
    const modeSwitch = document.querySelector('[data-testid="mode-switch"]');
    const frame = modeSwitch?.getBoundingClientRect();
    const words = document.createRange();
    const modes = modeSwitch?.querySelectorAll('[data-part="item-text"]').length ?? 0;
    if (modes !== 2) problems.push(`${modes} modes in the switch`);
    for (const mode of modeSwitch?.querySelectorAll('[data-part="item-text"]') ?? []) {
      words.selectNodeContents(mode);
      const text = words.getBoundingClientRect();
      if (frame && (text.left < frame.left + 8 || text.right > frame.right - 8))
        problems.push(
          `mode "${mode.textContent}" ${Math.round(text.left - frame.left)}px and ${Math.round(frame.right - text.right)}px from the switch's edges`,
        );
    }
    return problems;
  });
}
