import { UploadError } from '../../ui/import/uploadFile';

/** The largest document the service takes (contracts/invoicing/customers.ts CUSTOMER_DOCUMENT_MAX_BYTES). */
export const CUSTOMER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the file picker offers: the spec's PDF, JPG and PNG. */
export const CUSTOMER_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * What the browser can tell before sending: a PDF, JPG or PNG by its name
 * (the service judges the content again), not empty, at most 10 MB. Returns
 * the service's code of the refusal (U-INV-CU-20, U-INV-CU-21), or null.
 */
export function checkCustomerDocument(file: { name: string; size: number }): string | null {
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name) || file.size === 0) return 'U-INV-CU-20';
  if (file.size > CUSTOMER_DOCUMENT_MAX_BYTES) return 'U-INV-CU-21';
  return null;
}

/**
 * Sends a customer's document to `POST /api/customer-documents` as the raw
 * body, its name in `X-File-Name` (URI-encoded), for the customer (its global
 * id) under `kind`. Resolves once stored; rejects with the service's code and
 * message otherwise.
 */
export async function uploadCustomerDocument(file: File, customerId: string, kind: string): Promise<void> {
  const query = new URLSearchParams({ customer: customerId, kind });
  let response: Response;
  try {
    response = await fetch(`/api/customer-documents?${query.toString()}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
      body: file,
    });
  } catch {
    throw new UploadError('UPSTREAM_UNAVAILABLE', 'The upload did not reach the server.');
  }
  if (response.status === 201) return;
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
  throw new UploadError(body.error?.code ?? 'UPSTREAM_UNAVAILABLE', body.error?.message ?? `HTTP ${response.status}`);
}
