import { getIn, type FormikProps } from 'formik';

/** What a Formik render gives the field helpers. */
type FormikState = Pick<
  FormikProps<unknown>,
  'values' | 'errors' | 'touched' | 'submitCount' | 'handleChange' | 'handleBlur'
>;

/**
 * The helpers every formik form writes: a field's error, shown once the
 * field was left or the form submitted; a list's own error (`bankAccounts`
 * empty), shown once the form was submitted; and the props that bind an
 * input to a value by its path (`address.city`, `bankAccounts.0.alias`).
 */
export function formikFields({
  values,
  errors,
  touched,
  submitCount,
  handleChange,
  handleBlur,
}: FormikState) {
  const errorOf = (name: string): string | undefined => {
    const error: unknown = getIn(errors, name);
    if (typeof error !== 'string') return undefined;
    return getIn(touched, name) || submitCount > 0 ? error : undefined;
  };
  const listErrorOf = (name: string): string | undefined => {
    const error: unknown = getIn(errors, name);
    return typeof error === 'string' && submitCount > 0 ? error : undefined;
  };
  const input = (name: string) => ({
    name,
    value: String(getIn(values, name) ?? ''),
    onChange: handleChange,
    onBlur: handleBlur,
  });
  return { errorOf, listErrorOf, input };
}
