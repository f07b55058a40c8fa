import { Alert, Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import * as yup from 'yup';
import type {
  LoginPageSignInMutation,
  TwoFactorMethodType,
} from '../../__generated__/LoginPageSignInMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthLayout } from './AuthLayout';
import { SIGNED_IN_HOME } from './loginLoader';
import { clearLoginNotice, readLoginNotice } from './loginNotice';
import { TwoFactorStep } from './TwoFactorStep';

type LoginValues = { email: string; password: string };

/**
 * `/`: sign in with email and password; when the account has a second factor,
 * the authenticator (or backup) code step follows on the same page.
 */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [notice] = useState(readLoginNotice);
  const [formError, setFormError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [twoFactorMethods, setTwoFactorMethods] = useState<readonly TwoFactorMethodType[] | null>(null);
  const [commitSignIn] = useMutation<LoginPageSignInMutation>(graphql`
    mutation LoginPageSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        viewer {
          user {
            id
          }
        }
        twoFactorRequired
        twoFactorMethods
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  useEffect(() => {
    clearLoginNotice();
  }, []);

  const schema = useMemo(
    () =>
      yup.object({
        email: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'validation.emailRequired' }))
          .test('email', intl.formatMessage({ id: 'validation.invalidEmail' }), (value) => !value || value.includes('@')),
        password: yup.string().required(intl.formatMessage({ id: 'validation.passwordRequired' })),
      }),
    [intl],
  );

  const submit = (values: LoginValues, helpers: FormikHelpers<LoginValues>) =>
    new Promise<void>((resolve) => {
      setFormError(null);
      setEmail(values.email.trim());
      commitSignIn({
        variables: { input: { email: values.email.trim(), password: values.password } },
        onCompleted: (response) => {
          resolve();
          if (response.signIn.viewer) {
            void navigate(SIGNED_IN_HOME, { replace: true });
            return;
          }
          if (response.signIn.twoFactorRequired) {
            setTwoFactorMethods(response.signIn.twoFactorMethods);
            return;
          }
          const fieldErrors: Partial<Record<keyof LoginValues, string>> = {};
          let general: string | null = null;
          for (const error of response.signIn.userErrors) {
            const message = errorMessage(error.code, error.message);
            if ((error.field === 'email' || error.field === 'password') && !fieldErrors[error.field]) {
              fieldErrors[error.field] = message;
            } else {
              general ??= message;
            }
          }
          helpers.setErrors(fieldErrors);
          setFormError(general ?? (Object.keys(fieldErrors).length === 0 ? errorMessage(null) : null));
        },
        onError: () => {
          resolve();
          setFormError(errorMessage(null));
        },
      });
    });

  return (
    <AuthLayout>
      {twoFactorMethods ? (
        <TwoFactorStep
          methods={twoFactorMethods}
          onBack={(message) => {
            setTwoFactorMethods(null);
            setFormError(message ?? null);
          }}
          onSignedIn={() => void navigate(SIGNED_IN_HOME, { replace: true })}
        />
      ) : (
        <Stack gap="8">
          <Stack gap="2">
            <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
              <FormattedMessage id="login.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="login.subtitle" />
            </Text>
          </Stack>

          {notice ? (
            <Alert.Root status={notice === 'session-expired' ? 'warning' : 'info'} data-testid="login-notice">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id={notice === 'session-expired' ? 'login.sessionExpired' : 'login.signedOut'} />
              </Alert.Title>
            </Alert.Root>
          ) : null}

          <Formik<LoginValues>
            initialValues={{ email, password: '' }}
            validationSchema={schema}
            onSubmit={submit}
          >
            {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit }) => {
              const show = (name: keyof LoginValues) => (touched[name] || submitCount > 0 ? errors[name] : undefined);
              return (
                <form noValidate onSubmit={handleSubmit}>
                  <Stack gap="5">
                    {formError ? (
                      <Alert.Root status="error" data-testid="login-error">
                        <Alert.Indicator />
                        <Alert.Title>{formError}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                    <Field.Root invalid={Boolean(show('email'))}>
                      <Field.Label>
                        <FormattedMessage id="login.email" />
                      </Field.Label>
                      <Input
                        name="email"
                        type="email"
                        autoComplete="username"
                        placeholder={intl.formatMessage({ id: 'login.emailPlaceholder' })}
                        value={values.email}
                        onChange={handleChange}
                        onBlur={handleBlur}
                        size="lg"
                      />
                      <Field.ErrorText>{show('email')}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={Boolean(show('password'))}>
                      <Flex justifyContent="space-between" width="full" alignItems="baseline">
                        <Field.Label>
                          <FormattedMessage id="login.password" />
                        </Field.Label>
                        <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
                          <RouterLink to="/forgot-password">
                            <FormattedMessage id="login.forgotPassword" />
                          </RouterLink>
                        </Link>
                      </Flex>
                      <Input
                        name="password"
                        type="password"
                        autoComplete="current-password"
                        value={values.password}
                        onChange={handleChange}
                        onBlur={handleBlur}
                        size="lg"
                      />
                      <Field.ErrorText>{show('password')}</Field.ErrorText>
                    </Field.Root>
                    <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} width="full">
                      <FormattedMessage id="login.submit" />
                    </Button>
                  </Stack>
                </form>
              );
            }}
          </Formik>
        </Stack>
      )}
    </AuthLayout>
  );
}
