import type {
  ExceptionBatchResponse,
  ExceptionListQuery,
  ExceptionListResponse,
  ExceptionResponse,
  ExceptionScanResponse,
  ExceptionSettingsResponse,
} from '../../../contracts/treasury/exceptions.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';

/** The list's filters, as the service's query takes them. */
export type ExceptionFilter = Omit<ExceptionListQuery, 'first' | 'after'>;

const ticketPath = (id: string, action: string) =>
  `/exceptions/${encodeURIComponent(id)}/${action}`;

/** The treasury service's exception tickets. */
export class ExceptionsApi {
  constructor(readonly client: UpstreamClient) {}

  listExceptions(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: ExceptionFilter,
  ): Promise<ExceptionListResponse> {
    const { unassigned, ...rest } = filter;
    // A query string carries text: the flag goes as `true`, or not at all.
    const query = {
      ...forwardPage(page),
      ...rest,
      unassigned: unassigned ? 'true' : undefined,
    };
    return this.client.call(caller, { method: 'GET', path: '/exceptions', query });
  }

  exceptionsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<ExceptionResponse[]> {
    return this.client.items<ExceptionBatchResponse>(caller, '/exceptions/batch', { ids });
  }

  assign(
    caller: CallerIdentity,
    id: string,
    assigneeId: string | null,
  ): Promise<ExceptionResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: ticketPath(id, 'assign'),
      body: { assigneeId },
    });
  }

  start(caller: CallerIdentity, id: string): Promise<ExceptionResponse> {
    return this.client.call(caller, { method: 'POST', path: ticketPath(id, 'start') });
  }

  resolve(caller: CallerIdentity, id: string, note: string): Promise<ExceptionResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: ticketPath(id, 'resolve'),
      body: { note },
    });
  }

  reopen(caller: CallerIdentity, id: string): Promise<ExceptionResponse> {
    return this.client.call(caller, { method: 'POST', path: ticketPath(id, 'reopen') });
  }

  scan(caller: CallerIdentity): Promise<ExceptionScanResponse> {
    return this.client.call(caller, { method: 'POST', path: '/exceptions/scan' });
  }

  settings(caller: CallerIdentity): Promise<ExceptionSettingsResponse> {
    return this.client.call(caller, { method: 'GET', path: '/exceptions/settings' });
  }

  updateSettings(
    caller: CallerIdentity,
    unmatchedAfterDays: number,
  ): Promise<ExceptionSettingsResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/exceptions/settings',
      body: { unmatchedAfterDays },
    });
  }
}
