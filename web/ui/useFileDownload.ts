import { useCallback } from 'react';
import { useErrorMessage, type MessageValues } from '../i18n/useErrorMessage';
import { downloadFile } from './downloadFile';

/** The file name a `content-disposition: attachment; filename="…"` header gives, if any. */
function attachmentName(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * Fetches a file the app serves the signed-in member (`/invoices/coretax?month=`,
 * `/invoices/{id}/pdf`) and saves it, under the name the server gives or
 * `file.name`. Answers null once it is saved, or why not in the reader's words:
 * the service's refusal (its code through the catalogue), or the default
 * message when the answer is not the file (`file.type`, part of its content
 * type: only the BFF's download answers one, not the app's own page or a
 * proxy's) or the network failed.
 */
export function useFileDownload(): (
  url: string,
  file: { type: string; name: string },
  /** A choice sent with it (`{ method: 'POST', body }`): JSON. */
  init?: { method: 'POST'; body: string },
) => Promise<string | null> {
  const errorMessage = useErrorMessage();
  return useCallback(
    async (url, file, init) => {
      try {
        const response = await fetch(url, {
          credentials: 'same-origin',
          ...(init ? { ...init, headers: { 'content-type': 'application/json' } } : {}),
        });
        if (!response.ok) {
          const answer = (await response.json().catch(() => ({}))) as {
            error?: { code?: string; message?: string; values?: MessageValues };
          };
          return errorMessage(answer.error?.code, answer.error?.message, answer.error?.values);
        }
        if (!response.headers.get('content-type')?.includes(file.type)) return errorMessage(null);
        const saved = URL.createObjectURL(await response.blob());
        downloadFile(
          saved,
          attachmentName(response.headers.get('content-disposition')) ?? file.name,
        );
        window.setTimeout(() => URL.revokeObjectURL(saved), 60_000);
        return null;
      } catch {
        return errorMessage(null);
      }
    },
    [errorMessage],
  );
}
