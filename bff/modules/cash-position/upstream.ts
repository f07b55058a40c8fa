import type {
  CashPositionAccount,
  CashPositionQuery,
  CashPositionResponse,
  CashPositionTrendQuery,
  CashPositionTrendResponse,
  PositionGroup,
} from '../../../contracts/treasury/cash-position.js';
import type {
  FxRateImportBody,
  FxRateImportResponse,
  FxRateListQuery,
  FxRateListResponse,
  FxRateRecordBody,
  FxRateRecordResponse,
} from '../../../contracts/treasury/fx-rates.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';

/** A group of the position with its accounts in place of their ids: what `CashPositionGroup` resolves from. */
export type PositionGroupRecord = Omit<PositionGroup, 'accountIds'> & {
  accounts: CashPositionAccount[];
};

/** The treasury service's cash position and exchange rates. */
export class CashPositionApi {
  constructor(readonly client: UpstreamClient) {}

  position(caller: CallerIdentity, query: CashPositionQuery): Promise<CashPositionResponse> {
    return this.client.call(caller, { method: 'GET', path: '/cash-position', query });
  }

  trend(caller: CallerIdentity, query: CashPositionTrendQuery): Promise<CashPositionTrendResponse> {
    return this.client.call(caller, { method: 'GET', path: '/cash-position/trend', query });
  }

  rates(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: Omit<FxRateListQuery, 'first' | 'after'>,
  ): Promise<FxRateListResponse> {
    const query: FxRateListQuery = {
      ...forwardPage(page),
      ...filter,
    };
    return this.client.call(caller, { method: 'GET', path: '/fx-rates', query });
  }

  record(caller: CallerIdentity, body: FxRateRecordBody): Promise<FxRateRecordResponse> {
    return this.client.call(caller, { method: 'PUT', path: '/fx-rates', body });
  }

  import(caller: CallerIdentity, body: FxRateImportBody): Promise<FxRateImportResponse> {
    return this.client.call(caller, { method: 'POST', path: '/fx-rates/import', body });
  }
}
