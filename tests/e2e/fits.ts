import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';

/**
 * Looks at the page in every window (`WINDOWS`): nothing may stick out there
 * (`settledOverflow`), and a screenshot `<name>-<width>`, with `-<language>`
 * after it where one is given, shows it.
 */
export async function fitsEverywhere(page: Page, name: string, language?: string): Promise<void> {
  for (const window of WINDOWS) {
    await resizeTo(page, window);
    expect(await settledOverflow(page, isDesktop(window)), `${name} at ${window.width}px`).toEqual(
      [],
    );
    await screenshot(
      page,
      language ? `${name}-${window.width}-${language}` : `${name}-${window.width}`,
    );
  }
}
