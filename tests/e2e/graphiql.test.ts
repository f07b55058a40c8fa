import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { counterpartyInput, createOrganization, type Credentials } from '../support/factories.js';
import { startTestSystem } from '../support/system.js';
import { E2E_WEB_DIR, launchChromium, SCREENSHOTS } from './browser.js';

let system: System;
let browser: Browser;
let owner: Credentials;

beforeAll(async () => {
  system = await startTestSystem({ webDir: E2E_WEB_DIR });
  ({ owner } = await createOrganization(system, 'PT Penjelajah API'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

describe('GraphiQL at /graphiql', () => {
  it('runs a subscription from our own bundle, with no request leaving the server', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 850 } });
    const page = await context.newPage();
    const origin = new URL(system.url).host;
    const elsewhere: string[] = [];
    page.on('request', (request) => new URL(request.url()).host !== origin && elsewhere.push(request.url()));
    page.on('websocket', (socket) => new URL(socket.url()).host !== origin && elsewhere.push(socket.url()));
    try {
      const signIn = await page.request.post(`${system.url}/graphql`, {
        headers: { 'content-type': 'application/json' },
        data: { query: 'mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { code } } }', variables: { input: { email: owner.email, password: owner.password } } },
      });
      expect(await signIn.json()).toEqual({ data: { signIn: { userErrors: [] } } });

      await page.goto(`${system.url}/graphiql`);
      await page.locator('.monaco-editor').first().waitFor({ timeout: 20_000 });
      await page.locator('.monaco-editor').first().click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText('subscription Live { counterpartyCreated { legalName alias } }');
      await page.waitForTimeout(500); // GraphiQL takes the edited operation in after a pause, as a person would give it
      await page.keyboard.press('Control+Enter');
      await page.waitForTimeout(1_000); // the socket opens and the subscription registers

      const input = counterpartyInput({ legalName: 'PT Dari GraphiQL' });
      const created = await page.request.post(`${system.url}/graphql`, {
        headers: { 'content-type': 'application/json' },
        data: { query: 'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { userErrors { code } } }', variables: { input } },
      });
      expect(await created.json()).toEqual({ data: { counterpartyCreate: { userErrors: [] } } });
      // Monaco renders spaces as no-break spaces.
      await expect.poll(async () => (await page.locator('body').innerText()).replaceAll('\u00a0', ' '), { timeout: 10_000 }).toContain(input.alias);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'graphiql-subscription.png') });
      expect(elsewhere).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
