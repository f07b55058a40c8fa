import { useCallback } from 'react';
import type { signInOutcome_payload$key } from '../../__generated__/signInOutcome_payload.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { codeCheckOf, type CodeCheck } from './codeCheck';
import { refusalsOf, signInOutcomeOf } from './signInOutcome';

/**
 * Checks a code given to finish a pending sign-in (the second factor's code,
 * or the code of the enforced authenticator setup): pass it the commit's
 * promise of the `SignInPayload`. Signed in, it checks as accepted; when the
 * pending sign-in expired, `onBack` returns to the password step with the
 * message and the check shows nothing; otherwise the message goes to the code
 * field or the form, and a failed request says the server had a problem.
 */
export function useSignInCodeCheck(
  onBack: (message?: string) => void,
): (answer: Promise<signInOutcome_payload$key>) => Promise<CodeCheck> {
  const errorMessage = useErrorMessage();
  return useCallback(
    async (answer) => {
      let payload: signInOutcome_payload$key;
      try {
        payload = await answer;
      } catch {
        return { ok: false, formError: errorMessage(null) };
      }
      const outcome = signInOutcomeOf(payload);
      if (outcome.kind === 'refused' && outcome.expired) {
        onBack(errorMessage(outcome.expired.code, outcome.expired.message));
        return { ok: false };
      }
      return codeCheckOf(refusalsOf(outcome), outcome.kind === 'signedIn', errorMessage);
    },
    [errorMessage, onBack],
  );
}
