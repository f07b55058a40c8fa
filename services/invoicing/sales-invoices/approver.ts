import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { AccessClaims } from '../../kit/auth.js';
import { salesInvoiceErrors as errors } from './errors.js';

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

/** Whether the caller is one who may approve the invoice: its approver when it names one, anyone otherwise (the lifecycle checks the permission). */
export function mayApprove(invoice: { approver_id: string | null }, auth: AccessClaims): boolean {
  return invoice.approver_id === null || invoice.approver_id === auth.sub;
}
