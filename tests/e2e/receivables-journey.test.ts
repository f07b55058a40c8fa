import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { callRest, signInRest, type Tokens } from '../support/factories.js';
import { latestChargeOrderId, mailedInvoice } from '../support/invoice-links.js';
import { type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { localGatewayOf, startTestSystem, TEST_TODAY } from '../support/system.js';
import {
  browserSuite,
  E2E_WEB_DIR,
  openSignedIn,
  screenshot,
  withPage,
  withPageIn,
} from './browser.js';
import { createXenditProviderRest } from '../support/payment-reports.js';
import { createManualAccountRest, enterLineRest } from '../support/treasury-rest.js';
import { plain } from './rows.js';

/**
 * An invoice's whole road to the bank, in Chromium: a sales order, its goods
 * receipt and the invoice billed from it; the buyer pays at checkout on the
 * gateway's page (the gateway's word comes twice); the invoice is paid; the
 * gateway pays out less its fees; the seller imports the gateway's report,
 * the payout lands on the statement and is reconciled; the settlement screen
 * shows each payment Settled with its fee. By virtual account and by QRIS;
 * an expired charge pays nothing; and a bank transfer that reconciliation
 * matches to an invoice pays it as a payment of its own.
 *
 * A system of the file's own: its gateway speaks Xendit's protocol, whose
 * transactions report is the one the treasury reads (the worker's browser
 * system speaks Midtrans's, so that both protocols run through the web).
 */
const suite = browserSuite('PT Penjual Sampai Bank', () =>
  startTestSystem({ webDir: E2E_WEB_DIR }, {}, {}, 'XENDIT'),
);

/** What a page shows after a request may take a while on a busy machine. */
const SERVER_ROUND_TRIP = { timeout: 15_000 };

let writers: InvoiceWriters;
let owner: Tokens;
let accountId: string;

/** An invoice billed from the goods receipt of an order of `quantity` x 100,000.00, mailed to a new buyer: the invoice and its link. */
async function receivedAndMailed(quantity: string, paymentTermDays = 30) {
  const { invoice, token } = await mailedInvoice(
    writers,
    { quantity, received: true, paymentTermDays },
    'en',
  );
  return { invoice, url: `${suite.system.url}/checkout?token=${encodeURIComponent(token)}` };
}

/** The order id of the invoice's latest charge at the gateway. */
const orderOf = (invoice: SalesInvoiceResponse) => latestChargeOrderId(suite.system, invoice.id);

/** The buyer opens the link, picks `channel` and presses `button` on the gateway's page. */
async function payOnTheGatewayPage(
  url: string,
  channel: 'BCA_VA' | 'QRIS',
  button: 'Pay' | 'Expire',
  comesBack: 'checkout-return-paid' | 'checkout-return-failed',
) {
  await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
    await page.goto(url);
    await page.getByTestId(`checkout-channel-${channel}`).click(SERVER_ROUND_TRIP);
    await page.getByTestId('checkout-pay-button').click();
    // The gateway's own page (the local sandbox, speaking Xendit), then back to the product.
    await page.getByRole('button', { name: button, exact: true }).click(SERVER_ROUND_TRIP);
    await page.getByTestId(comesBack).waitFor(SERVER_ROUND_TRIP);
  });
}

/** A credit on the file's account, as the bank's statement brings it. */
async function statementCredit(amount: string, description: string) {
  await enterLineRest(suite.system, owner, { bankAccountId: accountId, description, amount });
}

/**
 * On the reconciliation screen, automatic matching run and the proposal for
 * the line of `description`, naming `item`, accepted: the line leaves the
 * unreconciled list. (A rule may confirm a settlement by itself; an invoice
 * always waits for a person.)
 */
async function reconcileOnTheScreen(page: Page, description: string, item: string) {
  await page.goto(suite.system.url + '/reconciliation?tab=unreconciled');
  const lines = page.getByTestId('reconciliation-line').filter({ hasText: description });
  await expect.poll(() => lines.count(), SERVER_ROUND_TRIP).toBe(1);
  await page.getByTestId('reconciliation-run').click();
  const proposal = page
    .getByTestId('reconciliation-proposals')
    .getByTestId('reconciliation-proposal')
    .filter({ hasText: description })
    .filter({ hasText: item });
  await expect
    .poll(
      async () => (await proposal.count()) + ((await lines.count()) === 0 ? 1 : 0),
      SERVER_ROUND_TRIP,
    )
    .toBe(1);
  if ((await proposal.count()) === 1) {
    await screenshot(page, `receivables-journey-proposal-${item.replace(/\W+/g, '-')}`);
    await proposal.getByTestId('reconciliation-proposal-accept').click();
  }
  await expect.poll(() => lines.count(), SERVER_ROUND_TRIP).toBe(0);
}

beforeAll(async () => {
  owner = await signInRest(suite.system, suite.owner);
  writers = await invoiceWritersIn(suite.system, suite.organizationId);
  accountId = await createManualAccountRest(suite.system, owner, { alias: 'BCA Penerimaan' });
  await createXenditProviderRest(suite.system, owner, {
    name: 'Xendit Checkout',
    bankAccountId: accountId,
    secretKey: 'xnd_development_sampai_bank',
    webhookToken: 'tok-sampai-bank',
  });
});

