import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { compareAmounts, parseWrittenAmount } from '../../../formats/amount';

/**
 * A matching rule as the form holds it: money as written (`2.500`), the
 * relative tolerance and the thresholds as percentages (`0,5`, `95`), days
 * as text. The API takes fractions (0.005, 0.95): `percentToFraction` moves
 * the decimal point in the string, so no value ever passes through a float.
 */
export type RuleFormValues = {
  name: string;
  enabled: boolean;
  amountToleranceAbsolute: string;
  amountTolerancePercent: string;
  allowTransferFees: boolean;
  daysBefore: string;
  daysAfter: string;
  requireAmount: boolean;
  requireCounterparty: boolean;
  requireReference: boolean;
  reviewPercent: string;
  autoConfirm: boolean;
  autoConfirmPercent: string;
};

/** A rule's values as the API answers them (decimal strings, fractions). */
export type RuleData = {
  readonly name: string;
  readonly enabled: boolean;
  readonly amountToleranceAbsolute: string;
  readonly amountToleranceRelative: string;
  readonly allowTransferFees: boolean;
  readonly daysBefore: number;
  readonly daysAfter: number;
  readonly requireAmount: boolean;
  readonly requireCounterparty: boolean;
  readonly requireReference: boolean;
  readonly proposeAt: string;
  readonly autoConfirmAt: string | null | undefined;
};

/** Self-confirmation, once switched on, starts from this percentage. */
const AUTO_CONFIRM_START = '95';

/** A new rule: the default rule's values (amounts equal or less a transfer fee, 7 days before to 10 after, review from 30%), self-confirmation off. */
export const NEW_RULE: RuleFormValues = {
  name: '',
  enabled: true,
  amountToleranceAbsolute: '0',
  amountTolerancePercent: '0',
  allowTransferFees: true,
  daysBefore: '7',
  daysAfter: '10',
  requireAmount: false,
  requireCounterparty: false,
  requireReference: false,
  reviewPercent: '30',
  autoConfirm: false,
  autoConfirmPercent: AUTO_CONFIRM_START,
};

/**
 * Moves the decimal point of a non-negative decimal string `places` to the
 * right (negative: to the left) and drops the zeros that mean nothing:
 * `shiftDecimal('0.00500', 2)` is `'0.5'`, `shiftDecimal('0.5', -2)` is `'0.005'`.
 */
