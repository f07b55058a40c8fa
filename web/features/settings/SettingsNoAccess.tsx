import { EmptyState, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';

/** Shown instead of organisation settings to a member without `settings:read`. */
export function SettingsNoAccess() {
  return (
    <EmptyState.Root
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      data-testid="settings-no-access"
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MenuIcon name="settings" />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>
            <FormattedMessage id="settings.noAccess.title" />
          </EmptyState.Title>
          <EmptyState.Description>
            <FormattedMessage id="settings.noAccess.description" />
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
