import type { AppMode } from './appMode';

export type MenuIconName =
  | 'home'
  | 'balances'
  | 'statement'
  | 'counterparties'
  | 'chart'
  | 'forecast'
  | 'flow'
  | 'payables'
  | 'bill'
  | 'payment'
  | 'transfer'
  | 'deposit'
  | 'reconcile'
  | 'bank'
  | 'provider'
  | 'internal'
  | 'exception'
  | 'settings'
  | 'customers'
  | 'order'
  | 'invoice'
  | 'memo'
  | 'settlement'
  | 'management'
  | 'log';

export type MenuItem = {
  /** The key `activeMenuKey` returns for this entry's paths. */
  key: string;
  path: string;
  label: { id: string };
  icon: MenuIconName;
  /** The permission that shows the entry; none: every member sees it. */
  permission?: string;
};

export type MenuGroup = {
  key: string;
  /** Null for a group that is a single entry without a heading. */
  label: { id: string } | null;
  items: MenuItem[];
};

/** The treasury menu groups of the spec; Deposits sit in Transact (ARCHITECTURE). */
const TREASURY_MENU: MenuGroup[] = [
  {
    key: 'monitor',
    label: { id: 'nav.group.monitor' },
    items: [
      { key: 'home', path: '/home', label: { id: 'nav.home' }, icon: 'home' },
      {
        key: 'balances',
        path: '/balances',
        label: { id: 'nav.balances' },
        icon: 'balances',
        permission: 'balances:read',
      },
      {
        key: 'statement-transactions',
        permission: 'statements:read',
        path: '/statement-transactions',
        label: { id: 'nav.statementTransactions' },
        icon: 'statement',
      },
      {
        key: 'expected-transactions',
        permission: 'expected-transactions:read',
        path: '/expected-transactions',
        label: { id: 'nav.expectedTransactions' },
        icon: 'payables',
      },
      {
        key: 'counterparties',
        path: '/counterparties',
        label: { id: 'nav.counterparties' },
        icon: 'counterparties',
        permission: 'counterparties:read',
      },
    ],
  },
  {
    key: 'analyze',
    label: { id: 'nav.group.analyze' },
    items: [
      {
        key: 'cash-position',
        path: '/cash-position',
        label: { id: 'nav.cashPosition' },
        icon: 'chart',
        permission: 'cash-analysis:read',
      },
      {
        key: 'cash-forecast',
        path: '/cash-forecast',
        label: { id: 'nav.cashForecast' },
        icon: 'forecast',
        permission: 'cash-analysis:read',
      },
      {
        key: 'cash-flow',
        path: '/cash-flow',
        label: { id: 'nav.cashFlow' },
        icon: 'flow',
        permission: 'cash-analysis:read',
      },
      {
        key: 'payables',
        path: '/payables',
        label: { id: 'nav.payables' },
        icon: 'payables',
        permission: 'cash-analysis:read',
      },
    ],
  },
  {
    key: 'transact',
    label: { id: 'nav.group.transact' },
    items: [
      { key: 'bills', path: '/bills', label: { id: 'nav.bills' }, icon: 'bill', permission: 'bills:read' },
      {
        key: 'payments',
        path: '/payments',
        label: { id: 'nav.payments' },
        icon: 'payment',
        permission: 'payments:read',
      },
      {
        key: 'transfers',
        path: '/transfers',
        label: { id: 'nav.transfers' },
        icon: 'transfer',
        permission: 'transfers:read',
      },
      {
        key: 'deposits',
        path: '/deposits',
        label: { id: 'nav.deposits' },
        icon: 'deposit',
        permission: 'deposits:read',
      },
    ],
  },
  {
    key: 'reconciliation',
    label: null,
    items: [
      {
        key: 'reconciliation',
        path: '/reconciliation',
        label: { id: 'nav.reconciliation' },
        icon: 'reconcile',
        permission: 'reconciliation:read',
      },
    ],
  },
  {
    key: 'configure',
    label: { id: 'nav.group.configure' },
    items: [
      {
        key: 'bank-accounts',
        path: '/bank-accounts',
        label: { id: 'nav.bankAccounts' },
        icon: 'bank',
        permission: 'bank-accounts:read',
      },
      {
        key: 'payment-providers',
        permission: 'payment-providers:read',
        path: '/payment-providers',
        label: { id: 'nav.paymentProviders' },
        icon: 'provider',
      },
      {
        key: 'bank-accounts/internal-accounts',
        permission: 'bank-accounts:read',
        path: '/bank-accounts/internal-accounts',
        label: { id: 'nav.internalAccounts' },
        icon: 'internal',
      },
      {
        key: 'exceptions',
        path: '/exceptions',
        label: { id: 'nav.exceptions' },
        icon: 'exception',
        permission: 'exceptions:read',
      },
    ],
  },
  {
    key: 'settings',
    label: null,
    items: [{ key: 'settings', path: '/settings', label: { id: 'nav.settings' }, icon: 'settings' }],
  },
];

