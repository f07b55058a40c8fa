import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOrganization } from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { TEST_DATE } from '../support/system.js';
import { createManualAccountGraphql, enterLineGraphql } from '../support/treasury-graphql.js';
import { rowsOf } from '../support/database.js';

type Settings = { feeBooking: string; feeCategory: string | null };
type Row = { category: string | null; total: { amount: string }; lineCount: number };

const SETTINGS = '{ reconciliationSettings { feeBooking feeCategory } }';
const UPDATE = `mutation ($input: ReconciliationSettingsUpdateInput!) {
  reconciliationSettingsUpdate(input: $input) { settings { feeBooking feeCategory } userErrors { field code message } }
}`;
const RUN =
  'mutation { reconciliationRun(input: {}) { run { proposed confirmed } userErrors { code } } }';
const PROPOSALS = `query ($line: ID) { reconciliationProposals(statementTransactionId: $line) { edges { node {
  id result amount { amount } fee { amount } feeBookedTo { feeBooking feeCategory } } } } }`;
const ACCEPT = `mutation ($ids: [ID!]!) { reconciliationProposalsAccept(input: { proposalIds: $ids }) { reconciliations { id result amount { amount } fee { amount } } userErrors { code } } }`;
const REMOVE =
  'mutation ($id: ID!) { reconciliationRemove(input: { reconciliationId: $id }) { removedReconciliationId userErrors { code } } }';
const CASH_FLOW = `query ($from: Date!, $to: Date!) { cashFlow(currency: IDR, from: $from, to: $to, granularity: MONTH) {
  inflows { category total { amount } lineCount } outflows { category total { amount } lineCount } totalInflow { amount } totalOutflow { amount } net { amount } } }`;

const suite = systemSuite();

/** The organisation's settings as the treasury holds them, to tell that a refusal changed nothing. */
const settingsRow = (organizationId: string) =>
  rowsOf(
    suite.system.treasury.db,
    sql<{
      fee_booking: string;
      fee_category: string | null;
    }>`select fee_booking, fee_category from reconciliation_settings where organization_id = ${organizationId}`,
  );

const update = async (client: GraphQLClient, input: Record<string, unknown>) =>
  (
    await client.data<{
      reconciliationSettingsUpdate: { settings: Settings | null; userErrors: UserErrors };
    }>(UPDATE, { input })
  ).reconciliationSettingsUpdate;

/** The cash flow of one period in rupiah, by month. */
type CashFlow = {
  inflows: Row[];
  outflows: Row[];
  totalInflow: { amount: string };
  totalOutflow: { amount: string };
  net: { amount: string };
};

const cashFlowOf = async (client: GraphQLClient, period: { from: string; to: string }) =>
  (await client.data<{ cashFlow: CashFlow }>(CASH_FLOW, period)).cashFlow;

/**
 * A payment of INV/2026/11/0042 that arrived Rp2,500 short (a BI-FAST fee) on a manual account of
 * the `owner`'s organisation, and the payment expected of it: answers the statement line's id.
 */
async function paymentLessItsFee(owner: GraphQLClient): Promise<string> {
  const bankAccountId = await createManualAccountGraphql(owner, {
    accountNumber: '5270998877',
    accountName: 'PT MAJU JAYA BIAYA',
    alias: 'BCA Biaya',
  });
  const lineId = await enterLineGraphql(owner, {
    bankAccountId,
    date: TEST_DATE,
    description: 'TRSF E-BANKING CR INV/2026/11/0042 PT SUMBER REJEKI',
    direction: 'CREDIT',
    amount: '15747500.00',
  });
  await owner.data(
    'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } userErrors { code } } }',
    {
      input: {
        date: TEST_DATE,
        description: 'Pelunasan INV/2026/11/0042 PT Sumber Rejeki',
        direction: 'CREDIT',
        amount: '15750000.00',
        bankAccountId,
        reconciliationData: [{ key: 'invoice', value: 'INV/2026/11/0042' }],
      },
    },
  );
  return lineId;
}