export function shiftDecimal(value: string, places: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const digits = whole + fraction;
  const point = whole.length + places;
  const padded =
    point <= 0
      ? '0'.repeat(1 - point) + digits
      : point > digits.length
        ? digits + '0'.repeat(point - digits.length)
        : digits;
  const at = Math.max(point, 1);
  const integer = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const decimals = padded.slice(at).replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** A percentage as a person writes it (`0,5`, `12.25`, `95 %`), canonical (`0.5`), or null when it is no plain number with at most `decimals` decimals. */
export function parsePercent(text: string, decimals: number): string | null {
  const value = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (!new RegExp(`^\\d{1,3}(\\.\\d{1,${decimals}})?$`).test(value)) return null;
  return shiftDecimal(value, 0);
}

/** A percentage as the fraction the API takes: `percentToFraction('0.5')` is `'0.005'`. */
export const percentToFraction = (percent: string) => shiftDecimal(percent, -2);

/** A fraction the API answers as a percentage to show and edit: `fractionToPercent('0.00500')` is `'0.5'`. */
export const fractionToPercent = (fraction: string) => shiftDecimal(fraction, 2);

/** The form's values of a saved rule. */
export function formValuesOf(rule: RuleData): RuleFormValues {
  return {
    name: rule.name,
    enabled: rule.enabled,
    amountToleranceAbsolute: shiftDecimal(rule.amountToleranceAbsolute, 0),
    amountTolerancePercent: fractionToPercent(rule.amountToleranceRelative),
    allowTransferFees: rule.allowTransferFees,
    daysBefore: String(rule.daysBefore),
    daysAfter: String(rule.daysAfter),
    requireAmount: rule.requireAmount,
    requireCounterparty: rule.requireCounterparty,
    requireReference: rule.requireReference,
    reviewPercent: fractionToPercent(rule.proposeAt),
    autoConfirm: rule.autoConfirmAt != null,
    autoConfirmPercent:
      rule.autoConfirmAt != null ? fractionToPercent(rule.autoConfirmAt) : AUTO_CONFIRM_START,
  };
}

/** The form's values written with the language's decimal comma (Indonesian `0,5`); the form reads either way. */
export function inLanguage(values: RuleFormValues, language: 'en' | 'id'): RuleFormValues {
  if (language === 'en') return values;
  const comma = (text: string) => text.replace('.', ',');
  return {
    ...values,
    amountToleranceAbsolute: comma(values.amountToleranceAbsolute),
    amountTolerancePercent: comma(values.amountTolerancePercent),
    reviewPercent: comma(values.reviewPercent),
    autoConfirmPercent: comma(values.autoConfirmPercent),
  };
}

/** What the create, update and preview inputs take from the form (the values the schema passed). */
export function ruleInputOf(values: RuleFormValues) {
  return {
    name: values.name.trim(),
    enabled: values.enabled,
    amountToleranceAbsolute:
      parseWrittenAmount(values.amountToleranceAbsolute) ?? values.amountToleranceAbsolute.trim(),
    amountToleranceRelative: percentToFraction(
      parsePercent(values.amountTolerancePercent, 3) ?? '0',
    ),
    allowTransferFees: values.allowTransferFees,
    daysBefore: Number(values.daysBefore),
    daysAfter: Number(values.daysAfter),
    requireAmount: values.requireAmount,
    requireCounterparty: values.requireCounterparty,
    requireReference: values.requireReference,
    proposeAt: percentToFraction(parsePercent(values.reviewPercent, 2) ?? '0'),
    autoConfirmAt: values.autoConfirm
      ? percentToFraction(parsePercent(values.autoConfirmPercent, 2) ?? '0')
      : null,
  };
}

/** A saved rule as a draft for the preview, unchanged. */
export function draftOf(rule: RuleData) {
  return ruleInputOf(formValuesOf(rule));
}

/** Where the API's field names land in the form. */
export const FORM_FIELD_OF: Readonly<Record<string, keyof RuleFormValues>> = {
  name: 'name',
  amountToleranceAbsolute: 'amountToleranceAbsolute',
  amountToleranceRelative: 'amountTolerancePercent',
  daysBefore: 'daysBefore',
  daysAfter: 'daysAfter',
  proposeAt: 'reviewPercent',
  autoConfirmAt: 'autoConfirmPercent',
};

const inRange = (percent: string | null, min: string, max: string) =>
  percent !== null &&
  compareAmounts(fixed(percent), fixed(min)) >= 0 &&
  compareAmounts(fixed(percent), fixed(max)) <= 0;
/** A canonical decimal with exactly five decimals, for `compareAmounts` (which compares the digits once the point is removed). */
const fixed = (value: string) => {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(5, '0')}`;
};
const isDays = (value: string) => /^\d{1,2}$/.test(value.trim()) && Number(value) <= 60;

/**
 * The form's rules, with the messages the service gives for the same bounds
 * (U-TRSY-RR-n): a name of at most 80 characters; an amount tolerance from 0
 * to 100,000,000.00; a percentage tolerance from 0% to 10%; 0 to 60 days each
 * side; a review threshold from 0% to 100%; self-confirmation, when on, from
 * 80% to 100% and not below the review threshold.
 */
export function ruleFormSchema(intl: IntlShape) {
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  return yup.object({
    name: yup.string().trim().required(message('U-TRSY-RR-2')).max(80, message('U-TRSY-RR-3')),
    amountToleranceAbsolute: yup.string().test('absolute', message('U-TRSY-RR-5'), (value) => {
      const parsed = parseWrittenAmount(value ?? '');
      return parsed !== null && compareAmounts(parsed, '100000000.00') <= 0;
    }),
    amountTolerancePercent: yup
      .string()
      .test('relative', message('U-TRSY-RR-6'), (value) =>
        inRange(parsePercent(value ?? '', 3), '0', '10'),
      ),
    daysBefore: yup.string().test('days', message('U-TRSY-RR-7'), (value) => isDays(value ?? '')),
    daysAfter: yup.string().test('days', message('U-TRSY-RR-7'), (value) => isDays(value ?? '')),
    reviewPercent: yup
      .string()
      .test('review', message('U-TRSY-RR-8'), (value) =>
        inRange(parsePercent(value ?? '', 2), '0', '100'),
      ),
    autoConfirmPercent: yup.string().test('auto-confirm', function check(value) {
      const values = this.parent as RuleFormValues;
      if (!values.autoConfirm) return true;
      const percent = parsePercent(value ?? '', 2);
      if (!inRange(percent, '80', '100'))
        return this.createError({ message: message('U-TRSY-RR-9') });
      const review = parsePercent(values.reviewPercent, 2);
      if (review !== null && compareAmounts(fixed(percent!), fixed(review)) < 0)
        return this.createError({ message: message('U-TRSY-RR-10') });
      return true;
    }),
  });
}
