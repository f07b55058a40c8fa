import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import * as yup from 'yup';
import type { PasswordResetRequestFormMutation } from '../../__generated__/PasswordResetRequestFormMutation.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthStatePanel } from '../../domain/auth/AuthStatePanel';
import { AuthPageHeading } from '../../domain/auth/AuthPageHeading';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { formikFields } from '../../ui/formikFields';
import { requiredEmailRule } from '../../ui/emailRule';
import { useCommit } from '../../relay/useCommit';
import { firstRefusalOf } from '../../domain/auth/firstRefusal';
import { EmailField } from '../../domain/auth/EmailField';
import { AuthSubmitButton } from '../../domain/auth/AuthSubmitButton';

type RequestValues = { email: string };

/** How long a mailed reset link works, in minutes (the account service's rule). */
const LINK_MINUTES = 60;

/**
 * `/forgot-password` without a token: asks for the account's email, then
 * tells the user to check their inbox. The answer is the same whether or not
 * an account has that email.
 */
export function PasswordResetRequestForm() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [commit] = useCommit<PasswordResetRequestFormMutation>(graphql`
    mutation PasswordResetRequestFormMutation($input: PasswordResetRequestInput!) {
      passwordResetRequest(input: $input) {
        accepted
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const schema = useMemo(() => yup.object({ email: requiredEmailRule(intl) }), [intl]);

  const submit = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    setFormError(null);
    const email = values.email.trim();
    const answer = await commit({ variables: { input: { email } } }).then(
      (response) => response.passwordResetRequest,
      () => null,
    );
    if (!answer) return setFormError(errorMessage(null));
    if (answer.accepted) return setSentTo(email);
    const refusal = firstRefusalOf(answer.userErrors, ['email'], errorMessage);
    if (refusal.field) helpers.setFieldError(refusal.field, refusal.message);
    else setFormError(refusal.message);
  };

  if (sentTo) return <CheckEmailPanel email={sentTo} onAgain={() => setSentTo(null)} />;

  return (
    <Stack gap="8">
      <Link
        asChild
        fontSize="sm"
        color="fg.muted"
        _hover={{ color: 'brand.fg' }}
        alignSelf="flex-start"
      >
        <RouterLink to="/">
          <MenuIcon name="arrowLeft" />
          <FormattedMessage id="forgotPassword.backToSignIn" />
        </RouterLink>
      </Link>
      <AuthPageHeading
        title={<FormattedMessage id="forgotPassword.title" />}
        subtitle={<FormattedMessage id="forgotPassword.subtitle" />}
      />
      <Formik<RequestValues>
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <form noValidate onSubmit={formik.handleSubmit}>
            <Stack gap="5">
              <FormErrorAlert message={formError} />
              <EmailField
                value={formik.values.email}
                error={formikFields(formik).errorOf('email')}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                autoFocus
              />
              <AuthSubmitButton loading={formik.isSubmitting}>
                <FormattedMessage id="forgotPassword.submit" />
              </AuthSubmitButton>
            </Stack>
          </form>
        )}
      </Formik>
    </Stack>
  );
}

/** Where the link went: check the inbox, how long the link works, and the way to ask again (another address, or the mail not come). */
function CheckEmailPanel({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <AuthStatePanel
      testId="check-email"
      icon="mail"
      title={<FormattedMessage id="forgotPassword.checkEmail.title" />}
      links={[{ to: '/', label: { id: 'forgotPassword.backToSignIn' } }]}
      actions={
        <Button
          variant="plain"
          size="sm"
          color="brand.fg"
          onClick={onAgain}
          data-testid="request-again"
        >
          <FormattedMessage id="forgotPassword.checkEmail.tryAgain" />
        </Button>
      }
    >
      <Text>
        <FormattedMessage
          id="forgotPassword.checkEmail.body"
          values={{
            email,
            strong: (chunks) => (
              <Text as="strong" color="fg">
                {chunks}
              </Text>
            ),
          }}
        />
      </Text>
      <Text>
        <FormattedMessage
          id="forgotPassword.checkEmail.validity"
          values={{ minutes: LINK_MINUTES }}
        />
      </Text>
    </AuthStatePanel>
  );
}
