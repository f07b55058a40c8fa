import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMemberInBuiltInRole,
  callRest,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { memberWithApp, type PayableOrganisation } from '../support/payments.js';
import { formatDate, formatMoney } from '../../web/i18n/format.js';
import {
  borrowPage,
  screenshot,
  signInFrom,
  signInOnThePage,
  withPage,
  withPageIn,
  openSignedIn,
} from './browser.js';
import { bankDownSuite, payingMembers } from './bank-down.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS, type Window } from './windows.js';
import { choose, fromAccountToPayee, payeeAccountFilled } from './payment-form.js';
import { expectToContainEach } from '../support/text.js';
import { plain } from './rows.js';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The bank the accounts are at is down: an approved payment stays In
 * Progress for the whole test, whatever sending does meanwhile; the tests run
 * on today's date (`bankDownSuite`).
 */
const suite = bankDownSuite('PT Nusantara Bayar');

let org: PayableOrganisation;
let maker: Credentials;

beforeAll(async () => {
  ({ org, maker } = await payingMembers(suite));
});

/** An Approver with an authenticator app set up: the code to sign in with is taken, the next is for one approval. */
const approverWithApp = () => memberWithApp(suite.system, suite.organizationId, 'APPROVER');

/** Today in the organisation's time zone, as the service decides it. */
const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A payment made through the API as the maker, dated today unless told: what the approver finds waiting. */
async function paymentByMaker(amount: string, memo: string, paymentDate = todayInJakarta()) {
  const client = await signedInClient(suite.system.url, maker);
  const made = await client.data<{
    paymentCreate: { payment: { id: string } | null; userErrors: unknown[] };
  }>(
    'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { field code message } } }',
    {
      input: {
        sourceAccountId: org.accounts.bcaOperations,
        counterpartyBankAccountId: await payeeAccount(client, org.counterparties.sinarJaya.id),
        method: 'BI_FAST',
        amount,
        paymentDate,
        memo,
      },
    },
  );
  expect(made.paymentCreate.userErrors).toEqual([]);
  return { id: made.paymentCreate.payment!.id, client };
}

async function payeeAccount(
  client: Awaited<ReturnType<typeof signedInClient>>,
  counterpartyId: string,
) {
  const found = await client.data<{ counterparty: { bankAccounts: { id: string }[] } }>(
    'query ($id: ID!) { counterparty(id: $id) { bankAccounts { id } } }',
    {
      id: Buffer.from(`Counterparty:${counterpartyId}`).toString('base64url'),
    },
  );
  return found.counterparty.bankAccounts[0]!.id;
}

/** The treasury's own id inside a GraphQL global id (`Payment:<uuid>`, base64url). */
const serviceId = (globalId: string) =>
  Buffer.from(globalId, 'base64url').toString().split(':')[1]!;

/** The row of the list whose text holds `text`. */
const rowWith = (page: Page, text: string) =>
  page.getByTestId('payment-order-row').filter({ hasText: text });

