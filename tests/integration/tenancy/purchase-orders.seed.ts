import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** A purchase order to their counterparty. */
export default defineSeed({
  needs: ['Counterparty'],
  arguments: {
    // A purchase order is discussed in its conversation.
    documentId: ['PurchaseOrder'],
    // A supplier is one of the organisation's counterparties.
    supplierId: ['Counterparty'],
  },
  async make({ browser }, made) {
    const order = await browser.data<{
      purchaseOrderCreate: { purchaseOrder: { id: string } };
    }>(
      'mutation ($input: PurchaseOrderCreateInput!) { purchaseOrderCreate(input: $input) { purchaseOrder { id } } }',
      {
        input: {
          supplierId: made.Counterparty,
          orderDate: '2026-11-20',
          lines: [{ product: 'Bahan rahasia', quantity: '3', unitPrice: '100000', taxCode: 'PPN' }],
        },
      },
    );
    return { PurchaseOrder: order.purchaseOrderCreate.purchaseOrder.id };
  },
  async unchanged(system) {
    expect(
      await system.invoicing.db
        .selectFrom('purchase_orders')
        .select(['number', 'status', 'version', 'grand_total'])
        .execute(),
    ).toEqual([
      { number: 'PO/2026/11/0001', status: 'OPEN', version: 1, grand_total: '333000.00' },
    ]);
  },
});
