import { expect } from 'vitest';
import { createDraftInvoice, defineSeed, serviceId } from './seeds.js';

/** A draft invoice of one of their sales order's two units. */
export default defineSeed({
  needs: ['SalesOrder'],
  // A sales invoice is a reconcilable item too (a bank credit settles it); its approver is a member.
  arguments: { itemIds: ['SalesInvoice'], documentId: ['SalesInvoice'], approverId: ['User'] },
  async make({ browser }, made) {
    return { SalesInvoice: await createDraftInvoice(browser, made.SalesOrder!) };
  },
  async unchanged(system, made) {
    expect(
      await system.invoicing.db
        .selectFrom('sales_invoices')
        .select(['number', 'status', 'version', 'grand_total'])
        .where('id', '=', serviceId(made.SalesInvoice!))
        .execute(),
    ).toEqual([{ number: null, status: 'DRAFT', version: 1, grand_total: '166500.00' }]);
  },
});
