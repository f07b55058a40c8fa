import { useCallback, useMemo, useState } from 'react';
import { useRefusalMessage, type UserErrorLike } from './useRefusalMessage';

/** A dialog's one error line and the ways a mutation fills it. */
export type DialogError = {
  error: string | null;
  clear: () => void;
  /** Shows the first `userErrors` entry in the catalogue's words (a generic message when there is none). */
  showUserErrors: (userErrors: readonly UserErrorLike[]) => void;
  /** Shows a failed request (network, server) as `useMutationFailure` words it; a lost session goes to sign-in. */
  showFailure: (failure: unknown) => void;
  /**
   * Clears the line, awaits a commit's payload and answers it when it is
   * `done` (by default: no `userErrors`); otherwise shows the refusal or the
   * failure and answers null.
   */
  outcome: <Payload extends { readonly userErrors: readonly UserErrorLike[] }>(
    commit: Promise<Payload>,
    done?: (payload: Payload) => boolean,
  ) => Promise<Payload | null>;
};

/**
 * The error state every mutation dialog keeps: cleared before a commit,
 * filled from the answer's `userErrors` or from the request's failure.
 */
export function useDialogError(): DialogError {
  const { ofUserErrors, ofFailure } = useRefusalMessage();
  const [error, setError] = useState<string | null>(null);
  const clear = useCallback(() => setError(null), []);
  const showUserErrors = useCallback(
    (userErrors: readonly UserErrorLike[]) => setError(ofUserErrors(userErrors)),
    [ofUserErrors],
  );
  const showFailure = useCallback((failure: unknown) => setError(ofFailure(failure)), [ofFailure]);
  const outcome = useCallback(
    async <Payload extends { readonly userErrors: readonly UserErrorLike[] }>(
      commit: Promise<Payload>,
      done = (payload: Payload) => payload.userErrors.length === 0,
    ): Promise<Payload | null> => {
      setError(null);
      try {
        const payload = await commit;
        if (done(payload)) return payload;
        showUserErrors(payload.userErrors);
      } catch (failure) {
        showFailure(failure);
      }
      return null;
    },
    [showUserErrors, showFailure],
  );
  return useMemo(
    () => ({ error, clear, showUserErrors, showFailure, outcome }),
    [error, clear, showUserErrors, showFailure, outcome],
  );
}
