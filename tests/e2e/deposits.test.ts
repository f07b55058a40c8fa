import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_MATURITY_JOB } from '../../services/treasury/deposits/service.js';
import { signInRest, type Credentials, type Tokens } from '../support/factories.js';
import { workedExamplePlacement } from '../support/deposits.js';
import { startTestSystem } from '../support/system.js';
import {
  browserSuite,
  E2E_WEB_DIR,
  screenshot,
  withPage,
  withPageIn,
  openSignedIn,
} from './browser.js';
import { dismissSmallScreenNotice } from './notices.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { onlyRow, plain, SERVER_ROUND_TRIP } from './rows.js';
import { expectToContainEach } from '../support/text.js';

/**
 * One clock for the treasury and the browser: 1 December 2026, 10:00 in
 * Jakarta. The form starts on the browser's today and refuses what the
 * service would; the service counts interest to its own today; both must be
 * the same day. The last test moves both to the maturity date.
 */
let clock = new Date('2026-12-01T10:00:00+07:00');
const suite = browserSuite('PT Simpanan Berjangka', () =>
  startTestSystem({ webDir: E2E_WEB_DIR }, {}, { now: () => clock }),
);

let tokens: Tokens;
const place = (body: Record<string, unknown>, as: Tokens = tokens) =>
  suite.treasury<{ node: { id: string } }>('POST', '/deposits', as, {
    bankCode: '008',
    amount: '500000000',
    issuedDate: '2026-11-20',
    tenor: 3,
    tenorType: 'MONTHS',
    term: 'NO_RENEWAL',
    interestRate: '4.75',
    ...body,
  });

beforeAll(async () => {
  tokens = await signInRest(suite.system, suite.owner);
});

/** Opens /deposits signed in as `owner`, the browser's clock on the suite's day, and waits for its toolbar. */
async function onDeposits(page: Page, owner: Credentials = suite.owner): Promise<void> {
  await page.clock.setFixedTime(clock);
  await openSignedIn(page, `${suite.system.url}/deposits`, owner);
  await page.getByTestId('deposits-search').waitFor();
}

/**
 * An organisation of a test's own, so that it reads nothing another test left: its owner, signed
 * in over REST, with `BCA Deposito Desember` placed as the first test places it through the form
 * (Rp 1,000,000,000 at 4.25% from 15 November for a month, renewing principal and interest).
 */
async function withDecemberDeposit(name: string): Promise<{ owner: Credentials; as: Tokens }> {
  const { owner, tokens: as } = await suite.anotherOrganization(name);
  const placed = await place(workedExamplePlacement('BCA Deposito Desember'), as);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { owner, as };
}

