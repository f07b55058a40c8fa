import DataLoader from 'dataloader';
import type { PasskeyResponse } from '../../../contracts/account/passkeys.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { PasskeysApi } from './upstream.js';

/** The passkeys DataLoaders: each batches the ids a request asks for into one upstream call. */
export function passkeysLoaders(caller: CallerIdentity, api: PasskeysApi) {
  return {
    /** The viewer's own passkeys. */
    passkeys: new DataLoader<'mine', PasskeyResponse[]>((keys) =>
      once(keys, () => api.passkeys(caller)),
    ),
  };
}