describe('where fee-deducted matches book their fee', () => {
  let organizationId: string;
  let owner: GraphQLClient;
  let reviewer: GraphQLClient;

  beforeAll(async () => {
    const made = await createOrganization(suite.system, 'PT Maju Jaya Biaya');
    organizationId = made.organizationId;
    owner = await signedInClient(suite.system.url, made.owner);
    reviewer = await signedInClient(
      suite.system.url,
      await addMember(suite.system, organizationId, [
        'reconciliation:read',
        'reconciliation:reconcile',
      ]),
    );
  });

  it('when nothing was chosen, fees are bank fees; a reviewer reads that and is FORBIDDEN to change it, and nothing is written', async () => {
    expect(
      (await reviewer.data<{ reconciliationSettings: Settings }>(SETTINGS)).reconciliationSettings,
    ).toEqual({ feeBooking: 'BANK_FEE', feeCategory: null });
    const refused = await reviewer.request(UPDATE, {
      input: { feeBooking: 'EXPENSE', feeCategory: 'PROFESSIONAL_SERVICES' },
    });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(await settingsRow(organizationId)).toEqual([]);
  });

  it('when EXPENSE names no category, or an income category, it is refused with its code and nothing changes; an unknown category is bad input', async () => {
    expect(await update(owner, { feeBooking: 'EXPENSE' })).toEqual({
      settings: null,
      userErrors: [
        {
          field: 'feeCategory',
          code: 'U-TRSY-RC-29',
          message: 'Choose the expense category the bank fees are booked to.',
        },
      ],
    });
    expect(await update(owner, { feeBooking: 'EXPENSE', feeCategory: 'SALES' })).toMatchObject({
      settings: null,
      userErrors: [{ field: 'feeCategory', code: 'U-TRSY-RC-30' }],
    });
    expect(await update(owner, { feeBooking: 'BANK_FEE', feeCategory: 'RENT' })).toMatchObject({
      settings: null,
      userErrors: [{ field: 'feeCategory', code: 'U-TRSY-RC-30' }],
    });
    const unknown = await owner.request(UPDATE, {
      input: { feeBooking: 'EXPENSE', feeCategory: 'BIAYA_BANK' },
    });
    expect(unknown.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(await settingsRow(organizationId)).toEqual([]);
  });

  it('when the owner chooses an expense, it is the organisation’s alone and the activity log says what changed', async () => {
    const other = await createOrganization(suite.system, 'PT Lain Sendiri');
    const otherOwner = await signedInClient(suite.system.url, other.owner);
    expect(
      await update(owner, { feeBooking: 'EXPENSE', feeCategory: 'PROFESSIONAL_SERVICES' }),
    ).toEqual({
      settings: { feeBooking: 'EXPENSE', feeCategory: 'PROFESSIONAL_SERVICES' },
      userErrors: [],
    });
    expect(
      (await otherOwner.data<{ reconciliationSettings: Settings }>(SETTINGS))
        .reconciliationSettings,
    ).toEqual({ feeBooking: 'BANK_FEE', feeCategory: null });
    const logged = await sql<{
      summary: string;
      changes: unknown;
    }>`select summary, changes from activity_log where organization_id = ${organizationId} and summary = 'Reconciliation settings changed'`.execute(
      suite.system.treasury.db,
    );
    expect(logged.rows).toEqual([
      {
        summary: 'Reconciliation settings changed',
        changes: [
          { field: 'feeBooking', before: 'BANK_FEE', after: 'EXPENSE' },
          { field: 'feeCategory', before: null, after: 'PROFESSIONAL_SERVICES' },
        ],
      },
    ]);
  });

  it('when a reviewer accepts a BI-FAST-deducted proposal, its Rp2,500 fee shows in the cash flow under the chosen expense, and removing the match removes it', async () => {
    expect(
      (await update(owner, { feeBooking: 'EXPENSE', feeCategory: 'PROFESSIONAL_SERVICES' }))
        .userErrors,
    ).toEqual([]);
    const lineId = await paymentLessItsFee(owner);
    expect(
      (await reviewer.data<{ reconciliationRun: { run: { proposed: number } } }>(RUN))
        .reconciliationRun.run,
    ).toMatchObject({ proposed: 1 });
    const proposal = (
      await reviewer.data<{ reconciliationProposals: { edges: { node: { id: string } }[] } }>(
        PROPOSALS,
        { line: lineId },
      )
    ).reconciliationProposals.edges[0]!.node;
    expect(proposal).toMatchObject({
      result: 'FULL_MATCH',
      amount: { amount: '15747500.00' },
      fee: { amount: '2500.00' },
      feeBookedTo: { feeBooking: 'EXPENSE', feeCategory: 'PROFESSIONAL_SERVICES' },
    });

    const accepted = (
      await reviewer.data<{
        reconciliationProposalsAccept: {
          reconciliations: { id: string }[];
          userErrors: UserErrors;
        };
      }>(ACCEPT, { ids: [proposal.id] })
    ).reconciliationProposalsAccept;
    expect(accepted).toMatchObject({
      reconciliations: [{ result: 'FULL_MATCH', fee: { amount: '2500.00' } }],
      userErrors: [],
    });
    const month = { from: TEST_DATE.slice(0, 8) + '01', to: TEST_DATE };
    const booked = await cashFlowOf(owner, month);
    expect(booked.inflows).toEqual([
      { category: null, total: { amount: '15750000.00' }, lineCount: 1 },
    ]);
    expect(booked.outflows).toEqual([
      { category: 'PROFESSIONAL_SERVICES', total: { amount: '2500.00' }, lineCount: 0 },
      { category: null, total: { amount: '0.00' }, lineCount: 0 },
    ]);
    expect([booked.totalInflow.amount, booked.totalOutflow.amount, booked.net.amount]).toEqual([
      '15750000.00',
      '2500.00',
      '15747500.00',
    ]);

    const removed = await reviewer.request<{ reconciliationRemove: { userErrors: UserErrors } }>(
      REMOVE,
      { id: accepted.reconciliations[0]!.id },
    );
    expect(removed.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(
      (
        await owner.data<{ reconciliationRemove: { userErrors: UserErrors } }>(REMOVE, {
          id: accepted.reconciliations[0]!.id,
        })
      ).reconciliationRemove.userErrors,
    ).toEqual([]);
    const after = await cashFlowOf(owner, month);
    expect(after.inflows).toEqual([
      { category: null, total: { amount: '15747500.00' }, lineCount: 1 },
    ]);
    expect(after.outflows).toEqual([{ category: null, total: { amount: '0.00' }, lineCount: 0 }]);
    expect(after.net.amount).toBe('15747500.00');
  });
});
