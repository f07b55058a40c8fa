import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AuthStatePanel } from '../../domain/auth/AuthStatePanel';

/** An invitation link that expired, was used, or has no token: ask the organisation for a new one. */
export function InvitationExpired() {
  return (
    <AuthStatePanel
      testId="invitation-expired"
      icon="expired"
      title={<FormattedMessage id="invitation.expired.title" />}
      links={[{ to: '/', label: { id: 'invitation.expired.signIn' } }]}
    >
      <Text>
        <FormattedMessage id="invitation.expired.body" />
      </Text>
    </AuthStatePanel>
  );
}