describe('a payment from its maker to its approval, in two browsers', () => {
  it('a maker creates a payment; an approver approves it with an authenticator code after a wrong one; the maker’s list, open elsewhere, moves it to In Progress and, once its statement line is matched, to Sent, without a reload', async () => {
    const makerPage = await borrowPage(suite.browser, { timezoneId: 'Asia/Jakarta' });
    const approverPage = await borrowPage(suite.browser, { timezoneId: 'Asia/Jakarta' });
    try {
      const page = makerPage.page;
      await signInFrom(page, suite.system.url, maker);
      await page.getByTestId('sidebar').getByRole('link', { name: 'Payments' }).click();
      await page.waitForURL('**/payments');
      await expect.poll(() => page.getByTestId('payment-orders-empty').count()).toBe(1);

      // The form: API-connected sources only, the counterparty's one account chosen by itself, the methods with their fees.
      await page.getByTestId('create-payment').click();
      await page.waitForURL('**/payments/create');
      const source = page.getByTestId('payment-form-source');
      expect(
        await source.locator('option', { hasText: 'BCA Kas Kecil' }).getAttribute('disabled'),
      ).not.toBeNull();
      await fromAccountToPayee(page, 'BCA Operasional', 'Sinar Jaya — PT Sinar Jaya Abadi');
      expect(
        await page.getByTestId('payment-method-SAME_BANK').getAttribute('data-disabled-state'),
      ).toBe('disabled');
      await page.getByTestId('payment-method-RTGS').click();
      await page.getByTestId('payment-form-amount').fill('12.500.000');
      await page.locator('input[name="memo"]').fill('INV/SJA/2026/0117');
      // RTGS takes only amounts above Rp100,000,000: the form says so in the service's words before anything is sent.
      await page.getByTestId('payment-form-submit').click();
      await expect
        .poll(() => page.getByTestId('payment-order-form').innerText())
        .toContain('RTGS takes amounts above Rp100,000,000. Choose BI-FAST or SKN for less.');
      await page.getByTestId('payment-method-BI_FAST').click();
      await expect
        .poll(async () => plain(await page.getByTestId('payment-summary-total').innerText()))
        .toBe('Rp 12,502,500.00');
      expect(plain(await page.getByTestId('payment-summary-fee').innerText())).toBe('Rp 2,500.00');
      await page.getByTestId('payment-form-submit').click();

      // The list's Needs Approval tab, with the new row.
      await page.waitForURL(
        (url) => url.pathname === '/payments' && url.searchParams.get('tab') === 'needs-approval',
      );
      const made = rowWith(page, 'Sinar Jaya');
      await expect.poll(() => made.count()).toBe(1);
      const text = plain(await made.innerText());
      expectToContainEach(text, [
        'Sinar Jaya',
        'Bank Mandiri',
        'BCA Operasional',
        'BI-FAST',
        'Rp 12,500,000.00',
        'Rp 2,500.00',
        'Needs Approval',
      ]);

      // A Maker may cancel their payment but sees no approve action, in bulk or in its detail.
      await made.getByTestId('payment-order-select').click();
      await expect.poll(() => page.getByTestId('payment-bulk-cancel').count()).toBe(1);
      expect(await page.getByTestId('payment-bulk-approve').count()).toBe(0);
      expect(await page.getByTestId('payment-bulk-reject').count()).toBe(0);
      await made.getByTestId('payment-order-open').click();
      const drawer = page.getByTestId('payment-order-drawer');
      await expect
        .poll(() => drawer.getByTestId('payment-detail-memo').innerText())
        .toBe('INV/SJA/2026/0117');
      expect(await drawer.getByTestId('payment-order-drawer-approve').count()).toBe(0);
      expect(await drawer.getByTestId('payment-order-drawer-cancel').count()).toBe(1);
      expect(await drawer.getByTestId('payment-detail-approvals').innerText()).toContain(
        'Approvals: 0 of 1',
      );
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);

      // The maker keeps the All tab open: the status moves there without a reload.
      await page.getByTestId('payments-tab-all').click();
      await page.waitForURL((url) => url.pathname === '/payments' && !url.searchParams.has('tab'));
      await expect
        .poll(() => rowWith(page, 'Sinar Jaya').getAttribute('data-status'))
        .toBe('NEEDS_APPROVAL');
      await page.evaluate(() => Object.assign(window, { paymentsNotReloaded: true }));

      // The approver, signed in with their authenticator app, approves it.
      const { credentials: approver, app: authenticator } = await approverWithApp();
      const other = approverPage.page;
      await signInOnThePage(other, suite.system.url, approver, authenticator);
      await other.goto(suite.system.url + '/payments?tab=needs-approval');
      const waiting = rowWith(other, 'Sinar Jaya');
      await expect.poll(() => waiting.count()).toBe(1);
      await waiting.getByTestId('payment-order-select').click();
      await other.getByTestId('payment-bulk-approve').click();
      const dialog = other.getByTestId('payment-approve-dialog');
      await dialog.waitFor();
      // Exactly six digits, checked before anything is sent; then a wrong code, refused by the service.
      await dialog.getByTestId('payment-approve-code').fill('12345');
      await dialog.getByTestId('payment-approve-submit').click();
      await expect.poll(() => dialog.innerText()).toContain('Invalid 2FA code.');
      const valid = authenticator.code();
      await dialog
        .getByTestId('payment-approve-code')
        .fill(valid === '000000' ? '111111' : '000000');
      await expect.poll(() => dialog.innerText()).not.toContain('Invalid 2FA code.');
      await dialog.getByTestId('payment-approve-submit').click();
      // The service's refusal: the code field is emptied for the next one, and says why.
      await expect.poll(() => dialog.getByTestId('payment-approve-code').inputValue()).toBe('');
      expect(await dialog.innerText()).toContain('Invalid 2FA code.');
      await screenshot(other, 'payments-approve-wrong-code-en', false);
      await dialog.getByTestId('payment-approve-code').fill(valid);
      await dialog.getByTestId('payment-approve-submit').click();
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(() => waiting.count(), { timeout: 15_000 }).toBe(0);

      // On the maker's screen the row moved from Needs Approval to In Progress by itself.
      await expect
        .poll(() => rowWith(page, 'Sinar Jaya').getAttribute('data-status'), { timeout: 15_000 })
        .toBe('IN_PROGRESS');
      expect(
        await page.evaluate(
          () => (window as unknown as { paymentsNotReloaded?: boolean }).paymentsNotReloaded,
        ),
      ).toBe(true);
      await page.getByTestId('payments-tab-needs-approval').click();
      await expect.poll(() => page.getByTestId('payment-orders-empty').count()).toBe(1);
      await page.getByTestId('payments-tab-in-progress').click();
      await expect.poll(() => rowWith(page, 'Sinar Jaya').count()).toBe(1);
      expect(
        await page.evaluate(
          () => (window as unknown as { paymentsNotReloaded?: boolean }).paymentsNotReloaded,
        ),
      ).toBe(true);

      // Its detail names the approval, the approver and their role.
      await rowWith(page, 'Sinar Jaya').getByTestId('payment-order-open').click();
      await expect
        .poll(() => drawer.getByTestId('payment-detail-approvals').innerText())
        .toContain('Approvals: 1 of 1');
      const approval = await drawer.getByTestId('payment-detail-approval').innerText();
      expect(approval).toContain('Anggota APPROVER');
      expect(approval).toContain('Approver');
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);

      // The bank is down, but the statement shows the money left: a member matches the debit with the payment, and the maker's list says Sent by itself.
      await page.getByTestId('payments-tab-all').click();
      await expect
        .poll(() => rowWith(page, 'Sinar Jaya').getAttribute('data-status'))
        .toBe('IN_PROGRESS');
      const ownerTokens = await signInRest(suite.system, suite.owner);
      const inProgress = await (
        await signedInClient(suite.system.url, maker)
      ).data<{ payments: { edges: { node: { id: string; memo: string } }[] } }>(
        '{ payments(first: 20, tab: IN_PROGRESS) { edges { node { id memo } } } }',
      );
      const paymentId = serviceId(
        inProgress.payments.edges.find(({ node }) => node.memo === 'INV/SJA/2026/0117')!.node.id,
      );
      const line = await callRest<{ id: string }>(
        suite.system.treasuryUrl,
        'POST',
        '/statement-transactions',
        ownerTokens,
        {
          bankAccountId: serviceId(org.accounts.bcaOperations),
          transactionDate: todayInJakarta(),
          description: 'TRSF E-BANKING DB BI-FAST SINAR JAYA INV/SJA/2026/0117',
          direction: 'DEBIT',
          amount: '12500000.00',
        },
      );
      expect(line.status, JSON.stringify(line.body)).toBe(201);
      const matched = await callRest(
        suite.system.treasuryUrl,
        'POST',
        '/reconciliations',
        ownerTokens,
        {
          statementTransactionIds: [line.body.id],
          items: [{ kind: 'PAYMENT_ORDER', id: paymentId }],
        },
      );
      expect(matched.status, JSON.stringify(matched.body)).toBe(201);
      await expect
        .poll(() => rowWith(page, 'Sinar Jaya').getAttribute('data-status'), { timeout: 15_000 })
        .toBe('SENT');
      expect(
        await page.evaluate(
          () => (window as unknown as { paymentsNotReloaded?: boolean }).paymentsNotReloaded,
        ),
      ).toBe(true);
    } finally {
      await makerPage.release();
      await approverPage.release();
    }
  });
});

