import { sql, type Kysely, type Transaction } from 'kysely';
import type { DocumentType } from '../../../contracts/invoicing/documents.js';
import {
  type ActivityAction,
  type ActivityDescription,
  type ActivityEntity,
  type FieldChange,
} from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { lockedTransition, movesPreparation, type Controls } from './four-eyes.js';
import type { Lifecycle, Transition } from './lifecycle.js';
import { moveChanges, recordHistory } from './revisions.js';

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
   * the lock is held only while the rows, their revisions and their activity
   * are. Asked once for every document a batch moves, in their order, so that
   * a counter is taken once for all of them; answers each one's part.
   */
  last?: (moves: readonly Move<Row, Status, Action, Message>[]) => Promise<OwnPart[]>;
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
  /**
   * The caller's organisation's documents among `ids` (sorted) under their row
   * locks, taken in id order in one statement, where the kind moves in
   * batches; without it a batch locks them one by one, in the same order.
   */
  lockMany?: (
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    ids: readonly string[],
  ) => Promise<Row[]>;
  /** The organisation's documents among `ids` as they read now, in one statement (`read` for many). */
  readMany?: (
    db: Kysely<InvoicingDatabase>,
    organizationId: string,
    ids: readonly string[],
  ) => Promise<Row[]>;
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

/** The same move asked of several documents of one kind at once (`runMove`). */
export type MovesRequest<Action extends string> = Omit<MoveRequest<Action>, 'id'> & {
  ids: readonly string[];
};

/**
 * A refusal of one document of a batch: the error its move alone answers,
 * with the index of its id in the request (`at`).
 */
export class BatchRefusal extends Error {
  constructor(
    readonly at: number,
    readonly refusal: unknown,
  ) {
    super(refusal instanceof Error ? refusal.message : String(refusal));
  }
}

/**
 * Runs one move of one document (`id`) or of each of several documents of
 * one kind (`ids`) as their lifecycle declares, all or nothing, a document
 * moved alone being a batch of one, so that both pass the very same checks:
 * before any lock the permission and the reason (and, for a move with four
 * eyes, who wrote each and the company's control, asked at most once); then
 * in one transaction the documents under their row locks, taken in id order
 * so that two batches over the same documents wait on each other rather
 * than deadlock (another organisation's, or one missing, is not found and
 * nothing moves), each one's status and four eyes and the action's own
 * checks, in the order asked; then their rows, revisions, activity, the
 * action's own side effects and events (`writeMove`). A document's refusal
 * is thrown as it is for one `id`, and for `ids` as a `BatchRefusal` naming
 * its index; an id given twice is moved once.
 */
export async function runMove<
  Row extends MovableRow<Status>,
  Status extends string,
  Action extends string,
  Message extends string,
>(
  db: Kysely<InvoicingDatabase>,
  moves: DocumentMoves<Row, Status, Action, Message>,
  request: MoveRequest<Action> | MovesRequest<Action>,
): Promise<void> {
  if ('id' in request) {
    const { id, ...rest } = request;
    try {
      await runMove(db, moves, { ...rest, ids: [id] });
    } catch (error) {
      throw error instanceof BatchRefusal ? error.refusal : error;
    }
    return;
  }
  const { auth, action } = request;
  const inOrder = [...new Set(request.ids)];
  const ids = [...inOrder].sort();
  const at = (id: string) => request.ids.indexOf(id);
  const asked = { lifecycle: moves.lifecycle, action, auth };
  const { reason, authorships } = await movesPreparation(asked, request.body, {
    unlocked: () => readAll(db, moves, auth.org, ids),
    controls: request.controls,
    ...(moves.authors && { authors: moves.authors }),
  });
  const check = moves.actions?.[action]?.check;
  await db.transaction().execute(async (trx) => {
    const locked = await lockAll(trx, moves, auth, ids);
    const when = new Date();
    const checked: Move<Row, Status, Action, Message>[] = [];
    // Checked and written in the order asked (the first refused is the first named; an approval's numbers follow it).
    for (const id of inOrder) {
      try {
        const { document, transition } = lockedTransition(
          asked,
          {
            document: locked.get(id),
            notFound: moves.notFound,
            ...(moves.authors && { authors: moves.authors }),
            ...(moves.ownWork && { ownWork: moves.ownWork }),
          },
          authorships.get(id),
        );
        const move = { trx, auth, document, transition, reason, at: when };
        await check?.(move);
        checked.push(move);
      } catch (refusal) {
        throw new BatchRefusal(at(id), refusal);
      }
    }
    try {
      await writeMove(moves, checked);
    } catch (error) {
      if (!(error instanceof BatchRefusal)) throw error;
      throw new BatchRefusal(at(checked[error.at]!.document.id), error.refusal);
    }
  });
}

