import type { Kysely } from 'kysely';
import type { InvoiceApproverBody } from '../../../contracts/invoicing/sales-invoices.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { salesInvoiceErrors as errors } from './errors.js';
import { recordInvoiceChange } from './changes.js';
import { lockInvoice } from './repository.js';
import { queueApproverMail } from './approver-notice.js';

/** The member an invoice names to approve it, as its revision records them. */
export type NamedApprover = { id: string; fullName: string };

/**
 * The approver an invoice is written to name, checked with the account
 * service (which answers only the caller's organisation's members): an
 * active member whose role grants `invoices:approve`, and not the author.
 * Null when none is named: then any such member but its author and
 * submitter approves it.
 */
export async function checkedApprover(
  account: AccountClient,
  auth: AccessClaims,
  caller: OnBehalfOf,
  approverId: string | undefined,
): Promise<NamedApprover | null> {
  if (approverId === undefined) return null;
  if (approverId === auth.sub) throw errors.approverIsAuthor();
  const [member] = await account.membersHolding(caller, 'invoices:approve', [approverId]);
  if (!member) throw errors.approverNotEligible();
  return { id: member.id, fullName: member.fullName };
}

/** The approver the organisation's invoice `id` names now, read without a lock; null when it names none or is not found. */
export async function namedApprover(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
): Promise<string | null> {
  return (await namedApprovers(db, auth, [id])).get(id) ?? null;
}

/** The approver each of the organisation's invoices among `ids` names, by invoice (those naming no one are left out). */
export async function namedApprovers(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sales_invoices')
    .select(['id', 'approver_id'])
    .where('organization_id', '=', auth.org)
    .where('id', 'in', ids)
    .where('approver_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.approver_id!]));
}

/** Whether the caller is one who may approve the invoice: its approver when it names one, anyone otherwise (the lifecycle checks the permission). */
export function mayApprove(invoice: { approver_id: string | null }, auth: AccessClaims): boolean {
  return invoice.approver_id === null || invoice.approver_id === auth.sub;
}

/**
 * Names another approver for a submitted invoice: the way on when the one it
 * names can no longer approve it (they left, lost the permission, or
 * submitted it themselves, which bars them). The new one is checked as at
 * writing, and is neither the author nor the submitter, and is mailed that
 * the invoice waits for them. Needs `invoices:manage`; recorded as a
 * revision and in the activity log.
 */
export async function changeApprover(
  deps: { db: Kysely<InvoicingDatabase>; account: AccountClient; appUrl: string },
  auth: AccessClaims,
  caller: OnBehalfOf,
  id: string,
  body: InvoiceApproverBody,
): Promise<void> {
  requirePermission(auth, 'invoices:manage');
  // Checked before any lock: the account service answers over HTTP. The approver named now, for the
  // revision's "before", when they still may approve.
  const named = await namedApprover(deps.db, auth, id);
  const [holders, [changer]] = await Promise.all([
    deps.account.membersHolding(caller, 'invoices:approve', [
      body.approverId,
      ...(named ? [named] : []),
    ]),
    deps.account.users(caller, [auth.sub]),
  ]);
  const member = holders.find((holder) => holder.id === body.approverId);
  const nameOf = (userId: string | null) =>
    holders.find((holder) => holder.id === userId)?.fullName ?? null;
  await deps.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, auth.org, id);
    if (!invoice) throw errors.notFound();
    if (invoice.status !== 'PENDING_APPROVAL') throw errors.approverNotPending();
    if ([invoice.created_by, ...invoice.submitters].includes(body.approverId))
      throw errors.approverIsWriter();
    if (!member) throw errors.approverNotEligible();
    if (invoice.approver_id === member.id) return;
    await trx
      .updateTable('sales_invoices')
      .set({ approver_id: member.id, updated_at: new Date(), version: invoice.version + 1 })
      .where('id', '=', invoice.id)
      .execute();
    const changes = [
      { field: 'approver', before: nameOf(invoice.approver_id), after: member.fullName },
    ];
    await recordInvoiceChange(trx, auth, invoice.id, {
      action: 'approver',
      changes,
      description: describeActivity('SALES_INVOICE_APPROVER_CHANGED', {
        order: invoice.order_number,
        name: invoice.customer_name,
        approver: member.fullName,
      }),
      event: 'APPROVER',
    });
    // The new approver learns that it waits for them, as one named at submission does.
    await queueApproverMail(trx, {
      approver: member,
      by: changer,
      invoice,
      appUrl: deps.appUrl,
      at: new Date(),
    });
  });
}