describe('refusals and transfers in the browser', () => {
  it('a bulk approval refuses on its row the payment cancelled meanwhile and approves the other; a member without an authenticator app is sent to set one up', async () => {
    const first = await paymentByMaker('3500000', 'Sewa gudang Desember');
    const second = await paymentByMaker('4200000', 'Jasa angkut Desember');
    const { credentials: approver, app: authenticator } = await approverWithApp();
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await signInOnThePage(page, suite.system.url, approver, authenticator);
      await page.goto(suite.system.url + '/payments');
      for (const memo of ['Rp 3,500,000.00', 'Rp 4,200,000.00'])
        await expect.poll(() => rowWith(page, memo).count()).toBe(1);
      await rowWith(page, 'Rp 3,500,000.00').getByTestId('payment-order-select').click();
      await rowWith(page, 'Rp 4,200,000.00').getByTestId('payment-order-select').click();
      await expect
        .poll(() => page.getByTestId('payment-bulk-approve').innerText())
        .toBe('Approve 2');
      await page.getByTestId('payment-bulk-approve').click();
      const dialog = page.getByTestId('payment-approve-dialog');
      await dialog.waitFor();
      // The maker cancels the first while the approver types the code.
      const cancelled = await first.client.data<{ paymentsCancel: { userErrors: unknown[] } }>(
        'mutation ($input: OrdersReasonInput!) { paymentsCancel(input: $input) { userErrors { code } } }',
        {
          input: { ids: [first.id], reason: 'Dibayar tunai' },
        },
      );
      expect(cancelled.paymentsCancel.userErrors).toEqual([]);
      await dialog.getByTestId('payment-approve-code').fill(authenticator.code());
      await dialog.getByTestId('payment-approve-submit').click();
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
      const refusedRow = rowWith(page, 'Rp 3,500,000.00');
      await expect
        .poll(() => refusedRow.getByTestId('payment-order-refusal').innerText())
        .toBe('This cannot be done in the payment’s current status.');
      await expect.poll(() => refusedRow.getAttribute('data-status')).toBe('CANCELLED');
      await expect
        .poll(() => rowWith(page, 'Rp 4,200,000.00').getAttribute('data-status'))
        .toBe('IN_PROGRESS');
      expect(
        await rowWith(page, 'Rp 4,200,000.00').getByTestId('payment-order-refusal').count(),
      ).toBe(0);
      expect(second.id).not.toBe(first.id);
      await screenshot(page, 'payments-refusal-en');
    });

    // An approver without an authenticator app: the dialog says to set one up, links there, and the service refuses the code (U-TRSY-TRF-7).
    const third = await paymentByMaker('5100000', 'Perawatan AC kantor');
    const withoutApp = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, suite.system.url + '/payments?tab=needs-approval', withoutApp);
      const row = rowWith(page, 'Rp 5,100,000.00');
      await expect.poll(() => row.count()).toBe(1);
      await row.getByTestId('payment-order-open').click();
      await page.getByTestId('payment-order-drawer-approve').click();
      const dialog = page.getByTestId('payment-approve-dialog');
      await expect
        .poll(() => dialog.getByTestId('payment-approve-setup').innerText())
        .toContain('Set up an authenticator app before approving payments and transfers.');
      expect(await dialog.getByTestId('payment-approve-setup-link').getAttribute('href')).toBe(
        '/settings/security',
      );
      await dialog.getByTestId('payment-approve-code').fill('123456');
      await dialog.getByTestId('payment-approve-submit').click();
      await expect
        .poll(() => dialog.locator('[data-part="error-text"]').innerText())
        .toBe('Set up an authenticator app before approving payments and transfers.');
      expect(third.id).toBeTruthy();
    });
  });

  it('an approver exports a scheduled payment to send by hand: the file downloads, the payment waits In Progress with the export on its detail, and can still be cancelled', async () => {
    const made = await paymentByMaker('6750000', 'Ekspor manual', daysAfter(todayInJakarta(), 1));
    // One approver approves through the API; another, who signs in with a code, exports it (each app's codes go two at a time).
    const first = await approverWithApp();
    const approved = await first.client.data<{
      paymentsApprove: { payments: { status: string }[] };
    }>(
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { status } userErrors { code } } }',
      {
        input: {
          ids: [made.id],
          versions: [1],
          code: first.app.code(),
        },
      },
    );
    const { credentials: approver, app: authenticator } = await approverWithApp();
    expect(approved.paymentsApprove.payments).toEqual([{ status: 'SCHEDULED' }]);

    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await signInOnThePage(page, suite.system.url, approver, authenticator);
      await page.goto(suite.system.url + '/payments?tab=scheduled');
      const row = rowWith(page, 'Rp 6,750,000.00');
      await expect.poll(() => row.count()).toBe(1);
      await row.getByTestId('payment-order-select').click();
      await expect
        .poll(() => page.getByTestId('payment-bulk-export').innerText())
        .toBe('Export to send by hand');
      await page.getByTestId('payment-bulk-export').click();
      const dialog = page.getByTestId('payment-export-dialog');
      await dialog.waitFor();
      await screenshot(page, 'payments-export-dialog-en');
      await dialog.getByTestId('payment-approve-code').fill(authenticator.code());
      const download = page.waitForEvent('download');
      await dialog.getByTestId('payment-approve-submit').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const text = await new Response(
        (await file.createReadStream()) as unknown as ReadableStream,
      ).text();
      expect(text).toContain('6750000.00');
      expect(text).toContain('Ekspor manual');
      await expect.poll(() => dialog.count()).toBe(0);

      // It left the Scheduled tab; In Progress shows it with the export on its detail.
      await page.goto(suite.system.url + '/payments?tab=in-progress');
      const waiting = rowWith(page, 'Rp 6,750,000.00');
      await expect.poll(() => waiting.getAttribute('data-status')).toBe('IN_PROGRESS');
      await waiting.getByTestId('payment-order-open').click();
      const exported = page.getByTestId('payment-detail-manual-export');
      await expect.poll(() => exported.innerText()).toContain('Exported to send by hand by');
      expect(
        await exported.getByTestId('payment-detail-export-download').getAttribute('href'),
      ).toMatch(/^\/payment-exports\/[0-9a-f-]{36}\/download$/);
      expect(await page.getByTestId('payment-order-drawer-export').count()).toBe(0);
      expect(await page.getByTestId('payment-order-drawer-cancel').count()).toBe(1);
      await screenshot(page, 'payments-exported-detail-en');
    });
  });

  it('a maker changes a payment that needs approval through /payments/{uuid}/edit; one that has moved on can no longer change', async () => {
    const made = await paymentByMaker('8100000', 'Sewa mesin fotokopi');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, suite.system.url + '/payments?tab=needs-approval', maker);
      await rowWith(page, 'Rp 8,100,000.00').getByTestId('payment-order-open').click();
      await page.getByTestId('payment-order-edit').click();
      const uuid = serviceId(made.id);
      await page.waitForURL((url) => url.pathname === `/payments/${uuid}/edit`);
      // The form opens with the payment as it is: its source, counterparty and account, method and amount.
      await expect
        .poll(() => page.getByTestId('payment-form-amount').inputValue())
        .toBe('8100000.00');
      expect(await page.getByTestId('payment-form-source').inputValue()).toBe(
        org.accounts.bcaOperations,
      );
      await payeeAccountFilled(page);
      expect(await page.locator('input[name="memo"]').inputValue()).toBe('Sewa mesin fotokopi');
      await page.getByTestId('payment-form-amount').fill('8.250.000');
      await page.getByTestId('payment-form-submit').click();
      await page.waitForURL(
        (url) => url.pathname === '/payments' && url.searchParams.get('tab') === 'needs-approval',
      );
      await expect.poll(() => rowWith(page, 'Rp 8,250,000.00').count()).toBe(1);

      // Cancelled, it cannot change any more; a segment that is no payment's names nothing.
      await made.client.data(
        'mutation ($input: OrdersReasonInput!) { paymentsCancel(input: $input) { userErrors { code } } }',
        { input: { ids: [made.id], reason: 'Kontrak sewa dibatalkan' } },
      );
      await page.goto(`${suite.system.url}/payments/${uuid}/edit`);
      await expect
        .poll(() => page.getByTestId('payment-not-editable').innerText())
        .toBe('This cannot be done in the payment’s current status.');
      await page.goto(`${suite.system.url}/payments/00000000-0000-4000-8000-000000000000/edit`);
      await expect
        .poll(() => page.getByTestId('payment-not-found').innerText())
        .toContain('Payment not found.');
    });
  });

  it('a maker pays an expected transaction from its row: the form starts from it; once made, the row links to the payment instead of offering Pay or Delete, and the payment’s detail names what it pays', async () => {
    const due = daysAfter(todayInJakarta(), 5);
    const owner = await signedInClient(suite.system.url, suite.owner);
    const made = await owner.data<{
      expectedTransactionCreate: {
        expectedTransaction: { id: string } | null;
        userErrors: unknown[];
      };
    }>(
      'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } userErrors { field code message } } }',
      {
        input: {
          date: due,
          counterpartyId: Buffer.from(`Counterparty:${org.counterparties.sinarJaya.id}`).toString(
            'base64url',
          ),
          description: 'Sewa gudang Desember 2026',
          amount: '12750000.00',
          currency: 'IDR',
          direction: 'DEBIT',
          bankAccountId: org.accounts.bcaOperations,
        },
      },
    );
    expect(made.expectedTransactionCreate.userErrors).toEqual([]);
    const uuid = serviceId(made.expectedTransactionCreate.expectedTransaction!.id);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, suite.system.url + '/expected-transactions', maker);
      const expectedRow = page
        .getByTestId('expected-transaction-row')
        .filter({ hasText: 'Sewa gudang Desember 2026' });
      // A maker may not manage expected transactions: Pay is their one action.
      expect(await expectedRow.getByTestId('expected-transaction-delete').count()).toBe(0);
      await expectedRow.getByTestId('expected-transaction-pay').click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/payments/create' &&
          url.searchParams.get('expectedTransaction') === uuid,
      );

      // The form starts from it: its account, counterparty (with its one bank account), amount, date and description.
      await expect
        .poll(() => page.getByTestId('pays-expected').innerText())
        .toContain('Pays the expected transaction “Sewa gudang Desember 2026”');
      expect(plain(await page.getByTestId('pays-expected').innerText())).toContain(
        `Rp 12,750,000.00, expected on ${formatDate(due, 'en')}`,
      );
      expect(await page.getByTestId('payment-form-amount').inputValue()).toBe('12750000.00');
      expect(await page.getByTestId('payment-form-source').inputValue()).toBe(
        org.accounts.bcaOperations,
      );
      await payeeAccountFilled(page);
      expect(await page.locator('input[name="memo"]').inputValue()).toBe(
        'Sewa gudang Desember 2026',
      );
      expect(await page.locator('input[name="paymentDate"]').inputValue()).toBe(due);
      await screenshot(page, 'payments-create-pays-expected-en');
      // A changed amount no longer agrees: the service refuses it and nothing is made.
      await page.getByTestId('payment-method-BI_FAST').click();
      await page.getByTestId('payment-form-amount').fill('12.000.000');
      await page.getByTestId('payment-form-submit').click();
      await expect
        .poll(() => page.getByTestId('payment-order-form').innerText())
        .toContain(
          'A payment of an expected transaction must be outgoing like it, with its amount, currency and counterparty, from its bank account.',
        );
      await page.getByTestId('payment-form-amount').fill('12.750.000');
      await page.getByTestId('payment-form-submit').click();
      await page.waitForURL(
        (url) => url.pathname === '/payments' && url.searchParams.get('tab') === 'needs-approval',
      );
      await expect.poll(() => rowWith(page, 'Rp 12,750,000.00').count()).toBe(1);

      // The expected transaction's row now links to the payment's page, which names what it pays.
      await page.goto(suite.system.url + '/expected-transactions');
      const paying = expectedRow.getByTestId('expected-transaction-paying-order');
      await expect.poll(() => paying.innerText()).toBe('Payment: Needs Approval');
      expect(await expectedRow.getByTestId('expected-transaction-pay').count()).toBe(0);
      await paying.click();
      await page.waitForURL((url) => /^\/payments\/[0-9a-f-]{36}$/.test(url.pathname));
      const pays = page.getByTestId('payment-detail-expected-transaction');
      await expect.poll(() => pays.count()).toBe(1);
      expect(
        plain(await pays.innerText())
          .split('\n')
          .filter(Boolean),
      ).toEqual([
        'Sewa gudang Desember 2026',
        `Expected transaction of Rp 12,750,000.00 on ${formatDate(due, 'en')}`,
      ]);
      await screenshot(page, 'payments-detail-pays-expected-en', false);
    });
  });

  it('a maker creates a payment repeating every 2 weeks until a later date through /payments/create: a step beyond 52 weeks and an end on its first date are refused on their fields; its row and detail say how it repeats, its place in the series and the next payment date, and its edit form opens with it', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const today = todayInJakarta();
      const until = daysAfter(today, 90);
      await openSignedIn(page, suite.system.url + '/payments/create', maker);
      await fromAccountToPayee(page, 'BCA Operasional', 'Sinar Jaya — PT Sinar Jaya Abadi');
      await page.getByTestId('payment-method-BI_FAST').click();
      await page.getByTestId('payment-form-amount').fill('3.750.000');
      await page.locator('input[name="memo"]').fill('Sewa gudang dua mingguan');

      // One time until asked; repeating, the step and the end date show, checked before anything is sent.
      expect(await page.getByTestId('payment-form-recurrence').count()).toBe(0);
      await page.getByTestId('payment-form-repeat-REPEATS').click();
      await page.getByTestId('payment-form-repeat-every').fill('53');
      await page.getByTestId('payment-form-repeat-unit').selectOption('WEEKS');
      await page.getByTestId('payment-form-repeat-until').fill(today);
      await page.getByTestId('payment-form-submit').click();
      const recurrence = page.getByTestId('payment-form-recurrence');
      await expect
        .poll(() => recurrence.innerText())
        .toContain('Repeat every 1 to 365 days, 1 to 52 weeks, 1 to 12 months or 1 to 5 years.');
      expect(await recurrence.innerText()).toContain(
        'A series ends on a date (YYYY-MM-DD) after its first payment date.',
      );
      await screenshot(page, 'payments-create-repeating-refused-en');
      await page.getByTestId('payment-form-repeat-every').fill('2');
      await page.getByTestId('payment-form-repeat-until').fill(until);
      await expect
        .poll(() => page.getByTestId('payment-summary-repeat').innerText())
        .toBe(`every 2 weeks, until ${formatDate(until, 'en')}`);
      await page.getByTestId('payment-form-submit').click();

      // Its row says it repeats; its detail how, which occurrence it is and when the series pays next.
      await page.waitForURL(
        (url) => url.pathname === '/payments' && url.searchParams.get('tab') === 'needs-approval',
      );
      const row = rowWith(page, 'Rp 3,750,000.00');
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByTestId('payment-order-repeat').innerText()).toBe(
        '↻ Repeats every 2 weeks',
      );
      await row.getByTestId('payment-order-open').click();
      const detail = page
        .getByTestId('payment-order-drawer')
        .getByTestId('payment-detail-recurrence');
      await expect.poll(() => detail.count()).toBe(1);
      await screenshot(page, 'payments-detail-repeating-en', false);
      expect((await detail.innerText()).split('\n').filter(Boolean)).toEqual([
        `Repeats every 2 weeks until ${formatDate(until, 'en')}`,
        `Occurrence 1 · next payment date ${formatDate(daysAfter(today, 14), 'en')}`,
      ]);

      // The edit form opens with the series as it is.
      await page.getByTestId('payment-order-edit').click();
      await page.waitForURL((url) => url.pathname.endsWith('/edit'));
      await expect.poll(() => page.getByTestId('payment-form-repeat-every').inputValue()).toBe('2');
      expect(await page.getByTestId('payment-form-repeat-unit').inputValue()).toBe('WEEKS');
      expect(await page.getByTestId('payment-form-repeat-until').inputValue()).toBe(until);
    }));

  it('a transfer between two accounts at one bank goes Same Bank by itself, free, and waits for approval', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, suite.system.url + '/transfers/create', maker);
      await choose(page.getByTestId('payment-form-source'), 'BCA Operasional');
      await choose(page.getByTestId('payment-form-destination'), 'BCA Cadangan');
      await expect
        .poll(() => page.getByTestId('payment-form-same-bank').innerText())
        .toContain('Bank Central Asia');
      await page.getByTestId('payment-form-amount').fill('25000000');
      await expect
        .poll(async () => plain(await page.getByTestId('payment-summary-total').innerText()))
        .toBe('Rp 25,000,000.00');
      await page.getByTestId('payment-form-submit').click();
      await page.waitForURL(
        (url) => url.pathname === '/transfers' && url.searchParams.get('tab') === 'needs-approval',
      );
      const row = rowWith(page, 'BCA Cadangan');
      await expect.poll(() => row.count()).toBe(1);
      expect(plain(await row.innerText())).toContain('Same Bank');
    }));
});

