/** Spec layout breakpoints: below 932 px the desktop is recommended; below 430 px a fuller notice shows. */
export const TABLET_MAX_QUERY = '(max-width: 931.98px)';
export const PHONE_MAX_QUERY = '(max-width: 429.98px)';
