import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowSelfApproval,
  callRest,
  createCounterpartyRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { browserSuite, screenshot, signInFrom, withPage, openSignedIn } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Arus Kas Sentosa');

/** Visible text with non-breaking spaces (currency formatting) as plain ones, the word joiner after a minus left out. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');

let tokens: Tokens;

const rest = async (method: string, route: string, body?: unknown) => {
  const answer = await callRest<{ id?: string; node?: { id: string } }>(
    suite.system.treasuryUrl,
    method,
    route,
    tokens,
    body,
  );
  expect(answer.status, `${method} ${route} ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
};

beforeAll(async () => {
  // The owner approves their own work here: the company allows self-approval (four eyes are
  // four-eyes.test.ts's subject).
  await allowSelfApproval(suite.system, suite.organizationId);
  tokens = await signInRest(suite.system, suite.owner);
  const account = await rest('POST', '/bank-accounts', {
    bankCode: '014',
    accountNumber: '6170201234',
    accountName: 'PT ARUS KAS SENTOSA',
    alias: 'BCA Operasional',
    currency: 'IDR',
    connectionType: 'MANUAL',
  });
  const line = (
    transactionDate: string,
    description: string,
    direction: 'DEBIT' | 'CREDIT',
    amount: string,
  ) =>
    rest('POST', '/statement-transactions', {
      bankAccountId: account.id,
      transactionDate,
      description,
      direction,
      amount,
    });
  await line('2026-10-05', 'PENJUALAN TOKO CIKINI', 'CREDIT', '12500000');
  await line('2026-10-30', 'TRF KE PT GRAHA PROPERTI SEWA NOV', 'DEBIT', '45000000');
  await line('2026-11-03', 'PENJUALAN TOKO KEMANG', 'CREDIT', '7250000.50');
  await line('2026-11-10', 'SETORAN TUNAI', 'CREDIT', '300000');
  await line('2026-11-12', 'BIAYA ADM', 'DEBIT', '15000');

  // Bills of one supplier: overdue 40 days, due today, and not due yet; another supplier's 400 days overdue.
  const graha = await createCounterpartyRest(suite.system, tokens, {
    legalName: 'PT Graha Properti Abadi',
    alias: 'Graha Properti',
  });
  const semen = await createCounterpartyRest(suite.system, tokens, {
    legalName: 'PT Semen Gresik Jaya',
    alias: 'Semen Gresik',
  });
  const bill = async (
    counterpartyId: string,
    number: string,
    date: string,
    dueDate: string,
    amount: string,
  ) => {
    const made = await rest('POST', '/bills', {
      number,
      date,
      dueDate,
      category: 'RENT',
      counterpartyId,
      amount,
      currency: 'IDR',
    });
    await rest('POST', `/bills/${made.node!.id}/submit`);
    await rest('POST', `/bills/${made.node!.id}/approve`);
  };
  await bill(graha.id, 'GP/2026/10', '2026-10-01', '2026-10-13', '45000000');
  await bill(graha.id, 'GP/2026/11', '2026-11-01', '2026-11-22', '45000000');
  await bill(graha.id, 'GP/2026/12', '2026-11-20', '2026-12-05', '45500000.50');
  await bill(semen.id, 'SGJ/2025/0142', '2025-10-01', '2025-10-18', '12500000');
});

/** Opens a page of the app signed in as the owner. */
async function open(page: Page, path: string): Promise<void> {
  await openSignedIn(page, `${suite.system.url}${path}`, suite.owner);
}

