import {
  CUSTOMER_REQUEST_TOKEN_HEADER,
  type CustomerApproveBody,
  type CustomerTermsBody,
  type CustomerBatchResponse,
  type CustomerCreateBody,
  type CustomerDocumentResponse,
  type CustomerEdge,
  type CustomerInviteBody,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerProfile,
  type CustomerRequestResponse,
  type CustomerRequestSaveBody,
  type CustomerResponse,
  type CustomerRevisionListResponse,
  type CustomerUpdateBody,
} from '../../../contracts/invoicing/customers.js';
import type {
  RegionListResponse,
  RegionPathResponse,
  RegionResponse,
} from '../../../contracts/invoicing/regions.js';
import type { CallerIdentity, UpstreamClient, UpstreamRequest } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';

/**
 * A customer as the GraphQL type reads it: the service's answer with the
 * profile's sections beside its own fields, so that every section (and every
 * field of one) resolves by name, without a resolver of its own.
 */
export type CustomerRecord = CustomerResponse & CustomerProfile;
/** The buyer's request, flattened the same way. */
export type CustomerRequestRecord = CustomerRequestResponse & CustomerProfile;
/** A document with the customer it belongs to, for its download link. */
export type CustomerDocumentRecord = CustomerDocumentResponse & { customerId: string };
export type CustomerInvitationRecord = NonNullable<CustomerResponse['invitation']>;
export type CustomerRevisionEdgeRecord = CustomerRevisionListResponse['items'][number];
export type CustomerRevisionRecord = CustomerRevisionEdgeRecord['node'];
export type CustomerListRecord = Omit<CustomerListResponse, 'items'> & {
  items: { cursor: string; node: CustomerRecord }[];
};
export type CustomerEdgeRecord = { cursor: string; node: CustomerRecord };
export type RegionRecord = RegionResponse;

/** The list's filters, as the service's query takes them. */
export type CustomerFilter = Omit<CustomerListQuery, 'first' | 'after'>;

export const flatCustomer = (customer: CustomerResponse): CustomerRecord => ({
  ...customer.profile,
  ...customer,
});
const flatEdge = (edge: CustomerEdge): CustomerEdgeRecord => ({
  cursor: edge.cursor,
  node: flatCustomer(edge.node),
});
const flatRequest = (request: CustomerRequestResponse): CustomerRequestRecord => ({
  ...request.profile,
  ...request,
});

const customerPath = (id: string, rest = '') => `/customers/${encodeURIComponent(id)}${rest}`;

/**
 * The buyer's calls carry the link's token and nothing of a session: a
 * member who opens a buyer's link is the buyer there, and no organisation is
 * named (the token names it).
 */
const buyer = (caller: CallerIdentity): CallerIdentity => ({
  requestId: caller.requestId,
  clientIp: caller.clientIp,
});
const tokenHeader = (token: string) => ({ [CUSTOMER_REQUEST_TOKEN_HEADER]: token });

/** The invoicing service's customers, the buyer's request form and the regions of Indonesia. */
export class CustomersApi {
  constructor(readonly client: UpstreamClient) {}

  /** A call on one customer that answers it: the record, flattened for the schema. */
  private async customer(
    caller: CallerIdentity,
    request: UpstreamRequest,
  ): Promise<CustomerRecord> {
    return flatCustomer(await this.client.call<CustomerResponse>(caller, request));
  }

