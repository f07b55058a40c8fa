import { DEPOSIT_STATUSES, DEPOSIT_TERMS } from '../../../contracts/treasury/deposit-values.js';
import type { StatusTone } from '../../ui/StatusBadge';

/** A deposit's statuses, in the order it moves through them (the status filter lists them so): the contract's own list. */
export { DEPOSIT_STATUSES };
export type DepositStatusValue = (typeof DEPOSIT_STATUSES)[number];

/** The maturity instructions, in the order the form lists them: the contract's own list. */
export { DEPOSIT_TERMS };
export type DepositTermValue = (typeof DEPOSIT_TERMS)[number];

/** What renews with a renewing term: the principal only, or principal and interest. */
export const RENEWING_TERMS = ['RENEW_PRINCIPAL', 'RENEW_PRINCIPAL_AND_INTEREST'] as const;

export const DEPOSIT_TENOR_TYPES = ['MONTHS', 'DAYS'] as const;
export type DepositTenorTypeValue = (typeof DEPOSIT_TENOR_TYPES)[number];

/** A deposit's status as a badge: Active, Matured, Closed. */
export const DEPOSIT_STATUS_TONES: Readonly<Record<DepositStatusValue, StatusTone>> = {
  ACTIVE: { label: { id: 'deposits.status.ACTIVE' }, colorPalette: 'green' },
  MATURED: { label: { id: 'deposits.status.MATURED' }, colorPalette: 'blue' },
  CLOSED: { label: { id: 'deposits.status.CLOSED' }, colorPalette: 'gray' },
};

/** Each term's short name (the list) and its explanation (the form). */
export const DEPOSIT_TERM_LABEL: Readonly<
  Record<DepositTermValue, { short: { id: string }; long: { id: string } }>
> = {
  NO_RENEWAL: {
    short: { id: 'deposits.term.NO_RENEWAL' },
    long: { id: 'deposits.term.NO_RENEWAL.hint' },
  },
  RENEW_PRINCIPAL: {
    short: { id: 'deposits.term.RENEW_PRINCIPAL' },
    long: { id: 'deposits.term.RENEW_PRINCIPAL.hint' },
  },
  RENEW_PRINCIPAL_AND_INTEREST: {
    short: { id: 'deposits.term.RENEW_PRINCIPAL_AND_INTEREST' },
    long: { id: 'deposits.term.RENEW_PRINCIPAL_AND_INTEREST.hint' },
  },
};

/** A tenor as words: "1 month", "3 months", "14 days" (plural rules in the catalogue). */
export const TENOR_LABEL: Readonly<Record<DepositTenorTypeValue, { id: string }>> = {
  DAYS: { id: 'deposits.tenor.DAYS' },
  MONTHS: { id: 'deposits.tenor.MONTHS' },
};

/** Whether a term the server sent is one this client names (a newer one shows as sent). */
export function isDepositTerm(value: string): value is DepositTermValue {
  return (DEPOSIT_TERMS as readonly string[]).includes(value);
}
