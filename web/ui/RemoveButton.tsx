import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The button that takes something away (revoke a key, remove a passkey or an authenticator,
 * delete a role): outlined in red, so it never reads as the row's ordinary action. It opens the
 * confirmation; it does not do the removal itself.
 */
export function RemoveButton({
  size = 'xs',
  onClick,
  testId,
  children,
}: {
  size?: 'xs' | 'sm';
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" colorPalette="red" size={size} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
