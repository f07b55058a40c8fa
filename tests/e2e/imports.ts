import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What an import dialog is given: a file on disk, or a CSV by its name and bytes. */
/**
 * The manual account (treasury REST body fields) whose statement the fixtures'
 * `bca-personal.csv` is: Budi Santoso's at BCA, number 0183456721.
 */
export const BUDI_BCA_ACCOUNT = {
  accountNumber: '0183456721',
  accountName: 'BUDI SANTOSO',
  alias: 'BCA Budi',
};

export type ImportFile = string | { name: string; buffer: Buffer };

/** Downloads a list's import template by its button (test id `button`) and answers the file's bytes. */
export async function downloadTemplate(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(button).click(),
  ]);
  return readFileSync(await download.path());
}

/**
 * In the open import dialog: chooses the statement's account by its label
 * (where `account` is given), then `file`, starts the import and waits, up to
 * 15 seconds, until the import's status is `status`. Answers the dialog, for
 * its result to be read and closed.
 */
export async function importInDialog(
  page: Page,
  file: ImportFile,
  status: 'COMPLETED' | 'BLOCKED',
  account?: string,
): Promise<Locator> {
  const dialog = page.getByTestId('import-dialog');
  if (account)
    await dialog.getByTestId('statement-import-account').selectOption({ label: account });
  await dialog
    .getByTestId('import-file')
    .setInputFiles(typeof file === 'string' ? file : { ...file, mimeType: 'text/csv' });
  await dialog.getByTestId('import-start').click();
  await expect
    .poll(() => dialog.getByTestId('import-result').getAttribute('data-status'), {
      timeout: 15_000,
    })
    .toBe(status);
  return dialog;
}
