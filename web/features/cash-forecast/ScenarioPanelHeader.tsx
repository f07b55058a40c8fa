import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';

/** The scenario list's title and what scenarios are, with the button that makes one for those who plan (`onCreate`). */
export function ScenarioPanelHeader({ onCreate }: { onCreate: (() => void) | null }) {
  return (
    <Card.Header paddingBottom="2">
      <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Text fontFamily="heading" fontWeight="semibold">
            <FormattedMessage id="cashForecast.scenarios.title" />
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="cashForecast.scenarios.subtitle" />
          </Text>
        </Stack>
        {onCreate ? (
          <Button
            size="sm"
            colorPalette="brand"
            onClick={onCreate}
            data-testid="cash-forecast-scenario-create"
          >
            <MenuIcon name="plus" />
            <FormattedMessage id="cashForecast.scenarios.create" />
          </Button>
        ) : null}
      </HStack>
    </Card.Header>
  );
}
