import type {
  ReconciliationRuleCreateBody,
  ReconciliationRuleListResponse,
  ReconciliationRulePreviewBody,
  ReconciliationRulePreviewResponse,
  ReconciliationRuleResponse,
  ReconciliationRuleUpdateBody,
} from '../../../contracts/treasury/reconciliation-rules.js';
import {
  LONG_WORK_TIMEOUT_MS,
  type CallerIdentity,
  type UpstreamClient,
} from '../../upstream/client.js';

/** The treasury service's matching rules. */
export class ReconciliationRulesApi {
  constructor(readonly client: UpstreamClient) {}

  listRules(caller: CallerIdentity): Promise<ReconciliationRuleListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/reconciliation-rules' });
  }

  createRule(
    caller: CallerIdentity,
    body: ReconciliationRuleCreateBody,
  ): Promise<ReconciliationRuleResponse> {
    return this.client.call(caller, { method: 'POST', path: '/reconciliation-rules', body });
  }

  updateRule(
    caller: CallerIdentity,
    id: string,
    body: ReconciliationRuleUpdateBody,
  ): Promise<ReconciliationRuleResponse> {
    return this.client.call(caller, {
      method: 'PATCH',
      path: `/reconciliation-rules/${encodeURIComponent(id)}`,
      body,
    });
  }

  deleteRule(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/reconciliation-rules/${encodeURIComponent(id)}`,
    });
  }

  reorderRules(caller: CallerIdentity, ruleIds: string[]): Promise<ReconciliationRuleListResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/reconciliation-rules/order',
      body: { ruleIds },
    });
  }

  previewRules(
    caller: CallerIdentity,
    body: ReconciliationRulePreviewBody,
  ): Promise<ReconciliationRulePreviewResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/reconciliation-rules/preview',
      body,
      timeoutMs: LONG_WORK_TIMEOUT_MS,
    });
  }
}
