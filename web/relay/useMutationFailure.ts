import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../i18n/useErrorMessage';
import { errorCodeOf } from './errorCodeOf';
import { SESSION_EXPIRED_PATH } from './sessionExpiredPath';

/**
 * What to show when a mutation fails as a whole (not a `userErrors` answer):
 * a session the server no longer accepts goes to the session-expired logout
 * (and answers null); anything else gives the catalogue message of its code.
 */
export function useMutationFailure(): (error: unknown) => string | null {
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error) => {
      const code = errorCodeOf(error);
      if (code === 'UNAUTHENTICATED') {
        void navigate(SESSION_EXPIRED_PATH);
        return null;
      }
      return errorMessage(code ? `gql.${code}` : null);
    },
    [navigate, errorMessage],
  );
}