/** A page in `language` at the widest window (`withPageIn`), signed in with the cookies `storageState` holds; given back after `steps`. */
function inLanguage(
  language: 'en' | 'id',
  storageState: StorageState,
  steps: (page: Page) => Promise<void>,
) {
  return withPageIn(suite.browser, suite.system.url, language, async (page, context) => {
    // The session's cookies; the language is the window's, not the one the signed-in page was left in.
    await context.addCookies(storageState.cookies.filter((cookie) => cookie.name !== 'language'));
    await steps(page);
  });
}

/** A screenshot's name: the screen, the window's width and the language. */
type ShotName = (screen: string, window: Window) => string;

/** What the page shows now fits each window (resized to it in turn, widest first), photographed there as `screen`. */
async function fitsEveryWindow(page: Page, name: ShotName, screen: string, fullPage = true) {
  for (const window of WINDOWS) {
    await resizeTo(page, window);
    expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
    await screenshot(page, name(screen, window), fullPage);
  }
}

/**
 * The approver's screens, each loaded once and looked at in every window: the
 * list with a payment ticked, the approve dialog, the detail of an approved
 * one, the transfers. Each action is taken in the window the last look left
 * (the phone), so the dialog and the detail are opened there.
 */
async function approverScreens(page: Page, name: ShotName, money: (amount: string) => string) {
  await page.goto(suite.system.url + '/payments');
  const row = rowWith(page, money('7250000.00'));
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  await row.getByTestId('payment-order-select').click();
  await expect.poll(() => page.getByTestId('payment-bulk-approve').count()).toBe(1);
  await fitsEveryWindow(page, name, 'list');

  await page.getByTestId('payment-bulk-approve').click();
  await page.getByTestId('payment-approve-dialog').waitFor();
  await fitsEveryWindow(page, name, 'approve', false);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('payment-approve-dialog').count()).toBe(0);

  await rowWith(page, money('18900000.00')).getByTestId('payment-order-open').click();
  await expect.poll(() => page.getByTestId('payment-detail-approval').count()).toBe(1);
  await fitsEveryWindow(page, name, 'detail', false);
  await page.keyboard.press('Escape');

  await resizeTo(page, WINDOWS[0]);
  await page.goto(suite.system.url + '/transfers');
  await expect
    .poll(() => page.getByTestId('payment-order-row').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await fitsEveryWindow(page, name, 'transfers');
}

