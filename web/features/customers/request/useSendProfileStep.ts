import type { FormikHelpers } from 'formik';
import { useFormFeedback } from '../../../ui/useFormFeedback';
import type { UserErrorShape } from '../../../ui/userErrorsToFormik';
import { isProfilePath, type CustomerProfileValues } from '../../customers/profile/profileValues';
import { GONE_CODES } from './useRequestMutations';

/** One profile step to send: the request, the form it came from, and what a refusal does first. */
type ProfileStepSend = {
  send: () => Promise<{ readonly userErrors: readonly UserErrorShape[] }>;
  values: CustomerProfileValues;
  helpers: FormikHelpers<CustomerProfileValues>;
  onRefused?: (userErrors: readonly UserErrorShape[]) => void;
};

/**
 * Sends one profile step of the buyer's request (its data, its billing
 * address) and acts on the answer: a failed request shows above the form;
 * when the link went stale meanwhile (withdrawn or replaced) the request is
 * read again (`refresh`); refusals land on their fields, after `onRefused`
 * (which may open the refused field's section); a saved step goes on
 * (`onDone`).
 */
export function useSendProfileStep(refresh: () => Promise<unknown>, onDone: () => void) {
  const feedback = useFormFeedback();
  return async ({ send, values, helpers, onRefused }: ProfileStepSend): Promise<void> => {
    let payload;
    try {
      payload = await send();
    } catch (error) {
      feedback.failed(helpers, error);
      return;
    }
    if (payload.userErrors.some((error) => GONE_CODES.includes(error.code))) {
      await refresh();
      return;
    }
    if (payload.userErrors.length > 0) {
      onRefused?.(payload.userErrors);
      feedback.rejected(values, helpers, payload.userErrors, (field) =>
        isProfilePath(values, field) ? field : null,
      );
      return;
    }
    onDone();
  };
}
