import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../formats/indonesia.js';
import {
  callRest,
  addMemberInBuiltInRole,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import {
  draftInvoice,
  saveSellerProfile,
  type InvoiceOf,
  type InvoiceWriters,
} from '../support/sales-invoices.js';
import { daysOverdue } from '../../web/features/invoices/daysOverdue.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

/**
 * Approving an invoice issues it and mails it to the buyer at once: when its
 * due date has passed, Approve first warns that the buyer will receive an
 * invoice already overdue, with the due date and how many days, in the
 * reader's language; going back leaves it waiting, approving anyway issues
 * it. An invoice not yet due is approved at once.
 */
const suite = browserSuite('PT Faktur Mundur');
let writers: InvoiceWriters;
let approver: Credentials;

/** A draft written and submitted by the owner, for the approver to approve in the browser. */
async function submitted(of: InvoiceOf): Promise<string> {
  const draft = await draftInvoice(writers, of);
  const moved = await callRest(
    suite.system.invoicingUrl,
    'POST',
    `/sales-invoices/${draft.id}/submit`,
    writers.writer,
  );
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return draft.id;
}

beforeAll(async () => {
  const owner = await signInRest(suite.system, suite.owner);
  approver = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER');
  writers = {
    system: suite.system,
    organizationId: suite.organizationId,
    writer: owner,
    approver: await signInRest(suite.system, approver),
  };
  await saveSellerProfile(suite.system, owner, {
    name: 'PT Faktur Mundur',
    taxNumber: '0123456789012345',
  });
});

const WORDS = {
  en: {
    title: 'The buyer will receive an overdue invoice',
    dueDate: 'Oct 15, 2026',
    days: (days: number) => `already ${days} days overdue`,
    back: 'Go back',
  },
  id: {
    title: 'Pembeli akan menerima faktur yang sudah lewat jatuh tempo',
    dueDate: '15 Okt 2026',
    days: (days: number) => `lewat jatuh tempo ${days} hari`,
    back: 'Kembali',
  },
};

describe('approving an invoice already overdue', () => {
  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, Approve warns that the buyer will receive it overdue, with its due date and days; going back leaves it waiting, approving anyway issues it`, async () => {
      // Dated 1 October on 14 days' terms: due 15 October, weeks before today.
      const id = await submitted({
        invoiceDate: '2026-10-01',
        paymentTermDays: 14,
        buyerName: 'CV Pembeli Terlambat',
      });
      const days = daysOverdue('2026-10-15', 'Asia/Jakarta');
      const words = WORDS[language];
      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/invoices/detail/${id}`, approver);
        const status = () => page.getByTestId('invoice-page-status').getAttribute('data-status');
        await expect.poll(status, SERVER_ROUND_TRIP).toBe('PENDING_APPROVAL');

        await page.getByTestId('invoice-approve').click();
        const dialog = page.getByTestId('invoice-overdue-dialog');
        await dialog.waitFor();
        const text = plain(await dialog.innerText());
        expect(text).toContain(words.title);
        expect(text).toContain(words.dueDate);
        expect(text).toContain(words.days(days));
        expect(text).toContain('CV Pembeli Terlambat');
        await fitsEverywhere(page, 'invoice-overdue-approval', language);

        await dialog.getByRole('button', { name: words.back }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await status()).toBe('PENDING_APPROVAL');

        await page.getByTestId('invoice-approve').click();
        await page.getByTestId('invoice-overdue-confirm').click();
        await expect.poll(status, SERVER_ROUND_TRIP).toBe('ISSUED');
        expect(await page.getByTestId('invoice-page-title').innerText()).toMatch(
          /INV\/\d{4}\/\d{2}\/\d{4}/,
        );
      });
    });

  it('an invoice due today is approved at once, without the warning', async () => {
    const id = await submitted({ invoiceDate: jakartaToday(), paymentTermDays: 0 });
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/invoices/detail/${id}`, approver);
      const status = () => page.getByTestId('invoice-page-status').getAttribute('data-status');
      await expect.poll(status, SERVER_ROUND_TRIP).toBe('PENDING_APPROVAL');
      await page.getByTestId('invoice-approve').click();
      await expect.poll(status, SERVER_ROUND_TRIP).toBe('ISSUED');
      expect(await page.getByTestId('invoice-overdue-dialog').count()).toBe(0);
    });
  });
});
