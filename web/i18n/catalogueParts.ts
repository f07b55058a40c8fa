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
  'bills',
  'cashFlow',
  'cashForecast',
  'cashPosition',
  'companyProfile',
  'controls',
  'counterparties',
  'counterpartyCreate',
  // The buyer's request form (/invitation?request=) loads this part with its chunk (features/customer-request/invitationRoute.tsx).
  'customer',
  'customerRequest',
  'customers',
  'deposits',
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
  'paymentForm',
  'paymentProviders',
  'paymentRecords',
  'paymentTransactions',
  'payments',
  'permission',
  'profile',
  'reconciliation',
  'reconciliationFees',
  'roles',
  'statementForm',
  'statementSync',
  'statements',
];

export type CataloguePart = 'public' | 'app';

/**
 * The services' refusals only the screens behind sign-in can meet: the
 * treasury's and the invoicing's (the public pages call the account service,
 * whose `error.U-ACC-*` stay in the first part; the buyer's request form,
 * which shows `error.U-INV-*`, loads this part with its chunk).
 */
export const APP_ONLY_ERROR_PREFIXES: readonly string[] = ['error.U-TRSY-', 'error.U-INV-'];

/** The part a message belongs to, by its namespace (the id's first segment), or for an error by its service. */
export function partOf(id: string): CataloguePart {
  if (APP_ONLY_ERROR_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'app';
  return APP_ONLY_NAMESPACES.includes(id.slice(0, id.indexOf('.'))) ? 'app' : 'public';
}
