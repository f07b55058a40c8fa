import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from '../../bff/server.js';
import { createCounterpartyRest, signInRest } from '../support/factories.js';
import { createSecondBff } from '../support/system.js';
import { browserSuite, E2E_WEB_DIR, signInThroughFormAt, withPage } from './browser.js';

const suite = browserSuite('PT Dokumen Tersimpan');

/**
 * The web app served by a BFF as production runs it: sessions run only the
 * persisted documents (`PERSISTED_DOCUMENTS_ONLY`). The worker's BFF lets a
 * session send documents, which the other files' setup relies on.
 */
let production: Bff;
let productionUrl: string;

beforeAll(async () => {
  production = await createSecondBff(suite.system, {
    persistedDocumentsOnly: true,
    webDir: E2E_WEB_DIR,
    eventsDatabaseUrl: suite.system.databaseUrl,
  });
  productionUrl = await production.listen();
  const tokens = await signInRest(suite.system, suite.owner);
  await createCounterpartyRest(suite.system, tokens, { legalName: 'PT Sudah Ada' });
});

afterAll(() => production?.close());

describe('the web app where only persisted documents run', () => {
  it('signs in, lists, creates and hears of the creation live, sending ids and never a document', () =>
    withPage(suite.browser, {}, async (page) => {
      const bodies: Record<string, unknown>[] = [];
      const refusals: string[] = [];
      const frames: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST')
          bodies.push(request.postDataJSON() as Record<string, unknown>);
      });
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname !== '/graphql') return;
        const text = await response.text().catch(() => '');
        if (/PERSISTED_QUERY/.test(text)) refusals.push(text);
      });
      page.on('websocket', (socket) =>
        socket.on('framesent', ({ payload }) => frames.push(String(payload))),
      );

      await signInThroughFormAt(page, `${productionUrl}/counterparties`, suite.owner);
      const rows = page.getByTestId('counterparty-row');
      await expect.poll(() => rows.filter({ hasText: 'PT Sudah Ada' }).count()).toBe(1);

      // Another member's counterparty reaches the open list through the subscription.
      const tokens = await signInRest(suite.system, suite.owner);
      let sent = 0;
      await expect
        .poll(async () => {
          if ((await rows.filter({ hasText: 'PT Kabar Langsung' }).count()) > 0) return true;
          if (frames.some((frame) => frame.includes('"type":"subscribe"')))
            await createCounterpartyRest(suite.system, tokens, {
              legalName: `PT Kabar Langsung ${++sent}`,
            });
          return false;
        })
        .toBe(true);

      expect(refusals).toEqual([]);
      expect(bodies.length).toBeGreaterThan(1);
      for (const body of bodies) {
        expect(body.documentId).toMatch(/^sha256:[0-9a-f]{64}$/);
        expect(body.query).toBeUndefined();
      }
      const subscribes = frames
        .map((frame) => JSON.parse(frame) as { type: string; payload?: Record<string, unknown> })
        .filter((message) => message.type === 'subscribe');
      expect(subscribes.length).toBeGreaterThan(0);
      for (const { payload } of subscribes) {
        expect(payload?.documentId).toMatch(/^sha256:[0-9a-f]{64}$/);
        expect(payload?.query).toBe('');
      }
    }));
});
