import type {
  CreditMemoApplyBody,
  CreditMemoCreateBody,
  CreditMemoListQuery,
  CreditMemoListResponse,
  CreditMemoResponse,
} from '../../../contracts/invoicing/credit-memos.js';
import type { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined } from '../../upstream/pages.js';

/** The invoicing service's credit memos. */
export class CreditMemosApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: Omit<CreditMemoListQuery, 'first' | 'after'>,
  ): Promise<CreditMemoListResponse> {
    const query: CreditMemoListQuery = {
      first: orUndefined(page.first),
      after: orUndefined(page.after),
      ...filter,
    };
    return this.client.call(caller, { method: 'GET', path: '/credit-memos', query });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<CreditMemoResponse[]> {
    return this.client.items<{ items: CreditMemoResponse[] }>(caller, '/credit-memos/batch', {
      ids,
    });
  }

  revisions(caller: CallerIdentity, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/credit-memos/${encodeURIComponent(id)}/revisions`,
    });
  }

  create(caller: CallerIdentity, body: CreditMemoCreateBody): Promise<CreditMemoResponse> {
    return this.client.call(caller, { method: 'POST', path: '/credit-memos', body });
  }

  apply(
    caller: CallerIdentity,
    id: string,
    body: CreditMemoApplyBody,
  ): Promise<CreditMemoResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/credit-memos/${encodeURIComponent(id)}/apply`,
      body,
    });
  }

  /** Approves (`approve`) or rejects with a reason (`reject`) a memo waiting for approval. */
  decide(
    caller: CallerIdentity,
    id: string,
    action: 'approve' | 'reject',
    reason?: string,
  ): Promise<CreditMemoResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/credit-memos/${encodeURIComponent(id)}/${action}`,
      ...(action === 'reject' ? { body: { reason: reason ?? '' } } : {}),
    });
  }

  cancel(caller: CallerIdentity, id: string, reason: string): Promise<CreditMemoResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/credit-memos/${encodeURIComponent(id)}/cancel`,
      body: { reason },
    });
  }
}