describe('the cash flow in the browser', () => {
  it('a rule is written and previewed, applied to the lines already there; a figure opens its lines, and a line corrected by hand moves in the report', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, '/cash-flow');
      await page.getByTestId('cash-flow-table').waitFor();
      // Nothing is categorised yet: every line is in the uncategorised rows. The default range is the last three months.
      expect(await page.locator('input[name="from"]').inputValue()).toBe('2026-09-01');
      expect(await page.locator('input[name="to"]').inputValue()).toBe('2026-11-22');
      expect(plain(await page.getByTestId('cash-flow-total-in-UNCATEGORISED').innerText())).toBe(
        'Rp 20,050,000.50',
      );
      expect(plain(await page.getByTestId('cash-flow-net').innerText())).toBe('-Rp 24,964,999.50');

      await page.getByTestId('cash-flow-tab-rules').click();
      await page.getByTestId('cash-flow-rules-empty').waitFor();
      await page.getByTestId('create-cash-flow-rule').click();
      const editor = page.getByTestId('cash-flow-rule-editor');
      // No condition: the service's rule, in its words.
      await editor.getByTestId('cash-flow-rule-name').fill('Penjualan toko');
      await editor.getByTestId('cash-flow-rule-category').selectOption('SALES');
      await editor.getByTestId('cash-flow-rule-save').click();
      await expect.poll(() => editor.innerText()).toContain('Give the rule at least one condition');
      await editor.getByTestId('cash-flow-rule-direction').selectOption('CREDIT');
      await editor.getByTestId('cash-flow-rule-match').selectOption('WILDCARD');
      await editor.getByTestId('cash-flow-rule-pattern').fill('penjualan toko *');
      await editor.getByTestId('cash-flow-rule-preview').click();
      await expect
        .poll(
          () => editor.getByTestId('cash-flow-rule-preview-matching').count(),
          SERVER_ROUND_TRIP,
        )
        .toBe(1);
      expect(await editor.getByTestId('cash-flow-rule-preview-matching').innerText()).toBe(
        'Matches 2 of 5 statement transactions',
      );
      await screenshot(page, 'cash-flow-rule-editor-en');
      await editor.getByTestId('cash-flow-rule-save').click();
      const rules = page.getByTestId('cash-flow-rule');
      await expect.poll(() => rules.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await rules.first().getByTestId('cash-flow-rule-conditions').innerText()).toBe(
        'incoming and description matches “penjualan toko *”',
      );
      await page.getByTestId('cash-flow-rules-apply').click();
      await expect
        .poll(
          () => page.getByText('2 statement transactions of 5 changed category.').count(),
          SERVER_ROUND_TRIP,
        )
        .toBe(1);
      await screenshot(page, 'cash-flow-rules-en');

      await page.getByTestId('cash-flow-tab-report').click();
      await expect
        .poll(() => page.getByTestId('cash-flow-total-in-SALES').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(plain(await page.getByTestId('cash-flow-total-in-SALES').innerText())).toBe(
        'Rp 19,750,000.50',
      );
      expect(plain(await page.getByTestId('cash-flow-total-in-UNCATEGORISED').innerText())).toBe(
        'Rp 300,000.00',
      );
      await screenshot(page, 'cash-flow-report-en');

      // The uncategorised outflows of November: one line, corrected by hand in the drawer.
      await page.getByTestId('cash-flow-cell-out-UNCATEGORISED-2').getByRole('button').click();
      const drawer = page.getByTestId('cash-flow-lines-drawer');
      const lines = drawer.getByTestId('cash-flow-line');
      await expect.poll(() => lines.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(plain(await lines.first().innerText())).toContain('BIAYA ADM');
      await lines.first().getByTestId('cash-flow-line-category').selectOption('OTHER');
      await expect
        .poll(() => lines.first().getAttribute('data-source'), SERVER_ROUND_TRIP)
        .toBe('MANUAL');
      await screenshot(page, 'cash-flow-drawer-en');
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.getByTestId('cash-flow-total-out-OTHER').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(plain(await page.getByTestId('cash-flow-total-out-OTHER').innerText())).toBe(
        'Rp 15,000.00',
      );

      // The uncategorised list: the cash deposit, categorised there; then none is left.
      await page.getByTestId('cash-flow-tab-uncategorised').click();
      const uncategorised = page
        .getByTestId('cash-flow-uncategorised')
        .getByTestId('cash-flow-line');
      await expect.poll(() => uncategorised.count(), SERVER_ROUND_TRIP).toBe(2);
      const deposit = page.getByTestId('cash-flow-line').filter({ hasText: 'SETORAN TUNAI' });
      await deposit.getByTestId('cash-flow-line-category').selectOption('OTHER_INCOME');
      await expect.poll(() => uncategorised.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(plain(await uncategorised.first().innerText())).toContain('TRF KE PT GRAHA PROPERTI');
      await screenshot(page, 'cash-flow-uncategorised-en');

      const stored = await suite.system.treasury.db
        .selectFrom('statement_transactions')
        .select(['description', 'category', 'category_source'])
        .where('organization_id', '=', suite.organizationId)
        .orderBy('transaction_date')
        .execute();
      expect(stored).toEqual([
        { description: 'PENJUALAN TOKO CIKINI', category: 'SALES', category_source: 'RULE' },
        { description: 'TRF KE PT GRAHA PROPERTI SEWA NOV', category: null, category_source: null },
        { description: 'PENJUALAN TOKO KEMANG', category: 'SALES', category_source: 'RULE' },
        { description: 'SETORAN TUNAI', category: 'OTHER_INCOME', category_source: 'MANUAL' },
        { description: 'BIAYA ADM', category: 'OTHER', category_source: 'MANUAL' },
      ]);
    }));

  it('the aged payables: each bucket’s total, the suppliers the most owed first, and a supplier’s bills aged', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, '/payables');
      await page.getByTestId('payables-IDR').waitFor();
      const total = (bucket: string) =>
        page.getByTestId(`payables-IDR-${bucket}`).innerText().then(plain);
      expect(await total('NOT_DUE_YET')).toBe('Rp 45,500,000.50');
      expect(await total('DUE_TODAY')).toBe('Rp 45,000,000.00');
      expect(await total('OVERDUE_31_90')).toBe('Rp 45,000,000.00');
      expect(await total('OVERDUE_OVER_365')).toBe('Rp 12,500,000.00');
      expect(await total('OVERDUE_1_30')).toBe('Rp 0.00');
      const rows = page.getByTestId('payables-row');
      expect(
        await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-supplier'))),
      ).toEqual(['Graha Properti', 'Semen Gresik']);
      expect(plain(await rows.first().getByTestId('payables-row-total').innerText())).toBe(
        'Rp 135,500,000.50',
      );
      await rows.first().getByTestId('payables-row-toggle').click();
      const bills = page.getByTestId('payables-bill');
      await expect.poll(() => bills.count()).toBe(3);
      expect(
        await bills.evaluateAll((found) => found.map((bill) => bill.getAttribute('data-bucket'))),
      ).toEqual(['OVERDUE_31_90', 'DUE_TODAY', 'NOT_DUE_YET']);
      expect(plain(await bills.first().innerText())).toContain('40 days overdue');
      await screenshot(page, 'payables-en');

      // As of a month later, everything has aged.
      await page.getByTestId('payables-as-of').fill('2026-12-22');
      await page.getByTestId('payables-show').click();
      await page.waitForURL('**/payables?asOf=2026-12-22');
      await expect.poll(() => total('OVERDUE_1_30'), SERVER_ROUND_TRIP).toBe('Rp 90,500,000.50');
    }));
});

