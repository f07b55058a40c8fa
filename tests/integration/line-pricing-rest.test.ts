import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsReceiptResponse } from '../../contracts/invoicing/goods-receipts.js';
import type { PurchaseOrderResponse } from '../../contracts/invoicing/purchase-orders.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { toCents } from '../../formats/cents.js';
import { createdRest, downloadRest, type Tokens } from '../support/factories.js';
import { documentsCount, insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { pdfText } from '../support/pdf-text.js';
import { expectToContainEach } from '../support/text.js';

/**
 * How a line's price and discount are written, over the invoicing service's
 * REST API in the real system: a discount as a percent of unit price x
 * quantity, kept beside the amount it comes to, on every document of the
 * kernel (orders, receipts and invoices taken from them), each line passing
 * Coretax's check (tax base = price x quantity - discount, to the sen); bad
 * input refused with nothing written; tenancy and permissions.
 */
const suite = organisationSuite({
  name: 'PT Harga Baris',
  reader: ['sales-orders:read'],
  outsider: 'PT Lain Harga',
});
let maker: Tokens;

const call = suite.invoicing;
const created = <T>(path: string, body: unknown) =>
  createdRest<T>(suite.system.invoicingUrl, path, maker, body);

/** An order line of `quantity` x `unitPrice` with PPN, and its discount as `discount` says. */
const line = (quantity: string, unitPrice: string, discount: Record<string, string> = {}) => ({
  product: 'Keramik lantai 60x60',
  quantity,
  unitPrice,
  taxCode: 'PPN',
  ...discount,
});

const orderOf = async (lines: unknown[], documentDiscount?: string) =>
  created<SalesOrderResponse>('/sales-orders', {
    customerId: await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId),
    orderDate: '2026-11-05',
    lines,
    ...(documentDiscount ? { documentDiscount } : {}),
  });

/** Coretax's line check: the tax base is unit price x quantity less the discount, to the sen. */
const passesCoretax = (one: { amount: string; discount: string; taxBase: string }) =>
  toCents(one.taxBase) === toCents(one.amount) - toCents(one.discount);

beforeAll(async () => {
  maker = await suite.signedInMember('MAKER_APPROVER');
});

