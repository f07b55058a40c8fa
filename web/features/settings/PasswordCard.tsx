import { Button, Card, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { PasswordCardMutation } from '../../__generated__/PasswordCardMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { newPasswordMessages, newPasswordSchema } from '../../domain/auth/newPasswordSchema';
import { NewPasswordFields } from '../../domain/auth/NewPasswordFields';
import { useCommit } from '../../relay/useCommit';
import { useRefreshTwoFactorMethods } from './useRefreshTwoFactorMethods';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { SectionTitle } from '../../ui/SectionTitle';
import { useFormFeedback } from '../../ui/useFormFeedback';

type ChangeValues = { currentPassword: string; password: string; passwordConfirmation: string };

/**
 * The change's rules (the current password, the new one twice) and its
 * submit: the server's refusals land on their fields; once changed, the
 * security activity is read again, `onChanged` runs and a toast says so.
 */
function usePasswordChange(onChanged: () => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const refresh = useRefreshTwoFactorMethods();
  const [commit] = useCommit<PasswordCardMutation>(graphql`
    mutation PasswordCardMutation($input: PasswordChangeInput!) {
      passwordChange(input: $input) {
        changed
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const schema = useMemo(
    () =>
      yup.object({
        currentPassword: yup
          .string()
          .required(intl.formatMessage({ id: 'validation.passwordRequired' })),
        ...newPasswordSchema(newPasswordMessages(intl)),
      }),
    [intl],
  );

  const submit = async (values: ChangeValues, helpers: FormikHelpers<ChangeValues>) => {
    const answer = await feedback.outcome(
      values,
      helpers,
      commit({ variables: { input: values } }).then((response) => response.passwordChange),
    );
    if (!answer?.changed) return;
    // The security activity shows the change: reload it before the form goes.
    await refresh();
    onChanged();
    toastSuccess(intl.formatMessage({ id: 'security.password.changed' }));
  };

  return { schema, submit };
}

/** Changing the password: the current one, then the new one twice; every other session ends. */
export function PasswordCard() {
  const [open, setOpen] = useState(false);
  const { schema, submit } = usePasswordChange(() => setOpen(false));

  return (
    <Card.Root variant="outline" bg="bg" data-testid="password-card">
      <Card.Header>
        <Flex gap="4" justifyContent="space-between" alignItems="flex-start">
          <SectionTitle
            title={<FormattedMessage id="security.password.heading" />}
            description={<FormattedMessage id="security.password.description" />}
          />
          {open ? null : (
            <Button
              variant="outline"
              size="sm"
              flexShrink="0"
              onClick={() => setOpen(true)}
              data-testid="password-change"
            >
              <FormattedMessage id="security.password.change" />
            </Button>
          )}
        </Flex>
      </Card.Header>
      {open ? (
        <Card.Body>
          <Formik<ChangeValues>
            initialValues={{ currentPassword: '', password: '', passwordConfirmation: '' }}
            validationSchema={schema}
            onSubmit={submit}
          >
            {(formik) => {
              const { errorOf, input } = formikFields(formik);
              return (
                <form noValidate onSubmit={formik.handleSubmit}>
                  <Stack gap="4" maxWidth="md">
                    <FormErrorAlert message={formik.status} testId="password-change-error" />
                    <FormField
                      label={<FormattedMessage id="security.password.current" />}
                      error={errorOf('currentPassword')}
                    >
                      <Input
                        {...input('currentPassword')}
                        type="password"
                        autoComplete="current-password"
                        autoFocus
                        size="lg"
                      />
                    </FormField>
                    <NewPasswordFields
                      passwordLabel={<FormattedMessage id="security.password.new" />}
                      confirmationLabel={<FormattedMessage id="security.password.confirm" />}
                    />
                    <Text color="fg.muted" fontSize="sm">
                      <FormattedMessage id="security.password.othersSignedOut" />
                    </Text>
                    <Flex gap="3">
                      <Button type="submit" colorPalette="brand" loading={formik.isSubmitting}>
                        <FormattedMessage id="security.password.save" />
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        onClick={() => setOpen(false)}
                        disabled={formik.isSubmitting}
                      >
                        <FormattedMessage id="common.cancel" />
                      </Button>
                    </Flex>
                  </Stack>
                </form>
              );
            }}
          </Formik>
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}
