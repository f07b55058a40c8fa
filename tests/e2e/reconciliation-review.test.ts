import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
  runMatchingRest,
} from '../support/treasury-rest.js';
import { browserSuite, screenshot, signInFrom, withPage, openSignedIn } from './browser.js';
import { dismissSmallScreenNotice } from './notices.js';
import { plain } from './rows.js';
import { proposalCardWith, RECONCILIATION_READER } from './reconciliation-screen.js';
import { resizeTo, WINDOWS } from './windows.js';

const suite = browserSuite('PT Tinjau Rekonsiliasi');

let tokens: Tokens;
let bankAccountId: string;
/** A second reviewer, who accepts through the API while the owner's screen is open. */
let colleague: Tokens;
let reader: Credentials;
let outsider: Credentials;

/** A statement line entered by hand on the suite's account (the system's today is 22 November 2026). */
const createLine = (description: string, amount: string, transactionDate = '2026-11-18') =>
  enterLineRest(suite.system, tokens, { bankAccountId, transactionDate, description, amount });

/** An expected transaction (incoming unless said otherwise) through the treasury's REST API. */
const createExpected = ({ amount, ...body }: { amount: string } & Record<string, unknown>) =>
  createExpectedRest(suite.system, tokens, amount, {
    currency: 'IDR',
    date: '2026-11-18',
    ...body,
  });

/** Five customers, each paying one invoice in full on the day it was due: the engine proposes each line with its invoice. */
const PAYERS = [
  {
    name: 'PT Alfa Niaga',
    line: 'TRSF E-BANKING CR 1811/FTSCY/WS95031 PT ALFA NIAGA INV/2026/11/0101',
    amount: '12500000.00',
    invoice: 'INV/2026/11/0101',
  },
  {
    name: 'PT Bintang Terang',
    line: 'TRSF E-BANKING CR 1811/FTSCY/WS95032 PT BINTANG TERANG INV/2026/11/0102',
    amount: '8750000.00',
    invoice: 'INV/2026/11/0102',
  },
  {
    name: 'PT Cahaya Baru',
    line: 'TRSF E-BANKING CR 1811/FTSCY/WS95033 PT CAHAYA BARU INV/2026/11/0103',
    amount: '4325000.00',
    invoice: 'INV/2026/11/0103',
  },
  {
    name: 'PT Dirgantara Elok',
    line: 'TRSF E-BANKING CR 1811/FTSCY/WS95034 PT DIRGANTARA ELOK INV/2026/11/0104',
    amount: '6180000.00',
    invoice: 'INV/2026/11/0104',
  },
  {
    name: 'PT Eka Sentosa',
    line: 'TRSF E-BANKING CR 1811/FTSCY/WS95035 PT EKA SENTOSA INV/2026/11/0105',
    amount: '9990000.00',
    invoice: 'INV/2026/11/0105',
  },
] as const;
const words = (index: number) => PAYERS[index]!.line.split(' ').slice(-3).join(' ');

/** The engine's pending proposal of a line, through the API. */
async function proposalOf(lineId: string) {
  const listed = await callRest<{ items: { node: { id: string } }[] }>(
    suite.system.treasuryUrl,
    'GET',
    `/reconciliation-proposals?statementTransactionId=${lineId}`,
    tokens,
  );
  expect(listed.status).toBe(200);
  expect(listed.body.items).toHaveLength(1);
  return listed.body.items[0]!.node.id;
}

let lineIds: string[] = [];

