import DataLoader from 'dataloader';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { RoleResponse } from '../../../contracts/account/roles.js';
import type { RolesApi } from './upstream.js';

/** The roles DataLoaders: each batches the ids a request asks for into one upstream call. */
export function rolesLoaders(caller: CallerIdentity, api: RolesApi) {
  return {
    /** Roles of the organisation by id (needs roles:read). */
    role: new DataLoader<string, RoleResponse | null>(
      async (ids) => byId(ids, await api.rolesByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
