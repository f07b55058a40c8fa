import type { UserErrorShape } from '../../ui/userErrorsToFormik';

/**
 * A sign-in form's refusals: the first message for each of `fields` on that
 * field, and the first of the rest for above the form. With no message at
 * all, the general one says the server had a problem.
 */
export function splitUserErrors<Field extends string>(
  userErrors: readonly UserErrorShape[],
  fields: readonly Field[],
  errorMessage: (code: string | null, serverMessage?: string) => string,
): { fieldErrors: Partial<Record<Field, string>>; general: string | null } {
  const fieldErrors: Partial<Record<Field, string>> = {};
  let general: string | null = null;
  for (const error of userErrors) {
    const message = errorMessage(error.code, error.message);
    const field = fields.find((name) => name === error.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = message;
    else general ??= message;
  }
  return {
    fieldErrors,
    general: general ?? (Object.keys(fieldErrors).length === 0 ? errorMessage(null) : null),
  };
}
