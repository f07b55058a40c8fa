import type { BrowserContext } from 'playwright-core';

/**
 * Keeps the small-screen notice (the phone layout's word that the app is made for larger
 * windows) away from every page of `context`, as a member who dismissed it: what is under it is
 * what the test looks at.
 */
export async function dismissSmallScreenNotice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
  );
}
