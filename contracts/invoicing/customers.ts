import { Type, type Static, type TSchema } from 'typebox';
import { BILLING_CYCLES } from '../account/organizations.js';
import { defineErrors } from '../common/errors.js';
import {
  AmountString,
  BatchIdsQuery,
  BatchOf,
  EdgeOf,
  LanguageOf,
  ListPageOf,
  Nullable,
  ReasonBody,
  SyncPageQuery,
} from '../common/schemas.js';
import { money, type ActivityMoney, areaActivity } from '../common/activity-text.js';
import { LiteralUnion } from '../common/literal-union.js';
import {
  CUSTOMER_DOCUMENT_KINDS,
  CUSTOMER_REQUEST_STEPS,
  CUSTOMER_REVISION_ACTIONS,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  type CustomerRequestStep,
} from './customer-values.js';

export { IdParams } from '../common/schemas.js';
export { CUSTOMER_DOCUMENT_KINDS, CUSTOMER_REVISION_ACTIONS, CUSTOMER_STATUSES, CUSTOMER_TYPES };
export { DOCUMENTS_BY_TYPE, STAGE_STATUSES } from './customer-values.js';

/**
 * Customers (buyers) of the invoicing service (spec, Customer): a supplier
 * invites a buyer by email; the buyer fills the request form from the link
 * (customer data, billing address, documents) and sends it; staff review it
 * and approve it with payment terms, a billing cycle and a credit limit, or
 * reject it with a reason; an active buyer can be deactivated with a reason.
 * Staff may also add a buyer directly, which goes to review the same way.
 *
 * What the buyer says about themself is the customer's `profile`: sections of
 * fields declared once here (`CustomerProfile`), checked by the service field
 * by field, kept as one JSON document, compared field by field for the
 * revision history. A new field is a line here, in the GraphQL type and input,
 * in the web's field list and in the two catalogues.
 */
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const CustomerType = LiteralUnion(CUSTOMER_TYPES, {
  description:
    'INDIVIDUAL (a person), INDIVIDUAL_B2B (a person trading as a business, with an NIB), COMPANY.',
});

/**
 * INVITED (the link is out; EXPIRED once it is past its date), CANCELLED (the
 * invitation was withdrawn), REQUEST_SENT (sent by the buyer or added by
 * staff: waiting for review), ACTIVE (approved), REJECTED (with a reason),
 * DEACTIVATED (was active; with a reason).
 */
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CustomerStatus = LiteralUnion(CUSTOMER_STATUSES);

/** The list's two filters (spec: invited and active): everything before approval, and approved buyers (active or deactivated). */
export const CustomerStage = Type.Union([Type.Literal('INVITED'), Type.Literal('ACTIVE')]);
export type CustomerStage = Static<typeof CustomerStage>;

export const TAX_STATUSES = ['PKP', 'NON_PKP'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

export { BILLING_CYCLES };
export type { BillingCycle } from '../account/organizations.js';

/** How long an invitation link is valid, as for team invitations. */
export const CUSTOMER_INVITATION_DAYS = 7;
/** The largest document accepted, checked while it streams in. */
export const CUSTOMER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Members of the board of directors a company may list. */
export const DIRECTORS_MAX = 10;

/**
 * The spec's customer documents and who needs them: `required` by type; any
 * other document of the list may be added (the spec's optional ones: the bank
 * statement and the individual tax number).
 */
export type CustomerDocumentKind = (typeof CUSTOMER_DOCUMENT_KINDS)[number];
export const CustomerDocumentKind = LiteralUnion(CUSTOMER_DOCUMENT_KINDS);

/** The content types a document may have, judged from its first bytes (spec: PDF, JPG or PNG). */
export const CUSTOMER_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });
const OptionalText = (maxLength: number, description?: string) =>
  Type.Optional(Nullable(Text(maxLength, description)));
const Section = <T extends Record<string, TSchema>>(fields: T, description: string) =>
  Type.Optional(Nullable(Type.Object(fields, { additionalProperties: false, description })));

