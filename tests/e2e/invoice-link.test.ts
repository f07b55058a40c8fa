import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRest, signInRest } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import {
  chargesOf,
  latestChargeOrderId,
  mailedInvoice as mailedInvoiceOf,
} from '../support/invoice-links.js';
import { localGatewayOf } from '../support/system.js';
import { eventually } from '../support/eventually.js';
import { pdfText } from '../support/pdf-text.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import {
  draftInvoice,
  issuedInvoice,
  type InvoiceWriters,
  invoiceWritersIn,
  saveSellerProfile,
  transferRecorded,
} from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, screenshot, withPage, withPageIn } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { expectToContainEach } from '../support/text.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Penjual Peramban');

let writers: InvoiceWriters;
let number: string;
let link: string;

/** An invoice issued to a buyer, and the link its mail carries. */
async function mailedInvoice(quantity = '3') {
  const { invoice, token } = await mailedInvoiceOf(writers, { quantity });
  return { invoice, url: `${suite.system.url}/checkout?token=${encodeURIComponent(token)}` };
}

beforeAll(async () => {
  writers = await invoiceWritersIn(suite.system, suite.organizationId);
  // The seller's NPWP and address, which the invoices issued from now on keep.
  await saveSellerProfile(suite.system, await signInRest(suite.system, suite.owner), {
    name: 'PT Penjual Peramban',
    taxNumber: '01.234.567.8-901.000',
    address: {
      street: 'Jl. Gatot Subroto Kav. 38',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      postalCode: '12710',
    },
  });
  const mailed = await mailedInvoice();
  number = mailed.invoice.number!;
  link = mailed.url;
});

describe('a buyer opening the link of an invoice mail, without an account', () => {
  it('reads the invoice as issued and downloads its PDF in both languages', async () => {
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await page.goto(link);
      await page.getByTestId('buyer-invoice').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('buyer-invoice-number').innerText()).toBe(`Faktur ${number}`);
      expect(await page.getByTestId('buyer-invoice-seller').innerText()).toBe(
        'Faktur dari PT Penjual Peramban',
      );
      expect(await page.getByTestId('buyer-invoice-status').innerText()).toBe('Belum dibayar');
      expect(await page.getByTestId('buyer-invoice-remaining').innerText()).toBe(
        'Rp\u00a0300.000,00',
      );
      const facts = await page.getByTestId('buyer-invoice').innerText();
      expect(facts).toContain('Jasa konsultasi');
      // The seller as the invoice was issued: its NPWP, NITKU and address.
      expectToContainEach(facts, [
        'NPWP penjual\n012345678901000',
        'NITKU penjual\n0012345678901000000000',
        'Alamat penjual\nJl. Gatot Subroto Kav. 38, Jakarta Selatan, DKI Jakarta 12710',
      ]);
      await screenshot(page, 'invoice-link-id');

      const [indonesian] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('buyer-invoice-pdf-id').click(),
      ]);
      expect(indonesian.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
      const printed = (await pdfText(await readFile((await indonesian.path())!))).text.join(' ');
      expect(printed).toContain(number);
      expect(printed).toContain('Total akhir Rp 300.000,00');
      const [english] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('buyer-invoice-pdf-en').click(),
      ]);
      const inEnglish = (await pdfText(await readFile((await english.path())!))).text.join(' ');
      expect(inEnglish).toContain('Grand total IDR 300,000.00');
    });
  });

  it('a link of a cancelled invoice, an unknown one and none show only that they open nothing', async () => {
    const { invoice, url } = await mailedInvoice('1');
    const cancelled = await callRest(
      suite.system.invoicingUrl,
      'POST',
      `/sales-invoices/${invoice.id}/cancel`,
      writers.writer,
      { reason: 'Salah harga' },
    );
    expect(cancelled.status).toBe(200);
    await withPage(suite.browser, {}, async (page) => {
      await page.goto(url);
      await page.getByTestId('invoice-link-spent').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('invoice-link-spent').innerText()).not.toContain(
        invoice.number!,
      );
      await screenshot(page, 'invoice-link-spent');
      for (const closed of [
        `${suite.system.url}/checkout?token=tidak-berlaku`,
        `${suite.system.url}/checkout`,
      ]) {
        await page.goto(closed);
        await page.getByTestId('invoice-link-expired').waitFor(SERVER_ROUND_TRIP);
      }
      await screenshot(page, 'invoice-link-expired');
    });
  });

  it('fits a phone, a laptop and a wide screen in English and Indonesian', async () => {
    for (const language of ['en', 'id'] as const)
      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await page.goto(link);
        await page.getByTestId('buyer-invoice').waitFor(SERVER_ROUND_TRIP);
        for (const viewport of WINDOWS) {
          await resizeTo(page, viewport);
          const problems = await settledOverflow(page, isDesktop(viewport));
          expect(problems, `at ${viewport.width} px in ${language}`).toEqual([]);
          await screenshot(page, `invoice-link-${viewport.width}-${language}`);
        }
      });
  });
});

