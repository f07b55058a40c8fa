import { AuthStateMessage } from '../../domain/auth/AuthStateMessage';

/** An invitation link that expired, was used, or has no token: ask the organisation for a new one. */
export function InvitationExpired() {
  return (
    <AuthStateMessage
      testId="invitation-expired"
      icon="expired"
      title={{ id: 'invitation.expired.title' }}
      body={{ id: 'invitation.expired.body' }}
      links={[{ to: '/', label: { id: 'invitation.expired.signIn' } }]}
    />
  );
}