/**
 * An address chosen from the regional dataset (regions.ts): the codes of the
 * province, city/regency, district and ward (kelurahan/desa), each inside the
 * one above, and the postal code as typed (the dataset has none).
 */
export const CustomerAddress = Type.Object(
  {
    street1: Text(200, 'Street, building and number.'),
    street2: OptionalText(200),
    provinceCode: Text(2, 'Kemendagri code, e.g. 31.'),
    regencyCode: Text(5, 'e.g. 31.74.'),
    districtCode: Text(8, 'e.g. 31.74.01.'),
    villageCode: Text(13, 'e.g. 31.74.01.1001.'),
    postalCode: Text(5, 'Five digits.'),
  },
  { additionalProperties: false },
);
export type CustomerAddress = Static<typeof CustomerAddress>;

/** Everything the buyer (or staff) says about the customer, by section. Each field may be missing while a request is a draft. */
export const CustomerProfile = Type.Object(
  {
    business: Section(
      {
        alias: OptionalText(100, 'The name the buyer trades under.'),
        industry: OptionalText(100),
        website: OptionalText(200, 'The business’s website, e.g. https://sinarjaya.co.id.'),
        employeeCount: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10_000_000 }))),
        nib: OptionalText(
          20,
          'NIB (Nomor Induk Berusaha), 13 digits: required for COMPANY and INDIVIDUAL_B2B.',
        ),
      },
      'The business (customer data).',
    ),
    owner: Section(
      {
        nik: OptionalText(
          20,
          'NIK, 16 digits: required for INDIVIDUAL and INDIVIDUAL_B2B (the person), and for a COMPANY’s PIC.',
        ),
        picName: OptionalText(200, 'The person in charge (PIC): for a COMPANY required.'),
        picEmail: OptionalText(200),
        picPhone: OptionalText(20, '+62 and 8 to 13 digits.'),
      },
      'The owner or person in charge.',
    ),
    tax: Section(
      {
        taxStatus: Type.Optional(
          Nullable(
            LiteralUnion(TAX_STATUSES, {
              description: 'PKP (a VAT-registered business) or NON_PKP.',
            }),
          ),
        ),
        taxNumber: OptionalText(
          25,
          'NPWP: 15 digits, or 16 (for a person, the NIK). Required for COMPANY and INDIVIDUAL_B2B.',
        ),
      },
      'Tax status and number.',
    ),
    directors: Type.Optional(
      Nullable(
        Type.Array(
          Type.Object(
            { name: Text(200), contact: Text(200, 'A phone number (+62) or an email address.') },
            { additionalProperties: false },
          ),
          {
            maxItems: DIRECTORS_MAX,
            description: 'The board of directors (COMPANY): at least one.',
          },
        ),
      ),
    ),
    finance: Section(
      {
        bankName: OptionalText(100),
        accountNumber: OptionalText(34, 'Digits only, 5 to 34.'),
        accountName: OptionalText(200),
        branchName: OptionalText(100),
      },
      'The account the buyer pays from (financial).',
    ),
    invoiceDelivery: Section(
      {
        hardCopyRequired: Type.Optional(
          Nullable(
            Type.Boolean({ description: 'Whether invoices must also be delivered on paper.' }),
          ),
        ),
        financeContactName: OptionalText(200),
        financeContactEmail: OptionalText(200, 'Where invoices are sent.'),
        invoiceLanguage: Type.Optional(
          Nullable(
            Type.Union([Type.Literal('EN'), Type.Literal('ID')], {
              description:
                'The language invoices are mailed in, with their PDF: EN or ID; the language of the invitation, or both, when none.',
            }),
          ),
        ),
      },
      'Invoice delivery.',
    ),
    address: Type.Optional(Nullable(CustomerAddress)),
    billingAddressSameAsRegistered: Type.Optional(Nullable(Type.Boolean())),
    billingAddress: Type.Optional(Nullable(CustomerAddress)),
  },
  { additionalProperties: false },
);
export type CustomerProfile = Static<typeof CustomerProfile>;

