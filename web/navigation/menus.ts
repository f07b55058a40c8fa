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

/** An entry as a row: its key (also its path, after a slash), label id, icon and the permission that shows it. */
type EntryRow = readonly [key: string, label: string, icon: MenuIconName, permission?: string];

/** The entry a row describes: `/<key>` is where it goes, which is what `activeMenuKey` answers for its paths. */
function entry([key, label, icon, permission]: EntryRow): MenuItem {
  return {
    key,
    path: `/${key}`,
    label: { id: label },
    icon,
    ...(permission ? { permission } : {}),
  };
}

/** A group of entries; a null label is a group that is a single entry without a heading. */
function group(key: string, label: string | null, rows: readonly EntryRow[]): MenuGroup {
  return { key, label: label ? { id: label } : null, items: rows.map(entry) };
}

/** The treasury menu groups of the spec; Deposits sit in Transact (ARCHITECTURE). */
const TREASURY_MENU: MenuGroup[] = [
  group('monitor', 'nav.group.monitor', [
    ['home', 'nav.home', 'home'],
    ['balances', 'nav.balances', 'balances', 'balances:read'],
    ['statement-transactions', 'nav.statementTransactions', 'statement', 'statements:read'],
    ['expected-transactions', 'nav.expectedTransactions', 'payables', 'expected-transactions:read'],
    ['counterparties', 'nav.counterparties', 'counterparties', 'counterparties:read'],
  ]),
  group('analyze', 'nav.group.analyze', [
    ['cash-position', 'nav.cashPosition', 'chart', 'cash-analysis:read'],
    ['cash-forecast', 'nav.cashForecast', 'forecast', 'cash-analysis:read'],
    ['cash-flow', 'nav.cashFlow', 'flow', 'cash-analysis:read'],
    ['payables', 'nav.payables', 'payables', 'cash-analysis:read'],
  ]),
  group('transact', 'nav.group.transact', [
    ['bills', 'nav.bills', 'bill', 'bills:read'],
    ['payments', 'nav.payments', 'payment', 'payments:read'],
    ['transfers', 'nav.transfers', 'transfer', 'transfers:read'],
    ['deposits', 'nav.deposits', 'deposit', 'deposits:read'],
  ]),
  group('reconciliation', null, [
    ['reconciliation', 'nav.reconciliation', 'reconcile', 'reconciliation:read'],
  ]),
  group('configure', 'nav.group.configure', [
    ['bank-accounts', 'nav.bankAccounts', 'bank', 'bank-accounts:read'],
    ['payment-providers', 'nav.paymentProviders', 'provider', 'payment-providers:read'],
    ['bank-accounts/internal-accounts', 'nav.internalAccounts', 'internal', 'bank-accounts:read'],
    ['exceptions', 'nav.exceptions', 'exception', 'exceptions:read'],
  ]),
  group('settings', null, [['settings', 'nav.settings', 'settings']]),
];

/** The invoicing menu: one group without a heading. */
const INVOICING_MENU: MenuGroup[] = [
  group('invoicing', null, [
    ['home', 'nav.home', 'home'],
    ['buyer', 'nav.customers', 'customers', 'customers:read'],
    ['sales-order', 'nav.salesOrders', 'order', 'sales-orders:read'],
    ['purchase-order', 'nav.purchaseOrders', 'order', 'purchase-orders:read'],
    ['invoices', 'nav.invoices', 'invoice', 'invoices:read'],
    ['recurring-invoices', 'nav.recurringInvoices', 'invoice', 'invoices:read'],
    ['credit-memo', 'nav.creditMemo', 'memo', 'credit-memos:read'],
    ['settlement', 'nav.settlement', 'settlement', 'invoice-payments:read'],
    ['management', 'nav.management', 'management', 'members:read'],
    ['settings', 'nav.settings', 'settings'],
    ['log', 'nav.activityLog', 'log', 'activity-log:read'],
  ]),
];

/** The settings sections, selected by the second path segment. */
export const SETTINGS_SECTIONS: MenuItem[] = (
  [
    ['settings/profile', 'nav.settings.profile'],
    ['settings/security', 'nav.settings.security'],
    ['settings/company-profile', 'nav.settings.companyProfile'],
    ['settings/team-members', 'nav.settings.teamMembers'],
    ['settings/controls', 'nav.settings.controls'],
    ['settings/orders', 'nav.settings.orders'],
  ] as const
).map(([key, label]) => entry([key, label, 'settings']));

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
      items: group.items.filter(
        (item) => !item.permission || permissions.includes(item.permission),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
