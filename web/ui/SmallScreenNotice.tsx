import { Alert, Box, Button, CloseButton, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PHONE_MAX_QUERY, TABLET_MAX_QUERY } from './breakpoints';
import { MenuIcon } from './MenuIcon';
import { useMediaQuery } from './useMediaQuery';

const DISMISSED_KEY = 'kas.smallScreenNoticeDismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The desktop-recommended notice of the spec: a banner below 932 px, a fuller
 * notice below 430 px. Dismissing it hides it for the rest of the session.
 */
export function SmallScreenNotice() {
  const isTablet = useMediaQuery(TABLET_MAX_QUERY);
  const isPhone = useMediaQuery(PHONE_MAX_QUERY);
  const [dismissed, setDismissed] = useState(readDismissed);

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the notice stays hidden until the page reloads.
    }
    setDismissed(true);
  };

  if (dismissed || !isTablet) return null;

  if (isPhone) {
    return (
      <Box
        data-testid="small-screen-notice"
        position="fixed"
        inset="0"
        zIndex="modal"
        bg="bg"
        display="flex"
        alignItems="center"
        justifyContent="center"
        padding="8"
      >
        <Stack gap="5" textAlign="center" alignItems="center" maxW="sm">
          <Box bg="brand.subtle" color="brand.fg" rounded="full" padding="4">
            <MenuIcon name="monitor" boxSize="8" />
          </Box>
          <Heading size="lg">
            <FormattedMessage id="notice.desktop.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="notice.desktop.body" />
          </Text>
          <Button colorPalette="brand" onClick={dismiss} width="full">
            <FormattedMessage id="notice.desktop.continue" />
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Alert.Root
      status="info"
      variant="subtle"
      colorPalette="brand"
      borderRadius="0"
      data-testid="small-screen-banner"
    >
      <Alert.Indicator>
        <MenuIcon name="monitor" />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Description>
          <FormattedMessage id="notice.desktop.banner" />
        </Alert.Description>
      </Alert.Content>
      <FormattedMessage id="notice.dismiss">
        {(label) => <CloseButton size="sm" onClick={dismiss} aria-label={String(label)} />}
      </FormattedMessage>
    </Alert.Root>
  );
}