export const CustomerDocumentResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: CustomerDocumentKind,
  fileName: Type.String(),
  contentType: Type.String({
    description: 'As judged from the file’s content: application/pdf, image/jpeg or image/png.',
  }),
  size: Type.Integer(),
  sha256: Type.String(),
  uploadedAt: Type.String({ format: 'date-time' }),
  uploadedBy: Nullable(
    Type.String({ description: 'The staff member; null when the buyer uploaded it.' }),
  ),
});
export type CustomerDocumentResponse = Static<typeof CustomerDocumentResponse>;

const Reason = Type.Object({
  reason: Type.String(),
  by: Nullable(Type.String()),
  at: Type.String({ format: 'date-time' }),
});

export const CustomerResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: CustomerType,
  status: CustomerStatus,
  name: Nullable(
    Type.String({ description: 'The person’s full name, or the company’s legal name.' }),
  ),
  email: Type.String(),
  phone: Nullable(Type.String({ description: '+62 and 8 to 13 digits.' })),
  profile: CustomerProfile,
  paymentTermDays: Nullable(Type.Integer()),
  billingCycle: Nullable(
    Type.String({ description: `One of ${BILLING_CYCLES.join(', ')}; set at approval.` }),
  ),
  creditLimit: Nullable(
    AmountString(
      'Set at approval, changed with the terms, in `currency`; 0.00 (or null, before approval): no limit, orders are not checked against one.',
    ),
  ),
  currency: Type.String(),
  invitation: Nullable(
    Type.Object({
      sentAt: Type.String({ format: 'date-time' }),
      expiresAt: Type.String({ format: 'date-time' }),
      sendCount: Type.Integer(),
    }),
  ),
  requestSubmittedAt: Nullable(Type.String({ format: 'date-time' })),
  approval: Nullable(Type.Object({ by: Type.String(), at: Type.String({ format: 'date-time' }) })),
  rejection: Nullable(Reason),
  deactivation: Nullable(Reason),
  documents: Type.Array(CustomerDocumentResponse),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  version: Type.Integer({
    description: 'Increases with every change; an edit names the version it was made on.',
  }),
});
export type CustomerResponse = Static<typeof CustomerResponse>;

export const CustomerEdge = EdgeOf(CustomerResponse);
export type CustomerEdge = Static<typeof CustomerEdge>;
export const CustomerListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
  stage: Type.Optional(CustomerStage),
  status: Type.Optional(CustomerStatus),
  type: Type.Optional(CustomerType),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Matches the name, alias or email, case-insensitively.',
    }),
  ),
  ...SyncPageQuery,
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;
export const CustomerListResponse = ListPageOf(CustomerResponse);
export type CustomerListResponse = Static<typeof CustomerListResponse>;

export const CustomerBatchQuery = BatchIdsQuery;
export const CustomerBatchResponse = BatchOf(CustomerResponse);
export type CustomerBatchResponse = Static<typeof CustomerBatchResponse>;

export const CustomerInviteBody = Type.Object(
  {
    email: Text(200),
    type: CustomerType,
    name: OptionalText(200, 'Who the invitation greets; the buyer may change it.'),
    language: Type.Optional(LanguageOf('The invitation mail’s language; default en.')),
  },
  { additionalProperties: false },
);
export type CustomerInviteBody = Static<typeof CustomerInviteBody>;

const customerFields = {
  type: CustomerType,
  name: Text(200),
  email: Text(200),
  phone: Text(20),
  profile: CustomerProfile,
};

/** Staff adding a buyer directly: the whole request at once; it waits for review like a request the buyer sent. */
export const CustomerCreateBody = Type.Object(customerFields, { additionalProperties: false });
export type CustomerCreateBody = Static<typeof CustomerCreateBody>;

