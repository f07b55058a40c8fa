import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon';
import { PageHeader } from '../../components/PageHeader';
import { activeMenuKey } from '../../navigation/activeMenuKey';
import type { PlaceholderPage } from '../../navigation/placeholderPages';
import { SettingsTabs } from '../settings/SettingsTabs';

/**
 * A route of the spec that is not built yet, inside the app layout: the
 * area's title, what it will do, and ways back. Never a blank screen.
 */
export function NotYetAvailablePage({ page }: { page: PlaceholderPage }) {
  const { pathname } = useLocation();
  const activeKey = activeMenuKey(pathname);
  const isSettings = activeKey.startsWith('settings');

  return (
    <Box data-testid="not-yet-available">
      <PageHeader
        title={<FormattedMessage id={page.title.id} />}
        description={<FormattedMessage id={page.description.id} />}
      />
      {isSettings ? <SettingsTabs /> : null}
      <Card.Root variant="outline" bg="bg" maxWidth="2xl">
        <Card.Body>
          <Stack gap="4" alignItems="flex-start">
            <HStack gap="3">
              <Box bg="brand.subtle" color="brand.fg" rounded="lg" padding="2.5">
                <MenuIcon name="forecast" boxSize="5" />
              </Box>
              <Badge colorPalette="brand" variant="subtle">
                <FormattedMessage id="placeholder.badge" />
              </Badge>
            </HStack>
            <Text fontFamily="heading" fontSize="lg" fontWeight="semibold">
              <FormattedMessage id="placeholder.heading" />
            </Text>
            <Text color="fg.muted">
              <FormattedMessage id="placeholder.body" />
            </Text>
            <HStack gap="3" paddingTop="2">
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to="/counterparties">
                  <FormattedMessage id="placeholder.openCounterparties" />
                </RouterLink>
              </Button>
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/home">
                  <FormattedMessage id="common.backHome" />
                </RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