describe('an invoice paid at checkout, to the bank', () => {
  it('by virtual account and by QRIS: paid once though the gateway says it twice, paid out less fees, reconciled, and settled', async () => {
    const { sandbox } = localGatewayOf(suite.system);
    const byVa = await receivedAndMailed('3');
    const byQris = await receivedAndMailed('2');
    sandbox.configure({ duplicateWebhooks: true });
    try {
      await payOnTheGatewayPage(byVa.url, 'BCA_VA', 'Pay', 'checkout-return-paid');
      await payOnTheGatewayPage(byQris.url, 'QRIS', 'Pay', 'checkout-return-paid');
      for (const invoice of [byVa.invoice, byQris.invoice]) {
        const orderId = await orderOf(invoice);
        await sandbox.deliveries.waitFor(
          (attempt) =>
            attempt.orderId === orderId && attempt.copy === 2 && attempt.httpStatus === 200,
        );
      }
    } finally {
      sandbox.configure({ duplicateWebhooks: false });
    }

    // The gateway pays both out on the business day, less Rp 4,440 and Rp 1,554, and lists them in its report.
    const orders = [await orderOf(byVa.invoice), await orderOf(byQris.invoice)];
    const payout = sandbox.payOut(orders, TEST_TODAY);
    expect(payout.amount.toFixed(2)).toBe('494006.00');
    const report = sandbox.transactionsReport(orders);
    await statementCredit('494006.00', 'TRSF CR XENDIT PAYOUT SAMPAI BANK');

    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/settlement`, suite.owner);
      const rows = page.getByTestId('invoice-payment-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      // One payment each: the second word of the gateway made none.
      for (const row of await rows.all()) {
        expect(await row.getByTestId('invoice-payment-source').innerText()).toBe(
          'Paid at checkout',
        );
        expect(await row.getByTestId('invoice-payment-settlement').innerText()).toBe('Pending');
      }

      // The gateway's report, imported under Payment Providers.
      await page.goto(`${suite.system.url}/payment-records`);
      await page.getByTestId('import-payment-report').click(SERVER_ROUND_TRIP);
      const importDialog = page.getByTestId('import-dialog');
      await importDialog.getByTestId('import-file').setInputFiles({
        name: 'xendit-transactions.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(report),
      });
      await importDialog.getByTestId('import-start').click();
      await expect
        .poll(
          () => importDialog.getByTestId('import-result').getAttribute('data-status'),
          SERVER_ROUND_TRIP,
        )
        .toBe('COMPLETED');
      await importDialog.getByTestId('import-done').click();

      // The payout on the statement, matched with the gateway's settlement.
      await reconcileOnTheScreen(page, 'XENDIT PAYOUT SAMPAI BANK', 'Xendit Checkout');

      await page.goto(`${suite.system.url}/settlement`);
      await expect
        .poll(
          async () =>
            (await rows.getByTestId('invoice-payment-settlement').allInnerTexts()).join(','),
          SERVER_ROUND_TRIP,
        )
        .toBe('Settled,Settled');
      const fees = (await rows.getByTestId('invoice-payment-gateway-fee').allInnerTexts()).map(
        plain,
      );
      expect(fees.sort()).toEqual(['Gateway fee Rp 1,554.00', 'Gateway fee Rp 4,440.00']);
      await screenshot(page, 'settlement-settled-en');
    });
    for (const invoice of [byVa.invoice, byQris.invoice]) {
      const now = await callRest<SalesInvoiceResponse>(
        suite.system.invoicingUrl,
        'GET',
        `/sales-invoices/${invoice.id}`,
        owner,
      );
      expect(now.body).toMatchObject({ status: 'PAID', remainingAmount: '0.00' });
    }
  });

  it('a charge left to expire pays nothing: the buyer is told, and may pay again', async () => {
    const expiring = await receivedAndMailed('1');
    await payOnTheGatewayPage(expiring.url, 'BCA_VA', 'Expire', 'checkout-return-failed');
    const now = await callRest<SalesInvoiceResponse>(
      suite.system.invoicingUrl,
      'GET',
      `/sales-invoices/${expiring.invoice.id}`,
      owner,
    );
    expect(now.body).toMatchObject({ status: 'ISSUED', remainingAmount: '100000.00' });
    const payments = await suite.system.invoicing.db
      .selectFrom('invoice_payment_allocations')
      .select('id')
      .where('sales_invoice_id', '=', expiring.invoice.id)
      .execute();
    expect(payments).toEqual([]);

    // Home's invoicing numbers owe it, not yet due.
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/home`, suite.owner);
      const total = page.getByTestId('home-receivables-total');
      await total.waitFor(SERVER_ROUND_TRIP);
      expect(plain(await total.innerText())).toMatch(/^All, 1 buyer\s+Rp 100,000.00/);
      await screenshot(page, 'home-receivables-en');
    });
  });

  it('a bank transfer that reconciliation matches to the invoice pays it, as a payment of its own, settled', async () => {
    // Due a week after its date: matching looks for an invoice's money from 7 days before its due date to 10 after.
    const { invoice } = await receivedAndMailed('4', 7);
    await statementCredit('400000.00', `TRSF CR ${invoice.number} PT PEMBELI TRANSFER`);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/reconciliation`, suite.owner);
      await reconcileOnTheScreen(page, `${invoice.number} PT PEMBELI TRANSFER`, invoice.number!);
      await page.goto(`${suite.system.url}/settlement`);
      const row = page
        .getByTestId('invoice-payment-row')
        .filter({ hasText: 'From a bank line in reconciliation' });
      await expect.poll(() => row.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await row.getByTestId('invoice-payment-settlement').innerText()).toBe('Settled');
      expect(await row.getByTestId('invoice-payment-invoices').innerText()).toBe(invoice.number);
    });
    const now = await callRest<SalesInvoiceResponse>(
      suite.system.invoicingUrl,
      'GET',
      `/sales-invoices/${invoice.id}`,
      owner,
    );
    expect(now.body).toMatchObject({ status: 'PAID' });
  });
});
