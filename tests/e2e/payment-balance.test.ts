import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRest, signInRest, type Credentials } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { memberWithApp, type PayableOrganisation } from '../support/payments.js';
import { formatMoney } from '../../web/i18n/format.js';
import { screenshot, signInOnThePage, withPageIn } from './browser.js';
import { bankDownSuite, payingMembers } from './bank-down.js';
import { fromAccountToPayee } from './payment-form.js';
import { plain } from './rows.js';

const WIDTHS = [1440, 1280, 390] as const;

/** The bank is down: an approved payment stays In Progress, keeping its money back, for the whole test; on today's date (the form's and the service's), as the payments suite runs. */
const suite = bankDownSuite('PT Saldo Terjaga');

let org: PayableOrganisation;
let maker: Credentials;

/** The treasury's own id inside a GraphQL global id (`BankAccount:<uuid>`, base64url). */
const serviceId = (globalId: string) =>
  Buffer.from(globalId, 'base64url').toString().split(':')[1]!;

beforeAll(async () => {
  ({ org, maker } = await payingMembers(suite));
  const owner = await signInRest(suite.system, suite.owner);
  for (const [account, available] of [
    [org.accounts.bcaOperations, '20000000.00'],
    [org.accounts.bcaReserve, '30000000.00'],
  ] as const) {
    const recorded = await callRest(
      suite.system.treasuryUrl,
      'POST',
      `/bank-accounts/${serviceId(account)}/balances`,
      owner,
      { available },
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  }
});

const rupiah = (amount: string, language: 'en' | 'id') =>
  plain(formatMoney(amount, 'IDR', language));
const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** A page in a language, in Jakarta (`withPageIn`). */
function inLanguage(language: 'en' | 'id', steps: (page: Page) => Promise<void>) {
  return withPageIn(suite.browser, suite.system.url, language, (page) => steps(page));
}

/** The same screen at each width, for the eye. */
async function atEveryWidth(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, `${name}-${width}`, false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Fills the create form: from BCA Operasional to Sinar Jaya by BI-FAST (Rp2,500 fee), and submits it. */
async function submitPayment(page: Page, amount: string, memo: string) {
  await page.goto(suite.system.url + '/payments/create');
  await fromAccountToPayee(page, 'BCA Operasional', 'Sinar Jaya — PT Sinar Jaya Abadi');
  await page.getByTestId('payment-method-BI_FAST').click();
  await page.getByTestId('payment-form-amount').fill(amount);
  await page.locator('input[name="memo"]').fill(memo);
  await page.getByTestId('payment-form-submit').click();
}

/** A payment made through the API by the maker, from `source`: what the approver finds waiting. */
async function paymentByMaker(source: string, amount: string, memo: string) {
  const client = await signedInClient(suite.system.url, maker);
  const counterparty = await client.data<{ counterparty: { bankAccounts: { id: string }[] } }>(
    'query ($id: ID!) { counterparty(id: $id) { bankAccounts { id } } }',
    {
      id: Buffer.from(`Counterparty:${org.counterparties.sinarJaya.id}`).toString('base64url'),
    },
  );
  const made = await client.data<{
    paymentCreate: { payment: { id: string } | null; userErrors: unknown[] };
  }>(
    'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { field code message } } }',
    {
      input: {
        sourceAccountId: source,
        counterpartyBankAccountId: counterparty.counterparty.bankAccounts[0]!.id,
        method: 'BI_FAST',
        amount,
        paymentDate: todayInJakarta(),
        memo,
      },
    },
  );
  expect(made.paymentCreate.userErrors).toEqual([]);
}

describe('a payment above its source account’s available balance, in the browser', () => {
  it('when a maker creates one, it is made and a warning that stays until closed says what is available, what goes out with the fee and what lacks, in English and Indonesian', async () => {
    const words = {
      en: { title: 'Payment created. It now needs approval, but note:', amount: '25,000,000' },
      id: {
        title: 'Pembayaran dibuat dan kini menunggu persetujuan, tetapi perhatikan:',
        amount: '25.000.000',
      },
    };
    for (const language of ['en', 'id'] as const) {
      await inLanguage(language, async (page) => {
        await signInOnThePage(page, suite.system.url, maker);
        await submitPayment(page, words[language].amount, `Sewa alat berat ${language}`);
        await page.waitForURL(
          (url) => url.pathname === '/payments' && url.searchParams.get('tab') === 'needs-approval',
        );
        const toast = page
          .locator('[data-scope="toast"][data-part="root"]')
          .filter({ hasText: words[language].title });
        await expect.poll(() => toast.count()).toBe(1);
        const text = plain(await toast.innerText());
        // 20,000,000 on the account, nothing approved from it yet; the payment takes 25,000,000 + 2,500.
        for (const amount of ['20000000.00', '25002500.00', '5002500.00'])
          expect(text).toContain(rupiah(amount, language));
        await atEveryWidth(page, `payment-balance-created-${language}`);
        await toast.locator('[data-part="close-trigger"]').click();
        await expect.poll(() => toast.count()).toBe(0);
      });
    }
  }, 120_000);

  it('when an approver approves one, the dialog stays on the warning with the payment’s name and amounts until closed; a second approval counts the first, now in progress, in English and Indonesian', async () => {
    await paymentByMaker(org.accounts.bcaReserve, '35000000', 'Uang muka proyek gudang');
    await paymentByMaker(org.accounts.bcaReserve, '10000000', 'Pelunasan kontraktor');
    // 30,000,000 on BCA Cadangan: the first takes 35,002,500 (5,002,500 short); the second finds 30,000,000 − 35,002,500 left and takes 10,002,500.
    const steps = [
      {
        language: 'en',
        amount: '35000000.00',
        warned: 'Approved, with a warning',
        amounts: ['30000000.00', '35002500.00', '5002500.00'],
      },
      {
        language: 'id',
        amount: '10000000.00',
        warned: 'Disetujui, dengan peringatan',
        amounts: ['-5002500.00', '10002500.00', '15005000.00'],
      },
    ] as const;
    for (const step of steps) {
      const { credentials: approver, app: authenticator } = await memberWithApp(
        suite.system,
        suite.organizationId,
        'APPROVER',
      );
      await inLanguage(step.language, async (page) => {
        await signInOnThePage(page, suite.system.url, approver, authenticator);
        await page.goto(suite.system.url + '/payments?tab=needs-approval');
        const row = page
          .getByTestId('payment-order-row')
          .filter({ hasText: rupiah(step.amount, step.language) });
        await expect.poll(() => row.count()).toBe(1);
        await row.getByTestId('payment-order-select').click();
        await page.getByTestId('payment-bulk-approve').click();
        const dialog = page.getByTestId('payment-approve-dialog');
        await dialog.getByTestId('payment-approve-code').fill(authenticator.code());
        await dialog.getByTestId('payment-approve-submit').click();
        const warning = dialog.getByTestId('payment-approve-warning');
        await expect.poll(() => warning.count(), { timeout: 15_000 }).toBe(1);
        expect(await dialog.getByTestId('payment-approve-warnings').innerText()).toContain(
          step.warned,
        );
        const text = plain(await warning.innerText());
        for (const amount of step.amounts) expect(text).toContain(rupiah(amount, step.language));
        await atEveryWidth(page, `payment-balance-approved-${step.language}`);
        await dialog.getByTestId('payment-approve-warnings-close').click();
        await expect.poll(() => dialog.count()).toBe(0);
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
      });
    }
  }, 180_000);

  it('when the owner turns on the refusal in Settings > Controls, a payment above the balance is refused on its form with the reason, and nothing is made', async () => {
    await inLanguage('en', async (page) => {
      await signInOnThePage(page, suite.system.url, suite.owner);
      await page.goto(suite.system.url + '/settings/controls');
      const control = page.getByTestId('control-balance-shortfall-refused');
      await control.waitFor();
      expect(await control.getAttribute('data-checked-state')).toBe('off');
      await control.locator('[data-part="control"]').click();
      await page
        .getByText('Payments and transfers above the available balance are now refused.')
        .waitFor();
      await expect.poll(() => control.getAttribute('data-checked-state')).toBe('on');
      await atEveryWidth(page, 'payment-balance-control-en');
    });
    await inLanguage('id', async (page) => {
      await signInOnThePage(page, suite.system.url, maker);
      await submitPayment(page, '25.000.000', 'Sewa alat berat ditolak');
      await expect
        .poll(() => page.getByTestId('payment-order-form').innerText())
        .toContain(
          'Ini akan membuat saldo tersedia rekening sumber menjadi minus, dan kontrol perusahaan Anda menolaknya.',
        );
      expect(new URL(page.url()).pathname).toBe('/payments/create');
      await atEveryWidth(page, 'payment-balance-refused-id');
    });
    const client = await signedInClient(suite.system.url, maker);
    const waiting = await client.data<{ payments: { edges: { node: { memo: string } }[] } }>(
      '{ payments(first: 50, tab: NEEDS_APPROVAL) { edges { node { memo } } } }',
    );
    expect(waiting.payments.edges.map((edge) => edge.node.memo)).not.toContain(
      'Sewa alat berat ditolak',
    );
  }, 120_000);
});
