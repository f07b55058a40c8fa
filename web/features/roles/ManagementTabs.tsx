import { HStack, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';

/** The two screens of Management, as the spec names them. */
const MANAGEMENT_TABS = [
  { path: '/management', label: { id: 'management.tabs.users' } },
  { path: '/management/customer/role', label: { id: 'management.tabs.roles' } },
] as const;

/** Tabs between the users and the roles of the organisation; the current path selects the active one. */
export function ManagementTabs() {
  const { pathname } = useLocation();
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <HStack
      as="nav"
      gap="1"
      marginBottom="6"
      borderBottomWidth="1px"
      borderColor="border"
      overflowX="auto"
      data-testid="management-tabs"
    >
      {MANAGEMENT_TABS.map((tab) => {
        const active = tab.path === current;
        return (
          <Link
            key={tab.path}
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
            <RouterLink to={tab.path} aria-current={active ? 'page' : undefined}>
              <FormattedMessage id={tab.label.id} />
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
