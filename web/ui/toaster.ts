import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toaster; render `<AppToaster />` once and call `toaster.create(…)` anywhere.
 * Toasts rise from the bottom corner: at the top they lay over a page header's actions (Approve
 * right after Submit) and stayed while the pointer rested on them.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

/** The toast that says an action succeeded ("Counterparty saved"), closable like every other. */
export function toastSuccess(title: string): void {
  toaster.create({ type: 'success', title, closable: true });
}

/**
 * The toast that says an action went through with something to heed (a
 * payment above its account's balance); closable, and with `sticky` it stays
 * until closed, for what must not pass unread.
 */
export function toastWarning(title: string, description: string, sticky = false): void {
  toaster.create({
    type: 'warning',
    title,
    description,
    closable: true,
    ...(sticky ? { duration: Number.POSITIVE_INFINITY } : {}),
  });
}

/** The toast that says an action was refused or could not be done, in the reader's words; closable, and it stays until read. */
export function toastError(title: string): void {
  toaster.create({ type: 'error', title, closable: true });
}
