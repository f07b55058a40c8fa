import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBank, type DemoBank } from '../../demo/bank.js';
import { DEMO, seedDemo } from '../../demo/seed.js';
import type { System } from '../../system.js';
import {
  APP_PLACEHOLDER_PAGES,
  PUBLIC_PLACEHOLDER_PAGES,
} from '../../web/navigation/placeholderPages.js';
import { en, id } from '../../web/i18n/messageFiles.js';
import { startTestSystem, TEST_TODAY } from '../support/system.js';
import { E2E_WEB_DIR, screenshot, submitSignIn, withPage, workerBrowser } from './browser.js';
import { showInApp } from './in-app.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS, type Window } from './windows.js';

/**
 * Every route of the web app, taken from its route table (web/routes.tsx and
 * the paths.ts of each area that declares its own routes), so a new screen is checked
 * without anyone remembering to add it here. Routes that only redirect or end
 * the session are left out; `:uuid` is filled in per route below.
 */
function routePaths(): string[] {
  const web = path.resolve(import.meta.dirname, '../../web');
  const files = [path.join(web, 'routes.tsx'), path.join(web, 'navigation/placeholderPages.ts')];
  const paths = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/path: '(\/[^']*)'/g)) paths.add(match[1]!);
    for (const match of source.matchAll(/page\('(\/[^']*)'/g)) paths.add(match[1]!);
  }
  // The areas that declare their own routes list their paths in paths.ts (web/areaPaths.test.ts keeps it true).
  for (const feature of readdirSync(path.join(web, 'features'))) {
    const file = path.join(web, 'features', feature, 'paths.ts');
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/'(\/[^']*)'/g)) paths.add(match[1]!);
  }
  for (const skipped of ['/', '/logout', '/u', '/r', '/settings', '*']) paths.delete(skipped);
  return [...paths].sort();
}

const LANGUAGES = ['en', 'id'] as const;
const SHOT_ROUTES = new Set([
  '/counterparties',
  '/bank-accounts/internal-accounts',
  '/statement-transactions',
  '/expected-transactions',
  '/balances',
  '/management',
  '/reconciliation',
  '/home',
]);

let system: System;
let bank: DemoBank;
let browser: Browser;
let expectedTransactionUuid = '';

beforeAll(async () => {
  // The demo as `npm start` makes it, with its API-connected accounts on the sandbox bank (their rows carry the most actions).
  bank = await startDemoBank(
    mkdtempSync(path.join(os.tmpdir(), 'kas-layout-')),
    pino({ level: 'silent' }),
  );
  system = await startTestSystem(
    { webDir: E2E_WEB_DIR },
    {},
    { snapBaseUrl: bank.snapBaseUrl, snapBankPublicKey: bank.bankPublicKey },
  );
  await seedDemo(system.account.db, system.accountUrl, system.treasuryUrl, {
    bank,
    now: TEST_TODAY,
    invoicing: { url: system.invoicingUrl, db: system.invoicing.db },
  });
  browser = await workerBrowser();
});

afterAll(async () => {
  await system?.stop();
  await bank?.stop();
});

/**
 * Runs `steps` on a page (`withPage`) in `language` at `viewport`, signed in
 * as the demo user through the sign-in form (a failed sign-in leaves a
 * screenshot), and gives it back afterwards, whatever happens. The page asks
 * for reduced motion: what is checked is where a page's parts end up, and
 * otherwise every resize waited (`settledAnimations`) for the route progress
 * bar of the screen just shown to slide to its end and fade, about 0.4 s a
 * route, with Chromium drawing every frame of it.
 */
function asDemoUser(
  language: (typeof LANGUAGES)[number],
  viewport: { width: number; height: number },
  steps: (page: Page) => Promise<void>,
): Promise<void> {
  const locale = language === 'en' ? 'en-US' : 'id-ID';
  return withPage(browser, { locale, viewport, reducedMotion: 'reduce' }, async (page, context) => {
    await context.addCookies([{ name: 'language', value: language, url: system.url }]);
    // The small-screen notice covers the phone layout until dismissed; the pages under it are what is checked.
    await context.addInitScript(() =>
      window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
    );
    await page.goto(system.url + '/');
    await submitSignIn(page, DEMO);
    await page
      .waitForURL((url) => url.pathname !== '/')
      .catch(async (error: unknown) => {
        await screenshot(page, `layout-sign-in-${viewport.width}-${language}`, false);
        throw error;
      });
    await steps(page);
  });
}

