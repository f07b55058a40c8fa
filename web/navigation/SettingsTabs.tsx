import { HStack, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { activeMenuKey } from './activeMenuKey';
import { SETTINGS_SECTIONS } from './menus';

/** The settings sections as tabs; the second path segment selects the active one. */
export function SettingsTabs() {
  const { pathname } = useLocation();
  const activeKey = activeMenuKey(pathname);
  return (
    <HStack as="nav" gap="1" marginBottom="6" borderBottomWidth="1px" borderColor="border" overflowX="auto" data-testid="settings-tabs">
      {SETTINGS_SECTIONS.map((section) => {
        const active = section.key === activeKey;
        return (
          <Link
            key={section.key}
            asChild
            paddingX="3"
            paddingY="2"
            fontSize="sm"
            whiteSpace="nowrap"
            fontWeight={active ? 'semibold' : 'medium'}
            color={active ? 'brand.fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={active ? 'brand.solid' : 'transparent'}
            marginBottom="-1px"
            textDecoration="none"
            _hover={{ color: 'fg', textDecoration: 'none' }}
          >
            <RouterLink to={section.path} aria-current={active ? 'page' : undefined}>
              <FormattedMessage id={section.label.id} />
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
