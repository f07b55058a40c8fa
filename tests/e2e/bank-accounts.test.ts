import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMemberInBuiltInRole, type Credentials } from '../support/factories.js';
import { browserSuite, borrowPage, screenshot, withPage, type PageSteps } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { resizeTo, WINDOWS } from './windows.js';

let maker: Credentials;

const SECRET = 'rahasia-sekali-9182';
const ENTITY = 'PT Sinar Nusantara Logistik';

const suite = browserSuite('PT Sinar Nusantara');

beforeAll(async () => {
  maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
});

const newPage = () => borrowPage(suite.browser, { timezoneId: 'Asia/Jakarta' });
const inPage = (steps: PageSteps) => withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, steps);

const shot = screenshot;

/** Visible text with non-breaking spaces (currency formatting) as plain ones. */
const textOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).replace(/\u00a0/g, ' ');

/** Fills the account form's bank, number and alias; the name on account is the organisation's own. */
async function fillAccount(page: Page, bank: string, number: string, alias: string) {
  await page.locator('select[name="bankCode"]').selectOption(bank);
  await page.locator('input[name="accountNumber"]').fill(number);
  await page.locator('input[name="accountName"]').fill('PT SINAR NUSANTARA');
  await page.locator('input[name="alias"]').fill(alias);
}

describe('bank accounts, entities and balances in the browser: manual accounts, entities and balances', () => {
  it('an owner adds an entity, a manual account (a taken alias shows on its field), records its balance and sees the IDR total', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/bank-accounts');
      await expect.poll(() => page.getByTestId('bank-connections-empty').count()).toBe(1);

      // The default entity is protected: no rename or delete.
      const defaultRow = page.locator('[data-testid="entity-row"][data-default]');
      await expect.poll(() => defaultRow.innerText()).toContain('Default entity');
      expect(await defaultRow.getByTestId('entity-protected').count()).toBe(1);
      expect(await defaultRow.getByTestId('entity-rename').count()).toBe(0);
      expect(await defaultRow.getByTestId('entity-delete').count()).toBe(0);

      await page.getByTestId('entity-create').click();
      await page.getByTestId('entity-name-dialog').locator('input[name="value"]').fill(ENTITY);
      await page.getByTestId('entity-name-dialog').locator('button[type="submit"]').click();
      const entityRow = page.getByTestId('entity-row').filter({ hasText: ENTITY });
      await expect.poll(() => entityRow.count()).toBe(1);
      expect(await entityRow.getByTestId('entity-rename').count()).toBe(1);

      // A second entity of the same name is refused with the catalogue's message.
      await page.getByTestId('entity-create').click();
      await page.getByTestId('entity-name-dialog').locator('input[name="value"]').fill(ENTITY);
      await page.getByTestId('entity-name-dialog').locator('button[type="submit"]').click();
      await expect
        .poll(() => page.getByTestId('entity-name-dialog').innerText())
        .toContain('An entity with this name already exists.');
      await shot(page, 'bank-accounts-entity-exists-en');
      await page.getByTestId('entity-name-dialog').getByRole('button', { name: 'Cancel' }).click();

      // A manual account held by the new entity.
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts/create');
      await fillAccount(page, '008', '137 0012 345 678', 'Mandiri Operasional');
      expect(await page.locator('select[name="currency"]').inputValue()).toBe('IDR');
      await page.locator('select[name="entityId"]').selectOption({ label: ENTITY });
      await page.locator('select[name="status"]').selectOption('ACTIVE');
      await shot(page, 'internal-account-create-manual-en');
      await page.getByTestId('internal-account-submit').click();
      await page.waitForURL('**/bank-accounts/internal-accounts');
      const row = page
        .getByTestId('internal-account-row')
        .filter({ hasText: 'Mandiri Operasional' });
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.innerText()).toContain(ENTITY);
      expect(await row.innerText()).toContain('1370012345678');
      expect(await row.innerText()).toContain('Active');

      // The same alias again: the server's refusal lands on the alias field, and nothing is created.
      await page.getByTestId('create-internal-account').click();
      await page.waitForURL('**/internal-accounts/create');
      await fillAccount(page, '014', '5270099887', 'Mandiri Operasional');
      // A new entity made from the form is selected at once, and does not submit the form.
      await page.getByTestId('entity-create-inline').click();
      await page
        .getByTestId('entity-name-dialog')
        .locator('input[name="value"]')
        .fill('PT Sinar Nusantara Digital');
      await page.getByTestId('entity-name-dialog').locator('button[type="submit"]').click();
      await expect.poll(() => page.getByTestId('entity-name-dialog').count()).toBe(0);
      await expect
        .poll(() => page.locator('select[name="entityId"] option:checked').innerText())
        .toBe('PT Sinar Nusantara Digital');
      expect(
        await page.locator('input[name="alias"]').locator('xpath=..').innerText(),
      ).not.toContain('already used');
      await page.getByTestId('internal-account-submit').click();
      const aliasField = page.locator('input[name="alias"]').locator('xpath=..');
      await expect
        .poll(() => aliasField.innerText())
        .toContain('This alias is already used by another bank account.');
      expect(new URL(page.url()).pathname).toBe('/bank-accounts/internal-accounts/create');
      await shot(page, 'internal-account-create-alias-taken-en', false);

      // Its balance, recorded by hand, shows on /balances with the IDR total.
      await page.goto(suite.system.url + '/balances');
      const balanceRow = page.getByTestId('balance-row').filter({ hasText: 'Mandiri Operasional' });
      await expect.poll(() => balanceRow.innerText()).toContain('No balance yet');
      await balanceRow.getByTestId('record-balance').click();
      await page.locator('input[name="available"]').fill('2,750,000,000');
      await page.locator('input[name="ledger"]').fill('2750125000.50');
      await expect
        .poll(async () =>
          (await page.getByTestId('record-balance-dialog').innerText()).replace(/\u00a0/g, ' '),
        )
        .toContain('Rp 2,750,125,000.50');
      await shot(page, 'balances-record-en');
      await page.getByTestId('record-balance-submit').click();
      await expect.poll(() => textOf(page, 'balance-available')).toBe('Rp 2,750,000,000.00');
      await expect.poll(() => balanceRow.getByTestId('balance-source').innerText()).toBe('Manual');
      await expect
        .poll(() => balanceRow.getByTestId('balance-updated').innerText())
        .toContain('now');
      await expect.poll(() => textOf(page, 'balance-total-IDR')).toContain('Rp 2,750,000,000.00');
      expect(await textOf(page, 'balance-total-USD')).toContain('US$ 0.00');
      await shot(page, 'balances-en');

      // The overview groups the account under its bank, with its last balance.
      await page.goto(suite.system.url + '/bank-accounts');
      await expect
        .poll(() => page.getByTestId('bank-group-name').allInnerTexts())
        .toEqual(['Bank Mandiri']);
      await expect.poll(() => textOf(page, 'bank-connection-balance')).toBe('Rp 2,750,000,000.00');
      await expect
        .poll(() => entityRow.getByTestId('entity-account-count').innerText())
        .toBe('1 account');
      await shot(page, 'bank-accounts-en');

      // An entity that holds an account cannot be deleted: the dialog says why.
      await entityRow.getByTestId('entity-delete').click();
      await expect
        .poll(() => page.getByTestId('entity-delete-blocked').innerText())
        .toContain('This entity holds bank accounts. Move them to another entity first.');
      expect(await page.getByTestId('entity-delete-confirm').count()).toBe(0);
      await shot(page, 'bank-accounts-entity-delete-blocked-en');
      await page.getByTestId('entity-delete-dialog').getByRole('button', { name: 'Close' }).click();

      // In Indonesian.
      await page.goto(suite.system.url + '/balances');
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Saldo', exact: true }).count())
        .toBeGreaterThan(0);
      await expect.poll(() => textOf(page, 'balance-total-IDR')).toContain('Rp 2.750.000.000,00');
      await shot(page, 'balances-id');
      await page.goto(suite.system.url + '/bank-accounts');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Rekening Bank' }).count())
        .toBeGreaterThan(0);
      await shot(page, 'bank-accounts-id');
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Rekening Internal' }).count())
        .toBeGreaterThan(0);
      await shot(page, 'internal-accounts-id');
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts/create');
      await page.getByTestId('connection-AUTOMATED').click();
      await page.locator('select[name="bankCode"]').selectOption('014');
      await expect
        .poll(() => page.locator('select[name="automatedType"]').inputValue())
        .toBe('KLIKBCA_BISNIS');
      await shot(page, 'internal-account-create-automated-id');
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    }));
});

