import type { StatementExportListQuery, StatementExportPage, StatementExportResponse } from '../../../contracts/treasury/statements.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** An export as the treasury service answers it (contracts/treasury/statements.ts). */
export type ExportRecord = StatementExportResponse;
export type ExportPageRecord = StatementExportPage;

/** The treasury service's exports. */
export class ExportsApi {
  constructor(readonly client: UpstreamClient) {}

  /** The organisation's exports, newest first (`GET /exports`). */
  listExports(caller: CallerIdentity, page: StatementExportListQuery): Promise<StatementExportPage> {
    return this.client.call(caller, { method: 'GET', path: '/exports', query: page });
  }
}
