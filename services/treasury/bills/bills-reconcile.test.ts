import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillEdge, BillResponse } from '../../../contracts/treasury/bills.js';
import type { ReconciliationResponse } from '../../../contracts/treasury/reconciliations.js';
import {
  createCounterpartyRest,
  restCaller,
  type Tokens,
} from '../../../tests/support/factories.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { createManualAccountRest, enterLineRest } from '../../../tests/support/treasury-rest.js';
import { countOf } from '../../../tests/support/database.js';

/**
 * Bills as reconcilable items: an approved bill no
 * payment pays is marked paid by the outgoing statement transaction that paid
 * it, by hand or through the matching engine, with the spec's refusals.
 */

let system: TreasuryUnderTest;

type Line = { id: string; reconciliationStatus: string; reconciledAmount: string };
const call = restCaller(() => system.treasuryUrl);

beforeAll(async () => {
  system = await startTreasuryForTest();
});

afterAll(() => system?.stop());

type Org = {
  owner: Tokens;
  /** A second person, who approves the owner's bills (nobody approves their own). */
  approver: Tokens;
  organizationId: string;
  account: string;
  counterpartyId: string;
};

async function organisation(): Promise<Org> {
  const owner = await system.tokensFor();
  const account = await createManualAccountRest(system, owner);
  const { id: counterpartyId } = await createCounterpartyRest(system, owner, {
    legalName: 'PT Graha Properti Nusantara',
    alias: 'Graha Properti',
  });
  const approver = await system.tokensFor({
    organizationId: owner.organizationId,
    role: 'APPROVER',
  });
  return {
    owner,
    approver,
    organizationId: owner.organizationId,
    account,
    counterpartyId,
  };
}

let lineSequence = 0;
/** A statement line entered by hand (outgoing unless said), naming the invoice number of the sequence's next bill. */
function line(
  org: Org,
  amount: string,
  direction: 'DEBIT' | 'CREDIT' = 'DEBIT',
  account = org.account,
): Promise<string> {
  lineSequence += 1;
  return enterLineRest(system, org.owner, {
    bankAccountId: account,
    description: `TRSF E-BANKING DB ${String(lineSequence).padStart(4, '0')}/FTSCY PT GRAHA PROPERTI NUSANTARA INV/GP/2026/11/${lineSequence}`,
    direction,
    amount,
  });
}

