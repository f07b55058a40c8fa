import { expect } from 'vitest';
import { defineSeed, globalId } from './seeds.js';

/** A sales order for their active buyer (approved as the customers' review leaves one: its row written here). */
export default defineSeed({
  // A sales order is discussed in its conversation.
  arguments: { documentId: ['SalesOrder'] },
  async make({ system, organizationId, browser }) {
    const buyer = await system.invoicing.db
      .insertInto('customers')
      .values({
        organization_id: organizationId,
        type: 'COMPANY',
        status: 'ACTIVE',
        name: 'PT Pembeli Aktif Rahasia',
        email: 'pembeli.aktif@contoh.co.id',
        payment_term_days: 30,
        billing_cycle: 'MONTHLY',
        credit_limit: '500000000.00',
        approved_at: new Date(),
        profile: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await browser.data<{ salesOrderCreate: { salesOrder: { id: string } } }>(
      'mutation ($input: SalesOrderCreateInput!) { salesOrderCreate(input: $input) { salesOrder { id } } }',
      {
        input: {
          customerId: globalId('Customer', buyer.id),
          orderDate: '2026-11-20',
          lines: [
            { product: 'Barang rahasia', quantity: '2', unitPrice: '150000', taxCode: 'PPN' },
          ],
        },
      },
    );
    return { SalesOrder: order.salesOrderCreate.salesOrder.id };
  },
  async unchanged(system) {
    expect(
      await system.invoicing.db
        .selectFrom('sales_orders')
        .select(['number', 'status', 'version', 'grand_total'])
        .execute(),
    ).toEqual([
      { number: 'SO/2026/11/0001', status: 'OPEN', version: 1, grand_total: '333000.00' },
    ]);
    expect(
      await system.invoicing.db
        .selectFrom('document_lines')
        .select(['product', 'total'])
        .where('document_type', '=', 'SALES_ORDER')
        .execute(),
    ).toEqual([{ product: 'Barang rahasia', total: '333000.00' }]);
  },
});
