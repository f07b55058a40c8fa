import type {
  CreditMemoApplyBody,
  CreditMemoCreateBody,
  CreditMemoDraftBody,
  CreditMemoListQuery,
  CreditMemoListResponse,
  CreditMemoResponse,
} from '../../../contracts/invoicing/credit-memos.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { ListedDocumentsApi } from '../documents/upstream.js';

/** The invoicing service's credit memos. */
export class CreditMemosApi extends ListedDocumentsApi<
  CreditMemoResponse,
  CreditMemoCreateBody,
  'submit' | 'approve' | 'reject' | 'cancel',
  CreditMemoListQuery,
  CreditMemoListResponse
> {
  constructor(client: UpstreamClient) {
    super(client, '/credit-memos');
  }

  apply(
    caller: CallerIdentity,
    id: string,
    body: CreditMemoApplyBody,
  ): Promise<CreditMemoResponse> {
    return this.client.call(caller, { method: 'POST', path: this.at(id, '/apply'), body });
  }

  /** Edits a draft memo on the version it was read at. */
  editDraft(
    caller: CallerIdentity,
    id: string,
    body: CreditMemoDraftBody,
  ): Promise<CreditMemoResponse> {
    return this.client.call(caller, { method: 'PATCH', path: this.at(id), body });
  }

  /** Submits a draft memo. */
  submit(caller: CallerIdentity, id: string): Promise<CreditMemoResponse> {
    return this.move(caller, id, 'submit');
  }

  /** Approves (`approve`) or rejects with a reason (`reject`) a memo waiting for approval. */
  decide(
    caller: CallerIdentity,
    id: string,
    action: 'approve' | 'reject',
    reason?: string,
  ): Promise<CreditMemoResponse> {
    return this.move(caller, id, action, action === 'reject' ? (reason ?? '') : undefined);
  }

  cancel(caller: CallerIdentity, id: string, reason: string): Promise<CreditMemoResponse> {
    return this.move(caller, id, 'cancel', reason);
  }
}
