import { type Schema, ValidationError } from 'yup';

/** Each field at fault with its first message, as a formik form shows them, from a validation's error (any other error is thrown again). */
function firstMessagePerField(error: unknown): Record<string, string> {
  if (!(error instanceof ValidationError)) throw error;
  const errors: Record<string, string> = {};
  for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
  return errors;
}

/**
 * The fields of `values` that a form's yup `schema` finds at fault, each
 * with its first message, as formik shows them; `{}` when the form may be
 * sent. `formErrorsOf` for a schema with asynchronous tests.
 */
export function formErrorsOfSync(schema: Schema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return firstMessagePerField(error);
  }
}

/** `formErrorsOfSync` through yup's asynchronous validation, for a schema with asynchronous tests. */
export async function formErrorsOf(
  schema: Schema,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return firstMessagePerField(error);
  }
}
