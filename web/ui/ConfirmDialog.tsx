import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { FormErrorAlert } from './FormErrorAlert';
import { FormButtons } from './FormDialog';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Runs when the confirm button is pressed. */
  onConfirm: () => void;
  /** Cleans up once the dialog has closed (typically clears its error). */
  onExitComplete?: () => void;
  title: ReactNode;
  /** What confirming does, in muted text. */
  body: ReactNode;
  confirmLabel: ReactNode;
  /** Defaults to Cancel. */
  cancelLabel?: ReactNode;
  /** While the action runs: the confirm button spins, the dialog stays open. */
  busy?: boolean;
  error?: string | null;
  /** Red confirm button and an `alertdialog` role, for what cannot be undone or takes access away. */
  destructive?: boolean;
  /**
   * Why the action cannot be done at all (an entity that holds accounts, a role
   * still in use): shown as a warning in place of the body, with only a close button.
   */
  blocked?: { reason: ReactNode; closeLabel: ReactNode } | null;
  /** Prefix of the test ids: `<testId>-dialog`, `-confirm`, `-error`, `-blocked`. */
  testId: string;
  /** Extra attributes of the dialog's content (for example `data-action`). */
  contentProps?: Record<`data-${string}`, string | undefined>;
};

/**
 * The one confirmation dialog: a title, what happens, an error line and
 * Cancel / confirm. Delete, revoke, deactivate and cancel dialogs are this
 * dialog with their own words and mutation.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onClose,
    onConfirm,
    onExitComplete,
    title,
    body,
    confirmLabel,
    cancelLabel,
    busy = false,
    error,
    destructive = true,
    blocked,
    testId,
    contentProps,
  } = props;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      busy={busy}
      onExitComplete={onExitComplete}
      role={destructive ? 'alertdialog' : 'dialog'}
      testId={`${testId}-dialog`}
      contentProps={contentProps}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {blocked ? (
            <Alert.Root status="warning" data-testid={`${testId}-blocked`}>
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{blocked.reason}</Alert.Title>
            </Alert.Root>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {body}
            </Text>
          )}
          <FormErrorAlert message={error} testId={`${testId}-error`} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {blocked ? (
          <Button variant="outline" onClick={onClose}>
            {blocked.closeLabel}
          </Button>
        ) : (
          <FormButtons
            onCancel={onClose}
            submitting={busy}
            submitLabel={confirmLabel}
            submitTestId={`${testId}-confirm`}
            cancelLabel={cancelLabel}
            destructive={destructive}
            onSubmit={onConfirm}
          />
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}
