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
import { RecordCollection } from '../../upstream/collection.js';

/** The treasury service's matching rules. */
export class ReconciliationRulesApi {
  /** The rules, each written, changed field by field (`PATCH`) and deleted. */
  readonly rules: RecordCollection<
    ReconciliationRuleResponse,
    ReconciliationRuleCreateBody,
    ReconciliationRuleUpdateBody
  >;

  constructor(readonly client: UpstreamClient) {
    this.rules = new RecordCollection(client, '/reconciliation-rules', 'PATCH');
  }

  listRules(caller: CallerIdentity): Promise<ReconciliationRuleListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/reconciliation-rules' });
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
