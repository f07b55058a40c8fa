import { beforeAll, describe, expect, it } from 'vitest';
import { organisationWithPayment } from '../support/payments.js';
import { browserSuite, withPage } from './browser.js';
import { telemetryJourney } from './telemetry-journey.js';

// The worker's system: no analytics key and no error-reporting DSN are set, as in a default installation.
const suite = browserSuite('PT Telemetri Senyap');

beforeAll(() => organisationWithPayment(suite.system, suite.owner));

describe('analytics and error reporting, not configured', () => {
  it('leave the browser asking nothing of any host but the app’s own across the whole journey, error included', () =>
    withPage(suite.browser, {}, async (page) => {
      const origins = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
      });
      await telemetryJourney(page, suite.system, suite.owner);
      // What the settings said was read, and the error thrown, before the page is judged.
      await page.waitForFunction(() => document.readyState === 'complete');
      expect([...origins]).toEqual([new URL(suite.system.url).origin]);
      // Neither SDK was even downloaded: their chunks are imported only when configured.
      const chunks = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      expect(chunks.filter((path) => /analytics|errorReporting/.test(path))).toEqual([]);
    }));
});
