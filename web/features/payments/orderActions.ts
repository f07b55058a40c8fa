/**
 * The bulk actions on payments and transfers (spec section 4): approve,
 * resend a failed one and export approved ones to send by hand through the
 * bank's portal (each with an authenticator code), reject and cancel (with a
 * reason), archive.
 */
export const ORDER_ACTIONS = ['APPROVE', 'RESEND', 'EXPORT', 'REJECT', 'CANCEL', 'ARCHIVE'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What deciding an action needs to know of an order. */
export type ActionableOrder = {
  readonly id: string;
  readonly status: string;
  readonly archived: boolean;
  readonly viewerCanApprove: boolean;
  /** Whether a manual export took it out of sending through the bank's API. */
  readonly exported: boolean;
};

/** Statuses an order ends in: only these may be archived. */
const FINAL_STATUSES = ['SENT', 'FAILED', 'CANCELLED', 'REJECTED'];

/** The permission action each action needs in the kind's area (reject and resend are an approver's decisions). */
export const ACTION_PERMISSION: Readonly<Record<OrderAction, 'approve' | 'cancel' | 'archive'>> = {
  APPROVE: 'approve',
  RESEND: 'approve',
  EXPORT: 'approve',
  REJECT: 'approve',
  CANCEL: 'cancel',
  ARCHIVE: 'archive',
};

/**
 * Whether an action means anything for an order as it stands: approve and
 * reject while it needs the viewer's approval (the server's
 * `viewerCanApprove`: not made by them, not approved by them yet, a role its
 * rule allows), resend once it failed, export while it waits to be sent or
 * failed (Scheduled or Failed), cancel before it is sent (Needs Approval or
 * Scheduled, or exported and waiting In Progress), archive once it has ended
 * and is not archived yet. The service decides again for each order.
 */
export function canAct(action: OrderAction, order: ActionableOrder): boolean {
  switch (action) {
    case 'APPROVE':
    case 'REJECT':
      return order.viewerCanApprove && order.status === 'NEEDS_APPROVAL';
    case 'RESEND':
      return !order.archived && order.status === 'FAILED';
    case 'EXPORT':
      return !order.archived && !order.exported && (order.status === 'SCHEDULED' || order.status === 'FAILED');
    case 'CANCEL':
      return !order.archived && (order.status === 'NEEDS_APPROVAL' || order.status === 'SCHEDULED' || (order.status === 'IN_PROGRESS' && order.exported));
    case 'ARCHIVE':
      return !order.archived && FINAL_STATUSES.includes(order.status);
  }
}

/** A userError of a bulk action's payload. */
export type ActionUserError = { readonly field?: string | null; readonly code: string; readonly message: string };

/** What deciding whether the viewer may approve their own order needs to know of it. */
export type OwnOrder = {
  readonly status: string;
  readonly viewerCanApprove: boolean;
  readonly makerId: string | null;
  readonly approverIds: readonly string[];
  readonly approverRoles: readonly string[];
};

/** The viewer as approving their own order weighs them. */
export type Approver = { readonly id: string; readonly role: string; readonly mayApprove: boolean; readonly selfApprovalAllowed: boolean };

/**
 * Whether the viewer may approve (or reject) an order: as the server's
 * `viewerCanApprove` says, or, for an order the viewer made, when the
 * company's controls allow self-approval (spec section 6: a Maker & Approver
 * then approves their own), the viewer holds the approve permission, has not
 * approved it yet and holds a role its rule allows. `viewerCanApprove` leaves
 * the maker out and self-approval to the service, which decides again.
 */
export function viewerMayApprove(order: OwnOrder, viewer: Approver): boolean {
  if (order.viewerCanApprove) return true;
  return (
    viewer.selfApprovalAllowed &&
    viewer.mayApprove &&
    order.status === 'NEEDS_APPROVAL' &&
    order.makerId === viewer.id &&
    !order.approverIds.includes(viewer.id) &&
    (order.approverRoles.length === 0 || order.approverRoles.includes(viewer.role))
  );
}

/** An order as GraphQL answers it, as `viewerMayApprove` weighs it. */
export function ownOrder(order: {
  readonly status: string;
  readonly viewerCanApprove: boolean;
  readonly approverRoles: readonly string[];
  readonly maker?: { readonly id: string } | null;
  readonly approvals: readonly { readonly approver?: { readonly id: string } | null }[];
}): OwnOrder {
  return {
    status: order.status,
    viewerCanApprove: order.viewerCanApprove,
    makerId: order.maker?.id ?? null,
    approverIds: order.approvals.flatMap((approval) => (approval.approver ? [approval.approver.id] : [])),
    approverRoles: order.approverRoles,
  };
}

/** What a bulk action's userErrors come to: each refused order's error by its id, and the errors that refuse the whole request (a wrong code, a missing reason). */
export type ActionRefusals = { refused: Map<string, ActionUserError>; whole: ActionUserError[] };

const PLACE = /^ids\.(\d+)$/;

/**
 * Maps each userError of `paymentsApprove` and the other bulk mutations back
 * to its order: the BFF names a refused order by its place in the input
 * (`ids.2` is the third id sent). Any other field (`code`, `reason`, none, or
 * a place outside the input) refuses the request as a whole.
 *
 * @example refusalsOf(['a', 'b'], [{ field: 'ids.1', code: 'U-TRSY-TRF-5', message: '…' }]).refused // Map { 'b' => { … } }
 */
export function refusalsOf(ids: readonly string[], userErrors: readonly ActionUserError[]): ActionRefusals {
  const refused = new Map<string, ActionUserError>();
  const whole: ActionUserError[] = [];
  for (const error of userErrors) {
    const place = PLACE.exec(error.field ?? '')?.[1];
    const id = place === undefined ? undefined : ids[Number(place)];
    if (id) refused.set(id, error);
    else whole.push(error);
  }
  return { refused, whole };
}
