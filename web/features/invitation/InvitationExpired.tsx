import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { AuthStatePanel } from '../../ui/auth/AuthStatePanel';

/** An invitation link that expired, was used, or has no token: ask the organisation for a new one. */
export function InvitationExpired() {
  return (
    <AuthStatePanel
      testId="invitation-expired"
      icon="expired"
      title={<FormattedMessage id="invitation.expired.title" />}
      actions={
        <Button asChild colorPalette="brand" size="lg" width="full">
          <RouterLink to="/">
            <FormattedMessage id="invitation.expired.signIn" />
          </RouterLink>
        </Button>
      }
    >
      <Text>
        <FormattedMessage id="invitation.expired.body" />
      </Text>
    </AuthStatePanel>
  );
}