describe('a buyer opening the link on a phone', () => {
  it('when the link opens at 390 px, the invoice is what meets the buyer, in both languages: no “best on a larger screen” notice before it', async () => {
    for (const language of ['en', 'id'] as const)
      await withPage(
        suite.browser,
        {
          locale: language === 'en' ? 'en-US' : 'id-ID',
          viewport: WINDOWS[2],
        },
        async (page, context) => {
          await context.addCookies([{ name: 'language', value: language, url: suite.system.url }]);
          await page.goto(link);
          await page.getByTestId('buyer-invoice').waitFor(SERVER_ROUND_TRIP);
          const heading = await page.getByTestId('buyer-invoice-number').boundingBox();
          expect(heading!.y + heading!.height).toBeLessThan(WINDOWS[2].height);
          expect(await page.getByTestId('small-screen-notice').count()).toBe(0);
          expect(await page.getByTestId('small-screen-banner').count()).toBe(0);
          // Nothing covers the invoice's number where it shows.
          const onTop = await page.evaluate(() => {
            const number = document.querySelector('[data-testid="buyer-invoice-number"]')!;
            const box = number.getBoundingClientRect();
            const there = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return there !== null && number.contains(there);
          });
          expect(onTop).toBe(true);
          // Between a phone and a laptop, no banner either; the way back from the gateway neither.
          await resizeTo(page, { width: 800, height: 900 });
          expect(await page.getByTestId('small-screen-banner').count()).toBe(0);
          await resizeTo(page, WINDOWS[2]);
          await page.goto(link.replace('/checkout?', '/checkout/failed?'));
          await page.getByTestId('checkout-return-back').waitFor(SERVER_ROUND_TRIP);
          expect(await page.getByTestId('small-screen-notice').count()).toBe(0);
          await screenshot(page, `checkout-return-phone-${language}`);
        },
      );
    // A member's page on a phone keeps the notice.
    await withPage(suite.browser, { viewport: WINDOWS[2] }, async (page) => {
      await page.goto(`${suite.system.url}/`);
      await page.getByTestId('small-screen-notice').waitFor(SERVER_ROUND_TRIP);
    });
  });
});

