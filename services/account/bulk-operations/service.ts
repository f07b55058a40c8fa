import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  bulkOperationErrors as definitions,
  type BulkOperationCreateBody,
  type BulkOperationFinishBody,
  type BulkOperationProgressBody,
  type BulkOperationResponse,
} from '../../../contracts/account/bulk-operations.js';
import { apiKeyOf, type AccessClaims } from '../../kit/auth.js';
import { refusingTaken } from '../../kit/database.js';
import { errorsOf } from '../../kit/errors.js';
import type { FileStorage } from '../../kit/storage.js';
import type { AccountDatabase } from '../db-types.js';
import {
  failInterruptedBulkOperations,
  findBulkOperation,
  insertBulkOperation,
  latestBulkOperation,
  moveBulkOperation,
  setWhileRunning,
  toBulkOperationResponse as toResponse,
  type BulkOwner,
} from './repository.js';

export const bulkOperationErrors = errorsOf(definitions);

/** Whose operations a caller sees and runs: a key its own, a member (signed in) theirs. */
const ownerOf = (auth: AccessClaims): BulkOwner => ({
  organizationId: auth.org,
  caller: apiKeyOf(auth) ?? `user:${auth.sub}`,
});

/**
 * Bulk operations' state and files. The BFF, which holds the schema, checks
 * the query and runs it under its caller's identity; this keeps what it
 * reaches. Each operation is its caller's alone (a key's, or a signed-in
 * member's): another caller's, in this organisation or another, is not found.
 */
export class BulkOperationService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly storage: FileStorage,
    /** Told of each operation that ends (completed, failed or canceled), after it is written. */
    private readonly onFinished: (operation: BulkOperationResponse, organizationId: string) => void,
  ) {}

  /**
   * A new operation; a second unfinished one of the same caller is refused by
   * the database (U-ACC-BULK-6), once an unfinished one whose runner went
   * silent is failed as INTERRUPTED.
   */
  async create(auth: AccessClaims, body: BulkOperationCreateBody): Promise<BulkOperationResponse> {
    await failInterruptedBulkOperations(this.db, ownerOf(auth));
    const row = await refusingTaken(
      () => insertBulkOperation(this.db, { ...ownerOf(auth), userId: auth.sub }, body),
      { bulk_operations_one_unfinished: () => bulkOperationErrors.alreadyRunning() },
    );
    return toResponse(row);
  }

  async get(auth: AccessClaims, id: string): Promise<BulkOperationResponse> {
    const row = await findBulkOperation(this.db, ownerOf(auth), id);
    if (!row) throw bulkOperationErrors.notFound();
    return toResponse(row);
  }

  async current(auth: AccessClaims): Promise<BulkOperationResponse | null> {
    const row = await latestBulkOperation(this.db, ownerOf(auth));
    return row ? toResponse(row) : null;
  }

  /** The runner begins: CREATED to RUNNING (a canceled one stays canceled, and the runner stops). */
  async start(auth: AccessClaims, id: string): Promise<BulkOperationResponse> {
    return this.move(auth, id, { from: ['CREATED'], to: 'RUNNING' });
  }

  /** The runner's word between pages: alive, with its count so far; it answers the operation, CANCELED when it should stop. */
  async progress(
    auth: AccessClaims,
    id: string,
    body: BulkOperationProgressBody,
  ): Promise<BulkOperationResponse> {
    const row = await setWhileRunning(this.db, ownerOf(auth), id, {
      object_count: body.objectCount,
      heartbeat_at: new Date(),
    });
    return row ? toResponse(row) : this.get(auth, id);
  }

  async cancel(auth: AccessClaims, id: string): Promise<BulkOperationResponse> {
    return this.move(auth, id, { from: ['CREATED', 'RUNNING'], to: 'CANCELED' });
  }

  /**
   * The runner's file, streamed into storage as it is written (never held
   * whole). Kept only while the operation runs: a file that arrives after a
   * cancel is thrown away.
   */
  async storeFile(auth: AccessClaims, id: string, body: Readable): Promise<BulkOperationResponse> {
    const owner = ownerOf(auth);
    const found = await findBulkOperation(this.db, owner, id);
    if (!found) throw bulkOperationErrors.notFound();
    if (found.status !== 'RUNNING') throw bulkOperationErrors.finished();
    const stored = await this.storage.put(`bulk-operations/${auth.org}`, body, {
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    const row = await setWhileRunning(this.db, owner, id, {
      storage_key: stored.key,
      file_size: stored.size,
    });
    if (row) return toResponse(row);
    await this.storage.delete(stored.key);
    throw bulkOperationErrors.finished();
  }

  /** The runner's end: COMPLETED once its file is stored, or FAILED with the error's code. */
  async finish(
    auth: AccessClaims,
    id: string,
    body: BulkOperationFinishBody,
  ): Promise<BulkOperationResponse> {
    if (body.status === 'COMPLETED') {
      const found = await findBulkOperation(this.db, ownerOf(auth), id);
      if (!found) throw bulkOperationErrors.notFound();
      if (!found.storage_key) throw bulkOperationErrors.finished();
    }
    return this.move(auth, id, {
      from: ['CREATED', 'RUNNING'],
      to: body.status,
      objectCount: body.objectCount,
      ...(body.status === 'FAILED' ? { errorCode: body.errorCode } : {}),
    });
  }

  /** A completed operation's JSONL file. */
  async file(auth: AccessClaims, id: string): Promise<Readable> {
    const row = await findBulkOperation(this.db, ownerOf(auth), id);
    if (!row) throw bulkOperationErrors.notFound();
    if (row.status !== 'COMPLETED' || !row.storage_key) throw bulkOperationErrors.notFound();
    return this.storage.get(row.storage_key);
  }

  private async move(
    auth: AccessClaims,
    id: string,
    move: Parameters<typeof moveBulkOperation>[3],
  ): Promise<BulkOperationResponse> {
    const owner = ownerOf(auth);
    const row = await moveBulkOperation(this.db, owner, id, move);
    if (!row) {
      if (!(await findBulkOperation(this.db, owner, id))) throw bulkOperationErrors.notFound();
      throw bulkOperationErrors.finished();
    }
    const operation = toResponse(row);
    if (row.completed_at) this.onFinished(operation, auth.org);
    return operation;
  }
}
