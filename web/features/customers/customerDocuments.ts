import {
  checkDocumentFile as checkFile,
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  sendDocument,
} from '../../domain/files/documentFiles';
import { DOCUMENTS_BY_TYPE } from '../../../contracts/invoicing/customer-values.js';
import type { CustomerDocumentKindValue, CustomerTypeValue } from './customerLabels';

/** The largest document accepted (contracts/invoicing/customers.ts CUSTOMER_DOCUMENT_MAX_BYTES): 10 MB. */
export const CUSTOMER_DOCUMENT_MAX_BYTES = DOCUMENT_MAX_BYTES;

export { DOCUMENT_ACCEPT };

/**
 * The documents of a type as a checklist, required ones first (the service's
 * own DOCUMENTS_BY_TYPE): what the start screen lists for the type being
 * chosen, before the server knows the choice.
 */
export function checklistOf(
  type: CustomerTypeValue,
): { kind: CustomerDocumentKindValue; required: boolean }[] {
  const { required, optional } = DOCUMENTS_BY_TYPE[type];
  return [
    ...required.map((kind) => ({ kind, required: true })),
    ...optional.map((kind) => ({ kind, required: false })),
  ];
}

/**
 * What the browser can tell before sending a customer's document: a PDF, JPG
 * or PNG by its name, not empty, at most 10 MB. Returns the message id of the
 * refusal (the service's own code where it has one), or null when the file
 * may go; the service judges the content.
 */
export function checkDocumentFile(file: { name: string; size: number }): string | null {
  return checkFile(file, {
    wrongType: 'error.U-INV-CU-20',
    tooLarge: 'error.U-INV-CU-21',
    empty: 'customerRequest.documents.empty',
  });
}

const TOO_LARGE = 'U-INV-CU-21';

/** A document of the buyer's request (`POST /api/customer-request-documents`), with the link's token. */
export function uploadRequestDocument(
  token: string,
  kind: CustomerDocumentKindValue,
  file: File,
  onProgress: (share: number) => void,
): Promise<{ id: string }> {
  return sendDocument(
    `/api/customer-request-documents?kind=${encodeURIComponent(kind)}`,
    { 'x-customer-request-token': token },
    file,
    { tooLargeCode: TOO_LARGE, onProgress },
  );
}

/** A document staff add to a customer (`POST /api/customer-documents`), the customer by its global id. */
export function uploadCustomerDocument(
  file: File,
  customerId: string,
  kind: string,
): Promise<{ id: string }> {
  const query = new URLSearchParams({ customer: customerId, kind });
  return sendDocument(`/api/customer-documents?${query.toString()}`, {}, file, {
    tooLargeCode: TOO_LARGE,
  });
}
