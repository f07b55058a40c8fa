import { ValidationError, type AnySchema } from 'yup';

/** The errors of a failed validation by field, the first message of each, as formik shows them. */
function firstMessageByField(error: unknown): Record<string, string> {
  if (!(error instanceof ValidationError)) throw error;
  const errors: Record<string, string> = {};
  for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
  return errors;
}

/**
 * What a form's yup schema says of the values, every field checked (as
 * formik does): each field at fault with its first message, `{}` when
 * they pass. An error other than a validation's is thrown on.
 *
 * @example formErrorsOf(schema, { email: '' }) // { email: 'Email is Required' }
 */
export function formErrorsOf(schema: AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return firstMessageByField(error);
  }
}

/** The same for a schema with asynchronous tests, which only `validate` runs. */
export async function formErrorsOfAsync(
  schema: AnySchema,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return firstMessageByField(error);
  }
}
