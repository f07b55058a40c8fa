import type { DocumentType } from '../../../contracts/invoicing/documents.js';
import { barredAsAuthor, type Authorship, type FourEyes } from '../../../platform/four-eyes.js';

export type { Authorship };

/**
 * One move a document may make: the action's name, the statuses it may start
 * from, the status it ends in, the permission it needs (any of several, when
 * more than one role may do it), the activity message that records it, and
 * whether the member must say why (a rejection, a cancellation).
 */
export type Transition<Status extends string, Action extends string, Message extends string> = {
  readonly action: Action;
  readonly from: readonly Status[];
  readonly to: Status;
  readonly permissions: readonly string[];
  readonly message: Message;
  readonly reason?: 'required';
  /**
   * Four eyes: the move is a decision on someone's work, which its author
   * (and whoever submitted it) may not take: never (`always`), or only when
   * the company's self-approval control is on (`unless-self-approval`).
   */
  readonly byAnother?: FourEyes;
};

/**
 * A kind of document's lifecycle, declared once: its statuses, the ones
 * after which nothing changes, and its transitions. Every document moves the
 * same way: lock it, check the move
 * here, move it, record the activity and the revision, publish the event.
 */
export type Lifecycle<Status extends string, Action extends string, Message extends string> = {
  readonly document: DocumentType;
  readonly statuses: readonly Status[];
  readonly terminal: readonly Status[];
  readonly transitions: readonly Transition<Status, Action, Message>[];
};

/**
 * Declares a lifecycle, refusing at once (when the module loads, so in every
 * test) a transition from or to a status the lifecycle does not list, one
 * that leaves a terminal status, an action declared twice, and a transition
 * without a permission.
 */
export function defineLifecycle<
  const Status extends string,
  const Action extends string,
  const Message extends string,
>(lifecycle: Lifecycle<Status, Action, Message>): Lifecycle<Status, Action, Message> {
  const known = new Set<string>(lifecycle.statuses);
  const seen = new Set<string>();
  for (const transition of lifecycle.transitions) {
    const where = `${lifecycle.document} ${transition.action}`;
    if (seen.has(transition.action)) throw new Error(`${where}: declared twice`);
    seen.add(transition.action);
    for (const status of [...transition.from, transition.to])
      if (!known.has(status)) throw new Error(`${where}: ${status} is not one of its statuses`);
    const leaving = transition.from.filter((status) => lifecycle.terminal.includes(status));
    if (leaving.length > 0)
      throw new Error(`${where}: leaves ${leaving.join(', ')}, a terminal status`);
    if (transition.from.length === 0) throw new Error(`${where}: starts from no status`);
    if (transition.permissions.length === 0) throw new Error(`${where}: needs no permission`);
  }
  for (const status of lifecycle.terminal)
    if (!known.has(status))
      throw new Error(`${lifecycle.document}: terminal ${status} is not one of its statuses`);
  return lifecycle;
}

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
