import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { addMemberInBuiltInRole } from '../support/factories.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { TEST_DATE, workerSystem } from '../support/system.js';
import { billPayingOrganisation, type BillPayingOrganisation } from '../support/payments.js';
import { createManualAccountGraphql, enterLineGraphql } from '../support/treasury-graphql.js';

let system: System;
/** The organisation paying bills; its approver is a second person: nobody approves the bills they created. */
let payer: BillPayingOrganisation;

type UserErrors = { field: string | null; code: string; message: string }[];
type Bill = {
  id: string;
  status: string;
  paymentStatus: string;
  amount: { amount: string; currency: string };
  category: string;
  editable: boolean;
  counterparty: { alias: string } | null;
};

const BILL =
  'id status paymentStatus amount { amount currency } category editable counterparty { alias }';
const CREATE = `mutation ($input: BillCreateInput!) { billCreate(input: $input) { bill { ${BILL} } billEdge { cursor } userErrors { field code message } } }`;
const move = (name: 'billSubmit' | 'billApprove') =>
  `mutation ($input: BillIdInput!) { ${name}(input: $input) { bill { ${BILL} } userErrors { field code message } } }`;

async function createBill(client: GraphQLClient, overrides: Record<string, unknown> = {}) {
  const made = await client.data<{
    billCreate: { bill: Bill | null; billEdge: { cursor: string } | null; userErrors: UserErrors };
  }>(CREATE, {
    input: {
      number: 'INV/GP/0042',
      date: TEST_DATE,
      dueDate: '2026-12-01',
      category: 'RENT',
      counterpartyId: payer.supplierId,
      amount: '12500000',
      description: 'Sewa gudang',
      ...overrides,
    },
  });
  return made.billCreate;
}

/** A bill the owner writes (`createBill`) and submits, and the approver approves: its id. */
async function approvedBill(overrides: Record<string, unknown>): Promise<string> {
  const id = (await createBill(payer.owner, overrides)).bill!.id;
  await payer.owner.data(move('billSubmit'), { input: { billId: id } });
  await payer.approver.data(move('billApprove'), { input: { billId: id } });
  return id;
}

beforeAll(async () => {
  system = await workerSystem();
  payer = await billPayingOrganisation(system, 'PT Tagihan Tertib');
});

afterAll(() => system?.stop());

