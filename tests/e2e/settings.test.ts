import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMemberInBuiltInRole,
  createOrganization,
  type Credentials,
} from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { browserSuite, borrowPage, screenshot, withPage, type PageSteps } from './browser.js';
import { fitsEverywhere } from './fits.js';

let maker: Credentials;

const suite = browserSuite('PT Pengaturan Uji');

beforeAll(async () => {
  maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
});

const newPage = () => borrowPage(suite.browser);
const inPage = (steps: PageSteps) => withPage(suite.browser, {}, steps);

const shot = screenshot;

const heading = (page: Page) => page.locator('main h1').innerText();
const organization = () =>
  suite.system.account.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', suite.organizationId)
    .executeTakeFirstOrThrow();
const user = (userId: string) =>
  suite.system.account.db
    .selectFrom('users')
    .select(['full_name', 'preferred_name', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

describe('settings in the browser: profile and language', () => {
  it('the owner fills My Profile in Indonesian and the app switches; a new browser gets the saved language at sign-in', async () => {
    const { page, release } = await newPage();
    try {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/settings');
      await page.waitForURL('**/settings/profile');
      await page.getByTestId('profile-form').waitFor();
      expect(await heading(page)).toBe('My profile');
      expect(await page.getByTestId('profile-email').inputValue()).toBe(suite.owner.email);
      await shot(page, 'settings-profile-en');

      // A full name is required: the catalogue's message, and nothing saved.
      await page.locator('input[name="fullName"]').fill('');
      await page.locator('input[name="preferredName"]').fill('Dewi');
      await page.getByTestId('profile-save').click();
      await expect
        .poll(() => page.getByTestId('profile-form').innerText())
        .toContain('This field is required');

      await page.locator('input[name="fullName"]').fill('Dewi Lestari');
      await page.getByTestId('profile-language').selectOption('id');
      await page.getByTestId('profile-save').click();

      await expect.poll(() => heading(page)).toBe('Profil saya');
      await page.getByText('Profil Anda telah disimpan.').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
      expect(await page.getByTestId('user-name').innerText()).toBe('Dewi');
      expect(await page.getByTestId('language-switch').inputValue()).toBe('id');
      expect(await user(suite.owner.userId)).toEqual({
        full_name: 'Dewi Lestari',
        preferred_name: 'Dewi',
        language: 'id',
      });
      await shot(page, 'settings-profile-id');
    } finally {
      await release();
    }

    // Another browser (English by its locale, no cookie): the saved language applies at sign-in.
    const fresh = await newPage();
    try {
      await suite.signIn(fresh.page, suite.owner);
      await fresh.page.goto(suite.system.url + '/settings/profile');
      await expect.poll(() => heading(fresh.page)).toBe('Profil saya');
      expect(await fresh.page.getByTestId('language-switch').inputValue()).toBe('id');
    } finally {
      await fresh.release();
    }
  });

  it('a language picked on the sign-in page wins over the saved one, and becomes the saved one', async () => {
    await suite.system.account.db
      .updateTable('users')
      .set({ language: 'id' })
      .where('id', '=', suite.owner.userId)
      .execute();
    await inPage(async (page) => {
      await page.goto(suite.system.url + '/');
      await page.getByTestId('language-switch').selectOption('id');
      await page.getByTestId('language-switch').selectOption('en');
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/settings/profile');
      await page.getByTestId('profile-form').waitFor();
      expect(await heading(page)).toBe('My profile');
      await expect.poll(async () => (await user(suite.owner.userId)).language).toBe('en');

      // Signed in, the header's switch changes the app and the saved language together.
      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => heading(page)).toBe('Profil saya');
      await expect.poll(async () => (await user(suite.owner.userId)).language).toBe('id');
    });
  });
});

describe('settings in the browser: company profile, orders and controls', () => {
  it('the owner fills the Company Profile with a formatted NPWP and phone, after the rules refuse bad values', () =>
    inPage(async (page) => {
      // The owner's saved language is Indonesian (set here, not left by the tests above): it applies at
      // sign-in, once its catalogue has loaded.
      await suite.system.account.db
        .updateTable('users')
        .set({ language: 'id' })
        .where('id', '=', suite.owner.userId)
        .execute();
      await suite.signIn(page, suite.owner);
      await page.waitForFunction(() => document.documentElement.lang === 'id');
      await page.goto(suite.system.url + '/settings/company-profile');
      const form = page.getByTestId('company-profile-form');
      await form.waitFor();
      expect(await heading(page)).toBe('Profil perusahaan');

      await page.locator('input[name="taxNumber"]').fill('0123');
      await page.locator('input[name="address.postalCode"]').fill('121');
      await page.locator('input[name="email"]').fill('keuangan.pengaturan.co.id');
      await page.getByTestId('company-profile-save').click();
      await expect.poll(() => form.innerText()).toContain('NPWP terdiri dari 15 atau 16 digit.');
      expect(await form.innerText()).toContain('Kode pos terdiri dari 5 digit.');
      expect(await form.innerText()).toContain('Format email tidak valid');
      await shot(page, 'settings-company-profile-errors-id');

      await page.locator('input[name="legalName"]').fill('PT Pengaturan Uji Sejahtera');
      await page.locator('input[name="taxNumber"]').fill('');
      await page.locator('input[name="taxNumber"]').pressSequentially('012345678901000');
      expect(await page.locator('input[name="taxNumber"]').inputValue()).toBe(
        '01.234.567.8-901.000',
      );
      await page
        .locator('input[name="address.street"]')
        .fill('Jl. Jenderal Sudirman Kav. 52-53, Gedung Artha Graha Lt. 12');
      await page.locator('input[name="address.city"]').fill('Jakarta Selatan');
      await page.locator('input[name="address.province"]').fill('DKI Jakarta');
      await page.locator('input[name="address.postalCode"]').fill('12190');
      await page.locator('input[name="phone"]').pressSequentially('081234567890');
      expect(await page.locator('input[name="phone"]').inputValue()).toBe('812-3456-7890');
      await page.locator('input[name="email"]').fill('keuangan@pengaturan.co.id');
      await page.getByTestId('company-time-zone').selectOption('Asia/Makassar');
      await page.getByTestId('company-currency').selectOption('USD');
      await page.getByTestId('company-profile-save').click();
      await page.getByText('Profil perusahaan telah disimpan.').waitFor();

      expect(await organization()).toMatchObject({
        name: 'PT Pengaturan Uji',
        legal_name: 'PT Pengaturan Uji Sejahtera',
        tax_number: '012345678901000',
        address_street: 'Jl. Jenderal Sudirman Kav. 52-53, Gedung Artha Graha Lt. 12',
        address_city: 'Jakarta Selatan',
        address_province: 'DKI Jakarta',
        address_postal_code: '12190',
        phone: '+6281234567890',
        email: 'keuangan@pengaturan.co.id',
        time_zone: 'Asia/Makassar',
        default_currency: 'USD',
      });
      await shot(page, 'settings-company-profile-id');
    }));

  it('the owner sets the Orders defaults and toggles a control', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.getByTestId('language-switch').selectOption('en');
      await page.goto(suite.system.url + '/settings/orders');
      const form = page.getByTestId('orders-settings-form');
      await form.waitFor();
      expect(await page.locator('input[name="defaultPaymentTermDays"]').inputValue()).toBe('30');
      expect(await page.locator('input[name="invoiceNumberPrefix"]').inputValue()).toBe('INV/');
      expect(await page.getByTestId('orders-credit-limit').inputValue()).toBe('0.00');
      expect(await page.getByTestId('orders-billing-cycle').inputValue()).toBe('MONTHLY');
      expect(await form.innerText()).toContain(
        "0 means no limit: a customer's orders are not checked against one until a limit is set on the customer.",
      );

      await page.locator('input[name="defaultPaymentTermDays"]').fill('400');
      await page.locator('input[name="invoiceNumberPrefix"]').fill('INV 2026');
      await page.getByTestId('orders-credit-limit').fill('50,000,000.125');
      await page.getByTestId('orders-bill-price-tolerance').fill('100.5');
      await page.getByTestId('orders-settings-save').click();
      await expect
        .poll(() => form.innerText())
        .toContain('Enter a whole number of days from 0 to 365.');
      expect(await form.innerText()).toContain(
        'Use up to 20 letters, digits or / - . _ without spaces.',
      );
      expect(await form.innerText()).toContain(
        'The default credit limit is an amount of 0 or more with at most two decimals, up to 999,999,999,999,999.99.',
      );
      expect(await form.innerText()).toContain(
        'A bill tolerance is a percentage from 0 to 100 with at most two decimals.',
      );

      await page.locator('input[name="defaultPaymentTermDays"]').fill('45');
      await page.locator('input[name="invoiceNumberPrefix"]').fill('FAK/');
      await page.locator('input[name="salesOrderNumberPrefix"]').fill('SO-JKT/');
      await page.getByTestId('orders-credit-limit').fill('50,000,000');
      await page.getByTestId('orders-billing-cycle').selectOption('PER_ORDER');
      await page.getByTestId('orders-bill-quantity-tolerance').fill('5');
      await page.getByTestId('orders-bill-price-tolerance').fill('2.5');
      await page.getByTestId('orders-approval-required').locator('[data-part="control"]').click();
      await page.getByTestId('orders-settings-save').click();
      await page.getByText('The order settings have been saved.').waitFor();
      expect(await organization()).toMatchObject({
        default_payment_term_days: 45,
        invoice_number_prefix: 'FAK/',
        sales_order_number_prefix: 'SO-JKT/',
        sales_order_approval_required: true,
        default_credit_limit: '50000000.00',
        default_billing_cycle: 'PER_ORDER',
        bill_quantity_tolerance: '5.00',
        bill_price_tolerance: '2.50',
      });
      expect(await page.getByTestId('orders-credit-limit').inputValue()).toBe('50,000,000.00');
      await fitsEverywhere(page, 'settings-orders', 'en');

      // In Indonesian, the amount takes the Indonesian separators and the cycles their Indonesian names.
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => page.getByTestId('orders-credit-limit').inputValue())
        .toBe('50.000.000,00');
      expect(
        await page.getByTestId('orders-billing-cycle').locator('option:checked').innerText(),
      ).toBe('Per pesanan');
      expect(await page.getByTestId('orders-bill-price-tolerance').inputValue()).toBe('2,50');
      expect(await form.innerText()).toContain('Toleransi kuantitas tagihan');
      await fitsEverywhere(page, 'settings-orders', 'id');
      await page.getByTestId('language-switch').selectOption('en');
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.goto(suite.system.url + '/settings/controls');
      const transfers = page.getByTestId('control-transfers-active');
      await transfers.waitFor();
      expect(await transfers.getAttribute('data-checked-state')).toBe('on');
      expect(
        await page.getByTestId('control-self-approval').getAttribute('data-checked-state'),
      ).toBe('off');
      await transfers.locator('[data-part="control"]').click();
      await page.getByText('Creating transfers is now turned off.').waitFor();
      await expect.poll(() => transfers.getAttribute('data-checked-state')).toBe('off');
      expect(await organization()).toMatchObject({
        transfers_active: false,
        payments_active: true,
        self_approval_allowed: false,
      });
      await shot(page, 'settings-controls-en');
    }));

  it('a Maker sees the company settings read-only and cannot change the controls', async () => {
    // An organisation of its own whose profile and orders defaults are set here, not by the tests above.
    const company = await createOrganization(suite.system, 'PT Pengaturan Baca');
    await suite.system.account.db
      .updateTable('organizations')
      .set({
        legal_name: 'PT Pengaturan Uji Sejahtera',
        default_credit_limit: '50000000.00',
        default_billing_cycle: 'PER_ORDER',
      })
      .where('id', '=', company.organizationId)
      .execute();
    const reader = await addMemberInBuiltInRole(suite.system, company.organizationId, 'MAKER');
    await inPage(async (page) => {
      await suite.signIn(page, reader);
      await page.goto(suite.system.url + '/settings/company-profile');
      await page.getByTestId('settings-read-only').waitFor();
      expect(await page.locator('input[name="legalName"]').inputValue()).toBe(
        'PT Pengaturan Uji Sejahtera',
      );
      expect(await page.locator('input[name="legalName"]').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByTestId('company-profile-save').count()).toBe(0);
      await shot(page, 'settings-company-profile-read-only-en');

      await page.goto(suite.system.url + '/settings/orders');
      await page.getByTestId('settings-read-only').waitFor();
      expect(await page.getByTestId('orders-settings-save').count()).toBe(0);
      expect(await page.getByTestId('orders-credit-limit').inputValue()).toBe('50,000,000.00');
      expect(await page.getByTestId('orders-credit-limit').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByTestId('orders-billing-cycle').inputValue()).toBe('PER_ORDER');
      expect(await page.getByTestId('orders-billing-cycle').isDisabled()).toBe(true);
      await shot(page, 'settings-orders-read-only-en');

      await page.goto(suite.system.url + '/settings/controls');
      await page.getByTestId('payment-controls-no-permission').waitFor();
      expect(await page.getByTestId('control-transfers-active').locator('input').isDisabled()).toBe(
        true,
      );
      await shot(page, 'settings-controls-read-only-en');
    });
  });
});

