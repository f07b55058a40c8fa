import DataLoader from 'dataloader';
import type { ApiCostSettingsResponse } from '../../../contracts/account/api-cost.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { ApiCostApi } from './upstream.js';

/** The api-cost DataLoaders. */
export function apiCostLoaders(caller: CallerIdentity, api: ApiCostApi) {
  return {
    /** The current organisation's cost buckets (needs settings:read). */
    apiCostSettings: new DataLoader<'current', ApiCostSettingsResponse>((keys) =>
      once(keys, () => api.settings(caller)),
    ),
  };
}
