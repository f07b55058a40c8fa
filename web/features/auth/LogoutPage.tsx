import { Spinner, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CenteredPanel } from '../../ui/CenteredPanel';

/** Shown for the moment between signing out and the login page loading. */
export function LogoutPage() {
  return (
    <CenteredPanel testId="logout">
      <Spinner color="brand.solid" size="lg" />
      <Text color="fg.muted">
        <FormattedMessage id="logout.signingOut" />
      </Text>
    </CenteredPanel>
  );
}