describe('bank accounts, entities and balances in the browser: API connections and permissions', () => {
  it('an API account made through the form shows “credentials stored” and its secrets never reach the browser', async () => {
    const { page, release } = await newPage();
    const answers: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql')) {
        void response
          .text()
          .then((body) => answers.push(body))
          .catch(() => undefined);
      }
    });
    try {
      const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString();
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts/create');
      await fillAccount(page, '014', '5270123456', 'BCA API');
      await page.getByTestId('connection-API').click();
      // Without the client secret and with a broken key, the form says so before asking the server.
      await page.locator('input[name="credentials.clientId"]').fill('klien-bca');
      await page.locator('input[name="credentials.partnerId"]').fill('KAS01');
      await page.locator('input[name="credentials.channelId"]').fill('95221');
      await page.locator('textarea[name="credentials.privateKey"]').fill('not a key');
      await page.getByTestId('internal-account-submit').click();
      await expect
        .poll(() => page.getByTestId('credential-fields').innerText())
        .toContain('This field is required');
      expect(await page.getByTestId('credential-fields').innerText()).toContain(
        'Paste the private key in PEM format',
      );

      // A PEM that is not an RSA private key the server accepts: its error lands on the key.
      await page.locator('input[name="credentials.clientSecret"]').fill(SECRET);
      await page
        .locator('textarea[name="credentials.privateKey"]')
        .fill('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----');
      await page.getByTestId('internal-account-submit').click();
      await expect
        .poll(() => page.getByTestId('credential-fields').innerText())
        .toContain('The private key is not a valid RSA private key in PEM format.');
      await page.locator('textarea[name="credentials.privateKey"]').fill(privateKey);
      await shot(page, 'internal-account-create-api-en', false);
      await page.getByTestId('internal-account-submit').click();
      await page.waitForURL('**/bank-accounts/internal-accounts');

      const row = page.getByTestId('internal-account-row').filter({ hasText: 'BCA API' });
      await expect
        .poll(() => row.getByTestId('credentials-state').innerText())
        .toBe('Credentials stored');
      expect(await row.getByTestId('connection-type').innerText()).toBe('API');
      await shot(page, 'internal-accounts-en');

      // Editing keeps the stored credentials unless replaced; the fields start empty.
      await row.getByTestId('internal-account-edit').click();
      const dialog = page.getByTestId('internal-account-edit-dialog');
      await expect.poll(() => dialog.getByTestId('credentials-stored').count()).toBe(1);
      expect(await dialog.locator('input[name="credentials.clientSecret"]').count()).toBe(0);
      await dialog.getByTestId('replace-credentials').click();
      expect(await dialog.locator('input[name="credentials.clientSecret"]').inputValue()).toBe('');
      await fitsEverywhere(page, 'internal-account-edit', 'en');
      await resizeTo(page, WINDOWS[0]);
      await dialog.getByTestId('replace-credentials').click();
      await dialog.locator('input[name="alias"]').fill('BCA Operasional API');
      await dialog.getByTestId('internal-account-edit-submit').click();
      await expect
        .poll(() =>
          page
            .getByTestId('internal-account-row')
            .filter({ hasText: 'BCA Operasional API' })
            .count(),
        )
        .toBe(1);
      await expect
        .poll(() =>
          page
            .getByTestId('internal-account-row')
            .filter({ hasText: 'BCA Operasional API' })
            .getByTestId('credentials-state')
            .innerText(),
        )
        .toBe('Credentials stored');

      await page.goto(suite.system.url + '/bank-accounts');
      await expect.poll(() => page.getByTestId('bank-connection-row').count()).toBe(2);
      const html = await page.content();
      expect(answers.length).toBeGreaterThan(3);
      for (const secret of [SECRET, 'PRIVATE KEY', 'klien-bca', privateKey.split('\n')[1]!]) {
        expect(html).not.toContain(secret);
        for (const answer of answers) expect(answer).not.toContain(secret);
      }

      // Deleting asks first, then the account leaves the list.
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts');
      await page
        .getByTestId('internal-account-row')
        .filter({ hasText: 'BCA Operasional API' })
        .getByTestId('internal-account-delete')
        .click();
      await expect
        .poll(() => page.getByTestId('internal-account-delete-dialog').innerText())
        .toContain('Delete BCA Operasional API?');
      await shot(page, 'internal-account-delete-en');
      await page.getByTestId('internal-account-delete-confirm').click();
      await expect.poll(() => page.getByTestId('internal-account-row').count()).toBe(1);
    } finally {
      await release();
    }
  });

  it('a Maker sees accounts and balances but no control to change them, and the create page answers 403', () =>
    inPage(async (page) => {
      await suite.signIn(page, maker);
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts');
      await expect.poll(() => page.getByTestId('internal-account-row').count()).toBe(1);
      expect(await page.getByTestId('create-internal-account').count()).toBe(0);
      expect(await page.getByTestId('internal-account-edit').count()).toBe(0);
      expect(await page.getByTestId('internal-account-delete').count()).toBe(0);

      await page.goto(suite.system.url + '/bank-accounts');
      await expect.poll(() => page.getByTestId('entity-row').count()).toBe(3);
      expect(await page.getByTestId('entity-create').count()).toBe(0);
      expect(await page.getByTestId('entity-rename').count()).toBe(0);

      await page.goto(suite.system.url + '/balances');
      await expect.poll(() => page.getByTestId('balance-row').count()).toBe(1);
      expect(await page.getByTestId('record-balance').count()).toBe(0);
      await shot(page, 'balances-maker-en');

      await page.goto(suite.system.url + '/bank-accounts/internal-accounts/create');
      await expect.poll(() => page.getByTestId('status-403').count()).toBe(1);
    }));

  it('in Indonesian, the internal account edit dialog reads in Indonesian and fits every window', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts');
      await page.getByTestId('language-switch').selectOption('id');
      await page.getByTestId('internal-account-edit').first().click();
      const dialog = page.getByTestId('internal-account-edit-dialog');
      await expect.poll(() => dialog.innerText()).toContain('Ubah rekening internal');
      await fitsEverywhere(page, 'internal-account-edit', 'id');
      // Back to English, the owner's saved language for the other tests.
      await resizeTo(page, WINDOWS[0]);
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => dialog.innerText()).toContain('Edit internal account');
    }));
});
