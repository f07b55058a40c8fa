import { Formik, type FormikConfig, type FormikValues } from 'formik';
import type { ComponentProps, ReactNode } from 'react';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';

/**
 * The dialog that writes or records a document with lines or invoices to go
 * through (an invoice, a goods receipt, a credit memo, a buyer's payment):
 * wide, its body scrolling between the title and the buttons, so a long
 * document keeps both in view. It is open while it is mounted.
 */
export function DocumentFormDialog({
  onClose,
  testId,
  title,
  children,
}: {
  onClose: () => void;
  testId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      testId={testId}
      title={title}
    >
      {children}
    </FormDialog>
  );
}

/**
 * A `DocumentFormDialog` holding one formik form (`FormDialogForm`) whose
 * Cancel closes it: the frame the dialogs that make a document from an order
 * (a goods receipt, a bill) share, so each writes only its values, its
 * submit and its fields.
 */
export function DocumentFormikDialog<Values extends FormikValues>({
  onClose,
  testId,
  title,
  formik,
  form,
  children,
}: {
  onClose: () => void;
  testId: string;
  title: ReactNode;
  /** The form's values, check and submit. */
  formik: Pick<FormikConfig<Values>, 'initialValues' | 'validate' | 'onSubmit'>;
  /** What the form says above its fields, its submit button and their test ids. */
  form: Omit<ComponentProps<typeof FormDialogForm>, 'onCancel' | 'children'>;
  children: ReactNode;
}) {
  return (
    <DocumentFormDialog onClose={onClose} testId={testId} title={title}>
      <Formik<Values> {...formik}>
        <FormDialogForm {...form} onCancel={onClose}>
          {children}
        </FormDialogForm>
      </Formik>
    </DocumentFormDialog>
  );
}
