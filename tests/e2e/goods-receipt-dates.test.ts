import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { createdRest, signInRest, type Tokens } from '../support/factories.js';
import { documentsCount, insertActiveBuyer } from '../support/invoicing.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { openGoodsReceipt } from './order-documents.js';
import { SERVER_ROUND_TRIP } from './rows.js';

/**
 * A goods receipt cannot be dated after today: the receipt dialog offers no
 * later date and refuses one typed in, in the reader's language; and when the
 * browser's day is ahead of the service's, the service's refusal lands on the
 * date field in the same words. Nothing is recorded until the date is today.
 */
const suite = browserSuite('PT Gudang Tanggal');
let owner: Tokens;

const FUTURE = {
  en: 'The received date cannot be in the future.',
  id: 'Tanggal diterima tidak boleh melewati tanggal hari ini.',
};

/** An open sales order of 10 bags, dated well before today. */
async function openOrder(): Promise<SalesOrderResponse> {
  const buyer = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId);
  return createdRest<SalesOrderResponse>(suite.system.invoicingUrl, '/sales-orders', owner, {
    customerId: buyer,
    orderDate: '2026-10-01',
    lines: [
      { product: 'Semen Portland 50 kg', quantity: '10', unitPrice: '65000', taxCode: 'PPN' },
    ],
  });
}

const receiptsCount = () =>
  documentsCount(suite.system.invoicing.db, 'goods_receipts', suite.organizationId);

/**
 * Sends the dialog's next receipt with `receivedDate` in place of the date it carries, as a browser a day ahead
 * would; answers how many receipts it has rewritten so far.
 */
async function sendDatedOnce(page: Page, receivedDate: string): Promise<() => number> {
  let rewritten = 0;
  await page.route(
    '**/graphql',
    async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('receivedDate')) return route.continue();
      const sent = JSON.parse(body) as { variables: { input: { receivedDate: string } } };
      sent.variables.input.receivedDate = receivedDate;
      rewritten += 1;
      await route.continue({ postData: JSON.stringify(sent) });
    },
    { times: 1 },
  );
  return () => rewritten;
}

beforeAll(async () => {
  owner = await signInRest(suite.system, suite.owner);
});

describe('a goods receipt dated in the future', () => {
  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, the dialog offers no later date than today, refuses one typed in and shows the service’s refusal on the date; nothing is recorded until the date is today`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        const order = await openOrder();
        const today = jakartaToday();
        const tomorrow = addDays(today, 1);
        await openSignedIn(page, `${suite.system.url}/sales-order/detail/${order.id}`, suite.owner);
        await page.getByTestId('sales-order-tab-receipts').click();
        const before = await receiptsCount();
        const { dialog, receivedDate, confirm } = await openGoodsReceipt(page, 'sales-order');
        expect(await receivedDate.inputValue()).toBe(today);
        expect(await receivedDate.getAttribute('max')).toBe(today);
        expect(await receivedDate.getAttribute('min')).toBe('2026-10-01');

        await receivedDate.fill(tomorrow);
        await confirm('1');
        await expect.poll(() => dialog.innerText()).toContain(FUTURE[language]);
        await fitsEverywhere(page, 'goods-receipt-future-date', language);
        expect(await receiptsCount()).toBe(before);

        // The browser's day ahead of the service's: the form lets tomorrow through, the service refuses it.
        await receivedDate.fill(today);
        await expect.poll(() => dialog.innerText()).not.toContain(FUTURE[language]);
        const rewritten = await sendDatedOnce(page, tomorrow);
        await confirm();
        const error = page.getByTestId('goods-receipt-dialog').getByText(FUTURE[language]);
        await error.waitFor(SERVER_ROUND_TRIP);
        expect(rewritten()).toBe(1);
        expect(await receiptsCount()).toBe(before);

        await confirm();
        await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
        await page.getByTestId('goods-receipt').waitFor(SERVER_ROUND_TRIP);
        expect(await receiptsCount()).toBe(before + 1);
      }));
});
