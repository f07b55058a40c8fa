import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { ColumnForm } from './ColumnForm';
import { FormDialogFooter } from './FormDialog';
import { FormErrorAlert } from './FormErrorAlert';

type FormDialogFormProps = {
  /** What the dialog does, in muted text above the fields; none where the fields speak for themselves. */
  intro?: ReactNode;
  /** The test id of the form's general error (kept in the formik status). */
  errorTestId: string;
  submitLabel: ReactNode;
  submitTestId: string;
  submitDisabled?: boolean;
  onCancel: () => void;
  /** The dismiss button's words, when Cancel would be ambiguous (`FormDialogFooter`). */
  cancelLabel?: ReactNode;
  /** The form's own test id, when a test finds the form itself. */
  testId?: string;
  /** Another way to send the form, between Cancel and submit (Save as draft). */
  secondary?: ReactNode;
  /** The fields. */
  children: ReactNode;
};

/**
 * The formik form inside a `FormDialog`: what it does, the general error
 * (the formik status, as `useFormFeedback` sets it), the fields, then Cancel
 * and submit. Place it inside `<Formik>`.
 */
export function FormDialogForm({
  intro,
  errorTestId,
  submitLabel,
  submitTestId,
  submitDisabled,
  onCancel,
  cancelLabel,
  testId,
  secondary,
  children,
}: FormDialogFormProps) {
  const { status, isSubmitting, handleSubmit } = useFormikContext();
  return (
    <ColumnForm onSubmit={handleSubmit} testId={testId}>
      <Dialog.Body>
        <Stack gap="4">
          {intro ? (
            <Text color="fg.muted" fontSize="sm">
              {intro}
            </Text>
          ) : null}
          <FormErrorAlert message={status as string | undefined} testId={errorTestId} />
          {children}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        submitting={isSubmitting}
        submitLabel={submitLabel}
        submitTestId={submitTestId}
        submitDisabled={submitDisabled}
        secondary={secondary}
      />
    </ColumnForm>
  );
}
