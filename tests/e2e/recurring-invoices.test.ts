import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { addDays, addMonths } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import type { RecurringInvoiceResponse } from '../../contracts/invoicing/recurring-invoices.js';
import { callRest, createdRest, signInRest, type Tokens } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { browserSuite, openSignedIn, screenshot, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { plain } from './rows.js';

const suite = browserSuite('PT Langganan Layar');
const today = jakartaToday();
let owner: Tokens;

/** A date as the date field takes it typed in English (mm/dd/yyyy) or Indonesian (dd/mm/yyyy). */
const typed = (date: string, language: 'en' | 'id') => {
  const [year, month, day] = date.split('-');
  return language === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
};

/** A template of a monthly standing order for a new buyer, set up over REST: a month of hosting each period. */
async function standingOrder(name: string) {
  const db = suite.system.invoicing.db;
  const buyer = await insertActiveBuyer(db, suite.organizationId, { name });
  const order = await createdRest<SalesOrderResponse>(
    suite.system.invoicingUrl,
    '/sales-orders',
    owner,
    {
      customerId: buyer,
      orderDate: today,
      lines: [
        { product: 'Sewa server bulanan', quantity: '12', unitPrice: '1500000.00', taxCode: 'PPN' },
      ],
    },
  );
  return { buyer, order };
}

/** A standing order of a new buyer with a template of it, set up over REST: a month of hosting each period. */
async function standingTemplate(name: string, body: Record<string, unknown> = {}) {
  const { buyer, order } = await standingOrder(name);
  await createdRest(suite.system.invoicingUrl, '/recurring-invoices', owner, {
    salesOrderId: order.id,
    lines: [{ orderLine: 1, quantity: '1' }],
    nextDate: today,
    ...body,
  });
  return buyer;
}

beforeAll(async () => {
  owner = await signInRest(suite.system, suite.owner);
});

describe('recurring invoices in the browser', () => {
  it('lists each standing order with its cycle, next invoice, amount per period and status, and why a period was skipped, in English and in Indonesian', async () => {
    await standingTemplate('PT Pembeli Langganan Aktif', { count: 12 });
    const gone = await standingTemplate('PT Pembeli Berhenti');
    await suite.system.invoicing.db
      .updateTable('customers')
      .set({ status: 'DEACTIVATED', deactivated_at: new Date(), deactivation_reason: 'Tutup' })
      .where('id', '=', gone)
      .execute();
    await suite.system.invoicing.recurringInvoices.run(suite.organizationId);
    const third = await standingOrder('PT Pembeli Formulir');

    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/recurring-invoices`, suite.owner);
      const rows = page.getByTestId('recurring-invoice-row');
      await rows.first().waitFor();
      await expect.poll(() => rows.count()).toBe(2);
      const active = plain(
        await rows.filter({ hasText: 'PT Pembeli Langganan Aktif' }).innerText(),
      );
      expect(active).toContain('PT Pembeli Langganan Aktif');
      expect(active).toContain('Monthly');
      // 1,500,000.00 with PPN: 165,000.00 of it on 11/12.
      expect(active).toMatch(/(Rp|IDR) 1,665,000\.00/);
      expect(active).toContain('1 of 12');
      expect(active).toContain('Active');
      const skipped = plain(
        await rows
          .filter({ hasText: 'PT Pembeli Berhenti' })
          .getByTestId('recurring-invoice-skipped')
          .innerText(),
      );
      expect(skipped).toContain(
        'not invoiced: The buyer is not active: only an active buyer is invoiced.',
      );
      await fitsEverywhere(page, 'recurring-invoices', 'en');

      // The form sets up another: the open order chosen, a month of hosting per period, six invoices.
      await page.getByTestId('recurring-invoice-new').click();
      const form = page.getByTestId('recurring-invoice-form');
      await form.waitFor();
      await page.getByTestId('recurring-invoice-submit').click();
      await expect.poll(() => form.innerText()).toContain('This field is required');
      await page
        .getByTestId('recurring-invoice-order')
        .selectOption({ label: `${third.order.number} · PT Pembeli Formulir` });
      await page.getByTestId('recurring-invoice-quantity').fill('13');
      await page.getByTestId('recurring-invoice-count').fill('6');
      // An end date before the first date is refused in the form, in the service's words.
      const end = page.locator('[data-date-text="endDate"]');
      await end.fill(typed(addDays(today, -1), 'en'));
      await page.getByTestId('recurring-invoice-submit').click();
      await expect
        .poll(() => form.innerText())
        .toContain('The end date is not before the next date.');
      await end.fill(typed(addMonths(today, 5), 'en'));
      await fitsEverywhere(page, 'recurring-invoice-form', 'en');
      await page.getByTestId('recurring-invoice-submit').click();
      await expect
        .poll(() => form.innerText())
        .toContain('Line 1: only 12 of 12 is left to invoice on the order.');
      await page.getByTestId('recurring-invoice-quantity').fill('1');
      await page.getByTestId('recurring-invoice-submit').click();
      await expect.poll(() => rows.count()).toBe(3);
      const formRow = plain(await rows.filter({ hasText: 'PT Pembeli Formulir' }).innerText());
      expect(formRow).toContain('0 of 6');
      expect(formRow).toContain('Until');

      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(async () => plain(await page.getByTestId('recurring-invoices').innerText()))
        .toContain('Bulanan');
      const table = plain(await page.getByTestId('recurring-invoices').innerText());
      expect(table).toContain('Bulanan');
      expect(table).toContain('1 dari 12');
      expect(table).toContain('Aktif');
      expect(table).toContain(
        'tidak ditagih: Pembeli tidak aktif: hanya pembeli aktif yang ditagih.',
      );
      expect(table).toMatch(/Rp\s?1\.665\.000,00/);
      await fitsEverywhere(page, 'recurring-invoices', 'id');
      await page.getByTestId('recurring-invoice-new').click();
      await page.getByTestId('recurring-invoice-form').waitFor();
      expect(await page.getByTestId('recurring-invoice-form').innerText()).toContain(
        'Pesanan penjualan',
      );
      await page
        .getByTestId('recurring-invoice-order')
        .selectOption({ label: `${third.order.number} · PT Pembeli Formulir` });
      await fitsEverywhere(page, 'recurring-invoice-form', 'id');
      await screenshot(page, 'recurring-invoice-form-final-id');
      await page.getByTestId('language-switch').selectOption('en');
    });
  });

  it('shows one recurring invoice on its page, pauses, resumes, issues the next period now (and says when it was issued meanwhile), and edits it, in English and in Indonesian', async () => {
    const { order } = await standingOrder('PT Pembeli Halaman');
    const template = await createdRest<RecurringInvoiceResponse>(
      suite.system.invoicingUrl,
      '/recurring-invoices',
      owner,
      {
        salesOrderId: order.id,
        lines: [{ orderLine: 1, quantity: '1.5' }],
        nextDate: today,
        count: 12,
      },
    );

    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/recurring-invoices`, suite.owner);
      // The invoicing menu names the page beside Invoices, and its pages keep invoicing mode.
      const sidebar = page.getByTestId('sidebar');
      await expect.poll(() => sidebar.getAttribute('data-mode')).toBe('invoicing');
      const menu = await sidebar.locator('a').allInnerTexts();
      expect(menu.slice(menu.indexOf('Invoices'), menu.indexOf('Invoices') + 2)).toEqual([
        'Invoices',
        'Recurring Invoices',
      ]);
      await page
        .getByTestId('recurring-invoice-row')
        .filter({ hasText: 'PT Pembeli Halaman' })
        .getByTestId('recurring-invoice-link')
        .click();
      const status = page.getByTestId('recurring-invoice-page-status');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).toBe('ACTIVE');
      expect(await page.getByTestId('recurring-invoice-page-title').innerText()).toContain(
        `PT Pembeli Halaman · ${order.number}`,
      );
      // 1.5 months of 1,500,000.00: 2,250,000.00, and PPN on 11/12 of it, 247,500.00.
      expect(plain(await page.getByTestId('recurring-invoice-page-amount').innerText())).toMatch(
        /(Rp|IDR) 2,497,500\.00 per period/,
      );
      const preview = plain(await page.getByTestId('recurring-invoice-preview').innerText());
      expect(preview).toContain('Sewa server bulanan');
      expect(preview).toContain('1.5');
      expect(preview).not.toContain('1.5000');
      expect(plain(await page.getByTestId('recurring-invoice-issued').innerText())).toBe('0 of 12');
      expect(plain(await page.getByTestId('recurring-invoice-end-date').innerText())).toContain(
        'No end date',
      );
      await fitsEverywhere(page, 'recurring-invoice-detail', 'en');

      await page.getByTestId('recurring-invoice-pause').click();
      await expect.poll(() => status.getAttribute('data-status')).toBe('PAUSED');
      expect(await page.getByTestId('recurring-invoice-issue').count()).toBe(0);
      await page.getByTestId('recurring-invoice-resume').click();
      await expect.poll(() => status.getAttribute('data-status')).toBe('ACTIVE');

      // Issue now asks first, then writes the period's draft: the latest invoice links to it.
      await page.getByTestId('recurring-invoice-issue').click();
      await page.getByTestId('recurring-invoice-issue-confirm').click();
      await page.getByTestId('recurring-invoice-last-link').waitFor();
      expect(plain(await page.getByTestId('recurring-invoice-issued').innerText())).toBe('1 of 12');

      // Another member issued the next period meanwhile: the dialog says so and writes nothing more.
      const next = (
        await suite.system.invoicing.db
          .selectFrom('recurring_invoices')
          .select('next_date')
          .where('id', '=', template.id)
          .executeTakeFirstOrThrow()
      ).next_date;
      const meanwhile = await callRest(
        suite.system.invoicingUrl,
        'POST',
        `/recurring-invoices/${template.id}/issue`,
        owner,
        { period: next },
      );
      expect(meanwhile.status).toBe(200);
      await page.getByTestId('recurring-invoice-issue').click();
      await page.getByTestId('recurring-invoice-issue-confirm').click();
      await expect
        .poll(() => page.getByTestId('recurring-invoice-issue-error').innerText())
        .toContain('was invoiced already');
      await page.keyboard.press('Escape');

      // Edit: the form holds what it invoices now, in the reader's format; saved on its version.
      await page.reload();
      await page.getByTestId('recurring-invoice-edit').click();
      const quantity = page.getByTestId('recurring-invoice-quantity');
      await quantity.waitFor();
      expect(await quantity.inputValue()).toBe('1.5');
      expect(await page.getByTestId('recurring-invoice-count').inputValue()).toBe('12');
      expect(plain(await page.getByTestId('recurring-invoice-form').innerText())).toContain(
        'ordered: 12)',
      );
      await page.getByTestId('recurring-invoice-count').fill('6');
      // It now ends on a date, too: the page says which.
      const endsOn = addMonths(today, 6);
      await page.locator('[data-date-text="endDate"]').fill(typed(endsOn, 'en'));
      await fitsEverywhere(page, 'recurring-invoice-edit', 'en');
      await page.getByTestId('recurring-invoice-submit').click();
      await expect
        .poll(async () => plain(await page.getByTestId('recurring-invoice-issued').innerText()))
        .toBe('2 of 6');
      expect(plain(await page.getByTestId('recurring-invoice-end-date').innerText())).not.toContain(
        'No end date',
      );
      expect(
        (
          await suite.system.invoicing.db
            .selectFrom('recurring_invoices')
            .select('end_date')
            .where('id', '=', template.id)
            .executeTakeFirstOrThrow()
        ).end_date,
      ).toBe(endsOn);

      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => page.getByTestId('recurring-invoice-issued').innerText())
        .toBe('2 dari 6');
      expect(plain(await page.getByTestId('recurring-invoice-page-amount').innerText())).toMatch(
        /Rp\s?2\.497\.500,00 per periode/,
      );
      expect(plain(await page.getByTestId('recurring-invoice-preview').innerText())).toContain(
        '1,5',
      );
      expect(await page.getByTestId('recurring-invoice-issue').innerText()).toBe(
        'Terbitkan sekarang',
      );
      await fitsEverywhere(page, 'recurring-invoice-detail', 'id');
      await page.getByTestId('recurring-invoice-edit').click();
      await quantity.waitFor();
      expect(await quantity.inputValue()).toBe('1,5');
      await quantity.fill('2,5');
      // The end date in the Indonesian order; emptied, the template no longer ends on a date.
      const endField = page.locator('[data-date-text="endDate"]');
      expect(await endField.inputValue()).toBe(typed(endsOn, 'id'));
      await fitsEverywhere(page, 'recurring-invoice-edit', 'id');
      await screenshot(page, 'recurring-invoice-edit-end-id');
      await endField.fill('');
      await page.getByTestId('recurring-invoice-submit').click();
      await expect
        .poll(async () => plain(await page.getByTestId('recurring-invoice-preview').innerText()))
        .toContain('2,5');
      expect(plain(await page.getByTestId('recurring-invoice-end-date').innerText())).toContain(
        'Tanpa tanggal berakhir',
      );
      await page.getByTestId('language-switch').selectOption('en');
    });
  });
});