/** The maker's create form, filled in once and looked at in every window: an SKN payment whose summary adds the fee. */
async function makerForm(page: Page, name: ShotName, money: (amount: string) => string) {
  await page.goto(suite.system.url + '/payments/create');
  await fromAccountToPayee(page, 'BCA Operasional', 'Sinar Jaya — PT Sinar Jaya Abadi');
  await page.getByTestId('payment-method-SKN').click();
  await page.getByTestId('payment-form-amount').fill('275000000');
  await page.locator('input[name="memo"]').fill('Pelunasan INV/SJA/2026/0131');
  for (const window of WINDOWS) {
    await resizeTo(page, window);
    await expect
      .poll(async () => plain(await page.getByTestId('payment-summary-total').innerText()))
      .toBe(money('275002900.00'));
    expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
    await screenshot(page, name('create', window));
  }
}

describe('words a maker reads on the payments screens', () => {
  it('when two payments are cancelled together, the dialog offers “Keep them” and “Cancel 2 payments”, never “Cancel” beside “Cancel 2”', async () => {
    await paymentByMaker('1230000', 'Langganan internet kantor');
    await paymentByMaker('4560000', 'Servis pendingin ruangan');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, suite.system.url + '/payments', maker);
      for (const amount of ['Rp 1,230,000.00', 'Rp 4,560,000.00']) {
        await expect.poll(() => rowWith(page, amount).count()).toBe(1);
        await rowWith(page, amount).getByTestId('payment-order-select').click();
      }
      await expect
        .poll(() => page.getByTestId('payment-bulk-cancel').innerText())
        .toBe('Cancel 2 payments');
      await page.getByTestId('payment-bulk-cancel').click();
      const dialog = page.getByTestId('payment-cancel-dialog');
      await dialog.waitFor();

      expect(await dialog.getByRole('button').allInnerTexts()).toEqual([
        'Keep them',
        'Cancel 2 payments',
      ]);
      await screenshot(page, 'payments-cancel-two-1440-en');
      await dialog.getByRole('button', { name: 'Keep them' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    });
  });

  it('the payee list names the organisation’s own default entity “Default entity”, never “Default — Default”', async () => {
    // The default entity's counterparty is made on first use of the entities.
    expect(
      (
        await callRest(
          suite.system.treasuryUrl,
          'GET',
          '/entities',
          await signInRest(suite.system, suite.owner),
        )
      ).status,
    ).toBe(200);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, suite.system.url + '/payments/create', maker);
      const payees = page.locator('select[name="counterpartyId"] option');
      await expect.poll(() => payees.allInnerTexts()).toContain('Default entity');

      const names = await payees.allInnerTexts();
      expect(names).toContain('Sinar Jaya — PT Sinar Jaya Abadi');
      expect(names.filter((name) => name.includes('Default'))).toEqual(['Default entity']);
    });
  });
});

