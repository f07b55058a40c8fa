import { useFormikContext } from 'formik';
import { formikFields } from '../../ui/formikFields';

/**
 * A settings form's inputs: bound to its values by path, and read-only (and
 * looking it) for a member without settings:manage.
 */
export function useSettingsInputs(canManage: boolean) {
  const formik = useFormikContext<unknown>();
  const { errorOf, input: field } = formikFields(formik);
  const input = (name: string) => ({
    ...field(name),
    readOnly: !canManage,
    bg: canManage ? undefined : 'bg.muted',
  });
  /** Sets a value as typed through `clean` (digits only, a fixed length). */
  const cleaned = (name: string, clean: (typed: string) => string) => ({
    ...input(name),
    onChange: (event: { currentTarget: { value: string } }) =>
      void formik.setFieldValue(name, clean(event.currentTarget.value)),
  });
  return { errorOf, field, input, cleaned, setFieldValue: formik.setFieldValue };
}
