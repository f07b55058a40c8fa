import type { CreditRefundBody } from '../../../contracts/invoicing/invoice-payments.js';
import { ServiceError } from '../../kit/errors.js';
import type { OnBehalfOf, ServiceClient } from '../../kit/service-client.js';
import { paymentErrors as errors } from './errors.js';

/** An order that pays a buyer's credit back, as the invoicing service is told of it. */
type RefundOrder = { id: string; refundOf: string; amount: string; currency: string };

/**
 * A buyer's credit paid back by a payment order: the invoicing service holds
 * the credit, and reserves it for the order (named by the order's id) in the
 * transaction that makes or changes the order, before it commits; a refusal
 * there (more than the credit, a payment of another organisation) refuses the
 * order and nothing is written. The order rejected, cancelled, or failed and
 * archived, the reservation is released in the transaction that ends it.
 * Both calls go on behalf of the member who acts, as reconciliation's to
 * invoicing do; both may be asked again and change nothing the second time.
 */
export class CreditRefunds {
  constructor(private readonly invoicing: ServiceClient | undefined) {}

  reserve(caller: OnBehalfOf, order: RefundOrder): Promise<void> {
    const body: CreditRefundBody = { amount: order.amount, currency: order.currency };
    return this.ask(() => this.client().call(caller, { method: 'PUT', path: pathOf(order), body }));
  }

  release(caller: OnBehalfOf, order: Pick<RefundOrder, 'id' | 'refundOf'>): Promise<void> {
    return this.ask(() => this.client().call(caller, { method: 'DELETE', path: pathOf(order) }));
  }

  /** Releases what an order reserved, when it refunds a credit (an order that refunds none has nothing to release). */
  async releaseOf(caller: OnBehalfOf, order: { id: string; refund_of: string | null }) {
    if (order.refund_of) await this.release(caller, { id: order.id, refundOf: order.refund_of });
  }

  private client(): ServiceClient {
    if (!this.invoicing) throw errors.invoicingUnavailable();
    return this.invoicing;
  }

  /** Invoicing's refusals pass on as they are; anything else is "cannot be reached" (and the order's transaction rolls back). */
  private async ask(call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      throw errors.invoicingUnavailable();
    }
  }
}

const pathOf = (order: Pick<RefundOrder, 'id' | 'refundOf'>) =>
  `/invoice-payments/${encodeURIComponent(order.refundOf)}/refunds/${encodeURIComponent(order.id)}`;
