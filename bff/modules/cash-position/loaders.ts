import DataLoader from 'dataloader';
import type { CashPositionResponse } from '../../../contracts/treasury/cash-position.js';
import type { CallerIdentity } from '../../upstream/client.js';
import type { CashPositionApi } from './upstream.js';

/** The cash position DataLoaders: one upstream call per day asked for in a request (`''` for today), however many fields ask. */
export function cashPositionLoaders(caller: CallerIdentity, api: CashPositionApi) {
  return {
    /** The position as of a day (needs cash-analysis:read). */
    cashPosition: new DataLoader<string, CashPositionResponse>((dates) =>
      Promise.all(dates.map((date) => api.position(caller, date ? { date } : {}))),
    ),
  };
}
