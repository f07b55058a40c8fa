import type { Page } from 'playwright-core';

/** What a member needs to read the reconciliation screen: its matches and the lines and items on both sides. */
export const RECONCILIATION_READER = [
  'reconciliation:read',
  'statements:read',
  'expected-transactions:read',
  'bank-accounts:read',
];

/** The card of the screen's list of proposals whose text holds `text`. */
export const proposalCardWith = (page: Page, text: string) =>
  page
    .getByTestId('reconciliation-proposals')
    .getByTestId('reconciliation-proposal')
    .filter({ hasText: text });
