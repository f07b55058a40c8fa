import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** How long a check waits for what the server answers: a busy machine takes more than a poll's default second. */
export const SERVER_ROUND_TRIP = { timeout: 10_000 };

/** A text as a reader sees it: Intl's no-break spaces (between "Rp" and an amount) as plain ones. */
export const plain = (text: string): string => text.replace(/\u00a0/g, ' ');

/**
 * The one row `rows` finds, once the list shows exactly one (within a server round trip), and its
 * text as a reader sees it.
 */
export async function onlyRow(rows: Locator): Promise<{ row: Locator; text: string }> {
  await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
  const row = rows.first();
  return { row, text: plain(await row.innerText()) };
}
