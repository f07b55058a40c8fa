import type {
  CashFlowLinesQuery,
  CashFlowLinesResponse,
  CashFlowQuery,
  CashFlowResponse,
  CashFlowRuleBody,
  CashFlowRuleDraft,
  CashFlowRuleListResponse,
  CashFlowRulePreviewResponse,
  CashFlowRuleResponse,
  CashFlowRulesApplyResponse,
  CategorisedLine,
  LineCategoriesResponse,
} from '../../../contracts/treasury/cash-flow.js';
import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import {
  LONG_WORK_TIMEOUT_MS,
  type CallerIdentity,
  type UpstreamClient,
} from '../../upstream/client.js';
import { RecordCollection } from '../../upstream/collection.js';

/** The treasury service's cash flow: the report, the lines behind it and their categories, and the categorisation rules. */
export class CashFlowApi {
  /** The categorisation rules, each written, replaced and deleted whole. */
  readonly rules: RecordCollection<CashFlowRuleResponse, CashFlowRuleBody>;

  constructor(readonly client: UpstreamClient) {
    this.rules = new RecordCollection(client, '/cash-flow-rules');
  }

  report(caller: CallerIdentity, query: CashFlowQuery): Promise<CashFlowResponse> {
    return this.client.call(caller, { method: 'GET', path: '/cash-flow', query });
  }

  lines(caller: CallerIdentity, query: CashFlowLinesQuery): Promise<CashFlowLinesResponse> {
    return this.client.call(caller, { method: 'GET', path: '/cash-flow/lines', query });
  }

  lineCategories(caller: CallerIdentity, ids: readonly string[]): Promise<CategorisedLine[]> {
    return this.client.items<LineCategoriesResponse>(caller, '/cash-flow/line-categories', {
      ids: [...ids],
    });
  }

  categorize(
    caller: CallerIdentity,
    id: string,
    category: string | null,
  ): Promise<CategorisedLine> {
    return this.client.call(caller, {
      method: 'PUT',
      path: `/cash-flow/lines/${encodeURIComponent(id)}/category`,
      body: { category },
    });
  }

  listRules(caller: CallerIdentity): Promise<CashFlowRuleListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/cash-flow-rules' });
  }

  reorderRules(caller: CallerIdentity, ruleIds: string[]): Promise<CashFlowRuleListResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/cash-flow-rules/order',
      body: { ruleIds },
    });
  }

  previewRule(
    caller: CallerIdentity,
    body: CashFlowRuleDraft,
  ): Promise<CashFlowRulePreviewResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/cash-flow-rules/preview',
      body,
      timeoutMs: LONG_WORK_TIMEOUT_MS,
    });
  }

  applyRules(caller: CallerIdentity): Promise<CashFlowRulesApplyResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/cash-flow-rules/apply',
      timeoutMs: LONG_WORK_TIMEOUT_MS,
    });
  }
}

/** A period of the report with the report's currency, for its Money fields. */
export type CashFlowPeriodRecord = CashFlowResponse['periods'][number] & { currency: Currency };
/** A row of the report with the report's currency, for its Money fields. */
export type CashFlowRowRecord = CashFlowResponse['inflows'][number] & { currency: Currency };
/** A page of the lines behind a figure, with the currency asked for (its total is Money). */
export type CashFlowLinePageRecord = {
  edges: CashFlowLineEdgeRecord[];
  pageInfo: CashFlowLinesResponse['pageInfo'];
  totalCount: number;
  total: string;
  currency: Currency;
};
/** A line of that page: the statement transaction as the statements module answers it. */
export type CashFlowLineEdgeRecord = {
  cursor: string;
  node: CashFlowLinesResponse['items'][number]['node']['line'];
};
/** A line a preview shows. */
export type CashFlowPreviewLineRecord = CashFlowRulePreviewResponse['sample'][number];
