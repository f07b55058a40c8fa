import { useLocation } from 'react-router';
import { activeMenuKey } from './activeMenuKey';
import { SETTINGS_SECTIONS } from './menus';
import { NavTabs } from './NavTabs';

/** The settings sections as tabs; the second path segment selects the active one. */
export function SettingsTabs() {
  const { pathname } = useLocation();
  const activeKey = activeMenuKey(pathname);
  const tabs = SETTINGS_SECTIONS.map((section) => ({
    key: section.key,
    to: section.path,
    label: section.label,
    active: section.key === activeKey,
  }));
  return <NavTabs tabs={tabs} testId="settings-tabs" />;
}
