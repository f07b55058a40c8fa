import DataLoader from 'dataloader';
import type { MemberResponse } from '../../../contracts/account/members.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { MembersApi } from './upstream.js';

/** The members DataLoaders: each batches the ids a request asks for into one upstream call. */
export function membersLoaders(caller: CallerIdentity, api: MembersApi) {
  return {
    /** Members and invitations of the organisation by id (needs members:read). */
    member: new DataLoader<string, MemberResponse | null>(
      async (ids) => byId(ids, await api.membersByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
