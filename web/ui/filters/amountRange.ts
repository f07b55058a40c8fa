import { compareAmounts, parseWrittenAmount } from '../../../formats/amount';

export type AmountRangeErrors = {
  min?: 'invalid' | 'notBelowMax';
  max?: 'invalid' | 'notAboveMin';
};

/**
 * The amount filter's rules (spec section 5): each bound, when given, is an
 * amount; the "at least" amount must be less than the "no more than" one,
 * and the "no more than" amount greater than the "at least" one. Both bounds
 * carry the error, so each field says what is wrong with it.
 */
export function amountRangeErrors(min: string, max: string): AmountRangeErrors {
  const errors: AmountRangeErrors = {};
  const low = min.trim() === '' ? undefined : parseWrittenAmount(min);
  const high = max.trim() === '' ? undefined : parseWrittenAmount(max);
  if (low === null) errors.min = 'invalid';
  if (high === null) errors.max = 'invalid';
  if (low && high && compareAmounts(low, high) >= 0) {
    errors.min = 'notBelowMax';
    errors.max = 'notAboveMin';
  }
  return errors;
}
