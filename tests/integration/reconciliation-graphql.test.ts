import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from '../../bff/server.js';
import type { System } from '../../system.js';
import { addMember, createOrganization, type Credentials } from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { createSecondBff, TEST_DATE, workerSystem } from '../support/system.js';
import {
  createExpectedGraphql,
  createManualAccountGraphql,
  enterLineGraphql,
} from '../support/treasury-graphql.js';
import { cookieSocketClient } from '../support/transports.js';
import { eventually } from '../support/eventually.js';

let system: System;
let owner: Credentials;
let organizationId: string;
let browser: GraphQLClient;
let bankAccountId: string;
/** A second BFF instance on the same database, as a load balancer would spread users over. */
let second: Bff;
let secondUrl: string;
const sockets: Client[] = [];

type Side = {
  id: string;
  reconciliationStatus: string;
  reconciledAmount: { amount: string };
  reconciliations: { id: string }[];
};
type Match = {
  id: string;
  kind: string;
  result: string;
  amount: { amount: string; currency: string };
  allocations: {
    amount: { amount: string };
    statementTransaction: { id: string };
    item: { id: string };
  }[];
};

const SIDE = 'id reconciliationStatus reconciledAmount { amount } reconciliations { id }';
const MATCH = `id kind result amount { amount currency } allocations { amount { amount } statementTransaction { id } item { ... on ExpectedTransaction { id } } } createdBy { email }`;
const CREATE = `mutation ($input: ReconciliationCreateInput!) { reconciliationCreate(input: $input) { reconciliation { ${MATCH} } userErrors { field code message } } }`;
const REMOVE = `mutation ($input: ReconciliationRemoveInput!) { reconciliationRemove(input: $input) {
  removedReconciliationId statementTransactions { ${SIDE} } expectedTransactions { ${SIDE} } userErrors { field code message } } }`;
const PROPOSALS = `query ($line: ID) { reconciliationProposals(statementTransactionId: $line) { totalCount edges { node {
  id strategy result confidence status amount { amount currency } reasons { code text values { name value } } statementTransactions { id } items { ... on ExpectedTransaction { id } } } } } }`;
const PAGE = `query ($first: Int, $after: String) { reconciliationProposals(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id statementTransactions { id } } } } }`;
const LAST_RUN = '{ reconciliationLastRunAt }';
const ACCEPT = `mutation ($ids: [ID!]!) { reconciliationProposalsAccept(input: { proposalIds: $ids }) { reconciliations { ${MATCH} } userErrors { field code message } } }`;
const REJECT = `mutation ($ids: [ID!]!) { reconciliationProposalsReject(input: { proposalIds: $ids }) { rejectedProposalIds userErrors { field code message } } }`;
const RUN =
  'mutation { reconciliationRun(input: {}) { run { statementTransactions items proposed confirmed } userErrors { code } } }';
const LINE = `query ($id: ID!) { node(id: $id) { ... on StatementTransaction { ${SIDE} } ... on ExpectedTransaction { ${SIDE} } } }`;

let sequence = 0;
/** A statement line entered by hand and an expected transaction, each of its amount, on the organisation's account. */
async function line(
  client: GraphQLClient,
  amount: string,
  description = `TRSF E-BANKING CR ${++sequence}/FTSCY/WS95031 PT SUMBER REJEKI`,
): Promise<string> {
  return enterLineGraphql(client, {
    bankAccountId,
    date: TEST_DATE,
    description,
    direction: 'CREDIT',
    amount,
  });
}

async function item(
  client: GraphQLClient,
  amount: string,
  description = 'Pelunasan faktur PT Sumber Rejeki',
  invoiceNumber?: string,
): Promise<string> {
  return createExpectedGraphql(client, {
    date: TEST_DATE,
    description,
    direction: 'CREDIT',
    amount,
    bankAccountId,
    reconciliationData: invoiceNumber ? [{ key: 'invoice_number', value: invoiceNumber }] : [],
  });
}

const side = async (id: string) => (await browser.data<{ node: Side }>(LINE, { id })).node;
const create = (
  client: GraphQLClient,
  statementTransactionIds: string[],
  itemIds: string[],
  partial?: boolean,
) =>
  client.request<{
    reconciliationCreate: { reconciliation: Match | null; userErrors: UserErrors };
  }>(CREATE, { input: { statementTransactionIds, itemIds, partial } });

/** A graphql-ws client on a BFF with a browser's session cookies. */
function socket(url: string, client: GraphQLClient): Client {
  const made = cookieSocketClient(url, client.cookieHeader, { lazy: false });
  sockets.push(made);
  return made;
}

