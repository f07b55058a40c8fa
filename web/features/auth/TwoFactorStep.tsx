import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import * as yup from 'yup';
import type { TwoFactorMethodType } from '../../__generated__/LoginPageSignInMutation.graphql';
import type { TwoFactorStepMutation } from '../../__generated__/TwoFactorStepMutation.graphql';
import { MenuIcon } from '../../components/MenuIcon';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { normalizeBackupCode } from './normalizeBackupCode';

/** The server code for an expired or unknown pending sign-in: the password step must be done again. */
const SIGN_IN_EXPIRED = 'U-ACC-AU-8';

type TwoFactorValues = { code: string; backupCode: string };

type TwoFactorStepProps = {
  /** The second factors `signIn` offered. */
  methods: readonly TwoFactorMethodType[];
  /** Returns to the email and password step, with a message when the pending sign-in expired. */
  onBack: (message?: string) => void;
  onSignedIn: () => void;
};

/**
 * The second step of signing in: a 6-digit authenticator code, or, after "Try
 * another way", a backup code (xxxx-xxxx) when the user has backup codes.
 */
export function TwoFactorStep({ methods, onBack, onSignedIn }: TwoFactorStepProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const canUseBackup = methods.includes('BACKUP_CODES');
  const [method, setMethod] = useState<'AUTHENTICATOR_APP' | 'BACKUP_CODES'>(
    methods.includes('AUTHENTICATOR_APP') || !canUseBackup ? 'AUTHENTICATOR_APP' : 'BACKUP_CODES',
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [commit] = useMutation<TwoFactorStepMutation>(graphql`
    mutation TwoFactorStepMutation($input: SignInTwoFactorInput!) {
      signInTwoFactor(input: $input) {
        viewer {
          user {
            id
          }
        }
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
      method === 'AUTHENTICATOR_APP'
        ? yup.object({
            code: yup
              .string()
              .required(intl.formatMessage({ id: 'validation.twoFactorCode' }))
              .matches(/^\d{6}$/, intl.formatMessage({ id: 'validation.twoFactorCode' })),
          })
        : yup.object({
            backupCode: yup
              .string()
              .required(intl.formatMessage({ id: 'validation.backupCodeFormat' }))
              .test('format', intl.formatMessage({ id: 'validation.backupCodeFormat' }), (value) =>
                Boolean(value && normalizeBackupCode(value)),
              ),
          }),
    [intl, method],
  );

  const submit = (values: TwoFactorValues, helpers: FormikHelpers<TwoFactorValues>) =>
    new Promise<void>((resolve) => {
      setFormError(null);
      const code = method === 'AUTHENTICATOR_APP' ? values.code : (normalizeBackupCode(values.backupCode) ?? '');
      commit({
        variables: { input: { method, code } },
        onCompleted: (response) => {
          resolve();
          const { viewer, userErrors } = response.signInTwoFactor;
          if (viewer && userErrors.length === 0) {
            onSignedIn();
            return;
          }
          const expired = userErrors.find((error) => error.code === SIGN_IN_EXPIRED);
          if (expired) {
            onBack(errorMessage(expired.code, expired.message));
            return;
          }
          const field = method === 'AUTHENTICATOR_APP' ? 'code' : 'backupCode';
          const [first] = userErrors;
          if (first && (first.field === 'code' || first.code === 'U-ACC-AU-7')) {
            helpers.setFieldError(field, errorMessage(first.code, first.message));
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

  return (
    <Stack gap="6" data-testid="two-factor-step" data-method={method}>
      <Button
        type="button"
        variant="plain"
        size="sm"
        alignSelf="flex-start"
        paddingX="0"
        color="fg.muted"
        _hover={{ color: 'brand.fg' }}
        onClick={() => onBack()}
        data-testid="two-factor-back"
      >
        <MenuIcon name="arrowLeft" />
        <FormattedMessage id="login.twoFactor.back" />
      </Button>
      <Stack gap="2">
        <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
          <FormattedMessage id="login.twoFactor.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage
            id={method === 'AUTHENTICATOR_APP' ? 'login.twoFactor.appPrompt' : 'login.twoFactor.backupPrompt'}
          />
        </Text>
      </Stack>
      <Formik<TwoFactorValues>
        key={method}
        initialValues={{ code: '', backupCode: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit, setFieldValue }) => {
          const shown = (name: keyof TwoFactorValues) => (touched[name] || submitCount > 0 ? errors[name] : undefined);
          return (
            <form noValidate onSubmit={handleSubmit}>
              <Stack gap="5">
                {formError ? (
                  <Alert.Root status="error" data-testid="login-error">
                    <Alert.Indicator />
                    <Alert.Title>{formError}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {method === 'AUTHENTICATOR_APP' ? (
                  <Field.Root invalid={Boolean(shown('code'))}>
                    <Field.Label>
                      <FormattedMessage id="login.twoFactor.code" />
                    </Field.Label>
                    <Input
                      name="code"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      autoFocus
                      maxLength={6}
                      placeholder="000000"
                      value={values.code}
                      onChange={(event) => void setFieldValue('code', event.target.value.replace(/\D/g, '').slice(0, 6))}
                      onBlur={handleBlur}
                      size="lg"
                      fontFamily="mono"
                      letterSpacing="0.4em"
                    />
                    <Field.ErrorText>{shown('code')}</Field.ErrorText>
                  </Field.Root>
                ) : (
                  <Field.Root invalid={Boolean(shown('backupCode'))}>
                    <Field.Label>
                      <FormattedMessage id="login.twoFactor.backupCode" />
                    </Field.Label>
                    <Input
                      name="backupCode"
                      autoComplete="off"
                      autoCapitalize="off"
                      spellCheck={false}
                      autoFocus
                      placeholder="xxxx-xxxx"
                      value={values.backupCode}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      size="lg"
                      fontFamily="mono"
                    />
                    <Field.ErrorText>{shown('backupCode')}</Field.ErrorText>
                  </Field.Root>
                )}
                <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} width="full">
                  <FormattedMessage id="login.twoFactor.verify" />
                </Button>
                {canUseBackup ? (
                  <Button
                    type="button"
                    variant="plain"
                    size="sm"
                    alignSelf="center"
                    color="brand.fg"
                    data-testid="try-another-way"
                    onClick={() => {
                      setFormError(null);
                      setMethod(method === 'AUTHENTICATOR_APP' ? 'BACKUP_CODES' : 'AUTHENTICATOR_APP');
                    }}
                  >
                    <FormattedMessage
                      id={method === 'AUTHENTICATOR_APP' ? 'login.twoFactor.tryAnotherWay' : 'login.twoFactor.useAuthenticator'}
                    />
                  </Button>
                ) : null}
              </Stack>
            </form>
          );
        }}
      </Formik>
    </Stack>
  );
}
