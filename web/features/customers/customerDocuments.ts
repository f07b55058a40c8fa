import { UploadError } from '../../domain/import/uploadFile';
import type { CustomerDocumentKindValue, CustomerTypeValue } from './customerLabels';

/** The largest document accepted (contracts/invoicing/customers.ts CUSTOMER_DOCUMENT_MAX_BYTES): 10 MB. */
export const CUSTOMER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the file picker offers: the spec's PDF, JPG and PNG, by extension and by type. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The documents each type provides, required ones first (the service's
 * DOCUMENTS_BY_TYPE; a test holds the two equal): what the start screen lists
 * for the type being chosen, before the server knows the choice.
 */
export const DOCUMENTS_BY_TYPE: Readonly<
  Record<
    CustomerTypeValue,
    {
      required: readonly CustomerDocumentKindValue[];
      optional: readonly CustomerDocumentKindValue[];
    }
  >
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

/** The documents of a type as a checklist, required ones first. */
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
 * What the browser can tell before sending a document: a PDF, JPG or PNG by
 * its name, not empty, at most 10 MB. Returns the message id of the refusal
 * (the service's own code where it has one), or null when the file may go;
 * the service judges the content.
 */
export function checkDocumentFile(file: { name: string; size: number }): string | null {
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return 'error.U-INV-CU-20';
  if (file.size === 0) return 'customerRequest.documents.empty';
  if (file.size > CUSTOMER_DOCUMENT_MAX_BYTES) return 'error.U-INV-CU-21';
  return null;
}

/**
 * Sends a document as the raw body to one of the BFF's document routes, its
 * name in `X-File-Name` (URI-encoded), reporting the share sent (0–1);
 * resolves with the stored document's id, rejects with the service's refusal
 * as an UploadError. XMLHttpRequest, because fetch reports no upload progress.
 */
function sendDocument(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (share: number) => void,
): Promise<{ id: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { id?: string; error?: { code?: string; message?: string } } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: a server problem, below
      }
      if (request.status === 201 && body.id) resolve({ id: body.id });
      else if (request.status === 413)
        reject(
          new UploadError(body.error?.code ?? 'U-INV-CU-21', body.error?.message ?? 'Too large'),
        );
      else
        reject(
          new UploadError(
            body.error?.code ?? 'UPSTREAM_UNAVAILABLE',
            body.error?.message ?? `HTTP ${request.status}`,
          ),
        );
    };
    request.onerror = () =>
      reject(new UploadError('UPSTREAM_UNAVAILABLE', 'The upload did not reach the server.'));
    request.send(file);
  });
}

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
    onProgress,
  );
}

/** A document staff add to a customer (`POST /api/customer-documents`), the customer by its global id. */
export function uploadCustomerDocument(
  file: File,
  customerId: string,
  kind: string,
): Promise<{ id: string }> {
  const query = new URLSearchParams({ customer: customerId, kind });
  return sendDocument(`/api/customer-documents?${query.toString()}`, {}, file, () => undefined);
}
