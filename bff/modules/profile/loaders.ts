import DataLoader from 'dataloader';
import type { OrganizationUserResponse } from '../../../contracts/account/users.js';
import type { Context } from '../../context.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { ProfileApi } from './upstream.js';

/** The profile DataLoaders: each batches the ids a request asks for into one upstream call. */
export function profileLoaders(caller: CallerIdentity, api: ProfileApi) {
  return {
    /** Users of the organisation by id, with whether their membership is active (removed ones too, for the history they made). */
    user: new DataLoader<string, OrganizationUserResponse | null>(
      async (ids) => byId(ids, await api.usersByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}

/** The organisation's user a record names by id (its author, its approver), or null where it names none. */
export const userOf = (context: Context, id: string | null | undefined) =>
  id ? context.loaders.user.load(id) : null;
