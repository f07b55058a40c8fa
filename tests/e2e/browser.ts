import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseSetCookie } from 'cookie';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { System } from '../../system.js';
import { createOrganization, type Credentials } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';

export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/** The web app the e2e tests serve: `npm run test:e2e` builds it here first (E2E_WEB_DIR points elsewhere). */
export const E2E_WEB_DIR =
  process.env.E2E_WEB_DIR ?? path.resolve(import.meta.dirname, '../../dist/e2e-web');

/** Debian's Chromium, headless, driven by playwright-core (no browser download). */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spend more CPU
      // on it than they save. Measured on a warm page load: 1.3 s of machine CPU, 1.1 s without them.
      '--js-flags=--no-opt --no-maglev',
    ],
  });
}

/** Fills the sign-in page the browser shows (or is on its way to) with an email and password, and submits it. */
export async function submitSignIn(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.locator('input[name="email"]').fill(credentials.email);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.locator('button[type="submit"]').click();
}

/** Waits for Home (`/home`), where every sign-in without a deep link to return to lands. */
export async function waitForHome(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/home');
}

/**
 * Opens `url`, an app location, signed out; the app sends the browser to sign
 * in, and signing in returns to exactly that location. Waits until it is back
 * there. For the tests whose subject is the sign-in page; the others start
 * signed in (`signInAt`).
 */
export async function signInThroughFormAt(
  page: Page,
  url: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const target = new URL(url);
  await page.goto(target.href);
  await page.waitForURL((at) => at.pathname === '/');
  await submitSignIn(page, credentials);
  await page.waitForURL((at) => at.pathname === target.pathname && at.search === target.search);
}

const SIGN_IN =
  'mutation SignIn($input: SignInInput!) { signIn(input: $input) { viewer { user { id } } userErrors { code } } }';

/**
 * Signs `credentials` in over GraphQL, as the sign-in page does, and gives the
 * page's browser context the session cookies the BFF answered, with their
 * attributes: the context is then signed in without the sign-in page. False
 * when the sign-in asks for more (a second factor), which the page must do.
 */
async function addSessionCookies(
  page: Page,
  origin: string,
  credentials: { email: string; password: string },
): Promise<boolean> {
  const client = new GraphQLClient(origin);
  const result = await client.request<{ signIn: { viewer: unknown } | null }>(SIGN_IN, {
    input: { email: credentials.email, password: credentials.password },
  });
  if (!result.data?.signIn?.viewer) return false;
  const SAME_SITE = { strict: 'Strict', none: 'None' } as const;
  const cookies = client.lastSetCookies
    .map((line) => parseSetCookie(line))
    .filter((cookie) => cookie.value && cookie.maxAge !== 0)
    .map((cookie) => ({
      name: cookie.name,
      value: cookie.value!,
      domain: new URL(origin).hostname,
      path: cookie.path ?? '/',
      httpOnly: cookie.httpOnly ?? false,
      secure: cookie.secure ?? false,
      sameSite:
        typeof cookie.sameSite === 'string' && cookie.sameSite in SAME_SITE
          ? SAME_SITE[cookie.sameSite as keyof typeof SAME_SITE]
          : ('Lax' as const),
    }));
  await page.context().addCookies(cookies);
  return true;
}

/**
 * Opens `url`, an app location, as `credentials`, signed in the way the
 * sign-in page would have left the browser (its session cookies), and waits
 * until the app shows that location. A member whose sign-in asks for a second
 * factor goes through the sign-in page instead.
 */
export async function signInAt(
  page: Page,
  url: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const target = new URL(url);
  if (!(await addSessionCookies(page, target.origin, credentials)))
    return signInThroughFormAt(page, url, credentials);
  await page.goto(target.href);
  await page.waitForURL((at) => at.pathname === target.pathname && at.search === target.search);
}

/** How a test's page is opened: its language (a locale) and time zone, and clipboard access for an origin. */
export type PageOptions = { locale?: string; timezoneId?: string; clipboardFor?: string };

const DESKTOP = { width: 1440, height: 900 };

/** A new browser context and page at desktop width (1440×900): in English unless a locale is given, in a time zone if one is, with clipboard access for an origin if asked. */
async function openPage(
  browser: Browser,
  { locale = 'en-US', timezoneId, clipboardFor }: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale,
    ...(timezoneId ? { timezoneId } : {}),
  });
  if (clipboardFor)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: clipboardFor });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('PAGEERROR', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('CONSOLE', message.text());
  });
  return { context, page };
}

