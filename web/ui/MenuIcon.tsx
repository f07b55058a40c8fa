import { Icon, type IconProps } from '@chakra-ui/react';
import type { MenuIconName } from '../navigation/menus';

const PATHS: Record<
  | MenuIconName
  | 'menu'
  | 'logout'
  | 'plus'
  | 'search'
  | 'trash'
  | 'arrowLeft'
  | 'building'
  | 'monitor'
  | 'live'
  | 'check'
  | 'chevronDown'
  | 'key'
  | 'upload'
  | 'download'
  | 'calendar',
  string
> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4',
  balances: 'M3 7h18v12H3zM3 11h18M7 15h3',
  statement: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  counterparties:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  forecast: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  flow: 'M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3',
  payables: 'M12 7v5l3 3M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  bill: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  payment: 'M2 6h20v12H2zM2 10h20M6 15h4',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  deposit: 'M12 2v8M8 6l4 4 4-4M4 14h16v6H4z',
  reconcile: 'M20 6L9 17l-5-5',
  bank: 'M3 10l9-6 9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 21h18',
  provider: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  internal: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  exception: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  customers:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6',
  order: 'M6 2L3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4zM3 6h18M16 10a4 4 0 0 1-8 0',
  invoice: 'M14 2H6v20h12V6zM14 2v4h4M9 13h6M9 17h6M9 9h2',
  memo: 'M4 4h16v16H4zM8 9h8M8 13h5',
  settlement: 'M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  management: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21v-1a8 8 0 0 1 16 0v1',
  log: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  menu: 'M3 6h18M3 12h18M3 18h18',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  plus: 'M12 5v14M5 12h14',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35',
  trash: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6',
  arrowLeft: 'M19 12H5M12 19l-7-7 7-7',
  building: 'M4 21V3h10v18M14 8h6v13M8 7h2M8 11h2M8 15h2M2 21h20',
  monitor: 'M2 4h20v13H2zM8 21h8M12 17v4',
  check: 'M20 6L9 17l-5-5',
  chevronDown: 'M6 9l6 6 6-6',
  upload: 'M12 15V3M7 8l5-5 5 5M4 15v5h16v-5',
  download: 'M12 3v12M7 10l5 5 5-5M4 15v5h16v-5',
  key: 'M15 7a4 4 0 1 1-3.9 4.9L3 20v-3h3v-3h3l2.1-2.1A4 4 0 0 1 15 7zM16 10h.01',
  live: 'M12 12h.01M8.5 15.5a5 5 0 0 1 0-7M15.5 8.5a5 5 0 0 1 0 7M5.6 18.4a9 9 0 0 1 0-12.8M18.4 5.6a9 9 0 0 1 0 12.8',
};

export type IconName = keyof typeof PATHS;

/** A line icon from the product's small built-in set (no icon package, no CDN). */
export function MenuIcon({ name, ...props }: { name: IconName } & IconProps) {
  return <LineIcon path={PATHS[name]} boxSize="4" {...props} />;
}

/** A line icon drawn from its path (24 by 24, in the current colour): the menu's, or a screen's own. */
export function LineIcon({ path, ...props }: { path: string } & IconProps) {
  return (
    <Icon {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
    </Icon>
  );
}
