import * as yup from 'yup';

const CLASSIC_GROUPS = [2, 3, 3, 1, 3, 3];
const CLASSIC_SEPARATORS = ['.', '.', '.', '-', '.'];

/**
 * Formats an NPWP while it is typed: up to 15 digits in the classic form
 * `01.234.567.8-901.000`, 16 digits (the NIK-based number) in groups of four.
 * Anything but digits is dropped, and digits beyond 16.
 *
 * @example formatTaxNumber('012345678901000') === '01.234.567.8-901.000'
 * @example formatTaxNumber('3171012345678901') === '3171 0123 4567 8901'
 */
export function formatTaxNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  if (digits.length === 16) return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  let formatted = '';
  let at = 0;
  CLASSIC_GROUPS.forEach((size, index) => {
    if (at >= digits.length) return;
    if (index > 0) formatted += CLASSIC_SEPARATORS[index - 1];
    formatted += digits.slice(at, at + size);
    at += size;
  });
  return formatted;
}

/** The digits of an NPWP as typed. */
export function taxNumberDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The yup rule of an optional NPWP as typed: empty, or 15 or 16 digits once
 * the separators are dropped (the rule the services apply).
 *
 * @example yup.object({ taxNumber: taxNumberRule(intl.formatMessage({ id: 'validation.taxNumber' })) })
 */
export function taxNumberRule(message: string) {
  return yup.string().test('npwp', message, (value) => {
    const digits = taxNumberDigits(value ?? '');
    return digits === '' || digits.length === 15 || digits.length === 16;
  });
}
