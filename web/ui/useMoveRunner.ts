import { useState } from 'react';
import { toastSuccess } from './toaster';
import { useRefusalMessage } from './useRefusalMessage';

/** A move's answer: its refusals, if any (the mutation payload's `userErrors`). */
export type MoveAnswer =
  | { readonly userErrors: readonly { readonly code: string; readonly message: string }[] }
  | null
  | undefined;

/**
 * Runs a record's moves that ask nothing first (submit, approve, close): the
 * record's buttons wait while one runs (`busy` is its id), a toast says it is
 * done, and a refusal (someone moved it first) is kept in `refusal`, in the
 * reader's words, for the list or the page to show until the next move. The
 * store brings the record up to date from the mutation's answer.
 */
export function useMoveRunner() {
  const refusalMessage = useRefusalMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (
    id: string,
    work: () => Promise<MoveAnswer>,
    words: { done: () => string; refused: (reason: string) => string },
  ) => {
    setBusy(id);
    setRefusal(null);
    try {
      const userErrors = (await work())?.userErrors ?? [];
      if (userErrors.length > 0) setRefusal(words.refused(refusalMessage.ofUserErrors(userErrors)));
      else toastSuccess(words.done());
    } catch (error) {
      const message = refusalMessage.ofFailure(error);
      if (message) setRefusal(message);
    } finally {
      setBusy(null);
    }
  };

  return { busy, refusal, clearRefusal: () => setRefusal(null), run };
}
