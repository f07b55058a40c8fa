import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import {
  FX_RATE_CURRENCIES,
  type FxRateCurrency,
} from '../../../contracts/treasury/fx-rate-values.js';
import type { Language } from '../../i18n/language';
import { parseRateInput } from './parseRateInput';

export type RecordRateValues = { date: string; currency: FxRateCurrency; rate: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The record-rate rules, with the service's messages for the same rules
 * (U-TRSY-FX-1, 2 and 4): a day not after `today` (the organisation's, from
 * the server), USD or SGD, and a rate above zero as the member writes numbers
 * in their language, at most eight decimals. Dates are `YYYY-MM-DD`, so
 * comparing their text compares the days.
 */
export function recordRateSchema(intl: IntlShape, language: Language, today: string) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  return yup.object({
    date: yup
      .string()
      .required(required)
      .matches(DATE, intl.formatMessage({ id: 'error.U-TRSY-FX-1' }))
      .test(
        'past',
        intl.formatMessage({ id: 'error.U-TRSY-FX-2' }),
        (value) => !value || value <= today,
      ),
    currency: yup
      .string()
      .required(required)
      .oneOf(FX_RATE_CURRENCIES, intl.formatMessage({ id: 'error.U-TRSY-FX-3' })),
    rate: yup
      .string()
      .trim()
      .required(required)
      .test(
        'rate',
        intl.formatMessage({ id: 'cashPosition.rates.field.rateInvalid' }),
        (value) => parseRateInput(value ?? '', language) !== null,
      ),
  });
}
