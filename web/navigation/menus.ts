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
      { key: 'balances', path: '/balances', label: { id: 'nav.balances' }, icon: 'balances' },
      {
        key: 'statement-transactions',
        path: '/statement-transactions',
        label: { id: 'nav.statementTransactions' },
        icon: 'statement',
      },
      { key: 'counterparties', path: '/counterparties', label: { id: 'nav.counterparties' }, icon: 'counterparties' },
    ],
  },
  {
    key: 'analyze',
    label: { id: 'nav.group.analyze' },
    items: [
      { key: 'cash-position', path: '/cash-position', label: { id: 'nav.cashPosition' }, icon: 'chart' },
      { key: 'cash-forecast', path: '/cash-forecast', label: { id: 'nav.cashForecast' }, icon: 'forecast' },
      { key: 'cash-flow', path: '/cash-flow', label: { id: 'nav.cashFlow' }, icon: 'flow' },
      { key: 'payables', path: '/payables', label: { id: 'nav.payables' }, icon: 'payables' },
    ],
  },
  {
    key: 'transact',
    label: { id: 'nav.group.transact' },
    items: [
      { key: 'bills', path: '/bills', label: { id: 'nav.bills' }, icon: 'bill' },
      { key: 'payments', path: '/payments', label: { id: 'nav.payments' }, icon: 'payment' },
      { key: 'transfers', path: '/transfers', label: { id: 'nav.transfers' }, icon: 'transfer' },
      { key: 'deposits', path: '/deposits', label: { id: 'nav.deposits' }, icon: 'deposit' },
    ],
  },
  {
    key: 'reconciliation',
    label: null,
    items: [
      { key: 'reconciliation', path: '/reconciliation', label: { id: 'nav.reconciliation' }, icon: 'reconcile' },
    ],
  },
  {
    key: 'configure',
    label: { id: 'nav.group.configure' },
    items: [
      { key: 'bank-accounts', path: '/bank-accounts', label: { id: 'nav.bankAccounts' }, icon: 'bank' },
      {
        key: 'payment-providers',
        path: '/payment-providers',
        label: { id: 'nav.paymentProviders' },
        icon: 'provider',
      },
      {
        key: 'bank-accounts/internal-accounts',
        path: '/bank-accounts/internal-accounts',
        label: { id: 'nav.internalAccounts' },
        icon: 'internal',
      },
      { key: 'exceptions', path: '/exceptions', label: { id: 'nav.exceptions' }, icon: 'exception' },
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
      { key: 'buyer', path: '/buyer', label: { id: 'nav.customers' }, icon: 'customers' },
      { key: 'sales-order', path: '/sales-order', label: { id: 'nav.salesOrders' }, icon: 'order' },
      { key: 'purchase-order', path: '/purchase-order', label: { id: 'nav.purchaseOrders' }, icon: 'order' },
      { key: 'invoices', path: '/invoices', label: { id: 'nav.invoices' }, icon: 'invoice' },
      { key: 'credit-memo', path: '/credit-memo', label: { id: 'nav.creditMemo' }, icon: 'memo' },
      { key: 'settlement', path: '/settlement', label: { id: 'nav.settlement' }, icon: 'settlement' },
      { key: 'management', path: '/management', label: { id: 'nav.management' }, icon: 'management' },
      { key: 'settings', path: '/settings', label: { id: 'nav.settings' }, icon: 'settings' },
      { key: 'log', path: '/log', label: { id: 'nav.activityLog' }, icon: 'log' },
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
