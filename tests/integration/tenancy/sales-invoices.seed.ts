import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** A draft invoice of one of their sales order's two units. */
export default defineSeed({
  needs: ['SalesOrder'],
  async make({ browser }, made) {
    const invoice = await browser.data<{
      salesInvoiceCreate: { salesInvoice: { id: string } };
    }>(
      'mutation ($input: SalesInvoiceCreateInput!) { salesInvoiceCreate(input: $input) { salesInvoice { id } } }',
      {
        input: {
          salesOrderId: made.SalesOrder,
          invoiceDate: '2026-11-22',
          lines: [{ orderLine: 1, quantity: '1' }],
        },
      },
    );
    return { SalesInvoice: invoice.salesInvoiceCreate.salesInvoice.id };
  },
  async unchanged(system) {
    expect(
      await system.invoicing.db
        .selectFrom('sales_invoices')
        .select(['number', 'status', 'version', 'grand_total'])
        .execute(),
    ).toEqual([{ number: null, status: 'DRAFT', version: 1, grand_total: '166500.00' }]);
  },
});
