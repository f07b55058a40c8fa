import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import {
  BULK_HEARTBEAT_LIMIT_SECONDS,
  BULK_INTERRUPTED,
  type BulkOperationResponse,
  type BulkOperationStatus,
} from '../../../contracts/account/bulk-operations.js';
import type { AccountDatabase, BulkOperations } from '../db-types.js';

type Db = Kysely<AccountDatabase>;
type Row = Selectable<BulkOperations>;

/** Whose an operation is: its organisation and its caller (an API key's id, or the member's). */
export type BulkOwner = { organizationId: string; caller: string };

const UNFINISHED: readonly BulkOperationStatus[] = ['CREATED', 'RUNNING'];

export const toBulkOperationResponse = (row: Row): BulkOperationResponse => ({
  id: row.id,
  status: row.status,
  query: row.query,
  rootField: row.root_field,
  objectCount: String(row.object_count),
  fileSize: row.file_size === null ? null : String(row.file_size),
  errorCode: row.error_code,
  createdAt: row.created_at.toISOString(),
  completedAt: row.completed_at?.toISOString() ?? null,
});

/** A new operation, CREATED; the unique index `bulk_operations_one_unfinished` refuses a second unfinished one. */
export function insertBulkOperation(
  db: Db,
  owner: BulkOwner & { userId: string },
  query: { query: string; rootField: string },
): Promise<Row> {
  return db
    .insertInto('bulk_operations')
    .values({
      organization_id: owner.organizationId,
      caller: owner.caller,
      user_id: owner.userId,
      query: query.query,
      root_field: query.rootField,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The caller's operation `id`, or undefined for one of another caller or organisation. */
export function findBulkOperation(db: Db, owner: BulkOwner, id: string): Promise<Row | undefined> {
  return db
    .selectFrom('bulk_operations')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', owner.organizationId)
    .where('caller', '=', owner.caller)
    .executeTakeFirst();
}

/** The caller's latest operation, as Shopify's `currentBulkOperation`. */
export function latestBulkOperation(db: Db, owner: BulkOwner): Promise<Row | undefined> {
  return db
    .selectFrom('bulk_operations')
    .selectAll()
    .where('organization_id', '=', owner.organizationId)
    .where('caller', '=', owner.caller)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Moves the caller's operation from one of `from` to `to` in one statement
 * (so a cancel and the runner's finish never both win), with what the move
 * sets; undefined when it stood elsewhere or is not the caller's.
 */
export function moveBulkOperation(
  db: Db,
  owner: BulkOwner,
  id: string,
  move: {
    from: readonly BulkOperationStatus[];
    to: BulkOperationStatus;
    objectCount?: number;
    errorCode?: string;
    file?: { key: string; size: number };
  },
): Promise<Row | undefined> {
  const finished = !UNFINISHED.includes(move.to);
  return db
    .updateTable('bulk_operations')
    .set({
      status: move.to,
      ...(move.objectCount === undefined ? {} : { object_count: move.objectCount }),
      ...(move.errorCode === undefined ? {} : { error_code: move.errorCode }),
      ...(move.file ? { storage_key: move.file.key, file_size: move.file.size } : {}),
      ...(finished ? { completed_at: new Date() } : {}),
    })
    .where('id', '=', id)
    .where('organization_id', '=', owner.organizationId)
    .where('caller', '=', owner.caller)
    .where('status', 'in', move.from)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Sets `values` on the caller's operation while it runs: its stored file
 * (key and size) before the runner completes it, or the runner's heartbeat
 * and count so far. Undefined once it no longer runs (canceled meanwhile).
 */
export function setWhileRunning(
  db: Db,
  owner: BulkOwner,
  id: string,
  values: Pick<
    Updateable<BulkOperations>,
    'storage_key' | 'file_size' | 'object_count' | 'heartbeat_at'
  >,
): Promise<Row | undefined> {
  return db
    .updateTable('bulk_operations')
    .set(values)
    .where('id', '=', id)
    .where('organization_id', '=', owner.organizationId)
    .where('caller', '=', owner.caller)
    .where('status', '=', 'RUNNING')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Fails the caller's unfinished operation whose runner has been silent for
 * longer than the limit (its BFF instance stopped): it would otherwise hold
 * the one unfinished place of its caller for ever.
 */
export async function failInterruptedBulkOperations(db: Db, owner: BulkOwner): Promise<void> {
  await db
    .updateTable('bulk_operations')
    .set({ status: 'FAILED', error_code: BULK_INTERRUPTED, completed_at: new Date() })
    .where('organization_id', '=', owner.organizationId)
    .where('caller', '=', owner.caller)
    .where('status', 'in', UNFINISHED)
    .where(
      'heartbeat_at',
      '<',
      sql<Date>`now() - make_interval(secs => ${BULK_HEARTBEAT_LIMIT_SECONDS})`,
    )
    .execute();
}