/** An edit by staff (a request waiting for review, or an active buyer): every field again, on the version it was read at. */
export const CustomerUpdateBody = Type.Object(
  { ...customerFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type CustomerUpdateBody = Static<typeof CustomerUpdateBody>;

export const CustomerApproveBody = Type.Object(
  {
    paymentTermDays: Type.Optional(
      Nullable(Type.Integer({ description: '0 to 365; left out, the Orders settings’ default.' })),
    ),
    billingCycle: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 20,
          description: `One of ${BILLING_CYCLES.join(', ')}; left out, the Orders settings’ default.`,
        }),
      ),
    ),
    creditLimit: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 25,
          description:
            'Zero or more, at most two decimals; left out, the Orders settings’ default.',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type CustomerApproveBody = Static<typeof CustomerApproveBody>;

const NO_LIMIT = 'Zero or more, at most two decimals; 0: no limit, orders are not checked.';

/**
 * A change of an active buyer's terms, on the version it was read at: the
 * three terms again, checked as approval checks them. A credit limit of 0 is
 * none: the buyer's orders are not checked against a limit.
 */
export const CustomerTermsBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    paymentTermDays: Type.Integer({ description: '0 to 365.' }),
    billingCycle: Type.String({ maxLength: 20, description: BILLING_CYCLES.join(', ') }),
    creditLimit: Type.String({ maxLength: 25, description: NO_LIMIT }),
  },
  { additionalProperties: false },
);
export type CustomerTermsBody = Static<typeof CustomerTermsBody>;

export const CustomerReasonBody = ReasonBody;
export type CustomerReasonBody = ReasonBody;

/** One change of one field: the path of the field (`profile.address.postalCode`) and its value before and after, as text. */
export const CustomerFieldChange = Type.Object({
  field: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
});
export type CustomerRevisionAction = (typeof CUSTOMER_REVISION_ACTIONS)[number];
export const CustomerRevisionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  action: LiteralUnion(CUSTOMER_REVISION_ACTIONS),
  actor: Type.Object({
    kind: Type.Union([Type.Literal('STAFF'), Type.Literal('CUSTOMER')]),
    userId: Nullable(Type.String()),
  }),
  at: Type.String({ format: 'date-time' }),
  changes: Type.Array(CustomerFieldChange),
});
export type CustomerRevisionResponse = Static<typeof CustomerRevisionResponse>;
export const CustomerRevisionListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
});
export const CustomerRevisionListResponse = ListPageOf(CustomerRevisionResponse);
export type CustomerRevisionListResponse = Static<typeof CustomerRevisionListResponse>;

/**
 * The buyer's side, reached with the invitation link's token (header
 * `X-Customer-Request-Token`), no staff account: the request as saved so far,
 * which steps are complete, the documents the type needs.
 */
export const CUSTOMER_REQUEST_TOKEN_HEADER = 'x-customer-request-token';
export { CUSTOMER_REQUEST_STEPS, type CustomerRequestStep };

export const CustomerRequestResponse = Type.Object({
  state: Type.Union([Type.Literal('OPEN'), Type.Literal('EXPIRED'), Type.Literal('SENT')], {
    description:
      'OPEN (being filled), EXPIRED (the link is past its date, was replaced or withdrawn; nothing else is answered), SENT (sent for review: read only).',
  }),
  organizationName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  type: Nullable(CustomerType),
  name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  profile: Nullable(CustomerProfile),
  completedSteps: Type.Array(Type.String({ description: CUSTOMER_REQUEST_STEPS.join(', ') })),
  documents: Type.Array(CustomerDocumentResponse),
});
export type CustomerRequestResponse = Static<typeof CustomerRequestResponse>;

/**
 * What a request answers once its link is past its date, replaced, withdrawn
 * or spent: EXPIRED and nothing else (the BFF answers it too, without asking,
 * for a token that is not of a link's form).
 */
export const expiredCustomerRequest = (): CustomerRequestResponse => ({
  state: 'EXPIRED',
  organizationName: null,
  email: null,
  expiresAt: null,
  type: null,
  name: null,
  phone: null,
  profile: null,
  completedSteps: [],
  documents: [],
});

