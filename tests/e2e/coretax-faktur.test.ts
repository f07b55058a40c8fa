import { beforeAll, describe, expect, it } from 'vitest';
import { signInRest } from '../support/factories.js';
import {
  draftInvoice,
  invoiceWritersIn,
  issuedInvoice,
  saveSellerProfile,
  type InvoiceWriters,
} from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

/**
 * A sale without PPN and its e-Faktur in the browser: on a draft whose lines
 * are all without PPN, the clerk chooses no faktur or a faktur of code 07 or
 * 08 with its facility from Coretax's list, and the invoice's facts show it;
 * the e-Faktur month on the invoices list names the issued invoices its file
 * leaves out and why: without PPN they need no faktur, issued before the
 * company had an NPWP they get none, and such an invoice's page says so and
 * offers no tax invoice number to record. In both languages, at every width.
 */
const suite = browserSuite('PT Pemasok Bebas PPN');
let writers: InvoiceWriters;
/** Per month, an invoice with PPN issued before the company recorded its NPWP: it gets no faktur pajak. */
const beforeNpwp = new Map<string, { id: string; number: string }>();

beforeAll(async () => {
  writers = await invoiceWritersIn(suite.system, suite.organizationId);
  for (const month of ['2026-08', '2026-07']) {
    const early = await issuedInvoice(writers, { taxCode: 'PPN', invoiceDate: `${month}-13` });
    beforeNpwp.set(month, { id: early.id, number: early.number! });
  }
  await saveSellerProfile(suite.system, await signInRest(suite.system, suite.owner), {
    name: 'PT Pemasok Bebas PPN',
    taxNumber: '0123456789012345',
  });
});

const WORDS = {
  en: {
    exempt: '08 PPN exempt',
    leftOut: 'Left out, without PPN and naming no facility',
    noNpwp: 'Left out, issued while the company had no NPWP (no faktur pajak)',
    noFaktur: 'None: issued while the company had no NPWP (no faktur pajak)',
  },
  id: {
    exempt: '08 PPN dibebaskan',
    leftOut: 'Tidak disertakan, tanpa PPN dan tanpa fasilitas',
    noNpwp:
      'Tidak disertakan, diterbitkan saat perusahaan belum memiliki NPWP (tanpa faktur pajak)',
    noFaktur: 'Tidak ada: diterbitkan saat perusahaan belum memiliki NPWP (tanpa faktur pajak)',
  },
};

describe('the e-Faktur of a sale without PPN', () => {
  for (const [language, month] of [
    ['en', '2026-08'],
    ['id', '2026-07'],
  ] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, a draft is reported under code 08 with its facility, and the month’s file names the invoice it leaves out`, async () => {
      const words = WORDS[language];
      const early = beforeNpwp.get(month)!;
      const draft = await draftInvoice(writers, { buyerName: 'Yayasan Pendidikan Bangsa' });
      const leftOut = await issuedInvoice(writers, { invoiceDate: `${month}-14` });
      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/invoices/detail/${draft.id}`, suite.owner);
        await page.getByTestId('invoice-choose-faktur').click();
        const dialog = page.getByTestId('invoice-faktur-dialog');
        await dialog.waitFor();
        await dialog.getByTestId('invoice-faktur-code').selectOption('08');
        // Exempt under PP 81/2015 as amended by PP 48/2020, as DJP's list names it.
        await dialog.getByTestId('invoice-faktur-facility').selectOption('TD.00508');
        await dialog.getByTestId('invoice-faktur-customDoc').fill('SKB-0042/WPJ.04/2026');
        await dialog.getByTestId('invoice-faktur-customDocMonth').fill('2026-10');
        await fitsEverywhere(page, 'invoice-faktur-dialog', language);
        await dialog.getByTestId('invoice-faktur-save').click();
        await dialog.waitFor({ state: 'detached' });
        const chosen = page.getByTestId('invoice-faktur-value');
        await expect
          .poll(async () => plain(await chosen.innerText()), SERVER_ROUND_TRIP)
          .toContain(`${words.exempt} · TD.00508 · TD.01108`);
        await fitsEverywhere(page, 'invoice-faktur', language);

        await page.goto(`${suite.system.url}/invoices`);
        await page.getByTestId('coretax-month').selectOption(month);
        const without = page.getByTestId('coretax-without-faktur');
        await expect
          .poll(async () => plain(await without.innerText()), SERVER_ROUND_TRIP)
          .toContain(words.leftOut);
        expect(await without.innerText()).toContain(leftOut.number!);
        // The invoice issued before the company had an NPWP is left out too, saying why apart.
        const withoutNpwp = page.getByTestId('coretax-without-npwp');
        expect(plain(await withoutNpwp.innerText())).toBe(`${words.noNpwp}: ${early.number}.`);
        expect(await without.innerText()).not.toContain(early.number);
        // It holds no other invoice: its file would be empty, and is not offered.
        expect(await page.getByTestId('coretax-download').isDisabled()).toBe(true);
        await fitsEverywhere(page, 'invoices-coretax-without-faktur', language);

        // Its page says it has no faktur pajak, and offers no tax invoice number to record.
        await page.goto(`${suite.system.url}/invoices/detail/${early.id}`);
        const taxNumber = page.getByTestId('invoice-tax-number-value');
        await expect
          .poll(async () => plain(await taxNumber.innerText()), SERVER_ROUND_TRIP)
          .toContain(words.noFaktur);
        await page.getByTestId('invoice-credit-memo').waitFor();
        expect(await page.getByTestId('invoice-record-tax-number').count()).toBe(0);
        await fitsEverywhere(page, 'invoice-without-npwp', language);
      });
    });
});
