import {
  customerErrors,
  DOCUMENTS_BY_TYPE,
  expiredCustomerRequest,
  type CustomerAddress,
  type CustomerDocumentResponse,
  type CustomerProfile,
  type CustomerRequestSaveBody,
  type CustomerType as CustomerTypeName,
} from '../../../contracts/invoicing/customers.js';
import type { PaymentDecisionRecord } from '../../../contracts/treasury/payments.js';
import type {
  BillingCycle,
  Currency,
  CustomerCreateInput,
  CustomerDocumentKind,
  CustomerRequestSaveInput,
  CustomerRequestStep,
  Resolvers,
  RegionLevel,
} from '../../__generated__/resolvers-types.js';
import { checkPageSize } from '../../connections.js';
import type { Context } from '../../context.js';
import { mayDecide, requirePermission } from '../../guards.js';
import { userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { withoutNulls, LINK_TOKEN } from '../../upstream/fields.js';
import type {
  CustomerEdgeRecord,
  CustomerRecord,
  CustomerRequestRecord,
  RegionRecord,
} from './upstream.js';
import { userOf } from '../profile/loaders.js';
import { eventUpdates } from '../../subscriptions.js';

const NOT_FOUND = userErrorOf(customerErrors.notFound, 'customerId');
/**
 * A document's id is its service id (a uuid). Anything else is asked as the
 * nil uuid, which no document has: the service then answers it in its own
 * order (the customer or the link first, then the document), exactly as a
 * missing document.
 */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const documentIdOf = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : NIL_UUID;
const LINK_EXPIRED = userErrorOf(customerErrors.invitationExpired);
const REFUSED = { customer: null, customerEdge: null } as const;

/** The input field a service error names: its own (`customerId`, `documentId`) for the not-founds, else the service's path without `profile.` (sections are the input's top level). */
const FIELD_BY_CODE: Record<string, string> = {
  [customerErrors.notFound.code]: 'customerId',
  [customerErrors.documentNotFound.code]: 'documentId',
};
const PROFILE = 'profile.';
function inputField(error: UserError): UserError {
  const field =
    FIELD_BY_CODE[error.code] ??
    (error.field?.startsWith(PROFILE) ? error.field.slice(PROFILE.length) : error.field);
  return { ...error, field: field ?? null };
}

/**
 * The profile from an input: every section the input has (all but the
 * customer's own fields) goes to the service as it is, so a new field of a
 * section, or a new section, needs no change here.
 */
function split<T extends object, Own extends string>(input: T, own: readonly Own[]) {
  const profile: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if ((own as readonly string[]).includes(key)) fields[key] = value;
    else profile[key] = value;
  }
  return { fields: fields as Pick<T, Extract<keyof T, Own>>, profile: profile as CustomerProfile };
}

const STAFF_OWN = ['type', 'name', 'email', 'phone'] as const;

function customerBody(input: CustomerCreateInput) {
  const { fields, profile } = split(input, STAFF_OWN);
  return { ...fields, profile };
}

function requestBody(
  input: Omit<CustomerRequestSaveInput, 'token' | 'step'>,
  step: 'CUSTOMER_DATA' | 'BILLING_ADDRESS',
): CustomerRequestSaveBody {
  const {
    fields: { type, ...own },
    profile,
  } = split(input, ['type', 'name', 'phone'] as const);
  return { step, ...(type ? { type } : {}), ...own, profile };
}

/** One change of a customer by staff: its answer, or the refusal with the input's field. */
async function changed(
  context: Context,
  customerId: string,
  change: (id: string) => Promise<CustomerRecord>,
) {
  const id = idOfType(customerId, 'Customer');
  if (!id) return { ...REFUSED, userErrors: [NOT_FOUND] };
  const result = await withUserErrors(() => change(id));
  if (!result.ok) return { ...REFUSED, userErrors: result.userErrors.map(inputField) };
  context.loaders.customer.prime(result.value.id, result.value);
  return { customer: result.value, customerEdge: null, userErrors: [] };
}

/** A new customer (invited or added): the customer and the edge a list adds. */
async function added(context: Context, add: () => Promise<CustomerEdgeRecord>) {
  const result = await withUserErrors(add);
  if (!result.ok) return { ...REFUSED, userErrors: result.userErrors.map(inputField) };
  context.loaders.customer.prime(result.value.node.id, result.value.node);
  return { customer: result.value.node, customerEdge: result.value, userErrors: [] };
}

/** One change made through the link, with its token. */
async function throughLink(
  token: string,
  change: (token: string) => Promise<CustomerRequestRecord>,
) {
  if (!LINK_TOKEN.test(token)) return { request: null, userErrors: [LINK_EXPIRED] };
  const result = await withUserErrors(() => change(token));
  if (!result.ok) return { request: null, userErrors: result.userErrors.map(inputField) };
  return { request: result.value, userErrors: [] };
}

