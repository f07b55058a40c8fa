import DataLoader from 'dataloader';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { PasskeysApi, PasskeyRecord } from './upstream.js';

/** The passkeys DataLoaders: each batches the ids a request asks for into one upstream call. */
export function passkeysLoaders(caller: CallerIdentity, api: PasskeysApi) {
  return {
    /** The viewer's own passkeys. */
    passkeys: new DataLoader<'mine', PasskeyRecord[]>((keys) => once(keys, () => api.passkeys(caller))),
  };
}
