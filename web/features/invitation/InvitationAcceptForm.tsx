import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import * as yup from 'yup';
import type { InvitationAcceptForm_invitation$key } from '../../__generated__/InvitationAcceptForm_invitation.graphql';
import type { InvitationAcceptFormMutation } from '../../__generated__/InvitationAcceptFormMutation.graphql';
import { IconTile } from '../../ui/IconTile';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { newPasswordMessages, newPasswordSchema } from '../../domain/auth/newPasswordSchema';
import { NewPasswordFields } from '../../domain/auth/NewPasswordFields';
import { PageHeading } from '../../ui/PageHeading';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { CurrentPasswordField } from '../../domain/auth/CurrentPasswordField';
import { useCommit } from '../../relay/useCommit';
import { signInOutcomeOf, type TwoFactorMethodType } from '../../domain/auth/signInOutcome';
import { splitUserErrors } from '../../domain/auth/splitUserErrors';
import { AuthSubmitButton } from '../../domain/auth/AuthSubmitButton';

type AcceptValues = { fullName: string; password: string; passwordConfirmation: string };

/** The server code for an invitation that expired or was used meanwhile. */
const INVITATION_EXPIRED = 'U-ACC-INV-1';

const NEW_ACCOUNT_FIELDS = ['fullName', 'password', 'passwordConfirmation'] as const;
const EXISTING_ACCOUNT_FIELDS = ['password', 'passwordConfirmation'] as const;

type InvitationAcceptFormProps = {
  token: string;
  invitation: InvitationAcceptForm_invitation$key;
  /** Signed in: resolves once the next step shows. */
  onSignedIn: () => Promise<void>;
  /** The account has a second factor: the sign-in code step follows. */
  onTwoFactorRequired: (methods: readonly TwoFactorMethodType[]) => void;
  /** The organisation requires a second factor the account does not have: its setup follows. */
  onTwoFactorSetupRequired: () => void;
  onExpired: () => void;
};

/**
 * Accepting an invitation: a new person gives their full name and sets a
 * password (with its confirmation); an existing account only confirms its
 * password. Either way they join the organisation and are signed in.
 */
export function InvitationAcceptForm({
  token,
  invitation,
  onSignedIn,
  onTwoFactorRequired,
  onTwoFactorSetupRequired,
  onExpired,
}: InvitationAcceptFormProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const data = useFragment(
    graphql`
      fragment InvitationAcceptForm_invitation on InvitationLink {
        organizationName
        email
        accountExists
      }
    `,
    invitation,
  );
  const [commit] = useCommit<InvitationAcceptFormMutation>(graphql`
    mutation InvitationAcceptFormMutation($input: InvitationAcceptInput!) {
      invitationAccept(input: $input) {
        ...signInOutcome_payload
      }
    }
  `);
  const existing = data.accountExists === true;
  const organizationName = data.organizationName ?? '';

  const schema = useMemo(() => {
    const passwordRequired = intl.formatMessage({ id: 'validation.passwordRequired' });
    if (existing) return yup.object({ password: yup.string().required(passwordRequired) });
    return yup.object({
      fullName: yup
        .string()
        .trim()
        .required(intl.formatMessage({ id: 'validation.fieldRequired' })),
      ...newPasswordSchema(newPasswordMessages(intl)),
    });
  }, [intl, existing]);

  const submit = async (values: AcceptValues, helpers: FormikHelpers<AcceptValues>) => {
    setFormError(null);
    const input = existing
      ? { token, password: values.password }
      : {
          token,
          fullName: values.fullName.trim(),
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
        };
    const outcome = await commit({ variables: { input } }).then(
      (response) => signInOutcomeOf(response.invitationAccept),
      () => null,
    );
    if (!outcome) setFormError(errorMessage(null));
    else if (outcome.kind === 'signedIn') await onSignedIn();
    else if (outcome.kind === 'twoFactor') onTwoFactorRequired(outcome.methods);
    else if (outcome.kind === 'setup') onTwoFactorSetupRequired();
    else if (outcome.userErrors.some((error) => error.code === INVITATION_EXPIRED)) onExpired();
    else {
      // An existing account gives no name: a refusal naming one goes above the form.
      const { fieldErrors, general } = splitUserErrors(
        outcome.userErrors,
        existing ? EXISTING_ACCOUNT_FIELDS : NEW_ACCOUNT_FIELDS,
        errorMessage,
      );
      helpers.setErrors(fieldErrors);
      setFormError(general);
    }
  };

  return (
    <Stack gap="8" data-testid="invitation-accept" data-account-exists={existing}>
      <InvitationHeading
        organizationName={organizationName}
        email={data.email ?? ''}
        existing={existing}
      />
      <Formik<AcceptValues>
        initialValues={{ fullName: '', password: '', passwordConfirmation: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        <AcceptFields
          email={data.email ?? ''}
          existing={existing}
          organizationName={organizationName}
          formError={formError}
        />
      </Formik>
    </Stack>
  );
}

/** Who invites whom: the organisation, the invited email, and what to do next (sign in, or make an account). */
function InvitationHeading({
  organizationName,
  email,
  existing,
}: {
  organizationName: string;
  email: string;
  existing: boolean;
}) {
  return (
    <Stack gap="3">
      <IconTile name="building" compact badge={<FormattedMessage id="invitation.badge" />} />
      <PageHeading size="2xl" fontWeight="semibold" letterSpacing="tight">
        <FormattedMessage id="invitation.title" values={{ organizationName }} />
      </PageHeading>
      <Text color="fg.muted" data-testid="invitation-summary">
        <FormattedMessage
          id="invitation.invited"
          values={{
            organizationName,
            email,
            strong: (chunks) => (
              <Text as="strong" color="fg" fontWeight="semibold">
                {chunks}
              </Text>
            ),
          }}
        />
      </Text>
      <Text color="fg.muted">
        <FormattedMessage id={existing ? 'invitation.existing.prompt' : 'invitation.new.prompt'} />
      </Text>
    </Stack>
  );
}

/** The email (read-only) and the password, or a name and a new password for a new account. */
function AcceptFields({
  email,
  existing,
  organizationName,
  formError,
}: {
  email: string;
  existing: boolean;
  organizationName: string;
  formError: string | null;
}) {
  const intl = useIntl();
  const formik = useFormikContext<AcceptValues>();
  const { errorOf, input } = formikFields(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="5">
        <FormErrorAlert message={formError} />
        <Field.Root readOnly>
          <Field.Label>
            <FormattedMessage id="login.email" />
          </Field.Label>
          <Input value={email} readOnly autoComplete="username" size="lg" bg="bg.subtle" />
        </Field.Root>
        {existing ? (
          <CurrentPasswordField
            value={formik.values.password}
            error={errorOf('password')}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            autoFocus
          />
        ) : (
          <>
            <FormField
              label={<FormattedMessage id="invitation.new.fullName" />}
              error={errorOf('fullName')}
            >
              <Input
                {...input('fullName')}
                autoComplete="name"
                autoFocus
                placeholder={intl.formatMessage({ id: 'invitation.new.fullNamePlaceholder' })}
                size="lg"
              />
            </FormField>
            <NewPasswordFields
              passwordLabel={<FormattedMessage id="invitation.new.password" />}
              confirmationLabel={<FormattedMessage id="invitation.new.confirmation" />}
            />
          </>
        )}
        <AuthSubmitButton loading={formik.isSubmitting}>
          <FormattedMessage
            id={existing ? 'invitation.existing.submit' : 'invitation.new.submit'}
            values={{ organizationName }}
          />
        </AuthSubmitButton>
      </Stack>
    </form>
  );
}
