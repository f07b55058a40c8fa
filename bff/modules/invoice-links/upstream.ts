import {
  INVOICE_LINK_TOKEN_HEADER,
  type InvoiceLinkResponse,
  type InvoiceLinkSubjectResponse,
} from '../../../contracts/invoicing/invoice-links.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The invoicing service's buyer links: the token names the invoice, no session is sent. */
export class InvoiceLinksApi {
  constructor(readonly client: UpstreamClient) {}

  view(caller: CallerIdentity, token: string): Promise<InvoiceLinkResponse> {
    return this.client.call(
      { requestId: caller.requestId, clientIp: caller.clientIp },
      { method: 'GET', path: '/invoice-link', headers: { [INVOICE_LINK_TOKEN_HEADER]: token } },
    );
  }

  /** Which invoice of which organisation the link names while valid: what to listen to for its changes. */
  subject(caller: CallerIdentity, token: string): Promise<InvoiceLinkSubjectResponse> {
    return this.client.call(
      { requestId: caller.requestId, clientIp: caller.clientIp },
      {
        method: 'GET',
        path: '/invoice-link/subject',
        headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
      },
    );
  }
}