describe('paying the invoice from its link, on the gateway’s page', () => {
  it('pays by virtual account and comes back to a paid invoice; a failed QRIS payment says so and offers to pay again', async () => {
    const paid = await mailedInvoice('2');
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await page.goto(paid.url);
      await page.getByTestId('checkout-channels').waitFor(SERVER_ROUND_TRIP);
      await screenshot(page, 'checkout-channels-en');
      await page.getByTestId('checkout-channel-BCA_VA').click();
      await page.getByTestId('checkout-pay-button').click();
      // The gateway's own page (the local sandbox, speaking Midtrans Snap), then back to the product.
      await page.getByRole('button', { name: 'Pay', exact: true }).click(SERVER_ROUND_TRIP);
      await page.getByTestId('checkout-return-paid').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-return-paid').innerText()).toContain(
        `Rp\u00a0200,000.00 by BCA virtual account was received for invoice ${paid.invoice.number}`,
      );
      await screenshot(page, 'checkout-return-paid-en');
      await page.getByTestId('checkout-return-back').click();
      await page.getByTestId('checkout-paid').waitFor(SERVER_ROUND_TRIP);
      // The charge's notice and the invoice's badge are two components: on a busy machine the badge
      // may render a moment after the notice, from the same update.
      await expect.poll(() => page.getByTestId('buyer-invoice-status').innerText()).toBe('Paid');

      // The first invoice of the file, read and fitted above and still to be paid.
      await page.goto(link);
      await page.getByTestId('checkout-channel-QRIS').click(SERVER_ROUND_TRIP);
      await page.getByTestId('checkout-pay-button').click();
      await page.getByRole('button', { name: 'Fail', exact: true }).click(SERVER_ROUND_TRIP);
      await page.getByTestId('checkout-return-failed').waitFor(SERVER_ROUND_TRIP);
      await screenshot(page, 'checkout-return-failed-en');
      await page.getByTestId('checkout-return-back').click();
      await page.getByTestId('checkout-channels').waitFor(SERVER_ROUND_TRIP);
    });
    const payments = await suite.system.invoicing.db
      .selectFrom('invoice_payments')
      .select(['amount', 'source', 'method'])
      .where('organization_id', '=', suite.organizationId)
      .execute();
    expect(payments).toEqual([
      { amount: '200000.00', source: 'CHECKOUT', method: 'VIRTUAL_ACCOUNT' },
    ]);
  });
});

