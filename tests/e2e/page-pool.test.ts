import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { borrowPage, browserSuite, signInAt } from './browser.js';

const suite = browserSuite('PT Halaman Pinjaman');

/** What a document of the app's origin that runs none of the app sees of the origin's storage. */
async function storageAt(page: Page) {
  await page.goto(suite.system.url + '/favicon.svg');
  return page.evaluate(async () => ({
    local: window.localStorage.length,
    session: window.sessionStorage.length,
    databases: (await window.indexedDB.databases()).map((database) => database.name),
  }));
}

describe('a page lent to a test, given back and lent again', () => {
  it('is the same page, warm, with nothing left of the test before: no session, storage, init script, route or listener', async () => {
    // Another idle page in the same locale, as earlier files of the worker leave: the page given back last is lent first.
    const other = await borrowPage(suite.browser, { locale: 'id-ID' });
    const first = await borrowPage(suite.browser, { locale: 'id-ID' });
    await other.release();
    await signInAt(first.page, suite.system.url + '/home', suite.owner);
    await first.context.addInitScript(() => ((window as { planted?: string }).planted = 'yes'));
    await first.page.route('**/graphql', (route) => route.abort());
    let heard = 0;
    first.page.on('request', () => (heard += 1));
    await first.page.evaluate(async () => {
      window.localStorage.setItem('planted', 'local');
      window.sessionStorage.setItem('planted', 'session');
      await new Promise((resolve, reject) => {
        const open = window.indexedDB.open('planted');
        open.onsuccess = () => (open.result.close(), resolve(undefined));
        open.onerror = () => reject(open.error);
      });
    });
    expect(await first.context.cookies()).not.toEqual([]);
    await first.release();

    const second = await borrowPage(suite.browser, { locale: 'id-ID' });
    expect(second.page).toBe(first.page);
    expect(second.page.url()).toBe('about:blank');
    expect(await second.context.cookies()).toEqual([]);
    heard = 0;
    expect(await storageAt(second.page)).toEqual({ local: 0, session: 0, databases: [] });
    expect(heard).toBe(0);
    // Signed out, so the app sends the browser to sign in; the GraphQL route the test before added is gone.
    await second.page.goto(suite.system.url + '/home');
    await second.page.waitForURL((url) => url.pathname === '/');
    await second.page.locator('input[name="email"]').waitFor();
    expect(await second.page.evaluate(() => (window as { planted?: string }).planted)).toBe(
      undefined,
    );
    // A lent-again page is closed like a new one when it cannot be reset (Playwright's own listeners were kept).
    await second.page.clock.install();
    await second.release();
    expect(second.page.isClosed()).toBe(true);
  });

  it('is not lent again after a fake clock, another origin or a closed page; nor in another locale', async () => {
    const clocked = await borrowPage(suite.browser);
    await clocked.page.clock.install();
    await clocked.release();
    expect(clocked.page.isClosed()).toBe(true);

    const travelled = await borrowPage(suite.browser);
    await travelled.page.goto(suite.system.url + '/favicon.svg');
    await travelled.page.goto(suite.system.accountUrl + '/healthz').catch(() => undefined);
    await travelled.release();
    expect(travelled.page.isClosed()).toBe(true);

    const closed = await borrowPage(suite.browser);
    await closed.page.close();
    await closed.release();
    expect(closed.context.pages()).toEqual([]);

    const english = await borrowPage(suite.browser, { locale: 'en-US' });
    await english.release();
    const indonesian = await borrowPage(suite.browser, { locale: 'id-ID' });
    expect(indonesian.page).not.toBe(english.page);
    await indonesian.release();
  });

  it('is lent again in another window, time zone, motion and clipboard, each put on it for the test and taken off after', async () => {
    const machine = Intl.DateTimeFormat().resolvedOptions().timeZone;
    /** What the page says of the options put on it, from a document of the app's origin. */
    const dressedAs = async (page: Page) => {
      await page.goto(suite.system.url + '/favicon.svg');
      return page.evaluate(async () => ({
        width: window.innerWidth,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        reduced: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
          .state,
      }));
    };

    const plain = await borrowPage(suite.browser);
    expect(await dressedAs(plain.page)).toMatchObject({ width: 1440, timeZone: machine });
    await plain.release();

    const phone = await borrowPage(suite.browser, {
      viewport: { width: 390, height: 844 },
      timezoneId: machine === 'Asia/Jayapura' ? 'Asia/Jakarta' : 'Asia/Jayapura',
      reducedMotion: 'no-preference',
      clipboardFor: suite.system.url,
    });
    expect(phone.page).toBe(plain.page);
    expect(await dressedAs(phone.page)).toEqual({
      width: 390,
      timeZone: machine === 'Asia/Jayapura' ? 'Asia/Jakarta' : 'Asia/Jayapura',
      reduced: false,
      clipboard: 'granted',
    });
    await phone.release();

    const again = await borrowPage(suite.browser);
    expect(again.page).toBe(plain.page);
    expect(await dressedAs(again.page)).toEqual({
      width: 1440,
      timeZone: machine,
      reduced: true,
      clipboard: 'prompt',
    });
    await again.release();
  });
});
