import { toastError } from './toaster';
import { useRefusalMessage, type UserErrorLike } from './useRefusalMessage';

/**
 * Runs a one-click mutation, one with no dialog to show a refusal in, and
 * says what went wrong as a toast: the service's first refusal in the
 * catalogue's words, or the failed request (nothing once a lost session goes
 * to sign-in). Answers the payload when the service took the change and null
 * otherwise, so the caller only says what was done.
 */
export function useToastedRefusals() {
  const refusal = useRefusalMessage();
  return async <Payload extends { readonly userErrors: readonly UserErrorLike[] }>(
    commit: () => Promise<Payload>,
  ): Promise<Payload | null> => {
    try {
      const payload = await commit();
      if (payload.userErrors.length === 0) return payload;
      toastError(refusal.ofUserErrors(payload.userErrors));
    } catch (failure) {
      const message = refusal.ofFailure(failure);
      if (message) toastError(message);
    }
    return null;
  };
}
