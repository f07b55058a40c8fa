import { sql, type Kysely, type Transaction } from 'kysely';
import type { DocumentType } from '../../../contracts/invoicing/documents.js';
import {
  recordActivityBy,
  type ActivityAction,
  type ActivityDescription,
  type ActivityEntity,
  type FieldChange,
} from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { lockedTransition, movePreparation, type Controls } from './four-eyes.js';
import type { Lifecycle, Transition } from './lifecycle.js';
import { recordMove } from './revisions.js';

/*
 * The one runner of every document's moves (as medusa's order-change
 * processor: each action registers its own checks and operation, one
 * processor runs them). What every move does is here: the permission and
 * the reason, the row lock, the status and four-eyes checks against the
 * lifecycle, the status, version and actor columns, the revision, the
 * activity entry with the lifecycle's own message and the outbox event. A
 * document registers only what is its own, as hooks the runner calls inside
 * the move's transaction.
 */

/** A document as the runner moves it: its id, status, author and version. */
export type MovableRow<Status extends string> = {
  id: string;
  status: Status;
  created_by: string | null;
  version: number;
};

/** One move under way: the locked document, the transition it makes, the reason given, when. */
export type Move<Row, Status extends string, Action extends string, Message extends string> = {
  trx: Transaction<InvoicingDatabase>;
  auth: AccessClaims;
  document: Row;
  transition: Transition<Status, Action, Message>;
  reason: string;
  at: Date;
};

/** A move of one kind of document, by its lifecycle. */
export type MoveOf<L, Row> =
  L extends Lifecycle<infer Status, infer Action, infer Message>
    ? Move<Row, Status, Action, Message>
    : never;

/**
 * What a document's own operation adds to the move: its own columns, the
 * changes its history shows for them, and the other records it changed
 * (`related`: an invoice payment's or a credit memo's invoices), for its events.
 */
export type OwnPart = {
  columns?: Record<string, unknown>;
  changes?: FieldChange[];
  related?: readonly string[];
};

/**
 * What one action of one document does besides what every move does, each
 * inside the move's transaction: `check`, its own refusals under the lock
 * (before anything is written); `apply`, its own operation before its row
 * is written, answering its own columns besides status, version and actor;
 * `after`, its own side effects once the row is moved.
 */
export type ActionHooks<
  Row,
  Status extends string,
  Action extends string,
  Message extends string,
> = {
  check?: (move: Move<Row, Status, Action, Message>) => Promise<void> | void;
  apply?: (move: Move<Row, Status, Action, Message>) => Promise<OwnPart> | OwnPart;
  after?: (move: Move<Row, Status, Action, Message>) => Promise<void>;
  /**
   * Its own columns taken last, when taking them locks a row every other move
   * of its kind waits on (the organisation's number counter, held to the
   * commit): its side effects (`after`) and events are written before it, so
   * the lock is held only while the row, its revision and its activity are.
   */
  last?: (move: Move<Row, Status, Action, Message>) => Promise<OwnPart>;
  /**
   * The status the move ends in, when the document decides it under the lock
   * rather than its lifecycle's `to` (a sales order submitted where the Orders
   * settings need no approval opens at once, as a new order does).
   */
  destination?: (move: Move<Row, Status, Action, Message>) => Status;
};

/** The tables of the documents the runner moves. */
export type MovableTable =
  | 'sales_orders'
  | 'purchase_orders'
  | 'sales_invoices'
  | 'credit_memos'
  | 'goods_receipts'
  | 'invoice_payments';

/** A kind of document's moves, registered once: its lifecycle, its table, and its own parts. */
export type DocumentMoves<
  Row extends MovableRow<Status>,
  Status extends string,
  Action extends string,
  Message extends string,
> = {
  lifecycle: Lifecycle<Status, Action, Message>;
  documentType: DocumentType & ActivityEntity;
  table: MovableTable;
  notFound: () => Error;
  /** The organisation's document as it reads now, without a lock (four eyes' authorship). */
  read: (
    db: Kysely<InvoicingDatabase>,
    organizationId: string,
    id: string,
  ) => Promise<Row | undefined>;
  /**
   * The caller's organisation's document under its row lock, in the move's
   * transaction (and whatever the document locks first, or checks of the
   * caller before it, such as the order a goods receipt is of).
   */
  lock: (
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    id: string,
  ) => Promise<Row | undefined>;
  /** Who wrote it, for four eyes: its author by default (an invoice's submitter too). */
  authors?: (document: Row) => readonly (string | null)[];
  /** The refusal of a decision on one's own work, when the document answers its own. */
  ownWork?: () => Error;
  /**
   * The activity entry's description: the lifecycle's message with the
   * document's values (`changes`: what the move changed, such as the number
   * an approval gave it).
   */
  describe: (
    move: Move<Row, Status, Action, Message>,
    changes: readonly FieldChange[],
  ) => ActivityDescription;
  /** The outbox events of the move (`related`: the other records its own operation changed). */
  publish: (move: Move<Row, Status, Action, Message>, related: readonly string[]) => Promise<void>;
  /** Each action's own checks, columns and side effects. */
  actions?: { readonly [A in Action]?: ActionHooks<Row, Status, Action, Message> };
};

/** Registers a kind of document's moves (typed against its lifecycle). */
export const documentMoves = <
  Row extends MovableRow<Status>,
  Status extends string,
  Action extends string,
  Message extends string,
>(
  moves: DocumentMoves<Row, Status, Action, Message>,
) => moves;

