import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MenuIcon } from './MenuIcon';

type AddButtonProps = {
  label: ReactNode;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  /** Where it sits in a column of rows (`flex-start` under a list of them). */
  alignSelf?: 'flex-start';
};

/** The small outlined "+ Add …" button that adds a row to a form's list (a bank account, a data pair) or a record to a card's table. */
export function AddButton({ label, onClick, testId, disabled, alignSelf }: AddButtonProps) {
  return (
    <Button
      alignSelf={alignSelf}
      size="sm"
      variant="outline"
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      <MenuIcon name="plus" />
      {label}
    </Button>
  );
}
