import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from './toaster';

const ToastList = lazy(() =>
  import('./ToastList').then(({ ToastList }) => ({ default: ToastList })),
);

/** Whether a toast was ever created; once true, the toasts stay mounted. */
let toastSeen = false;

// The store tells its subscribers before it lists the new toast, hence the flag set here.
const subscribeToToasts = (onChange: () => void) =>
  toaster.subscribe(() => {
    toastSeen = true;
    onChange();
  });

const toastSeenYet = () => (toastSeen ||= toaster.getVisibleToasts().length > 0);

/**
 * Renders the toasts created with `toaster`. The toast components (Chakra's
 * Toaster and zag's toast machines) are a chunk of their own, fetched with the
 * first toast: the sign-in page shows none and does not download them. The
 * toaster's store keeps a toast created meanwhile, and the Toaster shows the
 * store's toasts when it mounts.
 */
export function AppToaster() {
  const needed = useSyncExternalStore(subscribeToToasts, toastSeenYet);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
