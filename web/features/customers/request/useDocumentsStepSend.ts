import { useState } from 'react';
import { useErrorMessage } from '../../../i18n/useErrorMessage';
import { useMutationFailure } from '../../../relay/useMutationFailure';
import { GONE_CODES, type useRequestMutations } from './useRequestMutations';

type Mutations = ReturnType<typeof useRequestMutations>;

type DocumentsStepSendOptions = {
  deleteDocument: Mutations['deleteDocument'];
  submit: Mutations['submit'];
  refresh: () => Promise<unknown>;
  /** The server says a step is not complete: back to it. */
  onStepsIncomplete: () => void;
  /** Required documents with no file yet: Send refuses while there are any. */
  missingCount: number;
};

/**
 * What the documents step sends: `remove` deletes an uploaded file, `send`
 * submits the request (refused here while required documents are missing);
 * `status` holds what went wrong, `showMissing` turns on once the missing
 * documents are to be marked. A request gone meanwhile refreshes the page.
 */
export function useDocumentsStepSend({
  deleteDocument,
  submit,
  refresh,
  onStepsIncomplete,
  missingCount,
}: DocumentsStepSendOptions) {
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showMissing, setShowMissing] = useState(false);

  const remove = async (documentId: string) => {
    setStatus(null);
    try {
      const payload = await deleteDocument(documentId);
      if (payload.userErrors.some((error) => GONE_CODES.includes(error.code))) await refresh();
      else if (payload.userErrors.length > 0)
        setStatus(
          payload.userErrors.map((error) => errorMessage(error.code, error.message)).join(' '),
        );
    } catch (error) {
      setStatus(mutationFailure(error));
    }
  };

  const send = async () => {
    setStatus(null);
    if (missingCount > 0) {
      setShowMissing(true);
      setStatus(errorMessage('U-INV-CU-19'));
      return;
    }
    setSending(true);
    try {
      const payload = await submit();
      if (payload.userErrors.some((error) => GONE_CODES.includes(error.code))) await refresh();
      else if (payload.userErrors.some((error) => error.code === 'U-INV-CU-24'))
        onStepsIncomplete();
      else if (payload.userErrors.length > 0) {
        setShowMissing(true);
        setStatus(
          payload.userErrors.map((error) => errorMessage(error.code, error.message)).join(' '),
        );
      }
    } catch (error) {
      setStatus(mutationFailure(error));
    } finally {
      setSending(false);
    }
  };
  return { status, sending, showMissing, remove, send };
}
