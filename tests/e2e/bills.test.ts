import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowSelfApproval,
  callRest,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { payableOrganisation } from '../support/payments.js';
import { browserSuite, screenshot, withPage, withPageIn, openSignedIn } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { onlyRow, plain, SERVER_ROUND_TRIP } from './rows.js';
import { expectToContainEach } from '../support/text.js';
import { choose, payeeAccountFilled } from './payment-form.js';

const suite = browserSuite('PT Bangun Persada Nusantara');

/** The supplier every bill of the file is from. */
let supplier: { id: string; alias: string; legalName: string };

beforeAll(async () => {
  // The owner approves their own work here: the company allows self-approval (four eyes are
  // four-eyes.test.ts's subject).
  await allowSelfApproval(suite.system, suite.organizationId);
  supplier = await createCounterpartyRest(
    suite.system,
    await signInRest(suite.system, suite.owner),
    { legalName: 'PT Semen Gresik Jaya', alias: 'Semen Gresik' },
  );
});

/** Opens /bills signed in as `owner` (the suite's) and waits for its filters. */
async function onBills(page: Page, owner: Credentials = suite.owner): Promise<void> {
  await openSignedIn(page, `${suite.system.url}/bills`, owner);
  await page.getByTestId('bills-filters').waitFor();
}

