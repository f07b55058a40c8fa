import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../../i18n/useErrorMessage';
import { UploadError } from '../../../domain/import/uploadFile';
import { checkDocumentFile, uploadRequestDocument } from '../customerDocuments';
import type { CustomerDocumentKindValue } from '../customerLabels';
import { GONE_CODES } from './useRequestMutations';

/** A document's upload: under way (0 to 1), refused (why), or none. */
export type Upload = { progress: number } | { error: string } | null;

/**
 * The uploads of a request's documents, one per kind: `upload` checks the
 * file, sends it with its progress, and refreshes the request when it is in
 * (or when the request is gone); `busy` while any is under way.
 */
export function useDocumentUploads(token: string, refresh: () => Promise<unknown>) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [uploads, setUploads] = useState<Partial<Record<CustomerDocumentKindValue, Upload>>>({});
  const busy = Object.values(uploads).some((upload) => upload && 'progress' in upload);

  const upload = async (kind: CustomerDocumentKindValue, file: File) => {
    const refusal = checkDocumentFile(file);
    if (refusal) {
      setUploads((current) => ({
        ...current,
        [kind]: { error: intl.formatMessage({ id: refusal }) },
      }));
      return;
    }
    setUploads((current) => ({ ...current, [kind]: { progress: 0 } }));
    try {
      await uploadRequestDocument(token, kind, file, (progress) =>
        setUploads((current) => ({ ...current, [kind]: { progress } })),
      );
      await refresh();
      setUploads((current) => ({ ...current, [kind]: null }));
    } catch (error) {
      const code = error instanceof UploadError ? error.code : null;
      if (code && GONE_CODES.includes(code)) {
        await refresh();
        return;
      }
      setUploads((current) => ({
        ...current,
        [kind]: { error: errorMessage(code, error instanceof Error ? error.message : null) },
      }));
    }
  };
  return { uploads, busy, upload };
}
