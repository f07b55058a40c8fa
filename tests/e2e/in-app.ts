import type { Page, Request } from 'playwright-core';

/** A path no route of the app has: the app shows its "not found" screen there (`status-404`). */
const NOWHERE = '/e2e-elsewhere';
const NOT_FOUND = '[data-testid="status-404"]';
/** That screen once marked as the one passed through (a target may show a "not found" screen of its own). */
const PASSED = `${NOT_FOUND}[data-e2e-passed]`;

/**
 * Moves the app shown in `page` to `path` as the app's router follows Back and
 * Forward: a history entry (in react-router's shape: its key and index) and a
 * popstate event. No document is loaded; route data the app already holds is
 * shown as after a link in the app.
 */
async function follow(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** The requests `page` makes from now on: how many have started, and which are under way. */
function watchRequests(page: Page) {
  const pending = new Set<Request>();
  let started = 0;
  let ended: () => void = () => {};
  const start = (request: Request) => {
    pending.add(request);
    started += 1;
  };
  const end = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) ended();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves once no request is under way. */
    none: () =>
      pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (ended = resolve)),
    started: () => started,
    stop: () => {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}

/**
 * How long a settling page may go without an idle period before it counts as
 * settled anyway: Playwright's `networkidle` half second. Chromium sometimes
 * gives a page that has nothing to draw no idle period at all.
 */
const IDLE_AT_THE_LATEST_MS = 500;

/**
 * Waits until no request is under way and the page's main thread has been
 * idle (requestIdleCallback) since the last one ended, with none started
 * meanwhile: the screen has rendered what came back and asked for nothing
 * more. Like Playwright's `networkidle`, but as soon as the page is idle
 * rather than after a fixed half second of quiet.
 */
async function settled(page: Page, requests: ReturnType<typeof watchRequests>): Promise<void> {
  for (;;) {
    await requests.none();
    const seen = requests.started();
    await page.evaluate(
      (timeout) =>
        new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
      IDLE_AT_THE_LATEST_MS,
    );
    if (requests.started() === seen) return;
  }
}

/**
 * Shows `path` (with its query) in the app already running in `page`, signed
 * in, without loading the page again: under half a page load's CPU for
 * Chromium (0.2 s against 0.5 s), which starts the app once per document. For tests
 * whose subject is what a screen shows once there (its layout, its heading),
 * not how it was reached; a screen's data may be what the app already held.
 *
 * The app passes through its "not found" screen first, so that arrival is
 * seen: the target's screen replaces that one (`/404`, which shows the same
 * screen, is known by its address), wherever the app then sends the browser
 * on, as after a page load. Then, like `networkidle`, it waits for the
 * screen's requests to end (`settled`).
 */
export async function showInApp(page: Page, path: string): Promise<void> {
  const target = new URL(path, page.url());
  await follow(page, NOWHERE);
  await page.locator(NOT_FOUND).evaluate((screen) => screen.setAttribute('data-e2e-passed', ''));
  const requests = watchRequests(page);
  try {
    await follow(page, target.pathname + target.search);
    if (target.pathname === '/404') await page.waitForURL((at) => at.pathname === '/404');
    else await page.locator(PASSED).waitFor({ state: 'detached' });
    await settled(page, requests);
  } finally {
    requests.stop();
  }
}
