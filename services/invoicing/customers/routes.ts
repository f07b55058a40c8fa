import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CUSTOMER_REQUEST_TOKEN_HEADER,
  CustomerApproveBody,
  CustomerTermsBody,
  CustomerBatchQuery,
  CustomerBatchResponse,
  CustomerCreateBody,
  CustomerDocumentParams,
  CustomerDocumentResponse,
  CustomerEdge,
  CustomerInviteBody,
  CustomerListQuery,
  CustomerListResponse,
  CustomerReasonBody,
  CustomerRequestResponse,
  CustomerRequestSaveBody,
  CustomerResponse,
  CustomerRevisionListQuery,
  CustomerRevisionListResponse,
  CustomerUpdateBody,
  DocumentKindQuery,
  IdParams,
} from '../../../contracts/invoicing/customers.js';
import {
  acceptDocumentBodies,
  downloadRoute,
  uploadOf,
  type UploadRequest,
} from '../../kit/document-files.js';
import { created, routeDocs, type RouteSchema } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import { onBehalfOf } from '../../kit/server.js';
import { customerErrors } from './errors.js';
import type { CustomerService } from './service.js';

const doc = routeDocs('customers', 400, 401, 403, 404, 409, 410, 413, 415);

/** The link's token a buyer's request carries. */
const tokenOf = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers[CUSTOMER_REQUEST_TOKEN_HEADER];
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/** The document a request uploads, its name and its bytes (the content type parser hands them over unread). */
const documentOf = (request: UploadRequest) => uploadOf(request, customerErrors.documentType);

/** Reading customers: the list, a batch by id, one customer and its revisions. */
const customerReadRoutes: FastifyPluginAsyncTypebox<{ customers: CustomerService }> = async (
  app,
  { customers: { directory } },
) => {
  app.get(
    '/customers',
    {
      schema: doc('A page of the organisation’s customers, newest first (needs customers:read)', {
        description:
          'Filters: `stage` (INVITED: not yet approved; ACTIVE: approved), `status`, `type`, `search` (name, alias or email).',
        querystring: CustomerListQuery,
        response: { 200: CustomerListResponse },
      }),
    },
    async (request) => directory.list(request.auth, request.query),
  );

  app.get(
    '/customers/batch',
    {
      schema: doc('Customers by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: CustomerBatchQuery,
        response: { 200: CustomerBatchResponse },
      }),
    },
    async ({ auth, query }) => ({ items: await directory.findByIds(auth, query.ids) }),
  );

  app.get(
    '/customers/:id',
    { schema: doc('One customer', { params: IdParams, response: { 200: CustomerResponse } }) },
    async (request) => directory.get(request.auth, request.params.id),
  );

  app.get(
    '/customers/:id/revisions',
    {
      schema: doc('The customer’s revision history, newest first: who, when, field by field', {
        params: IdParams,
        querystring: CustomerRevisionListQuery,
        response: { 200: CustomerRevisionListResponse },
      }),
    },
    async (request) => directory.revisions(request.auth, request.params.id, request.query),
  );
};

/** Inviting buyers and keeping their records: invitations, direct creation, changes. */
const customerRecordRoutes: FastifyPluginAsyncTypebox<{ customers: CustomerService }> = async (
  app,
  { customers: { invitations: invites, records } },
) => {
  app.post(
    '/customers/invitations',
    {
      schema: doc('Invite a buyer by email (needs customers:manage)', {
        description: `The mail links to the request form, valid 7 days. One live customer (invited, waiting for review or active) per email.`,
        body: CustomerInviteBody,
        response: { 201: CustomerEdge },
      }),
    },
    async (request, reply) =>
      created(reply, invites.invite(request.auth, request.body, onBehalfOf(request))),
  );

  recordWriteRoutes(
    app,
    '/customers',
    doc,
    {
      create: {
        summary:
          'Add a buyer directly with the whole request; it waits for review (needs customers:manage)',
        body: CustomerCreateBody,
        response: CustomerEdge,
      },
      update: {
        method: 'PUT',
        summary:
          'Change a customer waiting for review or active: every field again, on its version (needs customers:manage)',
        body: CustomerUpdateBody,
        response: CustomerResponse,
      },
    },
    records,
  );

  app.post(
    '/customers/:id/invitation/resend',
    {
      schema: doc(
        'Mail an invited buyer a new link, valid 7 days; the old one stops working (needs customers:manage)',
        { params: IdParams, response: { 200: CustomerResponse } },
      ),
    },
    async (request) =>
      invites.resendInvitation(request.auth, request.params.id, onBehalfOf(request)),
  );

  app.post(
    '/customers/:id/invitation/cancel',
    {
      schema: doc('Withdraw an invitation (needs customers:manage)', {
        params: IdParams,
        response: { 200: CustomerResponse },
      }),
    },
    async (request) => invites.cancelInvitation(request.auth, request.params.id),
  );
};

