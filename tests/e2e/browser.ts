import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseSetCookie } from 'cookie';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Disposable,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { System } from '../../system.js';
import {
  createOrganization,
  restCaller,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { settledAnimations } from './windows.js';

export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/** The web app the e2e tests serve: `npm run test:e2e` builds it here first (E2E_WEB_DIR points elsewhere). */
export const E2E_WEB_DIR =
  process.env.E2E_WEB_DIR ?? path.resolve(import.meta.dirname, '../../dist/e2e-web');

/**
 * Debian's Chromium: its headless shell (`chromium-headless-shell`, the build
 * Playwright itself runs headless) when installed, else the full browser run
 * headless; CHROMIUM_PATH to choose another. Measured on six browser test
 * files: 214 s and 406 s of machine CPU with the full browser, 152 s and
 * 278 s with the shell.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Debian's Chromium (`CHROMIUM`), headless, driven by playwright-core (no browser download). */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
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

/**
 * How a test's page is opened: its language (a locale), time zone and window,
 * clipboard access for an origin, and how much motion it asks for. A page asks
 * for reduced motion unless a test says otherwise (as a person can in their
 * system's settings): the app's animations and transitions then take an
 * instant (web/theme/system.ts), so Chromium draws no frames of a dialog's
 * entrance, a spinner's turn or a skeleton's pulse, and a test waits for none.
 * Measured on three browser files (bills, sales orders, members) on a loaded
 * machine: Chromium used 60.8 s and 61.6 s of CPU against 70.8 s and 71.0 s.
 * `motion.test.ts` runs the app with motion welcome.
 */
export type PageOptions = {
  locale?: string;
  timezoneId?: string;
  viewport?: { width: number; height: number };
  clipboardFor?: string;
  reducedMotion?: 'reduce' | 'no-preference';
};

const DESKTOP = { width: 1440, height: 900 };

/** What a test does on a page of its own (and, when it needs them, other pages of the same context). */
export type PageSteps = (page: Page, context: BrowserContext) => Promise<void>;

/** A page lent to a test (`borrowPage`): `release` gives it back when the test is done with it. */
export type BorrowedPage = { context: BrowserContext; page: Page; release: () => Promise<void> };

/** A page the pool made, and what the test it is lent to did that a reset must undo or cannot. */
type PooledPage = {
  browser: Browser;
  /** Its locale (`keyOf`): a page is lent again only in the same one. */
  key: string;
  /** The options of the test it is lent to (`dress`). */
  options: PageOptions;
  context: BrowserContext;
  page: Page;
  /** The page's own DevTools session: it holds the time zone the page is lent in (`dress`). */
  emulation: CDPSession;
  /** The page's `emulateMedia` before a test could call it (a test that does spoils the page). */
  emulateMedia: Page['emulateMedia'];
  /** The http(s) origins its top frame showed while lent. */
  origins: Set<string>;
  /** Init scripts the test added, removed on reset. */
  initScripts: Disposable[];
  /** Why it cannot be reset (a fake clock, a function exposed to the page, …), if so. */
  spoiled?: string;
  /** The page's and the context's listeners before it was first lent: Playwright's own and `listen`'s. */
  ownListeners: Map<Emitter, Listeners>;
};

/** Playwright's event emitters (pages, contexts), as far as a reset needs them. */
type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: unknown): unknown;
};
type Listeners = Map<string | symbol, Set<unknown>>;

const listenersOf = (emitter: Emitter): Listeners =>
  new Map(emitter.eventNames().map((event) => [event, new Set(emitter.rawListeners(event))]));

/**
 * Removes the listeners added to `emitter` since `before` was taken. Not
 * `removeAllListeners`: Playwright listens to its own pages and contexts (a
 * context's `close()` waits for its own close listener).
 */
function removeListenersSince(emitter: Emitter, before: Listeners): void {
  for (const event of emitter.eventNames())
    for (const listener of emitter.rawListeners(event))
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener);
}

/**
 * Pages given back clean, to be lent again (`borrowPage`). The first load of
 * the app in a new browser context costs Chromium 4–5 s of CPU (a renderer
 * process started, every script compiled); a load in a page that already ran
 * the app costs 1.1–1.4 s. An idle page is at `about:blank` with no cookies,
 * storage, permissions, routes, listeners or init scripts of the test before.
 */
const idlePages: PooledPage[] = [];
/** `E2E_PAGE_POOL=off` closes every page when it is given back, to compare. */
const LEND_AGAIN = process.env.E2E_PAGE_POOL !== 'off';
/**
 * How many idle pages a worker keeps, the one given back longest ago closed
 * first. A full run asked for about ten sets of options per worker (language,
 * time zone, window, clipboard, motion): with four kept, 17 pages were closed
 * and their options later opened cold again, against 38 pages opened in all.
 */
