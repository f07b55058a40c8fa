import { beforeAll, describe, expect, it } from 'vitest';
import { addMemberInBuiltInRole, type Credentials } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Pemasok Ketentuan Layar');

let maker: Credentials;

beforeAll(async () => {
  maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
});

describe('an active buyer’s terms in the browser', () => {
  it('the owner edits the terms from the payment information: approval’s checks, then the new terms, "No credit limit" for 0, and the change in the history', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Pembeli Ketentuan',
    });
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/buyer/${buyerId}`, suite.owner);
      await page.getByTestId('customer-change-terms').click();
      const dialog = page.getByTestId('customer-terms-dialog');
      await dialog.waitFor();
      // It starts from the buyer's own terms: 30 days, monthly, IDR 1,000,000,000.00.
      expect(await dialog.getByTestId('customer-approve-term').inputValue()).toBe('30');
      expect(await dialog.getByTestId('customer-approve-cycle').inputValue()).toBe('MONTHLY');
      expect(await dialog.getByTestId('customer-approve-credit-limit').inputValue()).toBe(
        '1,000,000,000.00',
      );
      expect(await dialog.innerText()).toContain('0 is no credit limit');

      await dialog.getByTestId('customer-approve-term').fill('400');
      await dialog.getByTestId('customer-approve-credit-limit').fill('');
      await dialog.getByTestId('customer-terms-confirm').click();
      await expect.poll(() => dialog.innerText()).toContain('The payment term is 0 to 365 days.');
      expect(await dialog.innerText()).toContain(
        'Enter a credit limit of zero or more with at most two decimals.',
      );

      await dialog.getByTestId('customer-approve-term').fill('45');
      await dialog.getByTestId('customer-approve-cycle').selectOption('WEEKLY');
      await dialog.getByTestId('customer-approve-credit-limit').fill('0');
      await fitsEverywhere(page, 'customer-terms-dialog', 'en');
      await dialog.getByTestId('customer-terms-confirm').click();
      await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });

      await expect
        .poll(() => page.getByTestId('customer-payment-term').innerText())
        .toContain('45 days');
      expect(await page.getByTestId('customer-billing-cycle').innerText()).toContain('Weekly');
      expect(plain(await page.getByTestId('customer-credit-limit').innerText())).toContain(
        'No credit limit',
      );
      await expect
        .poll(async () => plain(await page.getByTestId('customer-revisions').innerText()))
        .toContain('Terms changed');
      expect(plain(await page.getByTestId('customer-revisions').innerText())).toContain(
        'Credit limit: Rp 1,000,000,000.00 → No credit limit',
      );
      await fitsEverywhere(page, 'customer-terms-changed', 'en');
    });
  });

  it('in Indonesian the dialog and the page speak Indonesian; a maker (no customers:approve) is not offered the change', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
      name: 'PT Pembeli Ketentuan Dua',
      creditLimit: '0.00',
    });
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await openSignedIn(page, `${suite.system.url}/buyer/${buyerId}`, suite.owner);
      expect(plain(await page.getByTestId('customer-credit-limit').innerText())).toContain(
        'Tanpa limit kredit',
      );
      await page.getByTestId('customer-change-terms').click();
      const dialog = page.getByTestId('customer-terms-dialog');
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain('Ubah ketentuan');
      expect(text).toContain('0 berarti tanpa limit kredit');
      await dialog.getByTestId('customer-approve-credit-limit').fill('75.000.000');
      await fitsEverywhere(page, 'customer-terms-dialog', 'id');
      await dialog.getByTestId('customer-terms-confirm').click();
      await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
      await expect
        .poll(async () => plain(await page.getByTestId('customer-credit-limit').innerText()))
        .toContain('75.000.000,00');
      await expect
        .poll(() => page.getByTestId('customer-revisions').innerText())
        .toContain('Ketentuan pembayaran diubah');
    });
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/buyer/${buyerId}`, maker);
      await page.getByTestId('customer-payment-info').waitFor();
      expect(await page.getByTestId('customer-change-terms').count()).toBe(0);
    });
  });
});
