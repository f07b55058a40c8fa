import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { counterpartyInput, createOrganization, type Credentials } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';
import { launchChromium, SCREENSHOTS } from './browser.js';

let system: System;
let browser: Browser;
let owner: Credentials;

beforeAll(async () => {
  system = await startTestSystem({ webDir: path.resolve(import.meta.dirname, '../../dist/e2e-web') });
  ({ owner } = await createOrganization(system, 'PT Jejak Rapi'));
  const admin = new GraphQLClient(system.url);
  await admin.signIn(owner.email, owner.password);
  await admin.request('mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id } } }', {
    input: counterpartyInput({ legalName: 'PT Sumber Jaya', alias: 'Sumber Jaya' }),
  });
  await admin.request('mutation { roleCreate(input: { name: "Kasir", permissions: ["statements:read", "counterparties:read"] }) { role { id } } }');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

async function signIn(page: Page) {
  await page.goto(system.url + '/');
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/counterparties');
}

describe('the activity log page', () => {
  it('lists the organisation’s changes newest first, shows what changed, and filters by kind of record', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await signIn(page);
      await page.goto(system.url + '/log');
      await expect.poll(() => page.getByTestId('activity-row').count()).toBe(2);
      expect(await page.getByTestId('activity-row').first().getAttribute('data-entity')).toBe('ROLE');
      await page.getByTestId('activity-changes-toggle').first().click();
      await expect.poll(() => page.getByTestId('activity-changes').innerText()).toContain('Kasir');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'activity-log.png'), fullPage: true });
      await page.getByTestId('activity-filter-entity').selectOption('COUNTERPARTY');
      await expect.poll(() => page.getByTestId('activity-row').count()).toBe(1);
      expect(await page.getByTestId('activity-row').getAttribute('data-entity')).toBe('COUNTERPARTY');
      await page.getByTestId('activity-filter-preset').selectOption('LAST_YEAR');
      await page.getByTestId('activity-empty').waitFor();
    } finally {
      await context.close();
    }
  });
});
