import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditMemoResponse } from '../../contracts/invoicing/credit-memos.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import {
  addMemberInBuiltInRole,
  callRest,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { issuedInvoice, type InvoiceWriters } from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { saveOrdersSettings } from '../support/orders-settings.js';
import { fitsEverywhere } from './fits.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Nota Kredit Peramban');

/** Per language, two issued invoices of one buyer: 1,000,000.00 and 500,000.00. */
const invoices: Record<'en' | 'id', [SalesInvoiceResponse, SalesInvoiceResponse]> = {} as never;
/** Per language, a memo returning 1 of 3 units of 100,000.00 with PPN. */
const returned: Record<'en' | 'id', CreditMemoResponse> = {} as never;
/** A second member, a Maker & Approver, who approves what the owner writes. */
let second: Credentials;
let writers: InvoiceWriters;

beforeAll(async () => {
  const people = await Promise.all(
    [1, 2].map(() => addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER_APPROVER')),
  );
  second = people[1]!;
  const members = await Promise.all(people.map((person) => signInRest(suite.system, person)));
  writers = {
    system: suite.system,
    organizationId: suite.organizationId,
    writer: members[0] as Tokens,
    approver: members[1] as Tokens,
  };
  for (const language of ['en', 'id'] as const) {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: language === 'en' ? 'PT Retur English' : 'PT Retur Indonesia',
    });
    invoices[language] = [
      await issuedInvoice(writers, { buyerId, quantity: '10' }),
      await issuedInvoice(writers, { buyerId, quantity: '5' }),
    ];
    const taxed = await issuedInvoice(writers, {
      buyerName: language === 'en' ? 'PT Retur Barang English' : 'PT Retur Barang Indonesia',
      quantity: '3',
      unitPrice: '100000.00',
      taxCode: 'PPN',
    });
    returned[language] = (
      await callRest<CreditMemoResponse>(
        suite.system.invoicingUrl,
        'POST',
        '/credit-memos',
        writers.writer,
        {
          invoiceId: taxed.id,
          memoDate: '2026-11-20',
          reason: 'Barang cacat',
          returns: [{ invoiceLine: 1, quantity: '1' }],
        },
      )
    ).body;
  }
});

/** What is left to pay of the invoice `id`, as the invoicing service answers `tokens`. */
const remainingOf = async (id: string, tokens: Tokens) =>
  (
    await callRest<SalesInvoiceResponse>(
      suite.system.invoicingUrl,
      'GET',
      `/sales-invoices/${id}`,
      tokens,
    )
  ).body.remainingAmount;

