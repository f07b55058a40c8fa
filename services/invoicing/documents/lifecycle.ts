import type { Lifecycle, Transition } from '../../../contracts/invoicing/lifecycles.js';
import { barredAsAuthor, type Authorship } from '../../../platform/four-eyes.js';

export type { Authorship, Lifecycle, Transition };

/*
 * The checks of a move against its document's lifecycle, which is declared
 * once in contracts/invoicing/lifecycles.ts.
 */

/** Why a move is refused: the member may not make it, the document's status does not allow it, or it is their own work. */
export type Refusal = 'FORBIDDEN' | 'STATUS' | 'OWN_WORK';

/** The transition `action` declares; throws for an action the lifecycle has not. */
export function declaredTransition<
  Status extends string,
  Action extends string,
  Message extends string,
>(
  lifecycle: Lifecycle<Status, Action, Message>,
  action: Action,
): Transition<Status, Action, Message> {
  const transition = lifecycle.transitions.find((candidate) => candidate.action === action);
  if (!transition) throw new Error(`${lifecycle.document} has no action ${action}`);
  return transition;
}

/** Whether a member holding `permissions` may make `transition` (any of its permissions will do). */
export const permits = (
  transition: { readonly permissions: readonly string[] },
  permissions: readonly string[],
) => transition.permissions.some((permission) => permissions.includes(permission));

/**
 * The transition `action` makes from `status` for a member holding
 * `permissions`, or why it is refused. A missing permission is refused
 * before the status is looked at, so that a member who may not act learns
 * nothing of the document's status; then the status; then the four-eyes
 * rule, for a move that declares it (`authorship` is required for those).
 */
export function transitionFrom<
  Status extends string,
  Action extends string,
  Message extends string,
>(
  lifecycle: Lifecycle<Status, Action, Message>,
  action: Action,
  status: Status,
  permissions: readonly string[],
  authorship?: Authorship,
): Transition<Status, Action, Message> | Refusal {
  const transition = declaredTransition(lifecycle, action);
  if (!permits(transition, permissions)) return 'FORBIDDEN';
  if (!transition.from.includes(status)) return 'STATUS';
  return barredAsAuthor(transition, authorship) ? 'OWN_WORK' : transition;
}

/**
 * The actions a member holding `permissions` may take on a document in
 * `status`: what its page offers. A decision on their own work is not
 * offered to its author (`authorship`, required when the lifecycle has such a move).
 */
export function actionsFrom<Status extends string, Action extends string, Message extends string>(
  lifecycle: Lifecycle<Status, Action, Message>,
  status: Status,
  permissions: readonly string[],
  authorship?: Authorship,
): Action[] {
  return lifecycle.transitions
    .filter(
      (transition) =>
        typeof transitionFrom(lifecycle, transition.action, status, permissions, authorship) !==
        'string',
    )
    .map((transition) => transition.action);
}
