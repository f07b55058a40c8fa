import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AuthStatePanel } from '../../domain/auth/AuthStatePanel';

/** A reset link that expired or was already used: the user asks for a new one. */
export function PasswordResetLinkExpired() {
  return (
    <AuthStatePanel
      testId="link-expired"
      icon="expired"
      title={<FormattedMessage id="forgotPassword.expired.title" />}
      links={[
        {
          to: '/forgot-password',
          label: { id: 'forgotPassword.expired.requestNew' },
          testId: 'request-new-link',
        },
        { to: '/', label: { id: 'forgotPassword.backToSignIn' } },
      ]}
    >
      <Text>
        <FormattedMessage id="forgotPassword.expired.body" />
      </Text>
    </AuthStatePanel>
  );
}
