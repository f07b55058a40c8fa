import type {
  CashForecastQuery,
  CashForecastResponse,
  ComparisonFigure,
  ForecastCategoryLine,
  ForecastFigure,
  ForecastItem,
  ForecastPeriod,
  RecurringItem,
  ScenarioBatchResponse,
  ScenarioCreateBody,
  ScenarioListResponse,
  ScenarioResponse,
  ScenarioUpdateBody,
  SnapshotBatchResponse,
  SnapshotComparisonResponse,
  SnapshotCreateBody,
  SnapshotListResponse,
  SnapshotResponse,
} from '../../../contracts/treasury/cash-forecast.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { RecordCollection } from '../../upstream/collection.js';

type Currency = CashForecastResponse['currency'];
/** A part of a forecast with the currency its amounts are in, which the contract keeps once at the top. */
type WithCurrency<T> = T & { currency: Currency };

export type ForecastPeriodRecord = WithCurrency<ForecastPeriod>;
export type ForecastLineRecord = WithCurrency<ForecastCategoryLine>;
export type ForecastFigureRecord = WithCurrency<ForecastFigure>;
export type ForecastItemRecord = WithCurrency<ForecastItem>;
export type RecurringItemRecord = WithCurrency<RecurringItem>;
export type OpeningAccountRecord = WithCurrency<
  CashForecastResponse['opening']['accounts'][number]
>;
export type ScenarioResultRecord = WithCurrency<CashForecastResponse['scenarios'][number]>;
export type AdjustmentRecord = ScenarioResponse['adjustments'][number];
export type ComparisonPeriodRecord = WithCurrency<SnapshotComparisonResponse['periods'][number]>;
export type VarianceRecord = WithCurrency<ComparisonFigure>;
export type ComparisonLineRecord = WithCurrency<SnapshotComparisonResponse['categories'][number]>;
export type ComparisonItemRecord = WithCurrency<SnapshotComparisonResponse['items'][number]>;

/** The treasury service's cash forecast, its scenarios and its frozen copies. */
export class CashForecastApi {
  /** The scenarios as records: each written, replaced and deleted whole. */
  readonly scenarioRecords: RecordCollection<
    ScenarioResponse,
    ScenarioCreateBody,
    ScenarioUpdateBody
  >;

  constructor(readonly client: UpstreamClient) {
    this.scenarioRecords = new RecordCollection(client, '/cash-forecast/scenarios');
  }

  forecast(caller: CallerIdentity, query: CashForecastQuery): Promise<CashForecastResponse> {
    const { withItems, ...rest } = query;
    return this.client.call(caller, {
      method: 'GET',
      path: '/cash-forecast',
      query: { ...rest, ...(withItems === false ? { withItems: 'false' } : {}) },
    });
  }

  scenarios(caller: CallerIdentity): Promise<ScenarioResponse[]> {
    return this.client.items<ScenarioListResponse>(caller, '/cash-forecast/scenarios');
  }

  scenariosByIds(caller: CallerIdentity, ids: readonly string[]): Promise<ScenarioResponse[]> {
    return this.client.items<ScenarioBatchResponse>(caller, '/cash-forecast/scenarios/batch', {
      ids,
    });
  }

  snapshots(caller: CallerIdentity, currency: Currency | undefined): Promise<SnapshotResponse[]> {
    return this.client.items<SnapshotListResponse>(caller, '/cash-forecast/snapshots', {
      currency,
    });
  }

  snapshotsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<SnapshotResponse[]> {
    return this.client.items<SnapshotBatchResponse>(caller, '/cash-forecast/snapshots/batch', {
      ids,
    });
  }

  createSnapshot(caller: CallerIdentity, body: SnapshotCreateBody): Promise<SnapshotResponse> {
    return this.client.call(caller, { method: 'POST', path: '/cash-forecast/snapshots', body });
  }

  deleteSnapshot(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/cash-forecast/snapshots/${encodeURIComponent(id)}`,
    });
  }

  comparison(caller: CallerIdentity, id: string): Promise<SnapshotComparisonResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/cash-forecast/snapshots/${encodeURIComponent(id)}/comparison`,
    });
  }
}
