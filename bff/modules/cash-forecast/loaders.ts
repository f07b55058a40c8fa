import DataLoader from 'dataloader';
import type {
  ScenarioResponse,
  SnapshotComparisonResponse,
  SnapshotResponse,
} from '../../../contracts/treasury/cash-forecast.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { CashForecastApi } from './upstream.js';

/** The cash forecast's DataLoaders: the ids a request asks for, in one upstream call each. */
export function cashForecastLoaders(caller: CallerIdentity, api: CashForecastApi) {
  return {
    /** The organisation's scenarios by id (needs cash-analysis:read). */
    cashForecastScenario: new DataLoader<string, ScenarioResponse | null>(
      async (ids) => byId(ids, await api.scenariosByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** The organisation's frozen forecasts by id (needs cash-analysis:read). */
    cashForecastSnapshot: new DataLoader<string, SnapshotResponse | null>(
      async (ids) => byId(ids, await api.snapshotsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** A frozen forecast against what happened, by its id: one computation per snapshot and request. */
    cashForecastComparison: new DataLoader<string, SnapshotComparisonResponse>(async (ids) =>
      Promise.all(ids.map((id) => api.comparison(caller, id))),
    ),
  };
}
