import { Button, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import * as yup from 'yup';
import type { PasswordResetFormMutation } from '../../__generated__/PasswordResetFormMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthStatePanel } from '../../ui/auth/AuthStatePanel';
import { newPasswordSchema } from '../../ui/auth/newPasswordSchema';
import { NewPasswordFields } from '../../ui/auth/NewPasswordFields';
import { PasswordResetLinkExpired } from './PasswordResetLinkExpired';
import { AuthPageHeading } from '../../ui/auth/AuthPageHeading';
import { FormErrorAlert } from '../../ui/FormErrorAlert';

type ResetValues = { password: string; passwordConfirmation: string };

/** The server code for a reset link that expired or was used meanwhile. */
const LINK_EXPIRED = 'U-ACC-PW-4';

/**
 * `/forgot-password?token=…` with a working link: a new password and its
 * confirmation; then "password changed, sign in".
 */
export function PasswordResetForm({ token }: { token: string }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<'form' | 'done' | 'expired'>('form');
  const [formError, setFormError] = useState<string | null>(null);
  const [commit] = useMutation<PasswordResetFormMutation>(graphql`
    mutation PasswordResetFormMutation($input: PasswordResetCompleteInput!) {
      passwordResetComplete(input: $input) {
        completed
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const schema = useMemo(
    () =>
      yup.object(
        newPasswordSchema({
          required: intl.formatMessage({ id: 'validation.passwordRequired' }),
          rules: intl.formatMessage({ id: 'validation.passwordRules' }),
          mismatch: intl.formatMessage({ id: 'validation.passwordMismatch' }),
        }),
      ),
    [intl],
  );

  const submit = (values: ResetValues, helpers: FormikHelpers<ResetValues>) =>
    new Promise<void>((resolve) => {
      setFormError(null);
      commit({
        variables: { input: { token, password: values.password, passwordConfirmation: values.passwordConfirmation } },
        onCompleted: (response) => {
          resolve();
          const { completed, userErrors } = response.passwordResetComplete;
          if (completed) {
            setState('done');
            return;
          }
          if (userErrors.some((error) => error.code === LINK_EXPIRED)) {
            setState('expired');
            return;
          }
          const [first] = userErrors;
          if (first && (first.field === 'password' || first.field === 'passwordConfirmation')) {
            helpers.setFieldError(first.field, errorMessage(first.code, first.message));
          } else {
            setFormError(first ? errorMessage(first.code, first.message) : errorMessage(null));
          }
        },
        onError: () => {
          resolve();
          setFormError(errorMessage(null));
        },
      });
    });

  if (state === 'expired') return <PasswordResetLinkExpired />;
  if (state === 'done') {
    return (
      <AuthStatePanel
        testId="reset-done"
        icon="done"
        title={<FormattedMessage id="forgotPassword.done.title" />}
        actions={
          <Button asChild colorPalette="brand" size="lg" width="full">
            <RouterLink to="/" data-testid="sign-in">
              <FormattedMessage id="forgotPassword.done.signIn" />
            </RouterLink>
          </Button>
        }
      >
        <Text>
          <FormattedMessage id="forgotPassword.done.body" />
        </Text>
      </AuthStatePanel>
    );
  }

  return (
    <Stack gap="8">
      <AuthPageHeading title={<FormattedMessage id="forgotPassword.reset.title" />} subtitle={<FormattedMessage id="forgotPassword.reset.subtitle" />} />
      <Formik<ResetValues> initialValues={{ password: '', passwordConfirmation: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, handleSubmit }) => (
          <form noValidate onSubmit={handleSubmit}>
            <Stack gap="5">
              <FormErrorAlert message={formError} />
              <NewPasswordFields passwordLabel={<FormattedMessage id="forgotPassword.reset.password" />} confirmationLabel={<FormattedMessage id="forgotPassword.reset.confirmation" />} />
              <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} width="full">
                <FormattedMessage id="forgotPassword.reset.submit" />
              </Button>
            </Stack>
          </form>
        )}
      </Formik>
    </Stack>
  );
}
