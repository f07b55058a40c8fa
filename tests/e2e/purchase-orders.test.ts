import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderResponse } from '../../contracts/invoicing/purchase-orders.js';
import {
  addMemberInBuiltInRole,
  callRest,
  createCounterpartyRest,
  createdRest,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { browserSuite, openSignedIn, withPage, withPageIn } from './browser.js';
import { saveOrdersSettings } from '../support/orders-settings.js';
import { fitsEverywhere } from './fits.js';
import { movedRest, openGoodsReceipt, receiptsFitEverywhere } from './order-documents.js';
import { confirmWithReason } from './reason-dialog.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Konstruksi Nusantara');

let owner: Tokens;
/** The counterparty the orders are written to. */
let supplier: { id: string; legalName: string; alias: string };
/** The orders written before the file's tests: one left open (with a receipt), one cancelled, one closed. */
const orders: Record<'open' | 'cancelled' | 'closed', PurchaseOrderResponse> = {} as never;

/** A purchase order to `to`, written over REST as `by`: 100 bars of steel and one delivery. */
async function write(
  to: { id: string; legalName: string },
  supplierReference: string,
  by: Tokens = owner,
): Promise<PurchaseOrderResponse> {
  return createdRest<PurchaseOrderResponse>(suite.system.invoicingUrl, '/purchase-orders', by, {
    supplier: { id: to.id, name: to.legalName },
    supplierReference,
    orderDate: '2026-11-05',
    expectedDate: '2026-11-20',
    notes: 'Kirim ke gudang Cikarang',
    lines: [
      { product: 'Besi beton 10 mm', quantity: '100', unitPrice: '85000', taxCode: 'PPN' },
      { product: 'Jasa angkut', quantity: '1', unitPrice: '350000', taxCode: 'NO_PPN' },
    ],
  });
}

/** Moves an order over REST (`movedRest`), as the owner unless `by` is given. */
const move = (
  order: PurchaseOrderResponse,
  action: 'cancel' | 'close' | 'reject',
  reason?: string,
  by: Tokens = owner,
) => movedRest(suite.system, `/purchase-orders/${order.id}/${action}`, by, reason);

beforeAll(async () => {
  owner = await signInRest(suite.system, suite.owner);
  supplier = await createCounterpartyRest(suite.system, owner, {
    legalName: 'PT Baja Prima Utama',
    alias: 'Baja Prima',
  });
  orders.open = await write(supplier, 'QUO-BPU-0101');
  orders.cancelled = await write(supplier, 'QUO-BPU-0102');
  orders.closed = await write(supplier, 'QUO-BPU-0103');
  await move(orders.cancelled, 'cancel', 'Harga naik sebelum dikirim');
  await move(orders.closed, 'close');
  await createdRest(suite.system.invoicingUrl, '/goods-receipts', owner, {
    purchaseOrderId: orders.open.id,
    receivedDate: '2026-11-12',
    lines: [{ orderLine: 1, quantity: '40' }],
  });
});

/** The fulfillment an order's page shows now, as its raw status. */
const fulfillment = (page: Page) =>
  page.getByTestId('purchase-order-fulfillment').getAttribute('data-status');

/** The status an order's page shows now, as its raw status. */
const status = (page: Page) =>
  page.getByTestId('purchase-order-page-status').getAttribute('data-status');