describe('the buyer’s page while the gateway has yet to confirm', () => {
  /** An invoice mailed to a buyer with a charge opened for it by `channel`, as the page opens one, and its gateway order. */
  async function waitingCharge(channel: string, quantity = '1') {
    const { invoice, token } = await mailedInvoiceOf(writers, { quantity });
    const started = await new GraphQLClient(suite.system.url).data<{
      checkoutStart: { userErrors: unknown[] };
    }>(
      'mutation ($input: CheckoutStartInput!) { checkoutStart(input: $input) { userErrors { code } } }',
      { input: { token, channel } },
    );
    expect(started.checkoutStart.userErrors).toEqual([]);
    return {
      invoice,
      query: `?token=${encodeURIComponent(token)}`,
      orderId: await latestChargeOrderId(suite.system, invoice.id),
    };
  }

  it('turns the invoice to paid by itself when the gateway’s notification pays the charge', async () => {
    const { sandbox } = localGatewayOf(suite.system);
    const { query, orderId } = await waitingCharge('BRI_VA');
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await page.goto(`${suite.system.url}/checkout${query}`);
      await page.getByTestId('checkout-waiting').waitFor(SERVER_ROUND_TRIP);
      await screenshot(page, 'checkout-waiting-en');
      // Paid in the bank's app: only the gateway's notification reaches the product, and the page.
      sandbox.pay(orderId);
      await page.getByTestId('checkout-paid').waitFor(SERVER_ROUND_TRIP);
      // The charge's notice and the invoice's badge are two components: on a busy machine the badge
      // may render a moment after the notice, from the same update.
      await expect.poll(() => page.getByTestId('buyer-invoice-status').innerText()).toBe('Paid');
      expect(await page.getByTestId('checkout-paid').innerText()).toContain('Payment received');
      await screenshot(page, 'checkout-paid-live-en');
    });
    // Paid now, the page opens paid in Indonesian too; its phone and desktop shapes.
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await page.goto(`${suite.system.url}/checkout${query}`);
      await page.getByTestId('checkout-paid').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('buyer-invoice-status').innerText()).toBe('Lunas');
      for (const viewport of [WINDOWS[0], WINDOWS[2]]) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `checkout-paid-live-${viewport.width}-id`);
      }
    });
  });

  it('when a charge waits after an attempt that did not go through, the buyer pays another way at once: the waiting charge is expired at the gateway first', async () => {
    const { invoice, query } = await waitingCharge('BCA_VA');
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await page.goto(`${suite.system.url}/checkout/failed${query}`);
      await page.getByTestId('checkout-return-waiting').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-return-back').innerText()).toBe('Bayar lagi');
      await page.getByTestId('checkout-return-back').click();
      await page.getByTestId('checkout-other-channel').click(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-replacing').innerText()).toBe(
        'Memilih cara lain membatalkan dulu pembayaran Virtual account BCA yang menunggu.',
      );
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `checkout-other-channel-${viewport.width}-id`);
      }
      await page.getByTestId('checkout-channel-QRIS').click();
      await page.getByTestId('checkout-pay-button').click();
      // The gateway's page of the new charge.
      await page.getByRole('button', { name: 'Pay', exact: true }).waitFor(SERVER_ROUND_TRIP);
    });
    const charges = await chargesOf(suite.system, invoice.id);
    expect(charges).toEqual([
      { channel: 'BCA_VA', status: 'EXPIRED' },
      { channel: 'QRIS', status: 'PENDING' },
    ]);
    // The same choice in English, at the three windows.
    const english = await waitingCharge('BRI_VA');
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await page.goto(`${suite.system.url}/checkout${english.query}`);
      await page.getByTestId('checkout-other-channel').click(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-replacing').innerText()).toBe(
        'Choosing another way cancels the waiting BRI virtual account payment first.',
      );
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `checkout-other-channel-${viewport.width}-en`);
      }
      // Back: the waiting charge as it was.
      await page.getByTestId('checkout-back-to-waiting').click();
      await page.getByTestId('checkout-waiting').waitFor();
    });
  });

  it('when a payment recorded by the seller lowers what is left while a charge waits, the page says the charge was replaced and its channel charges what is left in one click', async () => {
    const { invoice, query, orderId } = await waitingCharge('BNI_VA', '3');
    await transferRecorded(suite.system, writers.writer, invoice, {
      amount: '120000.00',
      paymentDate: '2026-11-22',
    });
    // The job the payment queued expires the charge at the gateway.
    const statusOf = async () =>
      (
        await suite.system.invoicing.db
          .selectFrom('checkout_charges')
          .select('status')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).status;
    await eventually(async () => (await statusOf()) === 'EXPIRED', 15_000);
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await page.goto(`${suite.system.url}/checkout${query}`);
      await page.getByTestId('checkout-amount-changed').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-amount-changed').innerText()).toMatch(
        /Your BNI virtual account payment of Rp\s300,000\.00 was cancelled .* Rp\s180,000\.00 is left to pay/,
      );
      expect(await page.getByTestId('checkout-channel-BNI_VA').getAttribute('data-state')).toBe(
        'checked',
      );
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `checkout-amount-changed-${viewport.width}-en`);
      }
    });
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await page.goto(`${suite.system.url}/checkout${query}`);
      await page.getByTestId('checkout-amount-changed').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-amount-changed').innerText()).toContain(
        'Jumlah tagihan Anda berubah',
      );
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `checkout-amount-changed-${viewport.width}-id`);
      }
      await page.getByTestId('checkout-pay-button').click();
      // The gateway's page of the new charge.
      await page.getByRole('button', { name: 'Pay', exact: true }).waitFor(SERVER_ROUND_TRIP);
    });
    const charges = await suite.system.invoicing.db
      .selectFrom('checkout_charges')
      .select(['channel', 'status', 'amount'])
      .where('invoice_id', '=', invoice.id)
      .orderBy('created_at')
      .execute();
    expect(charges).toEqual([
      { channel: 'BNI_VA', status: 'EXPIRED', amount: '300000.00' },
      { channel: 'BNI_VA', status: 'PENDING', amount: '180000.00' },
    ]);
  });

  it('back from the gateway, “still waiting” turns to received by itself when the notification comes', async () => {
    const { sandbox } = localGatewayOf(suite.system);
    const { invoice, query, orderId } = await waitingCharge('MANDIRI_VA');
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await page.goto(`${suite.system.url}/checkout/success${query}`);
      await page.getByTestId('checkout-return-waiting').waitFor(SERVER_ROUND_TRIP);
      // The status check stays, for a notification that never comes.
      await page.getByTestId('checkout-return-check').waitFor();
      for (const viewport of [WINDOWS[0], WINDOWS[2]]) {
        await resizeTo(page, viewport);
        await screenshot(page, `checkout-return-waiting-${viewport.width}-id`);
      }
      sandbox.pay(orderId);
      await page.getByTestId('checkout-return-paid').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-return-paid').innerText()).toContain(invoice.number!);
      await screenshot(page, 'checkout-return-paid-live-390-id');
    });
  });
});

