import { Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { PasswordResetFormMutation } from '../../__generated__/PasswordResetFormMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthStateMessage } from '../../domain/auth/AuthStateMessage';
import { newPasswordMessages, newPasswordSchema } from '../../domain/auth/newPasswordSchema';
import { NewPasswordFields } from '../../domain/auth/NewPasswordFields';
import { PasswordResetLinkExpired } from './PasswordResetLinkExpired';
import { AuthPageHeading } from '../../domain/auth/AuthPageHeading';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { useCommit } from '../../relay/useCommit';
import { firstRefusalOf } from '../../domain/auth/firstRefusal';
import { AuthSubmitButton } from '../../domain/auth/AuthSubmitButton';

type ResetValues = { password: string; passwordConfirmation: string };

/** The server code for a reset link that expired or was used meanwhile. */
const LINK_EXPIRED = 'U-ACC-PW-4';

const PASSWORD_FIELDS = ['password', 'passwordConfirmation'] as const;

/**
 * `/forgot-password?token=…` with a working link: a new password and its
 * confirmation; then "password changed, sign in".
 */
export function PasswordResetForm({ token }: { token: string }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<'form' | 'done' | 'expired'>('form');
  const [formError, setFormError] = useState<string | null>(null);
  const [commit] = useCommit<PasswordResetFormMutation>(graphql`
    mutation PasswordResetFormMutation($input: PasswordResetCompleteInput!) {
      passwordResetComplete(input: $input) {
        completed
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const schema = useMemo(() => yup.object(newPasswordSchema(newPasswordMessages(intl))), [intl]);

  const submit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    setFormError(null);
    const answer = await commit({
      variables: {
        input: {
          token,
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
        },
      },
    }).then(
      (response) => response.passwordResetComplete,
      () => null,
    );
    if (!answer) return setFormError(errorMessage(null));
    if (answer.completed) return setState('done');
    if (answer.userErrors.some((error) => error.code === LINK_EXPIRED)) return setState('expired');
    const refusal = firstRefusalOf(answer.userErrors, PASSWORD_FIELDS, errorMessage);
    if (refusal.field) helpers.setFieldError(refusal.field, refusal.message);
    else setFormError(refusal.message);
  };

  if (state === 'expired') return <PasswordResetLinkExpired />;
  if (state === 'done') {
    return (
      <AuthStateMessage
        testId="reset-done"
        icon="done"
        title={{ id: 'forgotPassword.done.title' }}
        body={{ id: 'forgotPassword.done.body' }}
        links={[{ to: '/', label: { id: 'forgotPassword.done.signIn' }, testId: 'sign-in' }]}
      />
    );
  }

  return (
    <Stack gap="8">
      <AuthPageHeading
        title={<FormattedMessage id="forgotPassword.reset.title" />}
        subtitle={<FormattedMessage id="forgotPassword.reset.subtitle" />}
      />
      <Formik<ResetValues>
        initialValues={{ password: '', passwordConfirmation: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isSubmitting, handleSubmit }) => (
          <form noValidate onSubmit={handleSubmit}>
            <Stack gap="5">
              <FormErrorAlert message={formError} />
              <NewPasswordFields
                passwordLabel={<FormattedMessage id="forgotPassword.reset.password" />}
                confirmationLabel={<FormattedMessage id="forgotPassword.reset.confirmation" />}
              />
              <AuthSubmitButton loading={isSubmitting}>
                <FormattedMessage id="forgotPassword.reset.submit" />
              </AuthSubmitButton>
            </Stack>
          </form>
        )}
      </Formik>
    </Stack>
  );
}