/** What a test does on a page of its own (and, when it needs them, other pages of the same context). */
export type PageSteps = (page: Page, context: BrowserContext) => Promise<void>;

/** A page lent to a test (`borrowPage`): `release` ends it when the test is done with it. */
export type BorrowedPage = { context: BrowserContext; page: Page; release: () => Promise<void> };

/**
 * A page (openPage's options) in a browser context of its own, for a test
 * that holds more than one at a time; `release` closes the context. The one
 * place a test's page is made and ended, so that a way to hand a test a page
 * an earlier test used (warm, reset) can be tried here alone.
 */
export async function borrowPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<BorrowedPage> {
  const { context, page } = await openPage(browser, options);
  return { context, page, release: () => context.close() };
}

/** Runs `steps` on a borrowed page (`borrowPage`) and gives it back afterwards, whatever happens. */
export async function withPage(
  browser: Browser,
  options: PageOptions,
  steps: PageSteps,
): Promise<void> {
  const { page, context, release } = await borrowPage(browser, options);
  try {
    await steps(page, context);
  } finally {
    await release();
  }
}

/**
 * `withPage` in `language` as a person who chose it (the language cookie for
 * the app at `url`), in Jakarta's time, with the small-screen notice
 * dismissed: how the window checks open a screen to resize it.
 */
export function withPageIn(
  browser: Browser,
  url: string,
  language: 'en' | 'id',
  steps: PageSteps,
): Promise<void> {
  return withPage(
    browser,
    { locale: language === 'en' ? 'en-US' : 'id-ID', timezoneId: 'Asia/Jakarta' },
    async (page, context) => {
      await context.addCookies([{ name: 'language', value: language, url }]);
      await context.addInitScript(() =>
        window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
      );
      await steps(page, context);
    },
  );
}

/** What a browser test file runs against; its fields are set before the file's tests (read them in hooks and tests). */
export class BrowserSuite {
  system!: System;
  browser!: Browser;
  /** The owner of the organisation the suite made. */
  owner!: Credentials;
  organizationId!: string;
}

/**
 * The test worker's Chromium, launched by the first file that asks and shared
 * by every file after it (the e2e files run one after another in one worker,
 * `isolate: false`), as its system is (`workerSystem`). It ends with the
 * worker: Playwright closes Chromium when its process is stopped.
 */
let sharedBrowser: Promise<Browser> | undefined;
const workerBrowser = () => (sharedBrowser ??= launchChromium());

/**
 * Before the file's tests: the worker's system and Chromium (or, with
 * `start`, a system of the file's own, for a clock, a bank or a sign-in
 * provider of its own, stopped after the file), and an organisation named
 * `organization` with its owner. A file's own `beforeAll` registered after
 * this call runs after it, and its `afterAll` before it.
 */
export function browserSuite(organization: string, start?: () => Promise<System>): BrowserSuite {
  const suite = new BrowserSuite();
  beforeAll(async () => {
    [suite.system, suite.browser] = await Promise.all([
      start ? start() : workerSystem({ webDir: E2E_WEB_DIR }),
      workerBrowser(),
    ]);
    ({ owner: suite.owner, organizationId: suite.organizationId } = await createOrganization(
      suite.system,
      organization,
    ));
  });
  // The worker's system does not stop (see workerSystem); a file's own does.
  afterAll(() => suite.system?.stop());
  return suite;
}

/** Opens the app at `baseUrl` as `credentials`, signed in (`signInAt`), and waits until it has left the sign-in page for where a sign-in lands. */
export async function signInFrom(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<void> {
  if (!(await addSessionCookies(page, new URL(baseUrl).origin, credentials))) {
    await page.goto(baseUrl + '/');
    await submitSignIn(page, credentials);
    await page.waitForURL((url) => url.pathname !== '/');
    return;
  }
  // The sign-in page sends a signed-in browser on, to Home (or where the member must go first).
  await page.goto(baseUrl + '/');
  await page.waitForURL((url) => url.pathname !== '/');
}

/**
 * Whether the screenshots are taken: for people to look at, so not on CI,
 * where nobody does (a full-page capture costs Chromium about a tenth of a
 * journey's CPU). `E2E_SCREENSHOTS=on` or `off` decides either way.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== 'off'
  : !process.env.CI;

/**
 * A screenshot into tests/e2e/screenshots once dialogs have finished fading in
 * and toasts sliding; a full page from the top (a full-page capture scrolled
 * down draws the sticky header and menu mid-page). None on CI (TAKE_SCREENSHOTS).
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}
