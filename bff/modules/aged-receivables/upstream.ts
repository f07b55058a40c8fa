import type {
  AgedReceivableAmounts,
  AgedReceivablesResponse,
} from '../../../contracts/invoicing/aged-receivables.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The aged receivables' amounts or a buyer's row with the currency they are in (for their Money fields). */
export type AgedReceivableAmountsRecord = AgedReceivableAmounts & { currency: string };
export type AgedReceivableCustomerRecord =
  AgedReceivablesResponse['currencies'][number]['customers'][number] & { currency: string };
export type AgedReceivablesByCurrencyRecord = AgedReceivablesResponse['currencies'][number];

/** The invoicing service's aged receivables. */
export class AgedReceivablesApi {
  constructor(readonly client: UpstreamClient) {}

  report(caller: CallerIdentity, asOf: string | undefined): Promise<AgedReceivablesResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/aged-receivables',
      query: asOf ? { asOf } : {},
    });
  }
}