describe('credit memos in the browser', () => {
  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, a memo larger than what its invoice has left is refused, one written on an invoice’s page is taken off two invoices, shows on the invoice and in the list, and everything fits at 1440, 1280 and 390 px`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        const [first, second] = invoices[language];
        const id = (invoice: SalesInvoiceResponse) => invoice.id;
        await openSignedIn(page, `${suite.system.url}/invoices/detail/${id(first)}`, suite.owner);
        await page.getByTestId('invoice-credit-memo').click();
        const dialog = page.getByTestId('credit-memo-dialog');
        await dialog.getByTestId('credit-memo-dialog-invoice').nth(1).waitFor();
        await page.getByTestId('credit-memo-reason').fill('Barang rusak dikembalikan');
        const rows = dialog.getByTestId('credit-memo-dialog-invoice');
        // More than the invoice has left to credit is refused in the reader's words, writing nothing.
        await page
          .getByTestId('credit-memo-amount')
          .fill(language === 'en' ? '1,000,000.01' : '1.000.000,01');
        await page.getByTestId('credit-memo-dialog-confirm').click();
        await expect
          .poll(async () => plain(await dialog.innerText()), SERVER_ROUND_TRIP)
          .toContain(
            language === 'en'
              ? `Invoice ${first.number} has only Rp 1,000,000.00 left to credit`
              : `Faktur ${first.number} hanya bisa dikreditkan Rp 1.000.000,00`,
          );
        const written = language === 'en' ? '1,000,000' : '1.000.000';
        await page.getByTestId('credit-memo-amount').fill(written);
        // Too much off the first invoice is refused in the reader's words before anything is sent.
        await rows
          .nth(0)
          .locator('input')
          .fill(language === 'en' ? '1,000,000.01' : '1.000.000,01');
        await page.getByTestId('credit-memo-dialog-confirm').click();
        await expect
          .poll(async () => plain(await dialog.innerText()))
          .toContain(language === 'en' ? 'has only Rp' : 'hanya bersisa Rp');
        await rows
          .nth(0)
          .locator('input')
          .fill(language === 'en' ? '800,000' : '800.000');
        await rows
          .nth(1)
          .locator('input')
          .fill(language === 'en' ? '200,000' : '200.000');
        await fitsEverywhere(page, 'credit-memo-dialog', language);
        await page.getByTestId('credit-memo-dialog-confirm').click();
        await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });

        // The first invoice is credited 800,000.00 of its 1,000,000.00, live on its page.
        await page.getByTestId('invoice-tab-credit').click();
        await page.getByTestId('invoice-credit-application').waitFor(SERVER_ROUND_TRIP);
        expect(plain(await page.getByTestId('invoice-credit-applications').innerText())).toContain(
          language === 'en' ? 'Rp 800,000.00' : 'Rp 800.000,00',
        );
        expect(await page.getByTestId('invoice-page-status').getAttribute('data-status')).toBe(
          'ISSUED',
        );
        await fitsEverywhere(page, 'invoice-credit', language);

        // The conversation: a comment mentioning a member appears at once, with the mention.
        await page.getByTestId('invoice-tab-conversation').click();
        await page
          .getByTestId('document-comment-body')
          .fill('Nota kredit sudah dikirim ke pembeli.');
        const mention = page.getByTestId('document-comment-mention');
        await mention.selectOption({ index: 1 });
        await page.getByTestId('document-comment-send').click();
        await page.getByTestId('document-comment').waitFor(SERVER_ROUND_TRIP);
        expect(await page.getByTestId('document-comments').innerText()).toContain(
          'Nota kredit sudah dikirim ke pembeli.',
        );
        expect(await page.getByTestId('document-comments').innerText()).toContain('@');
        await fitsEverywhere(page, 'invoice-conversation', language);

        await page.goto(`${suite.system.url}/credit-memo`);
        const row = page.getByTestId('credit-memo-row').filter({ hasText: first.number! });
        await row.waitFor();
        const text = plain(await row.innerText());
        expect(text).toContain(second.number!);
        expect(text).toContain(language === 'en' ? 'Applied' : 'Terpakai');
        expect(text).toContain(language === 'en' ? 'Rp 0.00 left' : 'Sisa Rp 0,00');
        expect(await page.locator('h1').first().innerText()).toBe(
          language === 'en' ? 'Credit memos' : 'Nota kredit',
        );
        // A memo for returned goods lists each line returned with its DPP and PPN.
        const returns = page
          .getByTestId('credit-memo-row')
          .filter({ hasText: returned[language].number })
          .getByTestId('credit-memo-returns');
        expect(plain(await returns.innerText()).replace(/\s+/g, ' ')).toBe(
          language === 'en'
            ? 'Returned goods Line 1: 1 × Jasa konsultasi Tax base Rp 100,000.00 · VAT Rp 11,000.00'
            : 'Barang diretur Baris 1: 1 × Jasa konsultasi DPP Rp 100.000,00 · PPN Rp 11.000,00',
        );
        await fitsEverywhere(page, 'credit-memos', language);

        // The order of the second invoice lists the memo applied to it, written against the first.
        await page.goto(`${suite.system.url}/sales-order/detail/${second.salesOrder.id}`);
        await page.getByTestId('sales-order-tab-credit-memos').click();
        const onOrder = page.getByTestId('sales-order-credit-memo');
        await onOrder.waitFor();
        const memoRow = plain(await onOrder.innerText());
        expect(memoRow).toContain(first.number!);
        expect(memoRow).toContain('Barang rusak dikembalikan');
        expect(memoRow).toContain(language === 'en' ? 'Applied' : 'Terpakai');
        expect(memoRow).toContain(language === 'en' ? 'Rp 1,000,000.00' : 'Rp 1.000.000,00');
        await fitsEverywhere(page, 'sales-order-credit-memos', language);
      }));
});

describe('draft credit memos in the browser', () => {
  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, a memo saved as a draft from an invoice’s page takes nothing off it, is listed as a draft with Submit, and once submitted opens; everything fits at 1440, 1280 and 390 px`, async () => {
      const ownerTokens = await signInRest(suite.system, suite.owner);
      await saveOrdersSettings(suite.system, ownerTokens, { creditMemoApprovalRequired: false });
      const invoice = await issuedInvoice(writers, {
        buyerName: language === 'en' ? 'PT Draf English' : 'PT Draf Indonesia',
        quantity: '10',
      });
      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/invoices/detail/${invoice.id}`, suite.owner);
        await page.getByTestId('invoice-credit-memo').click();
        const dialog = page.getByTestId('credit-memo-dialog');
        await dialog.getByTestId('credit-memo-dialog-invoice').first().waitFor();
        await page.getByTestId('credit-memo-reason').fill('Draf retur untuk diperiksa');
        await page
          .getByTestId('credit-memo-amount')
          .fill(language === 'en' ? '150,000' : '150.000');
        await fitsEverywhere(page, 'credit-memo-dialog-draft', language);
        await page.getByTestId('credit-memo-dialog-draft').click();
        await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
        expect(await remainingOf(invoice.id, ownerTokens)).toBe('1000000.00');

        await page.goto(`${suite.system.url}/credit-memo?status=DRAFT`);
        const row = page.getByTestId('credit-memo-row').filter({ hasText: invoice.number! });
        await row.waitFor(SERVER_ROUND_TRIP);
        expect(await row.getAttribute('data-status')).toBe('DRAFT');
        expect(plain(await row.innerText())).toContain(language === 'en' ? 'Draft' : 'Draf');
        expect(plain(await row.getByTestId('credit-memo-submit').innerText())).toBe(
          language === 'en' ? 'Submit' : 'Ajukan',
        );
        await fitsEverywhere(page, 'credit-memos-draft', language);
        // Corrected before it is submitted: its amount in the reader's writing, saved on its version.
        await row.getByTestId('credit-memo-edit').click();
        const amount = page.getByTestId('credit-memo-edit-amount');
        expect(await amount.inputValue()).toBe(language === 'en' ? '150,000.00' : '150.000,00');
        await amount.fill(language === 'en' ? '125,000' : '125.000');
        await page.getByTestId('credit-memo-edit-reason').fill('Draf retur, dikoreksi');
        await fitsEverywhere(page, 'credit-memo-edit-dialog', language);
        await page.getByTestId('credit-memo-edit-save').click();
        await page
          .getByTestId('credit-memo-edit-dialog')
          .waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
        await expect
          .poll(async () => plain(await row.innerText()), SERVER_ROUND_TRIP)
          .toContain(language === 'en' ? 'Rp 125,000.00' : 'Rp 125.000,00');
        expect(plain(await row.innerText())).toContain('Draf retur, dikoreksi');
        await row.getByTestId('credit-memo-submit').click();
        await expect.poll(() => row.getAttribute('data-status'), SERVER_ROUND_TRIP).toBe('OPEN');
      });
    });
});

describe('credit memos waiting for approval in the browser', () => {
  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, when the Orders settings ask for approval, the owner’s memo waits without Approve for its author; a second member approves one, which only then is taken off its invoice, and rejects another with a reason; everything fits at 1440, 1280 and 390 px`, async () => {
      const ownerTokens = await signInRest(suite.system, suite.owner);
      await saveOrdersSettings(suite.system, ownerTokens, { creditMemoApprovalRequired: true });
      const invoice = await issuedInvoice(writers, {
        buyerName: language === 'en' ? 'PT Setuju English' : 'PT Setuju Indonesia',
        quantity: '10',
      });
      const write = async (amount: string, applied: string) => {
        const made = await callRest<CreditMemoResponse>(
          suite.system.invoicingUrl,
          'POST',
          '/credit-memos',
          ownerTokens,
          {
            invoiceId: invoice.id,
            memoDate: '2026-11-20',
            amount,
            reason: 'Retur menunggu persetujuan',
            applications: [{ invoiceId: invoice.id, amount: applied }],
          },
        );
        expect(made.status).toBe(201);
        return made.body;
      };
      const approved = await write('300000', '250000');
      const rejected = await write('100000', '100000');
      const money = (en: string, id: string) => (language === 'en' ? en : id);

      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/settings/orders`, suite.owner);
        const control = page.getByTestId('orders-credit-memo-approval-required');
        await control.waitFor(SERVER_ROUND_TRIP);
        expect(plain(await control.innerText())).toContain(
          language === 'en' ? 'Credit memos need approval' : 'Nota kredit harus disetujui',
        );
        await fitsEverywhere(page, 'orders-settings-credit-memo-approval', language);

        // The author sees it waiting, what approving takes off, and Reject, but no Approve.
        await page.goto(`${suite.system.url}/credit-memo?status=PENDING_APPROVAL`);
        const row = page.getByTestId('credit-memo-row').filter({ hasText: approved.number });
        await row.waitFor(SERVER_ROUND_TRIP);
        const text = plain(await row.innerText());
        expect(text).toContain(language === 'en' ? 'Waiting for approval' : 'Menunggu persetujuan');
        const requested = await row.getByTestId('credit-memo-requested').innerText();
        expect(plain(requested).replace(/\s+/g, ' ')).toBe(
          money(
            `On approval: ${invoice.number} Rp 250,000.00`,
            `Setelah disetujui: ${invoice.number} Rp 250.000,00`,
          ),
        );
        expect(await row.getByTestId('credit-memo-approve').count()).toBe(0);
        expect(await row.getByTestId('credit-memo-reject').count()).toBe(1);
        await fitsEverywhere(page, 'credit-memos-pending', language);
      });
      expect(await remainingOf(invoice.id, ownerTokens)).toBe('1000000.00');

      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/credit-memo`, second);
        const row = page.getByTestId('credit-memo-row').filter({ hasText: approved.number });
        await row.getByTestId('credit-memo-approve').click(SERVER_ROUND_TRIP);
        await expect.poll(() => row.getAttribute('data-status'), SERVER_ROUND_TRIP).toBe('OPEN');
        expect(plain(await row.innerText())).toContain(
          money('Rp 50,000.00 left', 'Sisa Rp 50.000,00'),
        );
        expect(plain(await row.getByTestId('credit-memo-applications').innerText())).toContain(
          money('Rp 250,000.00', 'Rp 250.000,00'),
        );

        const other = page.getByTestId('credit-memo-row').filter({ hasText: rejected.number });
        await other.getByTestId('credit-memo-reject').click();
        const dialog = page.getByTestId('credit-memo-reject-dialog');
        await dialog.waitFor();
        await fitsEverywhere(page, 'credit-memo-reject-dialog', language);
        await page.getByTestId('credit-memo-reject-reason').fill('Retur tidak diterima gudang');
        await page.getByTestId('credit-memo-reject-confirm').click();
        await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
        await expect
          .poll(() => other.getAttribute('data-status'), SERVER_ROUND_TRIP)
          .toBe('REJECTED');
        expect(plain(await other.innerText())).toContain(
          language === 'en' ? 'Rejected' : 'Ditolak',
        );
        await fitsEverywhere(page, 'credit-memos-decided', language);
      });
      expect(await remainingOf(invoice.id, ownerTokens)).toBe('750000.00');
    });
});
