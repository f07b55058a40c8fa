import type { Locator, Page } from 'playwright-core';

/** The list's dialog to record a payment, opened, with the buyer whose name starts with `buyerName` chosen. */
export async function paymentDialogFor(page: Page, buyerName: string): Promise<Locator> {
  await page.getByTestId('create-payment').click();
  const dialog = page.getByTestId('invoice-payment-dialog');
  const buyer = dialog.getByTestId('buyer-select');
  await buyer.waitFor();
  const label = (await buyer.locator('option').allTextContents()).find((option) =>
    option.startsWith(buyerName),
  );
  await buyer.selectOption({ label: label! });
  return dialog;
}