/** A bill of the organisation, submitted and approved unless `status` says CREATED. */
async function bill(
  org: Org,
  amount = '45000000',
  overrides: Record<string, unknown> = {},
  status: 'CREATED' | 'APPROVED' = 'APPROVED',
): Promise<string> {
  lineSequence += 1;
  const made = await call<BillEdge>('POST', '/bills', org.owner, {
    number: `INV/GP/2026/11/${lineSequence}`,
    date: '2026-11-01',
    dueDate: TEST_DATE,
    category: 'RENT',
    counterpartyId: org.counterpartyId,
    description: 'Sewa kantor November 2026',
    amount,
    ...overrides,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.node.id;
  if (status === 'APPROVED') {
    expect((await call('POST', `/bills/${id}/submit`, org.owner)).status).toBe(200);
    expect((await call('POST', `/bills/${id}/approve`, org.approver)).status).toBe(200);
  }
  return id;
}

const markPaid = (tokens: Tokens, id: string, statementTransactionId: string) =>
  call<BillResponse>('POST', `/bills/${id}/mark-paid`, tokens, { statementTransactionId });
const billOf = async (org: Org, id: string) =>
  (await call<BillResponse>('GET', `/bills/${id}`, org.owner)).body;
const lineOf = async (org: Org, id: string) =>
  (await call<Line>('GET', `/statement-transactions/${id}`, org.owner)).body;
const allocationsOf = async (organizationId: string) =>
  countOf(
    system.service.db,
    sql`select count(*) from reconciliation_allocations where organization_id = ${organizationId}`,
  );

describe('marking a bill paid by its statement transaction', () => {
  it('pays the bill and reconciles the line as one match, in the activity log; removing the match makes the bill unpaid again', async () => {
    const org = await organisation();
    const id = await bill(org);
    const lineId = await line(org, '45000000.00');
    const marked = await markPaid(org.owner, id, lineId);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'PAID',
      paidAmount: '45000000.00',
    });
    expect(await lineOf(org, lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '45000000.00',
    });

    const matches = await call<{ items: ReconciliationResponse[] }>(
      'GET',
      `/reconciliations?statementTransactionIds=${lineId}`,
      org.owner,
    );
    expect(matches.body.items).toHaveLength(1);
    const [match] = matches.body.items;
    expect(match).toMatchObject({
      kind: 'MANUAL',
      result: 'FULL_MATCH',
      amount: '45000000.00',
      allocations: [
        { statementTransactionId: lineId, item: { kind: 'BILL', id }, amount: '45000000.00' },
      ],
    });
    const activity = await sql<{
      summary: string;
    }>`select summary from activity_log where entity = 'BILL' and entity_id = ${id} order by occurred_at desc, id desc limit 1`.execute(
      system.service.db,
    );
    expect(activity.rows[0]!.summary).toBe(
      `Bill of IDR 45000000.00 from Graha Properti marked paid by the outgoing statement transaction of ${TEST_DATE}`,
    );
    // Paid, the bill no longer changes or cancels; the line pays nothing else.
    expect(
      (await call('POST', `/bills/${id}/cancel`, org.owner, { reason: 'Salah' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-BL-12' });
    expect((await markPaid(org.owner, await bill(org), lineId)).body.error).toMatchObject({
      code: 'U-TRSY-BL-17',
      field: 'statementTransactionId',
    });

    expect((await call('DELETE', `/reconciliations/${match!.id}`, org.owner)).status).toBe(204);
    expect(await billOf(org, id)).toMatchObject({ paymentStatus: 'UNPAID', paidAmount: '0.00' });
    expect(await lineOf(org, lineId)).toMatchObject({ reconciliationStatus: 'UNRECONCILED' });
  });

  it('each of the spec’s refusals names its cause and changes nothing', async () => {
    const org = await organisation();
    const other = await organisation();
    const id = await bill(org);
    const draft = await bill(org, '45000000', {}, 'CREATED');
    const usd = await createManualAccountRest(system, org.owner, { currency: 'USD' });
    const lines = {
      right: await line(org, '45000000.00'),
      incoming: await line(org, '45000000.00', 'CREDIT'),
      less: await line(org, '44999999.99'),
      dollars: await line(org, '45000000.00', 'DEBIT', usd),
      theirs: await line(other, '45000000.00'),
    };
    const noAuto = await system.tokensFor({
      organizationId: org.organizationId,
      permissions: ['bills:read', 'reconciliation:reconcile'],
    });
    const noBills = await system.tokensFor({
      organizationId: org.organizationId,
      permissions: ['reconciliation:auto-reconcile'],
    });
    const refusals: [Awaited<ReturnType<typeof markPaid>>, number, string][] = [
      [await markPaid(noAuto, id, lines.right), 403, 'U-TRSY-BL-14'],
      [await markPaid(noBills, id, lines.right), 403, 'FORBIDDEN'],
      [await markPaid(org.owner, id, lines.theirs), 404, 'U-TRSY-BL-15'],
      [await markPaid(org.owner, id, crypto.randomUUID()), 404, 'U-TRSY-BL-15'],
      [await markPaid(other.owner, id, lines.theirs), 404, 'U-TRSY-BL-1'],
      [await markPaid(org.owner, draft, lines.right), 409, 'U-TRSY-BL-2'],
      [await markPaid(org.owner, id, lines.incoming), 409, 'U-TRSY-BL-16'],
      [await markPaid(org.owner, id, lines.less), 409, 'U-TRSY-BL-18'],
      [await markPaid(org.owner, id, lines.dollars), 409, 'U-TRSY-BL-19'],
    ];
    for (const [answer, status, code] of refusals) {
      expect(answer.status, code).toBe(status);
      expect(answer.body.error?.code, JSON.stringify(answer.body)).toBe(code);
    }
    expect(await allocationsOf(org.organizationId)).toBe(0);
    expect(await billOf(org, id)).toMatchObject({ paymentStatus: 'UNPAID', paidAmount: '0.00' });
    // Straight through the reconciliation API, a bill that is not approved is refused too.
    const direct = await call('POST', '/reconciliations', org.owner, {
      statementTransactionIds: [lines.right],
      items: [{ kind: 'BILL', id: draft }],
    });
    expect(direct.body.error).toMatchObject({ code: 'U-TRSY-RC-26' });
    const foreign = await call('POST', '/reconciliations', org.owner, {
      statementTransactionIds: [lines.right],
      items: [{ kind: 'BILL', id: await bill(other) }],
    });
    expect(foreign.body.error).toMatchObject({ code: 'U-TRSY-RC-25' });
    expect(await allocationsOf(org.organizationId)).toBe(0);
  });

  it('twenty members marking one bill paid at once with twenty lines: one pays it, nineteen are told why not', async () => {
    const org = await organisation();
    const id = await bill(org, '1250000.50');
    const lineIds = await Promise.all(Array.from({ length: 20 }, () => line(org, '1250000.50')));
    const answers = await Promise.all(lineIds.map((lineId) => markPaid(org.owner, id, lineId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The others find the bill paid: nothing is left to pay, so no line's amount matches it.
    expect(answers.filter((answer) => answer.body.error?.code === 'U-TRSY-BL-18')).toHaveLength(19);
    expect(await allocationsOf(org.organizationId)).toBe(1);
    expect(await billOf(org, id)).toMatchObject({
      paymentStatus: 'PAID',
      paidAmount: '1250000.50',
    });
  });
});

describe('bills in the matching engine', () => {
  it('proposes an approved bill for the outgoing line that paid it, by amount, supplier and invoice number; accepting it pays the bill', async () => {
    const org = await organisation();
    const id = await bill(org, '17850000', { number: 'INV/GP/2026/11/0777' });
    await bill(org, '17850000', { number: 'INV/GP/2026/11/0778' }, 'CREATED');
    lineSequence += 1;
    const entered = await call<{ id: string }>('POST', '/statement-transactions', org.owner, {
      bankAccountId: org.account,
      transactionDate: TEST_DATE,
      description:
        'TRSF E-BANKING DB 2311/FTSCY/WS95031 PT GRAHA PROPERTI NUSANTARA INV/GP/2026/11/0777',
      direction: 'DEBIT',
      amount: '17850000.00',
    });
    const ran = await call<{ items: number }>('POST', '/reconciliations/runs', org.owner, {});
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    // Only the approved bill is an item; the draft is not.
    expect(ran.body.items).toBe(1);
    const proposals = await call<{
      items: {
        node: { id: string; items: { kind: string; id: string }[]; reasons: { text: string }[] };
      }[];
    }>('GET', `/reconciliation-proposals?statementTransactionId=${entered.body.id}`, org.owner);
    const [proposal] = proposals.body.items.map((edge) => edge.node);
    expect(proposal?.items).toEqual([{ kind: 'BILL', id }]);
    expect(proposal!.reasons.map((reason) => reason.text)).toContain('amount equal');
    expect(
      (await call('POST', `/reconciliation-proposals/${proposal!.id}/accept`, org.owner)).status,
    ).toBe(201);
    expect(await billOf(org, id)).toMatchObject({
      paymentStatus: 'PAID',
      paidAmount: '17850000.00',
    });
  });
});
