import type * as Rates from '../../../contracts/invoicing/tax-exchange-rates.js';
import { forwardPage } from '../../upstream/pages.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The invoicing service's kurs pajak table. */
export class TaxExchangeRatesApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: Omit<Rates.TaxExchangeRateListQuery, 'first' | 'after'>,
  ): Promise<Rates.TaxExchangeRateListResponse> {
    const query: Rates.TaxExchangeRateListQuery = { ...forwardPage(page), ...filter };
    return this.client.call(caller, { method: 'GET', path: '/tax-exchange-rates', query });
  }

  create(
    caller: CallerIdentity,
    body: Rates.TaxExchangeRateBody,
  ): Promise<Rates.TaxExchangeRateResponse> {
    return this.client.call(caller, { method: 'POST', path: '/tax-exchange-rates', body });
  }

  correct(
    caller: CallerIdentity,
    id: string,
    body: Rates.TaxExchangeRateCorrectBody,
  ): Promise<Rates.TaxExchangeRateResponse> {
    return this.client.call(caller, {
      method: 'PATCH',
      path: `/tax-exchange-rates/${encodeURIComponent(id)}`,
      body,
    });
  }

  remove(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/tax-exchange-rates/${encodeURIComponent(id)}`,
    });
  }

  import(
    caller: CallerIdentity,
    body: Rates.TaxExchangeRateImportBody,
  ): Promise<Rates.TaxExchangeRateImportResponse> {
    return this.client.call(caller, { method: 'POST', path: '/tax-exchange-rates/import', body });
  }
}