describe('the payments screens on a desktop and a phone', () => {
  it('the list, the create form, the approve dialog and the detail fit at 1440, 1280 and 390 px in English and Indonesian', async () => {
    await paymentByMaker('7250000', 'Servis genset gudang');
    const approved = await paymentByMaker('18900000', 'Pembelian ATK kuartal IV');
    const transfer = await approved.client.data<{ transferCreate: { userErrors: unknown[] } }>(
      'mutation ($input: TransferCreateInput!) { transferCreate(input: $input) { userErrors { code } } }',
      {
        input: {
          sourceAccountId: org.accounts.bcaOperations,
          destinationAccountId: org.accounts.mandiriPayroll,
          method: 'BI_FAST',
          amount: '40000000',
          paymentDate: todayInJakarta(),
          memo: 'Dana gaji Desember',
        },
      },
    );
    expect(transfer.transferCreate.userErrors).toEqual([]);
    const { credentials: member, app: authenticator } = await approverWithApp();
    const approval = await authenticator.client.data<{
      paymentsApprove: { userErrors: unknown[] };
    }>(
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { userErrors { code } } }',
      { input: { ids: [approved.id], versions: [1], code: authenticator.code() } },
    );
    expect(approval.paymentsApprove.userErrors).toEqual([]);
    // One sign-in each (an approver's code is spent once), carried into each language's window.
    const approverState = await signedInState((page) =>
      signInOnThePage(page, suite.system.url, member, authenticator),
    );
    const makerState = await signedInState((page) => signInFrom(page, suite.system.url, maker));

    // Per language each member's screens are loaded once and resized through the windows (tests/e2e/windows.ts).
    for (const language of ['en', 'id'] as const) {
      const money = (amount: string) =>
        formatMoney(amount, 'IDR', language).replace(/\u00a0/g, ' ');
      const name: ShotName = (screen, window) => `payments-${screen}-${window.width}-${language}`;
      await inLanguage(language, approverState, (page) => approverScreens(page, name, money));
      await inLanguage(language, makerState, (page) => makerForm(page, name, money));
    }
  }, 240_000);
});

/** The cookies of a browser signed in by `signIn`, to open other windows as the same member. */
async function signedInState(signIn: (page: Page) => Promise<void>): Promise<StorageState> {
  const { context, page, release } = await borrowPage(suite.browser, {
    timezoneId: 'Asia/Jakarta',
  });
  try {
    await signIn(page);
    return await context.storageState();
  } finally {
    await release();
  }
}