const MAX_IDLE_PAGES = 8;

/**
 * What a page is lent again only for: its locale, which the browser context
 * fixes (the language the app reads from `navigator.languages`, and the
 * `Accept-Language` it sends). A page's window, time zone, motion and
 * clipboard are put on it for each test (`dress`): in a full run, asking
 * for all of them too opened 31 pages cold, one in six of those lent.
 */
const keyOf = ({ locale = 'en-US' }: PageOptions) => locale;

/** Puts the options of the test it is lent to on a page: its window, time zone, motion and clipboard. */
async function dress(pooled: PooledPage, options: PageOptions): Promise<void> {
  const { page, context } = pooled;
  pooled.options = options;
  const viewport = options.viewport ?? DESKTOP;
  const size = page.viewportSize();
  if (size?.width !== viewport.width || size.height !== viewport.height)
    await page.setViewportSize(viewport);
  // An empty time zone is the machine's, as in a context made without one.
  await pooled.emulation.send('Emulation.setTimezoneOverride', {
    timezoneId: options.timezoneId ?? '',
  });
  await pooled.emulateMedia({ reducedMotion: options.reducedMotion ?? 'reduce' });
  if (options.clipboardFor) await grantClipboard(context, options.clipboardFor);
}

/** The listeners every lent page has: the page's errors on the test's output, and the origins it shows. */
function listen(pooled: PooledPage): void {
  const { page } = pooled;
  page.on('pageerror', (error) => console.error('PAGEERROR', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('CONSOLE', message.text());
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') pooled.origins.add(url.origin);
  });
}

/** Replaces each of `target`'s methods `names` with one that calls it and then `after(name, what it resolved to)`. */
function wrap<T extends object>(
  target: T,
  names: readonly string[],
  after: (name: string, result: unknown) => void,
): void {
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) return result.then((value) => (after(name, value), value));
      after(name, result);
      return result;
    };
  }
}

/**
 * What a test can do to a page that a reset does not undo spoils it (the page
 * is closed instead of lent again); init scripts are kept to be removed.
 */
function watch(pooled: PooledPage): void {
  const { context, page } = pooled;
  const spoil = (name: string) => (pooled.spoiled ??= name);
  const keep = (_name: string, script: unknown) => pooled.initScripts.push(script as Disposable);
  wrap(context, ['addInitScript'], keep);
  wrap(page, ['addInitScript'], keep);
  const lasting = ['exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'];
  wrap(context, [...lasting, 'setGeolocation', 'setOffline', 'setHTTPCredentials'], spoil);
  wrap(
    page,
    [...lasting, 'emulateMedia', 'setDefaultTimeout', 'setDefaultNavigationTimeout'],
    spoil,
  );
  wrap(
    context.clock,
    ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
    spoil,
  );
}

/** Lets the pages of `context` read and write the clipboard at `origin`. */
const grantClipboard = (context: BrowserContext, origin: string) =>
  context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

/** A new browser context and page in the options' locale (English unless one is given), to be dressed for its test (`dress`). */
async function openPage(browser: Browser, options: PageOptions): Promise<PooledPage> {
  const { locale = 'en-US' } = options;
  const context = await browser.newContext({ viewport: DESKTOP, locale });
  const page = await context.newPage();
  const pooled: PooledPage = {
    browser,
    key: keyOf(options),
    options,
    context,
    page,
    emulation: await context.newCDPSession(page),
    emulateMedia: page.emulateMedia.bind(page),
    origins: new Set(),
    initScripts: [],
    ownListeners: new Map(),
  };
  listen(pooled);
  for (const emitter of [page, context] as unknown as Emitter[])
    pooled.ownListeners.set(emitter, listenersOf(emitter));
  watch(pooled);
  return pooled;
}

/** A static file of the web app: a document of the app's origin that runs none of its scripts. */
const QUIET_DOCUMENT = '/favicon.svg';

/**
 * Puts a page back as a new one would be, or says it cannot (false): a page
 * that showed more than one origin, or whose test spoiled it (`watch`), is not
 * reset. The page first leaves the app for a static file of its origin, so
 * that nothing of the app runs any more; the origin's storage is then cleared
 * from there (sessionStorage belongs to the page and its origin, so it can only
 * be cleared from a document of that origin) and by the DevTools protocol
 * (IndexedDB, caches, service workers), before the page goes to `about:blank`.
 */