/** The documents a type of customer provides, required ones first, and whether each is uploaded. */
function checklist(type: CustomerTypeName | null, documents: readonly CustomerDocumentResponse[]) {
  if (!type) return [];
  const { required, optional } = DOCUMENTS_BY_TYPE[type];
  const uploaded = new Set(documents.map((document) => document.kind));
  return [
    ...required.map((kind) => ({ kind, required: true })),
    ...optional.map((kind) => ({ kind, required: false })),
  ].map(({ kind, required: isRequired }) => ({
    kind: kind as CustomerDocumentKind,
    required: isRequired,
    uploaded: uploaded.has(kind),
  }));
}

const newestFirst = <T extends { uploadedAt: string }>(documents: readonly T[]) =>
  [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));

/**
 * A decision of the contract whose author may be unknown: the payments'
 * `PaymentDecision` resolves `by` through the user loader, which answers
 * null for an id no user has (the nil uuid).
 */
const decision = (
  made: { reason: string; by: string | null; at: string } | null,
): PaymentDecisionRecord | null => made && { ...made, by: made.by ?? NIL_UUID };

const LEVELS: RegionLevel[] = ['PROVINCE', 'REGENCY', 'DISTRICT', 'VILLAGE'];
/**
 * An address's area by its code, read from the path of the address's ward
 * (one call answers all four); one the dataset does not have still shows
 * its code.
 */
async function region(
  context: Context,
  address: CustomerAddress,
  code: string,
): Promise<RegionRecord> {
  const path = await context.loaders.regionPath.load(address.villageCode);
  const found = path && [path, ...path.parents].find((area) => area.code === code);
  return (
    found ??
    (await context.loaders.regionPath.load(code)) ?? {
      code,
      name: code,
      level: LEVELS[code.split('.').length - 1] ?? 'VILLAGE',
    }
  );
}

/** A parent's code as the dataset writes them (`31`, `31.74`, `31.74.01`); anything else has no areas inside. */
const REGION_CODE = /^\d{2}(\.\d{2}(\.\d{2})?)?$/;

