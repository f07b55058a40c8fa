import type { UserErrorShape } from '../../ui/userErrorsToFormik';

/**
 * The first refusal of an account form's answer, as its message: on its field
 * when it names one of `fields`, otherwise for above the form (the server's
 * problem message when the answer gave no reason).
 */
export function firstRefusalOf<Field extends string>(
  userErrors: readonly UserErrorShape[],
  fields: readonly Field[],
  errorMessage: (code: string | null, serverMessage?: string) => string,
): { field: Field | null; message: string } {
  const [first] = userErrors;
  if (!first) return { field: null, message: errorMessage(null) };
  return {
    field: fields.find((name) => name === first.field) ?? null,
    message: errorMessage(first.code, first.message),
  };
}