beforeAll(async () => {
  tokens = await signInRest(suite.system, suite.owner);
  bankAccountId = await createManualAccountRest(suite.system, tokens, { alias: 'BCA Operasional' });
  for (const payer of PAYERS) {
    const counterparty = await createCounterpartyRest(suite.system, tokens, {
      legalName: payer.name,
      alias: payer.name.replace('PT ', ''),
    });
    await createExpected({
      amount: payer.amount,
      description: `Pelunasan ${payer.invoice}`,
      externalId: payer.invoice,
      counterpartyId: counterparty.id,
    });
  }
  lineIds = [];
  for (const payer of PAYERS) lineIds.push(await createLine(payer.line, payer.amount));
  const run = await runMatchingRest(suite.system, tokens);
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  const colleagueCredentials = await addMember(suite.system, suite.organizationId, [
    'reconciliation:read',
    'reconciliation:reconcile',
    'statements:read',
    'expected-transactions:read',
  ]);
  colleague = await signInRest(suite.system, colleagueCredentials);
  reader = await addMember(suite.system, suite.organizationId, RECONCILIATION_READER);
  outsider = await addMember(suite.system, suite.organizationId, [
    'statements:read',
    'expected-transactions:read',
    'bank-accounts:read',
  ]);
});

/** Opens the Unreconciled tab signed in as the owner and waits for its five proposals' lines. */
async function openUnreconciled(page: Page) {
  await openSignedIn(page, suite.system.url + '/reconciliation?tab=unreconciled', suite.owner);
  await expect
    .poll(() => page.getByTestId('reconciliation-line').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/** In a fresh page signed in as `owner` on the unreconciled tab, once it shows one proposal: `steps` on that proposal's card. */
const withTheProposal = (owner: Credentials, steps: (card: Locator, page: Page) => Promise<void>) =>
  withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
    await openSignedIn(page, suite.system.url + '/reconciliation?tab=unreconciled', owner);
    const card = page
      .getByTestId('reconciliation-proposals')
      .getByTestId('reconciliation-proposal');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await steps(card, page);
  });

/** The match pane of the unreconciled line whose text holds `lineText`, opened signed in as `member`. */
async function matchPaneOf(page: Page, member: Credentials, lineText: string): Promise<Locator> {
  await openSignedIn(page, suite.system.url + '/reconciliation?tab=unreconciled', member);
  await page
    .getByTestId('reconciliation-line')
    .filter({ hasText: lineText })
    .click({ timeout: 15_000 });
  return page.getByTestId('reconciliation-match-pane');
}

/** Ticks the bulk list's proposals of the payers at `indexes` (PAYERS), each once it is shown. */
async function selectProposals(page: Page, indexes: number[]): Promise<void> {
  for (const index of indexes) {
    await expect
      .poll(() => proposalCardWith(page, words(index)).count(), { timeout: 15_000 })
      .toBe(1);
    await proposalCardWith(page, words(index))
      .getByTestId('reconciliation-proposal-select')
      .click();
  }
}