/** Saves one step: the customer data (type, name, phone and the profile's sections but the addresses), or the billing address. */
export const CustomerRequestSaveBody = Type.Object(
  {
    step: Type.Union([Type.Literal('CUSTOMER_DATA'), Type.Literal('BILLING_ADDRESS')]),
    type: Type.Optional(CustomerType),
    name: OptionalText(200),
    phone: OptionalText(20),
    profile: CustomerProfile,
  },
  { additionalProperties: false },
);
export type CustomerRequestSaveBody = Static<typeof CustomerRequestSaveBody>;

export const CustomerDocumentParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  documentId: Type.String({ format: 'uuid' }),
});
export const DocumentKindQuery = Type.Object({ kind: CustomerDocumentKind });

/**
 * The customers' errors. A field error names the path of the field in the
 * request (`profile.owner.nik`), so a form shows it where it was typed.
 */
export const customerErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-CU-1', message: 'Customer not found.' },
  statusNotValid: {
    status: 409,
    code: 'U-INV-CU-2',
    message: 'This cannot be done in the customer’s current status.',
  },
  invalidEmail: {
    status: 400,
    code: 'U-INV-CU-3',
    message: 'Invalid email format',
    field: 'email',
  },
  emailExists: {
    status: 409,
    code: 'U-INV-CU-4',
    message: 'A customer with this email is already invited or active.',
    field: 'email',
  },
  reasonRequired: { status: 400, code: 'U-INV-CU-5', message: 'Give a reason.', field: 'reason' },
  required: { status: 400, code: 'U-INV-CU-6', message: 'This field is required' },
  invalidPhone: {
    status: 400,
    code: 'U-INV-CU-7',
    message: 'Enter an Indonesian number: +62 and 8 to 13 digits.',
    field: 'phone',
  },
  nikLength: {
    status: 400,
    code: 'U-INV-CU-8',
    message: 'The NIK has 16 digits.',
    field: 'profile.owner.nik',
  },
  nikRegion: {
    status: 400,
    code: 'U-INV-CU-9',
    message: 'The NIK’s first six digits are not a district of Indonesia.',
    field: 'profile.owner.nik',
  },
  nikBirthDate: {
    status: 400,
    code: 'U-INV-CU-10',
    message: 'The NIK’s digits 7 to 12 are not a valid birth date.',
    field: 'profile.owner.nik',
  },
  nikSerial: {
    status: 400,
    code: 'U-INV-CU-11',
    message: 'The NIK’s last four digits cannot be 0000.',
    field: 'profile.owner.nik',
  },
  npwpLength: {
    status: 400,
    code: 'U-INV-CU-12',
    message: 'The NPWP has 15 digits, or 16 since 2024.',
    field: 'profile.tax.taxNumber',
  },
  npwpNotNik: {
    status: 400,
    code: 'U-INV-CU-13',
    message: 'A person’s 16-digit NPWP is their NIK: it must equal the NIK given.',
    field: 'profile.tax.taxNumber',
  },
  nibLength: {
    status: 400,
    code: 'U-INV-CU-14',
    message: 'The NIB has 13 digits.',
    field: 'profile.business.nib',
  },
  addressNotFound: {
    status: 400,
    code: 'U-INV-CU-15',
    message: 'Choose the province, city or regency, district and ward from the list.',
    field: 'profile.address',
  },
  postalCodeInvalid: {
    status: 400,
    code: 'U-INV-CU-16',
    message: 'Enter the postal code’s 5 digits.',
    field: 'profile.address.postalCode',
  },
  directorsRequired: {
    status: 400,
    code: 'U-INV-CU-17',
    message: 'Name at least one director.',
    field: 'profile.directors',
  },
  invalidAccountNumber: {
    status: 400,
    code: 'U-INV-CU-18',
    message: 'Enter the account number’s digits: 5 to 34.',
    field: 'profile.finance.accountNumber',
  },
  documentsMissing: {
    status: 400,
    code: 'U-INV-CU-19',
    message: 'Upload every required document before sending the request.',
    field: 'documents',
  },
  documentType: {
    status: 415,
    code: 'U-INV-CU-20',
    message: 'Upload a PDF, JPG or PNG file.',
    field: 'file',
  },
  documentTooLarge: {
    status: 413,
    code: 'U-INV-CU-21',
    message: `The file is larger than ${CUSTOMER_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
    field: 'file',
  },
  documentNotFound: { status: 404, code: 'U-INV-CU-22', message: 'Document not found.' },
  documentKindNotListed: {
    status: 400,
    code: 'U-INV-CU-23',
    message: 'This document is not one this type of customer provides.',
    field: 'kind',
  },
  stepsIncomplete: {
    status: 400,
    code: 'U-INV-CU-24',
    message: 'Complete the customer data and the billing address before sending the request.',
  },
  invalidPaymentTerm: {
    status: 400,
    code: 'U-INV-CU-25',
    message: 'The payment term is 0 to 365 days.',
    field: 'paymentTermDays',
  },
  invalidBillingCycle: {
    status: 400,
    code: 'U-INV-CU-26',
    message: 'Choose one of the billing cycles.',
    field: 'billingCycle',
  },
  invalidCreditLimit: {
    status: 400,
    code: 'U-INV-CU-27',
    message: 'Enter a credit limit of zero or more with at most two decimals.',
    field: 'creditLimit',
  },
  versionConflict: {
    status: 409,
    code: 'U-INV-CU-28',
    message: 'Someone changed this customer meanwhile. Reload it and make your change again.',
    field: 'version',
  },
  invitationExpired: {
    status: 410,
    code: 'U-INV-CU-29',
    message:
      'This invitation link has expired or is no longer valid. Ask the supplier for a new one.',
  },
  requestSent: {
    status: 409,
    code: 'U-INV-CU-30',
    message: 'The request was already sent for review; it can no longer be changed.',
  },
  invalidCursor: {
    status: 400,
    code: 'U-INV-CU-31',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
  invalidText: { status: 400, code: 'U-INV-CU-32', message: 'Enter valid text.' },
  typeMismatch: {
    status: 400,
    code: 'U-INV-CU-33',
    message: 'This field is not asked of this type of customer.',
  },
  documentsTooMany: {
    status: 409,
    code: 'U-INV-CU-34',
    message: 'A customer keeps at most 40 documents. Remove one before adding another.',
    field: 'file',
  },
  ownCustomer: {
    status: 409,
    code: 'U-INV-CU-35',
    message:
      'Another member approves this customer: you invited or added them, and the company’s controls do not allow approving your own.',
  },
  termsNotActive: {
    status: 409,
    code: 'U-INV-CU-36',
    message:
      'Only an active buyer’s terms can be changed: this customer is not approved yet, or was deactivated.',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const CUSTOMERS_ACTIVITY = areaActivity(['CUSTOMER'], {
  CUSTOMER_INVITED: (v: { email: string }) => `Customer ${v.email} invited`,
  CUSTOMER_INVITATION_RESENT: (v: { email: string }) =>
    `Invitation to customer ${v.email} sent again`,
  CUSTOMER_INVITATION_CANCELLED: (v: { email: string }) =>
    `Invitation to customer ${v.email} cancelled`,
  CUSTOMER_CREATED: (v: { name: string }) => `Customer ${v.name} added for review`,
  CUSTOMER_CHANGED: (v: { name: string }) => `Customer ${v.name} changed`,
  CUSTOMER_APPROVED: (v: { name: string; amount: ActivityMoney }) =>
    `Customer ${v.name} approved with a credit limit of ${money(v.amount)}`,
  CUSTOMER_APPROVED_NO_LIMIT: (v: { name: string }) =>
    `Customer ${v.name} approved without a credit limit`,
  CUSTOMER_REJECTED: (v: { name: string; reason: string }) =>
    `Customer ${v.name} rejected: ${v.reason}`,
  CUSTOMER_DEACTIVATED: (v: { name: string; reason: string }) =>
    `Customer ${v.name} deactivated: ${v.reason}`,
  CUSTOMER_TERMS_CHANGED: (v: { name: string }) => `Customer ${v.name}’s terms changed`,
});
