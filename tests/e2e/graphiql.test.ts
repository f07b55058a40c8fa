import { describe, expect, it } from 'vitest';
import { counterpartyInput } from '../support/factories.js';
import { borrowPage, browserSuite, screenshot } from './browser.js';

const suite = browserSuite('PT Penjelajah API');

describe('GraphiQL at /graphiql', () => {
  it('runs a subscription from our own bundle, with no request leaving the server', async () => {
    const { page, release } = await borrowPage(suite.browser, {
      viewport: { width: 1400, height: 850 },
    });
    const origin = new URL(suite.system.url).host;
    const elsewhere: string[] = [];
    page.on(
      'request',
      (request) => new URL(request.url()).host !== origin && elsewhere.push(request.url()),
    );
    page.on(
      'websocket',
      (socket) => new URL(socket.url()).host !== origin && elsewhere.push(socket.url()),
    );
    try {
      const signIn = await page.request.post(`${suite.system.url}/graphql`, {
        headers: { 'content-type': 'application/json' },
        data: {
          query:
            'mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { code } } }',
          variables: { input: { email: suite.owner.email, password: suite.owner.password } },
        },
      });
      expect(await signIn.json()).toMatchObject({ data: { signIn: { userErrors: [] } } });

      await page.goto(`${suite.system.url}/graphiql`);
      await page.locator('.monaco-editor').first().waitFor({ timeout: 20_000 });
      await page.locator('.monaco-editor').first().click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(
        'subscription Live { counterpartyCreated { legalName alias } }',
      );
      await page.waitForTimeout(500); // GraphiQL takes the edited operation in after a pause, as a person would give it
      await page.keyboard.press('Control+Enter');
      await page.waitForTimeout(1_000); // the socket opens and the subscription registers

      const input = counterpartyInput({ legalName: 'PT Dari GraphiQL' });
      const created = await page.request.post(`${suite.system.url}/graphql`, {
        headers: { 'content-type': 'application/json' },
        data: {
          query:
            'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { userErrors { code } } }',
          variables: { input },
        },
      });
      expect(await created.json()).toMatchObject({
        data: { counterpartyCreate: { userErrors: [] } },
      });
      // Monaco renders spaces as no-break spaces.
      await expect
        .poll(async () => (await page.locator('body').innerText()).replaceAll('\u00a0', ' '), {
          timeout: 10_000,
        })
        .toContain(input.alias);
      await screenshot(page, 'graphiql-subscription', false);
      expect(elsewhere).toEqual([]);
    } finally {
      await release();
    }
  });
});
