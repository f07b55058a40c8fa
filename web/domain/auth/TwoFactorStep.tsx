import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import { authenticatorCodeSchema } from './authenticatorCodeSchema';
import type { TwoFactorStepMutation } from '../../__generated__/TwoFactorStepMutation.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { StepBackButton } from './StepBackButton';
import { useCommit } from '../../relay/useCommit';
import { normalizeBackupCode } from './normalizeBackupCode';
import { usePasskeySignIn } from './usePasskeySignIn';
import type { TwoFactorMethodType } from './signInOutcome';
import { useSignInCodeCheck } from './useSignInCodeCheck';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikCodeInput } from './OneTimeCodeInput';
import { AuthPageHeading } from './AuthPageHeading';
import { AuthActionButton, AuthSubmitButton } from './AuthSubmitButton';

type Method = 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY';

/** The label of the choice that switches to a method. */
const SWITCH_LABEL: Record<Method, string> = {
  AUTHENTICATOR_APP: 'login.twoFactor.useAuthenticator',
  BACKUP_CODES: 'login.twoFactor.useBackupCode',
  PASSKEY: 'login.twoFactor.usePasskey',
};

/** The method the step opens with: the authenticator app, else a passkey, else a backup code. */
function firstMethod(methods: readonly TwoFactorMethodType[]): Method {
  if (methods.includes('AUTHENTICATOR_APP')) return 'AUTHENTICATOR_APP';
  if (methods.includes('PASSKEY')) return 'PASSKEY';
  return methods.includes('BACKUP_CODES') ? 'BACKUP_CODES' : 'AUTHENTICATOR_APP';
}

type TwoFactorValues = { code: string; backupCode: string };

/** What the step asks for, per method. */
const PROMPT: Record<'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY', string> = {
  AUTHENTICATOR_APP: 'login.twoFactor.appPrompt',
  BACKUP_CODES: 'login.twoFactor.backupPrompt',
  PASSKEY: 'login.twoFactor.passkeyPrompt',
};

type TwoFactorStepProps = {
  /** The second factors `signIn` offered. */
  methods: readonly TwoFactorMethodType[];
  /** Returns to the email and password step, with a message when the pending sign-in expired. */
  onBack: (message?: string) => void;
  onSignedIn: () => void;
};

/**
 * The second step of signing in: a 6-digit authenticator code, a passkey, or,
 * after "Try another way", any other method the user has (a backup code
 * xxxx-xxxx, a passkey, the authenticator app).
 */
export function TwoFactorStep({ methods, onBack, onSignedIn }: TwoFactorStepProps) {
  const intl = useIntl();
  const checkCode = useSignInCodeCheck(onBack);
  const [signInWithPasskey, passkeyBusy] = usePasskeySignIn();
  const [method, setMethod] = useState<Method>(() => firstMethod(methods));
  const [choosing, setChoosing] = useState(false);
  const alternatives = (['AUTHENTICATOR_APP', 'PASSKEY', 'BACKUP_CODES'] as const).filter(
    (other) => other !== method && methods.includes(other),
  );
  const [formError, setFormError] = useState<string | null>(null);

  const switchTo = (next: Method) => {
    setFormError(null);
    setChoosing(false);
    setMethod(next);
  };

  const confirmWithPasskey = async () => {
    setFormError(null);
    const outcome = await signInWithPasskey(true);
    if (outcome.ok) onSignedIn();
    else if (outcome.expired) onBack(outcome.message);
    else setFormError(outcome.message);
  };
  const [commit] = useCommit<TwoFactorStepMutation>(graphql`
    mutation TwoFactorStepMutation($input: SignInTwoFactorInput!) {
      signInTwoFactor(input: $input) {
        ...signInOutcome_payload
      }
    }
  `);

  const schema = useMemo(() => twoFactorSchema(intl, method), [intl, method]);

  const submit = async (values: TwoFactorValues, helpers: FormikHelpers<TwoFactorValues>) => {
    setFormError(null);
    const code =
      method === 'AUTHENTICATOR_APP' ? values.code : (normalizeBackupCode(values.backupCode) ?? '');
    const check = await checkCode(
      commit({ variables: { input: { method, code } } }).then(
        (response) => response.signInTwoFactor,
      ),
    );
    if (check.ok) onSignedIn();
    else if (check.codeError)
      helpers.setFieldError(
        method === 'AUTHENTICATOR_APP' ? 'code' : 'backupCode',
        check.codeError,
      );
    else if (check.formError) setFormError(check.formError);
  };

  return (
    <Stack gap="6" data-testid="two-factor-step" data-method={method}>
      <StepBackButton onClick={() => onBack()} />
      <AuthPageHeading
        title={<FormattedMessage id="login.twoFactor.title" />}
        subtitle={<FormattedMessage id={PROMPT[method]} />}
      />
      {method === 'PASSKEY' ? (
        <Stack gap="5">
          <FormErrorAlert message={formError} testId="login-error" />
          <AuthActionButton
            loading={passkeyBusy}
            onClick={() => void confirmWithPasskey()}
            testId="use-passkey"
          >
            <MenuIcon name="key" />
            <FormattedMessage id="login.twoFactor.passkeyButton" />
          </AuthActionButton>
        </Stack>
      ) : (
        <Formik<TwoFactorValues>
          key={method}
          initialValues={{ code: '', backupCode: '' }}
          validationSchema={schema}
          onSubmit={submit}
        >
          <CodeForm method={method} formError={formError} />
        </Formik>
      )}
      <OtherMethods
        alternatives={alternatives}
        choosing={choosing}
        onChoose={() => setChoosing(true)}
        onSwitch={switchTo}
      />
    </Stack>
  );
}

