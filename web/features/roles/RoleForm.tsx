import { Alert, chakra, Drawer, Input, Stack, Textarea } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formikFields } from '../../ui/formikFields';
import { FormButtons } from '../../ui/FormDialog';
import { FormField } from '../../ui/FormField';
import { roleFormSchema, ROLE_DESCRIPTION_MAX, type RoleFormValues } from './roleFormSchema';
import { RolePermissionsField, type PermissionAreaOption } from './RolePermissionsField';

/**
 * After each submit that ends with errors (the form's rules, the server's, or
 * a failure shown above the form), brings the first of them into view: the
 * permissions list is long, so the name's error could be scrolled away.
 */
function RevealFirstError({ container }: { container: RefObject<HTMLElement | null> }) {
  const { submitCount, isSubmitting, status } = useFormikContext<RoleFormValues>();
  const revealed = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === revealed.current) return;
    revealed.current = submitCount;
    const first = container.current?.querySelector<HTMLElement>(
      '[data-invalid], [data-form-error]',
    );
    if (!first) return;
    first.scrollIntoView({ block: 'nearest' });
    first
      .querySelector<HTMLElement>('input:not([type="checkbox"]), textarea')
      ?.focus({ preventScroll: true });
  }, [container, submitCount, isSubmitting, status]);
  return null;
}

type RoleFormProps = {
  initialValues: RoleFormValues;
  catalogue: readonly PermissionAreaOption[];
  /** Whether an existing role is edited (Save) rather than a new one added (Create). */
  editing: boolean;
  /** Sends the form; a failure that belongs to no field goes in the form's status, shown above the form. */
  onSubmit: (values: RoleFormValues, helpers: FormikHelpers<RoleFormValues>) => Promise<void>;
  onClose: () => void;
};

/** The role editor's form: name, description and permissions, checked by the form's rules before it is sent. */
export function RoleForm({ initialValues, catalogue, editing, onSubmit, onClose }: RoleFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => roleFormSchema(intl), [intl]);
  const formBody = useRef<HTMLDivElement>(null);

  return (
    <Formik<RoleFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {(formik) => {
        const { values, status, isSubmitting } = formik;
        const { errorOf, input } = formikFields(formik);
        return (
          <chakra.form
            noValidate
            onSubmit={formik.handleSubmit}
            display="flex"
            flexDirection="column"
            flex="1"
            minHeight="0"
          >
            <RevealFirstError container={formBody} />
            <Drawer.Body paddingY="5" ref={formBody}>
              <Stack gap="5">
                {status ? (
                  <Alert.Root status="error" data-form-error data-testid="role-editor-error">
                    <Alert.Indicator />
                    <Alert.Title>{status as string}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <FormField
                  label={<FormattedMessage id="roles.editor.name" />}
                  error={errorOf('name')}
                  required
                >
                  <Input
                    {...input('name')}
                    autoComplete="off"
                    placeholder={intl.formatMessage({ id: 'roles.editor.namePlaceholder' })}
                  />
                </FormField>
                <FormField
                  label={<FormattedMessage id="roles.editor.description" />}
                  error={errorOf('description')}
                  helper={
                    <FormattedMessage
                      id="roles.editor.descriptionHelper"
                      values={{ count: values.description.length, max: ROLE_DESCRIPTION_MAX }}
                    />
                  }
                >
                  <Textarea {...input('description')} rows={3} autoresize maxHeight="40" />
                </FormField>
                <RolePermissionsField
                  catalogue={catalogue}
                  value={values.permissions}
                  error={errorOf('permissions')}
                  onChange={(permissions) => {
                    void formik.setFieldValue('permissions', permissions);
                    void formik.setFieldTouched('permissions', true, false);
                  }}
                />
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border">
              <FormButtons
                onCancel={onClose}
                submitting={isSubmitting}
                submitLabel={
                  <FormattedMessage id={editing ? 'roles.editor.save' : 'roles.editor.create'} />
                }
                submitTestId="role-save"
              />
            </Drawer.Footer>
          </chakra.form>
        );
      }}
    </Formik>
  );
}
