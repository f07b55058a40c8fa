import * as yup from 'yup';
import { isPositiveAmount, parseWrittenAmount } from '../../formats/amount';

/**
 * An amount a form cannot go without, typed in either notation: required,
 * and above zero once read as an amount (at most two decimals, as
 * `parseWrittenAmount` reads it), with the service's own message for one that
 * is not, so the form refuses what the service would. A form chains its own
 * tests (a limit, a balance) after it.
 */
export function positiveAmountRule(required: string, invalid: string) {
  return yup
    .string()
    .trim()
    .required(required)
    .test('amount', invalid, (value) => {
      const parsed = value ? parseWrittenAmount(value) : null;
      return parsed !== null && isPositiveAmount(parsed);
    });
}
