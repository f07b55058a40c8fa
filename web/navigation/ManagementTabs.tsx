import { HStack, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';

/** The `?tab=` of `/management` that shows the API keys instead of the users. */
export const API_KEYS_TAB = 'api-keys';

/**
 * The screens of Management, as the spec names them, each with the permission
 * that opens it. The spec's route table has only `/management` and
 * `/management/customer/role`, so API keys live in the query string of the first.
 */
const MANAGEMENT_TABS = [
  { key: 'users', path: '/management', tab: null, permission: 'members:read', label: { id: 'management.tabs.users' } },
  {
    key: 'roles',
    path: '/management/customer/role',
    tab: null,
    permission: 'roles:read',
    label: { id: 'management.tabs.roles' },
  },
  {
    key: API_KEYS_TAB,
    path: '/management',
    tab: API_KEYS_TAB,
    permission: 'api-keys:manage',
    label: { id: 'management.tabs.apiKeys' },
  },
] as const;

/**
 * Tabs between the users, the roles and the API keys of the organisation, each
 * shown only with the permission that opens it; the current path and its
 * `?tab=` select the active one (an unknown `?tab=` shows the users).
 */
export function ManagementTabs({ permissions }: { permissions: readonly string[] }) {
  const { pathname, search } = useLocation();
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const requested = new URLSearchParams(search).get('tab');
  const currentTab = MANAGEMENT_TABS.some((tab) => tab.tab !== null && tab.tab === requested) ? requested : null;
  return (
    <HStack as="nav" gap="1" marginBottom="6" borderBottomWidth="1px" borderColor="border" overflowX="auto" data-testid="management-tabs">
      {MANAGEMENT_TABS.filter((tab) => permissions.includes(tab.permission)).map((tab) => {
        const active = tab.path === current && tab.tab === currentTab;
        const to = tab.tab ? `${tab.path}?tab=${tab.tab}` : tab.path;
        return (
          <Link
            key={tab.key}
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
            <RouterLink to={to} aria-current={active ? 'page' : undefined} data-testid={`management-tab-${tab.key}`}>
              <FormattedMessage id={tab.label.id} />
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
