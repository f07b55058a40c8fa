import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { toastSuccess } from '../../ui/toaster';
import { useRefreshTwoFactorMethods } from './useRefreshTwoFactorMethods';

/** A refusal as the passkey mutations give it. */
export type PasskeyUserError = {
  readonly field: string | null | undefined;
  readonly code: string;
  readonly message: string;
};

/** How a passkey change ended: done, or the server's reasons why not. */
export type PasskeyOutcome = { done: boolean; userErrors: readonly PasskeyUserError[] };

/**
 * How the passkey dialogs end, their card's message set through `setError`:
 * `messageOf` words a refusal, `failCard` closes a dialog with a message on
 * the card, and `finish` waits for a change (done: the list reloads and a
 * toast says so; a refusal its field owns stays in the dialog, on the field;
 * any other refusal or failure closes it with the message on the card).
 */
export function usePasskeyFinish(setError: (message: string | null) => void) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const refresh = useRefreshTwoFactorMethods();

  const messageOf = (errors: readonly PasskeyUserError[]) =>
    errors[0] ? errorMessage(errors[0].code, errors[0].message) : errorMessage(null);

  /** Ends a dialog with a message on the card (a failure that is not the field's). */
  const failCard = (message: string | null, close: () => void) => {
    close();
    setError(message);
    return null;
  };

  const finish = async (
    request: Promise<PasskeyOutcome>,
    doneMessageId: string,
    forField: (code: string) => boolean,
    close: () => void,
  ): Promise<string | null> => {
    let outcome: PasskeyOutcome;
    try {
      outcome = await request;
    } catch (failure) {
      return failCard(mutationFailure(failure), close);
    }
    if (outcome.done) {
      await refresh();
      close();
      toastSuccess(intl.formatMessage({ id: doneMessageId }));
      return null;
    }
    if (outcome.userErrors.some((item) => forField(item.code)))
      return messageOf(outcome.userErrors);
    return failCard(messageOf(outcome.userErrors), close);
  };

  return { messageOf, failCard, finish };
}