describe('a discount written as a percent', () => {
  it("10% off 100,000.00 comes to Odoo's Coretax figures: 10,000.00 off, tax base 90,000.00, PPN 9,900.00, and keeps the percent", async () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py,
    // test_efaktur_tax_include_with_discount: TotalDiscount 10000, TaxBase 90000, OtherTaxBase 82500, VAT 9900.
    const order = await orderOf([line('1', '100000.00', { discountPercent: '10' })]);
    expect(order.lines[0]).toMatchObject({
      amount: '100000.00',
      discount: '10000.00',
      discountPercent: '10.00',
      taxBase: '90000.00',
      otherTaxBase: '82500.00',
      vat: '9900.00',
      total: '99900.00',
    });
    const read = await call<SalesOrderResponse>('GET', `/sales-orders/${order.id}`, suite.reader);
    expect(read.body.lines[0]).toMatchObject({ discountPercent: '10.00', discount: '10000.00' });
  });

  it('an invoice of part of the line takes the percent of what it bills, and the rest of the order discount in proportion', async () => {
    // 3 x 33,333.33 = 99,999.99 with 12.5% off: 12,499.99875 -> 12,500.00; beside it a line of 50,000.00 and
    // 1,000.00 off the whole order, shared 636.36 and 363.64 over what each line is worth after its own discount
    // (87,499.99 and 50,000.00).
    const order = await orderOf(
      [line('3', '33333.33', { discountPercent: '12.5' }), line('1', '50000.00')],
      '1000.00',
    );
    expect(order.lines.map((one) => [one.discount, one.discountPercent])).toEqual([
      ['13136.36', '12.50'],
      ['363.64', null],
    ]);
    const invoice = await created<SalesInvoiceResponse>('/sales-invoices', {
      salesOrderId: order.id,
      invoiceDate: '2026-11-12',
      lines: [{ orderLine: 1, quantity: '1' }],
    });
    // 1 x 33,333.33 with 12.5% off: 4,166.67 (4,166.66625 half up); a third of the 636.36 shared: 212.12.
    expect(invoice.lines[0]).toMatchObject({
      amount: '33333.33',
      discountPercent: '12.50',
      discount: '4378.79',
      taxBase: '28954.54',
    });
    expect(passesCoretax(invoice.lines[0]!)).toBe(true);
  });

  it('a goods receipt keeps the percent, and the invoice of the receipt comes to the same discount', async () => {
    const order = await orderOf([line('2.5', '12345.67', { discountPercent: '7.25' })]);
    const receipt = await created<GoodsReceiptResponse>('/goods-receipts', {
      salesOrderId: order.id,
      receivedDate: '2026-11-10',
      lines: [{ orderLine: 1, quantity: '1.5' }],
    });
    // 1.5 x 12,345.67 = 18,518.505 -> 18,518.51; 7.25% of 18,518.505 = 1,342.5916 -> 1,342.59.
    expect(receipt.lines[0]).toMatchObject({
      amount: '18518.51',
      discount: '1342.59',
      discountPercent: '7.25',
    });
    const invoice = await created<SalesInvoiceResponse>('/sales-invoices', {
      salesOrderId: order.id,
      invoiceDate: '2026-11-12',
      goodsReceiptIds: [receipt.id],
    });
    expect(invoice.lines[0]).toMatchObject({
      discount: '1342.59',
      discountPercent: '7.25',
      taxBase: '17175.92',
    });
    expect(passesCoretax(invoice.lines[0]!)).toBe(true);
    // Its PDF prints the percent under the amount it came to, in the reader's writing.
    for (const [language, amount, percent] of [
      ['id', '1.342,59', '7,25%'],
      ['en', '1,342.59', '7.25%'],
    ] as const) {
      const answer = await downloadRest(
        `${suite.system.invoicingUrl}/sales-invoices/${invoice.id}/pdf?language=${language}`,
        maker,
      );
      expect(answer.status).toBe(200);
      const { text } = await pdfText(answer.bytes);
      expectToContainEach(text.join(' '), [amount, percent]);
    }
  });

  it('a purchase order takes a percent as a sales order does', async () => {
    const order = await created<PurchaseOrderResponse>('/purchase-orders', {
      supplier: { id: randomUUID(), name: 'PT Baja Nusantara' },
      orderDate: '2026-11-09',
      lines: [line('4', '12500.50', { discountPercent: '2.5' })],
    });
    // 4 x 12,500.50 = 50,002.00; 2.5% = 1,250.05.
    expect(order.lines[0]).toMatchObject({
      discount: '1250.05',
      discountPercent: '2.50',
      taxBase: '48751.95',
    });
  });

  it('is refused when it is not a percent, or written beside an amount, on the line at fault, and nothing is written', async () => {
    const buyer = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId);
    const before = await documentsCount(
      suite.system.invoicing.db,
      'sales_orders',
      suite.organizationId,
    );
    const refused: [Record<string, string>, string, string][] = [
      [{ discountPercent: '100.01' }, 'lines.1.discountPercent', 'U-INV-DOC-22'],
      [{ discountPercent: '12.345' }, 'lines.1.discountPercent', 'U-INV-DOC-22'],
      [{ discountPercent: 'sepuluh' }, 'lines.1.discountPercent', 'U-INV-DOC-22'],
      [{ discountPercent: '10', discount: '5.00' }, 'lines.1.discountPercent', 'U-INV-DOC-23'],
    ];
    for (const [discount, field, code] of refused) {
      const answer = await call('POST', '/sales-orders', maker, {
        customerId: buyer,
        orderDate: '2026-11-05',
        lines: [line('1', '100.00'), line('1', '100.00', discount)],
      });
      expect(answer.status, JSON.stringify(discount)).toBe(400);
      expect(answer.body.error).toMatchObject({ code, field });
      expect(answer.body.error?.message).toContain('Line 2');
    }
    expect(
      await documentsCount(suite.system.invoicing.db, 'sales_orders', suite.organizationId),
    ).toBe(before);
  });

  it("another organisation's order with a percent is not found; writing one without the permission is forbidden", async () => {
    const order = await orderOf([line('1', '100.00', { discountPercent: '10' })]);
    expect((await call('GET', `/sales-orders/${order.id}`, suite.outsider)).status).toBe(404);
    const answer = await call('POST', '/sales-orders', suite.reader, {
      customerId: randomUUID(),
      orderDate: '2026-11-05',
      lines: [line('1', '100.00', { discountPercent: '10' })],
    });
    expect(answer.status).toBe(403);
  });
});

