import {
  ACCOUNT_STATUSES,
  CONNECTION_TYPES,
  CURRENCIES,
  type AccountStatus,
  type ConnectionType,
  type Currency,
} from '../../contracts/treasury/bank-account-values.js';

/** An internal account's connection types and statuses, in the order the forms offer them: the contract's own lists. */
export { ACCOUNT_STATUSES, CONNECTION_TYPES, type AccountStatus, type ConnectionType };

/** The currencies an internal account can hold (spec: IDR, USD, SGD; IDR by default). */
export const ACCOUNT_CURRENCIES = CURRENCIES;
export type AccountCurrency = Currency;

/** The currencies a form offers (an amount's, a purchase order's), each named by its code. */
export const CURRENCY_OPTIONS = ACCOUNT_CURRENCIES.map((currency) => ({
  value: currency,
  label: currency,
}));

/** How each connection type reads: Manual, Automated (crawler), API. */
export const CONNECTION_TYPE_LABEL: Record<ConnectionType, { id: string }> = {
  MANUAL: { id: 'bankAccounts.connection.manual' },
  AUTOMATED: { id: 'bankAccounts.connection.automated' },
  API: { id: 'bankAccounts.connection.api' },
};

/** The badge colour of each connection type. */
export const CONNECTION_TYPE_COLOUR: Record<ConnectionType, string> = {
  MANUAL: 'gray',
  AUTOMATED: 'purple',
  API: 'brand',
};

/** How each account status reads, and its badge colour. */
export const ACCOUNT_STATUS: Record<
  AccountStatus,
  { label: { id: string }; colorPalette: string }
> = {
  NEW: { label: { id: 'bankAccounts.status.new' }, colorPalette: 'blue' },
  ACTIVE: { label: { id: 'bankAccounts.status.active' }, colorPalette: 'green' },
  DORMANT: { label: { id: 'bankAccounts.status.dormant' }, colorPalette: 'orange' },
  MATURED: { label: { id: 'bankAccounts.status.matured' }, colorPalette: 'teal' },
  CLOSED: { label: { id: 'bankAccounts.status.closed' }, colorPalette: 'gray' },
};

/**
 * Where a balance came from, as the spec shows the data source: MANUAL is
 * Manual; CRAWLER and API are both automated, shown Automated and API.
 */
export const BALANCE_SOURCE_LABEL: Record<'MANUAL' | 'CRAWLER' | 'API', { id: string }> = {
  MANUAL: { id: 'balances.source.manual' },
  CRAWLER: { id: 'balances.source.crawler' },
  API: { id: 'balances.source.api' },
};

/** How each internet-banking portal an automated (crawler) connection reads is named. */
const AUTOMATED_TYPE_LABEL: Readonly<Record<string, { id: string }>> = {
  KLIKBCA_BISNIS: { id: 'bankAccounts.automatedType.klikbcaBisnis' },
  KLIKBCA_INDIVIDUAL: { id: 'bankAccounts.automatedType.klikbcaIndividual' },
  MANDIRI_MCM: { id: 'bankAccounts.automatedType.mandiriMcm' },
  BNI_DIRECT: { id: 'bankAccounts.automatedType.bniDirect' },
  BRI_QLOLA: { id: 'bankAccounts.automatedType.briQlola' },
};

/**
 * The options of a bank's automated types, as the server lists them
 * (`Bank.automatedTypes`); a type without a label here shows as written.
 */
export function automatedTypesOf(
  types: readonly string[],
): { value: string; label: { id: string } | null }[] {
  return types.map((value) => ({ value, label: automatedTypeLabel(value) }));
}

/** The label of an automated type, or null for one the client does not know (then shown as written). */
export function automatedTypeLabel(value: string): { id: string } | null {
  return AUTOMATED_TYPE_LABEL[value] ?? null;
}

export function isConnectionType(value: string): value is ConnectionType {
  return (CONNECTION_TYPES as readonly string[]).includes(value);
}

export function isAccountStatus(value: string): value is AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value);
}