describe('reviewing proposals in the browser', () => {
  it('when three proposals are accepted at once and a colleague accepted one of them a moment before, that one says why it was refused and the other two are matched', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openUnreconciled(page);
      const taken = await proposalOf(lineIds[1]!);
      await selectProposals(page, [0, 1, 2]);
      await expect
        .poll(() => page.getByTestId('reconciliation-proposals-accept').innerText())
        .toBe('Accept (3)');

      // The colleague's accept reaches the server just before the owner's bulk accept: the owner's screen had no chance to see it.
      let colleagueAccepted = false;
      await page.route('**/graphql', async (route) => {
        if (
          !colleagueAccepted &&
          (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
            'useProposalDecisionsAcceptMutation'
        ) {
          colleagueAccepted = true;
          const accepted = await callRest(
            suite.system.treasuryUrl,
            'POST',
            `/reconciliation-proposals/${taken}/accept`,
            colleague,
            {},
          );
          expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
        }
        await route.continue();
      });
      await page.getByTestId('reconciliation-proposals-accept').click();
      const summary = page.getByTestId('reconciliation-proposals-summary');
      await expect
        .poll(() => summary.innerText(), { timeout: 15_000 })
        .toBe('2 accepted; 1 refused: see why on each.');
      await page.unroute('**/graphql');
      expect(colleagueAccepted).toBe(true);

      // The refused one (the colleague's match now) is named with its reason, although it has left the pending list.
      const refusal = page
        .getByTestId('reconciliation-proposals')
        .getByTestId('reconciliation-proposal-error');
      await expect.poll(() => refusal.count(), { timeout: 15_000 }).toBe(1);
      const refusalText = plain(await refusal.innerText());
      expect(refusalText).toContain(PAYERS[1].line);
      expect(refusalText).toContain('This recommendation was already acted on.');
      for (const index of [0, 1, 2])
        await expect.poll(() => proposalCardWith(page, words(index)).count()).toBe(0);
      // All three lines are reconciled: two by this bulk accept, one by the colleague.
      const lines = page.getByTestId('reconciliation-line');
      for (const index of [0, 1, 2])
        await expect
          .poll(() => lines.filter({ hasText: words(index) }).count(), { timeout: 15_000 })
          .toBe(0);
      await screenshot(page, 'reconciliation-bulk-refusal-en');
      const matched = await callRest<{ items: { createdBy: string | null }[] }>(
        suite.system.treasuryUrl,
        'GET',
        `/reconciliations?statementTransactionIds=${lineIds[0]}`,
        tokens,
      );
      expect(matched.status).toBe(200);
      expect(matched.body.items).toHaveLength(1);
    }));

  it('when two proposals are rejected at once, both leave the list, their lines stay open, and a line without a proposal says No Match in both languages', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openUnreconciled(page);
      await selectProposals(page, [3, 4]);
      await page.getByTestId('reconciliation-proposals-reject').click();
      await expect
        .poll(() => page.getByTestId('reconciliation-proposals-summary').innerText(), {
          timeout: 15_000,
        })
        .toBe('2 rejected.');
      for (const index of [3, 4])
        await expect.poll(() => proposalCardWith(page, words(index)).count()).toBe(0);
      const rejected = await callRest<{ items: unknown[] }>(
        suite.system.treasuryUrl,
        'GET',
        `/reconciliation-proposals?statementTransactionId=${lineIds[3]}`,
        tokens,
      );
      expect(rejected.body.items).toEqual([]);

      // The line is still to match, and the pane says the engine found nothing for it.
      const line = page.getByTestId('reconciliation-line').filter({ hasText: words(3) });
      await expect.poll(() => line.count()).toBe(1);
      await line.click();
      await page.waitForURL((url) => url.searchParams.has('statementTransaction'));
      const pane = page.getByTestId('reconciliation-match-pane');
      await expect
        .poll(() => pane.getAttribute('data-line-id'), { timeout: 15_000 })
        .toBe(new URL(page.url()).searchParams.get('statementTransaction'));
      await expect
        .poll(() => pane.getByTestId('reconciliation-line-result').innerText())
        .toBe('No Match');
      expect(await pane.getByTestId('reconciliation-line-proposals').count()).toBe(0);
      // The rejected invoice is still open, so it is offered by hand.
      await expect
        .poll(() =>
          pane
            .getByTestId('reconciliation-candidate')
            .filter({ hasText: PAYERS[3].invoice })
            .count(),
        )
        .toBe(1);
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => pane.getByTestId('reconciliation-line-result').innerText())
        .toBe('Tidak Cocok');
      await screenshot(page, 'reconciliation-no-match-id');
      // The choice of language is the owner's, kept by the server: back to English for the other tests.
      await page.getByTestId('language-switch').selectOption('en');
      await expect
        .poll(() => pane.getByTestId('reconciliation-line-result').innerText())
        .toBe('No Match');
    }));

  it('offers only what the line could be matched with, page by page and searchable, and matches two lines with one item as instalments', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      // One invoice paid in two transfers; an outgoing payment of the same customer and amount that a credit can never settle; and enough open invoices to page.
      const customer = await createCounterpartyRest(suite.system, tokens, {
        legalName: 'PT Fajar Abadi',
        alias: 'Fajar Abadi',
      });
      await createExpected({
        amount: '3000000.00',
        description: 'Termin proyek gudang',
        externalId: 'INV/2026/11/0200',
        counterpartyId: customer.id,
      });
      await createExpected({
        amount: '1000000.00',
        description: 'Pengembalian uang muka Fajar',
        direction: 'DEBIT',
        counterpartyId: customer.id,
      });
      for (let index = 1; index <= 22; index += 1)
        await createExpected({
          amount: `${100000 + index * 1000}.00`,
          description: `Setoran gerai ${String(index).padStart(2, '0')}`,
        });
      const termin = await createLine(
        'TRSF E-BANKING CR 1911/FTSCY/WS95101 PT FAJAR ABADI TERMIN 1',
        '1000000.00',
        '2026-11-19',
      );
      await createLine(
        'TRSF E-BANKING CR 2011/FTSCY/WS95102 PT FAJAR ABADI TERMIN 2',
        '2000000.00',
        '2026-11-20',
      );

      const pane = await matchPaneOf(page, suite.owner, 'TERMIN 1');
      const candidates = pane.getByTestId('reconciliation-candidate');
      await expect.poll(() => candidates.count(), { timeout: 15_000 }).toBe(20);
      // Incoming items only: the termin, the 22 deposits and the two invoices rejected above are open; the outgoing refund is never offered.
      const total = pane.getByTestId('reconciliation-candidates-total');
      expect(plain(await total.innerText())).toBe('Showing 20 of 25');
      await pane.getByTestId('reconciliation-candidates-load-more').click();
      await expect.poll(() => candidates.count(), { timeout: 15_000 }).toBe(25);
      expect(await pane.getByTestId('reconciliation-candidates-load-more').count()).toBe(0);
      expect(await candidates.filter({ hasText: 'Pengembalian uang muka' }).count()).toBe(0);
      await pane.getByTestId('reconciliation-candidate-search').fill('termin');
      await expect.poll(() => candidates.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => plain(await total.innerText())).toBe('Showing 1 of 1');

      // The second transfer joins the first as an instalment; together they pay the termin.
      const second = page.getByTestId('reconciliation-line').filter({ hasText: 'TERMIN 2' });
      await second.getByTestId('reconciliation-line-instalment').click();
      await candidates
        .filter({ hasText: 'Termin proyek gudang' })
        .getByTestId('reconciliation-candidate-select')
        .click();
      await expect
        .poll(async () => plain(await pane.getByTestId('reconciliation-total-line').innerText()))
        .toBe('Rp 3,000,000.00');
      await expect
        .poll(async () =>
          plain(await pane.getByTestId('reconciliation-total-remaining').innerText()),
        )
        .toBe('Rp 0.00');
      await screenshot(page, 'reconciliation-instalments-en');
      await pane.getByTestId('reconciliation-match').click();
      const lines = page.getByTestId('reconciliation-line');
      await expect
        .poll(() => lines.filter({ hasText: 'PT FAJAR ABADI' }).count(), { timeout: 15_000 })
        .toBe(0);

      // One match allocates both lines to the termin.
      const matches = await callRest<{
        items: { allocations: { statementTransactionId: string; amount: string }[] }[];
      }>(
        suite.system.treasuryUrl,
        'GET',
        `/reconciliations?statementTransactionIds=${termin}`,
        tokens,
      );
      expect(matches.body.items).toHaveLength(1);
      expect(
        matches.body.items[0]!.allocations.map((allocation) => allocation.amount).sort(),
      ).toEqual(['1000000.00', '2000000.00']);
    }));

  it('when a member may read reconciliations but not act, nothing offers to; without reconciliation:read, the menu has no entry and the route answers as forbidden', async () => {
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, suite.system.url + '/reconciliation?tab=unreconciled', reader);
      await expect
        .poll(() => page.getByTestId('reconciliation-line').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await page.getByTestId('reconciliation-proposals-bulk').count()).toBe(0);
      expect(await page.getByTestId('reconciliation-line-instalment').count()).toBe(0);
    });
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await signInFrom(page, suite.system.url, outsider);
      await expect
        .poll(
          () =>
            page
              .getByTestId('sidebar')
              .getByRole('link', { name: 'Statement Transactions' })
              .count(),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      expect(
        await page.getByTestId('sidebar').getByRole('link', { name: 'Reconciliation' }).count(),
      ).toBe(0);
      await page.goto(suite.system.url + '/reconciliation?tab=unreconciled');
      await expect.poll(() => page.getByTestId('status-403').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByTestId('reconciliation-lines').count()).toBe(0);
    });
  });
});

