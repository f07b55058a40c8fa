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
export async function openPage(
  browser: Browser,
  { locale = 'en-US', timezoneId, clipboardFor }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale,
    ...(timezoneId ? { timezoneId } : {}),
  });
  if (clipboardFor)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: clipboardFor });
  const page = await context.newPage();
  reportErrors(page);
  return { context, page };
}

function reportErrors(page: Page): void {
  page.on('pageerror', (error) => console.error('PAGEERROR', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('CONSOLE', message.text());
  });
}

/** What a test does on a page of its own (and, when it needs them, other pages of the same context). */
export type PageSteps = (page: Page, context: BrowserContext) => Promise<void>;

/**
 * A page a test has finished with, kept for the next test that asks for the
 * same options: the page is blank, signed out, its storage and permissions
 * cleared, but its renderer process and the context's HTTP cache are warm.
 * A first load of the app in a new context costs Chromium about three times
 * the CPU of a load in a warm one (every script compiled again in a new
 * process), and most tests open one. What cannot be undone (a fake clock, a
 * function exposed to the page, a page or context the test closed itself)
 * closes the context instead.
 */
type KeptPage = { context: BrowserContext; page: Page };
const keptPages = new WeakMap<Browser, Map<string, KeptPage[]>>();
const keyOf = ({ locale = 'en-US', timezoneId, clipboardFor }: PageOptions) =>
  JSON.stringify([locale, timezoneId ?? null, clipboardFor ?? null]);

/** What a test did to a page that a reset must undo, or that rules the page out for the next test. */
type Tracked = {
  disposables: { dispose(): Promise<void> }[];
  origins: Set<string>;
  spent: boolean;
};
const trackedPages = new WeakMap<Page, Tracked>();

/** Starts recording, on a page and its context, what `reset` must undo (once per page: the wrappers read the record of the test at hand). */
function track(context: BrowserContext, page: Page): Tracked {
  const tracked: Tracked = { disposables: [], origins: new Set(), spent: false };
  if (!trackedPages.has(page)) {
    for (const target of [context, page] as const) {
      const addInitScript = target.addInitScript.bind(target) as (
        ...args: unknown[]
      ) => Promise<{ dispose(): Promise<void> }>;
      target.addInitScript = (async (...args: unknown[]) => {
        const disposable = await addInitScript(...args);
        trackedPages.get(page)!.disposables.push(disposable);
        return disposable;
      }) as typeof target.addInitScript;
    }
    const spend = <T extends object>(target: T, method: keyof T) => {
      const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
      (target as Record<keyof T, unknown>)[method] = (...args: unknown[]) => {
        trackedPages.get(page)!.spent = true;
        return original(...args);
      };
    };
    for (const target of [context, page] as const) {
      spend(target, 'exposeFunction');
      spend(target, 'exposeBinding');
    }
    for (const method of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const)
      spend(page.clock, method);
  }
  trackedPages.set(page, tracked);
  watchOrigins(page);
  return tracked;
}

/** Records each origin the page visits, whose storage `reset` clears. */
function watchOrigins(page: Page): void {
  page.on('framenavigated', (frame) => {
    const origin = new URL(frame.url()).origin;
    if (origin.startsWith('http')) trackedPages.get(page)?.origins.add(origin);
  });
}

/** Puts a page back as a new one would be, but for its warm process; false when it cannot be. */
async function reset({ context, page }: KeptPage): Promise<boolean> {
  const tracked = trackedPages.get(page)!;
  if (tracked.spent || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  page.removeAllListeners();
  reportErrors(page);
  await Promise.all(tracked.disposables.map((disposable) => disposable.dispose()));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // Leaving the app closes its connections and ends what it runs; the process stays.
  await page.goto('about:blank');
  const session = await context.newCDPSession(page);
  try {
    for (const origin of tracked.origins) {
      for (const isLocalStorage of [true, false])
        await session.send('DOMStorage.clear', {
          storageId: { securityOrigin: origin, isLocalStorage },
        });
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
  } finally {
    await session.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
  await page.setViewportSize(DESKTOP);
  return true;
}

/** A page lent to a test (`borrowPage`): `release` gives it back when the test is done with it. */
export type BorrowedPage = { context: BrowserContext; page: Page; release: () => Promise<void> };

/**
 * A page (openPage's options) in a context of its own: one another test
 * released and that was reset (see KeptPage), or a new one. `release` resets
 * it for the next test, or closes its context when it cannot be reset.
 */
export async function borrowPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<BorrowedPage> {
  const key = keyOf(options);
  const kept = keptPages.get(browser)?.get(key)?.pop() ?? (await openPage(browser, options));
  if (options.clipboardFor)
    await kept.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: options.clipboardFor,
    });
  track(kept.context, kept.page);
  const release = async () => {
    if (await reset(kept).catch(() => false)) {
      const byKey = keptPages.get(browser) ?? new Map<string, KeptPage[]>();
      keptPages.set(browser, byKey.set(key, [...(byKey.get(key) ?? []), kept]));
    } else {
      await kept.context.close();
    }
  };
  return { ...kept, release };
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
