import type { Readable } from 'node:stream';
import type {
  BulkOperationCreateBody,
  BulkOperationFinishBody,
  BulkOperationResponse,
  CurrentBulkOperationResponse,
} from '../../../contracts/account/bulk-operations.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/**
 * The account service's bulk operations: their state and their files. The
 * BFF runs their queries (runner.ts); the service keeps what they reach.
 */
export class BulkOperationsApi {
  constructor(readonly client: UpstreamClient) {}

  /**
   * Streams the operation's JSONL into the service's storage as it is
   * written (`POST /bulk-operations/{id}/file`): answers the status the
   * service gave (200 when it kept the file).
   */
  async storeFile(caller: CallerIdentity, id: string, file: Readable): Promise<number> {
    const answer = await this.client.stream(caller, {
      method: 'POST',
      path: `/bulk-operations/${id}/file`,
      headers: { 'content-type': 'application/jsonl' },
      body: file,
    });
    await answer.body.dump();
    return answer.statusCode;
  }

  /** Records an operation about to run (`POST /bulk-operations`); U-ACC-BULK-6 while one of the caller's is unfinished. */
  create(caller: CallerIdentity, body: BulkOperationCreateBody): Promise<BulkOperationResponse> {
    return this.client.call(caller, { method: 'POST', path: '/bulk-operations', body });
  }

  /** One of the caller's operations (`GET /bulk-operations/{id}`). */
  get(caller: CallerIdentity, id: string): Promise<BulkOperationResponse> {
    return this.client.call(caller, { method: 'GET', path: `/bulk-operations/${id}` });
  }

  /** The caller's latest operation, or null (`GET /bulk-operations/current`). */
  async current(caller: CallerIdentity): Promise<BulkOperationResponse | null> {
    const answer = await this.client.call<CurrentBulkOperationResponse>(caller, {
      method: 'GET',
      path: '/bulk-operations/current',
    });
    return answer.operation;
  }

  /** `POST /bulk-operations/{id}/start` or `/cancel`. */
  move(
    caller: CallerIdentity,
    id: string,
    action: 'start' | 'cancel',
  ): Promise<BulkOperationResponse> {
    return this.client.call(caller, { method: 'POST', path: `/bulk-operations/${id}/${action}` });
  }

  /** The runner's word between pages, with its count so far: the operation as it stands (`POST /bulk-operations/{id}/progress`). */
  progress(
    caller: CallerIdentity,
    id: string,
    objectCount: number,
  ): Promise<BulkOperationResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/bulk-operations/${id}/progress`,
      body: { objectCount },
    });
  }

  /** Ends an operation: completed with its count, or failed with a code (`POST /bulk-operations/{id}/finish`). */
  finish(
    caller: CallerIdentity,
    id: string,
    body: BulkOperationFinishBody,
  ): Promise<BulkOperationResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/bulk-operations/${id}/finish`,
      body,
    });
  }
}
