import type { ReactNode } from 'react';
import { FormDialog } from '../../ui/FormDialog';

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
