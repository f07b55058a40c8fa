import type { Kysely } from 'kysely';
import type {
  InvoiceReceivedBody,
  InvoiceShippedBody,
} from '../../../contracts/invoicing/sales-invoices.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { salesInvoiceDefinitions as definitions, salesInvoiceErrors as errors } from './errors.js';
import { recordInvoiceChange } from './changes.js';
import { lockInvoice } from './repository.js';

/** A step of the paper copy's delivery: shipped on a date to an address, or received on a date. */
export type DeliveryStep =
  { step: 'ship'; body: InvoiceShippedBody } | { step: 'receive'; body: InvoiceReceivedBody };

/**
 * Moves an issued invoice's paper copy one step (spec: invoice delivery
 * open, shipped, received): shipped once it waits to be, on a date not before
 * the invoice's, to an address; received once shipped, on a date not before
 * the shipment. Needs `invoices:manage`; each step is a revision and an
 * activity.
 */
export async function moveDelivery(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  move: DeliveryStep,
): Promise<void> {
  requirePermission(auth, 'invoices:manage');
  await db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, auth.org, id);
    if (!invoice) throw errors.notFound();
    const from = move.step === 'ship' ? 'OPEN' : 'SHIPPED';
    if (invoice.delivery_status !== from) throw errors.deliveryStep();
    const date = move.step === 'ship' ? move.body.shippedOn : move.body.receivedOn;
    const after = move.step === 'ship' ? invoice.invoice_date : invoice.shipped_on!;
    if (date < after)
      throw serviceError(
        definitions.deliveryDate,
        move.step === 'ship' ? 'shippedOn' : 'receivedOn',
        { after },
      );
    const to = move.step === 'ship' ? 'SHIPPED' : 'RECEIVED';
    await trx
      .updateTable('sales_invoices')
      .set({
        delivery_status: to,
        ...(move.step === 'ship'
          ? { shipped_on: date, shipping_address: move.body.address.trim() }
          : { received_on: date }),
        updated_at: new Date(),
        version: invoice.version + 1,
      })
      .where('id', '=', invoice.id)
      .execute();
    const changes = [
      { field: 'delivery', before: from, after: to },
      { field: move.step === 'ship' ? 'shippedOn' : 'receivedOn', before: null, after: date },
    ];
    await recordInvoiceChange(trx, auth, invoice.id, {
      action: move.step,
      changes,
      description: describeActivity(
        move.step === 'ship' ? 'SALES_INVOICE_SHIPPED' : 'SALES_INVOICE_RECEIVED',
        { number: invoice.number ?? '', date: { date } },
      ),
      event: to,
    });
  });
}
