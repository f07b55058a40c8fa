import { Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DialogFrameProps = {
  open: boolean;
  /** Asked to close by Escape or the backdrop. */
  onClose: () => void;
  /** While an action runs: Escape and the backdrop leave the dialog open. */
  busy?: boolean;
  /** Cleans up once the dialog has closed. */
  onExitComplete?: () => void;
  /** `alertdialog` for what cannot be undone or takes access away. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** The content's test id. */
  testId: string;
  /** Extra attributes of the dialog's content (for example `data-action`). */
  contentProps?: Record<`data-${string}`, string | undefined>;
  /** Header, body and footer; mounted only while the dialog is open. */
  children: ReactNode;
};

/**
 * What every dialog of the app stands in: centred over a backdrop, closed by
 * Escape or the backdrop, and mounted afresh each time it opens (so a form
 * in it starts from its initial values). Confirm, form, single-field and
 * sync dialogs put their own header, body and footer in it.
 */
export function DialogFrame({
  open,
  onClose,
  busy = false,
  onExitComplete,
  role = 'dialog',
  size,
  scrollBehavior,
  testId,
  contentProps,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      onExitComplete={onExitComplete}
      role={role}
      lazyMount
      unmountOnExit
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...contentProps}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