/** Customers (buyers): the list and the node for staff, the request form through the link, the regions of Indonesia. */
export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_root, args, context) => {
      requirePermission(context, 'customers:read');
      checkPageSize('first', args.first);
      const { first, after, ...filters } = args;
      const page = await context.api.customers.list(
        context.caller,
        { first, after },
        withoutNulls(filters),
      );
      for (const { node } of page.items) context.loaders.customer.prime(node.id, node);
      return page;
    },
    // The buyer's: no session needed, none sent (the token names the request).
    customerRequest: async (_root, { token }, context) => {
      if (!LINK_TOKEN.test(token)) return expiredCustomerRequest();
      return context.api.customers.request(context.caller, token);
    },
    regions: async (_root, { parent }, context) => {
      if (parent !== null && parent !== undefined && !REGION_CODE.test(parent)) return [];
      return context.loaders.regionsIn.load(parent ?? '');
    },
  },
  Mutation: {
    customerInvite: async (_root, { input }, context) => {
      let language: 'en' | 'id' | undefined =
        input.language === 'ID' ? 'id' : input.language === 'EN' ? 'en' : undefined;
      // Left out, the inviting member's own language (an API key has none: the service's default).
      if (!language && context.viewer && !context.viewer.apiKeyId)
        language = (await context.loaders.me.load('me')).user.language ?? undefined;
      return added(context, () =>
        context.api.customers.invite(context.caller, {
          email: input.email,
          type: input.type,
          ...withoutNulls({ name: input.name }),
          ...(language ? { language } : {}),
        }),
      );
    },
    customerCreate: (_root, { input }, context) =>
      added(context, () => context.api.customers.create(context.caller, customerBody(input))),
    customerInvitationResend: (_root, { input }, context) =>
      changed(context, input.customerId, (id) =>
        context.api.customers.invitation(context.caller, id, 'resend'),
      ),
    customerInvitationCancel: (_root, { input }, context) =>
      changed(context, input.customerId, (id) =>
        context.api.customers.invitation(context.caller, id, 'cancel'),
      ),
    customerUpdate: (_root, { input }, context) => {
      const { customerId, version, ...customer } = input;
      return changed(context, customerId, (id) =>
        context.api.customers.update(context.caller, id, { ...customerBody(customer), version }),
      );
    },
    customerApprove: (_root, { input }, context) => {
      const { customerId, ...terms } = input;
      return changed(context, customerId, (id) =>
        context.api.customers.approve(context.caller, id, withoutNulls(terms)),
      );
    },
    customerTermsChange: (_root, { input }, context) => {
      const { customerId, ...terms } = input;
      return changed(context, customerId, (id) =>
        context.api.customers.changeTerms(context.caller, id, terms),
      );
    },
    customerReject: (_root, { input }, context) =>
      changed(context, input.customerId, (id) =>
        context.api.customers.decide(context.caller, id, 'reject', input.reason),
      ),
    customerDeactivate: (_root, { input }, context) =>
      changed(context, input.customerId, (id) =>
        context.api.customers.decide(context.caller, id, 'deactivate', input.reason),
      ),
    customerDocumentDelete: (_root, { input }, context) =>
      changed(context, input.customerId, (id) =>
        context.api.customers.deleteDocument(context.caller, id, documentIdOf(input.documentId)),
      ),
    customerRequestSave: (_root, { input }, context) => {
      const { token, step, ...values } = input;
      // Documents are uploaded one by one (POST /api/customer-request-documents): their step saves nothing else.
      if (step === 'DOCUMENTS')
        return throughLink(token, (linkToken) =>
          context.api.customers.request(context.caller, linkToken),
        );
      return throughLink(token, (linkToken) =>
        context.api.customers.saveRequest(context.caller, linkToken, requestBody(values, step)),
      );
    },
    customerRequestDocumentDelete: (_root, { input }, context) =>
      throughLink(input.token, (token) =>
        context.api.customers.deleteRequestDocument(
          context.caller,
          token,
          documentIdOf(input.documentId),
        ),
      ),
    customerRequestSubmit: (_root, { input }, context) =>
      throughLink(input.token, (token) =>
        context.api.customers.submitRequest(context.caller, token),
      ),
  },
  Subscription: {
    customerUpdated: eventUpdates('customer.changed', 'customers:read'),
  },
  CustomerUpdate: {
    customer: (event, _args, context) => context.loaders.customer.load(event.subjectId),
  },
  CustomerConnection: {
    edges: (page) => page.items,
  },
  // A request carries the state of its link; a customer's record does not.
  CustomerProfile: {
    __resolveType: (profile) => ('state' in profile ? 'CustomerRequest' : 'Customer'),
  },
  Customer: {
    id: (customer) => toGlobalId('Customer', customer.id),
    directors: (customer) => customer.directors ?? [],
    billingCycle: (customer) => customer.billingCycle as BillingCycle | null,
    creditLimit: (customer) =>
      customer.creditLimit === null
        ? null
        : { amount: customer.creditLimit, currency: customer.currency as Currency },
    documents: (customer) =>
      newestFirst(customer.documents).map((document) => ({ ...document, customerId: customer.id })),
    documentChecklist: (customer) => checklist(customer.type, customer.documents),
    approvedBy: (customer, _args, context) =>
      customer.approval ? context.loaders.user.load(customer.approval.by) : null,
    approvedAt: (customer) => customer.approval?.at ?? null,
    rejection: (customer) => decision(customer.rejection),
    deactivation: (customer) => decision(customer.deactivation),
    revisions: (customer, { first, after }, context) => {
      checkPageSize('first', first);
      return context.api.customers.revisions(context.caller, customer.id, { first, after });
    },
    createdBy: (customer, _args, context) => userOf(context, customer.createdBy),
    viewerCanApprove: (customer, _args, context) =>
      customer.status === 'REQUEST_SENT' &&
      mayDecide(context, 'customers:approve', [customer.createdBy], 'unless-self-approval'),
  },
  CustomerInvitation: {
    expired: (invitation) => Date.parse(invitation.expiresAt) <= Date.now(),
  },
  CustomerAddress: {
    province: (address, _args, context) => region(context, address, address.provinceCode),
    regency: (address, _args, context) => region(context, address, address.regencyCode),
    district: (address, _args, context) => region(context, address, address.districtCode),
    village: (address, _args, context) => region(context, address, address.villageCode),
  },
  CustomerDocument: {
    uploadedBy: (document, _args, context) => userOf(context, document.uploadedBy),
    downloadUrl: (document) => `/customer-documents/${document.customerId}/${document.id}/download`,
  },
  CustomerRevisionConnection: {
    edges: (page) => page.items,
  },
  CustomerRevision: {
    actor: (revision, _args, context) =>
      revision.actor.kind === 'STAFF' && revision.actor.userId
        ? context.loaders.user.load(revision.actor.userId)
        : null,
    byCustomer: (revision) => revision.actor.kind === 'CUSTOMER',
  },
  CustomerRequest: {
    directors: (request) => request.directors ?? [],
    completedSteps: (request) => request.completedSteps as CustomerRequestStep[],
    documents: (request) => newestFirst(request.documents),
    documentChecklist: (request) => checklist(request.type, request.documents),
  },
};
