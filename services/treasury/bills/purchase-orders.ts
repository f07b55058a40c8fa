import type {
  BillMatchesResponse,
  PurchaseOrderBillingBody,
  PurchaseOrderBillingResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import { ServiceError } from '../../kit/errors.js';
import type { OnBehalfOf, ServiceClient } from '../../kit/service-client.js';
import { billErrors as errors } from './errors.js';

/**
 * The invoicing service's purchase orders, as a bill made from one asks them
 * over HTTP on the member's behalf (its token, its organisation): record what
 * the bill bills of the order under the order's lock, and release it when
 * the bill is cancelled. The invoicing service's refusals (not found, more
 * than is left to bill, forbidden) pass on as they are; anything else is
 * "cannot be reached", and nothing is changed.
 */
export class PurchaseOrderBilling {
  constructor(private readonly invoicing: ServiceClient | undefined) {}

  record(
    caller: OnBehalfOf,
    purchaseOrderId: string,
    body: PurchaseOrderBillingBody,
  ): Promise<PurchaseOrderBillingResponse> {
    return this.asking((client) =>
      client.call<PurchaseOrderBillingResponse>(caller, {
        method: 'POST',
        path: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/billings`,
        body,
      }),
    );
  }

  async release(caller: OnBehalfOf, purchaseOrderId: string, billId: string): Promise<void> {
    await this.asking((client) =>
      client.call<null>(caller, {
        method: 'POST',
        path: `/purchase-orders/${encodeURIComponent(purchaseOrderId)}/billings/${encodeURIComponent(billId)}/release`,
      }),
    );
  }

  /** The three-way match of the bills `billIds` as it stands now, in one request (the invoicing service's `bill-matches`). */
  matches(caller: OnBehalfOf, billIds: readonly string[]): Promise<BillMatchesResponse> {
    return this.asking((client) =>
      client.call<BillMatchesResponse>(caller, {
        method: 'GET',
        path: '/purchase-orders/bill-matches',
        query: { ids: billIds },
      }),
    );
  }

  private async asking<T>(call: (client: ServiceClient) => Promise<T>): Promise<T> {
    if (!this.invoicing) throw errors.purchaseOrdersUnavailable();
    try {
      return await call(this.invoicing);
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      throw errors.purchaseOrdersUnavailable();
    }
  }
}