describe('the seller’s invoice page while the buyer pays it at checkout', () => {
  it('when the buyer pays an invoice with sen, the open invoice page turns paid and its Payments tab shows the payment with its rounding, without a reload', async () => {
    const { sandbox } = localGatewayOf(suite.system);
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const { invoice, token } = await mailedInvoiceOf(writers, {
      quantity: '1',
      unitPrice: '1234567.45',
    });
    const buyer = new GraphQLClient(suite.system.url);
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      // The buyer's page says what is charged and what is rounding.
      await page.goto(`${suite.system.url}/checkout?token=${encodeURIComponent(token)}`);
      await page.getByTestId('checkout-rounding').waitFor(SERVER_ROUND_TRIP);
      expect(plain(await page.getByTestId('checkout-pay-button').innerText())).toBe(
        'Pay Rp 1,234,567.00',
      );
      expect(plain(await page.getByTestId('checkout-rounding').innerText())).toContain(
        'the Rp 0.45 under a rupiah is settled as rounding',
      );
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `checkout-rounding-${viewport.width}-en`);
      }

      await resizeTo(page, WINDOWS[0]);
      await openSignedIn(page, `${suite.system.url}/invoices/detail/${invoice.id}`, suite.owner);
      await page.getByTestId('invoice-tab-payments').click(SERVER_ROUND_TRIP);
      await page.getByTestId('invoice-payments-none').waitFor(SERVER_ROUND_TRIP);

      const started = await buyer.data<{ checkoutStart: { userErrors: unknown[] } }>(
        'mutation ($input: CheckoutStartInput!) { checkoutStart(input: $input) { userErrors { code } } }',
        { input: { token, channel: 'BNI_VA' } },
      );
      expect(started.checkoutStart.userErrors).toEqual([]);
      sandbox.pay(await latestChargeOrderId(suite.system, invoice.id));

      // The gateway's notification, the service, the subscription: more than one round trip on a busy machine.
      const liveUpdate = { timeout: 2 * SERVER_ROUND_TRIP.timeout };
      const status = () => page.getByTestId('invoice-page-status').getAttribute('data-status');
      await expect.poll(status, liveUpdate).toBe('PAID');
      const allocation = page.getByTestId('invoice-payment-allocation');
      await allocation.waitFor(liveUpdate);
      const row = plain(await allocation.innerText());
      expect(row).toMatch(/PAY\/\d{4}\/\d{2}\/\d{4}/);
      expect(row).toContain('Checkout');
      expect(row).toContain('Rp 1,234,567.45');
      expect(plain(await page.getByTestId('invoice-payment-rounding').innerText())).toBe(
        'including Rp 0.45 rounding',
      );
      expect(await page.getByTestId('invoice-payments-none').count()).toBe(0);
      // Undoing it would give the payment back its money only: the rounding was none of it.
      await page.getByTestId('invoice-payment-undo').click();
      const undo = page.getByTestId('invoice-payment-undo-dialog');
      expect(plain(await undo.innerText())).toContain(
        `${invoice.number} gets Rp 1,234,567.45 back to pay; Rp 1,234,567.00 of ${row.match(/PAY\/\d{4}\/\d{2}\/\d{4}/)![0]} becomes the buyer’s credit.`,
      );
      await page.keyboard.press('Escape');
      await undo.waitFor({ state: 'detached' });
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `invoice-payments-checkout-${viewport.width}-en`);
      }
    });
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      // Another invoice with sen, as its buyer reads it in Indonesian.
      const other = await mailedInvoiceOf(writers, { quantity: '1', unitPrice: '250000.40' });
      await page.goto(`${suite.system.url}/checkout?token=${encodeURIComponent(other.token)}`);
      await page.getByTestId('checkout-rounding').waitFor(SERVER_ROUND_TRIP);
      expect(plain(await page.getByTestId('checkout-rounding').innerText())).toContain(
        'Rp 0,40 di bawah satu rupiah diselesaikan sebagai pembulatan',
      );
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `checkout-rounding-${viewport.width}-id`);
      }
      await resizeTo(page, WINDOWS[0]);
      await openSignedIn(page, `${suite.system.url}/invoices/detail/${invoice.id}`, suite.owner);
      await page.getByTestId('invoice-tab-payments').click(SERVER_ROUND_TRIP);
      await page.getByTestId('invoice-payment-rounding').waitFor(SERVER_ROUND_TRIP);
      expect(plain(await page.getByTestId('invoice-payment-rounding').innerText())).toBe(
        'termasuk pembulatan Rp 0,45',
      );
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await settledOverflow(page, isDesktop(viewport))).toEqual([]);
        await screenshot(page, `invoice-payments-checkout-${viewport.width}-id`);
      }
    });
  });
});

