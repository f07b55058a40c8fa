import DataLoader from 'dataloader';
import type { ReconciliationRuleListResponse } from '../../../contracts/treasury/reconciliation-rules.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { ReconciliationRulesApi } from './upstream.js';

/** The matching rules' DataLoader: the organisation's whole set, read once per request however many fields ask (needs reconciliation:read). */
export function reconciliationRulesLoaders(caller: CallerIdentity, api: ReconciliationRulesApi) {
  return {
    reconciliationRuleSet: new DataLoader<'all', ReconciliationRuleListResponse>((keys) =>
      once(keys, () => api.listRules(caller)),
    ),
  };
}
