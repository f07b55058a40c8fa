import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BffConfig } from '../../bff/config.js';
import type { Bff } from '../../bff/server.js';
import { createSecondBff } from '../support/system.js';
import {
  browserSuite,
  E2E_WEB_DIR,
  screenshot,
  signInAt,
  withPage,
  withPageIn,
} from './browser.js';
import { resizeTo, WINDOWS } from './windows.js';

// Feature flags in the browser: the web's GrowthBook reads the BFF's flags from a file of the test's own, so the
// flags are served by BFFs of the file's own over the worker's services (each serving the e2e web build). With the
// webhooks flag off, Management has no Webhooks tab; turning it on for the organisation in the file shows the tab
// live, through the flags stream, without a reload. With the flag host failing (an error answer, or nobody
// listening) the app renders all the same, with no flags: the Webhooks tab stays away.
const suite = browserSuite('PT Bendera Web');
const CLIENT_KEY = 'sdk-flags-e2e';
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kas-flags-')), 'flags.json');
const bffs: Bff[] = [];
let url: string;
/** A stand-in for a GrowthBook server that is down: every request answers 500. */
let failing: http.Server;

/** Replaces the flags file as a deployment would (write beside it, rename over it). */
function writeFlags(features: Record<string, unknown>): void {
  writeFileSync(`${file}.next`, JSON.stringify({ features }));
  renameSync(`${file}.next`, file);
}

/** A BFF of the file's own serving the web, with its feature flags from `featureFlags`. */
async function webBff(featureFlags: BffConfig['featureFlags']): Promise<string> {
  const bff = await createSecondBff(suite.system, { webDir: E2E_WEB_DIR, featureFlags });
  bffs.push(bff);
  return bff.listen();
}

beforeAll(async () => {
  writeFlags({ webhooks: { defaultValue: false } });
  url = await webBff({ file, clientKey: CLIENT_KEY });
  // It allows any origin, as GrowthBook does: the browser then hands the SDK the 500 itself, not a CORS failure.
  failing = http.createServer((_request, response) =>
    response.writeHead(500, { 'access-control-allow-origin': '*' }).end(),
  );
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await Promise.all(bffs.map((bff) => bff.close()));
  failing?.close();
});

const tabsOf = (page: Page) => page.getByTestId('management-tabs').locator('a').allInnerTexts();

describe('feature flags in the browser', () => {
  it('hides Webhooks while their flag is off, and shows them live when the file turns the flag on for the organisation', () =>
    withPage(suite.browser, { locale: 'en-US' }, async (page) => {
      await signInAt(page, `${url}/management`, suite.owner);
      await expect.poll(() => tabsOf(page)).toEqual(['Users', 'Roles', 'API keys']);
      await screenshot(page, 'flags-webhooks-off-1440-en');
      // A mark on the page's window: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { flagsTestMark: true }));

      writeFlags({
        webhooks: {
          defaultValue: false,
          rules: [{ condition: { org_id: suite.organizationId }, force: true }],
        },
      });
      await expect
        .poll(() => tabsOf(page), { timeout: 10_000 })
        .toEqual(['Users', 'Roles', 'API keys', 'Webhooks']);
      expect(await page.evaluate(() => 'flagsTestMark' in window)).toBe(true);
      await page.getByTestId('management-tab-webhooks').click();
      await expect.poll(() => page.getByTestId('webhooks-empty').count()).toBe(1);
      await screenshot(page, 'flags-webhooks-on-1440-en');

      // Off again: the open Webhooks tab gives way to Users.
      writeFlags({ webhooks: { defaultValue: false } });
      await expect
        .poll(() => tabsOf(page), { timeout: 10_000 })
        .toEqual(['Users', 'Roles', 'API keys']);
      await page.waitForURL((at) => at.pathname === '/management' && at.search === '');
    }));

  for (const language of ['en', 'id'] as const)
    it(`the Management tabs without Webhooks, in every window, in ${language}`, () =>
      withPageIn(suite.browser, url, language, async (page) => {
        await signInAt(page, `${url}/management`, suite.owner);
        await expect.poll(async () => (await tabsOf(page)).length).toBe(3);
        for (const window of [WINDOWS[0], WINDOWS[2]]) {
          await resizeTo(page, window);
          await screenshot(page, `flags-management-${window.width}-${language}`);
        }
      }));

  for (const [name, apiHost] of [
    ['answers 500', () => `http://127.0.0.1:${(failing.address() as AddressInfo).port}`],
    ['is unreachable', () => 'http://127.0.0.1:9'],
  ] as const)
    it(`renders the app with no flags when the flag host ${name}`, async () => {
      const down = await webBff({
        file,
        clientKey: CLIENT_KEY,
        growthbook: { apiHost: apiHost(), clientKey: 'sdk-down' },
      });
      await withPage(suite.browser, { locale: 'en-US' }, async (page) => {
        const asked: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/features/sdk-down')) asked.push(request.url());
        });
        await signInAt(page, `${down}/management`, suite.owner);
        await expect.poll(() => tabsOf(page)).toEqual(['Users', 'Roles', 'API keys']);
        expect(await page.getByTestId('user-name').innerText()).not.toBe('');
        // The web asked the configured host, not the BFF.
        expect(asked[0]).toBe(`${apiHost()}/api/features/sdk-down`);
      });
    });
});
