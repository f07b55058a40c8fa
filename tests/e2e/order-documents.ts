import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { System } from '../../system.js';
import { callRest, type Tokens } from '../support/factories.js';
import { fitsEverywhere } from './fits.js';

/** What an order's test ids start with: `purchase-order-receive`, `sales-order-tab-receipts`. */
export type OrderKind = 'purchase-order' | 'sales-order';

/**
 * Moves a document over the invoicing service's REST API as `by` (`path` is its
 * `/<documents>/:id/<action>`, sent with `reason` when one is given): unless the service answers
 * 200 the test fails there, showing the answer.
 */
export async function movedRest(
  system: Pick<System, 'invoicingUrl'>,
  path: string,
  by: Tokens,
  reason?: string,
): Promise<void> {
  const moved = await callRest(
    system.invoicingUrl,
    'POST',
    path,
    by,
    reason ? { reason } : undefined,
  );
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/**
 * Opens the goods receipt dialog with an order's Receive button: the dialog, its quantity inputs
 * (one an order line, in the order's order), its received date, and `confirm`, which types the
 * quantities given into the first lines ('' leaves a line out; a line not given keeps what the
 * dialog offered) and confirms the receipt.
 */
export async function openGoodsReceipt(page: Page, order: OrderKind) {
  await page.getByTestId(`${order}-receive`).click();
  const dialog = page.getByTestId('goods-receipt-dialog');
  await dialog.waitFor();
  const quantities = dialog.locator('input[name$=".quantity"]');
  return {
    dialog,
    quantities,
    receivedDate: dialog.locator('input[name="receivedDate"]'),
    confirm: async (...typed: string[]) => {
      for (const [line, quantity] of typed.entries()) await quantities.nth(line).fill(quantity);
      await page.getByTestId('goods-receipt-dialog-confirm').click();
    },
  };
}

/**
 * The receipts tab of an order's page (the order has a receipt), then the goods receipt dialog
 * its Receive button opens, each fitting every window (`fitsEverywhere`, named after `order`);
 * the dialog closed with Escape and gone, so that nothing behind it takes a click meant for it.
 */
export async function receiptsFitEverywhere(page: Page, order: OrderKind, language: string) {
  await page.getByTestId(`${order}-tab-receipts`).click();
  await page.getByTestId('goods-receipt').waitFor();
  await fitsEverywhere(page, `${order}-receipts`, language);
  const { dialog } = await openGoodsReceipt(page, order);
  await fitsEverywhere(page, `${order}-receipt-dialog`, language);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
