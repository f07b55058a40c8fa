import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SideDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The content's test id. */
  testId: string;
  /** The close button's accessible name ("Close"). */
  closeLabel: string;
  /** Header, body and footer; mounted only while the drawer is open. */
  children: ReactNode;
};

/**
 * A record's detail or editor in a drawer from the end side (a counterparty,
 * a role): medium width, closed by Escape, the backdrop or its close button,
 * and mounted afresh each time it opens.
 */
export function SideDrawer({ open, onClose, testId, closeLabel, children }: SideDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
            {children}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
