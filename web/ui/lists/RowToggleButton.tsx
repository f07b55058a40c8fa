import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A list row's quiet button that opens and closes what the row holds under
 * it (an activity's changes, a supplier's bills), telling assistive
 * technology whether it is open.
 */
export function RowToggleButton({
  open,
  onToggle,
  testId,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  testId: string;
  /** What the button says (and shows), given whether it is open. */
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="ghost" onClick={onToggle} aria-expanded={open} data-testid={testId}>
      {children}
    </Button>
  );
}
