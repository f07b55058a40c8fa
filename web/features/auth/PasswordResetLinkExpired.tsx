import { AuthStateMessage } from '../../domain/auth/AuthStateMessage';

/** A reset link that expired or was already used: the user asks for a new one. */
export function PasswordResetLinkExpired() {
  return (
    <AuthStateMessage
      testId="link-expired"
      icon="expired"
      title={{ id: 'forgotPassword.expired.title' }}
      body={{ id: 'forgotPassword.expired.body' }}
      links={[
        {
          to: '/forgot-password',
          label: { id: 'forgotPassword.expired.requestNew' },
          testId: 'request-new-link',
        },
        { to: '/', label: { id: 'forgotPassword.backToSignIn' } },
      ]}
    />
  );
}
