import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createDraftInvoice, defineSeed, globalId, serviceId } from './seeds.js';

/**
 * A credit memo of 1,000.00 applied in part to an issued invoice of their
 * sales order's second unit (issued in the database: approving takes a second
 * member, which is not what this test is about).
 */
export default defineSeed({
  needs: ['SalesOrder'],
  arguments: { invoiceId: ['SalesInvoice'] },
  async make({ browser, system }, made) {
    const invoiceId = serviceId(await createDraftInvoice(browser, made.SalesOrder!));
    await system.invoicing.db
      .updateTable('sales_invoices')
      .set({
        status: 'ISSUED',
        number: 'INV/2026/11/9001',
        approved_by: randomUUID(),
        approved_at: new Date(),
        // An issued invoice keeps its buyer and seller as they were (migrations/0034).
        buyer: JSON.stringify({
          name: 'PT Pembeli Lain',
          email: 'pembeli@lain.co.id',
          taxNumber: null,
          nik: null,
          address: null,
        }),
        seller: JSON.stringify({ name: 'PT Lain', legalName: null, taxNumber: null }),
      })
      .where('id', '=', invoiceId)
      .execute();
    const memo = await browser.data<{
      creditMemoCreate: { creditMemo: { id: string } };
    }>(
      'mutation ($input: CreditMemoCreateInput!) { creditMemoCreate(input: $input) { creditMemo { id } } }',
      {
        input: {
          invoiceId: globalId('SalesInvoice', invoiceId),
          memoDate: '2026-11-23',
          amount: '1000.00',
          reason: 'Retur sebagian',
          applications: [{ invoiceId: globalId('SalesInvoice', invoiceId), amount: '400.00' }],
        },
      },
    );
    return { CreditMemo: memo.creditMemoCreate.creditMemo.id };
  },
  async unchanged(system, made) {
    expect(
      await system.invoicing.db
        .selectFrom('credit_memos')
        .select(['amount', 'applied_amount', 'status', 'version'])
        .where('id', '=', serviceId(made.CreditMemo!))
        .execute(),
    ).toEqual([{ amount: '1000.00', applied_amount: '400.00', status: 'OPEN', version: 1 }]);
  },
});
