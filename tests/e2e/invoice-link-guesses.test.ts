import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileEnvironment } from '../support/environment.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { mailedInvoice } from '../support/invoice-links.js';
import { startTestSystem } from '../support/system.js';
import { browserSuite, E2E_WEB_DIR, screenshot, withPageIn } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { invoiceWritersIn } from '../support/sales-invoices.js';
import { SERVER_ROUND_TRIP } from './rows.js';

/**
 * A system of the file's own that takes the client's address from
 * X-Forwarded-For (TRUST_PROXY): the page here comes from an address that
 * guessed too many links, which the worker's shared system could only make
 * of 127.0.0.1, blocking every other file's buyer for the window.
 */
// The product's limit (the worker's shared systems count far more guesses: vitest.config.ts).
fileEnvironment({ INVOICE_LINK_GUESSES_PER_ADDRESS: '20' });

const suite = browserSuite('PT Penjual Tautan Ditebak', () =>
  startTestSystem({ webDir: E2E_WEB_DIR, trustProxy: true }),
);

const GUESSER = '203.0.113.46';

let link: string;

beforeAll(async () => {
  const writers = await invoiceWritersIn(suite.system, suite.organizationId);
  const { token } = await mailedInvoice(writers, { quantity: '1' });
  link = `${suite.system.url}/checkout?token=${encodeURIComponent(token)}`;
  // The address tries twenty tokens that name nothing: the limit.
  const guesser = new GraphQLClient(suite.system.url);
  for (let guess = 0; guess < 20; guess += 1)
    await guesser.request(
      'query ($token: String!) { invoiceLink(token: $token) { state } }',
      { token: randomBytes(32).toString('base64url') },
      { 'x-forwarded-for': GUESSER },
    );
});

describe('a buyer at an address that guessed too many links', () => {
  it('when the link opens from that address, the page says to wait and try again instead of showing the invoice, in both languages and every window', async () => {
    for (const language of ['en', 'id'] as const)
      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': GUESSER });
        await page.goto(link);
        await page.getByTestId('status-429').waitFor(SERVER_ROUND_TRIP);

        const shown = await page.getByTestId('status-429').innerText();
        expect(shown).toContain(
          language === 'en' ? 'Too many attempts' : 'Terlalu banyak percobaan',
        );
        expect(shown).toContain(
          language === 'en'
            ? 'Too many requests came from your network in a short while. Please wait a few minutes and try again.'
            : 'Terlalu banyak permintaan dari jaringan Anda dalam waktu singkat. Tunggu beberapa menit, lalu coba lagi.',
        );
        expect(await page.getByTestId('buyer-invoice').count()).toBe(0);
        for (const viewport of WINDOWS) {
          await resizeTo(page, viewport);
          const problems = await settledOverflow(page, isDesktop(viewport));
          expect(problems, `at ${viewport.width} px in ${language}`).toEqual([]);
          await screenshot(page, `invoice-link-rate-limited-${viewport.width}-${language}`);
        }
      });
  });

  it('when the same link opens from another address, the invoice shows', async () => {
    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await page.goto(link);
      await page.getByTestId('buyer-invoice').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('status-429').count()).toBe(0);
    });
  });
});
