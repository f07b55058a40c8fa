import DataLoader from 'dataloader';
import type { RegionPathResponse } from '../../../contracts/invoicing/regions.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { UpstreamError } from '../../upstream/errors.js';
import { byId } from '../module.js';
import type { CustomerRecord, CustomersApi, RegionRecord } from './upstream.js';

/** Null for a code the dataset does not know (the service answers 404, or 400 for no code at all). */
async function unlessUnknown<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}

/** The customers DataLoaders: the ids a request asks for, in one upstream call; the regions (public, the same for everyone). */
export function customersLoaders(caller: CallerIdentity, api: CustomersApi) {
  return {
    /** The organisation's customers by id (needs customers:read). */
    customer: new DataLoader<string, CustomerRecord | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** The areas inside a parent ('' for the provinces); empty for a parent the dataset does not know. */
    regionsIn: new DataLoader<string, RegionRecord[]>((parents) =>
      Promise.all(
        parents.map(
          async (parent) => (await unlessUnknown(api.regions(caller, parent || undefined))) ?? [],
        ),
      ),
    ),
    /** An area with the areas above it, by its code: an address's ward answers its four areas in one call. */
    regionPath: new DataLoader<string, RegionPathResponse | null>((codes) =>
      Promise.all(codes.map((code) => unlessUnknown(api.regionPath(caller, code)))),
    ),
  };
}
