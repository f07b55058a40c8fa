import { compareAmounts } from '../../../formats/amount';
import { fromCents, toCents } from '../../../formats/cents';
import { PAYMENT_METHODS } from '../../../contracts/treasury/payment-values.js';

/** Spec section 9's transfer methods, in the order the selector offers them: the contract's own list. */
export { PAYMENT_METHODS };
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A method's terms as `paymentMethods` answers them: amounts are decimal strings. */
export type MethodTerms = {
  readonly method: string;
  readonly fee: { readonly amount: string; readonly currency: string };
  readonly upTo?: { readonly amount: string } | null;
  readonly above?: { readonly amount: string } | null;
  readonly interbank: boolean;
};

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * What leaves the source account: the amount the beneficiary receives plus
 * the method's fee, charged on top (decimal strings, exact).
 *
 * @example totalLeaving('250000000.00', '2500.00') // '250002500.00'
 */
export function totalLeaving(amount: string, fee: string): string {
  return fromCents(toCents(amount.trim()) + toCents(fee.trim()));
}

/**
 * Whether both accounts are at one bank, once both are known: then Same Bank
 * is the method, chosen by itself; otherwise null (not known yet) or false.
 */
export function sameBankOf(
  sourceBankCode: string | null | undefined,
  beneficiaryBankCode: string | null | undefined,
): boolean | null {
  if (!sourceBankCode || !beneficiaryBankCode) return null;
  return sourceBankCode === beneficiaryBankCode;
}

/**
 * The method an order goes by: Same Bank between accounts at one bank
 * (whatever was picked before), otherwise the one picked, or none yet.
 */
export function effectiveMethod(picked: string, sameBank: boolean | null): PaymentMethod | null {
  if (sameBank) return 'SAME_BANK';
  return isPaymentMethod(picked) && picked !== 'SAME_BANK' ? picked : null;
}

/** One card of the method selector: whether it can be picked now. */
export type MethodChoice = { method: PaymentMethod; terms: MethodTerms; disabled: boolean };

/**
 * The method selector's cards in the spec's order: Same Bank is always shown
 * disabled (it is chosen by itself, never picked); between banks the others
 * can be picked; between accounts at one bank none can.
 */
export function methodChoices(
  terms: readonly MethodTerms[],
  sameBank: boolean | null,
): MethodChoice[] {
  return PAYMENT_METHODS.flatMap((method) => {
    const found = terms.find((candidate) => candidate.method === method);
    if (!found) return [];
    return [{ method, terms: found, disabled: method === 'SAME_BANK' || sameBank === true }];
  });
}

/**
 * The service's refusal code when a method does not take an amount (Bank
 * Indonesia's limits, contracts/treasury/payments.ts): BI-FAST up to its
 * `upTo`, SKN up to its `upTo`, RTGS only above its `above`. Null when the
 * amount fits (or there is no amount yet).
 */
export function methodLimitCode(
  method: PaymentMethod | null,
  amount: string | null,
  terms: readonly MethodTerms[],
): string | null {
  if (!method || !amount) return null;
  const found = terms.find((candidate) => candidate.method === method);
  if (!found) return null;
  if (found.upTo && compareAmounts(amount, twoDigits(found.upTo.amount)) > 0)
    return method === 'SKN' ? 'U-TRSY-TRF-32' : 'U-TRSY-TRF-22';
  if (found.above && compareAmounts(amount, twoDigits(found.above.amount)) <= 0)
    return 'U-TRSY-TRF-33';
  return null;
}

/** A decimal string with exactly two fraction digits, as `compareAmounts` compares them. */
function twoDigits(amount: string): string {
  return fromCents(toCents(amount.trim()));
}
