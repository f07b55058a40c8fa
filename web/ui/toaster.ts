import { createToaster } from '@chakra-ui/react';

/** The app's one toaster; render `<AppToaster />` once and call `toaster.create(…)` anywhere. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });
