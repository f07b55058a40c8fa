import { Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import * as yup from 'yup';
import { DialogFrame } from './DialogFrame';
import { FormDialogFooter } from './FormDialog';
import { formikFields } from './formikFields';

type SingleFieldDialogProps = {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  /** The one input: its label, kind and the rule its value must meet. */
  field: {
    label: ReactNode;
    type: 'text' | 'password';
    autoComplete: string;
    placeholder?: string;
    initialValue?: string;
    rule: yup.StringSchema;
  };
  /** Red confirm button for a change that weakens the account. */
  destructive?: boolean;
  testId: string;
  onClose: () => void;
  /** Does the work with the (trimmed, for text) value; resolves with a message for the field, or null when done. */
  onSubmit: (value: string) => Promise<string | null>;
};

type Values = { value: string };

/** A dialog that asks for one value before a change: a password to confirm it, a name to give. */
export function SingleFieldDialog({
  open,
  title,
  body,
  confirmLabel,
  field,
  destructive = false,
  testId,
  onClose,
  onSubmit,
}: SingleFieldDialogProps) {
  const schema = useMemo(() => yup.object({ value: field.rule }), [field.rule]);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const error = await onSubmit(field.type === 'text' ? values.value.trim() : values.value);
    if (error) helpers.setFieldError('value', error);
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      role={destructive ? 'alertdialog' : 'dialog'}
      testId={testId}
    >
      <Formik<Values>
        initialValues={{ value: field.initialValue ?? '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => {
          const { errorOf, input } = formikFields(formik);
          const error = errorOf('value');
          return (
            <form noValidate onSubmit={formik.handleSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {body}
                  </Text>
                  <Field.Root invalid={Boolean(error)}>
                    <Field.Label>{field.label}</Field.Label>
                    <Input
                      {...input('value')}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      autoFocus
                      placeholder={field.placeholder}
                    />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <FormDialogFooter
                onCancel={onClose}
                submitting={formik.isSubmitting}
                submitLabel={confirmLabel}
                destructive={destructive}
              />
            </form>
          );
        }}
      </Formik>
    </DialogFrame>
  );
}
