import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMemberInBuiltInRole,
  createCounterpartyRest,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { asIntegratorAt } from '../support/api-keys.js';
import { browserSuite, screenshot, withPage, type PageSteps } from './browser.js';

const SECRET = /^kas_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/;
const COUNTERPARTIES = '{ counterparties(first: 5) { totalCount } }';

let maker: Credentials;

const suite = browserSuite('PT Integrasi Uji');

beforeAll(async () => {
  maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
  // One counterparty, so the integrator's answer is a specific number.
  await createCounterpartyRest(suite.system, await signInRest(suite.system, suite.owner));
});

const inPage = (steps: PageSteps, locale = 'en-US') =>
  withPage(suite.browser, { locale, clipboardFor: suite.system.url }, steps);

const shot = screenshot;

const rowOf = (page: Page, name: string) =>
  page
    .getByTestId('api-key-row')
    .filter({ has: page.getByTestId('api-key-name').getByText(name, { exact: true }) });

/** An integrator calling /graphql with a key, from outside the browser. */
async function asIntegrator(secret: string, query: string) {
  const { body } = await asIntegratorAt<{
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string } }[];
  }>(suite.system.url, secret, query);
  return body;
}

/** Creates a key through the dialog and returns the secret it shows once. */
async function createKey(page: Page, name: string, role: string, days: string): Promise<string> {
  await page.getByTestId('api-key-create').click();
  const dialog = page.getByTestId('api-key-create-dialog');
  await dialog.locator('input[name="name"]').fill(name);
  await dialog.locator('select[name="roleId"]').selectOption({ label: role });
  await dialog.getByTestId('api-key-expiry-select').selectOption(days);
  await page.getByTestId('api-key-create-submit').click();
  await page.getByTestId('api-key-secret-dialog').waitFor();
  return page.getByTestId('api-key-secret').innerText();
}

