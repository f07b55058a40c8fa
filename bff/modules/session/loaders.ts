import DataLoader from 'dataloader';
import type { MeResponse } from '../../../contracts/account/users.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { SessionApi } from './upstream.js';

/** The session DataLoaders: each batches the ids a request asks for into one upstream call. */
export function sessionLoaders(caller: CallerIdentity, api: SessionApi) {
  return {
    me: new DataLoader<'me', MeResponse>((keys) => once(keys, () => api.me(caller))),
  };
}
