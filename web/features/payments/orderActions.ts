/**
 * The bulk actions on payments and transfers (spec section 4): approve,
 * resend a failed one and export approved ones to send by hand through the
 * bank's portal (each with an authenticator code), reject and cancel (with a
 * reason), archive.
 */
export const ORDER_ACTIONS = [
  'APPROVE',
  'RESEND',
  'EXPORT',
  'REJECT',
  'CANCEL',
  'ARCHIVE',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What deciding an action needs to know of an order. */
export type ActionableOrder = {
  readonly id: string;
  readonly status: string;
  readonly archived: boolean;
  readonly viewerCanApprove: boolean;
  /** The version shown, which approving it sends (a newer one is refused). */
  readonly version: number;
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
 * `viewerCanApprove`, decided by the treasury's own approval rule: not made
 * or changed by them unless the company lets makers approve their own, not
 * approved by them yet, a role its rule allows), resend once it failed, export while it waits to be sent or
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
      return (
        !order.archived &&
        !order.exported &&
        (order.status === 'SCHEDULED' || order.status === 'FAILED')
      );
    case 'CANCEL':
      return (
        !order.archived &&
        (order.status === 'NEEDS_APPROVAL' ||
          order.status === 'SCHEDULED' ||
          (order.status === 'IN_PROGRESS' && order.exported))
      );
    case 'ARCHIVE':
      return !order.archived && FINAL_STATUSES.includes(order.status);
  }
}

/** A userError of a bulk action's payload. */
export type ActionUserError = {
  readonly field?: string | null;
  readonly code: string;
  readonly message: string;
};

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
export function refusalsOf(
  ids: readonly string[],
  userErrors: readonly ActionUserError[],
): ActionRefusals {
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
