import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

export type ExportRecord = {
  id: string;
  kind: 'STATEMENT_TRANSACTIONS';
  status: 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  rowCount: number | null;
  fileName: string | null;
  requestedBy: string;
  createdAt: string;
  finishedAt: string | null;
};
export type ExportPageRecord = { items: { cursor: string; node: ExportRecord }[]; hasNextPage: boolean };

/** The treasury service's exports. */
export class ExportsApi {
  constructor(readonly client: UpstreamClient) {}

  /** The organisation's exports, newest first (`GET /exports`). */
  listExports(caller: CallerIdentity, page: { first: number; after?: string }): Promise<ExportPageRecord> {
    return this.client.call(caller, { method: 'GET', path: '/exports', query: page });
  }
}
