import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWorkedExample } from '../support/cash-forecast.js';
import { addMemberInBuiltInRole, signInRest } from '../support/factories.js';
import { browserSuite, screenshot, withPage, openSignedIn } from './browser.js';
import { plain } from './rows.js';

const suite = browserSuite('PT Arus Kas Nusantara');

/** How long a check waits for what the server answers: a busy machine takes more than a poll's default second. */
const SERVER_ROUND_TRIP = { timeout: 15_000 };

beforeAll(async () => {
  await seedWorkedExample(
    { treasuryUrl: suite.system.treasuryUrl, db: suite.system.treasury.db },
    await signInRest(suite.system, suite.owner),
    suite.owner.userId,
    await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER'),
    ),
  );
});

/** Opens the forecast at `search` signed in as the owner, and waits for its filters. */
async function onForecast(page: Page, search = ''): Promise<void> {
  await openSignedIn(page, `${suite.system.url}/cash-forecast${search}`, suite.owner);
  await page.getByTestId('cash-forecast-filters').waitFor();
}

const closing = (page: Page, index: number) =>
  page.getByTestId(`cash-forecast-closing-row-${index}`).innerText().then(plain);

describe('the cash forecast in the browser', () => {
  it('shows the worked example’s figures by month and by week, and what a figure is made of', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onForecast(page, '?granularity=MONTH');
      await expect
        .poll(
          () => page.getByTestId('cash-forecast-opening').innerText().then(plain),
          SERVER_ROUND_TRIP,
        )
        .toBe('Rp 120,000,000.00');
      // The hand-computed closing balances of November (from today) to February.
      expect([
        await closing(page, 1),
        await closing(page, 2),
        await closing(page, 3),
        await closing(page, 4),
      ]).toEqual([
        'Rp 125,997,500.00',
        'Rp 141,497,500.00',
        'Rp 157,497,500.00',
        'Rp 170,497,500.00',
      ]);
      expect(plain(await page.getByTestId('cash-forecast-cell-INFLOW-SALES-1').innerText())).toBe(
        'Rp 9,000,000.00',
      );
      expect(plain(await page.getByTestId('cash-forecast-cell-OUTFLOW-RENT-2').innerText())).toBe(
        'Rp 15,500,000.00',
      );
      await screenshot(page, 'cash-forecast-monthly-en');

      // November's sales: the customer's expected payment and what the history adds.
      await page.getByTestId('cash-forecast-cell-INFLOW-SALES-1').getByRole('button').click();
      const drawer = page.getByTestId('cash-forecast-cell-drawer');
      await drawer.waitFor();
      expect(plain(await drawer.getByTestId('cash-forecast-part-known').innerText())).toBe(
        'Rp 5,000,000.00',
      );
      expect(plain(await drawer.getByTestId('cash-forecast-part-baseline').innerText())).toBe(
        'Rp 4,000,000.00',
      );
      await expect
        .poll(() => drawer.getByTestId('cash-forecast-cell-item').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(plain(await drawer.getByTestId('cash-forecast-cell-item').innerText())).toContain(
        'Toko Pelanggan · Pelunasan INV-0925',
      );
      await screenshot(page, 'cash-forecast-figure-en', false);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      // The later periods are a page away; the learned rent comes back on the 1st.
      await page.getByTestId('cash-forecast-pages-2').click();
      expect(plain(await page.getByTestId('cash-forecast-cell-OUTFLOW-RENT-5').innerText())).toBe(
        'Rp 15,000,000.00',
      );
      expect(plain(await page.getByTestId('cash-forecast-recurring').innerText())).toContain(
        'SEWA KANTOR NOV 2026',
      );

      // By week: period 1 is today only.
      await page.locator('select[name="granularity"]').selectOption('WEEK');
      await page.waitForURL((url) => !url.search.includes('granularity=MONTH'));
      await expect.poll(() => closing(page, 2), SERVER_ROUND_TRIP).toBe('Rp 124,997,500.00');
      expect(await closing(page, 1)).toBe('Rp 118,000,000.00');
      expect(await closing(page, 3)).toBe('Rp 116,497,500.00');
    }));

  it('a scenario is made, compared with the forecast, and the forecast is frozen to compare with what happens', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onForecast(page, '?tab=scenarios&granularity=MONTH');
      await expect
        .poll(() => page.getByTestId('cash-forecast-scenarios-empty').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      await page.getByTestId('cash-forecast-scenario-create').click();
      const dialog = page.getByTestId('cash-forecast-scenario-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('cash-forecast-scenario-name').fill('Penjualan turun 10%');
      await dialog.getByTestId('cash-forecast-adjustment-add-PERCENT').click();
      await dialog.getByTestId('cash-forecast-adjustment-percent').fill('-120');
      await dialog.getByTestId('cash-forecast-scenario-save').click();
      // The service's rule, in its words, before anything is sent.
      await expect
        .poll(() => dialog.innerText())
        .toContain('Enter a percentage from -100 to 1000 with at most two decimals.');
      await dialog.getByTestId('cash-forecast-adjustment-percent').fill('-10');
      await screenshot(page, 'cash-forecast-scenario-dialog-en', false);
      await dialog.getByTestId('cash-forecast-scenario-save').click();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByTestId('cash-forecast-scenario-row');
      await expect.poll(() => row.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await row.innerText()).toContain('Sales -10%');

      // Compared side by side: the scenario's closing balance under the forecast's.
      await row.getByTestId('cash-forecast-scenario-compare').click();
      await page.waitForURL((url) => url.search.includes('compare='));
      await expect
        .poll(
          () => page.getByTestId('cash-forecast-scenario-closing-0-1').count(),
          SERVER_ROUND_TRIP,
        )
        .toBe(1);
      expect(plain(await page.getByTestId('cash-forecast-scenario-closing-0-1').innerText())).toBe(
        'Rp 125,097,500.00',
      );
      expect(await closing(page, 1)).toBe('Rp 125,997,500.00');
      await screenshot(page, 'cash-forecast-compared-en');

      // Frozen today: its first period is under way, the rest to come.
      await page.getByTestId('cash-forecast-tab-actuals').click();
      await page.getByTestId('cash-forecast-freeze').click();
      const freeze = page.getByTestId('cash-forecast-freeze-dialog');
      await freeze.getByTestId('cash-forecast-freeze-name').fill('Rencana Desember');
      await freeze.getByTestId('cash-forecast-freeze-confirm').click();
      await freeze.waitFor({ state: 'detached' });
      const comparison = page.getByTestId('cash-forecast-comparison');
      await comparison.waitFor(SERVER_ROUND_TRIP);
      expect(
        plain(await comparison.getByTestId('cash-forecast-comparison-period-1').innerText()),
      ).toContain('In progress');
      expect(
        plain(await comparison.getByTestId('cash-forecast-comparison-period-2').innerText()),
      ).toContain('To come');
      expect(await comparison.locator('[data-outcome="NOT_MATCHED"]').count()).toBeGreaterThan(0);
      await screenshot(page, 'cash-forecast-actuals-en');
      const [stored] = await suite.system.treasury.db
        .selectFrom('cash_forecast_snapshots')
        .select(['name', 'granularity', 'opening_balance'])
        .where('organization_id', '=', suite.organizationId)
        .execute();
      expect(stored).toEqual({
        name: 'Rencana Desember',
        granularity: 'MONTH',
        opening_balance: '120000000.00',
      });
    }));
});
