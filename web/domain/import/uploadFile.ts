/** The upload limit of every bulk import (spec: 25MB maximum). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;

export type ImportPurpose =
  | 'STATEMENT'
  | 'COUNTERPARTIES'
  | 'EXPECTED_TRANSACTIONS'
  | 'PAYMENT_REPORT'
  | 'PAYMENTS'
  | 'TRANSFERS';
export type UploadedFile = { id: string; fileName: string; size: number };

/** Why an upload was refused: a service code (`U-TRSY-IM-1` too large, `U-TRSY-IM-2` not CSV…) and its message. */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the browser can tell before sending: the spec accepts CSV only, up to
 * 25 MB. Returns the code of the refusal, or null when the file may go.
 */
export function checkImportFile(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name)) return 'U-TRSY-IM-2';
  if (file.size === 0) return 'U-TRSY-IM-10';
  if (file.size > IMPORT_MAX_BYTES) return 'U-TRSY-IM-1';
  return null;
}

/**
 * Sends a CSV to `POST /api/uploads` as the raw body, reporting the share
 * sent (0–1) as it goes; resolves with the upload's id for the import's
 * start mutation. XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadFile(
  file: File,
  purpose: ImportPurpose,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?purpose=${purpose}`);
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'text/csv');
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: {
        id?: string;
        fileName?: string;
        size?: number;
        error?: { code: string; message: string };
      } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: treated as a server problem below
      }
      if (request.status === 201 && body.id) {
        onProgress(1);
        resolve({
          id: body.id,
          fileName: body.fileName ?? file.name,
          size: body.size ?? file.size,
        });
      } else
        reject(
          new UploadError(
            body.error?.code ?? 'UPSTREAM_UNAVAILABLE',
            body.error?.message ?? `HTTP ${request.status}`,
          ),
        );
    };
    request.onerror = () =>
      reject(new UploadError('UPSTREAM_UNAVAILABLE', 'The upload did not reach the server.'));
    request.onabort = () => reject(new UploadError('ABORTED', 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}
