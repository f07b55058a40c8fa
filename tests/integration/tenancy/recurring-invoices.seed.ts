import { expect } from 'vitest';
import { defineSeed, globalId, serviceId } from './seeds.js';

/**
 * A recurring invoice of one unit a month of their sales order, written in
 * the database: both of the order's units are invoiced by the other seeds,
 * and what a period may take is not what this test is about.
 */
export default defineSeed({
  needs: ['SalesOrder'],
  async make({ system, organizationId }, made) {
    const order = await system.invoicing.db
      .selectFrom('sales_orders')
      .select(['id', 'customer_id', 'created_by'])
      .where('id', '=', serviceId(made.SalesOrder!))
      .executeTakeFirstOrThrow();
    const template = await system.invoicing.db
      .insertInto('recurring_invoices')
      .values({
        organization_id: organizationId,
        sales_order_id: order.id,
        customer_id: order.customer_id,
        lines: JSON.stringify([{ orderLine: 1, quantity: '1' }]),
        next_date: '2026-12-20',
        anchor_day: 20,
        created_by: order.created_by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { RecurringInvoice: globalId('RecurringInvoice', template.id) };
  },
  async unchanged(system, made) {
    expect(
      await system.invoicing.db
        .selectFrom('recurring_invoices')
        .select(['status', 'issued_count', 'next_date', 'version'])
        .where('id', '=', serviceId(made.RecurringInvoice!))
        .execute(),
    ).toEqual([{ status: 'ACTIVE', issued_count: 0, next_date: '2026-12-20', version: 1 }]);
  },
});
