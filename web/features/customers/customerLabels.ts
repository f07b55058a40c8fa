import type { StatusTone } from '../../ui/StatusBadge';

/** A customer's statuses, in the order a buyer moves through them (the service's CUSTOMER_STATUSES). */
export const CUSTOMER_STATUSES = [
  'INVITED',
  'EXPIRED',
  'CANCELLED',
  'REQUEST_SENT',
  'ACTIVE',
  'REJECTED',
  'DEACTIVATED',
] as const;
export type CustomerStatusValue = (typeof CUSTOMER_STATUSES)[number];

/** The kinds of customer, in the order the forms offer them (the service's CUSTOMER_TYPES). */
export const CUSTOMER_TYPES = ['INDIVIDUAL', 'INDIVIDUAL_B2B', 'COMPANY'] as const;
export type CustomerTypeValue = (typeof CUSTOMER_TYPES)[number];

/** The list's two filters (spec: invited and active), as the GraphQL `CustomerStage` names them. */
export const CUSTOMER_STAGES = ['INVITED', 'ACTIVE'] as const;
export type CustomerStageValue = (typeof CUSTOMER_STAGES)[number];

/** The statuses each filter lists (contracts/invoicing/customers.ts STAGE_STATUSES): the status filter offers only these. */
export const STAGE_STATUSES: Readonly<Record<CustomerStageValue, readonly CustomerStatusValue[]>> =
  {
    INVITED: ['INVITED', 'EXPIRED', 'CANCELLED', 'REQUEST_SENT', 'REJECTED'],
    ACTIVE: ['ACTIVE', 'DEACTIVATED'],
  };

/** The spec's customer documents (the service's CUSTOMER_DOCUMENT_KINDS). */
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
export type CustomerDocumentKindValue = (typeof CUSTOMER_DOCUMENT_KINDS)[number];

/** What the revision history says happened (the service's CUSTOMER_REVISION_ACTIONS). */
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
] as const;
export type CustomerRevisionActionValue = (typeof CUSTOMER_REVISION_ACTIONS)[number];

/** A customer's status as a badge: Invited, Expired, Cancelled, Request sent, Active, Rejected, Deactivated. */
export const CUSTOMER_STATUS_TONES: Readonly<Record<CustomerStatusValue, StatusTone>> = {
  INVITED: { label: { id: 'customers.status.INVITED' }, colorPalette: 'blue' },
  EXPIRED: { label: { id: 'customers.status.EXPIRED' }, colorPalette: 'orange' },
  CANCELLED: { label: { id: 'customers.status.CANCELLED' }, colorPalette: 'gray' },
  REQUEST_SENT: { label: { id: 'customers.status.REQUEST_SENT' }, colorPalette: 'purple' },
  ACTIVE: { label: { id: 'customers.status.ACTIVE' }, colorPalette: 'green' },
  REJECTED: { label: { id: 'customers.status.REJECTED' }, colorPalette: 'red' },
  DEACTIVATED: { label: { id: 'customers.status.DEACTIVATED' }, colorPalette: 'gray' },
};

/** Each kind of customer's name in the reader's language. */
export const CUSTOMER_TYPE_LABEL: Readonly<Record<CustomerTypeValue, { id: string }>> = {
  INDIVIDUAL: { id: 'customers.type.INDIVIDUAL' },
  INDIVIDUAL_B2B: { id: 'customers.type.INDIVIDUAL_B2B' },
  COMPANY: { id: 'customers.type.COMPANY' },
};

/** Each filter's tab label. */
export const CUSTOMER_STAGE_LABEL: Readonly<Record<CustomerStageValue, { id: string }>> = {
  INVITED: { id: 'customers.stage.INVITED' },
  ACTIVE: { id: 'customers.stage.ACTIVE' },
};

/** Each document's name in the reader's language. */
export const CUSTOMER_DOCUMENT_LABEL: Readonly<Record<CustomerDocumentKindValue, { id: string }>> =
  {
    BANK_STATEMENT: { id: 'customers.document.BANK_STATEMENT' },
    FINANCIAL_STATEMENT: { id: 'customers.document.FINANCIAL_STATEMENT' },
    ARTICLES_OF_ASSOCIATION: { id: 'customers.document.ARTICLES_OF_ASSOCIATION' },
    DEED_OF_ESTABLISHMENT: { id: 'customers.document.DEED_OF_ESTABLISHMENT' },
    COMPANY_TAX_NUMBER: { id: 'customers.document.COMPANY_TAX_NUMBER' },
    DIRECTOR_ID: { id: 'customers.document.DIRECTOR_ID' },
    INDIVIDUAL_ID: { id: 'customers.document.INDIVIDUAL_ID' },
    INDIVIDUAL_TAX_NUMBER: { id: 'customers.document.INDIVIDUAL_TAX_NUMBER' },
    BUSINESS_IDENTIFICATION_NUMBER: { id: 'customers.document.BUSINESS_IDENTIFICATION_NUMBER' },
  };

/** What each revision's action reads as ("Invited", "Request sent", "Approved"). */
export const CUSTOMER_REVISION_ACTION_LABEL: Readonly<
  Record<CustomerRevisionActionValue, { id: string }>
> = {
  INVITED: { id: 'customers.revision.action.INVITED' },
  INVITATION_RESENT: { id: 'customers.revision.action.INVITATION_RESENT' },
  INVITATION_CANCELLED: { id: 'customers.revision.action.INVITATION_CANCELLED' },
  CREATED: { id: 'customers.revision.action.CREATED' },
  REQUEST_SAVED: { id: 'customers.revision.action.REQUEST_SAVED' },
  REQUEST_SENT: { id: 'customers.revision.action.REQUEST_SENT' },
  DOCUMENT_ADDED: { id: 'customers.revision.action.DOCUMENT_ADDED' },
  DOCUMENT_REMOVED: { id: 'customers.revision.action.DOCUMENT_REMOVED' },
  UPDATED: { id: 'customers.revision.action.UPDATED' },
  APPROVED: { id: 'customers.revision.action.APPROVED' },
  REJECTED: { id: 'customers.revision.action.REJECTED' },
  DEACTIVATED: { id: 'customers.revision.action.DEACTIVATED' },
};

/** Whether a value the server sent is one of `values` (a newer one shows as sent rather than not at all). */
export function isOneOf<Value extends string>(
  values: readonly Value[],
  value: string,
): value is Value {
  return (values as readonly string[]).includes(value);
}
