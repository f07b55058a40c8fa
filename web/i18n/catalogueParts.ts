/**
 * The English catalogue ships in two parts: what the public pages (sign-in,
 * second factor, password reset, invitation) and the app's frame may show,
 * in the first download, and the messages of the screens behind sign-in,
 * loaded with the app's layout (routes.tsx). These namespaces are the
 * screens'; `catalogueParts.test.ts` keeps the public pages' sources off them.
 */
export const APP_ONLY_NAMESPACES: readonly string[] = [
  'activity',
  'apiKeys',
  'balances',
  'bankAccounts',
  'cashFlow',
  'cashForecast',
  'cashPosition',
  'companyProfile',
  'controls',
  'counterparties',
  'counterpartyCreate',
  'entities',
  'expectedTransactionForm',
  'expectedTransactions',
  'exports',
  'home',
  'imports',
  'internalAccountForm',
  'internalAccounts',
  'members',
  'orders',
  'payables',
  'paymentProviders',
  'paymentRecords',
  'paymentTransactions',
  'paymentForm',
  'payments',
  'permission',
  'profile',
  'reconciliation',
  'roles',
  'statementForm',
  'statementSync',
  'statements',
];

export type CataloguePart = 'public' | 'app';

/** The part a message belongs to, by its namespace (the id's first segment). */
export function partOf(id: string): CataloguePart {
  return APP_ONLY_NAMESPACES.includes(id.slice(0, id.indexOf('.'))) ? 'app' : 'public';
}
