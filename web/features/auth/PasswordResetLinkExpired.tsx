import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { AuthStatePanel } from '../../ui/auth/AuthStatePanel';

/** A reset link that expired or was already used: the user asks for a new one. */
export function PasswordResetLinkExpired() {
  return (
    <AuthStatePanel
      testId="link-expired"
      icon="expired"
      title={<FormattedMessage id="forgotPassword.expired.title" />}
      actions={
        <>
          <Button asChild colorPalette="brand" size="lg" width="full">
            <RouterLink to="/forgot-password" data-testid="request-new-link">
              <FormattedMessage id="forgotPassword.expired.requestNew" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg" width="full">
            <RouterLink to="/">
              <FormattedMessage id="forgotPassword.backToSignIn" />
            </RouterLink>
          </Button>
        </>
      }
    >
      <Text>
        <FormattedMessage id="forgotPassword.expired.body" />
      </Text>
    </AuthStatePanel>
  );
}
