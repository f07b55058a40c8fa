/**
 * The customers' value lists, declared once: customers.ts builds its schemas
 * from them and re-exports them, and the web reads them here rather than
 * keeping copies. Plain data without a schema library, so the web bundle
 * carries no TypeBox. customers.ts says what each value means.
 */
export const CUSTOMER_TYPES = ['INDIVIDUAL', 'INDIVIDUAL_B2B', 'COMPANY'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CUSTOMER_STATUSES = [
  'INVITED',
  'EXPIRED',
  'CANCELLED',
  'REQUEST_SENT',
  'ACTIVE',
  'REJECTED',
  'DEACTIVATED',
] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The list's two filters (spec: invited and active): everything before approval, and approved buyers (active or deactivated). */
export const CUSTOMER_STAGES = ['INVITED', 'ACTIVE'] as const;
export type CustomerStage = (typeof CUSTOMER_STAGES)[number];
export const STAGE_STATUSES: Readonly<Record<CustomerStage, readonly CustomerStatus[]>> = {
  INVITED: ['INVITED', 'EXPIRED', 'CANCELLED', 'REQUEST_SENT', 'REJECTED'],
  ACTIVE: ['ACTIVE', 'DEACTIVATED'],
};

/** The spec's customer documents, and the ones each type must and may provide. */
export const CUSTOMER_DOCUMENT_KINDS = [
  'BANK_STATEMENT',
  'FINANCIAL_STATEMENT',
  'ARTICLES_OF_ASSOCIATION',
  'DEED_OF_ESTABLISHMENT',
  'COMPANY_TAX_NUMBER',
  'DIRECTOR_ID',
  'INDIVIDUAL_ID',
  'INDIVIDUAL_TAX_NUMBER',
  'BUSINESS_IDENTIFICATION_NUMBER',
] as const;
export type CustomerDocumentKind = (typeof CUSTOMER_DOCUMENT_KINDS)[number];

export const DOCUMENTS_BY_TYPE: Record<
  CustomerType,
  { required: readonly CustomerDocumentKind[]; optional: readonly CustomerDocumentKind[] }
> = {
  INDIVIDUAL: {
    required: ['INDIVIDUAL_ID'],
    optional: ['INDIVIDUAL_TAX_NUMBER', 'BANK_STATEMENT'],
  },
  INDIVIDUAL_B2B: {
    required: ['INDIVIDUAL_ID', 'BUSINESS_IDENTIFICATION_NUMBER', 'FINANCIAL_STATEMENT'],
    optional: ['INDIVIDUAL_TAX_NUMBER', 'BANK_STATEMENT'],
  },
  COMPANY: {
    required: [
      'FINANCIAL_STATEMENT',
      'ARTICLES_OF_ASSOCIATION',
      'DEED_OF_ESTABLISHMENT',
      'COMPANY_TAX_NUMBER',
      'DIRECTOR_ID',
      'BUSINESS_IDENTIFICATION_NUMBER',
    ],
    optional: ['BANK_STATEMENT'],
  },
};

/** What the revision history says happened. */
export const CUSTOMER_REVISION_ACTIONS = [
  'INVITED',
  'INVITATION_RESENT',
  'INVITATION_CANCELLED',
  'CREATED',
  'REQUEST_SAVED',
  'REQUEST_SENT',
  'DOCUMENT_ADDED',
  'DOCUMENT_REMOVED',
  'UPDATED',
  'APPROVED',
  'REJECTED',
  'DEACTIVATED',
  'TERMS_CHANGED',
] as const;
export type CustomerRevisionAction = (typeof CUSTOMER_REVISION_ACTIONS)[number];

/** The buyer's request form's steps, in the order the form takes them. */
export const CUSTOMER_REQUEST_STEPS = ['CUSTOMER_DATA', 'BILLING_ADDRESS', 'DOCUMENTS'] as const;
export type CustomerRequestStep = (typeof CUSTOMER_REQUEST_STEPS)[number];
