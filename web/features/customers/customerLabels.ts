import type {
  CustomerDocumentKind,
  CustomerRevisionAction,
  CustomerStage,
  CustomerStatus,
  CustomerType,
} from '../../../contracts/invoicing/customer-values.js';
import type { StatusTone } from '../../ui/StatusBadge';

/**
 * The customers' statuses, kinds, list filters (the GraphQL `CustomerStage`) with the statuses
 * each one lists, documents and revision actions, in the service's order: the contract's own lists.
 */
export {
  CUSTOMER_DOCUMENT_KINDS,
  CUSTOMER_REVISION_ACTIONS,
  CUSTOMER_STAGES,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  STAGE_STATUSES,
} from '../../../contracts/invoicing/customer-values.js';
export type CustomerStatusValue = CustomerStatus;
export type CustomerTypeValue = CustomerType;
export type CustomerStageValue = CustomerStage;
export type CustomerDocumentKindValue = CustomerDocumentKind;
export type CustomerRevisionActionValue = CustomerRevisionAction;

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
  TERMS_CHANGED: { id: 'customers.revision.action.TERMS_CHANGED' },
};

/** Whether a value the server sent is one of `values` (a newer one shows as sent rather than not at all). */
export function isOneOf<Value extends string>(
  values: readonly Value[],
  value: string,
): value is Value {
  return (values as readonly string[]).includes(value);
}
