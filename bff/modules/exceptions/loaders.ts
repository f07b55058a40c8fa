import DataLoader from 'dataloader';
import type { ExceptionResponse } from '../../../contracts/treasury/exceptions.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { ExceptionsApi } from './upstream.js';

/** The exceptions DataLoaders: each batches the ids a request asks for into one upstream call. */
export function exceptionsLoaders(caller: CallerIdentity, api: ExceptionsApi) {
  return {
    /** The organisation's exception tickets by id (needs exceptions:read). */
    exceptionTicket: new DataLoader<string, ExceptionResponse | null>(
      async (ids) => byId(ids, await api.exceptionsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