/** Reviewing customers: approving or rejecting a request, deactivating a buyer. */
const customerReviewRoutes: FastifyPluginAsyncTypebox<{ customers: CustomerService }> = async (
  app,
  { customers: { review } },
) => {
  app.post(
    '/customers/:id/approve',
    {
      schema: doc('Approve a request (needs customers:approve)', {
        description:
          'Terms left out take the Orders settings’ defaults (default payment term, billing cycle and credit limit).',
        params: IdParams,
        body: CustomerApproveBody,
        response: { 200: CustomerResponse },
      }),
    },
    async (request) =>
      review.approve(request.auth, request.params.id, request.body, onBehalfOf(request)),
  );

  app.put(
    '/customers/:id/terms',
    {
      schema: doc('Change an active buyer’s terms, on its version (needs customers:approve)', {
        description:
          'The payment term, billing cycle and credit limit again, checked as approval checks them; a credit limit of null is none (orders are not checked against one). Written to the revision history (TERMS_CHANGED) and the activity log with each field’s old and new value.',
        params: IdParams,
        body: CustomerTermsBody,
        response: { 200: CustomerResponse },
      }),
    },
    async (request) => review.changeTerms(request.auth, request.params.id, request.body),
  );

  app.post(
    '/customers/:id/reject',
    {
      schema: doc('Reject a request with a reason (needs customers:approve)', {
        params: IdParams,
        body: CustomerReasonBody,
        response: { 200: CustomerResponse },
      }),
    },
    async (request) => review.reject(request.auth, request.params.id, request.body.reason),
  );

  app.post(
    '/customers/:id/deactivate',
    {
      schema: doc('Deactivate an active buyer with a reason (needs customers:approve)', {
        params: IdParams,
        body: CustomerReasonBody,
        response: { 200: CustomerResponse },
      }),
    },
    async (request) => review.deactivate(request.auth, request.params.id, request.body.reason),
  );
};

/** A customer's documents: adding one, removing one, downloading one's file. */
const customerDocumentRoutes: FastifyPluginAsyncTypebox<{ customers: CustomerService }> = async (
  app,
  { customers: { documents } },
) => {
  app.post(
    '/customers/:id/documents',
    {
      schema: doc('Add a document to a customer waiting for review (needs customers:manage)', {
        description:
          'The raw file as the body, its name in `X-File-Name` (URI-encoded): PDF, JPG or PNG judged from its content, at most 10 MB.',
        params: IdParams,
        querystring: DocumentKindQuery,
        response: { 201: CustomerDocumentResponse },
      }),
    },
    async (request, reply) =>
      created(
        reply,
        documents.addDocument(
          request.auth,
          request.params.id,
          request.query.kind,
          documentOf(request),
        ),
      ),
  );

  app.delete(
    '/customers/:id/documents/:documentId',
    {
      schema: doc('Remove a document of a customer waiting for review (needs customers:manage)', {
        params: CustomerDocumentParams,
        response: { 200: CustomerResponse },
      }),
    },
    async (request) =>
      documents.removeDocument(request.auth, request.params.id, request.params.documentId),
  );

  downloadRoute(
    app,
    '/customers/:id/documents/:documentId/file',
    doc,
    {
      summary: 'A document’s file, as an attachment (needs customers:read)',
      params: CustomerDocumentParams,
    },
    (auth, { id, documentId }) => documents.documentFile(auth, id, documentId),
  );
};

/** The organisation's side of its customers (`/customers`): invitations, review, their documents. */
export const customerRoutes: FastifyPluginAsyncTypebox<{ customers: CustomerService }> = async (
  app,
  options,
) => {
  acceptDocumentBodies(app);
  await customerReadRoutes(app, options);
  await customerRecordRoutes(app, options);
  await customerReviewRoutes(app, options);
  await customerDocumentRoutes(app, options);
};

/** The header a buyer's request carries: the invitation link's token. */
const TokenHeader = Type.Object({
  [CUSTOMER_REQUEST_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 200 })),
});

/** A route of the buyer's side: public, the link's token in its header. */
const viaToken = <Schema extends RouteSchema>(summary: string, schema: Schema) => ({
  config: { public: true },
  schema: doc(summary, { headers: TokenHeader, ...schema }),
});

/** The buyer's side (`/customer-request`): the link's token in X-Customer-Request-Token, no account, no organisation header. */
export const customerRequestRoutes: FastifyPluginAsyncTypebox<{
  customers: CustomerService;
}> = async (app, { customers: { requests } }) => {
  acceptDocumentBodies(app);

  app.get(
    '/customer-request',
    viaToken('The request an invitation link opens (the token in X-Customer-Request-Token)', {
      description:
        'An unknown, replaced, withdrawn or past link, or one whose request was approved, rejected or deactivated, answers state EXPIRED and nothing else.',
      response: { 200: CustomerRequestResponse },
    }),
    async (request) => requests.request(tokenOf(request.headers)),
  );

  app.put(
    '/customer-request',
    viaToken(
      'Save one step of the request (CUSTOMER_DATA or BILLING_ADDRESS); its fields are checked as they are saved',
      {
        body: CustomerRequestSaveBody,
        response: { 200: CustomerRequestResponse },
      },
    ),
    async (request) => requests.saveRequest(tokenOf(request.headers), request.body),
  );

  app.post(
    '/customer-request/documents',
    viaToken(
      'Upload a document of the request: PDF, JPG or PNG judged from its content, at most 10 MB',
      {
        querystring: DocumentKindQuery,
        response: { 201: CustomerDocumentResponse },
      },
    ),
    async (request, reply) =>
      created(
        reply,
        requests.addRequestDocument(
          tokenOf(request.headers),
          request.query.kind,
          documentOf(request),
        ),
      ),
  );

  app.delete(
    '/customer-request/documents/:documentId',
    viaToken('Remove a document of the request', {
      params: Type.Object({ documentId: Type.String({ format: 'uuid' }) }),
      response: { 200: CustomerRequestResponse },
    }),
    async (request) =>
      requests.removeRequestDocument(tokenOf(request.headers), request.params.documentId),
  );

  app.post(
    '/customer-request/submit',
    viaToken(
      'Send the request for review: both steps complete and every required document uploaded',
      { response: { 200: CustomerRequestResponse } },
    ),
    async (request) => requests.submitRequest(tokenOf(request.headers)),
  );
};
