import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { callRest, createOrganization, signInRest, type Tokens } from '../support/factories.js';
import { browserSuite, openSignedIn, screenshot, withPage, withPageIn } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';

const suite = browserSuite('PT Pemasok Nusantara');

/** How long a check waits for what the server answers: a busy machine takes more than a poll's default second. */
const SERVER_ROUND_TRIP = { timeout: 10_000 };

/** Visible text with non-breaking spaces (currency formatting) as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

let owner: Tokens;
/** The orders the file writes: one to approve and cancel, one to reject, one left waiting. */
const orders: Record<'approved' | 'rejected' | 'waiting', SalesOrderResponse> = {} as never;

async function ordersSettings(approvalRequired: boolean): Promise<void> {
  const answer = await callRest(
    suite.system.accountUrl,
    'PUT',
    '/organization/orders-settings',
    owner,
    {
      defaultPaymentTermDays: 30,
      invoiceNumberPrefix: 'INV/',
      salesOrderNumberPrefix: 'SO/',
      salesOrderApprovalRequired: approvalRequired,
      defaultCreditLimit: '0.00',
      defaultBillingCycle: 'MONTHLY',
    },
  );
  expect(answer.status).toBe(200);
}

async function write(
  customerId: string,
  poReference: string,
  by: Tokens = owner,
): Promise<SalesOrderResponse> {
  const made = await callRest<SalesOrderResponse>(
    suite.system.invoicingUrl,
    'POST',
    '/sales-orders',
    by,
    {
      customerId,
      poReference,
      orderDate: '2026-11-05',
      requiredDate: '2026-11-20',
      notes: 'Kirim ke gudang Cikarang',
      lines: [
        {
          product: 'Semen Portland 50 kg',
          description: 'Zak',
          quantity: '40',
          unitPrice: '65000',
          taxCode: 'PPN',
        },
        {
          product: 'Besi beton 10 mm',
          quantity: '1.5',
          unitPrice: '12345.67',
          discount: '518.51',
          taxCode: 'PPN',
        },
        { product: 'Jasa angkut', quantity: '1', unitPrice: '250000', taxCode: 'NO_PPN' },
      ],
    },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

/** An active buyer of `organizationId` (approving one is the customers' tests' subject). */
async function activeBuyer(organizationId: string): Promise<string> {
  const { id } = await suite.system.invoicing.db
    .insertInto('customers')
    .values({
      organization_id: organizationId,
      type: 'COMPANY',
      status: 'ACTIVE',
      name: 'PT Toko Bangunan Sejahtera Abadi',
      email: `sejahtera-${randomUUID()}@example.co.id`,
      payment_term_days: 30,
      billing_cycle: 'MONTHLY',
      credit_limit: '500000000.00',
      approved_at: new Date(),
      profile: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  owner = await signInRest(suite.system, suite.owner);
  const buyer = await activeBuyer(suite.organizationId);
  await ordersSettings(true);
  orders.approved = await write(buyer, 'PO-SEJ-0412');
  orders.rejected = await write(buyer, 'PO-SEJ-0413');
  orders.waiting = await write(buyer, 'PO-SEJ-0414');
  const rejected = await callRest(
    suite.system.invoicingUrl,
    'POST',
    `/sales-orders/${orders.rejected.id}/reject`,
    owner,
    { reason: 'Harga belum disepakati' },
  );
  expect(rejected.status).toBe(200);
});

afterAll(async () => {
  if (owner) await ordersSettings(false);
});

/** What a page sticks out with at each window: nothing, on the list and on an order's page. */
async function fitsEverywhere(page: Page, name: string, language: string): Promise<void> {
  for (const window of WINDOWS) {
    await resizeTo(page, window);
    expect(await settledOverflow(page, isDesktop(window)), `${name} at ${window.width}px`).toEqual(
      [],
    );
    await screenshot(page, `${name}-${window.width}-${language}`);
  }
}

describe('sales orders in the browser', () => {
  it('the list keeps its status filter in the URL; an order’s page shows its lines as Coretax computes them, its history, and its moves', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/sales-order?status=OPEN`, suite.owner);
      const rows = page.getByTestId('sales-order-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      expect(await page.locator('select[name="status"]').inputValue()).toBe('OPEN');
      expect(await page.getByTestId('sales-orders-total').innerText()).toBe('Showing 2 of 2');

      await page.locator('select[name="status"]').selectOption('REJECTED');
      await page.waitForURL((url) => url.searchParams.get('status') === 'REJECTED');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await rows.first().getAttribute('data-status')).toBe('REJECTED');
      expect(plain(await rows.first().innerText())).toContain(orders.rejected.number);

      await page.locator('select[name="status"]').selectOption('');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(3);
      await rows
        .filter({ hasText: orders.approved.number })
        .getByTestId('sales-order-link')
        .click();
      await page.waitForURL(`**/sales-order/detail/${orders.approved.id}`);
      await page.getByTestId('sales-order-page-title').waitFor();
      expect(await page.getByTestId('sales-order-page-status').getAttribute('data-status')).toBe(
        'PENDING_APPROVAL',
      );
      // 40 x 65,000.00 = 2,600,000.00, 11/12 = 2,383,333.33, PPN 286,000.00; 18,518.51 - 518.51 = 18,000.00,
      // 16,500.00, PPN 1,980.00; 250,000.00 without PPN: 2,868,000.00 + 287,980.00 = 3,155,980.00.
      const lines = page.getByTestId('document-line');
      expect(await lines.count()).toBe(3);
      expect(plain(await lines.nth(0).innerText())).toMatch(
        /Semen Portland 50 kg[\s\S]*40[\s\S]*Rp 286,000\.00[\s\S]*Rp 2,886,000\.00/,
      );
      expect(plain(await lines.nth(1).innerText())).toContain('1.5');
      expect(plain(await lines.nth(2).innerText())).toContain('No PPN');
      expect(plain(await page.getByTestId('document-totals-vat').innerText())).toBe(
        'Rp 287,980.00',
      );
      expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
        'Rp 3,155,980.00',
      );

      await page.getByTestId('sales-order-approve').click();
      await expect
        .poll(
          () => page.getByTestId('sales-order-page-status').getAttribute('data-status'),
          SERVER_ROUND_TRIP,
        )
        .toBe('OPEN');
      await page.getByTestId('sales-order-approval').waitFor();
      expect(await page.getByTestId('sales-order-approve').count()).toBe(0);

      await page.getByTestId('sales-order-cancel').click();
      await page.getByTestId('sales-order-cancel-dialog').waitFor();
      await page.getByTestId('sales-order-cancel-confirm').click();
      await expect
        .poll(() => page.getByTestId('sales-order-cancel-dialog').innerText())
        .toContain('Give a reason of 1 to 500 characters.');
      await page.getByTestId('sales-order-cancel-reason').fill('Pembeli membatalkan pesanan');
      await page.getByTestId('sales-order-cancel-confirm').click();
      await expect
        .poll(
          () => page.getByTestId('sales-order-page-status').getAttribute('data-status'),
          SERVER_ROUND_TRIP,
        )
        .toBe('CANCELLED');
      expect(await page.getByTestId('sales-order-cancellation').innerText()).toContain(
        'Pembeli membatalkan pesanan',
      );
      for (const action of ['approve', 'reject', 'cancel', 'close'])
        expect(await page.getByTestId(`sales-order-${action}`).count()).toBe(0);

      await page.getByTestId('sales-order-tab-revisions').click();
      const revisions = page.getByTestId('document-revision');
      await expect.poll(() => revisions.count()).toBe(3);
      expect(await revisions.first().innerText()).toMatch(
        /Cancelled[\s\S]*Status: Open → Cancelled/,
      );
      expect(await revisions.last().innerText()).toContain('Created');
    }));

  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, the list and an order’s page fit at 1440, 1280 and 390 px`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/sales-order`, suite.owner);
        await expect
          .poll(() => page.getByTestId('sales-order-row').count(), SERVER_ROUND_TRIP)
          .toBe(3);
        const title = await page.locator('h1').first().innerText();
        expect(title).toBe(language === 'en' ? 'Sales orders' : 'Pesanan penjualan');
        const waiting = page
          .getByTestId('sales-order-row')
          .filter({ hasText: orders.waiting.number });
        expect(await waiting.innerText()).toContain(
          language === 'en' ? 'Waiting for approval' : 'Menunggu persetujuan',
        );
        await fitsEverywhere(page, 'sales-orders', language);

        await page.goto(`${suite.system.url}/sales-order/detail/${orders.rejected.id}`);
        await page.getByTestId('sales-order-rejection').waitFor();
        expect(await page.getByTestId('sales-order-rejection').innerText()).toContain(
          'Harga belum disepakati',
        );
        expect(await page.getByTestId('document-totals').innerText()).toContain(
          language === 'en' ? 'Other tax base (DPP nilai lain)' : 'DPP nilai lain',
        );
        await fitsEverywhere(page, 'sales-order-detail', language);
      }));

  it('another organisation’s order, and an id that names none, show the not-found page', async () => {
    const other = await createOrganization(suite.system, 'PT Pemasok Lain');
    const theirs = await write(
      await activeBuyer(other.organizationId),
      'PO-LAIN-1',
      await signInRest(suite.system, other.owner),
    );
    await withPage(suite.browser, {}, async (page) => {
      for (const id of [theirs.id, randomUUID()]) {
        await openSignedIn(page, `${suite.system.url}/sales-order/detail/${id}`, suite.owner);
        await page.getByTestId('status-404').waitFor();
        expect(await page.getByTestId('sales-order-page-title').count()).toBe(0);
      }
    });
  });
});