/** The invoicing menu: one group without a heading. */
const INVOICING_MENU: MenuGroup[] = [
  {
    key: 'invoicing',
    label: null,
    items: [
      { key: 'home', path: '/home', label: { id: 'nav.home' }, icon: 'home' },
      { key: 'buyer', path: '/buyer', label: { id: 'nav.customers' }, icon: 'customers', permission: 'customers:read' },
      {
        key: 'sales-order',
        path: '/sales-order',
        label: { id: 'nav.salesOrders' },
        icon: 'order',
        permission: 'sales-orders:read',
      },
      {
        key: 'purchase-order',
        path: '/purchase-order',
        label: { id: 'nav.purchaseOrders' },
        icon: 'order',
        permission: 'purchase-orders:read',
      },
      {
        key: 'invoices',
        path: '/invoices',
        label: { id: 'nav.invoices' },
        icon: 'invoice',
        permission: 'invoices:read',
      },
      {
        key: 'credit-memo',
        path: '/credit-memo',
        label: { id: 'nav.creditMemo' },
        icon: 'memo',
        permission: 'credit-memos:read',
      },
      {
        key: 'settlement',
        path: '/settlement',
        label: { id: 'nav.settlement' },
        icon: 'settlement',
        permission: 'settlement:read',
      },
      {
        key: 'management',
        path: '/management',
        label: { id: 'nav.management' },
        icon: 'management',
        permission: 'members:read',
      },
      { key: 'settings', path: '/settings', label: { id: 'nav.settings' }, icon: 'settings' },
      { key: 'log', path: '/log', label: { id: 'nav.activityLog' }, icon: 'log', permission: 'activity-log:read' },
    ],
  },
];

/** The settings sections, selected by the second path segment. */
export const SETTINGS_SECTIONS: MenuItem[] = [
  { key: 'settings/profile', path: '/settings/profile', label: { id: 'nav.settings.profile' }, icon: 'settings' },
  { key: 'settings/security', path: '/settings/security', label: { id: 'nav.settings.security' }, icon: 'settings' },
  {
    key: 'settings/company-profile',
    path: '/settings/company-profile',
    label: { id: 'nav.settings.companyProfile' },
    icon: 'settings',
  },
  {
    key: 'settings/team-members',
    path: '/settings/team-members',
    label: { id: 'nav.settings.teamMembers' },
    icon: 'settings',
  },
  { key: 'settings/controls', path: '/settings/controls', label: { id: 'nav.settings.controls' }, icon: 'settings' },
  { key: 'settings/orders', path: '/settings/orders', label: { id: 'nav.settings.orders' }, icon: 'settings' },
];

/** The menu of an app mode. */
export function menuFor(mode: AppMode): MenuGroup[] {
  return mode === 'invoicing' ? INVOICING_MENU : TREASURY_MENU;
}

/**
 * The menu of an app mode as a member sees it: the entries their
 * permissions allow, and no group left empty. The services refuse what the
 * menu hides all the same.
 */
export function visibleMenu(mode: AppMode, permissions: readonly string[]): MenuGroup[] {
  return menuFor(mode)
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !item.permission || permissions.includes(item.permission)),
    }))
    .filter((group) => group.items.length > 0);
}
