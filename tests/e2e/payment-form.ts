import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks the option of a select whose text holds `text` (the first, where several do). */
export async function choose(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

/**
 * Waits until the payment form has filled in the chosen counterparty's account (`options`: the
 * poll's, where the server may take longer than its default).
 */
export async function payeeAccountFilled(page: Page, options?: { timeout: number }): Promise<void> {
  await expect
    .poll(() => page.getByTestId('payment-form-counterparty-account').inputValue(), options)
    .not.toBe('');
}

/**
 * On the payment form: pays from the internal account whose option holds `source` to the
 * counterparty labelled `counterparty`, once the form has filled in the counterparty's account.
 */
export async function fromAccountToPayee(
  page: Page,
  source: string,
  counterparty: string,
): Promise<void> {
  await choose(page.getByTestId('payment-form-source'), source);
  await page.locator('select[name="counterpartyId"]').selectOption({ label: counterparty });
  await payeeAccountFilled(page);
}
