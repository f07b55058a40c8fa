import { postFile, UploadError, uploadRefusal } from '../import/uploadFile';

/**
 * The largest document accepted (a PDF, JPG or PNG: a customer's papers, a
 * payment's proof, a withholding slip): 10 MB, as the invoicing service's
 * CUSTOMER_DOCUMENT_MAX_BYTES and PAYMENT_FILE_MAX_BYTES.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the file picker offers: the spec's PDF, JPG and PNG, by extension and by type. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The message ids of a refused document, each service's own codes for the wrong type and the size. */
export type DocumentRefusalIds = { wrongType: string; tooLarge: string; empty: string };

/**
 * What the browser can tell before sending a document: a PDF, JPG or PNG by
 * its name, not empty, at most 10 MB. Returns the message id of the refusal,
 * or null when the file may go; the service judges the content.
 */
export function checkDocumentFile(
  file: { name: string; size: number },
  refusals: DocumentRefusalIds,
): string | null {
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return refusals.wrongType;
  if (file.size === 0) return refusals.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return refusals.tooLarge;
  return null;
}

/**
 * Sends a document as the raw body to one of the BFF's document routes, its
 * name in `X-File-Name` (URI-encoded), reporting the share sent (0–1);
 * resolves with the stored document's id, rejects with the service's refusal
 * as an UploadError (`tooLargeCode` when the answer to a body too large names
 * none).
 */
export async function sendDocument(
  url: string,
  headers: Record<string, string>,
  file: File,
  options: { tooLargeCode: string; onProgress?: (share: number) => void },
): Promise<{ id: string }> {
  const answer = await postFile<{ id: string }>(url, file, {
    contentType: file.type || 'application/octet-stream',
    headers,
    onProgress: options.onProgress,
  });
  if (answer.status === 201 && answer.body.id) return { id: answer.body.id };
  if (answer.status === 413)
    throw new UploadError(
      answer.body.error?.code ?? options.tooLargeCode,
      answer.body.error?.message ?? 'Too large',
    );
  throw uploadRefusal(answer);
}