/** An organisation of a test's own with a manual account (`alias`): its owner, signed in, and the account's id. */
async function organisationWithAccount(name: string, alias: string) {
  const { owner, tokens: ownerTokens } = await suite.anotherOrganization(name);
  const account = await createManualAccountRest(suite.system, ownerTokens, { alias });
  return { owner, ownerTokens, account };
}

/**
 * Opens the unreconciled tab signed in as `owner`, past the small-screen notice (the windows under
 * it are what is looked at): its list of proposals.
 */
async function openUnreconciledPastNotice(
  page: Page,
  context: BrowserContext,
  owner: Credentials,
): Promise<Locator> {
  await dismissSmallScreenNotice(context);
  await openSignedIn(page, suite.system.url + '/reconciliation?tab=unreconciled', owner);
  return page.getByTestId('reconciliation-proposals');
}

describe('an organisation new to automatic matching', () => {
  it('before the first run a line says matching has not run yet and offers the run; after it, No Match; 51 proposals show 25 at a time and load the rest', async () => {
    const { owner, ownerTokens, account } = await organisationWithAccount(
      'PT Baru Mencocokkan',
      'Mandiri Penerimaan',
    );
    const line = (description: string, amount: string) =>
      enterLineRest(suite.system, ownerTokens, {
        bankAccountId: account,
        transactionDate: '2026-11-19',
        description,
        amount,
      });
    await line('SETORAN TUNAI KCP SENAYAN', '1750000.00');

    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const pane = await matchPaneOf(page, owner, 'SETORAN TUNAI KCP SENAYAN');
      const notRun = pane.getByTestId('reconciliation-line-not-run');
      await expect.poll(() => notRun.count(), { timeout: 15_000 }).toBe(1);
      expect(await notRun.innerText()).toContain(
        'Automatic matching has not run yet for your organisation',
      );
      expect(await pane.getByTestId('reconciliation-line-result').count()).toBe(0);
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => notRun.innerText())
        .toContain('Pencocokan otomatis belum pernah dijalankan');
      await screenshot(page, 'reconciliation-not-run-id');
      await page.getByTestId('language-switch').selectOption('en');

      // The run from the pane finds nothing for the line: now it is No Match.
      await pane.getByTestId('reconciliation-line-run').click();
      await expect
        .poll(() => pane.getByTestId('reconciliation-line-result').count(), { timeout: 15_000 })
        .toBe(1);
      expect(await pane.getByTestId('reconciliation-line-result').innerText()).toBe('No Match');
      expect(await notRun.count()).toBe(0);
    });

    // Fifty-one customers each paying one invoice: more proposals than one page holds.
    for (let start = 1; start <= 51; start += 17) {
      await Promise.all(
        Array.from({ length: Math.min(17, 52 - start) }, async (_, offset) => {
          const index = start + offset;
          const invoice = `INV/2026/11/${String(500 + index).padStart(4, '0')}`;
          const amount = `${30_000_000 + index * 100_000}.00`;
          await createExpectedRest(suite.system, ownerTokens, amount, {
            currency: 'IDR',
            date: '2026-11-19',
            description: `Pelunasan ${invoice}`,
            externalId: invoice,
            bankAccountId: account,
          });
          await line(
            `TRSF E-BANKING CR 1911/FTSCY/WS96${index} ${invoice} PELANGGAN ${index}`,
            amount,
          );
        }),
      );
    }
    const run = await runMatchingRest(suite.system, ownerTokens);
    expect(run.body.proposed).toBe(51);

    // Loaded once and paged at both widths: each page of proposals is checked at 1440 and at 390 px, and "Load more" is pressed once at each.
    const widths = [WINDOWS[0], WINDOWS[2]];
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page, context) => {
      // On a phone, past the small-screen notice: the list under it is what is checked.
      const list = await openUnreconciledPastNotice(page, context, owner);
      const cards = list.getByTestId('reconciliation-proposal');
      const total = list.getByTestId('reconciliation-proposals-total');
      for (const [shown, order] of [
        [25, widths],
        [50, [...widths].reverse()],
        [51, widths],
      ] as const) {
        for (const viewport of order) {
          await resizeTo(page, viewport);
          await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(shown);
          expect(await list.getByText('Proposals (51)').count()).toBe(1);
          expect(plain(await total.innerText())).toBe(`Showing ${shown} of 51`);
          if (shown === 51) {
            expect(await list.getByTestId('reconciliation-proposals-load-more').count()).toBe(0);
            await screenshot(page, `reconciliation-proposals-paged-${viewport.width}-en`);
          }
        }
        if (shown < 51) await list.getByTestId('reconciliation-proposals-load-more').click();
      }
    });
  });
});