describe('bills in the browser', () => {
  it('the owner creates a bill through the form, submits and approves it, and it offers to be paid; another is cancelled with a reason', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onBills(page);
      await expect.poll(() => page.getByTestId('bills-empty').count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await page.getByTestId('bills-empty').innerText()).toContain('No bills yet');

      await page.getByTestId('create-bill').click();
      await page.waitForURL('**/bills/create');
      await page
        .locator('select[name="counterpartyId"]')
        .selectOption({ label: 'Semen Gresik — PT Semen Gresik Jaya' });
      await page.locator('input[name="number"]').fill('INV/SGJ/2026/0412');
      await page.locator('input[name="date"]').fill('2026-11-22');
      await page.locator('input[name="dueDate"]').fill('2026-11-20');
      await page.locator('select[name="category"]').selectOption('INVENTORY');
      await page.locator('input[name="amount"]').fill('12.500.000');
      await page.locator('textarea[name="description"]').fill('Semen untuk proyek gudang Cikarang');
      // The service's rule, in its words, before anything is sent.
      await page.getByTestId('bill-submit-form').click();
      await expect
        .poll(() => page.getByTestId('bill-form').innerText())
        .toContain('The due date cannot be before the bill’s date.');
      expect(page.url()).toMatch(/\/bills\/create$/);
      await page.locator('input[name="dueDate"]').fill('2026-12-15');
      await screenshot(page, 'bill-create-en');
      await page.getByTestId('bill-submit-form').click();

      await page.waitForURL('**/bills');
      const rows = page.getByTestId('bill-row');
      const { row, text } = await onlyRow(rows);
      expectToContainEach(text, [
        'Dec 15, 2026',
        'Nov 22, 2026',
        'Semen Gresik',
        'PT Semen Gresik Jaya',
        'INV/SGJ/2026/0412',
        'Inventory',
        'Rp 12,500,000.00',
        'Created',
        'Unpaid',
      ]);
      expect(await page.getByTestId('bills-total').innerText()).toBe('Showing 1 of 1');
      expect(await row.getByTestId('bill-approve').count()).toBe(0);
      expect(await row.getByTestId('bill-pay').count()).toBe(0);

      await row.getByTestId('bill-submit').click();
      await expect
        .poll(() => row.getByTestId('bill-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Submitted');
      expect(await row.getByTestId('bill-submit').count()).toBe(0);

      await row.getByTestId('bill-approve').click();
      await expect
        .poll(() => row.getByTestId('bill-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Approved');
      expect(await row.getByTestId('bill-payment-status').innerText()).toBe('Unpaid');

      // "Pay" opens the payment form for this bill, named by its UUID.
      const [stored] = await suite.system.treasury.db
        .selectFrom('bills')
        .select(['id', 'status'])
        .where('number', '=', 'INV/SGJ/2026/0412')
        .execute();
      expect(stored?.status).toBe('APPROVED');
      expect(await row.getByTestId('bill-pay').getAttribute('href')).toBe(
        `/payments/create?bill=${stored!.id}`,
      );
      await screenshot(page, 'bills-approved-en');

      // A second bill, due later, is listed after the first and cancelled with a reason.
      const tokens = await signInRest(suite.system, suite.owner);
      const second = await callRest(suite.system.treasuryUrl, 'POST', '/bills', tokens, {
        number: 'INV/SGJ/2026/0420',
        date: '2026-11-25',
        dueDate: '2027-01-10',
        category: 'LOGISTICS',
        counterpartyId: supplier.id,
        amount: '3250000.00',
        currency: 'IDR',
      });
      expect(second.status).toBe(201);
      await page.reload();
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      expect(await rows.nth(0).getByTestId('bill-number').innerText()).toBe('INV/SGJ/2026/0412');
      const later = rows.nth(1);
      expect(await later.getByTestId('bill-number').innerText()).toBe('INV/SGJ/2026/0420');

      await later.getByTestId('bill-cancel').click();
      const dialog = page.getByTestId('bill-cancel-dialog');
      await dialog.getByTestId('bill-cancel-confirm').click();
      await expect.poll(() => dialog.innerText()).toContain('Give a reason.');
      await dialog
        .locator('textarea[name="reason"]')
        .fill('Tagihan ganda: sudah ditagihkan di INV/SGJ/2026/0412.');
      await screenshot(page, 'bill-cancel-en');
      await dialog.getByTestId('bill-cancel-confirm').click();
      await expect
        .poll(() => later.getByTestId('bill-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Cancelled');
      expect(await later.getByTestId('bill-cancel-reason').innerText()).toBe(
        'Reason: Tagihan ganda: sudah ditagihkan di INV/SGJ/2026/0412.',
      );
      expect(await later.getByTestId('bill-cancel').count()).toBe(0);

      // The filters narrow the list on the server; clearing them brings both back.
      await page.locator('select[name="status"]').selectOption('CANCELLED');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await rows.first().getByTestId('bill-number').innerText()).toBe('INV/SGJ/2026/0420');
      await page.locator('select[name="status"]').selectOption('CREATED');
      await expect.poll(() => page.getByTestId('bills-empty').count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await page.getByTestId('bills-empty').innerText()).toContain('No bills match');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      await page.locator('select[name="paymentStatus"]').selectOption('PAID');
      await expect.poll(() => page.getByTestId('bills-empty').count(), SERVER_ROUND_TRIP).toBe(1);
      await page.locator('select[name="paymentStatus"]').selectOption('UNPAID');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      expect(await page.getByTestId('bills-total').innerText()).toBe('Showing 2 of 2');
    }));

  // Per language the list and the form are each loaded once and resized through the windows (tests/e2e/windows.ts).
  describe('laid out', () => {
    // An organisation of their own with the two bills the first test ends with, made over REST: the
    // first approved, the second cancelled with a reason.
    let laidOut: Credentials;
    beforeAll(async () => {
      const company = await createOrganization(suite.system, 'PT Tagihan Tata Letak');
      laidOut = company.owner;
      await allowSelfApproval(suite.system, company.organizationId);
      const tokens = await signInRest(suite.system, company.owner);
      const call = <T>(path: string, body: unknown) =>
        callRest<T>(suite.system.treasuryUrl, 'POST', path, tokens, body);
      const from = await createCounterpartyRest(suite.system, tokens, {
        legalName: 'PT Semen Gresik Jaya',
        alias: 'Semen Gresik',
      });
      const approved = await call<{ node: { id: string } }>('/bills', {
        number: 'INV/SGJ/2026/0412',
        date: '2026-11-22',
        dueDate: '2026-12-15',
        category: 'INVENTORY',
        counterpartyId: from.id,
        description: 'Semen untuk proyek gudang Cikarang',
        amount: '12500000',
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(201);
      for (const step of ['submit', 'approve'])
        expect((await call(`/bills/${approved.body.node.id}/${step}`, {})).status).toBe(200);
      const cancelled = await call<{ node: { id: string } }>('/bills', {
        number: 'INV/SGJ/2026/0420',
        date: '2026-11-25',
        dueDate: '2027-01-10',
        category: 'LOGISTICS',
        counterpartyId: from.id,
        amount: '3250000.00',
      });
      expect(cancelled.status).toBe(201);
      const cancel = await call(`/bills/${cancelled.body.node.id}/cancel`, {
        reason: 'Tagihan ganda: sudah ditagihkan di INV/SGJ/2026/0412.',
      });
      expect(cancel.status).toBe(200);
    });

    for (const language of ['en', 'id'] as const) {
      it(`the list at 1440, 1280 and 390 px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
        withPageIn(suite.browser, suite.system.url, language, async (page) => {
          await onBills(page, laidOut);
          const rows = page.getByTestId('bill-row');
          for (const window of WINDOWS) {
            await resizeTo(page, window);
            await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
            const approved = plain(await rows.first().innerText());
            for (const expected of language === 'en'
              ? ['Approved', 'Unpaid', 'Inventory', 'Rp 12,500,000.00', 'Pay']
              : ['Disetujui', 'Belum dibayar', 'Persediaan', 'Rp 12.500.000,00', 'Bayar']) {
              expect(approved).toContain(expected);
            }
            expect(plain(await rows.nth(1).innerText())).toContain(
              language === 'en' ? 'Cancelled' : 'Dibatalkan',
            );
            // The actions stay whole at every width: the Pay link is in view, not cut off.
            expect(await rows.first().getByTestId('bill-pay').isVisible()).toBe(true);
            // Nothing of the page runs off the side of the window.
            expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
            await screenshot(page, `bills-${window.width}-${language}`);
          }

          await resizeTo(page, WINDOWS[0]);
          await page.goto(`${suite.system.url}/bills/create`);
          await page.getByTestId('bill-form').waitFor();
          for (const window of WINDOWS) {
            await resizeTo(page, window);
            expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
            expect(
              await page
                .locator('select[name="category"] option[value="PROFESSIONAL_SERVICES"]')
                .innerText(),
            ).toBe(language === 'en' ? 'Professional services' : 'Jasa profesional');
            await screenshot(page, `bill-create-${window.width}-${language}`);
          }
        }));
    }
  });

  it('an approved bill is paid through a payment: Pay opens the payment form starting from the bill, and once the payment is made the bill shows it in progress, linked to it', async () => {
    const org = await payableOrganisation(suite.system, suite.owner);
    const tokens = await signInRest(suite.system, suite.owner);
    const made = await callRest<{ node: { id: string } }>(
      suite.system.treasuryUrl,
      'POST',
      '/bills',
      tokens,
      {
        number: 'SJ/2026/1188',
        date: '2026-11-21',
        dueDate: '2026-12-20',
        category: 'LOGISTICS',
        counterpartyId: org.counterparties.sinarJaya.id,
        description: 'Ongkos kirim November',
        amount: '8400000',
      },
    );
    expect(made.status).toBe(201);
    for (const step of ['submit', 'approve'])
      expect(
        (
          await callRest(
            suite.system.treasuryUrl,
            'POST',
            `/bills/${made.body.node.id}/${step}`,
            tokens,
          )
        ).status,
      ).toBe(200);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onBills(page);
      const row = page.getByTestId('bill-row').filter({ hasText: 'SJ/2026/1188' });
      await row.getByTestId('bill-pay').click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/payments/create' && url.searchParams.get('bill') === made.body.node.id,
      );
      await expect
        .poll(() => page.getByTestId('pays-expected').innerText(), SERVER_ROUND_TRIP)
        .toContain('Pays the bill SJ/2026/1188 · Ongkos kirim November');
      expect(plain(await page.getByTestId('pays-expected').innerText())).toContain(
        'Rp 8,400,000.00, due on Dec 20, 2026',
      );
      expect(await page.getByTestId('payment-form-amount').inputValue()).toBe('8400000.00');
      expect(await page.locator('input[name="paymentDate"]').inputValue()).toBe('2026-12-20');
      await payeeAccountFilled(page);
      await choose(page.getByTestId('payment-form-source'), 'BCA Operasional');
      await page.getByTestId('payment-method-BI_FAST').click();
      await screenshot(page, 'payments-create-pays-bill-en');
      await page.getByTestId('payment-form-submit').click();
      await page.waitForURL((url) => url.pathname === '/payments');

      // The bill shows its payment in progress and links to it; it can no longer be cancelled.
      await page.goto(`${suite.system.url}/bills`);
      await page.getByTestId('bills-filters').waitFor();
      await expect
        .poll(() => row.getByTestId('bill-payment-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Payment in progress');
      expect(await row.getByTestId('bill-paying-order').getAttribute('href')).toMatch(
        /^\/payments\/[0-9a-f-]{36}$/,
      );
      expect(await row.getByTestId('bill-pay').count()).toBe(0);
      expect(await row.getByTestId('bill-cancel').count()).toBe(0);
      await row.getByTestId('bill-paying-order').click();
      await page.waitForURL((url) => /^\/payments\/[0-9a-f-]{36}$/.test(url.pathname));
      const detail = page.getByTestId('payment-detail-bill');
      await expect.poll(() => detail.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(plain(await detail.innerText())).toContain('SJ/2026/1188 · Ongkos kirim November');
    });
  });

  it('in Indonesian, an approved bill is marked paid by the outgoing statement transaction that paid it, and Home counts one line fewer to reconcile', async () => {
    const tokens = await signInRest(suite.system, suite.owner);
    const call = <T>(method: string, path: string, body?: unknown) =>
      callRest<T>(suite.system.treasuryUrl, method, path, tokens, body);
    const made = await call<{ node: { id: string } }>('POST', '/bills', {
      number: 'SGJ/2026/0777',
      date: '2026-11-10',
      dueDate: '2026-11-20',
      category: 'UTILITIES',
      counterpartyId: supplier.id,
      amount: '3300000',
    });
    for (const step of ['submit', 'approve'])
      expect((await call('POST', `/bills/${made.body.node.id}/${step}`)).status).toBe(200);
    const account = await call<{ id: string }>('POST', '/bank-accounts', {
      bankCode: '008',
      accountNumber: '1370044551',
      accountName: 'PT BANGUN PERSADA',
      alias: 'Mandiri Manual',
      currency: 'IDR',
      connectionType: 'MANUAL',
    });
    expect(account.status).toBe(201);
    const line = await call<{ id: string }>('POST', '/statement-transactions', {
      bankAccountId: account.body.id,
      transactionDate: '2026-11-21',
      description: 'TRSF E-BANKING DB PT SEMEN GRESIK JAYA SGJ/2026/0777',
      direction: 'DEBIT',
      amount: '3300000',
    });
    expect(line.status).toBe(201);

    await withPage(
      suite.browser,
      { locale: 'id-ID', timezoneId: 'Asia/Jakarta' },
      async (page, context) => {
        await context.addCookies([{ name: 'language', value: 'id', url: suite.system.url }]);
        await openSignedIn(page, `${suite.system.url}/home`, suite.owner);
        const unreconciled = page.getByTestId('home-unreconciled-lines');
        await expect.poll(() => unreconciled.count(), SERVER_ROUND_TRIP).toBe(1);
        const before = Number(await unreconciled.innerText());
        expect(before).toBeGreaterThanOrEqual(1);
        expect(await page.getByTestId('home-unreconciled').innerText()).toContain(
          'Belum direkonsiliasi',
        );
        await screenshot(page, 'home-numbers-id');

        await page.goto(`${suite.system.url}/bills`);
        await page.getByTestId('bills-filters').waitFor();
        const row = page.getByTestId('bill-row').filter({ hasText: 'SGJ/2026/0777' });
        await expect.poll(() => row.count(), SERVER_ROUND_TRIP).toBe(1);
        await row.getByTestId('bill-mark-paid').click();
        const dialog = page.getByTestId('bill-mark-paid-dialog');
        const choices = dialog.getByTestId('bill-mark-paid-line');
        await expect.poll(() => choices.count(), SERVER_ROUND_TRIP).toBe(1);
        expect(plain(await choices.first().innerText())).toContain('Rp 3.300.000,00');
        expect(await dialog.innerText()).toContain('Tandai tagihan ini lunas');
        await screenshot(page, 'bill-mark-paid-id');
        await dialog.getByTestId('bill-mark-paid-confirm').click();
        await expect
          .poll(() => row.getAttribute('data-payment-status'), SERVER_ROUND_TRIP)
          .toBe('PAID');
        expect(await row.getByTestId('bill-mark-paid').count()).toBe(0);

        await page.goto(`${suite.system.url}/home`);
        await expect
          .poll(async () => Number(await unreconciled.innerText()), SERVER_ROUND_TRIP)
          .toBe(before - 1);
      },
    );
  });
});