/** The columns who made each move, when and why writes; the documents name them alike. */
const ACTOR_COLUMNS: Record<string, { by: string; at: string; reason?: string }> = {
  submit: { by: 'submitted_by', at: 'submitted_at' },
  approve: { by: 'approved_by', at: 'approved_at' },
  return: { by: 'returned_by', at: 'returned_at', reason: 'return_reason' },
  reject: { by: 'rejected_by', at: 'rejected_at', reason: 'rejection_reason' },
  cancel: { by: 'cancelled_by', at: 'cancelled_at', reason: 'cancellation_reason' },
  close: { by: 'closed_by', at: 'closed_at' },
};

/** The activity log's action for each move (any other, such as a submission or a closing, is UPDATED). */
const ACTIVITY_ACTIONS: Readonly<Record<string, ActivityAction>> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  cancel: 'CANCELLED',
};

/** The columns every move writes: status, version, when, and the actor's columns of its action. */
export function actorColumns(
  action: string,
  move: { status: string; version: number; by: string; at: Date; reason: string },
): Record<string, unknown> {
  const actor = ACTOR_COLUMNS[action];
  if (!actor) throw new Error(`No actor columns for the action ${action}`);
  return {
    status: move.status,
    version: move.version + 1,
    updated_at: move.at,
    [actor.by]: move.by,
    [actor.at]: move.at,
    ...(actor.reason ? { [actor.reason]: move.reason } : {}),
  };
}

/** The controls of a document none of whose moves has four eyes: never asked. */
export const noFourEyes = () => Promise.reject(new Error('This document has no four-eyes move'));

/** One move asked of the runner: who, which document, which action, with which body. */
export type MoveRequest<Action extends string> = {
  auth: AccessClaims;
  id: string;
  action: Action;
  body: { reason?: string | undefined };
  /** The company's self-approval control, asked only when a move with four eyes needs it. */
  controls: Controls;
};

/**
 * Runs one move of a document as its lifecycle declares: before any lock
 * the permission and the reason (and, for a move with four eyes, who wrote
 * it and the company's control); then in one transaction the document under
 * its row lock (another organisation's is not found), its status and four
 * eyes, the action's own checks, the row (status, version, actor, and the
 * action's own columns), the revision, the activity, the action's own side
 * effects and the events.
 */
export async function runMove<
  Row extends MovableRow<Status>,
  Status extends string,
  Action extends string,
  Message extends string,
>(
  db: Kysely<InvoicingDatabase>,
  moves: DocumentMoves<Row, Status, Action, Message>,
  request: MoveRequest<Action>,
): Promise<void> {
  const { auth, id, action } = request;
  const asked = { lifecycle: moves.lifecycle, action, auth };
  const { reason, authorship } = await movePreparation(asked, request.body, {
    unlocked: () => moves.read(db, auth.org, id),
    controls: request.controls,
    ...(moves.authors && { authors: moves.authors }),
  });
  const check = moves.actions?.[action]?.check;
  await db.transaction().execute(async (trx) => {
    const { document, transition } = lockedTransition(
      asked,
      {
        document: await moves.lock(trx, auth, id),
        notFound: moves.notFound,
        ...(moves.authors && { authors: moves.authors }),
        ...(moves.ownWork && { ownWork: moves.ownWork }),
      },
      authorship,
    );
    const move = { trx, auth, document, transition, reason, at: new Date() };
    await check?.(move);
    await writeMove(moves, move);
  });
}

/**
 * Writes a checked move of a document its caller holds locked, in the
 * caller's transaction: the action's own operation, the row (status,
 * version, actor and the action's own columns), the revision, the activity,
 * the action's own side effects and the events (those two before the row
 * when the action takes columns `last`). runMove calls it once the
 * move is checked; a move the product makes inside other work (undoing the
 * bank match that settled a payment) calls it with the transition it makes.
 */
export async function writeMove<
  Row extends MovableRow<Status>,
  Status extends string,
  Action extends string,
  Message extends string,
>(
  moves: DocumentMoves<Row, Status, Action, Message>,
  asked: Move<Row, Status, Action, Message>,
): Promise<void> {
  const hooks: ActionHooks<Row, Status, Action, Message> =
    moves.actions?.[asked.transition.action] ?? {};
  const to = hooks.destination?.(asked) ?? asked.transition.to;
  const move = { ...asked, transition: { ...asked.transition, to } };
  const { trx, auth, document, transition, reason } = move;
  const { action } = transition;
  const own = (await hooks.apply?.(move)) ?? {};
  const sideEffects = async () => {
    await hooks.after?.(move);
    await moves.publish(move, own.related ?? []);
  };
  if (hooks.last) await sideEffects();
  const taken = (await hooks.last?.(move)) ?? {};
  const columns = {
    ...actorColumns(action, {
      status: transition.to,
      version: document.version,
      by: auth.sub,
      at: move.at,
      reason,
    }),
    ...own.columns,
    ...taken.columns,
  };
  await sql`update ${sql.table(moves.table)} set ${sql.join(
    Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
  )} where id = ${document.id}`.execute(trx);
  const changes = await recordMove(
    trx,
    { organizationId: auth.org, documentType: moves.documentType, documentId: document.id },
    { action, actorId: auth.sub, before: document.status, after: transition.to, reason },
    [...(own.changes ?? []), ...(taken.changes ?? [])],
  );
  await recordActivityBy(trx, auth, {
    entity: moves.documentType,
    entityId: document.id,
    action: ACTIVITY_ACTIONS[action] ?? 'UPDATED',
    description: moves.describe(move, changes),
    changes,
  });
  if (!hooks.last) await sideEffects();
}
