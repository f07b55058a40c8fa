/**
 * An email address as the product takes one (spec: it contains an @ sign):
 * something on both sides of one @, and nothing a mail header or a line of
 * text could be split or disguised by: no space, no control character (C0,
 * DEL, C1 with NEL U+0085), no line or paragraph separator (U+2028,
 * U+2029), no invisible format character (zero-width or bidi controls).
 * JavaScript's `\s` and `trim()` know U+2028 but not NEL, so both are named
 * here. One rule for the services and the web's forms.
 */
const EMAIL = /^[^@\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+@[^@\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

/** Whether `value`, as given (trim it first where the form trims), is an email address by the rule above. */
export const isEmail = (value: string): boolean => EMAIL.test(value);
