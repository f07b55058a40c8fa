import type { FormikHelpers } from 'formik';
import { useCallback, useMemo } from 'react';
import { useErrorMessage } from '../i18n/useErrorMessage';
import { useMutationFailure } from '../relay/useMutationFailure';
import { userErrorsToFormik, type UserErrorShape } from './userErrorsToFormik';

/**
 * How a formik form shows a refused mutation: `rejected` puts each
 * `userErrors` entry on the field it names (through `pathOf` when the
 * server's path differs from the form's) and the rest in the form's status;
 * `failed` puts a failed request in the status (a lost session goes to sign-in).
 * Show the status with `FormErrorAlert`. `outcome` does both for a commit:
 * it answers the mutation's payload when it has no `userErrors`, and null
 * once the refusal or the failure is on the form.
 */
export function useFormFeedback() {
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const rejected = useCallback(
    <Values extends object>(
      values: Values,
      helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
      userErrors: readonly UserErrorShape[],
      pathOf?: (field: string | null | undefined) => string | null,
    ) => {
      const mapped = pathOf
        ? userErrors.map((error) => ({ ...error, field: pathOf(error.field) }))
        : userErrors;
      const { errors, general } = userErrorsToFormik(values, mapped, errorMessage);
      helpers.setErrors(errors);
      if (general || Object.keys(errors).length === 0)
        helpers.setStatus(general ?? errorMessage(null));
    },
    [errorMessage],
  );
  const failed = useCallback(
    (helpers: { setStatus: (status: unknown) => void }, error: unknown) => {
      const message = mutationFailure(error);
      if (message) helpers.setStatus(message);
    },
    [mutationFailure],
  );
  const outcome = useCallback(
    async <
      Values extends object,
      Payload extends { readonly userErrors: readonly UserErrorShape[] },
    >(
      values: Values,
      helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
      commit: Promise<Payload>,
      pathOf?: (field: string | null | undefined) => string | null,
    ): Promise<Payload | null> => {
      helpers.setStatus(undefined);
      try {
        const payload = await commit;
        if (payload.userErrors.length === 0) return payload;
        rejected(values, helpers, payload.userErrors, pathOf);
      } catch (error) {
        failed(helpers, error);
      }
      return null;
    },
    [rejected, failed],
  );
  return useMemo(() => ({ rejected, failed, outcome }), [rejected, failed, outcome]);
}