async function reset(pooled: PooledPage): Promise<boolean> {
  const { context, page } = pooled;
  if (pooled.spoiled || page.isClosed() || pooled.origins.size > 1) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const [emitter, listeners] of pooled.ownListeners) removeListenersSince(emitter, listeners);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const script of pooled.initScripts.splice(0)) await script.dispose();
  const [origin] = pooled.origins;
  if (origin) {
    await page.goto(origin + QUIET_DOCUMENT);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await pooled.emulation.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  }
  await context.clearCookies();
  await context.clearPermissions();
  await page.goto('about:blank');
  pooled.origins.clear();
  return true;
}

/**
 * A page (openPage's options) in a browser context of its own, for a test
 * that holds more than one at a time; `release` gives it back. The page is one
 * an earlier test gave back, reset (`reset`), when one in the same locale is
 * idle, so that Chromium does not start and compile the app again for it; it
 * is dressed in the test's window, time zone, motion and clipboard (`dress`).
 * A page the test opens itself in the context (`context.newPage()`) has the
 * machine's time zone.
 */
export async function borrowPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<BorrowedPage> {
  const key = keyOf(options);
  for (const gone of idlePages.filter((idle) => !idle.browser.isConnected()))
    idlePages.splice(idlePages.indexOf(gone), 1);
  // The one given back last: the warmest, and the one a test that gives a page back and asks again gets.
  const at = idlePages.findLastIndex((idle) => idle.browser === browser && idle.key === key);
  const pooled = at >= 0 ? idlePages.splice(at, 1)[0]! : await openPage(browser, options);
  await dress(pooled, options);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    const clean = LEND_AGAIN && (await reset(pooled).catch(() => false));
    if (!clean || !browser.isConnected()) return pooled.context.close().catch(() => undefined);
    idlePages.push(pooled);
    if (idlePages.length > MAX_IDLE_PAGES) await idlePages.shift()!.context.close();
  };
  return { context: pooled.context, page: pooled.page, release };
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

  /** A member's call to the treasury's REST API (`restCaller`): the answer as `T`, or the service's error. */
  treasury = restCaller(() => this.system.treasuryUrl);

  /** Signs `credentials` in at the suite's system and waits until the sign-in has sent the browser on (`signInFrom`). */
  signIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
    return signInFrom(page, this.system.url, credentials);
  }

  /**
   * An organisation of its own on the suite's system, `name`, its owner signed in over REST (`tokens`):
   * a stranger to the suite's organisation, or one a test sets up as it needs.
   */
  async anotherOrganization(name: string) {
    const made = await createOrganization(this.system, name);
    return { ...made, tokens: await signInRest(this.system, made.owner) };
  }
}

/**
 * The test worker's Chromium, launched by the first file that asks and shared
 * by every file after it (the e2e files run one after another in one worker,
 * `isolate: false`), as its system is (`workerSystem`). It ends with the
 * worker: Playwright closes Chromium when its process is stopped.
 */
let sharedBrowser: Promise<Browser> | undefined;
export const workerBrowser = () => (sharedBrowser ??= launchChromium());

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
  if (!(await addSessionCookies(page, new URL(baseUrl).origin, credentials)))
    return signInOnThePage(page, baseUrl, credentials);
  // The sign-in page sends a signed-in browser on, to Home (or where the member must go first).
  await page.goto(baseUrl + '/');
  await page.waitForURL((url) => url.pathname !== '/');
}

/**
 * Signs in through the sign-in page at `baseUrl` and waits until it has sent the browser on; a
 * member whose authenticator app asks for a code at sign-in gives the code of `app`.
 */
export async function signInOnThePage(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
  app?: { code: () => string },
): Promise<void> {
  await page.goto(baseUrl + '/');
  await submitSignIn(page, credentials);
  if (app) {
    await page.getByTestId('two-factor-step').waitFor();
    await page.locator('input[name="code"]').fill(app.code());
    await page.locator('button[type="submit"]').click();
  }
  await page.waitForURL((url) => url.pathname !== '/');
}

/**
 * Opens `url` signed in as `credentials` with one page load, as a bookmark
 * opens it in a signed-in browser: the session cookies the sign-in answered
 * (`addSessionCookies`), then the address, wherever the app then sends the
 * browser. Where the landing after sign-in is not the subject, this saves
 * `signInFrom`'s load of it. A member whose sign-in asks for a second factor
 * goes through the sign-in page first.
 */
export async function openSignedIn(
  page: Page,
  url: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const { origin, href } = new URL(url);
  if (!(await addSessionCookies(page, origin, credentials)))
    await signInOnThePage(page, origin, credentials);
  await page.goto(href);
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
  await settledAnimations(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}
