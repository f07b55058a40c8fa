import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFrame } from './DialogFrame';

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  testId: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  scrollBehavior?: 'inside' | 'outside';
  /** The form (its Dialog.Body and FormDialogFooter), mounted only while the dialog is open. */
  children: ReactNode;
};

/**
 * The frame of a dialog that holds a form (invite a member, set a role, record a balance, create an
 * API key, edit an account): centred, titled, closed by Escape, the backdrop or Cancel, and mounted
 * afresh each time it opens, so its form starts from its initial values.
 */
export function FormDialog({
  open,
  onClose,
  title,
  testId,
  size,
  scrollBehavior,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size={size}
      scrollBehavior={scrollBehavior}
      testId={testId}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children}
    </DialogFrame>
  );
}

type FormButtonsProps = {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: ReactNode;
  submitTestId?: string;
  submitDisabled?: boolean;
  cancelLabel?: ReactNode;
  /** Red submit button, for what cannot be undone or weakens the account. */
  destructive?: boolean;
  /**
   * For a dialog without a form of its own (a confirmation, an upload): the submit button is a
   * plain button that runs this, rather than submitting the form it stands in.
   */
  onSubmit?: () => void;
  /** Another way to send the form, between Cancel and submit (Save as draft). */
  secondary?: ReactNode;
};

/**
 * A form dialog's buttons: Cancel (held while the form is sent) and its submit button. A dialog that
 * itself cancels something names its dismiss button otherwise (`cancelLabel`, "Keep it"), so that
 * no two buttons both read Cancel.
 */
export function FormDialogFooter(props: FormButtonsProps) {
  return (
    // Wraps where a third button (Save as draft) leaves too little room on a phone.
    <Dialog.Footer flexWrap="wrap">
      <FormButtons {...props} />
    </Dialog.Footer>
  );
}

/** A form's Cancel and submit buttons, as a form dialog's footer or a drawer's holds them. */
export function FormButtons({
  onCancel,
  submitting,
  submitLabel,
  submitTestId,
  submitDisabled,
  cancelLabel,
  destructive = false,
  onSubmit,
  secondary,
}: FormButtonsProps) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        {cancelLabel ?? <FormattedMessage id="common.cancel" />}
      </Button>
      {secondary}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        colorPalette={destructive ? 'red' : 'brand'}
        loading={submitting}
        disabled={submitDisabled}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </>
  );
}
