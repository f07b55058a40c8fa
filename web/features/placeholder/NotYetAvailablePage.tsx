import { Box, Button, Card, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { IconTile } from '../../ui/IconTile';
import { PageHeader } from '../../ui/PageHeader';
import { activeMenuKey } from '../../navigation/activeMenuKey';
import type { PlaceholderPage } from '../../navigation/placeholderPages';
import { SettingsTabs } from '../../navigation/SettingsTabs';

/**
 * A route of the spec that is not built yet, inside the app layout: its own
 * title, what it will do, and the way home (Home exists in both the treasury
 * and the invoicing menu). Never a blank screen, never another screen's news.
 */
export function NotYetAvailablePage({ page }: { page: PlaceholderPage }) {
  const intl = useIntl();
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
            <IconTile name="forecast" badge={<FormattedMessage id="placeholder.badge" />} />
            <Text
              fontFamily="heading"
              fontSize="lg"
              fontWeight="semibold"
              data-testid="not-yet-available-heading"
            >
              <FormattedMessage
                id="placeholder.heading"
                values={{ screen: intl.formatMessage(page.title) }}
              />
            </Text>
            <Text color="fg.muted">
              <FormattedMessage id="placeholder.body" />
            </Text>
            <Button asChild variant="outline" size="sm" marginTop="2">
              <RouterLink to="/home">
                <FormattedMessage id="common.backHome" />
              </RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