describe('a transfer that arrived less the payer’s bank fee', () => {
  it('when a BI-FAST transfer is Rp2,500 short of its invoice, the proposal shows the fee in both languages and accepting it reconciles the invoice in full', async () => {
    const { owner, ownerTokens, account } = await organisationWithAccount(
      'PT Biaya Transfer',
      'BCA Penerimaan',
    );
    const invoice = await createExpectedRest(suite.system, ownerTokens, '15750000.00', {
      currency: 'IDR',
      date: '2026-11-19',
      description: 'Pelunasan INV/2026/11/0420',
      externalId: 'INV/2026/11/0420',
      bankAccountId: account,
    });
    const line = await enterLineRest(suite.system, ownerTokens, {
      bankAccountId: account,
      transactionDate: '2026-11-19',
      description: 'BIFAST CR 1911/FTSCY INV/2026/11/0420 PT GRAHA NUSANTARA',
      amount: '15747500.00',
    });
    expect((await runMatchingRest(suite.system, ownerTokens)).body.proposed).toBe(1);

    // Loaded once, looked at in each window in English and then in Indonesian (tests/e2e/windows.ts).
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page, context) => {
      const proposals = await openUnreconciledPastNotice(page, context, owner);
      const fee = proposals.getByTestId('reconciliation-proposal-fee');
      await expect.poll(() => fee.count(), { timeout: 15_000 }).toBe(1);
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        expect(await fee.count()).toBe(1);
        expect(plain(await fee.innerText())).toMatch(
          /Payer’s bank fee, booked to settle in full\s+Rp 2,500\.00/,
        );
        await screenshot(page, `reconciliation-fee-${viewport.width}-en`);
      }
      await page.getByTestId('language-switch').selectOption('id');
      for (const viewport of WINDOWS) {
        await resizeTo(page, viewport);
        await expect
          .poll(async () => plain(await fee.innerText()))
          .toMatch(/Biaya bank pembayar, dibukukan agar lunas penuh\s+Rp 2\.500,00/);
        await screenshot(page, `reconciliation-fee-${viewport.width}-id`);
      }
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(async () => plain(await fee.innerText())).toContain('Payer’s bank fee');
    });

    await withTheProposal(owner, async (card) => {
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
    });
    const settled = await callRest<{ reconciliationStatus: string; reconciledAmount: string }>(
      suite.system.treasuryUrl,
      'GET',
      `/expected-transactions/${invoice}`,
      ownerTokens,
    );
    expect(settled.body).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '15750000.00',
    });
    const matched = await callRest<{ items: { fee: string; amount: string }[] }>(
      suite.system.treasuryUrl,
      'GET',
      `/reconciliations?statementTransactionIds=${line}`,
      ownerTokens,
    );
    expect(matched.body.items).toMatchObject([{ amount: '15747500.00', fee: '2500.00' }]);
  });
});

