import type { Kysely, Transaction } from 'kysely';
import { INVOICE_LINK_DAYS_AFTER_DUE } from '../../../contracts/invoicing/invoice-links.js';
import { hashLinkToken, newLinkToken } from '../../kit/link-tokens.js';
import type { InvoicingDatabase } from '../db-types.js';

const DAY_MS = 24 * 3_600_000;

/** What a link opens: its invoice while VALID; EXPIRED or SPENT say only that. */
export type LinkState =
  | { state: 'VALID'; organizationId: string; invoiceId: string; expiresAt: Date }
  | { state: 'EXPIRED' | 'SPENT' };

/**
 * A new link to the invoice, in the transaction that mails it: the token
 * (only its hash is stored) and when it expires, `INVOICE_LINK_DAYS_AFTER_DUE`
 * days after the due date and never sooner than that many days from now.
 * Any older link of the invoice is spent from now on.
 */
export async function newInvoiceLink(
  trx: Transaction<InvoicingDatabase>,
  invoice: { organizationId: string; id: string; dueDate: string },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newLinkToken();
  const afterDue =
    Date.parse(`${invoice.dueDate}T23:59:59+07:00`) + INVOICE_LINK_DAYS_AFTER_DUE * DAY_MS;
  const expiresAt = new Date(Math.max(afterDue, Date.now() + INVOICE_LINK_DAYS_AFTER_DUE * DAY_MS));
  await trx
    .insertInto('invoice_links')
    .values({
      organization_id: invoice.organizationId,
      invoice_id: invoice.id,
      token_hash: hash,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * What the token opens: nothing (EXPIRED) when it names no link or the link
 * is past its date, SPENT once its invoice is cancelled or a newer link was
 * sent for it, its invoice otherwise.
 */
export async function linkState(db: Kysely<InvoicingDatabase>, token: string): Promise<LinkState> {
  const link = await db
    .selectFrom('invoice_links as l')
    .innerJoin('sales_invoices as i', 'i.id', 'l.invoice_id')
    .select([
      'l.id',
      'l.organization_id',
      'l.invoice_id',
      'l.expires_at',
      'l.created_at',
      'i.status',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('invoice_links as newer')
            .select('newer.id')
            .whereRef('newer.invoice_id', '=', 'l.invoice_id')
            .whereRef('newer.created_at', '>', 'l.created_at'),
        )
        .as('replaced'),
    )
    .where('l.token_hash', '=', hashLinkToken(token))
    .executeTakeFirst();
  if (!link) return { state: 'EXPIRED' };
  if (link.replaced || link.status === 'CANCELLED') return { state: 'SPENT' };
  if (link.expires_at.getTime() <= Date.now()) return { state: 'EXPIRED' };
  return {
    state: 'VALID',
    organizationId: link.organization_id,
    invoiceId: link.invoice_id,
    expiresAt: link.expires_at,
  };
}
