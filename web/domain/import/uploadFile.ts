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

/** A file's upload as the server answered it: its status and its JSON body (empty when the body is not JSON). */
export type FileAnswer<Body> = {
  status: number;
  body: Partial<Body> & { error?: { code?: string; message?: string } };
};

/**
 * Sends a file as the raw body of a POST, its name in `X-File-Name`
 * (URI-encoded), reporting the share sent (0–1) as it goes; resolves with
 * the answer, whatever its status, and rejects with an UploadError when the
 * upload did not reach the server or was cancelled. XMLHttpRequest, because
 * fetch reports no upload progress.
 */
export function postFile<Body>(
  url: string,
  file: File,
  options: {
    contentType: string;
    headers?: Record<string, string>;
    withCredentials?: boolean;
    onProgress?: (share: number) => void;
    signal?: AbortSignal;
  },
): Promise<FileAnswer<Body>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (options.withCredentials) request.withCredentials = true;
    request.setRequestHeader('content-type', options.contentType);
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    for (const [name, value] of Object.entries(options.headers ?? {}))
      request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: FileAnswer<Body>['body'] = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: the caller reads it as a server problem
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () =>
      reject(new UploadError('UPSTREAM_UNAVAILABLE', 'The upload did not reach the server.'));
    request.onabort = () => reject(new UploadError('ABORTED', 'The upload was cancelled.'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(file);
  });
}

/** The refusal an upload's answer carries (the service's code and message), or a server problem named by the HTTP status. */
export function uploadRefusal(answer: FileAnswer<unknown>): UploadError {
  return new UploadError(
    answer.body.error?.code ?? 'UPSTREAM_UNAVAILABLE',
    answer.body.error?.message ?? `HTTP ${answer.status}`,
  );
}

/**
 * Sends a CSV to `POST /api/uploads` as the raw body, reporting the share
 * sent (0–1) as it goes; resolves with the upload's id for the import's
 * start mutation.
 */
export async function uploadFile(
  file: File,
  purpose: ImportPurpose,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const answer = await postFile<UploadedFile>(`/api/uploads?purpose=${purpose}`, file, {
    contentType: 'text/csv',
    withCredentials: true,
    onProgress,
    signal,
  });
  const { id, fileName, size } = answer.body;
  if (answer.status !== 201 || !id) throw uploadRefusal(answer);
  onProgress(1);
  return { id, fileName: fileName ?? file.name, size: size ?? file.size };
}
