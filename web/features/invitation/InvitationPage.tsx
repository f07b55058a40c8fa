import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { InvitationPageAuthenticatorStartMutation } from '../../__generated__/InvitationPageAuthenticatorStartMutation.graphql';
import type { InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthLayout } from '../../domain/auth/AuthLayout';
import type { TokenRoute } from '../../relay/loadTokenRoute';
import { SIGNED_IN_HOME } from '../../relay/loginLoader';
import { TwoFactorSetupStep } from '../../domain/auth/TwoFactorSetupStep';
import { TwoFactorStep } from '../../domain/auth/TwoFactorStep';
import { InvitationAcceptForm } from './InvitationAcceptForm';
import { InvitationAuthenticatorStep } from './InvitationAuthenticatorStep';
import { useCommit } from '../../relay/useCommit';
import type { TwoFactorMethodType } from '../../domain/auth/signInOutcome';
import { startedSetupOf, type StartedSetup } from '../../domain/auth/startedSetup';
import { InvitationExpired } from './InvitationExpired';

export const invitationPageQuery = graphql`
  query InvitationPageQuery($token: String!) {
    invitation(token: $token) {
      valid
      ...InvitationAcceptForm_invitation
    }
  }
`;

type Step =
  | { kind: 'accept' }
  | { kind: 'expired' }
  | { kind: 'twoFactor'; methods: readonly TwoFactorMethodType[] }
  | { kind: 'enforcedSetup' }
  | { kind: 'setup'; setup: StartedSetup };

/** The invitation of the link's token: accept it, then set up (or give) the second factor. */
function InvitationLink({
  token,
  queryRef,
}: {
  token: string;
  queryRef: PreloadedQuery<InvitationPageQuery>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const data = usePreloadedQuery<InvitationPageQuery>(invitationPageQuery, queryRef);
  const [step, setStep] = useState<Step>({ kind: data.invitation.valid ? 'accept' : 'expired' });
  const [commitStart] = useCommit<InvitationPageAuthenticatorStartMutation>(graphql`
    mutation InvitationPageAuthenticatorStartMutation {
      authenticatorSetupStart {
        ...startedSetup_payload
      }
    }
  `);

  const startAuthenticatorSetup = async () => {
    const setup = await commitStart({ variables: {} }).then(
      (response) => startedSetupOf(response.authenticatorSetupStart, errorMessage),
      () => ({ error: errorMessage(null), expired: false }),
    );
    setStep({ kind: 'setup', setup });
  };

  const enterApp = async (authenticatorAdded: boolean) => {
    if (authenticatorAdded) {
      toastSuccess(intl.formatMessage({ id: 'security.authenticator.added' }));
    }
    await navigate(SIGNED_IN_HOME, { replace: true });
  };

  let content;
  switch (step.kind) {
    case 'expired':
      content = <InvitationExpired />;
      break;
    case 'twoFactor':
      content = (
        <TwoFactorStep
          methods={step.methods}
          // The invitation is spent once the password was accepted: start again from the sign-in page.
          onBack={() => void navigate('/', { replace: true })}
          onSignedIn={() => void enterApp(false)}
        />
      );
      break;
    case 'setup':
      content = <InvitationAuthenticatorStep setup={step.setup} onDone={enterApp} />;
      break;
    case 'enforcedSetup':
      content = (
        <TwoFactorSetupStep
          // The invitation is spent once the password was accepted: start again from the sign-in page.
          onBack={() => void navigate('/', { replace: true })}
          onSignedIn={() => void enterApp(true)}
        />
      );
      break;
    default:
      content = (
        <InvitationAcceptForm
          token={token}
          invitation={data.invitation}
          onSignedIn={startAuthenticatorSetup}
          onTwoFactorRequired={(methods) => setStep({ kind: 'twoFactor', methods })}
          onTwoFactorSetupRequired={() => setStep({ kind: 'enforcedSetup' })}
          onExpired={() => setStep({ kind: 'expired' })}
        />
      );
  }
  return (
    <AuthLayout contentWidth={step.kind === 'setup' || step.kind === 'enforcedSetup' ? 'xl' : 'sm'}>
      {content}
    </AuthLayout>
  );
}

/**
 * `/invitation?token=…`: "{organisation} invited {email}"; a new person sets
 * their name and password, an existing account confirms its password; then
 * the authenticator app setup (or the sign-in code when the account already
 * has one). A missing, expired or used link shows the expired-invitation state.
 */
export function InvitationPage() {
  const route = useLoaderData<TokenRoute<InvitationPageQuery>>();
  if (route.token === null) {
    return (
      <AuthLayout>
        <InvitationExpired />
      </AuthLayout>
    );
  }
  return <InvitationLink key={route.token} token={route.token} queryRef={route.queryRef} />;
}
