import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../examples/typed-client/webhooks.js';
import {
  addMemberInBuiltInRole,
  createOrganization,
  type Credentials,
} from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { signedInClient } from '../support/graphql-client.js';
import { fromGlobalId } from '../../bff/global-id.js';
import { testPayload } from '../../services/account/webhooks/events.js';
import { TestReceiver } from '../support/webhook-receiver.js';
import { browserSuite, screenshot, withPage, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';

// Webhooks in the browser: an owner adds an endpoint for a receiver on loopback (the test system allows it), keeps
// its secret, sends a test event and reads its attempt in the delivery log, rotates the secret and disables the
// endpoint; a Maker has no Webhooks tab. The screens are looked at in every window, in English and Indonesian.
const suite = browserSuite('PT Kait Web');
let receiver: TestReceiver;
let maker: Credentials;

beforeAll(async () => {
  receiver = await TestReceiver.start('record');
  maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
});

afterAll(() => receiver?.stop());

/** Adds an endpoint through the dialog and answers the secret it shows once. */
async function addEndpoint(page: Page, name: string, url: string): Promise<string> {
  await page.getByTestId('webhook-create').click();
  const dialog = page.getByTestId('webhook-dialog');
  await dialog.locator('input[name="name"]').fill(name);
  await dialog.locator('input[name="url"]').fill(url);
  await dialog.getByTestId('webhook-event-PAYMENT_UPDATED').click();
  await dialog.locator('select[name="roleId"]').selectOption({ label: 'Maker' });
  await page.getByTestId('webhook-dialog-submit').click();
  await page.getByTestId('webhook-secret-dialog').waitFor();
  return page.getByTestId('webhook-secret').innerText();
}

/**
 * Makes, as `owner` over GraphQL, an endpoint for `url` acting as a Maker, sends it the test event,
 * waits until that was delivered, and disables it: what the layout tests show.
 */
async function disabledEndpointWithDelivery(owner: Credentials, url: string): Promise<void> {
  const client = await signedInClient(suite.system.url, owner);
  const { roles } = await client.data<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  const made = await client.data<{
    webhookEndpointCreate: { webhookEndpoint: { id: string } | null; userErrors: unknown[] };
  }>(
    'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { webhookEndpoint { id } userErrors { code } } }',
    {
      input: {
        name: 'Gudang pusat',
        url,
        eventTypes: ['PAYMENT_UPDATED'],
        roleId: roles.find((role) => role.name === 'Maker')!.id,
      },
    },
  );
  expect(made.webhookEndpointCreate.userErrors).toEqual([]);
  const input = { webhookEndpointId: made.webhookEndpointCreate.webhookEndpoint!.id };
  const sent = await client.data<{ webhookEndpointTest: { userErrors: unknown[] } }>(
    'mutation ($input: WebhookEndpointInput!) { webhookEndpointTest(input: $input) { userErrors { code } } }',
    { input },
  );
  expect(sent.webhookEndpointTest.userErrors).toEqual([]);
  await eventually(
    async () => {
      const { webhookDeliveries } = await client.data<{
        webhookDeliveries: { edges: { node: { status: string } }[] };
      }>(
        'query ($id: ID!) { webhookDeliveries(webhookEndpointId: $id, first: 10) { edges { node { status } } } }',
        { id: input.webhookEndpointId },
      );
      return webhookDeliveries.edges.some((edge) => edge.node.status === 'DELIVERED');
    },
    15_000,
    100,
  );
  const disabled = await client.data<{
    webhookEndpointDisable: { webhookEndpoint: { enabled: boolean } | null };
  }>(
    'mutation ($input: WebhookEndpointInput!) { webhookEndpointDisable(input: $input) { webhookEndpoint { enabled } } }',
    { input },
  );
  expect(disabled.webhookEndpointDisable.webhookEndpoint).toEqual({ enabled: false });
}

/**
 * An endpoint of a new organisation for `url`, acting as a Maker, that was off for a while: its log holds two
 * events skipped two hours ago and one delivery whose next attempt is a day away (the states the dispatcher and
 * the retry schedule leave, written here as they would be; tests/integration/webhooks.test.ts makes them for real).
 * Answers the owner and the endpoint's id in the service.
 */
async function endpointBackFromOutage(url: string) {
  const { owner, organizationId } = await createOrganization(suite.system, 'PT Kait Web Tertunda');
  const client = await signedInClient(suite.system.url, owner);
  const { roles } = await client.data<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  const made = await client.data<{ webhookEndpointCreate: { webhookEndpoint: { id: string } } }>(
    'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { webhookEndpoint { id } } }',
    {
      input: {
        name: 'ERP tertunda',
        url,
        eventTypes: ['PAYMENT_UPDATED'],
        roleId: roles.find((role) => role.name === 'Maker')!.id,
      },
    },
  );
  const endpointId = fromGlobalId(made.webhookEndpointCreate.webhookEndpoint.id)!.id;
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  const row = (eventId: number, status: 'SKIPPED' | 'PENDING') => ({
    organization_id: organizationId,
    endpoint_id: endpointId,
    source: 'test' as const,
    event_id: eventId,
    event_type: 'webhook.test',
    payload: testPayload(endpointId, organizationId, twoHoursAgo),
    status,
    next_attempt_at: status === 'PENDING' ? new Date(Date.now() + 86_400_000) : null,
    created_at: twoHoursAgo,
  });
  await suite.system.account.db
    .insertInto('webhook_deliveries')
    .values([row(-1, 'SKIPPED'), row(-2, 'SKIPPED'), row(-3, 'PENDING')])
    .execute();
  return { owner, endpointId };
}

describe('webhooks in the browser', () => {
  it('an owner adds an endpoint, keeps its secret, sends a test event that verifies with it, reads the attempt, rotates the secret and disables the endpoint', () =>
    withPage(suite.browser, { locale: 'en-US' }, async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(`${suite.system.url}/management`);
      await expect
        .poll(() => page.getByTestId('management-tabs').locator('a').allInnerTexts())
        .toEqual(['Users', 'Roles', 'API keys', 'Webhooks']);
      await page.getByTestId('management-tab-webhooks').click();
      await expect.poll(() => page.getByTestId('webhooks-empty').count()).toBe(1);

      // A private address is refused on its field, in the service's words.
      await page.getByTestId('webhook-create').click();
      const dialog = page.getByTestId('webhook-dialog');
      await dialog.locator('input[name="name"]').fill('Metadata');
      await dialog.locator('input[name="url"]').fill('https://169.254.169.254/latest');
      await dialog.getByTestId('webhook-event-PAYMENT_UPDATED').click();
      await dialog.locator('select[name="roleId"]').selectOption({ label: 'Maker' });
      await page.getByTestId('webhook-dialog-submit').click();
      await expect
        .poll(() => dialog.innerText())
        .toContain(
          'This address is loopback, private or otherwise not on the public internet (169.254.169.254); webhooks go only to public addresses.',
        );
      await screenshot(page, 'webhook-create-refused-en');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const secret = await addEndpoint(page, 'ERP pembayaran', receiver.url);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      await screenshot(page, 'webhook-secret-en');
      await page.getByTestId('webhook-secret-done').click();
      await expect.poll(() => page.getByTestId('webhook-secret-dialog').count()).toBe(0);
      await expect.poll(() => page.getByTestId('webhook-row').count()).toBe(1);
      expect(await page.getByTestId('webhook-state').innerText()).toBe('Enabled');
      expect(await page.locator('body').innerText()).not.toContain(secret.slice(10));

      await page.getByTestId('webhook-open').click();
      await expect
        .poll(() => page.getByTestId('webhook-page-title').innerText())
        .toBe('ERP pembayaran');
      await page.getByTestId('webhook-test').click();
      await expect.poll(() => receiver.recorded.length, { timeout: 15_000 }).toBe(1);
      const [received] = receiver.recorded;
      expect(verifyWebhook(secret, received!.body, received!.headers).type).toBe('webhook.test');
      const row = page.getByTestId('webhook-delivery-row');
      await expect
        .poll(() => row.getAttribute('data-status'), { timeout: 15_000 })
        .toBe('DELIVERED');
      expect(await row.getByTestId('webhook-delivery-event').innerText()).toBe('webhook.test');
      await row.getByTestId('webhook-delivery-open').click();
      const drawer = page.getByTestId('webhook-delivery-drawer');
      await expect
        .poll(() => drawer.getByTestId('webhook-attempt-outcome').innerText())
        .toBe('HTTP 200');
      expect(await drawer.getByTestId('webhook-delivery-id').innerText()).toBe(
        String(received!.headers['webhook-id']),
      );
      expect(await drawer.innerText()).toContain('webhook-signature: v1,');
      await screenshot(page, 'webhook-delivery-en');
      await page.keyboard.press('Escape');

      await page.getByTestId('webhook-rotate').click();
      await page.getByTestId('webhook-rotate-confirm').click();
      await page.getByTestId('webhook-secret-dialog').waitFor();
      const rotated = await page.getByTestId('webhook-secret').innerText();
      expect(rotated).not.toBe(secret);
      await page.getByTestId('webhook-secret-done').click();
      await expect
        .poll(() => page.getByTestId('webhook-fact-secret').innerText())
        .toMatch(/^Rotated .*; the previous secret also signs until /);

      await page.getByTestId('webhook-disable').click();
      await page.getByTestId('webhook-disable-confirm').click();
      await expect.poll(() => page.getByTestId('webhook-page-state').innerText()).toBe('Disabled');
      expect(await page.getByTestId('webhook-disabled-notice').innerText()).toContain(
        'Events are kept as skipped, not sent, until it is enabled',
      );
      await screenshot(page, 'webhook-disabled-en');
    }));

  describe('laid out', () => {
    // An organisation of its own, whose disabled endpoint with a delivered test event is made here
    // over GraphQL: these tests read neither the endpoint nor the attempt of the test above, so each
    // passes alone and in any order (and the test above still starts from an empty list).
    let layoutOwner: Credentials;
    let layoutReceiver: TestReceiver;
    beforeAll(async () => {
      layoutReceiver = await TestReceiver.start('record');
      ({ owner: layoutOwner } = await createOrganization(suite.system, 'PT Kait Web Tata'));
      await disabledEndpointWithDelivery(layoutOwner, layoutReceiver.url);
    });
    afterAll(() => layoutReceiver?.stop());

    for (const language of ['en', 'id'] as const) {
      it(`${language}: the list and an endpoint’s page fit every window`, () =>
        withPageIn(suite.browser, suite.system.url, language, async (page) => {
          await suite.signIn(page, layoutOwner);
          await page.goto(`${suite.system.url}/management?tab=webhooks`);
          await expect.poll(() => page.getByTestId('webhook-row').count()).toBeGreaterThan(0);
          for (const window of WINDOWS) {
            await resizeTo(page, window);
            expect(await page.getByTestId('webhook-state').first().innerText()).toBe(
              language === 'en' ? 'Disabled' : 'Nonaktif',
            );
            expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
            await screenshot(page, `webhooks-${window.width}-${language}`);
          }
          // The form offers every event an endpoint may subscribe to, each named in the language chosen.
          await resizeTo(page, WINDOWS[0]);
          await page.getByTestId('webhook-create').click();
          const events = page.getByTestId('webhook-dialog').getByTestId('webhook-events');
          await expect
            .poll(() => events.innerText())
            .toContain(language === 'en' ? 'Invoice partly paid' : 'Faktur dibayar sebagian');
          await fitsEverywhere(page, 'webhook-create-events', language);
          await page.keyboard.press('Escape');
          await expect.poll(() => page.getByTestId('webhook-dialog').count()).toBe(0);
          await resizeTo(page, WINDOWS[0]);
          await page.getByTestId('webhook-open').first().click();
          await expect
            .poll(() => page.getByTestId('webhook-delivery-row').count())
            .toBeGreaterThan(0);
          for (const window of WINDOWS) {
            await resizeTo(page, window);
            expect(await page.getByTestId('webhook-delivery-status').first().innerText()).toBe(
              language === 'en' ? 'Delivered' : 'Terkirim',
            );
            expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
            await screenshot(page, `webhook-endpoint-${window.width}-${language}`);
          }
        }));
    }
  });

  it('after an outage, the log shows the skipped events; a pending delivery is retried now and everything since is replayed, in English and Indonesian', async () => {
    const late = await TestReceiver.start('record');
    try {
      const { owner, endpointId } = await endpointBackFromOutage(late.url);
      await withPage(suite.browser, { locale: 'en-US' }, async (page) => {
        await suite.signIn(page, owner);
        await page.goto(`${suite.system.url}/management/webhooks/${endpointId}`);
        const rows = page.getByTestId('webhook-delivery-row');
        await expect.poll(() => rows.count()).toBe(3);
        const skipped = page.locator('[data-testid="webhook-delivery-row"][data-status="SKIPPED"]');
        expect(await skipped.count()).toBe(2);
        expect(await skipped.first().getByTestId('webhook-delivery-status').innerText()).toBe(
          'Skipped',
        );
        // A skipped delivery is replayed, never retried: only the pending one offers Retry now.
        expect(await skipped.first().getByTestId('webhook-delivery-retry').count()).toBe(0);
        await page.getByTestId('webhook-deliveries-status').selectOption('SKIPPED');
        await expect.poll(() => rows.count()).toBe(2);
        await fitsEverywhere(page, 'webhook-skipped', 'en');
        await resizeTo(page, WINDOWS[0]);
        const dialog = page.getByTestId('webhook-replay-since-dialog');
        await page.getByTestId('webhook-replay-since').click();
        await expect.poll(() => dialog.innerText()).toContain('Replay webhooks to ERP tertunda');
        await fitsEverywhere(page, 'webhook-replay-since', 'en');
        await resizeTo(page, WINDOWS[0]);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);

        await page.getByTestId('language-switch').selectOption('id');
        await expect
          .poll(() => skipped.first().getByTestId('webhook-delivery-status').innerText())
          .toBe('Dilewati');
        await fitsEverywhere(page, 'webhook-skipped', 'id');
        await resizeTo(page, WINDOWS[0]);
        await page.getByTestId('webhook-deliveries-status').selectOption('');
        await expect.poll(() => rows.count()).toBe(3);

        const pending = page.locator('[data-testid="webhook-delivery-row"][data-status="PENDING"]');
        await pending.getByTestId('webhook-delivery-retry').click();
        await expect.poll(() => late.recorded.length, { timeout: 15_000 }).toBe(1);

        await page.getByTestId('webhook-replay-since').click();
        await expect
          .poll(() => dialog.innerText())
          .toContain('Kirim ulang webhook ke ERP tertunda');
        await fitsEverywhere(page, 'webhook-replay-since', 'id');
        await resizeTo(page, WINDOWS[0]);
        await page.getByTestId('webhook-replay-since-submit').click();
        await expect
          .poll(() => page.locator('body').innerText())
          .toContain('2 pengiriman diantrekan lagi');
        await expect.poll(() => late.recorded.length, { timeout: 15_000 }).toBe(3);
        await expect
          .poll(() => page.locator('[data-status="DELIVERED"]').count(), { timeout: 15_000 })
          .toBe(3);
        expect(new Set(late.recorded.map((each) => each.headers['webhook-id'])).size).toBe(3);
      });
    } finally {
      await late.stop();
    }
  });

  it('a Maker, who may not read webhooks, sees no Webhooks tab and gets the 403 page at its address', () =>
    withPage(suite.browser, { locale: 'en-US' }, async (page) => {
      await suite.signIn(page, maker);
      await page.goto(`${suite.system.url}/management?tab=webhooks`);
      await expect.poll(() => page.getByTestId('status-403').count()).toBe(1);
      expect(await page.getByTestId('management-tab-webhooks').count()).toBe(0);
      expect(await page.getByTestId('webhook-create').count()).toBe(0);
    }));
});