/** The organisation's documents among `ids` as they read now, without a lock. */
async function readAll<Row extends MovableRow<string>>(
  db: Kysely<InvoicingDatabase>,
  moves: Pick<DocumentMoves<Row, Row['status'], string, string>, 'read' | 'readMany'>,
  organizationId: string,
  ids: readonly string[],
): Promise<Row[]> {
  if (moves.readMany) return moves.readMany(db, organizationId, ids);
  const rows: Row[] = [];
  for (const row of await Promise.all(ids.map((id) => moves.read(db, organizationId, id))))
    if (row) rows.push(row);
  return rows;
}

/** The caller's organisation's documents among `ids` (sorted) under their row locks, taken in id order, by id. */
async function lockAll<Row extends MovableRow<string>>(
  trx: Transaction<InvoicingDatabase>,
  moves: Pick<DocumentMoves<Row, Row['status'], string, string>, 'lock' | 'lockMany'>,
  auth: AccessClaims,
  ids: readonly string[],
): Promise<Map<string, Row>> {
  if (moves.lockMany)
    return new Map((await moves.lockMany(trx, auth, ids)).map((row) => [row.id, row]));
  const locked = new Map<string, Row>();
  for (const id of ids) {
    const row = await moves.lock(trx, auth, id);
    if (row) locked.set(id, row);
  }
  return locked;
}

/**
 * Writes checked moves of one action of documents the caller holds locked
 * (one move, or a batch's), in the caller's transaction: each one's own
 * operation; then their rows (status, version, actor and the action's own
 * columns), revisions and activity entries in one statement for all
 * (./revisions.ts recordHistory); each one's side effects and events (those
 * before the rows when the action takes columns `last`, asked once for all).
 * runMove calls it once the moves are checked; a move the product makes
 * inside other work (undoing the bank match that settled a payment) calls
 * it with the transition it makes.
 */
export async function writeMove<
  Row extends MovableRow<Status>,
  Status extends string,
  Action extends string,
  Message extends string,
>(
  moves: DocumentMoves<Row, Status, Action, Message>,
  moved: Move<Row, Status, Action, Message> | readonly Move<Row, Status, Action, Message>[],
): Promise<void> {
  const asked = 'trx' in moved ? [moved] : moved;
  const [first] = asked;
  if (!first) return;
  const hooks: ActionHooks<Row, Status, Action, Message> =
    moves.actions?.[first.transition.action] ?? {};
  const prepared: { move: Move<Row, Status, Action, Message>; own: OwnPart }[] = [];
  for (const [position, one] of asked.entries()) {
    const to = hooks.destination?.(one) ?? one.transition.to;
    const move = { ...one, transition: { ...one.transition, to } };
    try {
      prepared.push({ move, own: (await hooks.apply?.(move)) ?? {} });
    } catch (refusal) {
      // A batch's refusal names the document (an issue without its week's kurs pajak).
      throw 'trx' in moved ? refusal : new BatchRefusal(position, refusal);
    }
  }
  const sideEffects = async () => {
    for (const { move, own } of prepared) {
      await hooks.after?.(move);
      await moves.publish(move, own.related ?? []);
    }
  };
  if (hooks.last) await sideEffects();
  const taken = (await hooks.last?.(prepared.map(({ move }) => move))) ?? [];
  const written = prepared.map(({ move, own }, index) =>
    movedRecords(moves, move, [own, taken[index] ?? {}], (changes) =>
      moves.describe(move, changes),
    ),
  );
  await recordHistory(first.trx, {
    before: written.map((records) => records.update),
    revisions: written.map((records) => records.revision),
    activities: written.map((records) => records.activity),
  });
  if (!hooks.last) await sideEffects();
}

/**
 * What a move writes of one document: its row's update, its revision and its
 * activity entry (`describe`d with the changes), with the action's own
 * parts' columns and changes.
 */
function movedRecords(
  moves: { table: MovableTable; documentType: DocumentType & ActivityEntity },
  move: Move<MovableRow<string>, string, string, string>,
  parts: readonly OwnPart[],
  describe: (changes: readonly FieldChange[]) => ActivityDescription,
) {
  const { auth, document, transition, reason } = move;
  const { action } = transition;
  const columns = {
    ...actorColumns(action, {
      status: transition.to,
      version: document.version,
      by: auth.sub,
      at: move.at,
      reason,
    }),
    ...Object.assign({}, ...parts.map((part) => part.columns)),
  };
  const changes = moveChanges(
    { before: document.status, after: transition.to, reason },
    parts.flatMap((part) => part.changes ?? []),
  );
  const ref = {
    organizationId: auth.org,
    documentType: moves.documentType,
    documentId: document.id,
  };
  return {
    update: sql`update ${sql.table(moves.table)} set ${sql.join(
      Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    )} where id = ${document.id}`,
    revision: { document: ref, action, actorId: auth.sub, changes },
    activity: {
      actor: auth,
      organizationId: auth.org,
      entity: moves.documentType,
      entityId: document.id,
      action: ACTIVITY_ACTIONS[action] ?? 'UPDATED',
      description: describe(changes),
      changes,
    },
  };
}
