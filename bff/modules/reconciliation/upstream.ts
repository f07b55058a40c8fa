import type {
  CandidateListQuery,
  CandidateListResponse,
  LastRunResponse,
  ProposalBatchResponse,
  ProposalCandidatesResponse,
  ProposalListQuery,
  ProposalListResponse,
  ProposalResponse,
  ReconciliationCreateBody,
  ReconciliationListQuery,
  ReconciliationListResponse,
  ReconciliationResponse,
  ReconciliationSettingsBody,
  ReconciliationSettingsResponse,
  RunBody,
  RunResponse,
} from '../../../contracts/treasury/reconciliations.js';
import type { DomainEvent } from '../../events.js';
import {
  LONG_WORK_TIMEOUT_MS,
  type CallerIdentity,
  type UpstreamClient,
} from '../../upstream/client.js';

/** An allocation as the schema shows it: with its match's currency, for its Money. */
export type AllocationRecord = ReconciliationResponse['allocations'][number] & { currency: string };

/** What `reconciliationUpdated` resolves from: the event a treasury service published on commit. */
export type ReconciliationUpdateRecord = DomainEvent;

/** The treasury service's reconciliation: matches, runs of the engine and its proposals. */
export class ReconciliationApi {
  constructor(readonly client: UpstreamClient) {}

  reconciliations(
    caller: CallerIdentity,
    query: ReconciliationListQuery,
  ): Promise<ReconciliationResponse[]> {
    return this.client.items<ReconciliationListResponse>(caller, '/reconciliations', query);
  }

  createReconciliation(
    caller: CallerIdentity,
    body: ReconciliationCreateBody,
  ): Promise<ReconciliationResponse> {
    return this.client.call(caller, { method: 'POST', path: '/reconciliations', body });
  }

  removeReconciliation(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/reconciliations/${encodeURIComponent(id)}`,
    });
  }

  run(caller: CallerIdentity, body: RunBody): Promise<RunResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/reconciliations/runs',
      body,
      timeoutMs: LONG_WORK_TIMEOUT_MS,
    });
  }

  proposals(caller: CallerIdentity, query: ProposalListQuery): Promise<ProposalListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/reconciliation-proposals', query });
  }

  proposalsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<ProposalResponse[]> {
    return this.client.items<ProposalBatchResponse>(caller, '/reconciliation-proposals/batch', {
      ids: [...ids],
    });
  }

  async proposalCandidates(
    caller: CallerIdentity,
    id: string,
    first: number | undefined,
  ): Promise<ProposalCandidatesResponse['items']> {
    const response: ProposalCandidatesResponse = await this.client.call(caller, {
      method: 'GET',
      path: `/reconciliation-proposals/${encodeURIComponent(id)}/candidates`,
      query: first === undefined ? {} : { first },
    });
    return response.items;
  }

  /** The items a statement transaction could be matched with by hand, a page at a time. */
  reconcilableItems(
    caller: CallerIdentity,
    query: CandidateListQuery,
  ): Promise<CandidateListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/reconcilable-items', query });
  }

  lastRun(caller: CallerIdentity): Promise<LastRunResponse> {
    return this.client.call(caller, { method: 'GET', path: '/reconciliations/runs/latest' });
  }

  settings(caller: CallerIdentity): Promise<ReconciliationSettingsResponse> {
    return this.client.call(caller, { method: 'GET', path: '/reconciliation-settings' });
  }

  updateSettings(
    caller: CallerIdentity,
    body: ReconciliationSettingsBody,
  ): Promise<ReconciliationSettingsResponse> {
    return this.client.call(caller, { method: 'PUT', path: '/reconciliation-settings', body });
  }

  acceptProposal(caller: CallerIdentity, id: string): Promise<ReconciliationResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/reconciliation-proposals/${encodeURIComponent(id)}/accept`,
    });
  }

  rejectProposal(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/reconciliation-proposals/${encodeURIComponent(id)}/reject`,
    });
  }
}
