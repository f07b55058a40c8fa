import DataLoader from 'dataloader';
import type {
  CashFlowRuleListResponse,
  CategorisedLine,
} from '../../../contracts/treasury/cash-flow.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId, once } from '../module.js';
import type { CashFlowApi } from './upstream.js';

/** The cash flow's DataLoaders (need cash-analysis:read). */
export function cashFlowLoaders(caller: CallerIdentity, api: CashFlowApi) {
  return {
    /** The categories of statement transactions by id, in one upstream call per request. */
    lineCategory: new DataLoader<string, CategorisedLine | null>(
      async (ids) => byId(ids, await api.lineCategories(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** The organisation's categorisation rules, read once per request however many fields ask. */
    cashFlowRules: new DataLoader<'all', CashFlowRuleListResponse>((keys) =>
      once(keys, () => api.listRules(caller)),
    ),
  };
}
