import { UploadError } from '../import/uploadFile';

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
 * none). XMLHttpRequest, because fetch reports no upload progress.
 */
export function sendDocument(
  url: string,
  headers: Record<string, string>,
  file: File,
  options: { tooLargeCode: string; onProgress?: (share: number) => void },
): Promise<{ id: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
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
          new UploadError(
            body.error?.code ?? options.tooLargeCode,
            body.error?.message ?? 'Too large',
          ),
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
