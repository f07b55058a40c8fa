import { Alert, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../relay/graphqlTag';
import { useLoaderData, useNavigate } from 'react-router';
import type { LoginPageSignInMutation } from '../../__generated__/LoginPageSignInMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { MenuIcon } from '../../ui/MenuIcon';
import { AuthLayout } from '../../domain/auth/AuthLayout';
import { SIGNED_IN_HOME, type LoginRouteData } from '../../relay/loginLoader';
import { clearLoginNotice, readLoginNotice } from './loginNotice';
import { NEXT_PARAM, rememberNext, takeNext } from '../../navigation/nextPath';
import { socialSignInReturnOf } from './socialSignInReturn';
import { usePasskeySignIn } from '../../domain/auth/usePasskeySignIn';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { prefetchCommit } from '../../relay/lazyRelay';
import type { TwoFactorMethodType } from '../../domain/auth/signInOutcomeKinds';
import { commitSignIn } from '../../domain/auth/commitSignIn';
import { splitUserErrors } from '../../domain/auth/splitUserErrors';
import { AuthPageHeading } from '../../domain/auth/AuthPageHeading';
import { CurrentPasswordField } from '../../domain/auth/CurrentPasswordField';
import { EmailField } from '../../domain/auth/EmailField';
import { AuthSubmitButton } from '../../domain/auth/AuthSubmitButton';

type LoginValues = { email: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const LOGIN_FIELDS = ['email', 'password'] as const;

// The second steps (and the authenticator QR code) load when an account needs them, not with the sign-in page;
// they commit with Relay's hooks, so each comes in a scope of its own (the sign-in page has none).
const TwoFactorStep = lazy(() =>
  Promise.all([import('../../domain/auth/TwoFactorStep'), import('../../relay/RelayScope')]).then(
    ([module, { withRelay }]) => ({ default: withRelay(module.TwoFactorStep) }),
  ),
);
const TwoFactorSetupStep = lazy(() =>
  Promise.all([
    import('../../domain/auth/TwoFactorSetupStep'),
    import('../../relay/RelayScope'),
  ]).then(([module, { withRelay }]) => ({ default: withRelay(module.TwoFactorSetupStep) })),
);

/** Which step the page shows: the password form, the second factor, or the enforced setup of one. */
type Step =
  | { kind: 'password' }
  | { kind: 'twoFactor'; methods: readonly TwoFactorMethodType[] }
  | { kind: 'setup' };

/**
 * `/`: sign in with email and password, with a passkey, or with the social
 * provider when one is configured; when the account has a second factor, its
 * step follows on the same page, and when the organisation requires one the
 * account lacks, its setup does. A social sign-in comes back here with
 * `?error=`, `?twoFactor=` or `?twoFactorSetup=1`.
 */
export function LoginPage({ prefetch }: { prefetch?: () => void }) {
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { socialSignIn } = useLoaderData<LoginRouteData>();
  const [returned] = useState(() => socialSignInReturnOf(window.location.search));
  // A deep link opened signed out came here as `/?next=…`: signing in returns there.
  const [next] = useState(() => rememberNext(window.location.search));
  const [notice] = useState(readLoginNotice);
  const [formError, setFormError] = useState<string | null>(() =>
    returned.errorCode ? errorMessage(returned.errorCode) : null,
  );
  const fields = useLoginFields();
  const [step, setStep] = useState<Step>(returned.step ?? { kind: 'password' });
  const [signInWithPasskey, passkeyBusy] = usePasskeySignIn();
  // The test @simplewebauthn/browser's browserSupportsWebAuthn() makes, without loading the library on the sign-in page.
  const passkeysSupported = useMemo(() => typeof window.PublicKeyCredential === 'function', []);

  useEffect(() => {
    clearLoginNotice();
    // The social sign-in's answer is read once; a reload starts clean but keeps where to return.
    const clean = next ? `?${NEXT_PARAM}=${encodeURIComponent(next)}` : '';
    if (window.location.search !== clean) void navigate(`/${clean}`, { replace: true });
  }, [navigate, next]);

  const signedIn = () => {
    takeNext();
    void navigate(next ?? SIGNED_IN_HOME, { replace: true });
  };
  const { submitting, submit } = usePasswordSignIn(fields, setFormError, signedIn, setStep);

  const passwordless = async () => {
    setFormError(null);
    const outcome = await signInWithPasskey(false);
    if (outcome.ok) signedIn();
    else setFormError(outcome.message);
  };

  // Relay (for the sign-in's commit) and what `prefetch` names (the signed-in frame and Home) load once the member
  // starts on the form: after the page is interactive, and not part of what the page itself downloads.
  const [warmUp] = useState(() => {
    let warm = false;
    return () => {
      if (warm) return;
      warm = true;
      prefetchCommit();
      prefetch?.();
    };
  });

  const backToPassword = (message?: string) => {
    setStep({ kind: 'password' });
    setFormError(message ?? null);
    fields.restart();
  };

  return (
    <AuthLayout contentWidth={step.kind === 'setup' ? 'xl' : 'sm'}>
      {step.kind === 'twoFactor' ? (
        <Suspense fallback={null}>
          <TwoFactorStep methods={step.methods} onBack={backToPassword} onSignedIn={signedIn} />
        </Suspense>
      ) : step.kind === 'setup' ? (
        <Suspense fallback={null}>
          <TwoFactorSetupStep onBack={backToPassword} onSignedIn={signedIn} />
        </Suspense>
      ) : (
        <PasswordStep
          notice={notice}
          form={{ fields, formError, submitting, onSubmit: submit, onFocus: warmUp }}
          passkeysSupported={passkeysSupported}
          passkeyBusy={passkeyBusy}
          onPasskey={() => void passwordless()}
          socialSignIn={socialSignIn}
        />
      )}
    </AuthLayout>
  );
}

const signInMutation = graphql`
  mutation LoginPageSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      ...signInOutcome_payload
    }
  }
`;

/**
 * Signs in with the typed email and password: signed in, a second step to
 * take, or the service's refusals on their fields (and the rest above the form).
 */
function usePasswordSignIn(
  fields: LoginFields,
  setFormError: (message: string | null) => void,
  signedIn: () => void,
  setStep: (step: Step) => void,
) {
  const errorMessage = useErrorMessage();
  const [submitting, setSubmitting] = useState(false);

  const signIn = async () => {
    setSubmitting(true);
    setFormError(null);
    const outcome = await commitSignIn<LoginPageSignInMutation>(
      signInMutation,
      { input: { email: fields.values.email.trim(), password: fields.values.password } },
      (response) => response.signIn,
    ).catch(() => null);
    setSubmitting(false);
    if (!outcome) setFormError(errorMessage(null));
    else if (outcome.kind === 'signedIn') signedIn();
    else if (outcome.kind === 'twoFactor' || outcome.kind === 'setup') setStep(outcome);
    else {
      const { fieldErrors, general } = splitUserErrors(
        outcome.userErrors,
        LOGIN_FIELDS,
        errorMessage,
      );
      fields.setAnswerErrors(fieldErrors);
      setFormError(general);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.submitAttempt() || submitting) return;
    void signIn();
  };
  return { submitting, submit };
}

/** The first step: the heading, a notice left for the page, the password form and the other ways in. */
function PasswordStep({
  notice,
  form,
  passkeysSupported,
  passkeyBusy,
  onPasskey,
  socialSignIn,
}: {
  notice: ReturnType<typeof readLoginNotice>;
  form: PasswordFormProps;
  passkeysSupported: boolean;
  passkeyBusy: boolean;
  onPasskey: () => void;
  socialSignIn: LoginRouteData['socialSignIn'];
}) {
  return (
    <Stack gap="8">
      <AuthPageHeading
        title={<FormattedMessage id="login.title" />}
        subtitle={<FormattedMessage id="login.subtitle" />}
      />
      {notice ? <LoginNotice notice={notice} /> : null}
      <PasswordForm {...form} />
      {passkeysSupported || socialSignIn ? (
        <OtherSignInOptions
          passkeysSupported={passkeysSupported}
          passkeyBusy={passkeyBusy}
          onPasskey={onPasskey}
          socialSignIn={socialSignIn}
        />
      ) : null}
    </Stack>
  );
}

type LoginFields = ReturnType<typeof useLoginFields>;

/**
 * The email and the password, checked by hand: the sign-in page is the app's
 * first download, and a form library with a schema validator added 21 kB
 * (brotli) to it. A field's message shows once it was left
 * or the form submitted: its check's, else the server's refusal until edited.
 */
function useLoginFields() {
  const intl = useIntl();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [answerErrors, setAnswerErrors] = useState<LoginErrors>({});
  const checks = useMemo<LoginErrors>(() => {
    const email = values.email.trim();
    return {
      email: !email
        ? intl.formatMessage({ id: 'validation.emailRequired' })
        : !email.includes('@')
          ? intl.formatMessage({ id: 'validation.invalidEmail' })
          : undefined,
      password: values.password
        ? undefined
        : intl.formatMessage({ id: 'validation.passwordRequired' }),
    };
  }, [intl, values]);
  const errorOf = (name: keyof LoginValues) =>
    touched[name] || submitted ? (checks[name] ?? answerErrors[name]) : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as keyof LoginValues;
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setAnswerErrors((current) => ({ ...current, [name]: undefined }));
  };
  const onBlur = (event: ChangeEvent<HTMLInputElement>) =>
    setTouched((current) => ({ ...current, [event.target.name]: true }));
  /** Back from a second step: the email stays (trimmed); the password and the messages go. */
  const restart = () => {
    setValues((current) => ({ email: current.email.trim(), password: '' }));
    setTouched({});
    setSubmitted(false);
  };
  /** A submit: from now on every message shows; answers whether both fields pass their checks. */
  const submitAttempt = () => {
    setSubmitted(true);
    return !checks.email && !checks.password;
  };
  return { values, errorOf, onChange, onBlur, restart, submitAttempt, setAnswerErrors };
}

/** Why the visitor is here again: their session expired, or they signed out. */
function LoginNotice({ notice }: { notice: NonNullable<ReturnType<typeof readLoginNotice>> }) {
  return (
    <Alert.Root
      status={notice === 'session-expired' ? 'warning' : 'info'}
      data-testid="login-notice"
    >
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage
          id={notice === 'session-expired' ? 'login.sessionExpired' : 'login.signedOut'}
        />
      </Alert.Title>
    </Alert.Root>
  );
}

type PasswordFormProps = {
  fields: LoginFields;
  formError: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's first focus: what signing in needs starts loading while it is filled in. */
  onFocus: () => void;
};

/** Email and password, with the way to a forgotten password. */
function PasswordForm({
  fields: { values, errorOf, onChange, onBlur },
  formError,
  submitting,
  onSubmit,
  onFocus,
}: PasswordFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus}>
      <Stack gap="5">
        <FormErrorAlert message={formError} testId="login-error" />
        <EmailField
          value={values.email}
          error={errorOf('email')}
          onChange={onChange}
          onBlur={onBlur}
        />
        <CurrentPasswordField
          value={values.password}
          error={errorOf('password')}
          onChange={onChange}
          onBlur={onBlur}
        />
        <AuthSubmitButton loading={submitting}>
          <FormattedMessage id="login.submit" />
        </AuthSubmitButton>
      </Stack>
    </form>
  );
}

/** Below an "or": sign in with a passkey, or with the social provider when one is configured. */
function OtherSignInOptions({
  passkeysSupported,
  passkeyBusy,
  onPasskey,
  socialSignIn,
}: {
  passkeysSupported: boolean;
  passkeyBusy: boolean;
  onPasskey: () => void;
  socialSignIn: LoginRouteData['socialSignIn'];
}) {
  return (
    <Stack gap="4">
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          <FormattedMessage id="login.or" />
        </Text>
        <Separator flex="1" />
      </HStack>
      {passkeysSupported ? (
        <Button
          variant="outline"
          size="lg"
          width="full"
          loading={passkeyBusy}
          onClick={onPasskey}
          data-testid="passkey-sign-in"
        >
          <MenuIcon name="key" />
          <FormattedMessage id="login.passkey" />
        </Button>
      ) : null}
      {socialSignIn ? (
        <Button asChild variant="outline" size="lg" width="full" data-testid="social-sign-in">
          <a href={socialSignIn.startUrl}>
            <FormattedMessage id="login.social" values={{ provider: socialSignIn.name }} />
          </a>
        </Button>
      ) : null}
    </Stack>
  );
}