  async list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: CustomerFilter,
  ): Promise<CustomerListRecord> {
    const query: CustomerListQuery = {
      ...forwardPage(page),
      ...filter,
    };
    const answer = await this.client.call<CustomerListResponse>(caller, {
      method: 'GET',
      path: '/customers',
      query,
    });
    return { ...answer, items: answer.items.map(flatEdge) };
  }

  async byIds(caller: CallerIdentity, ids: readonly string[]): Promise<CustomerRecord[]> {
    return (
      await this.client.items<CustomerBatchResponse>(caller, '/customers/batch', { ids })
    ).map(flatCustomer);
  }

  async invite(caller: CallerIdentity, body: CustomerInviteBody): Promise<CustomerEdgeRecord> {
    return flatEdge(
      await this.client.call<CustomerEdge>(caller, {
        method: 'POST',
        path: '/customers/invitations',
        body,
      }),
    );
  }

  async create(caller: CallerIdentity, body: CustomerCreateBody): Promise<CustomerEdgeRecord> {
    return flatEdge(
      await this.client.call<CustomerEdge>(caller, { method: 'POST', path: '/customers', body }),
    );
  }

  update(caller: CallerIdentity, id: string, body: CustomerUpdateBody): Promise<CustomerRecord> {
    return this.customer(caller, {
      method: 'PUT',
      path: customerPath(id),
      body,
    });
  }

  /** The moves of a customer without a body of their own: resending or withdrawing the invitation. */
  invitation(
    caller: CallerIdentity,
    id: string,
    action: 'resend' | 'cancel',
  ): Promise<CustomerRecord> {
    return this.customer(caller, {
      method: 'POST',
      path: customerPath(id, `/invitation/${action}`),
    });
  }

  approve(caller: CallerIdentity, id: string, body: CustomerApproveBody): Promise<CustomerRecord> {
    return this.customer(caller, {
      method: 'POST',
      path: customerPath(id, '/approve'),
      body,
    });
  }

  changeTerms(
    caller: CallerIdentity,
    id: string,
    body: CustomerTermsBody,
  ): Promise<CustomerRecord> {
    return this.customer(caller, { method: 'PUT', path: customerPath(id, '/terms'), body });
  }

  decide(
    caller: CallerIdentity,
    id: string,
    action: 'reject' | 'deactivate',
    reason: string,
  ): Promise<CustomerRecord> {
    return this.customer(caller, {
      method: 'POST',
      path: customerPath(id, `/${action}`),
      body: { reason },
    });
  }

  deleteDocument(caller: CallerIdentity, id: string, documentId: string): Promise<CustomerRecord> {
    return this.customer(caller, {
      method: 'DELETE',
      path: customerPath(id, `/documents/${encodeURIComponent(documentId)}`),
    });
  }

  revisions(
    caller: CallerIdentity,
    id: string,
    page: { first?: number | null; after?: string | null },
  ): Promise<CustomerRevisionListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: customerPath(id, '/revisions'),
      query: forwardPage(page),
    });
  }

  async request(caller: CallerIdentity, token: string): Promise<CustomerRequestRecord> {
    return flatRequest(
      await this.client.call<CustomerRequestResponse>(buyer(caller), {
        method: 'GET',
        path: '/customer-request',
        headers: tokenHeader(token),
      }),
    );
  }

  async saveRequest(
    caller: CallerIdentity,
    token: string,
    body: CustomerRequestSaveBody,
  ): Promise<CustomerRequestRecord> {
    return flatRequest(
      await this.client.call<CustomerRequestResponse>(buyer(caller), {
        method: 'PUT',
        path: '/customer-request',
        headers: tokenHeader(token),
        body,
      }),
    );
  }

  async deleteRequestDocument(
    caller: CallerIdentity,
    token: string,
    documentId: string,
  ): Promise<CustomerRequestRecord> {
    const path = `/customer-request/documents/${encodeURIComponent(documentId)}`;
    return flatRequest(
      await this.client.call<CustomerRequestResponse>(buyer(caller), {
        method: 'DELETE',
        path,
        headers: tokenHeader(token),
      }),
    );
  }

  async submitRequest(caller: CallerIdentity, token: string): Promise<CustomerRequestRecord> {
    return flatRequest(
      await this.client.call<CustomerRequestResponse>(buyer(caller), {
        method: 'POST',
        path: '/customer-request/submit',
        headers: tokenHeader(token),
      }),
    );
  }

  /** The provinces, or the areas directly inside `parent` (public: no session is sent). */
  regions(caller: CallerIdentity, parent: string | undefined): Promise<RegionRecord[]> {
    return this.client.items<RegionListResponse>(buyer(caller), '/regions', { parent });
  }

  /** One area with the areas above it, from its province down (public). */
  regionPath(caller: CallerIdentity, code: string): Promise<RegionPathResponse> {
    return this.client.call(buyer(caller), {
      method: 'GET',
      path: `/regions/${encodeURIComponent(code)}`,
    });
  }
}