describe('API keys in the browser', () => {
  it('an owner creates the key “Integrasi ERP” as Approver, an integrator calls the API with its secret, and after Revoke the same call is UNAUTHENTICATED', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/management');
      const tabs = page.getByTestId('management-tabs');
      await expect
        .poll(() => tabs.locator('a').allInnerTexts())
        .toEqual(['Users', 'Roles', 'API keys', 'Webhooks']);
      await page.getByTestId('management-tab-api-keys').click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'api-keys');
      await expect
        .poll(() => page.getByRole('heading', { name: 'API keys', exact: true }).count())
        .toBe(1);
      expect(await page.getByTestId('management-tab-api-keys').getAttribute('aria-current')).toBe(
        'page',
      );
      expect(
        await page.getByTestId('management-tab-users').getAttribute('aria-current'),
      ).toBeNull();
      await expect.poll(() => page.getByTestId('api-keys-empty').count()).toBe(1);
      await shot(page, 'api-keys-empty-en');

      // The form's rules; the owner role is not offered, and the expiry starts at 90 days.
      await page.getByTestId('api-key-create').click();
      const dialog = page.getByTestId('api-key-create-dialog');
      await dialog.locator('select[name="roleId"]').waitFor();
      const offered = await dialog
        .locator('select[name="roleId"]')
        .evaluate((select: HTMLSelectElement) =>
          [...select.options].filter((o) => o.value).map((o) => o.text),
        );
      expect(offered).toEqual(['Maker', 'Approver', 'Maker & Approver']);
      expect(await dialog.getByTestId('api-key-expiry-select').inputValue()).toBe('90');
      await page.getByTestId('api-key-create-submit').click();
      await expect
        .poll(() => dialog.locator('[data-part="error-text"]').allInnerTexts())
        .toEqual(['This field is required', 'This field is required']);
      await dialog.locator('input[name="name"]').fill('x'.repeat(81));
      await expect
        .poll(() => dialog.innerText())
        .toContain('Give the key a name of at most 80 characters.');
      await shot(page, 'api-key-create-errors-en');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      const secret = await createKey(page, 'Integrasi ERP', 'Approver', '90');
      expect(secret).toMatch(SECRET);
      const secretDialog = page.getByTestId('api-key-secret-dialog');
      expect(await secretDialog.innerText()).toContain('This secret will not be shown again');
      expect((await page.getByTestId('api-key-example').innerText()).split('\n')).toEqual([
        `curl ${suite.system.url}/graphql \\`,
        "  -H 'content-type: application/json' \\",
        `  -H 'authorization: Bearer ${secret}' \\`,
        `  -d '{"query":"{ counterparties(first: 5) { totalCount } }"}'`,
      ]);
      await page.getByTestId('api-key-secret-copy').click();
      await expect.poll(() => page.getByTestId('api-key-secret-copy').innerText()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await shot(page, 'api-key-secret-en');
      // Neither Escape nor a click beside it loses the secret: only “I have stored it” closes it.
      await page.keyboard.press('Escape');
      await page.mouse.click(10, 10);
      expect(await secretDialog.count()).toBe(1);
      await page.getByTestId('api-key-secret-done').click();
      await expect.poll(() => secretDialog.count()).toBe(0);

      const row = rowOf(page, 'Integrasi ERP');
      await expect.poll(() => row.getByTestId('api-key-status').innerText()).toBe('Live');
      expect(await row.getByTestId('api-key-prefix').innerText()).toBe(`${secret.slice(0, 16)}_…`);
      expect(await row.getByTestId('api-key-role').innerText()).toBe('Approver');
      expect(await row.getByTestId('api-key-last-used').innerText()).toBe('Never');
      expect(await row.getByTestId('api-key-uses').innerText()).toBe('0');
      // The secret is nowhere on the page once its dialog is closed.
      expect(await page.locator('body').innerText()).not.toContain(secret.slice(17));

      // The integrator, outside the browser.
      expect((await asIntegrator(secret, COUNTERPARTIES)).data).toEqual({
        counterparties: { totalCount: 1 },
      });
      await suite.system.bff.flushApiKeyUses();
      await page.reload();
      await expect
        .poll(() => rowOf(page, 'Integrasi ERP').getByTestId('api-key-uses').innerText())
        .toBe('1');
      expect(
        await rowOf(page, 'Integrasi ERP').getByTestId('api-key-last-used').innerText(),
      ).not.toBe('Never');
      await shot(page, 'api-keys-en');

      await rowOf(page, 'Integrasi ERP').getByTestId('api-key-revoke').click();
      const revokeDialog = page.getByTestId('api-key-revoke-dialog');
      await expect
        .poll(() => revokeDialog.innerText())
        .toContain('Revoke the key “Integrasi ERP”?');
      expect(await revokeDialog.innerText()).toContain(
        'Requests with this key are refused from the next one on',
      );
      await shot(page, 'api-key-revoke-en');
      await page.getByTestId('api-key-revoke-confirm').click();
      await expect
        .poll(() => rowOf(page, 'Integrasi ERP').getByTestId('api-key-status').innerText())
        .toBe('Revoked');
      await expect
        .poll(() => page.getByTestId('toast').first().innerText())
        .toContain('Key “Integrasi ERP” revoked');
      expect(await rowOf(page, 'Integrasi ERP').getByTestId('api-key-revoke').count()).toBe(0);
      await expect
        .poll(
          async () => (await asIntegrator(secret, COUNTERPARTIES)).errors?.[0]?.extensions?.code,
          {
            timeout: 2_000,
          },
        )
        .toBe('UNAUTHENTICATED');
      await shot(page, 'api-keys-revoked-en');

      // Back to Users through the tabs.
      await page.getByTestId('management-tab-users').click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Users', exact: true }).count())
        .toBe(1);
      await expect.poll(() => page.getByTestId('member-row').count()).toBe(2);
      expect(await page.getByTestId('management-tab-users').getAttribute('aria-current')).toBe(
        'page',
      );
    }));

  it('in Indonesian the list, the dialogs and the statuses are translated', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/management?tab=api-keys');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Kunci API', exact: true }).count())
        .toBe(1);
      await expect
        .poll(() => page.getByTestId('management-tabs').locator('a').allInnerTexts())
        .toEqual(['Pengguna', 'Peran', 'Kunci API', 'Webhook']);
      await expect
        .poll(() => rowOf(page, 'Integrasi ERP').getByTestId('api-key-status').innerText())
        .toBe('Dicabut');

      await page.getByTestId('api-key-create').click();
      const dialog = page.getByTestId('api-key-create-dialog');
      await dialog.locator('input[name="name"]').fill('Rekonsiliasi Bank');
      await dialog.locator('select[name="roleId"]').selectOption({ label: 'Pembuat' });
      await dialog.getByTestId('api-key-expiry-select').selectOption('30');
      await expect.poll(() => dialog.getByTestId('api-key-expiry-select').inputValue()).toBe('30');
      expect(await dialog.getByTestId('api-key-expiry-date').innerText()).toMatch(
        /^Kunci berhenti berfungsi pada /,
      );
      await shot(page, 'api-key-create-id');
      await page.getByTestId('api-key-create-submit').click();
      const secretDialog = page.getByTestId('api-key-secret-dialog');
      await expect
        .poll(() => secretDialog.innerText())
        .toContain('Rahasia ini tidak akan ditampilkan lagi');
      expect(await page.getByTestId('api-key-secret').innerText()).toMatch(SECRET);
      await shot(page, 'api-key-secret-id');
      await page.getByTestId('api-key-secret-done').click();
      await expect
        .poll(() => rowOf(page, 'Rekonsiliasi Bank').getByTestId('api-key-status').innerText())
        .toBe('Aktif');
      expect(
        await rowOf(page, 'Rekonsiliasi Bank').getByTestId('api-key-last-used').innerText(),
      ).toBe('Belum pernah');
      await shot(page, 'api-keys-id');

      await rowOf(page, 'Rekonsiliasi Bank').getByTestId('api-key-revoke').click();
      await expect
        .poll(() => page.getByTestId('api-key-revoke-dialog').innerText())
        .toContain('ditolak mulai permintaan berikutnya');
      await shot(page, 'api-key-revoke-id');
    }, 'id-ID'));

  it('a Maker, who may not manage API keys, sees no API keys tab and gets the 403 page at its address', () =>
    inPage(async (page) => {
      await suite.signIn(page, maker);
      await page.goto(suite.system.url + '/management');
      await expect.poll(() => page.getByTestId('member-row').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('management-tabs').locator('a').allInnerTexts()).toEqual([
        'Users',
      ]);
      expect(await page.getByTestId('management-tab-api-keys').count()).toBe(0);
      await shot(page, 'management-maker-en');
      await page.goto(suite.system.url + '/management?tab=api-keys');
      await expect.poll(() => page.getByTestId('status-403').count()).toBe(1);
      expect(await page.getByTestId('api-key-create').count()).toBe(0);
    }));
});