describe('purchase orders in the browser', () => {
  it('the list keeps its status filter in the URL, and an order’s number opens its page', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/purchase-order?status=CANCELLED`, suite.owner);
      const rows = page.getByTestId('purchase-order-row');
      const status = page.locator('select[name="status"]');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await status.inputValue()).toBe('CANCELLED');
      expect(await rows.first().getAttribute('data-status')).toBe('CANCELLED');
      expect(plain(await rows.first().innerText())).toContain(orders.cancelled.number);

      await status.selectOption('CLOSED');
      await page.waitForURL((url) => url.searchParams.get('status') === 'CLOSED');
      await expect
        .poll(() => rows.first().getAttribute('data-status'), SERVER_ROUND_TRIP)
        .toBe('CLOSED');
      expect(await rows.count()).toBe(1);

      await status.selectOption('');
      await page.waitForURL((url) => !url.searchParams.has('status'));
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(3);
      expect(await page.getByTestId('purchase-orders-total').innerText()).toBe('Showing 3 of 3');
      const open = rows.filter({ hasText: orders.open.number });
      // 100 x 85,000.00, PPN 12% of 11/12 = 935,000.00, and 350,000.00 without PPN.
      expect(plain(await open.innerText())).toMatch(
        /QUO-BPU-0101[\s\S]*PT Baja Prima Utama[\s\S]*Rp 9,785,000\.00[\s\S]*Open[\s\S]*Partly received/,
      );
      await open.getByTestId('purchase-order-link').click();
      await page.waitForURL(`**/purchase-order/detail/${orders.open.id}`);
      expect(await page.getByTestId('purchase-order-page-title').innerText()).toBe(
        orders.open.number,
      );
    }));

  it('a member writes an order to a counterparty, sees its figures, receives it in two parts, cancels a receipt with a reason and closes the order', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/purchase-order`, suite.owner);
      await page.getByTestId('create-purchase-order').click();
      await page.getByTestId('purchase-order-form').waitFor();
      await page
        .locator('select[name="supplierId"]')
        .selectOption({ label: 'Baja Prima — PT Baja Prima Utama' });
      await page.locator('input[name="supplierReference"]').fill('QUO-BPU-0200');
      await page.locator('input[name="orderDate"]').fill('2026-11-05');
      await page.locator('input[name="expectedDate"]').fill('2026-11-03');
      const lines = page.getByTestId('document-line-editor');
      const line = (index: number, field: string) =>
        lines.nth(index).locator(`[name="lines.${index}.${field}"]`);
      await line(0, 'product').fill('Besi beton 10 mm');
      await line(0, 'quantity').fill('100');
      await line(0, 'unitPrice').fill('85,000');
      await page.getByTestId('document-line-add').click();
      await line(1, 'product').fill('Kawat bendrat');
      await line(1, 'quantity').fill('2.5');
      await line(1, 'unitPrice').fill('24,000');
      // 8,500,000.00 with PPN 935,000.00; 60,000.00 with PPN 6,600.00: 9,501,600.00.
      await expect
        .poll(async () => plain(await page.getByTestId('document-totals-grandTotal').innerText()))
        .toBe('Rp 9,501,600.00');
      await page.getByTestId('purchase-order-submit').click();
      await expect
        .poll(() => page.getByTestId('purchase-order-form').innerText())
        .toContain('The expected date cannot be before the order date.');
      expect(page.url()).toMatch(/\/purchase-order\/create$/);
      await page.locator('input[name="expectedDate"]').fill('2026-11-20');
      await page.getByTestId('purchase-order-submit').click();

      await page.waitForURL('**/purchase-order/detail/*', SERVER_ROUND_TRIP);
      await page.getByTestId('purchase-order-page-title').waitFor();
      expect(await page.getByTestId('purchase-order-page-title').innerText()).toMatch(
        /^PO\/2026\/11\/\d{4}$/,
      );
      expect(await page.getByTestId('purchase-order-page-status').getAttribute('data-status')).toBe(
        'OPEN',
      );
      expect(await fulfillment(page)).toBe('UNFULFILLED');
      expect(await page.getByTestId('purchase-order-supplier').innerText()).toBe(
        'PT Baja Prima Utama',
      );
      expect(await page.getByTestId('document-line').count()).toBe(2);
      expect(plain(await page.getByTestId('document-totals-vat').innerText())).toBe(
        'Rp 941,600.00',
      );
      expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
        'Rp 9,501,600.00',
      );
      const ordered = page.getByTestId('purchase-order-progress-line-receipt');
      expect(plain(await ordered.nth(0).innerText())).toMatch(/Besi beton 10 mm\s+100\s+0\s+100/);

      // Part of the steel arrives first, none of the wire.
      await page.getByTestId('purchase-order-tab-receipts').click();
      await page.getByTestId('purchase-order-receipts-empty').waitFor();
      const { dialog, quantities, receivedDate, confirm } = await openGoodsReceipt(
        page,
        'purchase-order',
      );
      expect(await quantities.nth(1).inputValue()).toBe('2.5');
      await receivedDate.fill('2026-11-12');
      await quantities.nth(0).fill('101');
      await quantities.nth(0).blur();
      await expect.poll(() => dialog.innerText()).toContain('Only 100 are left to receive.');
      await confirm('40', '');
      await page.getByTestId('goods-receipt').waitFor(SERVER_ROUND_TRIP);
      await expect.poll(() => fulfillment(page), SERVER_ROUND_TRIP).toBe('PARTIALLY_FULFILLED');
      const progress = page.getByTestId('purchase-order-line-receipt');
      expect(plain(await progress.nth(0).innerText())).toMatch(/100\s+40\s+60/);
      // 40 x 85,000.00 = 3,400,000.00, PPN 374,000.00.
      const first = await page.getByTestId('goods-receipt-number').innerText();
      expect(plain(await page.getByTestId('goods-receipt').innerText())).toContain(
        'Rp 3,774,000.00',
      );

      // Then the rest: the dialog starts with what is left of each line.
      const rest = await openGoodsReceipt(page, 'purchase-order');
      expect(await rest.quantities.nth(0).inputValue()).toBe('60');
      await rest.receivedDate.fill('2026-11-19');
      await rest.confirm();
      // The dialog gone before anything behind it is clicked: while it fades out it takes the click.
      await rest.dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
      await expect.poll(() => fulfillment(page), SERVER_ROUND_TRIP).toBe('FULFILLED');
      expect(await page.getByTestId('goods-receipt').count()).toBe(2);
      expect(await page.getByTestId('purchase-order-receive').count()).toBe(0);

      // The first delivery was counted wrong: cancelled with a reason, its steel is to receive again.
      await page
        .getByTestId('goods-receipt')
        .filter({ hasText: first })
        .getByTestId('goods-receipt-cancel')
        .click();
      await confirmWithReason(page, 'goods-receipt-cancel', 'Salah hitung di gudang');
      await expect
        .poll(() => page.getByTestId('goods-receipt-cancellation').innerText(), SERVER_ROUND_TRIP)
        .toContain('Salah hitung di gudang');
      await expect.poll(() => fulfillment(page), SERVER_ROUND_TRIP).toBe('PARTIALLY_FULFILLED');
      expect(plain(await progress.nth(0).innerText())).toMatch(/100\s+60\s+40/);
      await page.getByTestId('purchase-order-receive').waitFor();

      // Nothing more is expected: closed, the order offers no more moves.
      await page.getByTestId('purchase-order-close').click();
      await expect.poll(() => status(page), SERVER_ROUND_TRIP).toBe('CLOSED');
      await page.getByTestId('purchase-order-closure').waitFor();
      for (const action of ['close', 'cancel', 'receive'])
        expect(await page.getByTestId(`purchase-order-${action}`).count()).toBe(0);

      await page.getByTestId('purchase-order-tab-revisions').click();
      const revisions = page.getByTestId('document-revision');
      await expect.poll(() => revisions.count()).toBe(2);
      expect(await revisions.first().innerText()).toMatch(/Closed[\s\S]*Status: Open → Closed/);
      expect(await revisions.last().innerText()).toContain('Created');

      const number = await page.getByTestId('purchase-order-page-title').innerText();
      await page.getByTestId('purchase-order-tab-activities').click();
      await expect
        .poll(async () => plain(await page.getByTestId('document-activities').innerText()))
        .toContain(`Purchase order ${number} to PT Baja Prima Utama closed`);
      expect(plain(await page.getByTestId('document-activities').innerText())).toContain(
        `Goods receipt ${first} against purchase order ${number} cancelled: Salah hitung di gudang`,
      );
    }));

  it('an open order is cancelled with a reason', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const order = await write(supplier, 'QUO-BPU-0300');
      await openSignedIn(
        page,
        `${suite.system.url}/purchase-order/detail/${order.id}`,
        suite.owner,
      );
      await page.getByTestId('purchase-order-cancel').click();
      await page.getByTestId('purchase-order-cancel-reason').fill('Pemasok tidak sanggup kirim');
      await page.getByTestId('purchase-order-cancel-confirm').click();
      await expect.poll(() => status(page), SERVER_ROUND_TRIP).toBe('CANCELLED');
      expect(await page.getByTestId('purchase-order-cancellation').innerText()).toContain(
        'Pemasok tidak sanggup kirim',
      );
      expect(await page.getByTestId('purchase-order-close').count()).toBe(0);
    }));

  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, the list, the form and an order’s page fit at 1440, 1280 and 390 px`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/purchase-order`, suite.owner);
        await expect
          .poll(() => page.getByTestId('purchase-order-row').count(), SERVER_ROUND_TRIP)
          .toBeGreaterThanOrEqual(3);
        expect(await page.locator('h1').first().innerText()).toBe(
          language === 'en' ? 'Purchase orders' : 'Pesanan pembelian',
        );
        await fitsEverywhere(page, 'purchase-orders', language);

        await page.getByTestId('create-purchase-order').click();
        await page.getByTestId('document-line-editor').waitFor();
        await page.locator('[name="lines.0.product"]').fill('Semen Portland 50 kg');
        expect(await page.getByTestId('purchase-order-form').innerText()).toContain(
          language === 'en' ? 'Expected date' : 'Tanggal perkiraan tiba',
        );
        // An order in Singapore dollars: the figures follow the currency chosen.
        await page.getByTestId('purchase-order-currency').selectOption('SGD');
        await page.locator('[name="lines.0.quantity"]').fill('4');
        await page.locator('[name="lines.0.unitPrice"]').fill('12.50');
        // 4 x 12.50 = 50.00; 11/12 = 45.83; PPN 12% = 5.50.
        await expect
          .poll(async () => plain(await page.getByTestId('document-totals-grandTotal').innerText()))
          .toBe(language === 'en' ? 'SGD 55.50' : 'SGD 55,50');
        await fitsEverywhere(page, 'purchase-order-create', language);

        await page.goto(`${suite.system.url}/purchase-order/detail/${orders.open.id}`);
        await page.getByTestId('purchase-order-progress-line-receipts').waitFor();
        expect(await page.getByTestId('purchase-order-supplier').innerText()).toBe(
          'PT Baja Prima Utama',
        );
        // Ordered, received and billed: 40 of the 100 bars arrived, none billed yet.
        expect(
          plain(await page.getByTestId('purchase-order-line-match').first().innerText()),
        ).toMatch(
          language === 'en'
            ? /Rp 85,000\.00\s+100\s+40\s+0\s+40/
            : /Rp 85\.000,00\s+100\s+40\s+0\s+40/,
        );
        await fitsEverywhere(page, 'purchase-order-detail', language);
        await receiptsFitEverywhere(page, 'purchase-order', language);

        await page.goto(`${suite.system.url}/purchase-order/detail/${orders.cancelled.id}`);
        await page.getByTestId('purchase-order-cancellation').waitFor();
        await fitsEverywhere(page, 'purchase-order-cancelled', language);
      }));

  it('a member makes a bill from what arrived of an order; the bill shows each line beside the order and its receipts, and the order counts it billed, in English and Indonesian at 1440, 1280 and 390 px', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      const order = await write(supplier, 'QUO-BPU-0300');
      await createdRest(suite.system.invoicingUrl, '/goods-receipts', owner, {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-12',
        lines: [{ orderLine: 1, quantity: '40' }],
      });
      await openSignedIn(
        page,
        `${suite.system.url}/purchase-order/detail/${order.id}`,
        suite.owner,
      );
      await page.getByTestId('purchase-order-create-bill').click();
      const dialog = page.getByTestId('purchase-order-bill-dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(order.number);
      await fitsEverywhere(page, 'purchase-order-bill-dialog', 'en');
      await dialog.locator('input[name="number"]').fill('INV-BPU-7788');
      await page.getByTestId('purchase-order-bill-confirm').click();

      await page.waitForURL('**/bills/*', SERVER_ROUND_TRIP);
      await page.getByTestId('bill-match').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('bill-purchase-order').innerText()).toBe(order.number);
      expect(await page.getByTestId('bill-match-status').getAttribute('data-status')).toBe(
        'MATCHED',
      );
      // 40 x 85,000.00 = 3,400,000.00 with PPN 374,000.00: ordered 100, received 40, none billed before.
      expect(plain(await page.getByTestId('bill-match-line').first().innerText())).toMatch(
        /Besi beton 10 mm\s+100\s+40\s+0\s+40\s+Rp 85,000\.00\s+Rp 85,000\.00\s+Rp 3,774,000\.00/,
      );
      await fitsEverywhere(page, 'bill-from-purchase-order', 'en');
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => page.getByTestId('bill-match').innerText())
        .toContain('Pencocokan pesanan pembelian');
      await fitsEverywhere(page, 'bill-from-purchase-order', 'id');

      await page.getByTestId('bill-purchase-order').click();
      await page.waitForURL(`**/purchase-order/detail/${order.id}`);
      await expect
        .poll(async () =>
          plain(await page.getByTestId('purchase-order-line-match').first().innerText()),
        )
        .toMatch(/Rp 85\.000,00\s+100\s+40\s+40\s+0/);
      expect(await page.getByTestId('purchase-order-create-bill').count()).toBe(0);
      await fitsEverywhere(page, 'purchase-order-billed', 'id');
    }));

  it('another organisation’s order, and an id that names none, show the not-found page', async () => {
    const other = await suite.anotherOrganization('PT Konstruksi Lain');
    const theirSupplier = await createCounterpartyRest(suite.system, other.tokens);
    const theirs = await write(theirSupplier, 'QUO-LAIN-1', other.tokens);
    await withPage(suite.browser, {}, async (page) => {
      for (const id of [theirs.id, randomUUID()]) {
        await openSignedIn(page, `${suite.system.url}/purchase-order/detail/${id}`, suite.owner);
        await page.getByTestId('status-404').waitFor();
        expect(await page.getByTestId('purchase-order-page-title').count()).toBe(0);
      }
    });
  });
});

