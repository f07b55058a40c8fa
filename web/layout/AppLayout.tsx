import { Box, Drawer, Flex, Portal } from '@chakra-ui/react';
import { GrowthBookProvider } from '@growthbook/growthbook-react';
import { useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { AppLayoutQuery } from '../__generated__/AppLayoutQuery.graphql';
import { currentFeatureFlags, featureFlagsFor } from '../flags/featureFlags';
import { uuidOf } from '../relay/globalId';
import { TABLET_MAX_QUERY } from '../ui/breakpoints';
import { useMediaQuery } from '../ui/useMediaQuery';
import { activeMenuKey } from '../navigation/activeMenuKey';
import { modeForPath, storedMode, storeMode, type AppMode } from '../navigation/appMode';
import { useRouteQuery } from '../relay/useRouteQuery';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      user {
        id
      }
      organization {
        id
      }
      ...AppHeader_viewer
      ...Sidebar_viewer
      user {
        id
      }
      organization {
        id
      }
    }
  }
`;

const SIDEBAR_WIDTH = '248px';

/** Starts the feature flags for the signed-in user in their organisation (the layout's loader waits for them). */
export async function startViewerFlags(viewer: AppLayoutQuery['response']['viewer']) {
  const id = viewer && uuidOf(viewer.user.id, 'User');
  const orgId = viewer && uuidOf(viewer.organization.id, 'Organization');
  if (id && orgId) await featureFlagsFor({ id, org_id: orgId });
}

/** The signed-in frame: menu of the current app mode, header, and the route's screen. */
export function AppLayout() {
  const data = useRouteQuery<AppLayoutQuery>(appLayoutQuery);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isNarrow = useMediaQuery(TABLET_MAX_QUERY);
  const [chosenMode, setChosenMode] = useState<AppMode>(storedMode);
  const [menuOpen, setMenuOpen] = useState(false);
  const mode = modeForPath(pathname, chosenMode);
  const activeKey = activeMenuKey(pathname);

  useEffect(() => {
    storeMode(mode);
  }, [mode]);

  const userId = data.viewer?.user.id;
  const organizationId = data.viewer?.organization.id;
  useEffect(() => {
    if (userId && organizationId)
      void import('../telemetry/telemetry').then(({ identifyViewer }) =>
        identifyViewer(userId, organizationId),
      );
  }, [userId, organizationId]);

  const changeMode = (next: AppMode) => {
    setChosenMode(next);
    storeMode(next);
    setMenuOpen(false);
    if (modeForPath(pathname, next) !== next)
      void navigate(next === 'treasury' ? '/counterparties' : '/home');
  };

  if (!data.viewer) return null;

  const sidebar = (
    <Sidebar
      viewer={data.viewer}
      mode={mode}
      activeKey={activeKey}
      onModeChange={changeMode}
      onNavigate={isNarrow ? () => setMenuOpen(false) : undefined}
    />
  );

  return (
    <GrowthBookProvider growthbook={currentFeatureFlags()}>
      <Flex minHeight="100dvh">
        {isNarrow ? (
          <Drawer.Root
            open={menuOpen}
            onOpenChange={(details) => setMenuOpen(details.open)}
            placement="start"
          >
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxWidth={SIDEBAR_WIDTH}>{sidebar}</Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        ) : (
          <Box
            as="aside"
            width={SIDEBAR_WIDTH}
            flexShrink="0"
            bg="bg"
            borderRightWidth="1px"
            borderColor="border"
            position="sticky"
            top="0"
            height="100dvh"
          >
            {sidebar}
          </Box>
        )}
        <Flex direction="column" flex="1" minWidth="0">
          <AppHeader
            viewer={data.viewer}
            onOpenMenu={isNarrow ? () => setMenuOpen(true) : undefined}
          />
          <Box
            as="main"
            flex="1"
            paddingX={{ base: '4', md: '8' }}
            paddingY={{ base: '5', md: '8' }}
          >
            <Outlet />
          </Box>
        </Flex>
      </Flex>
    </GrowthBookProvider>
  );
}
