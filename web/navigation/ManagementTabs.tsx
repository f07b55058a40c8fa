import { useFeatureIsOn } from '@growthbook/growthbook-react';
import { useLocation } from 'react-router';
import { WEBHOOKS_FLAG } from '../flags/flagKeys';
import { NavTabs } from './NavTabs';

/** The `?tab=` of `/management` that shows the API keys instead of the users. */
export const API_KEYS_TAB = 'api-keys';
/** The `?tab=` of `/management` that shows the webhook endpoints. */
export const WEBHOOKS_TAB = 'webhooks';

/**
 * The screens of Management, as the spec names them, each with the permission
 * that opens it. The spec's route table has only `/management` and
 * `/management/customer/role`, so API keys and webhooks live in the query
 * string of the first.
 */
const MANAGEMENT_TABS = [
  {
    key: 'users',
    path: '/management',
    tab: null,
    permission: 'members:read',
    label: { id: 'management.tabs.users' },
  },
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
  {
    key: WEBHOOKS_TAB,
    path: '/management',
    tab: WEBHOOKS_TAB,
    permission: 'webhooks:read',
    label: { id: 'management.tabs.webhooks' },
    flag: WEBHOOKS_FLAG,
  },
] as const;

/**
 * Tabs between the users, the roles, the API keys and the webhooks of the organisation, each
 * shown only with the permission that opens it (and the webhooks only while
 * their feature flag is on); the current path and its
 * `?tab=` select the active one (an unknown `?tab=` shows the users).
 */
export function ManagementTabs({ permissions }: { permissions: readonly string[] }) {
  const { pathname, search } = useLocation();
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const requested = new URLSearchParams(search).get('tab');
  const webhooksOn = useFeatureIsOn(WEBHOOKS_FLAG);
  const currentTab = MANAGEMENT_TABS.some((tab) => tab.tab !== null && tab.tab === requested)
    ? requested
    : null;
  const tabs = MANAGEMENT_TABS.filter(
    (tab) => permissions.includes(tab.permission) && (!('flag' in tab) || webhooksOn),
  ).map((tab) => ({
    key: tab.key,
    to: tab.tab ? `${tab.path}?tab=${tab.tab}` : tab.path,
    label: tab.label,
    active: tab.path === current && tab.tab === currentTab,
    testId: `management-tab-${tab.key}`,
  }));
  return <NavTabs tabs={tabs} testId="management-tabs" />;
}
