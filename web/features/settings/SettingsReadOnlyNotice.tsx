import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Tells a member without `settings:manage` that they see the settings but cannot change them. */
export function SettingsReadOnlyNotice() {
  return (
    <Alert.Root status="info" variant="subtle" data-testid="settings-read-only">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        <FormattedMessage id="settings.readOnly" />
      </Alert.Title>
    </Alert.Root>
  );
}
