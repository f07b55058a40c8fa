import { describe, expect, it } from 'vitest';
import { addMember } from '../support/factories.js';
import { browserSuite, openSignedIn, screenshot, withPage } from './browser.js';
import { resizeTo, WINDOWS } from './windows.js';

/**
 * The GraphQL API's cost limits on Settings > Controls: the owner gives the
 * organisation's API keys a bucket of their own, sees it saved after a reload,
 * and puts the defaults back; a member who may only read settings sees them
 * read-only. In English and Indonesian.
 */
const suite = browserSuite('PT Batas Biaya');

const organization = () =>
  suite.system.account.db
    .selectFrom('organizations')
    .select(['api_key_cost_bucket_size', 'api_key_cost_restore_rate', 'session_cost_bucket_size'])
    .where('id', '=', suite.organizationId)
    .executeTakeFirstOrThrow();

describe('the GraphQL API cost limits', () => {
  it('when the owner sets the API keys’ own bucket, it is saved and shown after a reload; out of bounds is refused on the field; the defaults come back', () =>
    withPage(suite.browser, {}, async (page) => {
      await page
        .context()
        .addInitScript(() => window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'));
      await openSignedIn(page, suite.system.url + '/settings/controls', suite.owner);
      const card = page.getByTestId('api-cost');
      await card.waitFor();
      const size = card.getByTestId('api-cost-apiKeys-size');
      const rate = card.getByTestId('api-cost-apiKeys-rate');
      // The defaults, shown and not editable until the organisation uses limits of its own.
      expect(await size.inputValue()).toBe('200,000');
      expect(await rate.inputValue()).toBe('10,000');
      expect(await size.isDisabled()).toBe(true);

      await card.getByTestId('api-cost-apiKeys-custom').click();
      await size.fill('999');
      await rate.fill('2,500');
      await card.getByTestId('api-cost-save').click();
      await expect
        .poll(() => card.innerText())
        .toContain('Enter a whole number from 1,000 to 10,000,000.');
      expect((await organization()).api_key_cost_bucket_size).toBeNull();

      await size.fill('50,000');
      await card.getByTestId('api-cost-save').click();
      await expect.poll(organization).toEqual({
        api_key_cost_bucket_size: 50_000,
        api_key_cost_restore_rate: 2_500,
        session_cost_bucket_size: null,
      });
      await page.reload();
      await card.waitFor();
      expect(await size.inputValue()).toBe('50,000');
      expect(await rate.inputValue()).toBe('2,500');

      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `api-cost-${viewport.width}-en`, false);
      }
      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => card.innerText()).toContain('Batas biaya API GraphQL');
      // The form's values follow the language: numbers written the Indonesian way.
      await expect.poll(() => size.inputValue()).toBe('50.000');
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `api-cost-${viewport.width}-id`, false);
      }
      await page.getByTestId('language-switch').selectOption('en');

      await card.getByTestId('api-cost-apiKeys-custom').click();
      await card.getByTestId('api-cost-save').click();
      await expect.poll(organization).toEqual({
        api_key_cost_bucket_size: null,
        api_key_cost_restore_rate: null,
        session_cost_bucket_size: null,
      });
    }));

  it('when a member may only read settings, the limits are shown read-only, without Save', async () => {
    await suite.system.account.db
      .updateTable('organizations')
      .set({ api_key_cost_bucket_size: null, api_key_cost_restore_rate: null })
      .where('id', '=', suite.organizationId)
      .execute();
    const viewer = await addMember(suite.system, suite.organizationId, ['settings:read']);
    await withPage(suite.browser, {}, async (page) => {
      await openSignedIn(page, suite.system.url + '/settings/controls', viewer);
      const card = page.getByTestId('api-cost');
      await card.waitFor();
      expect(await card.getByTestId('api-cost-save').count()).toBe(0);
      expect(await card.getByTestId('api-cost-apiKeys-size').inputValue()).toBe('200,000');
    });
  });
});