describe('prices written with PPN in them', () => {
  it("2 x 111,000 with PPN in it and 10% off come to Odoo's Coretax figures, and an invoice of one unit stays in the same terms", async () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py,
    // test_efaktur_tax_include_with_discount: 111,000 with the tax in it, 10% off: Price 100000,
    // TotalDiscount 10000, TaxBase 90000, OtherTaxBase 82500, VAT 9900 (here twice over, then once).
    const order = await created<SalesOrderResponse>('/sales-orders', {
      customerId: await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId),
      orderDate: '2026-11-05',
      pricesIncludeTax: true,
      lines: [line('2', '111000.00', { discountPercent: '10' })],
    });
    expect(order.lines[0]).toMatchObject({
      unitPrice: '111000.00',
      priceIncludesTax: true,
      netUnitPrice: '100000.00',
      amount: '200000.00',
      discount: '20000.00',
      discountPercent: '10.00',
      taxBase: '180000.00',
      otherTaxBase: '165000.00',
      vat: '19800.00',
      total: '199800.00',
    });
    expect(order.totals.grandTotal).toBe('199800.00');
    const invoice = await created<SalesInvoiceResponse>('/sales-invoices', {
      salesOrderId: order.id,
      invoiceDate: '2026-11-12',
      lines: [{ orderLine: 1, quantity: '1' }],
    });
    expect(invoice.lines[0]).toMatchObject({
      unitPrice: '111000.00',
      priceIncludesTax: true,
      netUnitPrice: '100000.00',
      discount: '10000.00',
      taxBase: '90000.00',
      vat: '9900.00',
      total: '99900.00',
    });
    expect(passesCoretax(invoice.lines[0]!)).toBe(true);
  });

  it('a purchase order takes prices with PPN in them; a gross no tax base reaches is charged a sen less', async () => {
    const order = await created<PurchaseOrderResponse>('/purchase-orders', {
      supplier: { id: randomUUID(), name: 'PT Baja Nusantara' },
      orderDate: '2026-11-09',
      pricesIncludeTax: true,
      lines: [line('1', '1000.06'), line('1', '1000.07')],
    });
    // Bases 900.95 and 900.96 come to 1,000.05 and 1,000.07 with their PPN (99.10, 99.11).
    expect(order.lines.map((one) => [one.taxBase, one.vat, one.total])).toEqual([
      ['900.95', '99.10', '1000.05'],
      ['900.96', '99.11', '1000.07'],
    ]);
    expect(order.lines.every(passesCoretax)).toBe(true);
    expect(order.totals.grandTotal).toBe('2000.12');
  });
});

describe('PPnBM on luxury goods', () => {
  it("a luxury line at 20% PPnBM pays 20,000 on 100,000 besides PPN, as Odoo's Coretax test expects, and its invoice too", async () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py, test_efaktur_xml_luxury_goods:
    // STLGRate 20, STLG 20000 on a base of 100000.
    const order = await orderOf([
      { ...line('2', '100000.00'), taxCode: 'PPN_LUXURY', luxuryRate: '20' },
    ]);
    expect(order.lines[0]).toMatchObject({
      taxBase: '200000.00',
      vat: '24000.00',
      luxuryRate: '20',
      luxuryTax: '40000.00',
      total: '264000.00',
    });
    expect(order.totals).toMatchObject({ luxuryTax: '40000.00', grandTotal: '264000.00' });
    const invoice = await created<SalesInvoiceResponse>('/sales-invoices', {
      salesOrderId: order.id,
      invoiceDate: '2026-11-12',
      lines: [{ orderLine: 1, quantity: '1' }],
    });
    expect(invoice.lines[0]).toMatchObject({ luxuryRate: '20', luxuryTax: '20000.00' });
    expect(invoice.totals).toMatchObject({ luxuryTax: '20000.00', grandTotal: '132000.00' });
  });

  it('a rate the rules do not set, or PPnBM on a line that is not luxury goods, is refused on the line and nothing is written', async () => {
    const buyer = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId);
    const before = await documentsCount(
      suite.system.invoicing.db,
      'sales_orders',
      suite.organizationId,
    );
    for (const wrong of [
      { taxCode: 'PPN_LUXURY', luxuryRate: '30' },
      { taxCode: 'PPN', luxuryRate: '20' },
    ]) {
      const answer = await call('POST', '/sales-orders', maker, {
        customerId: buyer,
        orderDate: '2026-11-05',
        lines: [{ ...line('1', '100.00'), ...wrong }],
      });
      expect(answer.status, JSON.stringify(wrong)).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'U-INV-DOC-24',
        field: 'lines.0.luxuryRate',
      });
    }
    expect(
      await documentsCount(suite.system.invoicing.db, 'sales_orders', suite.organizationId),
    ).toBe(before);
  });
});