describe('every page fits its window', () => {
  // Each page is shown once per language and then looked at in each window (tests/e2e/windows.ts).
  // After the sign-in, pages are shown by the app's router without loading the document again
  // (showInApp): what is checked is the page, not how the browser got there.
  for (const language of LANGUAGES) {
    const widths = WINDOWS.map((viewport) => viewport.width).join(', ');
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, at ${widths} px no page scrolls sideways and no action is cut off`, async () => {
      await asDemoUser(language, WINDOWS[0]!, async (page) => {
        if (!expectedTransactionUuid) {
          await showInApp(page, '/expected-transactions');
          const edit = page.locator('a[href$="/edit"]').first();
          await edit.waitFor({ state: 'attached' });
          expectedTransactionUuid =
            /expected-transactions\/([^/]+)\/edit/.exec(
              (await edit.getAttribute('href')) ?? '',
            )?.[1] ?? '';
        }

        const problems: string[] = [];
        // Each route goes through the windows from the one the route before ended in, so that no resize is spent
        // going back to the first: widest first, then narrowest first, and so on.
        let windows: readonly Window[] = WINDOWS;
        for (const route of routePaths()) {
          const url = route.startsWith('/expected-transactions/')
            ? route.replace(':uuid', expectedTransactionUuid)
            : route.replace(':uuid', '00000000-0000-4000-8000-000000000000');
          await showInApp(page, url);
          await page.locator('h1').first().waitFor({ state: 'visible' });
          // The browser tab names the page after its heading ("Counterparties · Kas").
          const heading = (await page.locator('h1').first().innerText())
            .replace(/\s+/g, ' ')
            .trim();
          await expect.poll(() => page.title(), { message: url }).toBe(`${heading} · Kas`);
          if (route === '/statement-transactions/create') {
            expect(await page.locator('input[name="amount"]').getAttribute('placeholder')).toBe(
              language === 'en' ? '1,500,000.00' : '1.500.000,00',
            );
          }
          for (const viewport of windows) {
            await resizeTo(page, viewport);
            await page.locator('h1').first().waitFor({ state: 'visible' });
            const at = `${url} at ${viewport.width}px`;
            for (const problem of await settledOverflow(page, isDesktop(viewport)))
              problems.push(`${at}: ${problem}`);
            if (SHOT_ROUTES.has(route)) {
              const name = `layout-${route.slice(1).replaceAll('/', '-')}-${viewport.width}-${language}`;
              await screenshot(page, name);
            }
          }
          windows = windows.toReversed();
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }, 600_000);
  }
});

const catalogue = (language: 'en' | 'id') => (language === 'en' ? en : id);

// Every route of the spec is built today: the check waits, at no cost, for the next placeholder.
describe.runIf(APP_PLACEHOLDER_PAGES.length + PUBLIC_PLACEHOLDER_PAGES.length > 0)(
  'pages not built yet',
  () => {
    for (const language of LANGUAGES) {
      it(`in ${language === 'en' ? 'English' : 'Indonesian'}, each names its own screen and what it will do, and none announces another screen`, async () => {
        const messages = catalogue(language);
        await asDemoUser(language, { width: 1280, height: 800 }, async (page) => {
          const seen = new Map<string, string>();
          for (const placeholder of [...APP_PLACEHOLDER_PAGES, ...PUBLIC_PLACEHOLDER_PAGES]) {
            const url = placeholder.path.replace(':uuid', '00000000-0000-4000-8000-000000000000');
            await showInApp(page, url);
            const screen = page.getByTestId('not-yet-available');
            await screen.waitFor({ state: 'visible' });
            const title = messages[placeholder.title.id]!;
            const description = messages[placeholder.description.id]!;
            await expect.poll(() => page.locator('h1').first().innerText()).toBe(title);
            const text = await screen.innerText();
            expect(text).toContain(description);
            expect(text).not.toMatch(/Counterparties are ready|Rekanan sudah dapat digunakan/);
            // Two routes of one screen (/payment and /payments) may share a text; different screens may not.
            const other = seen.get(description);
            if (other && other !== title)
              throw new Error(`${url} describes itself like "${other}"`);
            seen.set(description, title);
            if (url === '/reconciliation' || url === '/invoices') {
              await screenshot(page, `placeholder-${url.slice(1)}-${language}`, false);
            }
          }
        });
      });
    }
  },
);
