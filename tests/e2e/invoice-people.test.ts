import { beforeAll, describe, expect, it } from 'vitest';
import { addMemberInBuiltInRole, type Credentials } from '../support/factories.js';
import {
  invoiceWritersIn,
  submittedInvoice,
  type InvoiceWriters,
} from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

/**
 * The people in an invoice's flow, in the browser: the approver an invoice
 * names sees it on Home under "Waiting for approval", counted and linked to
 * its page, in English and in Indonesian, at every window width.
 */
const suite = browserSuite('PT Faktur Orang');
let writers: InvoiceWriters;
let approver: Credentials;

beforeAll(async () => {
  [approver, writers] = await Promise.all([
    addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER'),
    invoiceWritersIn(suite.system, suite.organizationId),
  ]);
});

describe('Home’s waiting for approval', () => {
  it('shows the approver the invoice named to them, in English and Indonesian, linked to its page', async () => {
    const draft = await submittedInvoice(writers, {
      buyerName: 'CV Pembeli Menunggu Persetujuan',
      approverId: approver.userId,
    });
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/home`, approver);
      const figure = page.getByTestId('home-approvals');
      const invoice = figure.getByTestId('home-approvals-invoice');
      await invoice.waitFor();
      expect(plain(await figure.innerText())).toContain('1 invoice for you');
      expect(plain(await invoice.innerText())).toBe(
        `CV Pembeli Menunggu Persetujuan · ${draft.salesOrder.number} · Rp 1,000,000.00`,
      );
      await fitsEverywhere(page, 'home-approvals-invoices', 'en');

      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(async () => plain(await figure.innerText()), SERVER_ROUND_TRIP)
        .toContain('1 faktur untuk Anda');
      expect(plain(await invoice.innerText())).toContain('Rp 1.000.000,00');
      await fitsEverywhere(page, 'home-approvals-invoices', 'id');

      await invoice.click();
      await page.waitForURL(`**/invoices/detail/${draft.id}`);
      await expect
        .poll(
          () => page.getByTestId('invoice-page-status').getAttribute('data-status'),
          SERVER_ROUND_TRIP,
        )
        .toBe('PENDING_APPROVAL');
    });
  });
});
