import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/** The web app the e2e tests serve: `npm run test:e2e` builds it here first (E2E_WEB_DIR points elsewhere). */
export const E2E_WEB_DIR = process.env.E2E_WEB_DIR ?? path.resolve(import.meta.dirname, '../../dist/e2e-web');

/** Debian's Chromium, headless, driven by playwright-core (no browser download). */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Fills the sign-in page the browser shows (or is on its way to) with an email and password, and submits it. */
export async function submitSignIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.locator('input[name="email"]').fill(credentials.email);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.locator('button[type="submit"]').click();
}

/** Waits for Home (`/home`), where every sign-in without a deep link to return to lands (issue 9, point 22). */
export async function waitForHome(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/home');
}

/**
 * Opens `url`, an app location, signed out; the app sends the browser to sign
 * in, and signing in returns to exactly that location (issue 9, point 22).
 * Waits until it is back there.
 */
export async function signInAt(page: Page, url: string, credentials: { email: string; password: string }): Promise<void> {
  const target = new URL(url);
  await page.goto(target.href);
  await page.waitForURL((at) => at.pathname === '/');
  await submitSignIn(page, credentials);
  await page.waitForURL((at) => at.pathname === target.pathname && at.search === target.search);
}
