import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Gives a reason in the reason dialog a move opened, `action` naming its test ids (`<action>-dialog`,
 * `<action>-confirm`, `<action>-reason`): confirmed empty, the dialog refuses it in the words every
 * reason dialog shares; then `reason` is filled in and confirmed.
 */
export async function confirmWithReason(page: Page, action: string, reason: string): Promise<void> {
  const dialog = page.getByTestId(`${action}-dialog`);
  const confirm = page.getByTestId(`${action}-confirm`);
  await dialog.waitFor();
  await confirm.click();
  await expect.poll(() => dialog.innerText()).toContain('Give a reason of 1 to 500 characters.');
  await page.getByTestId(`${action}-reason`).fill(reason);
  await confirm.click();
}
