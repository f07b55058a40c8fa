import type { UserErrorShape } from '../../ui/userErrorsToFormik';

/** What the server said of an authenticator code: accepted, or the message for the code field or for the form. */
export type CodeCheck = { ok: true } | { ok: false; codeError?: string; formError?: string };

/** The server code for a wrong 6-digit code. */
export const INVALID_CODE = 'U-ACC-AU-7';

/**
 * Turns a mutation's `userErrors` into a code check: a wrong code belongs to
 * the code field, anything else to the form.
 */
export function codeCheckOf(
  userErrors: readonly UserErrorShape[],
  accepted: boolean,
  message: (code: string | null, fallback?: string) => string,
): CodeCheck {
  if (accepted && userErrors.length === 0) return { ok: true };
  const [first] = userErrors;
  if (first && (first.field === 'code' || first.code === INVALID_CODE))
    return { ok: false, codeError: message(first.code, first.message) };
  return { ok: false, formError: first ? message(first.code, first.message) : message(null) };
}
