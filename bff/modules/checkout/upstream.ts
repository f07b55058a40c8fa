import type {
  CheckoutChargeResponse,
  CheckoutResponse,
  CheckoutStartBody,
} from '../../../contracts/invoicing/checkout.js';
import { INVOICE_LINK_TOKEN_HEADER } from '../../../contracts/invoicing/invoice-links.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The invoicing service's checkout: the link's token names the invoice, no session is sent. */
export class CheckoutApi {
  constructor(readonly client: UpstreamClient) {}

  private asBuyer(caller: CallerIdentity) {
    return { requestId: caller.requestId, clientIp: caller.clientIp };
  }

  options(caller: CallerIdentity, token: string): Promise<CheckoutResponse> {
    return this.client.call(this.asBuyer(caller), {
      method: 'GET',
      path: '/invoice-link/checkout',
      headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
    });
  }

  start(
    caller: CallerIdentity,
    token: string,
    body: CheckoutStartBody,
  ): Promise<CheckoutChargeResponse> {
    return this.client.call(this.asBuyer(caller), {
      method: 'POST',
      path: '/invoice-link/checkout',
      headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
      body,
    });
  }

  refresh(caller: CallerIdentity, token: string): Promise<CheckoutResponse> {
    return this.client.call(this.asBuyer(caller), {
      method: 'POST',
      path: '/invoice-link/checkout/refresh',
      headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
    });
  }
}
