import { Box, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { Sidebar_viewer$key } from '../__generated__/Sidebar_viewer.graphql';
import { BrandLogo } from '../ui/BrandLogo';
import type { AppMode } from '../navigation/appMode';
import { visibleMenu } from '../navigation/menus';
import { MenuGroupLabel } from '../navigation/MenuGroupLabel';
import { ModeSwitch } from './ModeSwitch';
import { NavItem } from './NavItem';

type SidebarProps = {
  viewer: Sidebar_viewer$key;
  mode: AppMode;
  activeKey: string;
  onModeChange: (mode: AppMode) => void;
  onNavigate?: () => void;
};

/** The app menu of the current mode, as far as the member's permissions reach, with the mode switch on top. */
export function Sidebar({ viewer, mode, activeKey, onModeChange, onNavigate }: SidebarProps) {
  const { permissions } = useFragment(
    graphql`
      fragment Sidebar_viewer on Viewer {
        permissions
      }
    `,
    viewer,
  );
  const entryKey = activeKey.startsWith('settings') ? 'settings' : activeKey;
  return (
    <Stack as="nav" gap="0" height="full" data-testid="sidebar" data-mode={mode}>
      <Box paddingX="5" paddingTop="5" paddingBottom="4">
        <BrandLogo />
      </Box>
      <Box paddingX="4" paddingBottom="4">
        <ModeSwitch mode={mode} onChange={onModeChange} />
      </Box>
      <Stack gap="5" paddingX="3" paddingBottom="6" overflowY="auto" flex="1">
        {visibleMenu(mode, permissions).map((group) => (
          <Stack key={group.key} gap="0.5">
            {group.label ? (
              <MenuGroupLabel label={group.label} paddingX="3" paddingBottom="1" />
            ) : null}
            {group.items.map((item) => (
              <NavItem
                key={item.key}
                item={item}
                active={item.key === entryKey}
                onNavigate={onNavigate}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