describe('the screens fit their window', () => {
  // Per language each screen is loaded once and resized through the windows (tests/e2e/windows.ts).
  for (const language of ['en', 'id'] as const) {
    it(`at 1440, 1280 and 390 px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
      withPage(
        suite.browser,
        { locale: language === 'en' ? 'en-US' : 'id-ID', timezoneId: 'Asia/Jakarta' },
        async (page, context) => {
          await context.addCookies([{ name: 'language', value: language, url: suite.system.url }]);
          await context.addInitScript(() =>
            window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
          );
          await signInFrom(page, suite.system.url, suite.owner);
          for (const path of [
            '/cash-flow',
            '/cash-flow?tab=rules',
            '/cash-flow?tab=uncategorised',
            '/payables',
          ]) {
            await resizeTo(page, WINDOWS[0]);
            await page.goto(`${suite.system.url}${path}`);
            await page.locator('h1').first().waitFor();
            await page.waitForLoadState('networkidle');
            for (const window of WINDOWS) {
              await resizeTo(page, window);
              // Nothing scrolls sideways; on a desktop no table scrolls inside its card and no action is cut off.
              expect(await settledOverflow(page, isDesktop(window)), path).toEqual([]);
              const name = path.slice(1).replace('?tab=', '-');
              await screenshot(page, `${name}-${window.width}-${language}`);
            }
          }
        },
      ));
  }
});
