import { useCallback, useMemo } from 'react';
import { useErrorMessage, type MessageValues } from '../i18n/useErrorMessage';
import { useMutationFailure } from '../relay/useMutationFailure';

/** A `userErrors` entry as a dialog reads it. */
export type UserErrorLike = {
  readonly code: string;
  readonly message: string;
  readonly values?: MessageValues;
};

/**
 * The words of a refused or failed mutation, for a dialog that shows one
 * line: `ofUserErrors` gives the first entry in the catalogue's words (a
 * generic message when there is none); `ofFailure` gives a failed request as
 * `useMutationFailure` words it (null once a lost session goes to sign-in).
 */
export function useRefusalMessage() {
  const errorMessage = useErrorMessage();
  const ofFailure = useMutationFailure();
  const ofUserErrors = useCallback(
    (userErrors: readonly UserErrorLike[]) => {
      const [first] = userErrors;
      return first ? errorMessage(first.code, first.message, first.values) : errorMessage(null);
    },
    [errorMessage],
  );
  return useMemo(
    () => ({ ofUserErrors, ofFailure, generic: () => errorMessage(null) }),
    [ofUserErrors, ofFailure, errorMessage],
  );
}
