import { uuidOf } from '../../relay/globalId';

/** What deciding a bill's row actions needs to know of it. */
export type ActionableBill = {
  readonly id: string;
  readonly status: string;
  readonly paymentStatus: string;
  /** Created or Submitted, no payment paying it, nothing of it paid (the server's `editable`). */
  readonly editable: boolean;
  /** Whether a payment pays it (null without `payments:read`: `paymentStatus` then tells). */
  readonly paying: boolean;
  /** Whether the viewer may approve it now (the server's: Submitted, `bills:approve`, and not their own unless the company allows it). */
  readonly viewerCanApprove: boolean;
};

/** What the row offers: submit, approve, cancel (with a reason) and mark paid (by its statement transaction) as buttons, and where "Pay" goes (null when it is not offered). */
export type BillActions = {
  submit: boolean;
  approve: boolean;
  cancel: boolean;
  markPaid: boolean;
  payPath: string | null;
};

/**
 * The actions a bill's row offers the viewer, as the service allows them:
 * Submit a Created bill (`bills:create`); Approve a Submitted one when the
 * server says the viewer may (`bills:approve`, and four eyes on who created it); Cancel one not cancelled yet that may still change, or
 * an Approved one that no payment pays and nothing of which is paid
 * (`bills:create` or `bills:approve`); Pay an Approved, Unpaid bill that no
 * payment pays yet (`payments:create`): the payment form, naming the bill by
 * its UUID; Mark paid the same bill by the outgoing statement transaction
 * that paid it (`reconciliation:auto-reconcile`, the spec's permission, and
 * `statements:read` to see the lines). The service decides again on each move.
 *
 * @example billActions({ id, status: 'APPROVED', paymentStatus: 'UNPAID', editable: false, paying: false, viewerCanApprove: false }, ['payments:create']).payPath // '/payments/create?bill=3f0c…'
 */
export function billActions(bill: ActionableBill, permissions: readonly string[]): BillActions {
  const may = (permission: string) => permissions.includes(permission);
  const unpaidApproved =
    bill.status === 'APPROVED' && bill.paymentStatus === 'UNPAID' && !bill.paying;
  const uuid = uuidOf(bill.id, 'Bill');
  return {
    submit: bill.status === 'CREATED' && may('bills:create'),
    approve: bill.status === 'SUBMITTED' && bill.viewerCanApprove,
    cancel:
      bill.status !== 'CANCELLED' &&
      (bill.editable || unpaidApproved) &&
      (may('bills:create') || may('bills:approve')),
    markPaid: unpaidApproved && may('reconciliation:auto-reconcile') && may('statements:read'),
    payPath:
      unpaidApproved && may('payments:create') && uuid ? `/payments/create?bill=${uuid}` : null,
  };
}