/** The code the chosen method asks for: the authenticator's six digits, or a backup code. */
function CodeForm({ method, formError }: { method: Method; formError: string | null }) {
  const formik = useFormikContext<TwoFactorValues>();
  const { errorOf, input } = formikFields(formik);
  const { isSubmitting, handleSubmit } = formik;
  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="5">
        <FormErrorAlert message={formError} testId="login-error" />
        {method === 'AUTHENTICATOR_APP' ? (
          <FormField label={<FormattedMessage id="login.twoFactor.code" />} error={errorOf('code')}>
            <FormikCodeInput autoFocus size="lg" letterSpacing="0.4em" />
          </FormField>
        ) : (
          <FormField
            label={<FormattedMessage id="login.twoFactor.backupCode" />}
            error={errorOf('backupCode')}
          >
            <Input
              {...input('backupCode')}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
              placeholder="xxxx-xxxx"
              size="lg"
              fontFamily="mono"
            />
          </FormField>
        )}
        <AuthSubmitButton loading={isSubmitting}>
          <FormattedMessage id="login.twoFactor.verify" />
        </AuthSubmitButton>
      </Stack>
    </form>
  );
}

/** "Try another way": straight to the one other method, or a choice among several. */
function OtherMethods({
  alternatives,
  choosing,
  onChoose,
  onSwitch,
}: {
  alternatives: readonly Method[];
  choosing: boolean;
  onChoose: () => void;
  onSwitch: (method: Method) => void;
}) {
  return (
    <>
      {alternatives.length > 0 && !choosing ? (
        <Button
          type="button"
          variant="plain"
          size="sm"
          alignSelf="center"
          color="brand.fg"
          data-testid="try-another-way"
          onClick={() => (alternatives.length === 1 ? onSwitch(alternatives[0]!) : onChoose())}
        >
          <FormattedMessage
            id={
              alternatives.length === 1 && alternatives[0] === 'AUTHENTICATOR_APP'
                ? SWITCH_LABEL.AUTHENTICATOR_APP
                : 'login.twoFactor.tryAnotherWay'
            }
          />
        </Button>
      ) : null}
      {choosing ? (
        <Stack gap="2" data-testid="two-factor-methods">
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            <FormattedMessage id="login.twoFactor.chooseMethod" />
          </Text>
          {alternatives.map((other) => (
            <Button
              key={other}
              variant="outline"
              size="md"
              width="full"
              onClick={() => onSwitch(other)}
              data-testid={`use-method-${other}`}
            >
              <FormattedMessage id={SWITCH_LABEL[other]} />
            </Button>
          ))}
        </Stack>
      ) : null}
    </>
  );
}

/** What the second step checks before sending: the authenticator's six digits, or a backup code in its format. */
function twoFactorSchema(intl: IntlShape, method: Method) {
  if (method === 'AUTHENTICATOR_APP') return yup.object({ code: authenticatorCodeSchema(intl) });
  const message = intl.formatMessage({ id: 'validation.backupCodeFormat' });
  return yup.object({
    backupCode: yup
      .string()
      .required(message)
      .test('format', message, (value) => Boolean(value && normalizeBackupCode(value))),
  });
}