describe('approval rules in the browser', () => {
  it('the owner adds a rule needing two Approvers for payments from Rp 100,000,000, a second of the same name is refused on its name, edits it, moves another rule above it, and deletes them; a Maker reads the rules without changing them', async () => {
    await inPage(async (page, context) => {
      // The phone screenshots show the page under the small-screen notice.
      await context.addInitScript(() =>
        window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
      );
      await suite.signIn(page, suite.owner);
      await page.getByTestId('language-switch').selectOption('en');
      await page.goto(suite.system.url + '/settings/controls');
      const card = page.getByTestId('approval-rules');
      const rows = card.getByTestId('approval-rule-row');
      // Without rules, every order needs one approval from any approver.
      await expect
        .poll(() => card.getByTestId('approval-rule-default').innerText())
        .toContain('Every payment and transfer');
      expect(await card.getByTestId('approval-rule-default').innerText()).toContain(
        'Needs 1 approval from any approver.',
      );
      expect(await rows.count()).toBe(0);

      // The dialog's own rules first, then the rule.
      await card.getByTestId('approval-rule-add').click();
      const dialog = page.getByTestId('approval-rule-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('approval-rule-min-amount').fill('12,345.678');
      await dialog.getByTestId('approval-rule-submit').click();
      await expect
        .poll(() => dialog.innerText())
        .toContain('The minimum amount must be zero or more, with at most two decimals.');
      expect(await dialog.innerText()).toContain('This field is required');
      await dialog.getByTestId('approval-rule-name-input').fill('Pembayaran besar');
      await dialog.getByTestId('approval-rule-applies-to').selectOption('PAYMENT');
      await dialog.getByTestId('approval-rule-min-amount').fill('100.000.000');
      await dialog.getByTestId('approval-rule-approvals').selectOption('2');
      await dialog.getByTestId('approval-rule-role-Approver').click();
      await dialog.getByTestId('approval-rule-submit').click();
      await page.getByText('Approval rule Pembayaran besar added.').waitFor();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => rows.count()).toBe(1);
      const row = rows.first();
      expect(await row.getByTestId('approval-rule-name').innerText()).toBe('Pembayaran besar');
      expect((await row.innerText()).replace(/\u00a0/g, ' ')).toContain('Payments');
      expect(
        (await row.getByTestId('approval-rule-scope').innerText()).replace(/\u00a0/g, ' '),
      ).toBe('From Rp 100,000,000.00 · any method');
      expect(await row.getByTestId('approval-rule-needs').innerText()).toBe(
        'Needs 2 approvals from Approver',
      );
      expect(await card.getByTestId('approval-rule-default').innerText()).toContain('Otherwise');

      // The service refuses a second rule of the same name, on the name.
      await card.getByTestId('approval-rule-add').click();
      await dialog.waitFor();
      await dialog.getByTestId('approval-rule-name-input').fill('Pembayaran besar');
      await dialog.getByTestId('approval-rule-min-amount').fill('0');
      await dialog.getByTestId('approval-rule-submit').click();
      await expect
        .poll(() => dialog.innerText())
        .toContain('Another approval rule already has this name.');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await rows.count()).toBe(1);

      // Edited: three approvals, RTGS only; the dialog opens with the rule as it is.
      await row.getByTestId('approval-rule-edit').click();
      await dialog.waitFor();
      expect(await dialog.getByTestId('approval-rule-name-input').inputValue()).toBe(
        'Pembayaran besar',
      );
      expect(await dialog.getByTestId('approval-rule-min-amount').inputValue()).toBe(
        '100000000.00',
      );
      expect(await dialog.getByTestId('approval-rule-approvals').inputValue()).toBe('2');
      await dialog.getByTestId('approval-rule-approvals').selectOption('3');
      await dialog.getByTestId('approval-rule-method-RTGS').click();
      await dialog.getByTestId('approval-rule-submit').click();
      await page.getByText('Approval rule Pembayaran besar saved.').waitFor();
      await expect
        .poll(() => row.getByTestId('approval-rule-needs').innerText())
        .toBe('Needs 3 approvals from Approver');
      expect(
        (await row.getByTestId('approval-rule-scope').innerText()).replace(/\u00a0/g, ' '),
      ).toBe('From Rp 100,000,000.00 · RTGS');

      await shot(page, 'settings-approval-rules-en');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'settings-approval-rules-390-en');
      await row.getByTestId('approval-rule-edit').click();
      await dialog.waitFor();
      await shot(page, 'settings-approval-rule-dialog-390-en', false);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => row.getByTestId('approval-rule-needs').innerText())
        .toBe('Memerlukan 3 persetujuan dari Penyetuju');
      await shot(page, 'settings-approval-rules-390-id');
      await page.setViewportSize({ width: 1440, height: 900 });
      await row.getByTestId('approval-rule-edit').click();
      await dialog.waitFor();
      await shot(page, 'settings-approval-rule-dialog-id', false);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await shot(page, 'settings-approval-rules-id');
      await page.getByTestId('language-switch').selectOption('en');
      await expect
        .poll(() => row.getByTestId('approval-rule-needs').innerText())
        .toBe('Needs 3 approvals from Approver');

      // A second rule is tried after the first; moved up, it is tried first.
      await card.getByTestId('approval-rule-add').click();
      await dialog.waitFor();
      await dialog.getByTestId('approval-rule-name-input').fill('Semua transfer');
      await dialog.getByTestId('approval-rule-applies-to').selectOption('TRANSFER');
      await dialog.getByTestId('approval-rule-min-amount').fill('0');
      await dialog.getByTestId('approval-rule-approvals').selectOption('1');
      await dialog.getByTestId('approval-rule-submit').click();
      await page.getByText('Approval rule Semua transfer added.').waitFor();
      await expect
        .poll(() => card.getByTestId('approval-rule-name').allInnerTexts())
        .toEqual(['Pembayaran besar', 'Semua transfer']);
      expect(await rows.nth(1).getByTestId('approval-rule-needs').innerText()).toBe(
        'Needs 1 approval from any approver',
      );
      expect(await rows.nth(0).getByTestId('approval-rule-up').isDisabled()).toBe(true);
      await rows.nth(1).getByTestId('approval-rule-up').click();
      await expect
        .poll(() => card.getByTestId('approval-rule-name').allInnerTexts())
        .toEqual(['Semua transfer', 'Pembayaran besar']);
      await rows.filter({ hasText: 'Semua transfer' }).getByTestId('approval-rule-delete').click();
      await page.getByTestId('approval-rule-remove-confirm').click();
      await page.getByText('Approval rule Semua transfer deleted.').waitFor();
      await expect.poll(() => rows.count()).toBe(1);

      // Deleted after confirming: every order needs one approval again.
      await row.getByTestId('approval-rule-delete').click();
      const confirm = page.getByTestId('approval-rule-remove-dialog');
      await expect.poll(() => confirm.innerText()).toContain('Delete the rule Pembayaran besar?');
      await page.getByTestId('approval-rule-remove-confirm').click();
      await page.getByText('Approval rule Pembayaran besar deleted.').waitFor();
      await expect.poll(() => rows.count()).toBe(0);
      expect(await card.getByTestId('approval-rule-default').innerText()).toContain(
        'Every payment and transfer',
      );
    });

    // A Maker reads the rules (settings:read) but has nothing to change them with.
    const owner = await signedInClient(suite.system.url, suite.owner);
    const made = await owner.data<{ approvalRuleCreate: { userErrors: unknown[] } }>(
      'mutation ($input: ApprovalRuleCreateInput!) { approvalRuleCreate(input: $input) { userErrors { field code message } } }',
      {
        input: {
          name: 'Transfer besar',
          appliesTo: 'TRANSFER',
          minAmount: '500000000',
          methods: [],
          approvalsRequired: 2,
          approverRoles: [],
        },
      },
    );
    expect(made.approvalRuleCreate.userErrors).toEqual([]);
    await inPage(async (page) => {
      await suite.signIn(page, maker);
      await page.getByTestId('language-switch').selectOption('en');
      await page.goto(suite.system.url + '/settings/controls');
      const card = page.getByTestId('approval-rules');
      await card.getByTestId('approval-rules-no-permission').waitFor();
      expect(await card.getByTestId('approval-rule-needs').innerText()).toBe(
        'Needs 2 approvals from any approver',
      );
      expect(await card.getByTestId('approval-rule-add').count()).toBe(0);
      expect(await card.getByTestId('approval-rule-edit').count()).toBe(0);
      expect(await card.getByTestId('approval-rule-delete').count()).toBe(0);
    });
  });
});
