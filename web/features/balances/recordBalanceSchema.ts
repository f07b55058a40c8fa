import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import type { Language } from '../../i18n/language';
import { parseAmountInput } from './parseAmountInput';
import { fromZonedInputValue } from '../../i18n/zonedDateTime';

export type RecordBalanceValues = { available: string; ledger: string; asOf: string };

/** How far ahead of the browser's clock a moment may be before it counts as the future (the server allows a minute). */
const CLOCK_SKEW_MS = 60_000;

/**
 * The record-balance rules: an available balance (as the member writes
 * numbers in their language, at most two decimals), an optional ledger
 * balance, and the moment it is of, on the organisation's clock, never in
 * the future. Messages are the treasury service's own.
 */
export function recordBalanceSchema(intl: IntlShape, language: Language, timeZone: string) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const amount = intl.formatMessage({ id: 'error.U-TRSY-BA-11' });
  return yup.object({
    available: yup
      .string()
      .trim()
      .required(required)
      .test('amount', amount, (value) => parseAmountInput(value ?? '', language) !== null),
    ledger: yup
      .string()
      .trim()
      .test('amount', amount, (value) => !value || parseAmountInput(value, language) !== null),
    asOf: yup
      .string()
      .required(required)
      .test('date', required, (value) => fromZonedInputValue(value ?? '', timeZone) !== null)
      .test('past', intl.formatMessage({ id: 'error.U-TRSY-BA-12' }), (value) => {
        const instant = fromZonedInputValue(value ?? '', timeZone);
        return !instant || new Date(instant).getTime() <= Date.now() + CLOCK_SKEW_MS;
      }),
  });
}
