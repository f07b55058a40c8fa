import type {
  AgedPayableAmounts,
  AgedPayableBill,
  AgedPayableRow,
  PayablesResponse,
} from '../../../contracts/treasury/payables.js';
import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** A row, its amounts or a bill of the aged payables with the currency they are in (for their Money fields). */
export type AgedPayableRowRecord = AgedPayableRow & { currency: Currency };
export type AgedPayableAmountsRecord = AgedPayableAmounts & { currency: Currency };
export type AgedPayableBillRecord = AgedPayableBill & { currency: Currency };
export type AgedPayablesByCurrencyRecord = PayablesResponse['currencies'][number];

/** The treasury service's aged payables. */
export class PayablesApi {
  constructor(readonly client: UpstreamClient) {}

  report(
    caller: CallerIdentity,
    query: { asOf?: string | undefined; includeSubmitted: boolean },
  ): Promise<PayablesResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/payables',
      query: {
        ...(query.asOf ? { asOf: query.asOf } : {}),
        includeSubmitted: String(query.includeSubmitted),
      },
    });
  }
}