describe('deposits in the browser', () => {
  it('the owner records a deposit through the form, the maturity date following the tenor, and the list shows the interest accrued across the month end', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onDeposits(page);
      await expect
        .poll(() => page.getByTestId('deposits-empty').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(await page.getByTestId('deposits-empty').innerText()).toContain('No deposits yet');

      await page.getByTestId('create-deposit').click();
      await page.waitForURL('**/deposits/create');
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const maturity = page.getByTestId('deposit-form-maturity');
      expect(await maturity.innerText()).toBe('Enter the issued date and the tenor');
      expect(await page.locator('input[name="issuedDate"]').inputValue()).toBe('2026-12-01');
      await page
        .locator('select[name="bankCode"]')
        .selectOption({ label: 'Bank Central Asia (BCA)' });
      await page.locator('input[name="alias"]').fill('BCA Deposito Desember');
      await page.locator('input[name="amount"]').fill('1.000.000.000');
      await page.locator('input[name="issuedDate"]').fill('2026-11-15');
      // The maturity date follows the tenor as it is typed: months keep the day, days count on.
      await page.locator('input[name="tenor"]').fill('3');
      await expect.poll(() => maturity.innerText()).toBe('Feb 15, 2027');
      // The fields edited before the tenor was typed were checked without breaking the page.
      expect(pageErrors).toEqual([]);
      await page.locator('select[name="tenorType"]').selectOption('DAYS');
      await page.locator('input[name="tenor"]').fill('30');
      await expect.poll(() => maturity.innerText()).toBe('Dec 15, 2026');
      await page.locator('select[name="tenorType"]').selectOption('MONTHS');
      await page.locator('input[name="tenor"]').fill('1');
      await expect.poll(() => maturity.innerText()).toBe('Dec 15, 2026');
      // The service's rules in its words, before anything is sent.
      await page.locator('input[name="interestRate"]').fill('4.12345');
      await page.getByTestId('deposit-submit-form').click();
      await expect
        .poll(() => page.getByTestId('deposit-form').innerText())
        .toContain(
          'Enter an interest rate above 0 and at most 100 percent a year, with at most four decimals.',
        );
      await page.locator('input[name="interestRate"]').fill('4.25');
      await page.getByTestId('deposit-form-auto-renewal').click();
      await page.locator('select[name="renewal"]').selectOption('RENEW_PRINCIPAL_AND_INTEREST');
      expect(plain(await page.getByTestId('deposit-form-summary').innerText())).toBe(
        'Rp 1,000,000,000.00 at 4.25% a year until Dec 15, 2026.',
      );
      await screenshot(page, 'deposit-create-en');
      await page.getByTestId('deposit-submit-form').click();

      await page.waitForURL('**/deposits');
      const { text } = await onlyRow(page.getByTestId('deposit-row'));
      // 16 days from 15 November to 1 December: gross 1,863,013.70, net of the 20% tax 1,490,410.96 (tests/support/deposits.ts).
      expectToContainEach(text, [
        'BCA Deposito Desember',
        'Bank Central Asia (BCA)',
        'Rp 1,000,000,000.00',
        '4.25% a year',
        'Nov 15, 2026 → Dec 15, 2026',
        '1 month · Renew principal and interest (ARO+)',
        'Rp 1,863,013.70',
        'Net Rp 1,490,410.96',
        '16 days',
        'Active',
        'Renews Dec 15, 2026, net interest Rp 2,794,520.54',
      ]);
      expect(await page.getByTestId('deposits-total').innerText()).toBe('Showing 1 of 1');

      // The same alias again is the service's refusal, on the alias field.
      await page.goto(`${suite.system.url}/deposits/create`);
      await page.locator('select[name="bankCode"]').selectOption({ label: 'Bank Mandiri' });
      await page.locator('input[name="alias"]').fill('bca deposito desember');
      await page.locator('input[name="amount"]').fill('250000000');
      await page.locator('input[name="tenor"]').fill('6');
      await page.locator('input[name="interestRate"]').fill('4,5');
      await page.getByTestId('deposit-submit-form').click();
      await expect
        .poll(() => page.getByTestId('deposit-form').innerText(), SERVER_ROUND_TRIP)
        .toContain('Another deposit already has this alias.');
      expect(page.url()).toMatch(/\/deposits\/create$/);
    }));

  it('in a browser set to English, the issued date reads day first in Indonesian (dd/mm/yyyy) and month first in English, and a date typed that way is the one the maturity follows', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page, context) => {
      await dismissSmallScreenNotice(context);
      await context.addCookies([{ name: 'language', value: 'id', url: suite.system.url }]);
      await page.clock.setFixedTime(clock);
      await openSignedIn(page, `${suite.system.url}/deposits/create`, suite.owner);
      const issued = page.locator('input[data-date-text="issuedDate"]');
      await issued.waitFor();
      expect(await issued.inputValue()).toBe('01/12/2026');
      expect(await issued.getAttribute('placeholder')).toBe('hh/bb/tttt');

      await issued.fill('15/11/2026');
      await page.locator('input[name="tenor"]').fill('1');
      expect(await page.locator('input[name="issuedDate"]').inputValue()).toBe('2026-11-15');
      await expect
        .poll(() => page.getByTestId('deposit-form-maturity').getAttribute('data-date'))
        .toBe('2026-12-15');
      expect(await page.getByTestId('deposit-form-maturity').innerText()).toBe('15 Des 2026');
      // A day that is not in the calendar is no date: the form says the field is empty rather than guessing.
      await issued.fill('31/02/2026');
      await issued.blur();
      expect(await page.locator('input[name="issuedDate"]').inputValue()).toBe('');
      await expect
        .poll(() => page.getByTestId('deposit-form').innerText())
        .toContain('Kolom ini wajib diisi');
      await issued.fill('15/11/2026');
      for (const window of WINDOWS) {
        await resizeTo(page, window);
        await screenshot(page, `deposits-create-date-${window.width}-id`);
      }

      await context.addCookies([{ name: 'language', value: 'en', url: suite.system.url }]);
      await page.reload();
      await issued.waitFor();
      expect(await issued.inputValue()).toBe('12/01/2026');
      expect(await issued.getAttribute('placeholder')).toBe('mm/dd/yyyy');
      await issued.fill('11/15/2026');
      expect(await page.locator('input[name="issuedDate"]').inputValue()).toBe('2026-11-15');
      for (const window of WINDOWS) {
        await resizeTo(page, window);
        await screenshot(page, `deposits-create-date-${window.width}-en`);
      }
    }));

  it('a deposit is closed early with a reason; a close the service refuses meanwhile says why in the dialog', async () => {
    const { owner, as } = await withDecemberDeposit('PT Simpanan Tutup Awal');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      expect((await place({ alias: 'Mandiri Deposito Cadangan' }, as)).status).toBe(201);
      const raced = await place({ alias: 'BNI Deposito Proyek', bankCode: '009' }, as);
      await onDeposits(page, owner);
      const rows = page.getByTestId('deposit-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(3);
      const reserve = rows.filter({ hasText: 'Mandiri Deposito Cadangan' });
      await reserve.getByTestId('deposit-close').click();
      const dialog = page.getByTestId('deposit-close-dialog');
      // 11 days at 4.75% on 500,000,000: 23,750,000 × 11 / 365 = 715,753.42; tax 143,150.68; net 572,602.74.
      expect(plain(await dialog.innerText())).toContain(
        'the principal and the interest of 11 days, Rp 572,602.74 after tax, are recorded as paid out',
      );
      await dialog.getByTestId('deposit-close-confirm').click();
      await expect.poll(() => dialog.innerText()).toContain('Give a reason.');
      await dialog.getByTestId('deposit-close-reason').fill('Dana dipakai untuk pembelian mesin');
      await screenshot(page, 'deposit-close-en');
      await dialog.getByTestId('deposit-close-confirm').click();
      await expect
        .poll(() => reserve.getByTestId('deposit-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Closed');
      expect(await reserve.getByTestId('deposit-closure').innerText()).toBe(
        'Closed Dec 1, 2026: Dana dipakai untuk pembelian mesin',
      );
      expect(await reserve.getByTestId('deposit-close').count()).toBe(0);

      // Someone else closes the other one first: the dialog shows the service's refusal and the deposit stays as they left it.
      const project = rows.filter({ hasText: 'BNI Deposito Proyek' });
      await project.getByTestId('deposit-close').click();
      expect(
        (
          await suite.treasury('POST', `/deposits/${raced.body.node.id}/close`, as, {
            reason: 'Ditutup oleh rekan',
          })
        ).status,
      ).toBe(200);
      await dialog.getByTestId('deposit-close-reason').fill('Pencairan');
      await dialog.getByTestId('deposit-close-confirm').click();
      await expect
        .poll(() => dialog.getByTestId('deposit-close-error').innerText(), SERVER_ROUND_TRIP)
        .toBe('This deposit is not active: it cannot be closed.');
      await screenshot(page, 'deposit-close-refused-en');
      await page.keyboard.press('Escape');
      // The dialog and its backdrop are gone before the page is used again.
      await page
        .locator('[data-scope="dialog"][data-part="backdrop"]')
        .waitFor({ state: 'detached' });
      // The row behind it was read again: closed, without its Close action.
      await expect
        .poll(() => project.getByTestId('deposit-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Closed');
      expect(await project.getByTestId('deposit-close').count()).toBe(0);

      // The status filter narrows the list on the server.
      await page.locator('select[name="status"]').selectOption('CLOSED');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      await page.locator('select[name="status"]').selectOption('MATURED');
      await expect
        .poll(() => page.getByTestId('deposits-empty').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(await page.getByTestId('deposits-empty').innerText()).toContain('No deposits match');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByTestId('deposits-search').fill('central asia');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await rows.first().getByTestId('deposit-alias').innerText()).toBe(
        'BCA Deposito Desember',
      );
    });
  });

  // Per language the list and the form are each loaded once and resized through the windows (tests/e2e/windows.ts).
  describe('laid out', () => {
    // An organisation of their own with the deposits the tests above end with: the December one
    // active, two others closed early.
    let laidOut: Credentials;
    beforeAll(async () => {
      const { owner, as } = await withDecemberDeposit('PT Simpanan Tata Letak');
      laidOut = owner;
      for (const [alias, bankCode] of [
        ['Mandiri Deposito Cadangan', '008'],
        ['BNI Deposito Proyek', '009'],
      ] as const) {
        const placed = await place({ alias, bankCode }, as);
        expect(placed.status).toBe(201);
        const closed = await suite.treasury('POST', `/deposits/${placed.body.node.id}/close`, as, {
          reason: 'Dana dipakai untuk pembelian mesin',
        });
        expect(closed.status).toBe(200);
      }
    });

    for (const language of ['en', 'id'] as const) {
      it(`the list and the form at 1440, 1280 and 390 px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
        withPageIn(suite.browser, suite.system.url, language, async (page) => {
          await onDeposits(page, laidOut);
          const rows = page.getByTestId('deposit-row');
          for (const window of WINDOWS) {
            await resizeTo(page, window);
            await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(3);
            const active = plain(
              await rows.filter({ hasText: 'BCA Deposito Desember' }).innerText(),
            );
            for (const expected of language === 'en'
              ? [
                  'Active',
                  'Rp 1,000,000,000.00',
                  '4.25% a year',
                  'Net Rp 1,490,410.96',
                  '16 days',
                  'Close',
                ]
              : [
                  'Aktif',
                  'Rp 1.000.000.000,00',
                  '4,25% per tahun',
                  'Neto Rp 1.490.410,96',
                  '16 hari',
                  'Perpanjang pokok dan bunga (ARO+)',
                  'Tutup',
                ]) {
              expect(active).toContain(expected);
            }
            expect(
              plain(await rows.filter({ hasText: 'Mandiri Deposito Cadangan' }).innerText()),
            ).toContain(language === 'en' ? 'Closed' : 'Ditutup');
            // The Close action stays whole and in view at every width.
            expect(
              await rows
                .filter({ hasText: 'BCA Deposito Desember' })
                .getByTestId('deposit-close')
                .isVisible(),
            ).toBe(true);
            expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
            await screenshot(page, `deposits-${window.width}-${language}`);
          }

          await resizeTo(page, WINDOWS[0]);
          await page.goto(`${suite.system.url}/deposits/create`);
          await page.getByTestId('deposit-form').waitFor();
          await page.locator('input[name="tenor"]').fill('3');
          for (const window of WINDOWS) {
            await resizeTo(page, window);
            await expect
              .poll(() => page.getByTestId('deposit-form-maturity').innerText())
              .toBe(language === 'en' ? 'Mar 1, 2027' : '1 Mar 2027');
            expect(
              await page.locator('select[name="tenorType"] option[value="DAYS"]').innerText(),
            ).toBe(language === 'en' ? 'Days' : 'Hari');
            expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
            await screenshot(page, `deposit-create-${window.width}-${language}`);
          }
        }));
    }
  });

  it('on its maturity date the job renews the deposit with its interest, and the list shows the new period', async () => {
    // Placed on the suite's day in an organisation of its own, then both clocks move to its maturity.
    const { owner } = await withDecemberDeposit('PT Simpanan Jatuh Tempo');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      clock = new Date('2026-12-15T10:00:00+07:00');
      // What the daily crontab queues at 00:05 in Jakarta (the tests turn the schedule off).
      await suite.system.treasury.jobs.add(DEPOSIT_MATURITY_JOB, { now: '2026-12-14T17:05:00Z' });
      await onDeposits(page, owner);
      const row = page.getByTestId('deposit-row').filter({ hasText: 'BCA Deposito Desember' });
      await expect
        .poll(async () => {
          await page.reload();
          await page.getByTestId('deposits-search').waitFor();
          return row.getByTestId('deposit-renewals').count();
        }, SERVER_ROUND_TRIP)
        .toBe(1);
      const text = plain(await row.innerText());
      // 1,000,000,000.00 + the first month's net interest 2,794,520.54, for 31 days to 15 January.
      expectToContainEach(text, [
        'Rp 1,002,794,520.54',
        'Placed Rp 1,000,000,000.00',
        'Dec 15, 2026 → Jan 15, 2027',
        'Renewed once since Nov 15, 2026',
        'Rp 0.00',
        'Active',
        'net interest Rp 2,895,740.89',
      ]);
      await screenshot(page, 'deposits-renewed-en');
    });
  });
});
