import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { toastSuccess } from './toaster';
import { useDialogError } from './useDialogError';

type UserErrorLike = { readonly code: string; readonly message: string };

type DeleteDialogProps<Payload extends { readonly userErrors: readonly UserErrorLike[] }> = {
  open: boolean;
  onClose: () => void;
  /**
   * Commits the delete (or revoke) and answers its payload, for example
   * `() => commit({ variables }).then((response) => response.roleDelete)`;
   * null while there is nothing to delete.
   */
  commit: (() => Promise<Payload>) | null;
  /** Whether the payload says it is done (it names the deleted id, the revoked key). Otherwise its `userErrors` show. */
  done: (payload: Payload) => boolean;
  /**
   * Runs once it is done, before the dialog closes (a reload, closing what showed
   * the deleted thing). While a promise it answers is pending the dialog stays busy.
   */
  onDone?: () => unknown;
  /** The success toast once it is done. */
  doneMessage: string;
  title: ReactNode;
  /** What confirming does, in muted text. */
  body: ReactNode;
  confirmLabel: ReactNode;
  /** Defaults to Cancel. */
  cancelLabel?: ReactNode;
  /** Red confirm button (the default), or brand for a confirmation that takes nothing away (resend an invitation). */
  destructive?: boolean;
  /** Why it cannot be deleted at all: shown in place of the body, with only a close button. */
  blocked?: { reason: ReactNode; closeLabel: ReactNode } | null;
  /** Prefix of the test ids, as `ConfirmDialog` takes it. */
  testId: string;
  /** Extra attributes of the dialog's content (for example `data-action`), as `ConfirmDialog` takes them. */
  contentProps?: Record<`data-${string}`, string | undefined>;
};

/**
 * The delete (or revoke) confirmation every list uses: asks, commits, and
 * either closes with a success toast or keeps the dialog open showing the
 * refusal (in the catalogue's words of its code) or the request's failure.
 * A feature gives it its mutation and its words. The member actions
 * (deactivate, resend, ...) confirm and commit the same way.
 */
export function DeleteDialog<Payload extends { readonly userErrors: readonly UserErrorLike[] }>(
  props: DeleteDialogProps<Payload>,
) {
  const {
    open,
    onClose,
    commit,
    done,
    onDone,
    doneMessage,
    title,
    body,
    confirmLabel,
    cancelLabel,
    destructive,
    blocked,
    testId,
    contentProps,
  } = props;
  const { error, clear, outcome } = useDialogError();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!commit) return;
    setBusy(true);
    try {
      if (!(await outcome(commit(), done))) return;
      // A failed reload still closes the dialog: the delete itself went through.
      await Promise.resolve(onDone?.()).catch(() => undefined);
      onClose();
      toastSuccess(doneMessage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void confirm()}
      onExitComplete={clear}
      busy={busy}
      error={error}
      testId={testId}
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      blocked={blocked}
      contentProps={contentProps}
    />
  );
}
