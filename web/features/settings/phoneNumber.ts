/** Indonesia's two-digit area codes (Jakarta, Bandung, Semarang, Surabaya, Medan); the others have three. */
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61']);
const MAX_DIGITS = 13;

/**
 * The digits after +62 of a number as typed: `+62`, a leading 0 and anything
 * but digits are dropped, and digits beyond 13.
 *
 * @example localPhoneDigits('+62 812-3456-7890') === '81234567890'
 */
export function localPhoneDigits(input: string): string {
  const trimmed = input.trim().replace(/^\+62/, '');
  return trimmed.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
}

/**
 * Formats the part after +62 while it is typed: a mobile number (8…) as
 * 812-3456-7890, a landline as area code and subscriber number (21-5201234).
 */
export function formatLocalPhone(input: string): string {
  const digits = localPhoneDigits(input);
  if (digits.startsWith('8')) return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join('-');
  const area = TWO_DIGIT_AREAS.has(digits.slice(0, 2)) ? 2 : 3;
  return [digits.slice(0, area), digits.slice(area)].filter(Boolean).join('-');
}

/** The number to send: +62 and the digits, or null when none were typed. */
export function toInternationalPhone(input: string): string | null {
  const digits = localPhoneDigits(input);
  return digits === '' ? null : `+62${digits}`;
}