type Update = {
  change: string;
  reconciliation: { id: string } | null;
  removedReconciliationId: string | null;
  statementTransactions: { id: string; reconciliationStatus: string }[];
};

/** Subscribes to reconciliationUpdated and collects what arrives, and when. */
function listen(client: Client) {
  const received: { at: number; update?: Update; errors?: { extensions?: { code?: string } }[] }[] =
    [];
  let failure: unknown;
  client.subscribe<{ reconciliationUpdated: Update }>(
    {
      query:
        'subscription { reconciliationUpdated { change reconciliation { id } removedReconciliationId statementTransactions { id reconciliationStatus } } }',
    },
    {
      next: (value) =>
        void received.push({
          at: performance.now(),
          update: value.data?.reconciliationUpdated,
          errors: value.errors as never,
        }),
      error: (error) => (failure = error),
      complete: () => {},
    },
  );
  return { received, failure: () => failure as { extensions?: { code?: string } }[] | undefined };
}

beforeAll(async () => {
  system = await workerSystem();
  ({ owner, organizationId } = await createOrganization(system, 'PT Sumber Rejeki Rekonsiliasi'));
  browser = await signedInClient(system.url, owner);
  bankAccountId = await createManualAccountGraphql(browser, {
    accountNumber: '5270123456',
    accountName: 'PT SUMBER REJEKI',
    alias: 'BCA Operasional',
  });
  second = await createSecondBff(system, { eventsDatabaseUrl: system.databaseUrl });
  secondUrl = await second.listen();
});

afterAll(async () => {
  await Promise.all(sockets.map((client) => client.dispose()));
  await second?.close();
  await system?.stop();
});

describe('matching through GraphQL', () => {
  it('a partial match through the amount-mismatch warning, a second match on the same line, and removing the first leaves the second', async () => {
    const lineId = await line(browser, '10000000');
    const first = await item(browser, '6000000');
    const other = await item(browser, '4000000');

    const refused = await create(browser, [lineId], [first]);
    expect(refused.data!.reconciliationCreate).toMatchObject({
      reconciliation: null,
      userErrors: [{ code: 'U-TRSY-RC-3' }],
    });
    expect(await side(lineId)).toMatchObject({
      reconciliationStatus: 'UNRECONCILED',
      reconciliations: [],
    });

    const partial = (await create(browser, [lineId], [first], true)).data!.reconciliationCreate;
    expect(partial.userErrors).toEqual([]);
    expect(partial.reconciliation).toMatchObject({
      kind: 'MANUAL',
      result: 'PARTIAL_MATCH',
      amount: { amount: '6000000.00', currency: 'IDR' },
      allocations: [
        {
          amount: { amount: '6000000.00' },
          statementTransaction: { id: lineId },
          item: { id: first },
        },
      ],
    });
    const full = (await create(browser, [lineId], [other])).data!.reconciliationCreate;
    expect(full.reconciliation).toMatchObject({
      result: 'FULL_MATCH',
      amount: { amount: '4000000.00' },
    });
    expect(await side(lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: { amount: '10000000.00' },
      reconciliations: [{ id: partial.reconciliation!.id }, { id: full.reconciliation!.id }],
    });

    const removed = (
      await browser.data<{
        reconciliationRemove: {
          removedReconciliationId: string;
          statementTransactions: Side[];
          expectedTransactions: Side[];
          userErrors: UserErrors;
        };
      }>(REMOVE, {
        input: { reconciliationId: partial.reconciliation!.id },
      })
    ).reconciliationRemove;
    expect(removed).toMatchObject({
      removedReconciliationId: partial.reconciliation!.id,
      statementTransactions: [
        {
          id: lineId,
          reconciliationStatus: 'PARTIAL',
          reconciledAmount: { amount: '4000000.00' },
          reconciliations: [{ id: full.reconciliation!.id }],
        },
      ],
      expectedTransactions: [
        { id: first, reconciliationStatus: 'UNRECONCILED', reconciliations: [] },
      ],
      userErrors: [],
    });
    expect(await side(other)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciliations: [{ id: full.reconciliation!.id }],
    });
    expect(
      await browser.data(`query ($id: ID!) { reconciliation(id: $id) { id } }`, {
        id: partial.reconciliation!.id,
      }),
    ).toEqual({ reconciliation: null });

    const again = (
      await browser.data<{ reconciliationRemove: { userErrors: UserErrors } }>(REMOVE, {
        input: { reconciliationId: partial.reconciliation!.id },
      })
    ).reconciliationRemove;
    expect(again.userErrors).toEqual([
      { field: 'reconciliationId', code: 'U-TRSY-RC-12', message: 'Reconciliation not found.' },
    ]);
  });

  it('names the input field of what is not found: an id of the wrong type is answered like a missing one', async () => {
    const lineId = await line(browser, '1500000');
    const itemId = await item(browser, '1500000');
    const notALine = (await create(browser, [itemId], [itemId])).data!.reconciliationCreate;
    expect(notALine.userErrors).toEqual([
      {
        field: 'statementTransactionIds',
        code: 'U-TRSY-RC-16',
        message: 'Statement transaction not found.',
      },
    ]);
    const notAnItem = (await create(browser, [lineId], [lineId])).data!.reconciliationCreate;
    expect(notAnItem.userErrors).toEqual([
      { field: 'itemIds', code: 'U-TRSY-RC-17', message: 'Expected transaction not found.' },
    ]);
    const duplicates = (await create(browser, [lineId, lineId], [itemId])).data!
      .reconciliationCreate;
    expect(duplicates.userErrors.map((error) => error.code)).toEqual(['U-TRSY-RC-5']);
    expect(await side(lineId)).toMatchObject({ reconciliationStatus: 'UNRECONCILED' });
  });
});

