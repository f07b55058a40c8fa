import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { buyerMailedIn } from '../support/invoice-links.js';
import { issuedInvoice, invoiceWritersIn } from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Pengingat Peramban');

/** An invoice of a buyer mailed in Indonesian at its finance contact, issued 2026-11-12 and due 2026-12-12. */
let invoice: SalesInvoiceResponse;
const financeContact = `tagihan-${Date.now()}@pembeli-peramban.co.id`;

beforeAll(async () => {
  const writers = await invoiceWritersIn(suite.system, suite.organizationId);
  const buyer = await buyerMailedIn(suite.system, suite.organizationId, 'id', financeContact);
  invoice = await issuedInvoice(writers, { buyerId: buyer.id });
});

describe('payment reminders in the browser', () => {
  it('the owner switches reminders on with steps of their own (a step out of order refused in words), and the invoice lists the reminder its buyer was sent', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/settings/orders`, suite.owner);
      const form = page.getByTestId('invoice-reminders-form');
      await form.waitFor();
      expect(await page.getByTestId('invoice-reminders-days').inputValue()).toBe('1, 7, 14, 30');
      expect(
        await page.getByTestId('invoice-reminders-enabled').getAttribute('data-checked-state'),
      ).toBe('off');

      await page.getByTestId('invoice-reminders-days').fill('7, 3');
      await page.getByTestId('invoice-reminders-enabled').locator('[data-part="control"]').click();
      await page.getByTestId('invoice-reminders-save').click();
      await expect
        .poll(() => form.innerText())
        .toContain('Write the reminder steps from the earliest to the latest, each day once.');

      await page.getByTestId('invoice-reminders-days').fill('3 7 21');
      await page.getByTestId('invoice-reminders-save').click();
      await page.getByText('The payment reminder settings have been saved.').waitFor();
      await expect
        .poll(() => page.getByTestId('invoice-reminders-days').inputValue())
        .toBe('3, 7, 21');
      expect(
        await suite.system.invoicing.db
          .selectFrom('invoice_reminder_settings')
          .select(['enabled', 'days'])
          .where('organization_id', '=', suite.organizationId)
          .executeTakeFirstOrThrow(),
      ).toEqual({ enabled: true, days: [3, 7, 21] });
      await fitsEverywhere(page, 'settings-invoice-reminders', 'en');

      // Eight days past due, the run sends step 7; the invoice's page shows it.
      expect(
        await suite.system.invoicing.reminders.run(
          suite.organizationId,
          new Date('2026-12-20T08:00:00+07:00'),
        ),
      ).toBe(1);
      await page.goto(`${suite.system.url}/invoices/detail/${invoice.id}`);
      await page.getByTestId('invoice-tab-reminders').click();
      const row = page.getByTestId('invoice-reminder');
      await row.waitFor(SERVER_ROUND_TRIP);
      const text = await row.innerText();
      expect(text).toContain('7 days after the due date');
      expect(text).toContain(financeContact);
      await fitsEverywhere(page, 'invoice-reminders', 'en');
    }));

  it('in Indonesian, the section and the invoice’s reminders read in Indonesian', () =>
    withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await openSignedIn(page, `${suite.system.url}/settings/orders`, suite.owner);
      const section = page.getByTestId('invoice-reminders-section');
      await section.waitFor();
      expect(await section.innerText()).toContain('Pengingat pembayaran');
      expect(await section.innerText()).toContain('Hari setelah jatuh tempo');
      await fitsEverywhere(page, 'settings-invoice-reminders', 'id');

      await page.goto(`${suite.system.url}/invoices/detail/${invoice.id}`);
      await page.getByTestId('invoice-tab-reminders').click();
      const row = page.getByTestId('invoice-reminder');
      await row.waitFor(SERVER_ROUND_TRIP);
      expect(await row.innerText()).toContain('7 hari setelah jatuh tempo');
      // The headings are written in capitals by the table's style.
      expect((await page.getByTestId('invoice-reminders').innerText()).toLowerCase()).toContain(
        'hari lewat jatuh tempo',
      );
      await fitsEverywhere(page, 'invoice-reminders', 'id');
    }));
});
