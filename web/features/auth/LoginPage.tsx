import { Alert, Box, Button, Field, Flex, Grid, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
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
import { BrandLogo } from '../../components/BrandLogo';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { MenuIcon, type IconName } from '../../components/MenuIcon';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { SIGNED_IN_HOME } from './loginLoader';
import { clearLoginNotice, readLoginNotice } from './loginNotice';
import { TwoFactorStep } from './TwoFactorStep';

type LoginValues = { email: string; password: string };

const FEATURES: { icon: IconName; id: string }[] = [
  { icon: 'balances', id: 'login.brand.feature1' },
  { icon: 'reconcile', id: 'login.brand.feature2' },
  { icon: 'invoice', id: 'login.brand.feature3' },
];

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
    <Grid templateColumns={{ base: '1fr', lg: '5fr 6fr' }} minHeight="100dvh" bg="bg">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        justifyContent="space-between"
        padding="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.500"
        gradientTo="brand.800"
        position="relative"
        overflow="hidden"
      >
        <BrandLogo inverted size="lg" />
        <Stack gap="6" maxWidth="md" position="relative" zIndex="1">
          <Heading as="p" size="3xl" lineHeight="1.2" fontWeight="semibold" color="white">
            <FormattedMessage id="login.brand.headline" />
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.800">
            <FormattedMessage id="app.tagline" />
          </Text>
          <Stack gap="4" paddingTop="2">
            {FEATURES.map((feature) => (
              <HStack key={feature.id} gap="3" alignItems="flex-start">
                <Box bg="whiteAlpha.200" rounded="md" padding="2" flexShrink="0">
                  <MenuIcon name={feature.icon} boxSize="4" />
                </Box>
                <Text color="whiteAlpha.900" paddingTop="1">
                  <FormattedMessage id={feature.id} />
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Text fontSize="sm" color="whiteAlpha.700">
          <FormattedMessage id="login.brand.footer" values={{ year: new Date().getFullYear() }} />
        </Text>
        <Box
          position="absolute"
          width="520px"
          height="520px"
          rounded="full"
          border="80px solid"
          borderColor="whiteAlpha.100"
          right="-220px"
          bottom="-180px"
          aria-hidden="true"
        />
      </Flex>

      <Flex direction="column" padding={{ base: '5', md: '10' }}>
        <Flex justifyContent="space-between" alignItems="center">
          <Box display={{ base: 'block', lg: 'none' }}>
            <BrandLogo />
          </Box>
          <Box marginLeft="auto">
            <LanguageSwitch />
          </Box>
        </Flex>
        <Flex flex="1" alignItems="center" justifyContent="center" paddingY="10">
          {twoFactorMethods ? (
            <Box width="full" maxWidth="sm">
              <TwoFactorStep
                methods={twoFactorMethods}
                onBack={(message) => {
                  setTwoFactorMethods(null);
                  setFormError(message ?? null);
                }}
                onSignedIn={() => void navigate(SIGNED_IN_HOME, { replace: true })}
              />
            </Box>
          ) : (
            <Stack gap="8" width="full" maxWidth="sm">
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
        </Flex>
      </Flex>
    </Grid>
  );
}
