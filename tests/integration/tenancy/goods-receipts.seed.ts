import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** A goods receipt of one of their sales order's two units. */
export default defineSeed({
  needs: ['SalesOrder'],
  async make({ browser }, made) {
    const receipt = await browser.data<{
      goodsReceiptCreate: { goodsReceipt: { id: string } };
    }>(
      'mutation ($input: GoodsReceiptCreateInput!) { goodsReceiptCreate(input: $input) { goodsReceipt { id } } }',
      {
        input: {
          salesOrderId: made.SalesOrder,
          receivedDate: '2026-11-21',
          lines: [{ orderLine: 1, quantity: '1' }],
        },
      },
    );
    return { GoodsReceipt: receipt.goodsReceiptCreate.goodsReceipt.id };
  },
  async unchanged(system) {
    expect(
      await system.invoicing.db
        .selectFrom('goods_receipts')
        .select(['number', 'status', 'version', 'grand_total'])
        .execute(),
    ).toEqual([
      { number: 'GR/2026/11/0001', status: 'RECEIVED', version: 1, grand_total: '166500.00' },
    ]);
  },
});
