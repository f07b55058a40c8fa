/** A deposit's statuses, in the order it moves through them (deposits.ts says what each means). */
export const DEPOSIT_STATUSES = ['ACTIVE', 'MATURED', 'CLOSED'] as const;

/**
 * The deposit's term: the maturity instruction Indonesian banks take with a
 * placement ("instruksi jatuh tempo"). The spec names the field and not its
 * values; this is the reading that makes "auto renewal" follow from it:
 * - NO_RENEWAL (Non-ARO): principal and interest are paid out at maturity;
 * - RENEW_PRINCIPAL (ARO): the principal is placed again for the same tenor,
 *   the interest (after tax) is paid out;
 * - RENEW_PRINCIPAL_AND_INTEREST (ARO+): principal and interest (after tax)
 *   are placed again, so the next period earns on both.
 * `autoRenewal` is true for the two renewing terms. Plain data without a
 * schema library, so the web's form reads this list rather than a copy.
 */
export const DEPOSIT_TERMS = [
  'NO_RENEWAL',
  'RENEW_PRINCIPAL',
  'RENEW_PRINCIPAL_AND_INTEREST',
] as const;
