import { chakra } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A form as a column that the dialog's or drawer's height bounds, so that its
 * body scrolls between the header and the buttons rather than running past
 * the card (a form dialog's, with `scrollBehavior="inside"`, or a drawer's).
 */
export function ColumnForm({
  onSubmit,
  testId,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's own test id, when a test finds the form itself. */
  testId?: string;
  /** Its body and its buttons. */
  children: ReactNode;
}) {
  return (
    <chakra.form
      noValidate
      onSubmit={onSubmit}
      display="flex"
      flexDirection="column"
      flex="1"
      minHeight="0"
      data-testid={testId}
    >
      {children}
    </chakra.form>
  );
}
