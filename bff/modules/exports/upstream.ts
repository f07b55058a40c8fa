import type {
  StatementExportListQuery,
  StatementExportPage,
} from '../../../contracts/treasury/statements.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The treasury service's exports. */
export class ExportsApi {
  constructor(readonly client: UpstreamClient) {}

  /** The organisation's exports, newest first (`GET /exports`). */
  listExports(
    caller: CallerIdentity,
    page: StatementExportListQuery,
  ): Promise<StatementExportPage> {
    return this.client.call(caller, { method: 'GET', path: '/exports', query: page });
  }
}
