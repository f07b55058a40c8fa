import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MenuIcon } from './MenuIcon';

type CreateActionButtonProps = {
  label: ReactNode;
  /** What it starts on the page (most often, opens the dialog that writes the record). */
  onClick: () => void;
  testId: string;
  /** `sm` inside a card or a tab; the page header's size otherwise. */
  size?: 'sm';
};

/**
 * The brand's solid "+ Create …" button for a record written on the page
 * itself (a dialog): `LinkButton`'s counterpart for a create that goes to a
 * page of its own.
 */
export function CreateActionButton({ label, onClick, testId, size }: CreateActionButtonProps) {
  return (
    <Button colorPalette="brand" size={size} onClick={onClick} data-testid={testId}>
      <MenuIcon name="plus" />
      {label}
    </Button>
  );
}
