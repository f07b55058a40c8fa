import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { createCounterpartyRest, createOrganization, signInRest, type Credentials } from '../support/factories.js';
import { startTestSystem } from '../support/system.js';
import { launchChromium, SCREENSHOTS } from './browser.js';

let system: System;
let browser: Browser;
let owner: Credentials;

beforeAll(async () => {
  system = await startTestSystem({ webDir: path.resolve(import.meta.dirname, '../../dist/e2e-web') });
  ({ owner } = await createOrganization(system, 'PT Peramban Uji'));
  const tokens = await signInRest(system, owner);
  for (const name of ['Anugerah Logam', 'Bintang Timur', 'Cipta Karya']) {
    await createCounterpartyRest(system, tokens, { legalName: `PT ${name}`, alias: name });
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

async function newPage(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  const page = await context.newPage();
  return { context, page };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(system.url + '/');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

describe('a member in the browser', () => {
  it('signs in, sees the counterparties, creates one, sees it listed, and switches to Indonesian', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page, owner.email, owner.password);
      await page.waitForURL('**/counterparties');
      const rows = page.getByTestId('counterparty-row');
      await expect.poll(() => rows.count()).toBe(3);
      await expect.poll(() => rows.first().innerText()).toContain('PT Anugerah Logam');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'counterparties-en.png'), fullPage: true });

      await page.goto(system.url + '/counterparties/create');
      await page.locator('input[name="legalName"]').fill('PT Delta Samudra');
      await page.locator('input[name="alias"]').fill('Delta Samudra');
      await page.locator('input[name="email"]').fill('keuangan@deltasamudra.co.id');
      await page.locator('select[name="bankAccounts.0.bankCode"]').selectOption('014');
      await page.locator('input[name="bankAccounts.0.accountNumber"]').fill('5271234567');
      await page.locator('input[name="bankAccounts.0.accountName"]').fill('PT DELTA SAMUDRA');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'counterparty-create-en.png'), fullPage: true });
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/counterparties');
      await expect.poll(() => page.getByTestId('counterparty-row').filter({ hasText: 'PT Delta Samudra' }).count()).toBe(1);
      await expect.poll(() => rows.count()).toBe(4);

      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('id');
      await expect.poll(() => page.getByRole('heading', { name: 'Rekanan' }).count()).toBeGreaterThan(0);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('id');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'counterparties-id.png'), fullPage: true });

      // The language survives a reload: the cookie wins.
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { name: 'Rekanan' }).count()).toBeGreaterThan(0);

      // The choice is also kept on the user, for their next sign-in anywhere: put English back for the next stories.
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('with a wrong password sees the spec’s message and stays signed out', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page, owner.email, 'Salah12345');
      await expect.poll(() => page.getByTestId('login-error').innerText()).toContain('Your email or password does not match.');
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('a create form with a taken alias shows the error on the alias field and creates nothing', async () => {
    const { context, page } = await newPage();
    try {
      await signIn(page, owner.email, owner.password);
      await page.waitForURL('**/counterparties');
      await page.goto(system.url + '/counterparties/create');
      await page.locator('input[name="legalName"]').fill('PT Tiruan');
      await page.locator('input[name="alias"]').fill('Bintang Timur');
      await page.locator('select[name="bankAccounts.0.bankCode"]').selectOption('008');
      await page.locator('input[name="bankAccounts.0.accountNumber"]').fill('1230009998887');
      await page.locator('input[name="bankAccounts.0.accountName"]').fill('PT TIRUAN');
      await page.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator('body').innerText()).toContain('This alias is already used by another counterparty.');
      expect(new URL(page.url()).pathname).toBe('/counterparties/create');
    } finally {
      await context.close();
    }
  });

  it('signed out, an app route sends the visitor to sign in; a route not built yet shows a proper page', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto(system.url + '/counterparties');
      await page.waitForURL((url) => url.pathname === '/');
      await signIn(page, owner.email, owner.password);
      await page.waitForURL('**/counterparties');
      await page.goto(system.url + '/cash-forecast');
      await expect.poll(() => page.getByTestId('not-yet-available').count()).toBe(1);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'not-yet-available.png') });
    } finally {
      await context.close();
    }
  });

  it('prefers Indonesian for a browser that asks for it, before any cookie', async () => {
    const { context, page } = await newPage('id-ID');
    try {
      await page.goto(system.url + '/');
      await expect.poll(() => page.locator('button[type="submit"]').innerText()).toBe('Masuk');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'login-id.png') });
    } finally {
      await context.close();
    }
  });
});
