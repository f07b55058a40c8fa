import { ValidationError, type Schema } from 'yup';

/**
 * The fields a yup form schema finds at fault, each with its first message,
 * as formik shows them; `{}` when the values may be sent.
 *
 * @example formErrorsOf(schema, values({ amount: '' })) // { amount: 'This field is required' }
 */
export function formErrorsOf(
  schema: Pick<Schema, 'validateSync'>,
  values: unknown,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}
