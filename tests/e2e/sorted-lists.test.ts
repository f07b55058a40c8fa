import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callRest,
  createCounterpartyRest,
  createdRest,
  createOrganization,
  signInRest,
} from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { payableOrganisation } from '../support/payments.js';
import { browserSuite, screenshot, signInFrom, withPage, openSignedIn } from './browser.js';
import { resizeTo, WINDOWS } from './windows.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Urutan Daftar');

/** The totals row's text on one line, non-breaking spaces (currency formatting) as plain ones. */
const totals = async (page: Page) =>
  (await page.getByTestId('bills-totals').innerText()).replace(/\s+/g, ' ').trim();

/** The bills of the organisation, by number: due date, amount, and whether it gets submitted. */
const BILLS = [
  { number: 'TG-01', dueDate: '2026-12-10', amount: '12500000.00', submit: true },
  { number: 'TG-02', dueDate: '2026-12-01', amount: '750000.50', submit: false },
  { number: 'TG-03', dueDate: '2026-12-05', amount: '3250000.00', submit: true },
] as const;

beforeAll(async () => {
  const tokens = await signInRest(suite.system, suite.owner);
  const supplier = await createCounterpartyRest(suite.system, tokens, {
    legalName: 'PT Sumber Air Jernih',
    alias: 'Sumber Air',
  });
  for (const bill of BILLS) {
    const created = await createdRest<{ node: { id: string } }>(
      suite.system.treasuryUrl,
      '/bills',
      tokens,
      {
        number: bill.number,
        date: '2026-11-20',
        dueDate: bill.dueDate,
        category: 'UTILITIES',
        counterpartyId: supplier.id,
        amount: bill.amount,
        currency: 'IDR',
      },
    );
    if (bill.submit)
      expect(
        (
          await callRest(
            suite.system.treasuryUrl,
            'POST',
            `/bills/${created.node.id}/submit`,
            tokens,
          )
        ).status,
      ).toBe(200);
  }
  // Another organisation's bill never shows nor counts in this one's totals.
  const { tokens: otherTokens } = await suite.anotherOrganization('PT Tetangga Sebelah');
  const otherSupplier = await createCounterpartyRest(suite.system, otherTokens, {
    legalName: 'PT Pemasok Tetangga',
    alias: 'Tetangga',
  });
  await createdRest(suite.system.treasuryUrl, '/bills', otherTokens, {
    number: 'LAIN-1',
    date: '2026-11-20',
    dueDate: '2026-12-02',
    category: 'RENT',
    counterpartyId: otherSupplier.id,
    amount: '999000000.00',
    currency: 'IDR',
  });
});

/** The bill numbers the table shows, top to bottom. */
async function numbers(page: Page): Promise<string> {
  return (await page.getByTestId('bill-number').allInnerTexts()).join(' ');
}

