import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { counterpartyInput } from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { borrowPage, browserSuite, screenshot } from './browser.js';

const suite = browserSuite('PT Penjelajah API');

describe('GraphiQL at /graphiql', () => {
  it('runs a subscription from our own bundle with an API key in the first tab’s headers, with no request leaving the server', async () => {
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
      const secret = await makerKey(page);
      // Signed out again: only the key authenticates what follows, the socket included.
      await page.context().clearCookies();

      await page.goto(`${suite.system.url}/graphiql`);
      await page.locator('.monaco-editor').first().waitFor({ timeout: 20_000 });
      // The first tab as it says: its key replaced in Headers, which GraphiQL sends over HTTP and,
      // as connection parameters, over the socket (`Authorization`, capitalised as in the tab).
      await page.locator('button[data-name="headers"]').click();
      await page.locator('.monaco-editor[data-uri$="-request-headers.json"]').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${secret}` }));
      await page.locator('.monaco-editor').first().click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(
        'subscription Live { counterpartyCreated { legalName alias } }',
      );
      // GraphiQL takes the edited operation in after a pause (a debounce): once it has, it keeps it.
      await page.waitForFunction(() =>
        localStorage.getItem('graphiql:query')?.startsWith('subscription Live'),
      );
      // The subscription leaves on the page's socket: its subscribe message, with this operation.
      const initialised: string[] = [];
      const subscribed = new Promise<void>((resolve) =>
        page.on('websocket', (socket) =>
          socket.on('framesent', ({ payload }) => {
            const message = String(payload);
            if (message.includes('"connection_init"')) initialised.push(message);
            if (message.includes('"subscribe"') && message.includes('counterpartyCreated'))
              resolve();
          }),
        ),
      );
      await page.keyboard.press('Control+Enter');
      await subscribed;
      expect(initialised.at(-1)).toContain(`"Authorization":"Bearer ${secret}"`);

      // The server registers the subscription asynchronously: a counterparty is made again until
      // the page shows one made after it subscribed (Monaco renders spaces as no-break spaces).
      const made: string[] = [];
      const shown = async () => (await page.locator('body').innerText()).replaceAll('\u00a0', ' ');
      await eventually(
        async () => {
          const text = await shown();
          if (made.some((alias) => text.includes(alias))) return true;
          const input = counterpartyInput({ legalName: `PT Dari GraphiQL ${made.length + 1}` });
          const created = await page.request.post(`${suite.system.url}/graphql`, {
            headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
            data: {
              query:
                'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { userErrors { code } } }',
              variables: { input },
            },
          });
          expect(await created.json()).toMatchObject({
            data: { counterpartyCreate: { userErrors: [] } },
          });
          made.push(input.alias);
          return false;
        },
        15_000,
        250,
      );
      expect(await shown()).toMatch(/"legalName": "PT Dari GraphiQL \d+"/);
      await screenshot(page, 'graphiql-subscription', false);
      expect(elsewhere).toEqual([]);
    } finally {
      await release();
    }
  });
});

/** An API key in the Maker role, made with the page's session (which holds `api-keys:manage`). */
async function makerKey(page: Page): Promise<string> {
  const graphql = async <Data>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post(`${suite.system.url}/graphql`, {
      headers: { 'content-type': 'application/json' },
      data: { query, variables },
    });
    return ((await response.json()) as { data: Data }).data;
  };
  const { roles } = await graphql<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  const roleId = roles.find((role) => role.name === 'Maker')!.id;
  const { apiKeyCreate } = await graphql<{ apiKeyCreate: { secret: string } }>(
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret } }',
    { input: { name: 'GraphiQL', roleId, expiresInDays: 1 } },
  );
  return apiKeyCreate.secret;
}
