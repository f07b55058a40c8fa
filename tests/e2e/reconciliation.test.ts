import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import {
  addMember,
  callRest,
  createCounterpartyRest,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import {
  createExpectedRest,
  createManualAccountRest,
  enterLineRest,
} from '../support/treasury-rest.js';
import { issuedInvoice, invoiceWritersIn } from '../support/sales-invoices.js';
import { borrowPage, browserSuite, screenshot, signInFrom, openSignedIn } from './browser.js';
import { dismissSmallScreenNotice } from './notices.js';
import { proposalCardWith, RECONCILIATION_READER } from './reconciliation-screen.js';
import { BUDI_BCA_ACCOUNT, importInDialog } from './imports.js';
import { fitsEverywhere } from './fits.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { plain } from './rows.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/statements');

const suite = browserSuite('PT Rekonsiliasi Makmur');

let tokens: Tokens;
let viewer: Credentials;

/** An expected rupiah credit through the treasury's REST API. */
const createExpected = ({ amount, ...body }: { amount: string } & Record<string, unknown>) =>
  createExpectedRest(suite.system, tokens, amount, { currency: 'IDR', ...body });

beforeAll(async () => {
  tokens = await signInRest(suite.system, suite.owner);
  await createManualAccountRest(suite.system, tokens, BUDI_BCA_ACCOUNT);
  const employer = await createCounterpartyRest(suite.system, tokens, {
    legalName: 'PT Sumber Makmur',
    alias: 'Sumber Makmur',
  });
  // The salary the engine should find by amount, day and name; two shop deposits that together make one cash deposit.
  await createExpected({
    date: '2026-10-01',
    amount: '15750000.00',
    description: 'Gaji Oktober 2026',
    counterpartyId: employer.id,
    externalId: 'GAJI-2026-10',
  });
  await createExpected({
    date: '2026-10-18',
    amount: '1000000.00',
    description: 'Setoran toko Cikini',
  });
  await createExpected({
    date: '2026-10-18',
    amount: '2000000.00',
    description: 'Setoran toko Menteng',
  });
  viewer = await addMember(suite.system, suite.organizationId, RECONCILIATION_READER);
});

describe('reconciliation in the browser', () => {
  it('imports a statement, runs the matching, accepts a proposal while a second member watches, reconciles partially through the warning, and removes one of two matches', async () => {
    const owner = await borrowPage(suite.browser, { timezoneId: 'Asia/Jakarta' });
    const second = await borrowPage(suite.browser, { timezoneId: 'Asia/Jakarta' });
    try {
      const page = owner.page;
      await signInFrom(page, suite.system.url, suite.owner);

      // Import the bank's statement.
      await page.goto(suite.system.url + '/statement-transactions');
      await page.getByTestId('import-statement').click({ timeout: 15_000 });
      const dialog = await importInDialog(
        page,
        path.join(FIXTURES, 'bca-personal.csv'),
        'COMPLETED',
        'BCA Budi · 0183456721 · IDR',
      );
      await dialog.getByTestId('import-done').click();

      // The Reconciled tab is empty; the Unreconciled tab lists the lines; the header links to the rules.
      await page.getByTestId('sidebar').getByRole('link', { name: 'Reconciliation' }).click();
      await page.waitForURL('**/reconciliation');
      const lines = page.getByTestId('reconciliation-line');
      await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(17);
      expect(await page.getByTestId('reconciliation-rules-link').getAttribute('href')).toBe(
        '/reconciliation/rules',
      );
      await page.getByTestId('reconciliation-tab-reconciled').click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'reconciled');
      await expect.poll(() => page.getByTestId('reconciliation-lines-empty').count()).toBe(1);
      await page.goto(suite.system.url + '/reconciliation?tab=unreconciled');
      await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(17);

      // Run the engine: the salary is proposed with its reasons.
      await page.getByTestId('reconciliation-run').click();
      const salary = proposalCardWith(page, 'GAJI OKT 2026');
      await expect.poll(() => salary.count(), { timeout: 15_000 }).toBe(1);
      const salaryText = plain(await salary.innerText());
      for (const text of ['Full Match', 'amount equal', 'on the day', 'Rp 15,750,000.00'])
        expect(salaryText).toContain(text);
      await screenshot(owner.page, 'reconciliation-proposals-en');

      // A second member opens the screen and sees the same proposal.
      await openSignedIn(
        second.page,
        suite.system.url + '/reconciliation?tab=unreconciled',
        viewer,
      );
      const watched = proposalCardWith(second.page, 'GAJI OKT 2026');
      await expect.poll(() => watched.count(), { timeout: 15_000 }).toBe(1);
      // Read-only: without reconciliation:reconcile there is nothing to accept, run or match.
      expect(await second.page.getByTestId('reconciliation-run').count()).toBe(0);
      expect(await watched.getByTestId('reconciliation-proposal-accept').count()).toBe(0);
      await second.page.evaluate(() => Object.assign(window, { reconciliationNotReloaded: true }));
      const secondLines = second.page.getByTestId('reconciliation-line');
      expect(await secondLines.filter({ hasText: 'GAJI OKT 2026' }).count()).toBe(1);

      // Accept it: the line leaves the Unreconciled list here, and on the second member's screen without a reload.
      await salary.getByTestId('reconciliation-proposal-accept').click();
      await expect
        .poll(() => lines.filter({ hasText: 'GAJI OKT 2026' }).count(), { timeout: 15_000 })
        .toBe(0);
      await expect
        .poll(() => secondLines.filter({ hasText: 'GAJI OKT 2026' }).count(), { timeout: 15_000 })
        .toBe(0);
      await expect.poll(() => watched.count()).toBe(0);
      expect(
        await second.page.evaluate(
          () =>
            (window as unknown as { reconciliationNotReloaded?: boolean })
              .reconciliationNotReloaded,
        ),
      ).toBe(true);

      // The cash deposit of 3,000,000 with the first shop's 1,000,000: the totals differ, the warning offers a partial reconcile.
      await lines.filter({ hasText: 'SETORAN TUNAI' }).click();
      await page.waitForURL((url) => url.searchParams.has('statementTransaction'));
      const lineId = new URL(page.url()).searchParams.get('statementTransaction')!;
      const pane = page.getByTestId('reconciliation-match-pane');
      await expect.poll(() => pane.getAttribute('data-line-id'), { timeout: 15_000 }).toBe(lineId);
      const candidates = pane.getByTestId('reconciliation-candidate');
      await expect.poll(() => candidates.filter({ hasText: 'Setoran toko' }).count()).toBe(2);
      await candidates
        .filter({ hasText: 'Setoran toko Cikini' })
        .getByTestId('reconciliation-candidate-select')
        .click();
      await expect
        .poll(async () =>
          plain(await pane.getByTestId('reconciliation-total-remaining').innerText()),
        )
        .toBe('Rp 2,000,000.00');
      await pane.getByTestId('reconciliation-match').click();
      const warning = pane.getByTestId('reconciliation-mismatch');
      await expect
        .poll(() => warning.innerText())
        .toContain('The statement amount is above the total of the selected items.');
      await fitsEverywhere(page, 'reconciliation-mismatch', 'en');
      // The same warning in Indonesian, then back to English for the rest.
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => warning.innerText())
        .toContain('Jumlah rekening koran melebihi total item yang dipilih.');
      await fitsEverywhere(page, 'reconciliation-mismatch', 'id');
      await page.getByTestId('language-switch').selectOption('en');
      await expect
        .poll(() => warning.innerText())
        .toContain('The statement amount is above the total of the selected items.');
      await resizeTo(page, WINDOWS[0]);
      await warning.getByTestId('reconciliation-partial').click();
      await expect
        .poll(
          () =>
            page
              .getByTestId('reconciliation-line-matches')
              .getByTestId('reconciliation-match-card')
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1);
      await expect.poll(() => lines.filter({ hasText: 'SETORAN TUNAI' }).count()).toBe(0);
      expect(
        await page
          .getByTestId('reconciliation-line-matches')
          .getByTestId('reconciliation-match-result')
          .innerText(),
      ).toBe('Partial Match');

      // The rest of it with the second shop's 2,000,000: a full match, the line's second.
      await expect
        .poll(() => candidates.filter({ hasText: 'Setoran toko Menteng' }).count())
        .toBe(1);
      await candidates
        .filter({ hasText: 'Setoran toko Menteng' })
        .getByTestId('reconciliation-candidate-select')
        .click();
      await expect
        .poll(async () =>
          plain(await pane.getByTestId('reconciliation-total-remaining').innerText()),
        )
        .toBe('Rp 0.00');
      await pane.getByTestId('reconciliation-match').click();
      await expect
        .poll(() => pane.getByTestId('reconciliation-line-done').count(), { timeout: 15_000 })
        .toBe(1);

      // On the Reconciled tab the line has two matches; removing the partial one leaves the full one.
      await page.goto(
        `${suite.system.url}/reconciliation?tab=reconciled&statementTransaction=${encodeURIComponent(lineId)}`,
      );
      const matches = page.getByTestId('reconciliation-matches-pane');
      const cards = matches.getByTestId('reconciliation-match-card');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
      await expect
        .poll(() =>
          matches.getByTestId('reconciliation-matches-status').getAttribute('data-status'),
        )
        .toBe('RECONCILED');
      expect(await cards.allInnerTexts()).toEqual([
        expect.stringContaining('Partial Match'),
        expect.stringContaining('Full Match'),
      ]);
      expect(await cards.first().getByTestId('reconciliation-match-kind').innerText()).toBe(
        'Manual',
      );
      await screenshot(page, 'reconciliation-reconciled-en');
      await cards.first().getByTestId('reconciliation-match-remove').click();
      await page.getByTestId('reconciliation-remove-confirm').click();
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(1);
      expect(plain(await cards.first().innerText())).toContain('Setoran toko Menteng');
      expect(await cards.first().getByTestId('reconciliation-match-result').innerText()).toBe(
        'Full Match',
      );
      await expect
        .poll(() =>
          matches.getByTestId('reconciliation-matches-status').getAttribute('data-status'),
        )
        .toBe('PARTIAL');

      // The statement list shows the status and links to the match.
      await page.goto(suite.system.url + '/statement-transactions');
      const row = page
        .getByTestId('statement-transaction-row')
        .filter({ hasText: 'SETORAN TUNAI' });
      await expect
        .poll(() => row.innerText(), { timeout: 15_000 })
        .toContain('Partially Reconciled');
      await row.getByTestId('statement-transaction-match-link').click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/reconciliation' &&
          url.searchParams.get('statementTransaction') === lineId &&
          url.searchParams.get('reconciled') === 'PARTIAL',
      );
      await expect
        .poll(
          () =>
            page
              .getByTestId('reconciliation-matches-pane')
              .getByTestId('reconciliation-match-card')
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1);
      await expect
        .poll(() =>
          page
            .locator(`[data-testid="reconciliation-line"][data-line-id="${lineId}"]`)
            .getAttribute('data-selected'),
        )
        .toBe('true');

      // In Indonesian: the tabs, the result and the kind in its words.
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => page.getByTestId('reconciliation-tab-unreconciled').innerText())
        .toBe('Belum Direkonsiliasi');
      await expect
        .poll(() => page.getByTestId('reconciliation-match-result').first().innerText())
        .toBe('Cocok Penuh');
      await screenshot(page, 'reconciliation-reconciled-id');
    } finally {
      await owner.release();
      await second.release();
    }
  });

  it('offers an open sales invoice in the manual pane for a credit, with its kind and number, and matching it by hand pays it', async () => {
    const invoice = await issuedInvoice(
      await invoiceWritersIn(suite.system, suite.organizationId),
      {
        quantity: '7',
        buyerName: 'PT Pembeli Panel',
      },
    );
    const accounts = await callRest<{ items: { id: string }[] }>(
      suite.system.treasuryUrl,
      'GET',
      '/bank-accounts',
      tokens,
    );
    const line = await enterLineRest(suite.system, tokens, {
      bankAccountId: accounts.body.items[0]!.id,
      transactionDate: '2026-11-20',
      description: 'TRSF CR PEMBELI PANEL',
      direction: 'CREDIT',
      amount: '700000.00',
    });
    const lineId = toGlobalId('StatementTransaction', line);
    const { page, release } = await borrowPage(suite.browser, { timezoneId: 'Asia/Jakarta' });
    try {
      await openSignedIn(
        page,
        `${suite.system.url}/reconciliation?tab=unreconciled&statementTransaction=${encodeURIComponent(lineId)}`,
        suite.owner,
      );
      const pane = page.getByTestId('reconciliation-match-pane');
      const offered = pane
        .getByTestId('reconciliation-candidate')
        .filter({ hasText: invoice.number! });
      await expect.poll(() => offered.count(), { timeout: 15_000 }).toBe(1);
      expect(await offered.getAttribute('data-kind')).toBe('SALES_INVOICE');
      expect(plain(await offered.innerText())).toContain('PT Pembeli Panel');
      await screenshot(page, 'reconciliation-manual-invoice');
      await offered.getByTestId('reconciliation-candidate-select').click();
      await pane.getByTestId('reconciliation-match').click();
      await expect
        .poll(() => pane.getByTestId('reconciliation-line-done').count(), { timeout: 15_000 })
        .toBe(1);
      const paid = await callRest<{ status: string }>(
        suite.system.invoicingUrl,
        'GET',
        `/sales-invoices/${invoice.id}`,
        tokens,
      );
      expect(paid.body.status).toBe('PAID');
    } finally {
      await release();
    }
  });

  it('shows a proposal’s reasons in the reader’s language, and the two panes fit at 1440, 1280 and 390 px in English and Indonesian', async () => {
    const insurer = await createCounterpartyRest(suite.system, tokens, {
      legalName: 'PT Asuransi Sejahtera',
      alias: 'Asuransi Sejahtera',
    });
    await createExpected({
      date: '2026-10-20',
      amount: '2300000.00',
      description: 'Klaim rawat inap',
      counterpartyId: insurer.id,
    });
    // One page per language, loaded once and looked at in each window, widest first (tests/e2e/windows.ts).
    const screens = [
      { language: 'id', after: /setelah jatuh tempo/ },
      { language: 'en', after: /after due/ },
    ] as const;
    for (const [index, screen] of screens.entries()) {
      // The member's saved language is what the signed-in page applies once it has loaded; saved before signing in, the page
      // settles in it whatever the previous screen chose, with no switch racing the saved language's arrival.
      const saved = await callRest(suite.system.accountUrl, 'PUT', '/me/profile', tokens, {
        fullName: 'Rekonsiliasi Owner',
        language: screen.language,
      });
      expect(saved.status).toBe(200);
      const { context, page, release } = await borrowPage(suite.browser, {
        timezoneId: 'Asia/Jakarta',
      });
      try {
        await dismissSmallScreenNotice(context);
        await openSignedIn(
          page,
          suite.system.url + '/reconciliation?tab=unreconciled',
          suite.owner,
        );
        await expect
          .poll(() => page.getByTestId('language-switch').inputValue(), { timeout: 15_000 })
          .toBe(screen.language);
        if (index === 0) await page.getByTestId('reconciliation-run').click();
        const claim = proposalCardWith(page, 'KLAIM RS');
        await expect.poll(() => claim.count(), { timeout: 15_000 }).toBe(1);
        await page.getByTestId('reconciliation-line').filter({ hasText: 'KLAIM RS' }).click();
        const pane = page.getByTestId('reconciliation-match-pane');
        for (const viewport of WINDOWS) {
          await resizeTo(page, viewport);
          await expect
            .poll(() => page.getByTestId('reconciliation-tab-unreconciled').innerText(), {
              timeout: 15_000,
            })
            .toBe(screen.language === 'id' ? 'Belum Direkonsiliasi' : 'Unreconciled');
          expect(await page.getByTestId('language-switch').inputValue()).toBe(screen.language);
          expect(await claim.count()).toBe(1);
          // Worded from the reason's code and values, never the English text for an Indonesian reader.
          // The reasons are worded again once the page has read them in the new language: on a busy machine that takes more than a poll's second.
          await expect
            .poll(() => claim.locator('[data-code="DATE_AFTER"]').innerText(), {
              timeout: 15_000,
            })
            .toMatch(screen.after);
          await expect
            .poll(
              () =>
                pane
                  .getByTestId('reconciliation-line-proposals')
                  .getByTestId('reconciliation-proposal')
                  .count(),
              { timeout: 15_000 },
            )
            .toBe(1);
          await expect
            .poll(() =>
              pane
                .getByTestId('reconciliation-candidate')
                .filter({ hasText: 'Klaim rawat inap' })
                .count(),
            )
            .toBe(1);
          await screenshot(page, `reconciliation-match-${viewport.width}-${screen.language}`);
          // Nothing sticks out of the window: the panes stack on a phone.
          const problems = await settledOverflow(page, isDesktop(viewport));
          expect(problems, `${viewport.width} px in ${screen.language}`).toEqual([]);
        }
      } finally {
        await release();
      }
    }
  });

  it('when a statement line is written by hand in Indonesian, its date reads day first, and the date filter, read day first too, keeps only the lines of its days', async () => {
    const saved = await callRest(suite.system.accountUrl, 'PUT', '/me/profile', tokens, {
      fullName: 'Rekonsiliasi Owner',
      language: 'id',
    });
    expect(saved.status).toBe(200);
    const accounts = await callRest<{ items: { id: string }[] }>(
      suite.system.treasuryUrl,
      'GET',
      '/bank-accounts',
      tokens,
    );
    await enterLineRest(suite.system, tokens, {
      bankAccountId: accounts.body.items[0]!.id,
      transactionDate: '2026-09-20',
      description: 'SETORAN TUNAI KASIR SEPTEMBER',
      direction: 'CREDIT',
      amount: '4250000.00',
    });
    const { page, context, release } = await borrowPage(suite.browser, {
      locale: 'en-US',
      timezoneId: 'Asia/Jakarta',
    });
    try {
      await dismissSmallScreenNotice(context);
      await signInFrom(page, suite.system.url, suite.owner);

      // In an English browser the form's date still reads day first, and "03/09/2026" is the third of September.
      await page.goto(suite.system.url + '/statement-transactions/create');
      const date = page.locator('input[data-date-text="date"]');
      await expect
        .poll(() => date.getAttribute('placeholder'), { timeout: 15_000 })
        .toBe('hh/bb/tttt');
      await page.getByTestId('statement-form-bankAccountId').selectOption({ index: 1 });
      await date.fill('03/09/2026');
      expect(await page.locator('input[name="date"]').inputValue()).toBe('2026-09-03');
      await page.getByTestId('statement-form-amount').fill('1275000');
      await page
        .getByTestId('statement-form-description')
        .fill('TRSF E-BANKING CR 0309 CV MAJU BERSAMA');
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        await screenshot(page, `statement-form-date-${viewport.width}-id`);
      }
      await page.getByTestId('statement-form-submit').click();
      await page.waitForURL((url) => url.pathname === '/statement-transactions');

      // The reconciliation's own period, typed day first: from the 1st to the 10th of September keeps the 3rd, not the 20th.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(suite.system.url + '/reconciliation?tab=unreconciled');
      await page.locator('select[name="period"]').selectOption('CUSTOM');
      const from = page.locator('input[data-date-text="from"]');
      expect(await from.getAttribute('placeholder')).toBe('hh/bb/tttt');
      await from.fill('01/09/2026');
      await page.waitForURL((url) => url.searchParams.get('from') === '2026-09-01');
      await page.locator('input[data-date-text="to"]').fill('10/09/2026');
      await page.waitForURL(
        (url) =>
          url.searchParams.get('from') === '2026-09-01' &&
          url.searchParams.get('to') === '2026-09-10',
      );
      const lines = page.getByTestId('reconciliation-line');
      await expect
        .poll(async () => (await lines.allInnerTexts()).map(plain), { timeout: 15_000 })
        .toEqual([expect.stringContaining('CV MAJU BERSAMA')]);
      expect(plain(await lines.first().innerText())).toContain('Rp 1.275.000,00');
      await screenshot(page, 'reconciliation-date-filter-1280-id');

      // Opened again from its address, the period reads day first as it was typed.
      await page.reload();
      await expect.poll(() => from.inputValue(), { timeout: 15_000 }).toBe('01/09/2026');
      expect(await page.locator('input[data-date-text="to"]').inputValue()).toBe('10/09/2026');
      await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(1);
    } finally {
      await release();
    }
  });
});