describe('bills through GraphQL', () => {
  it('a bill is created, listed soonest due first, submitted and approved; a Maker may not approve (FORBIDDEN), and bad input names its field', async () => {
    const made = await createBill(payer.owner);
    expect(made.userErrors).toEqual([]);
    expect(made.bill).toMatchObject({
      status: 'CREATED',
      paymentStatus: 'UNPAID',
      amount: { amount: '12500000.00', currency: 'IDR' },
      category: 'RENT',
      editable: true,
      counterparty: { alias: expect.any(String) },
    });
    const id = made.bill!.id;
    const list = await payer.owner.data<{
      bills: { totalCount: number; edges: { cursor: string; node: { id: string } }[] };
    }>('{ bills(first: 10) { totalCount edges { cursor node { id } } } }');
    expect(list.bills.edges[0]).toEqual({ cursor: made.billEdge!.cursor, node: { id } });
    const node = await payer.owner.data<{ node: { __typename: string; number: string } }>(
      'query ($id: ID!) { node(id: $id) { __typename ... on Bill { number } } }',
      { id },
    );
    expect(node.node).toEqual({ __typename: 'Bill', number: 'INV/GP/0042' });
    expect(
      (await payer.owner.data<{ billCategories: string[] }>('{ billCategories }')).billCategories,
    ).toContain('PROFESSIONAL_SERVICES');

    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, payer.organizationId, 'MAKER'),
    );
    expect(
      (
        await maker.data<{ billSubmit: { bill: Bill } }>(move('billSubmit'), {
          input: { billId: id },
        })
      ).billSubmit.bill.status,
    ).toBe('SUBMITTED');
    const refused = await maker.request(move('billApprove'), { input: { billId: id } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const approved = await payer.approver.data<{
      billApprove: { bill: Bill; userErrors: UserErrors };
    }>(move('billApprove'), { input: { billId: id } });
    expect(approved.billApprove.bill).toMatchObject({ status: 'APPROVED', editable: false });

    const bad = await createBill(payer.owner, { dueDate: '2026-11-01', number: 'INV/GP/0043' });
    expect(bad.userErrors).toEqual([
      {
        field: 'dueDate',
        code: 'U-TRSY-BL-5',
        message: 'The due date cannot be before the bill’s date.',
      },
    ]);
    const wrongId = await createBill(payer.owner, {
      counterpartyId: payer.source,
      number: 'INV/GP/0044',
    });
    expect(wrongId.userErrors).toEqual([
      { field: 'counterpartyId', code: 'U-TRSY-BL-7', message: 'Counterparty not found.' },
    ]);
  });

  it('a payment names the approved bill it pays, and the bill its payment; a cancellation of a bill a payment pays is refused with its reason kept out', async () => {
    const id = await approvedBill({ number: 'INV/GP/0050', amount: '7500000' });
    /** A BI-FAST payment of the bill's 7,500,000.00 to the supplier, naming `billId` as what it pays. */
    const paymentOf = (billId: string) => ({
      sourceAccountId: payer.source,
      counterpartyBankAccountId: payer.payeeAccount,
      method: 'BI_FAST',
      amount: '7500000',
      paymentDate: TEST_DATE,
      billId,
    });
    const paid = await payer.owner.data<{
      paymentCreate: {
        payment: { id: string; bill: { id: string } | null } | null;
        userErrors: UserErrors;
      };
    }>(
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id bill { id } } userErrors { field code message } } }',
      { input: paymentOf(id) },
    );
    expect(paid.paymentCreate.userErrors).toEqual([]);
    expect(paid.paymentCreate.payment!.bill).toEqual({ id });
    const bill = await payer.owner.data<{
      node: { paymentStatus: string; payingOrder: { id: string } | null };
    }>('query ($id: ID!) { node(id: $id) { ... on Bill { paymentStatus payingOrder { id } } } }', {
      id,
    });
    expect(bill.node).toEqual({
      paymentStatus: 'PAYMENT_IN_PROGRESS',
      payingOrder: { id: paid.paymentCreate.payment!.id },
    });
    const cancelled = await payer.owner.data<{
      billCancel: { bill: null; userErrors: UserErrors };
    }>(
      'mutation ($input: BillCancelInput!) { billCancel(input: $input) { bill { id } userErrors { field code message } } }',
      { input: { billId: id, reason: 'Batal' } },
    );
    expect(cancelled.billCancel.userErrors).toEqual([
      {
        field: null,
        code: 'U-TRSY-BL-11',
        message:
          'A payment pays this bill: cancel the payment before changing or cancelling the bill.',
      },
    ]);
    // Another type's id is no bill.
    const wrong = await payer.owner.data<{ paymentCreate: { userErrors: UserErrors } }>(
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { userErrors { field code message } } }',
      { input: paymentOf(payer.source) },
    );
    expect(wrong.paymentCreate.userErrors).toEqual([
      { field: 'billId', code: 'U-TRSY-TRF-42', message: 'Bill not found.' },
    ]);
  });

  it('a bill is marked paid by the outgoing statement transaction that paid it; a Maker without auto-reconciliation is FORBIDDEN, and the match shows the bill among its items', async () => {
    const id = await approvedBill({ number: 'INV/GP/0061', amount: '3300000' });
    const account = await createManualAccountGraphql(payer.owner, {
      bankCode: '008',
      accountNumber: '1370044551',
      accountName: 'PT TAGIHAN TERTIB',
      alias: 'Mandiri Manual',
    });
    const line = await enterLineGraphql(payer.owner, {
      bankAccountId: account,
      date: TEST_DATE,
      description: 'TRSF DB PT GRAHA PROPERTI INV/GP/0061',
      direction: 'DEBIT',
      amount: '3300000',
    });
    const MARK = `mutation ($input: BillMarkPaidInput!) { billMarkPaid(input: $input) { bill { ${BILL} paidAmount { amount } } userErrors { field code message } } }`;
    type Marked = {
      billMarkPaid: {
        bill: (Bill & { paidAmount: { amount: string } }) | null;
        userErrors: UserErrors;
      };
    };

    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, payer.organizationId, 'MAKER'),
    );
    // A Maker reads bills but may not confirm a match by itself: refused before anything is asked of the treasury.
    const refused = await maker.request<Marked>(MARK, {
      input: { billId: id, statementTransactionId: line },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      permission: 'reconciliation:auto-reconcile',
    });
    expect(
      (await payer.owner.data<Marked>(MARK, { input: { billId: id, statementTransactionId: id } }))
        .billMarkPaid.userErrors,
    ).toEqual([
      {
        field: 'statementTransactionId',
        code: 'U-TRSY-BL-15',
        message: 'Statement transaction not found.',
      },
    ]);
    const marked = (
      await payer.owner.data<Marked>(MARK, { input: { billId: id, statementTransactionId: line } })
    ).billMarkPaid;
    expect(marked.userErrors).toEqual([]);
    expect(marked.bill).toMatchObject({
      id,
      paymentStatus: 'PAID',
      paidAmount: { amount: '3300000.00' },
    });

    const matches = await payer.owner.data<{
      node: { reconciliations: { allocations: { item: { __typename: string; id: string } }[] }[] };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on StatementTransaction { reconciliations { allocations { item { __typename ... on Bill { id } } } } } } }',
      { id: line },
    );
    expect(matches.node.reconciliations).toEqual([
      { allocations: [{ item: { __typename: 'Bill', id } }] },
    ]);
  });
});