describe('the e-Faktur file of invoices chosen on the list', () => {
  it('ticks two issued invoices (a draft has no box) and downloads the file of just those', async () => {
    const owner = await signInRest(suite.system, suite.owner);
    await saveSellerProfile(suite.system, owner, {
      name: 'PT Penjual Peramban',
      taxNumber: '0123456789012345',
    });
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Pembeli Berpajak',
      profile: { tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' } },
    });
    const first = await issuedInvoice(writers, { buyerId, quantity: '1', taxCode: 'PPN' });
    const second = await issuedInvoice(writers, { buyerId, quantity: '2', taxCode: 'PPN' });
    await draftInvoice(writers, { buyerId, quantity: '4' });
    await withPage(suite.browser, {}, async (page) => {
      await openSignedIn(page, `${suite.system.url}/invoices`, suite.owner);
      const row = (number: string) => page.getByTestId('invoice-row').filter({ hasText: number });
      await row(first.number!).waitFor(SERVER_ROUND_TRIP);
      expect(
        await page
          .locator(
            '[data-testid="invoice-row"][data-status="DRAFT"] [data-testid="invoice-select"]',
          )
          .count(),
      ).toBe(0);
      await row(first.number!).getByTestId('invoice-select').click();
      await row(second.number!).getByTestId('invoice-select').click();
      await expect
        .poll(() => page.getByTestId('coretax-selection-count').innerText())
        .toBe('2 invoices chosen');
      await screenshot(page, 'invoices-coretax-chosen');
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('coretax-selection-download').click(),
      ]);
      expect(file.suggestedFilename()).toBe('efaktur.xml');
      const xml = await readFile((await file.path())!, 'utf8');
      const numbers = [...xml.matchAll(/<RefDesc>([^<]+)<\/RefDesc>/g)].map((match) => match[1]);
      expect(numbers).toEqual([first.number, second.number]);
      await page.getByTestId('coretax-selection-clear').click();
      await page.getByTestId('coretax-selection').waitFor({ state: 'detached' });
    });
  });
});
