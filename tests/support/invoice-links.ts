import { sql } from 'kysely';
import { expect } from 'vitest';
import type { System } from '../../system.js';
import { eventually } from './eventually.js';
import { insertActiveBuyer } from './invoicing.js';
import { issuedInvoice, type InvoiceOf, type InvoiceWriters } from './sales-invoices.js';
import { rowsOf } from './database.js';

/** A mail in invoicing's outbox, with its attachments as development's outbox keeps them. */
export type OutboxMail = {
  subject: string;
  text_body: string;
  attachments: { filename: string; contentType: string; size: number; content: string }[];
};

/**
 * The mails invoicing sent to `to`, oldest first, once there are `count` (the invoice mail is a job
 * that renders the PDF in a worker thread: on a two-core machine busy with other work, that took
 * over 10 s; the wait ends as soon as the mail is there).
 */
export async function mailsTo(system: System, to: string, count = 1): Promise<OutboxMail[]> {
  let mails: OutboxMail[] = [];
  await eventually(async () => {
    mails = await rowsOf(
      system.invoicing.db,
      sql<OutboxMail>`select subject, text_body, attachments from mail_outbox where to_address = ${to} order by id`,
    );
    return mails.length >= count;
  }, 30_000);
  return mails;
}

/** The token of the buyer's link an invoice mail carries (`…/checkout?token=…`). */
export function linkTokenIn(mail: OutboxMail): string {
  const link = /http\S+\/checkout\?token=(\S+)/.exec(mail.text_body);
  expect(link, mail.text_body).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

/** An active buyer of the organisation whose invoices are mailed to `financeContactEmail` in `language` (both when null). */
export async function buyerMailedIn(
  system: System,
  organizationId: string,
  language: 'en' | 'id' | null,
  financeContactEmail: string | null,
): Promise<{ id: string; email: string }> {
  const id = await insertActiveBuyer(system.invoicing.db, organizationId, {
    name: 'PT Pembeli Tautan',
    profile: financeContactEmail
      ? { invoiceDelivery: { financeContactName: 'Sari', financeContactEmail } }
      : {},
  });
  return system.invoicing.db
    .updateTable('customers')
    .set({ language })
    .where('id', '=', id)
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/**
 * An invoice issued to a buyer of its own whose invoice mail goes to a new
 * address in `language`, and the token of the buyer's link that mail carries.
 */
export async function mailedInvoice(
  writers: InvoiceWriters,
  of: Omit<InvoiceOf, 'buyerId' | 'buyerName'> = {},
  language: 'en' | 'id' = 'id',
) {
  const to = `keuangan-${Math.random().toString(36).slice(2, 10)}@pembeli.co.id`;
  const buyer = await buyerMailedIn(writers.system, writers.organizationId, language, to);
  const invoice = await issuedInvoice(writers, { ...of, buyerId: buyer.id });
  return { invoice, token: linkTokenIn((await mailsTo(writers.system, to))[0]!) };
}

/** The order id at the gateway of the invoice's latest checkout charge, as the invoicing service wrote it. */
export async function latestChargeOrderId(
  system: Pick<System, 'invoicing'>,
  invoiceId: string,
): Promise<string> {
  const { order_id: orderId } = await system.invoicing.db
    .selectFrom('checkout_charges')
    .select('order_id')
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return orderId;
}

/** The channel and status of each checkout charge opened for the invoice, the first opened first. */
export function chargesOf(system: Pick<System, 'invoicing'>, invoiceId: string) {
  return system.invoicing.db
    .selectFrom('checkout_charges')
    .select(['channel', 'status'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at')
    .execute();
}