describe('a list keeps its sort and filters in the URL', () => {
  it('when the owner sorts bills by amount and filters them, the URL says so, the totals follow, a shared link opens the same list and Back returns to the one before', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/bills`, suite.owner);
      await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-02 TG-03 TG-01');
      expect(await totals(page)).toBe('Total Rp 16,500,000.50 (3 rows)');
      expect(await page.getByTestId('bills-table-sort-DUE_DATE').getAttribute('data-sort')).toBe(
        'ASC',
      );

      await page.getByTestId('bills-table-sort-AMOUNT').click();
      await expect.poll(() => new URL(page.url()).search).toBe('?sort=AMOUNT&dir=ASC');
      await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-02 TG-03 TG-01');
      await page.getByTestId('bills-table-sort-AMOUNT').click();
      await expect.poll(() => new URL(page.url()).search).toBe('?sort=AMOUNT&dir=DESC');
      await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-01 TG-03 TG-02');
      expect(await page.getByTestId('bills-table-sort-AMOUNT').getAttribute('data-sort')).toBe(
        'DESC',
      );

      await page.getByTestId('bills-filter-status').selectOption('SUBMITTED');
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('SUBMITTED');
      await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-01 TG-03');
      expect(await totals(page)).toBe('Total Rp 15,750,000.00 (2 rows)');
      await screenshot(page, 'bills-sorted-filtered-1440-en');
      const shared = page.url();

      // Back: the filter goes, the sort stays as it was before it.
      await page.goBack();
      await expect.poll(() => new URL(page.url()).search).toBe('?sort=AMOUNT&dir=DESC');
      await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-01 TG-03 TG-02');
      expect(await page.getByTestId('bills-filter-status').inputValue()).toBe('');
      await page.goBack();
      await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-02 TG-03 TG-01');

      // The link, opened afresh, shows the same list.
      await page.goto(shared);
      await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-01 TG-03');
      expect(await page.getByTestId('bills-filter-status').inputValue()).toBe('SUBMITTED');
      expect(await totals(page)).toBe('Total Rp 15,750,000.00 (2 rows)');
    }));

  it('when a member opens sorted bills in Indonesian at every width, the headings, arrows and totals read in Indonesian', () =>
    withPage(
      suite.browser,
      { locale: 'id-ID', timezoneId: 'Asia/Jakarta' },
      async (page, context) => {
        await context.addCookies([{ name: 'language', value: 'id', url: suite.system.url }]);
        await signInFrom(page, suite.system.url, suite.owner);
        // Loaded once per language and looked at in each window, widest first (tests/e2e/windows.ts).
        await page.goto(`${suite.system.url}/bills?sort=AMOUNT&dir=DESC`);
        for (const viewport of WINDOWS) {
          await resizeTo(page, viewport);
          await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-01 TG-03 TG-02');
          expect(await totals(page)).toBe('Total Rp 16.500.000,50 (3 baris)');
          await screenshot(page, `bills-sorted-${viewport.width}-id`);
        }
        await resizeTo(page, WINDOWS[1]);
        await page.context().addCookies([{ name: 'language', value: 'en', url: suite.system.url }]);
        await page.goto(`${suite.system.url}/bills?sort=AMOUNT&dir=DESC`);
        for (const viewport of WINDOWS.slice(1)) {
          await resizeTo(page, viewport);
          await expect.poll(() => numbers(page), SERVER_ROUND_TRIP).toBe('TG-01 TG-03 TG-02');
          await screenshot(page, `bills-sorted-${viewport.width}-en`);
        }
      },
    ));

  it('when the owner sorts payments by amount on a tab, the sort stays in the URL across tabs and Back, and the totals add up the whole tab', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const made = await createOrganization(suite.system, 'PT Bayar Berurutan');
      const organisation = await payableOrganisation(suite.system, made.owner);
      const owner = await signedInClient(suite.system.url, made.owner);
      const payeeAccount = (
        await suite.system.treasury.db
          .selectFrom('counterparty_bank_accounts')
          .select('id')
          .where('counterparty_id', '=', organisation.counterparties.sinarJaya.id)
          .executeTakeFirstOrThrow()
      ).id;
      for (const amount of ['2500000', '100000.75', '9000000']) {
        const created = await owner.data<{ paymentCreate: { userErrors: unknown[] } }>(
          'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { userErrors { code } } }',
          {
            input: {
              sourceAccountId: organisation.accounts.bcaOperations,
              counterpartyBankAccountId: payeeAccount,
              method: 'BI_FAST',
              amount,
              paymentDate: '2026-11-25',
            },
          },
        );
        expect(created.paymentCreate.userErrors).toEqual([]);
      }
      const amounts = async () =>
        (await page.getByTestId('payment-order-amount').allInnerTexts())
          .map((text) => text.replace(/\s+/g, ' '))
          .join(' | ');

      await openSignedIn(page, `${suite.system.url}/payments`, made.owner);
      await expect
        .poll(() => page.getByTestId('payment-order-row').count(), SERVER_ROUND_TRIP)
        .toBe(3);
      await page.getByTestId('payment-orders-table-sort-AMOUNT').click();
      await expect
        .poll(amounts, SERVER_ROUND_TRIP)
        .toBe('Rp 100,000.75 | Rp 2,500,000.00 | Rp 9,000,000.00');
      await page.getByTestId('payment-orders-table-sort-AMOUNT').click();
      await expect
        .poll(amounts, SERVER_ROUND_TRIP)
        .toBe('Rp 9,000,000.00 | Rp 2,500,000.00 | Rp 100,000.75');
      expect(new URL(page.url()).search).toBe('?sort=AMOUNT&dir=DESC');
      expect(
        (await page.getByTestId('payment-orders-totals').innerText()).replace(/\s+/g, ' ').trim(),
      ).toBe('Total Rp 11,600,000.75 (3 rows)');
      await screenshot(page, 'payments-sorted-1440-en');

      await page.getByTestId('payments-tab-needs-approval').click();
      await expect
        .poll(() => new URL(page.url()).search)
        .toBe('?sort=AMOUNT&dir=DESC&tab=needs-approval');
      await expect
        .poll(amounts, SERVER_ROUND_TRIP)
        .toBe('Rp 9,000,000.00 | Rp 2,500,000.00 | Rp 100,000.75');
      await page.goBack();
      await page.goBack();
      await expect
        .poll(amounts, SERVER_ROUND_TRIP)
        .toBe('Rp 100,000.75 | Rp 2,500,000.00 | Rp 9,000,000.00');
      expect(
        await page.getByTestId('payment-orders-table-sort-AMOUNT').getAttribute('data-sort'),
      ).toBe('ASC');
    }));

  it('when statement transactions are listed, the totals row adds up money in and money out of every line, and only this organisation’s', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const made = await createOrganization(suite.system, 'PT Mutasi Terjumlah');
      const organisation = await payableOrganisation(suite.system, made.owner);
      const owner = await signedInClient(suite.system.url, made.owner);
      for (const [direction, amount, description] of [
        ['DEBIT', '45000000', 'Gaji November'],
        ['CREDIT', '15000000.10', 'Penjualan toko'],
        ['DEBIT', '6500', 'Biaya transfer'],
      ] as const) {
        const created = await owner.data<{ statementTransactionCreate: { userErrors: unknown[] } }>(
          'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { userErrors { code } } }',
          {
            input: {
              bankAccountId: organisation.accounts.bcaManual,
              date: '2026-11-20',
              description,
              direction,
              amount,
            },
          },
        );
        expect(created.statementTransactionCreate.userErrors).toEqual([]);
      }
      await openSignedIn(page, `${suite.system.url}/statement-transactions`, made.owner);
      const row = page.getByTestId('statement-transactions-totals');
      await expect
        .poll(
          async () =>
            (await row.count()) > 0 && (await row.innerText()).replace(/\s+/g, ' ').trim(),
          SERVER_ROUND_TRIP,
        )
        .toBe('Total In Rp 15,000,000.10 (1 row) Out Rp 45,006,500.00 (2 rows)');
      await screenshot(page, 'statements-totals-1440-en');
    }));
  it('when the owner sorts expected transactions by amount, the URL says so, Back returns to the date order, and the totals add up what comes in and goes out', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const made = await createOrganization(suite.system, 'PT Harapan Terurut');
      const owner = await signedInClient(suite.system.url, made.owner);
      for (const [date, direction, amount, description] of [
        ['2026-12-01', 'DEBIT', '7500000', 'Sewa kantor'],
        ['2026-12-05', 'CREDIT', '12000000.25', 'Termin pelanggan'],
        ['2026-12-10', 'DEBIT', '250000', 'Langganan internet'],
      ] as const) {
        const created = await owner.data<{ expectedTransactionCreate: { userErrors: unknown[] } }>(
          'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { userErrors { field code message } } }',
          { input: { date, description, direction, amount, currency: 'IDR' } },
        );
        expect(created.expectedTransactionCreate.userErrors).toEqual([]);
      }
      await openSignedIn(page, `${suite.system.url}/expected-transactions`, made.owner);
      const descriptions = async () =>
        (await page.getByTestId('expected-transaction-description').allInnerTexts()).join(' | ');
      await expect
        .poll(descriptions, SERVER_ROUND_TRIP)
        .toBe('Langganan internet | Termin pelanggan | Sewa kantor');
      const row = page.getByTestId('expected-transactions-totals');
      expect((await row.innerText()).replace(/\s+/g, ' ').trim()).toBe(
        'Total In Rp 12,000,000.25 (1 row) Out Rp 7,750,000.00 (2 rows)',
      );

      await page.getByTestId('expected-transactions-table-sort-AMOUNT').click();
      await expect.poll(() => new URL(page.url()).search).toBe('?sort=AMOUNT&dir=ASC');
      await expect
        .poll(descriptions, SERVER_ROUND_TRIP)
        .toBe('Langganan internet | Sewa kantor | Termin pelanggan');
      await page.getByTestId('expected-transactions-table-sort-AMOUNT').click();
      await expect
        .poll(descriptions, SERVER_ROUND_TRIP)
        .toBe('Termin pelanggan | Sewa kantor | Langganan internet');
      expect(
        await page.getByTestId('expected-transactions-table-sort-AMOUNT').getAttribute('data-sort'),
      ).toBe('DESC');
      await screenshot(page, 'expected-transactions-sorted-1440-en');
      await page.goBack();
      await page.goBack();
      await expect
        .poll(descriptions, SERVER_ROUND_TRIP)
        .toBe('Langganan internet | Termin pelanggan | Sewa kantor');
    }));
});