describe('candidates', () => {
  it('matchableWith lists the open items a line could be matched with: its direction, its account, another of its entity or none; not reconciled ones, not another entity’s account', async () => {
    const entity = await browser.data<{ entityCreate: { entity: { id: string } } }>(
      'mutation { entityCreate(input: { name: "PT Cabang Lain" }) { entity { id } } }',
    );
    const elsewhere = await createManualAccountGraphql(browser, {
      bankCode: '008',
      accountNumber: '1230099887766',
      accountName: 'PT CABANG LAIN',
      alias: 'Mandiri Cabang',
      entityId: entity.entityCreate.entity.id,
    });
    const lineId = await line(browser, '5125000');
    const onAccount = await item(browser, '5125000', 'Kandidat di rekening yang sama');
    const anywhere = await createExpectedGraphql(browser, {
      date: TEST_DATE,
      description: 'Kandidat tanpa rekening',
      direction: 'CREDIT',
      amount: '1000000',
    });
    const outgoing = await createExpectedGraphql(browser, {
      date: TEST_DATE,
      description: 'Bukan kandidat: keluar',
      direction: 'DEBIT',
      amount: '5125000',
      bankAccountId,
    });
    const otherEntity = await createExpectedGraphql(browser, {
      date: TEST_DATE,
      description: 'Bukan kandidat: entitas lain',
      direction: 'CREDIT',
      amount: '5125000',
      bankAccountId: elsewhere,
    });
    const candidates = async () =>
      (
        await browser.data<{
          expectedTransactions: { totalCount: number; edges: { node: { id: string } }[] };
        }>(
          'query ($line: ID) { expectedTransactions(first: 100, matchableWith: $line) { totalCount edges { node { id } } } }',
          { line: lineId },
        )
      ).expectedTransactions.edges.map((edge) => edge.node.id);
    const listed = await candidates();
    expect(listed).toEqual(expect.arrayContaining([onAccount, anywhere]));
    expect(listed).not.toContain(outgoing);
    expect(listed).not.toContain(otherEntity);
    // The manual pane's list of every kind keeps the same rule for them.
    const pane = (
      await browser.data<{
        reconcilableItems: { edges: { kind: string; node: { id: string } }[] };
      }>(
        'query ($line: ID!) { reconcilableItems(first: 25, matchableWith: $line) { edges { kind node { ... on ExpectedTransaction { id } } } } }',
        { line: lineId },
      )
    ).reconcilableItems.edges;
    expect(pane.map((edge) => edge.node.id)).toEqual(expect.arrayContaining([onAccount, anywhere]));
    expect(pane.map((edge) => edge.node.id)).not.toContain(outgoing);
    expect(pane.map((edge) => edge.node.id)).not.toContain(otherEntity);
    expect(new Set(pane.map((edge) => edge.kind))).toEqual(new Set(['EXPECTED_TRANSACTION']));
    // A debit is offered the outgoing one (payments, transfers and bills are read for it too), none of the incoming.
    const debit = await enterLineGraphql(browser, {
      bankAccountId,
      date: TEST_DATE,
      description: 'TRSF E-BANKING DB KANDIDAT KELUAR',
      direction: 'DEBIT',
      amount: '5125000',
    });
    const offeredToDebit = (
      await browser.data<{ reconcilableItems: { edges: { node: { id: string } }[] } }>(
        'query ($line: ID!) { reconcilableItems(first: 25, matchableWith: $line) { edges { node { ... on ExpectedTransaction { id } } } } }',
        { line: debit },
      )
    ).reconcilableItems.edges.map((edge) => edge.node.id);
    expect(offeredToDebit).toContain(outgoing);
    expect(offeredToDebit).not.toContain(onAccount);
    await create(browser, [lineId], [onAccount]);
    const other = await line(browser, '5125000');
    const afterMatch = (
      await browser.data<{ expectedTransactions: { edges: { node: { id: string } }[] } }>(
        'query ($line: ID) { expectedTransactions(first: 100, matchableWith: $line) { edges { node { id } } } }',
        {
          line: other,
        },
      )
    ).expectedTransactions.edges.map((edge) => edge.node.id);
    expect(afterMatch).not.toContain(onAccount);
    expect(afterMatch).toContain(anywhere);
    const notALine = await browser.data<{ expectedTransactions: { totalCount: number } }>(
      'query ($line: ID) { expectedTransactions(matchableWith: $line) { totalCount } }',
      { line: anywhere },
    );
    expect(notALine.expectedTransactions.totalCount).toBe(0);
  });
});

