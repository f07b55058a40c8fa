import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authenticatorRest,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { borrowPage, browserSuite, submitSignIn, type BorrowedPage } from './browser.js';

let guarded: Credentials;
/** A fresh code of the guarded owner's authenticator app each call. */
let guardedCode: () => string;

/** Where a member lands when signing in, and where a page starts when opened. */
const suite = browserSuite('PT Navigasi Uji');

beforeAll(async () => {
  const tokens = await signInRest(suite.system, suite.owner);
  for (let index = 1; index <= 20; index++) {
    await createCounterpartyRest(suite.system, tokens, {
      legalName: `PT Mitra ${index}`,
      alias: `Mitra ${index}`,
    });
  }
  ({ owner: guarded } = await createOrganization(suite.system, 'PT Dua Langkah'));
  guardedCode = await authenticatorRest(suite.system, await signInRest(suite.system, guarded));
});

async function newPage(height = 900): Promise<BorrowedPage & { violations: string[] }> {
  const borrowed = await borrowPage(suite.browser, { viewport: { width: 1440, height } });
  const { page } = borrowed;
  // The Content-Security-Policy (point 10) must not get in the way of any of this.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { ...borrowed, violations };
}

const at = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('signing in', () => {
  it('lands on Home', async () => {
    const { release, page, violations } = await newPage();
    try {
      await page.goto(`${suite.system.url}/`);
      await submitSignIn(page, suite.owner);
      await page.waitForURL((url) => url.pathname === '/home');
      expect(violations).toEqual([]);
    } finally {
      await release();
    }
  });

  it('from a deep link opened signed out, returns to exactly that location', async () => {
    const { release, page, violations } = await newPage();
    try {
      await page.goto(`${suite.system.url}/counterparties?search=Mitra%2017`);
      await page.waitForURL((url) => url.pathname === '/');
      expect(at(page)).toBe('/?next=%2Fcounterparties%3Fsearch%3DMitra%252017');
      await submitSignIn(page, suite.owner);
      await page.waitForURL((url) => url.pathname === '/counterparties');
      expect(at(page)).toBe('/counterparties?search=Mitra%2017');
      await expect.poll(() => page.getByTestId('counterparty-row').count()).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    } finally {
      await release();
    }
  });

  it('from a deep link, returns there after the second factor too', async () => {
    const { release, page } = await newPage();
    try {
      await page.goto(`${suite.system.url}/settings/profile?from=link`);
      await page.waitForURL((url) => url.pathname === '/');
      await submitSignIn(page, guarded);
      await page.getByTestId('two-factor-step').waitFor();
      await page.locator('input[name="code"]').fill(guardedCode());
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/settings/profile');
      expect(at(page)).toBe('/settings/profile?from=link');
    } finally {
      await release();
    }
  });

  it.each([['//evil.com'], ['https://evil.com'], ['/\\evil.com'], ['%2F%2Fevil.com']])(
    'refuses to send anyone elsewhere with ?next=%s: Home instead',
    async (next) => {
      const { release, page } = await newPage();
      try {
        await page.goto(
          `${suite.system.url}/?next=${next.startsWith('%') ? next : encodeURIComponent(next)}`,
        );
        await page.locator('input[name="email"]').waitFor();
        await submitSignIn(page, suite.owner);
        await page.waitForURL((url) => url.pathname === '/home');
        expect(new URL(page.url()).origin).toBe(suite.system.url);
        // Signed in, the same link still goes Home.
        await page.goto(`${suite.system.url}/?next=${encodeURIComponent(next)}`);
        await page.waitForURL((url) => url.pathname === '/home');
        expect(new URL(page.url()).origin).toBe(suite.system.url);
      } finally {
        await release();
      }
    },
  );
});

describe('moving between pages', () => {
  it('a new page starts at its top; Back returns to where the previous page was scrolled', async () => {
    const { release, page, violations } = await newPage(500);
    try {
      await page.goto(`${suite.system.url}/`);
      await submitSignIn(page, suite.owner);
      await page.waitForURL((url) => url.pathname === '/home');
      // Every page is made taller than the window, so a position that carried over would stay.
      await page.addStyleTag({ content: 'body { min-height: 4000px; }' });
      await page.locator('aside a[href="/counterparties"]').click();
      await page.waitForURL((url) => url.pathname === '/counterparties');
      await expect.poll(() => page.getByTestId('counterparty-row').count()).toBe(20);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);

      await page.locator('aside a[href="/balances"]').click();
      await page.waitForURL((url) => url.pathname === '/balances');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/counterparties');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    } finally {
      await release();
    }
  });
});
