import DataLoader from 'dataloader';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { SessionApi, MeRecord } from './upstream.js';

/** The session DataLoaders: each batches the ids a request asks for into one upstream call. */
export function sessionLoaders(caller: CallerIdentity, api: SessionApi) {
  return {
    me: new DataLoader<'me', MeRecord>((keys) => once(keys, () => api.me(caller))),
  };
}