describe('candidate order', () => {
  const CANDIDATES = `query ($line: ID, $first: Int, $after: String) {
    expectedTransactions(first: $first, after: $after, matchableWith: $line, search: "Urutan kandidat") { edges { node { id } } pageInfo { hasNextPage endCursor } } }`;

  /** Every candidate of a line, read `first` at a time from the first page to the last. */
  async function everyCandidate(lineId: string, first: number): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: {
        expectedTransactions: {
          edges: { node: { id: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      } = await browser.data(CANDIDATES, {
        line: lineId,
        first,
        after,
      });
      ids.push(...page.expectedTransactions.edges.map((edge) => edge.node.id));
      if (!page.expectedTransactions.pageInfo.hasNextPage) return ids;
      after = page.expectedTransactions.pageInfo.endCursor;
    }
  }

  it('candidates expected on one date come the one entered last first, each once across pages, in the same order on every read', async () => {
    const lineId = await line(browser, '2400000');
    const entered: string[] = [];
    for (let index = 1; index <= 7; index += 1) {
      entered.push(
        await createExpectedGraphql(browser, {
          date: '2026-10-05',
          description: `Urutan kandidat ${index}`,
          direction: 'CREDIT',
          amount: `${2400000 + index * 1000}`,
          bankAccountId,
        }),
      );
    }
    const newestFirst = [...entered].reverse();
    expect(await everyCandidate(lineId, 2)).toEqual(newestFirst);
    expect(await everyCandidate(lineId, 3)).toEqual(newestFirst);
    expect(await everyCandidate(lineId, 100)).toEqual(newestFirst);
  });
});

describe('proposals through GraphQL', () => {
  it('a run proposes with confidence and worded reasons; bulk accept makes each match once and names each refusal by its place', async () => {
    const lineId = await line(
      browser,
      '3250000',
      'TRSF E-BANKING CR 2211/FTSCY/WS95031 INV/2026/11/0042 PT SUMBER REJEKI',
    );
    const itemId = await item(browser, '3250000', 'Faktur PT Sumber Rejeki', 'INV/2026/11/0042');
    const run = await browser.data<{
      reconciliationRun: { run: { proposed: number; confirmed: number } };
    }>(RUN);
    expect(run.reconciliationRun.run.proposed).toBeGreaterThanOrEqual(1);
    expect(run.reconciliationRun.run.confirmed).toBe(0);

    const proposals = (
      await browser.data<{
        reconciliationProposals: {
          totalCount: number;
          edges: {
            node: {
              id: string;
              confidence: number;
              reasons: { code: string; values: { name: string }[] }[];
            };
          }[];
        };
      }>(PROPOSALS, { line: lineId })
    ).reconciliationProposals;
    expect(proposals.totalCount).toBe(1);
    const proposal = proposals.edges[0]?.node;
    expect(proposal).toMatchObject({
      strategy: 'ONE_TO_ONE',
      result: 'FULL_MATCH',
      status: 'PENDING',
      amount: { amount: '3250000.00', currency: 'IDR' },
      statementTransactions: [{ id: lineId }],
      items: [{ id: itemId }],
    });
    expect(proposal!.confidence).toBeGreaterThan(0.5);
    expect(proposal!.confidence).toBeLessThanOrEqual(1);
    expect(proposal!.reasons.map((reason) => reason.code)).toEqual(
      expect.arrayContaining(['AMOUNT_EQUAL', 'REFERENCE_FOUND']),
    );

    const bogus = Buffer.from(`ReconciliationProposal:${crypto.randomUUID()}`).toString(
      'base64url',
    );
    const accepted = (
      await browser.data<{
        reconciliationProposalsAccept: { reconciliations: Match[]; userErrors: UserErrors };
      }>(ACCEPT, { ids: [proposal!.id, proposal!.id, bogus] })
    ).reconciliationProposalsAccept;
    expect(accepted.reconciliations).toMatchObject([
      {
        kind: 'REVIEW',
        result: 'FULL_MATCH',
        allocations: [{ statementTransaction: { id: lineId }, item: { id: itemId } }],
      },
    ]);
    expect(accepted.userErrors).toEqual([
      {
        field: 'proposalIds.1',
        code: 'U-TRSY-RC-5',
        message: 'The same record is selected twice.',
      },
      { field: 'proposalIds.2', code: 'U-TRSY-RC-9', message: 'Recommendation not found.' },
    ]);
    const twice = (
      await browser.data<{ reconciliationProposalsAccept: { userErrors: UserErrors } }>(ACCEPT, {
        ids: [proposal!.id],
      })
    ).reconciliationProposalsAccept;
    expect(twice.userErrors).toEqual([
      {
        field: 'proposalIds.0',
        code: 'U-TRSY-RC-10',
        message: 'This recommendation was already acted on.',
      },
    ]);
    const rejectedLate = (
      await browser.data<{
        reconciliationProposalsReject: { rejectedProposalIds: string[]; userErrors: UserErrors };
      }>(REJECT, { ids: [proposal!.id] })
    ).reconciliationProposalsReject;
    expect(rejectedLate).toEqual({
      rejectedProposalIds: [],
      userErrors: [
        {
          field: 'proposalIds.0',
          code: 'U-TRSY-RC-10',
          message: 'This recommendation was already acted on.',
        },
      ],
    });
    expect(await side(lineId)).toMatchObject({ reconciliationStatus: 'RECONCILED' });
  });

  it('when a transfer arrives less the BI-FAST fee, the reviewer sees the Rp2,500 fee and accepting settles the invoice in full', async () => {
    const lineId = await line(
      browser,
      '12497500',
      'BIFAST CR 0311/INV/2026/11/0311 PT SUMBER REJEKI',
    );
    const itemId = await item(browser, '12500000', 'Faktur PT Sumber Rejeki', 'INV/2026/11/0311');
    await browser.data(RUN);
    type FeeProposal = {
      id: string;
      result: string;
      amount: { amount: string };
      fee: { amount: string; currency: string };
      autoConfirmRefusal: { code: string } | null;
    };
    const proposals = (
      await browser.data<{ reconciliationProposals: { edges: { node: FeeProposal }[] } }>(
        'query ($line: ID) { reconciliationProposals(statementTransactionId: $line) { edges { node { id result amount { amount } fee { amount currency } autoConfirmRefusal { code } } } } }',
        { line: lineId },
      )
    ).reconciliationProposals.edges.map((edge) => edge.node);
    expect(proposals).toEqual([
      {
        id: expect.any(String),
        result: 'FULL_MATCH',
        amount: { amount: '12497500.00' },
        fee: { amount: '2500.00', currency: 'IDR' },
        autoConfirmRefusal: null,
      },
    ]);

    const accepted = (
      await browser.data<{
        reconciliationProposalsAccept: {
          reconciliations: {
            result: string;
            amount: { amount: string };
            fee: { amount: string };
            allocations: { amount: { amount: string }; fee: { amount: string } }[];
          }[];
          userErrors: UserErrors;
        };
      }>(
        'mutation ($ids: [ID!]!) { reconciliationProposalsAccept(input: { proposalIds: $ids }) { reconciliations { result amount { amount } fee { amount } allocations { amount { amount } fee { amount } } } userErrors { code } } }',
        { ids: [proposals[0]!.id] },
      )
    ).reconciliationProposalsAccept;
    expect(accepted).toEqual({
      reconciliations: [
        {
          result: 'FULL_MATCH',
          amount: { amount: '12497500.00' },
          fee: { amount: '2500.00' },
          allocations: [{ amount: { amount: '12497500.00' }, fee: { amount: '2500.00' } }],
        },
      ],
      userErrors: [],
    });
    expect(await side(itemId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: { amount: '12500000.00' },
    });
    expect(await side(lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: { amount: '12497500.00' },
    });
  });

  it('with 55 proposals pending, the first page shows 50 of 55 and the next the last 5: each proposal once, every line in one', async () => {
    const { owner: reviewer } = await createOrganization(system, 'PT Lima Puluh Lima');
    const reviewerBrowser = await signedInClient(system.url, reviewer);
    const accountId = await createManualAccountGraphql(reviewerBrowser, {
      accountNumber: '5270555555',
      accountName: 'PT LIMA PULUH LIMA',
      alias: 'BCA Tagihan',
    });
    // Fifty-five customers, each paying one invoice in full: amounts 100,000 apart, so no two items add up to a line.
    const lineIds: string[] = [];
    for (let start = 1; start <= 55; start += 11) {
      const made = await Promise.all(
        Array.from({ length: 11 }, async (_, offset) => {
          const index = start + offset;
          const invoice = `INV/2026/10/${String(index).padStart(4, '0')}`;
          const amount = String(20_000_000 + index * 100_000);
          const [lineId] = await Promise.all([
            enterLineGraphql(reviewerBrowser, {
              bankAccountId: accountId,
              date: TEST_DATE,
              description: `TRSF E-BANKING CR 2011/FTSCY/WS9${index} ${invoice} PELANGGAN ${index}`,
              direction: 'CREDIT',
              amount,
            }),
            createExpectedGraphql(reviewerBrowser, {
              date: TEST_DATE,
              description: `Pelunasan ${invoice}`,
              direction: 'CREDIT',
              amount,
              bankAccountId: accountId,
              reconciliationData: [{ key: 'invoice_number', value: invoice }],
            }),
          ]);
          return lineId;
        }),
      );
      lineIds.push(...made);
    }
    const run = await reviewerBrowser.data<{
      reconciliationRun: { run: { proposed: number; confirmed: number } };
    }>(RUN);
    expect(run.reconciliationRun.run).toEqual({
      statementTransactions: 55,
      items: 55,
      proposed: 55,
      confirmed: 0,
    });

    type Page = {
      reconciliationProposals: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string; statementTransactions: { id: string }[] } }[];
      };
    };
    const first = (await reviewerBrowser.data<Page>(PAGE, { first: 50 })).reconciliationProposals;
    expect({
      totalCount: first.totalCount,
      shown: first.edges.length,
      hasNextPage: first.pageInfo.hasNextPage,
    }).toEqual({ totalCount: 55, shown: 50, hasNextPage: true });
    const last = (
      await reviewerBrowser.data<Page>(PAGE, { first: 50, after: first.pageInfo.endCursor })
    ).reconciliationProposals;
    expect({
      totalCount: last.totalCount,
      shown: last.edges.length,
      hasNextPage: last.pageInfo.hasNextPage,
    }).toEqual({ totalCount: 55, shown: 5, hasNextPage: false });
    const edges = [...first.edges, ...last.edges];
    expect(new Set(edges.map((edge) => edge.node.id)).size).toBe(55);
    expect(
      edges.flatMap((edge) => edge.node.statementTransactions.map((line) => line.id)).sort(),
    ).toEqual([...lineIds].sort());

    // Accepting one leaves 54: the count follows what is pending.
    await reviewerBrowser.data(ACCEPT, { ids: [last.edges[0]!.node.id] });
    expect(
      (await reviewerBrowser.data<Page>(PAGE, { first: 1 })).reconciliationProposals.totalCount,
    ).toBe(54);
    const broken = await reviewerBrowser.request(PAGE, { first: 50, after: 'bm90LWEtY3Vyc29y' });
    expect(broken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reconciliationLastRunAt is null until the organisation’s own first run, which counts even when it proposes nothing', async () => {
    await browser.data(RUN);
    const { owner: newcomer } = await createOrganization(system, 'PT Belum Pernah Cocok');
    const newcomerBrowser = await signedInClient(system.url, newcomer);
    // Another organisation's run is not this one's.
    expect(await newcomerBrowser.data(LAST_RUN)).toEqual({ reconciliationLastRunAt: null });
    const before = Date.now();
    const run = await newcomerBrowser.data<{ reconciliationRun: { run: { proposed: number } } }>(
      RUN,
    );
    expect(run.reconciliationRun.run.proposed).toBe(0);
    const { reconciliationLastRunAt } = await newcomerBrowser.data<{
      reconciliationLastRunAt: string;
    }>(LAST_RUN);
    expect(Date.parse(reconciliationLastRunAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(reconciliationLastRunAt)).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('when two open items fit a line alike, the proposal offers both ranked with scores, and the reviewer matches the second instead', async () => {
    const { owner: reviewer } = await createOrganization(system, 'PT Dua Pilihan');
    const reviewerBrowser = await signedInClient(system.url, reviewer);
    const accountId = await createManualAccountGraphql(reviewerBrowser, {
      accountNumber: '5270222222',
      accountName: 'PT DUA PILIHAN',
      alias: 'BCA Penerimaan',
    });
    const lineId = await enterLineGraphql(reviewerBrowser, {
      bankAccountId: accountId,
      date: TEST_DATE,
      description: 'SETORAN TUNAI 0211 CABANG SUDIRMAN',
      direction: 'CREDIT',
      amount: '7712345',
    });
    const itemIds: string[] = [];
    for (const description of ['Penjualan toko Senin', 'Penjualan toko Selasa']) {
      itemIds.push(
        await createExpectedGraphql(reviewerBrowser, {
          date: TEST_DATE,
          description,
          direction: 'CREDIT',
          amount: '7712345',
          bankAccountId: accountId,
          reconciliationData: [],
        }),
      );
    }
    await reviewerBrowser.data(RUN);
    type Candidate = {
      rank: number;
      result: string;
      score: number;
      amount: { amount: string; currency: string };
      statementTransactions: { id: string }[];
      items: { id: string }[];
    };
    const CANDIDATES = `query ($line: ID, $first: Int) { reconciliationProposals(statementTransactionId: $line) { edges { node { id confidence items { ... on ExpectedTransaction { id } }
      candidates(first: $first) { rank result score amount { amount currency } statementTransactions { id } items { ... on ExpectedTransaction { id } } reasons { code } } } } } }`;
    type Proposals = {
      reconciliationProposals: {
        edges: {
          node: {
            id: string;
            confidence: number;
            items: { id: string }[];
            candidates: (Candidate & { reasons: { code: string }[] })[];
          };
        }[];
      };
    };
    const proposal = (await reviewerBrowser.data<Proposals>(CANDIDATES, { line: lineId, first: 3 }))
      .reconciliationProposals.edges[0]!.node;
    expect(proposal.candidates).toHaveLength(2);
    const [best, second] = proposal.candidates;
    expect(best).toMatchObject({
      rank: 1,
      result: 'FULL_MATCH',
      amount: { amount: '7712345.00', currency: 'IDR' },
      statementTransactions: [{ id: lineId }],
      items: proposal.items,
    });
    expect(best!.score).toBe(proposal.confidence);
    expect(second).toMatchObject({
      rank: 2,
      result: 'FULL_MATCH',
      amount: { amount: '7712345.00', currency: 'IDR' },
      statementTransactions: [{ id: lineId }],
    });
    expect(second!.items).toEqual([{ id: itemIds.find((id) => id !== best!.items[0]!.id) }]);
    expect(second!.score).toBeGreaterThan(0);
    expect(second!.score).toBeLessThanOrEqual(best!.score);
    expect(second!.reasons.map((reason) => reason.code)).toContain('AMOUNT_EQUAL');
    // first: 1 gives the best alone; beyond 3 is refused as bad input.
    expect(
      (
        await reviewerBrowser.data<Proposals>(CANDIDATES, { line: lineId, first: 1 })
      ).reconciliationProposals.edges[0]!.node.candidates.map((candidate) => candidate.rank),
    ).toEqual([1]);
    const tooMany = await reviewerBrowser.request(CANDIDATES, { line: lineId, first: 4 });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 3.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // Another organisation reading the proposal by its id finds nothing.
    const stranger = await signedInClient(
      system.url,
      (await createOrganization(system, 'PT Orang Lain Pilihan')).owner,
    );
    const foreign = await stranger.data<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { ... on ReconciliationProposal { candidates { rank } } } }',
      { id: proposal.id },
    );
    expect(foreign.node).toBeNull();

    const picked = (
      await create(
        reviewerBrowser,
        [lineId],
        second!.items.map((item) => item.id),
      )
    ).data!.reconciliationCreate;
    expect(picked.userErrors).toEqual([]);
    expect(picked.reconciliation).toMatchObject({
      result: 'FULL_MATCH',
      amount: { amount: '7712345.00' },
      allocations: [{ statementTransaction: { id: lineId }, item: { id: second!.items[0]!.id } }],
    });
    const left = await reviewerBrowser.data<{ node: Side }>(LINE, { id: best!.items[0]!.id });
    expect(left.node).toMatchObject({ reconciliationStatus: 'UNRECONCILED', reconciliations: [] });
  });

  it('bulk is bounded: no ids, or more than 100, is refused as bad input', async () => {
    const none = await browser.request(ACCEPT, { ids: [] });
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const many = await browser.request(REJECT, {
      ids: Array.from({ length: 101 }, () =>
        Buffer.from(`ReconciliationProposal:${crypto.randomUUID()}`).toString('base64url'),
      ),
    });
    expect(many.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('permissions', () => {
  it('a reader sees matches and proposals but may not match, run, accept or remove; without reconciliation:read lines show no matches and proposals are FORBIDDEN', async () => {
    const lineId = await line(browser, '2750000');
    const itemId = await item(browser, '2750000');
    const made = (await create(browser, [lineId], [itemId])).data!.reconciliationCreate
      .reconciliation!;

    const reader = await signedInClient(
      system.url,
      await addMember(system, organizationId, [
        'reconciliation:read',
        'statements:read',
        'expected-transactions:read',
      ]),
    );
    expect((await reader.data<{ node: Side }>(LINE, { id: lineId })).node.reconciliations).toEqual([
      { id: made.id },
    ]);
    expect((await reader.request(PROPOSALS, {})).errors).toBeUndefined();
    expect((await reader.request(LAST_RUN)).errors).toBeUndefined();
    for (const [query, variables] of [
      [CREATE, { input: { statementTransactionIds: [lineId], itemIds: [itemId] } }],
      [REMOVE, { input: { reconciliationId: made.id } }],
      [RUN, {}],
      [ACCEPT, { ids: [made.id] }],
      [REJECT, { ids: [made.id] }],
    ] as const) {
      const answer = await reader.request(query, variables);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }

    const outsider = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['statements:read']),
    );
    expect(
      (await outsider.data<{ node: Side }>(LINE, { id: lineId })).node.reconciliations,
    ).toEqual([]);
    expect((await outsider.request(PROPOSALS, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await outsider.request(PAGE, { first: 10, after: 'bm90LWEtY3Vyc29y' })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await outsider.request(LAST_RUN)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (
        await outsider.request('query ($id: ID!) { reconciliation(id: $id) { id } }', {
          id: made.id,
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await side(lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciliations: [{ id: made.id }],
    });
  });
});

describe('reconciliationUpdated', () => {
  it('a match made through one BFF reaches a subscriber of another within a second; another organisation hears nothing of it', async () => {
    const mine = listen(socket(secondUrl, browser));
    const { owner: stranger } = await createOrganization(system, 'PT Tetangga Sebelah');
    const strangerBrowser = await signedInClient(system.url, stranger);
    const theirs = listen(socket(secondUrl, strangerBrowser));
    // Both subscriptions are live once each has heard a run of its own organisation; the stranger's runs are counted.
    let strangerRuns = 0;
    await eventually(
      async () => {
        await Promise.all([browser.data(RUN), strangerBrowser.data(RUN)]);
        strangerRuns += 1;
        return mine.received.length > 0 && theirs.received.length > 0;
      },
      10_000,
      50,
    );

    const lineId = await line(browser, '8125000');
    const itemId = await item(browser, '8125000');
    const sent = performance.now();
    const made = (await create(browser, [lineId], [itemId])).data!.reconciliationCreate
      .reconciliation!;
    await eventually(
      () => mine.received.some((event) => event.update?.change === 'MATCHED'),
      5_000,
      10,
    );
    const heard = mine.received.find((event) => event.update?.change === 'MATCHED')!;
    expect(heard.update).toEqual({
      change: 'MATCHED',
      reconciliation: { id: made.id },
      removedReconciliationId: null,
      statementTransactions: [{ id: lineId, reconciliationStatus: 'RECONCILED' }],
    });
    expect(heard.at - sent).toBeLessThan(1_000);

    // Notifications reach a listener in commit order: once the stranger has heard a run made after the match, it would have heard the match first.
    await strangerBrowser.data(RUN);
    await eventually(() => theirs.received.length === strangerRuns + 1, 5_000, 10);
    expect(new Set(theirs.received.map((event) => event.update?.change))).toEqual(
      new Set(['PROPOSED']),
    );

    await browser.data(REMOVE, { input: { reconciliationId: made.id } });
    await eventually(
      () => mine.received.some((event) => event.update?.change === 'REMOVED'),
      5_000,
      10,
    );
    expect(mine.received.find((event) => event.update?.change === 'REMOVED')!.update).toEqual({
      change: 'REMOVED',
      reconciliation: null,
      removedReconciliationId: made.id,
      statementTransactions: [{ id: lineId, reconciliationStatus: 'UNRECONCILED' }],
    });
  });

  it('a member without reconciliation:read is refused as FORBIDDEN', async () => {
    const nobody = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['statements:read']),
    );
    const refused = listen(socket(secondUrl, nobody));
    await eventually(
      () => refused.received.length > 0 || refused.failure() !== undefined,
      5_000,
      25,
    );
    const errors = refused.failure() ?? refused.received[0]?.errors;
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