describe('purchase orders that wait for a second person’s approval, in the browser', () => {
  // An organisation of its own whose Orders settings require approval: the orders above are open at once.
  let author: Credentials;
  let authorTokens: Tokens;
  let approver: Credentials;
  let approverTokens: Tokens;
  let theirSupplier: { id: string; legalName: string };
  const waiting: Record<'journey' | 'layout' | 'rejected', PurchaseOrderResponse> = {} as never;

  beforeAll(async () => {
    const created = await suite.anotherOrganization('PT Konstruksi Berjenjang');
    author = created.owner;
    authorTokens = created.tokens;
    approver = await addMemberInBuiltInRole(suite.system, created.organizationId, 'APPROVER');
    approverTokens = await signInRest(suite.system, approver);
    await saveOrdersSettings(suite.system, authorTokens, {
      purchaseOrderApprovalRequired: true,
      purchaseOrderApprovalThreshold: '5000000.00',
    });
    theirSupplier = await createCounterpartyRest(suite.system, authorTokens, {
      legalName: 'PT Semen Tiga Roda',
    });
    waiting.journey = await write(theirSupplier, 'QUO-STR-0001', authorTokens);
    waiting.layout = await write(theirSupplier, 'QUO-STR-0002', authorTokens);
    waiting.rejected = await write(theirSupplier, 'QUO-STR-0003', authorTokens);
    await move(waiting.rejected, 'reject', 'Harga di atas anggaran proyek', approverTokens);
  });

  it('when its author opens a waiting order, Approve is not offered and nothing can be received; the approver approves it and then goods can be received', async () => {
    expect(waiting.journey.status).toBe('PENDING_APPROVAL');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(
        page,
        `${suite.system.url}/purchase-order/detail/${waiting.journey.id}`,
        author,
      );
      await page.getByTestId('purchase-order-page-title').waitFor();
      expect(await status(page)).toBe('PENDING_APPROVAL');
      expect(await page.getByTestId('purchase-order-page-status').innerText()).toBe(
        'Waiting for approval',
      );
      expect(await page.getByTestId('purchase-order-approve').count()).toBe(0);
      expect(await page.getByTestId('purchase-order-reject').count()).toBe(1);
      expect(await page.getByTestId('purchase-order-close').count()).toBe(0);
      await page.getByTestId('purchase-order-tab-receipts').click();
      await page.getByTestId('purchase-order-receipts-empty').waitFor();
      expect(await page.getByTestId('purchase-order-receive').count()).toBe(0);
    });
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(
        page,
        `${suite.system.url}/purchase-order/detail/${waiting.journey.id}`,
        approver,
      );
      await page.getByTestId('purchase-order-approve').click();
      await expect.poll(() => status(page), SERVER_ROUND_TRIP).toBe('OPEN');
      expect(await page.getByTestId('purchase-order-approval').innerText()).toMatch(/ · /);
      expect(await page.getByTestId('purchase-order-approve').count()).toBe(0);
      await page.getByTestId('purchase-order-tab-activities').click();
      await expect
        .poll(async () => plain(await page.getByTestId('document-activities').innerText()))
        .toContain(`Purchase order ${waiting.journey.number} to PT Semen Tiga Roda approved`);
    });
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(
        page,
        `${suite.system.url}/purchase-order/detail/${waiting.journey.id}`,
        author,
      );
      await page.getByTestId('purchase-order-tab-receipts').click();
      await page.getByTestId('purchase-order-receive').waitFor(SERVER_ROUND_TRIP);
    });
  });

  it('when the approver rejects a waiting order, the dialog asks why, and the order shows the reason and offers nothing more', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const order = await write(theirSupplier, 'QUO-STR-0004', authorTokens);
      await openSignedIn(page, `${suite.system.url}/purchase-order/detail/${order.id}`, approver);
      await page.getByTestId('purchase-order-reject').click();
      await confirmWithReason(page, 'purchase-order-reject', 'Pemasok belum terdaftar');
      await expect.poll(() => status(page), SERVER_ROUND_TRIP).toBe('REJECTED');
      expect(await page.getByTestId('purchase-order-rejection').innerText()).toContain(
        'Pemasok belum terdaftar',
      );
      for (const action of ['approve', 'reject', 'cancel', 'close'])
        expect(await page.getByTestId(`purchase-order-${action}`).count()).toBe(0);
    }));

  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, the list filtered to waiting orders, a waiting order with its reject dialog and a rejected order fit at 1440, 1280 and 390 px`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        const words =
          language === 'en'
            ? { waiting: 'Waiting for approval', rejected: 'Rejected', approve: 'Approve' }
            : { waiting: 'Menunggu persetujuan', rejected: 'Ditolak', approve: 'Setujui' };
        await openSignedIn(
          page,
          `${suite.system.url}/purchase-order?status=PENDING_APPROVAL`,
          approver,
        );
        const rows = page.getByTestId('purchase-order-row');
        await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBeGreaterThanOrEqual(1);
        for (const row of await rows.all())
          expect(await row.getAttribute('data-status')).toBe('PENDING_APPROVAL');
        expect(
          await page.locator('select[name="status"] option[value="REJECTED"]').innerText(),
        ).toBe(words.rejected);
        await fitsEverywhere(page, 'purchase-orders-waiting', language);

        await page.goto(`${suite.system.url}/purchase-order/detail/${waiting.layout.id}`);
        await page.getByTestId('purchase-order-approve').waitFor();
        expect(await page.getByTestId('purchase-order-approve').innerText()).toBe(words.approve);
        expect(await page.getByTestId('purchase-order-page-status').innerText()).toBe(
          words.waiting,
        );
        await fitsEverywhere(page, 'purchase-order-waiting', language);
        await page.getByTestId('purchase-order-reject').click();
        await page.getByTestId('purchase-order-reject-dialog').waitFor();
        await fitsEverywhere(page, 'purchase-order-reject-dialog', language);
        await page.keyboard.press('Escape');
        await page.getByTestId('purchase-order-reject-dialog').waitFor({ state: 'detached' });

        await page.goto(`${suite.system.url}/purchase-order/detail/${waiting.rejected.id}`);
        await page.getByTestId('purchase-order-rejection').waitFor();
        expect(await page.getByTestId('purchase-order-page-status').innerText()).toBe(
          words.rejected,
        );
        await fitsEverywhere(page, 'purchase-order-rejected', language);
      }));

  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, the Orders settings show the purchase order approval and its threshold, and the owner changes them`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/settings/orders`, author);
        const threshold = page.getByTestId('orders-purchase-approval-threshold');
        await threshold.waitFor();
        expect(await threshold.inputValue()).toBe(
          language === 'en' ? '5,000,000.00' : '5.000.000,00',
        );
        expect(
          await page.getByTestId('orders-purchase-approval-required').locator('input').isChecked(),
        ).toBe(true);
        await fitsEverywhere(page, 'orders-settings-purchase-approval', language);
        await threshold.fill(language === 'en' ? '1,000.125' : '1.000,125');
        await page.getByTestId('orders-settings-save').click();
        await expect
          .poll(() => page.getByTestId('orders-settings-form').innerText())
          .toContain(
            language === 'en'
              ? 'The purchase order approval threshold is an amount of 0 or more with at most two decimals'
              : 'Batas persetujuan pesanan pembelian adalah jumlah 0 atau lebih',
          );
        await threshold.fill(language === 'en' ? '7,500,000' : '7.500.000');
        await page.getByTestId('orders-settings-save').click();
        await expect
          .poll(async () => {
            const row = await suite.system.account.db
              .selectFrom('organizations')
              .innerJoin('memberships', 'memberships.organization_id', 'organizations.id')
              .innerJoin('users', 'users.id', 'memberships.user_id')
              .select('organizations.purchase_order_approval_threshold as threshold')
              .where('users.email', '=', author.email)
              .executeTakeFirstOrThrow();
            return row.threshold;
          }, SERVER_ROUND_TRIP)
          .toBe('7500000.00');
        // The page has taken the save in (the form starts again from what was saved) before it is changed back:
        // typed while the save was under way, the change was undone by it, and Save stayed disabled.
        await expect
          .poll(() => threshold.inputValue(), SERVER_ROUND_TRIP)
          .toBe(language === 'en' ? '7,500,000.00' : '7.500.000,00');
        await expect
          .poll(() => page.getByTestId('orders-settings-save').isDisabled(), SERVER_ROUND_TRIP)
          .toBe(true);
        // Back as the other tests of the file found it.
        await threshold.fill(language === 'en' ? '5,000,000' : '5.000.000');
        await page.getByTestId('orders-settings-save').click();
        await expect
          .poll(async () => {
            const answer = await callRest<{ orders: { purchaseOrderApprovalThreshold: string } }>(
              suite.system.accountUrl,
              'GET',
              '/organization/settings',
              authorTokens,
            );
            return answer.body.orders.purchaseOrderApprovalThreshold;
          }, SERVER_ROUND_TRIP)
          .toBe('5000000.00');
      }));
});