describe('picking another of the engine’s candidates', () => {
  it('when two open items fit a line alike, the reviewer opens the other candidates, sees the second with its score, and matches it instead of the proposal', async () => {
    const { owner, ownerTokens, account } = await organisationWithAccount(
      'PT Dua Kandidat',
      'BCA Penerimaan',
    );
    const itemIds: string[] = [];
    for (const description of ['Penjualan toko Senin', 'Penjualan toko Selasa']) {
      itemIds.push(
        await createExpectedRest(suite.system, ownerTokens, '7712345.00', {
          currency: 'IDR',
          date: '2026-11-19',
          description,
          bankAccountId: account,
        }),
      );
    }
    const line = await enterLineRest(suite.system, ownerTokens, {
      bankAccountId: account,
      transactionDate: '2026-11-19',
      description: 'SETORAN TUNAI 0211 CABANG SUDIRMAN',
      amount: '7712345.00',
    });
    const run = await runMatchingRest(suite.system, ownerTokens);
    expect(run.body.proposed).toBe(1);
    const proposed = await callRest<{ items: { node: { items: { id: string }[] } }[] }>(
      suite.system.treasuryUrl,
      'GET',
      `/reconciliation-proposals?statementTransactionId=${line}`,
      ownerTokens,
    );
    const proposedItem = proposed.body.items[0]!.node.items[0]!.id;
    const otherItem = itemIds.find((id) => id !== proposedItem)!;
    expect(itemIds).toContain(proposedItem);

    // Loaded once, the other candidates opened, and looked at in each window in English and then in Indonesian (tests/e2e/windows.ts).
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page, context) => {
      const proposals = await openUnreconciledPastNotice(page, context, owner);
      const card = proposals.getByTestId('reconciliation-proposal');
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await card.getByTestId('reconciliation-proposal-alternatives-toggle').click();
      const alternative = card.getByTestId('reconciliation-proposal-alternative');
      for (const language of ['en', 'id'] as const) {
        if (language === 'id') await page.getByTestId('language-switch').selectOption('id');
        for (const viewport of WINDOWS) {
          await resizeTo(page, viewport);
          await expect.poll(() => alternative.count(), { timeout: 15_000 }).toBe(1);
          expect(await alternative.getAttribute('data-rank')).toBe('2');
          await expect
            .poll(async () => plain(await alternative.innerText()))
            .toContain(language === 'id' ? 'Kandidat 2' : 'Candidate 2');
          expect(
            plain(
              await alternative
                .getByTestId('reconciliation-proposal-alternative-score')
                .innerText(),
            ),
          ).toMatch(language === 'id' ? /^Skor \d+\s?%$/ : /^Score \d+%$/);
          expect(plain(await alternative.innerText())).toContain(
            language === 'id' ? 'Rp 7.712.345' : 'Rp 7,712,345',
          );
          await screenshot(page, `reconciliation-alternatives-${viewport.width}-${language}`);
        }
      }
      await page.getByTestId('language-switch').selectOption('en');
    });

    await withTheProposal(owner, async (card, page) => {
      await card.getByTestId('reconciliation-proposal-alternatives-toggle').click();
      await card
        .getByTestId('reconciliation-proposal-alternative-match')
        .click({ timeout: 15_000 });
      await expect
        .poll(
          () =>
            page
              .getByTestId('reconciliation-line')
              .filter({ hasText: 'SETORAN TUNAI 0211' })
              .count(),
          { timeout: 15_000 },
        )
        .toBe(0);
    });
    const matched = await callRest<{
      items: { result: string; allocations: { item: { id: string }; amount: string }[] }[];
    }>(
      suite.system.treasuryUrl,
      'GET',
      `/reconciliations?statementTransactionIds=${line}`,
      ownerTokens,
    );
    expect(matched.status).toBe(200);
    expect(matched.body.items).toHaveLength(1);
    expect(matched.body.items[0]).toMatchObject({
      result: 'FULL_MATCH',
      allocations: [
        { statementTransactionId: line, item: { id: otherItem }, amount: '7712345.00' },
      ],
    });
  });
});
