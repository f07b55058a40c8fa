import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot, withPage, openSignedIn } from './browser.js';
import { resizeTo, WINDOWS } from './windows.js';

/**
 * Where deducted bank fees are booked, chosen on Settings > Controls: the
 * owner picks an expense category, it is saved for the organisation and
 * shown again after a reload, in English and Indonesian.
 */
const suite = browserSuite('PT Biaya Bank');

const setting = async () =>
  (await suite.system.treasury.db
    .selectFrom('reconciliation_settings')
    .select(['fee_booking', 'fee_category'])
    .where('organization_id', '=', suite.organizationId)
    .executeTakeFirst()) ?? null;

describe('where deducted bank fees are booked', () => {
  it('when the owner chooses an expense for deducted fees, it is saved and still chosen after a reload; the card reads in both languages', async () => {
    await withPage(suite.browser, {}, async (page) => {
      // The phone screenshots show the card under the small-screen notice.
      await page
        .context()
        .addInitScript(() => window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'));
      await openSignedIn(page, suite.system.url + '/settings/controls', suite.owner);
      const card = page.getByTestId('reconciliation-fee-booking');
      await card.waitFor();
      const select = card.getByTestId('reconciliation-fee-booking-select');
      expect(await select.inputValue()).toBe('BANK_FEE');
      expect(await card.innerText()).toContain('Bank fees (inside the statement line)');

      await select.selectOption('PROFESSIONAL_SERVICES');
      await expect
        .poll(setting)
        .toEqual({ fee_booking: 'EXPENSE', fee_category: 'PROFESSIONAL_SERVICES' });
      await page.reload();
      await card.waitFor();
      expect(await select.inputValue()).toBe('PROFESSIONAL_SERVICES');

      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `fee-booking-${viewport.width}-en`, false);
      }
      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => card.innerText()).toContain('Biaya bank');
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `fee-booking-${viewport.width}-id`, false);
      }
      await page.getByTestId('language-switch').selectOption('en');
    });
  });
});
