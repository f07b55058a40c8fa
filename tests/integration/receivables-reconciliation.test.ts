import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivableResponse } from '../../contracts/invoicing/receivables.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { ReconciliationResponse } from '../../contracts/treasury/reconciliations.js';
import {
  addMember,
  createOrganization,
  manualAccountInput,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { eventually } from '../support/eventually.js';
import {
  draftInvoice as writeDraft,
  issuedInvoice as issueInvoice,
  invoicingSuite,
} from '../support/sales-invoices.js';
import { sql } from 'kysely';
import { createDatabase } from '../../services/kit/database.js';
import type { InvoicingDatabase } from '../../services/invoicing/db-types.js';
import { INVOICING_SCHEMA } from '../../services/invoicing/database-schema.js';
import { toGlobalId } from '../../bff/global-id.js';
import { toCents } from '../../formats/cents.js';
import { createManualAccountRest, enterLineRest } from '../support/treasury-rest.js';

/**
 * A bank credit settles a sales invoice: the treasury's reconciliation
 * reaches the invoicing service's receivables over REST, as a registered
 * source of reconcilable items. In the real system, both services on one
 * PostgreSQL but each in its own schema, talking HTTP: a match settles the
 * invoice before it commits (a refusal there refuses it, nothing written on
 * either side), removing it takes the settlement back, twenty matches at once
 * never settle more than the invoice, the engine proposes an invoice by its
 * number but never confirms one by itself; tenancy and permissions on both
 * sides.
 */
const suite = invoicingSuite({
  name: 'PT Penjual Rekonsiliasi',
  reader: ['invoices:read', 'reconciliation:read'],
  outsider: 'PT Lain Rekon',
});
let accountId: string;

const treasury = suite.treasury;
const invoicing = suite.invoicing;

/** An issued invoice of `quantity` x 100,000.00 without PPN, for a new buyer of that name. */
const issuedInvoice = (quantity = '10', buyerName = 'PT Pembeli Bank', paymentTermDays = 30) =>
  issueInvoice(suite.writers, { quantity, buyerName, paymentTermDays });

const draftInvoice = (quantity: string, buyerName: string) =>
  writeDraft(suite.writers, { quantity, buyerName });

/** A credit on the file's account; the description is made unique (a line like another is refused as a duplicate). */
const creditLine = (
  amount: string,
  description = 'TRSF E-BANKING CR PT PEMBELI BANK',
  date = '2026-11-20',
  bankAccountId = accountId,
) =>
  enterLineRest(suite.system, suite.owner, {
    bankAccountId,
    transactionDate: date,
    description: `${description} ${randomUUID().slice(0, 8)}`,
    amount,
  });

/** A credit of `amount` on 20 November on a new manual account of the member `by`'s own organisation, described as given: the line's id. */
async function creditOfTheirOwn(by: Tokens, description: string, amount: string): Promise<string> {
  return enterLineRest(suite.system, by, {
    bankAccountId: await createManualAccountRest(suite.system, by),
    transactionDate: '2026-11-20',
    description,
    amount,
  });
}

const match = (lineIds: string[], invoiceId: string, by = suite.owner, partial = false) =>
  treasury<ReconciliationResponse>('POST', '/reconciliations', by, {
    statementTransactionIds: lineIds,
    items: [{ kind: 'SALES_INVOICE', id: invoiceId }],
    partial,
  });

async function invoiceNow(id: string): Promise<SalesInvoiceResponse> {
  const answer = await invoicing<SalesInvoiceResponse>('GET', `/sales-invoices/${id}`, suite.owner);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function receivable(id: string, by = suite.owner): Promise<ReceivableResponse | undefined> {
  const answer = await invoicing<{ items: ReceivableResponse[] }>(
    'GET',
    `/receivables?ids=${id}`,
    by,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items[0];
}

/** What the treasury holds of a line and of its copy of an invoice, and what invoicing holds of the invoice's settlements. */
async function bothSides(lineIds: string[], invoiceId: string) {
  const lines = await suite.system.treasury.db
    .selectFrom('statement_transactions')
    .select(['reconciled_amount'])
    .where('id', 'in', lineIds)
    .execute();
  const copy = await suite.system.treasury.db
    .selectFrom('remote_items')
    .select(['reconciled_amount'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  const settlements = await bankPaymentsOf(invoiceId);
  return {
    linesReconciled: lines.map((line) => line.reconciled_amount),
    copyReconciled: copy?.reconciled_amount ?? null,
    settlements: settlements.length,
    settled: settlements.reduce((sum, row) => sum + toCents(row.amount), 0n),
  };
}

/** What the payments made of bank credits (source BANK) pay of an invoice, one allocation each; a cancelled one pays nothing. */
const bankPaymentsOf = (invoiceId: string) =>
  suite.system.invoicing.db
    .selectFrom('invoice_payment_allocations as a')
    .innerJoin('invoice_payments as p', 'p.id', 'a.payment_id')
    .select(['p.source_ref', 'a.amount'])
    .where('a.sales_invoice_id', '=', invoiceId)
    .where('p.source', '=', 'BANK')
    .execute();

beforeAll(async () => {
  accountId = await createManualAccountRest(suite.system, suite.owner);
});

describe('a bank credit matched with an issued invoice', () => {
  it('settles it in invoicing (PAID, with its revision and activity), and removing the match takes it back', async () => {
    const invoice = await issuedInvoice();
    expect(invoice.totals.grandTotal).toBe('1000000.00');
    const line = await creditLine('1000000.00');

    const made = await match([line], invoice.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.allocations).toEqual([
      {
        statementTransactionId: line,
        item: { kind: 'SALES_INVOICE', id: invoice.id },
        amount: '1000000.00',
        fee: '0.00',
      },
    ]);
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'PAID',
      paidAmount: '1000000.00',
    });
    expect(await receivable(invoice.id)).toMatchObject({
      settleable: '1000000.00',
      settled: '1000000.00',
      open: false,
    });
    const revisions = await invoicing<{ items: { action: string; changes: unknown[] }[] }>(
      'GET',
      `/sales-invoices/${invoice.id}/revisions`,
      suite.owner,
    );
    expect(revisions.body.items[0]).toMatchObject({
      action: 'settle',
      changes: [{ field: 'paidAmount', before: '0.00', after: '1000000.00' }],
    });
    expect(await bothSides([line], invoice.id)).toEqual({
      linesReconciled: ['1000000.00'],
      copyReconciled: '1000000.00',
      settlements: 1,
      settled: 100_000_000n,
    });
    // The treasury's activity log names the invoice by its number and buyer.
    const activity = await treasury<{
      items: { changes: { before: string | null; after: string | null }[] }[];
    }>('GET', `/activity`, suite.owner);
    expect(JSON.stringify(activity.body)).toContain(`invoice ${invoice.number}`);

    // A paid invoice is final: it is not cancelled.
    const cancel = await invoicing('POST', `/sales-invoices/${invoice.id}/cancel`, suite.owner, {
      reason: 'Salah kirim',
    });
    expect(cancel.body.error?.code).toBe('U-INV-DOC-9');

    const removed = await treasury('DELETE', `/reconciliations/${made.body.id}`, suite.owner);
    expect(removed.status).toBe(204);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'ISSUED', paidAmount: '0.00' });
    const afterRemoval = await invoicing<{ items: { action: string; changes: unknown[] }[] }>(
      'GET',
      `/sales-invoices/${invoice.id}/revisions`,
      suite.owner,
    );
    expect(afterRemoval.body.items[0]).toMatchObject({
      action: 'unsettle',
      changes: [{ field: 'paidAmount', before: '1000000.00', after: '0.00' }],
    });
    expect(await bothSides([line], invoice.id)).toEqual({
      linesReconciled: ['0.00'],
      copyReconciled: '0.00',
      settlements: 0,
      settled: 0n,
    });
  });

  it('settles it in parts from two lines, and refuses a third once nothing is left, with nothing written on either side', async () => {
    const invoice = await issuedInvoice('5');
    const [first, second, third] = [
      await creditLine('200000.00'),
      await creditLine('300000.00'),
      await creditLine('100000.00'),
    ];
    expect((await match([first], invoice.id, suite.owner, true)).status).toBe(201);
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'ISSUED',
      paidAmount: '200000.00',
    });
    // Something was paid of it: it is not cancelled until that is taken back.
    const cancel = await invoicing('POST', `/sales-invoices/${invoice.id}/cancel`, suite.owner, {
      reason: 'Salah kirim',
    });
    expect([cancel.status, cancel.body.error?.code]).toEqual([409, 'U-INV-SI-18']);
    expect((await match([second], invoice.id)).status).toBe(201);
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'PAID',
      paidAmount: '500000.00',
    });
    const refused = await match([third], invoice.id, suite.owner, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('U-TRSY-RC-32');
    expect(await bothSides([first, second, third], invoice.id)).toEqual({
      linesReconciled: expect.arrayContaining(['200000.00', '300000.00', '0.00']),
      copyReconciled: '500000.00',
      settlements: 2,
      settled: 50_000_000n,
    });
  });

  it('refuses a draft (not found), a cancelled invoice (not open) and another organisation’s (not found), writing nothing', async () => {
    const draft = await draftInvoice('1', 'PT Draf');
    const cancelled = await issuedInvoice('1', 'PT Batal');
    const cancel = await invoicing('POST', `/sales-invoices/${cancelled.id}/cancel`, suite.owner, {
      reason: 'Pesanan dibatalkan pembeli',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const line = await creditLine('100000.00');

    const ofDraft = await match([line], draft.id);
    expect([ofDraft.status, ofDraft.body.error?.code]).toEqual([404, 'U-TRSY-RC-31']);
    const ofCancelled = await match([line], cancelled.id);
    expect([ofCancelled.status, ofCancelled.body.error?.code]).toEqual([409, 'U-TRSY-RC-32']);

    // Another organisation's owner, with an account and a line of its own, reaches none of this organisation's invoices.
    const theirLine = await creditOfTheirOwn(suite.outsider, 'TRSF CR', '100000.00');
    const mine = await issuedInvoice('1', 'PT Milik Sendiri');
    const across = await match([theirLine], mine.id, suite.outsider);
    expect([across.status, across.body.error?.code]).toEqual([404, 'U-TRSY-RC-31']);
    expect(await receivable(mine.id, suite.outsider)).toBeUndefined();
    const settleAcross = await invoicing(
      'PUT',
      `/receivables/${mine.id}/settlements/${randomUUID()}`,
      suite.outsider,
      { amount: '100000.00', bookedOn: '2026-11-20' },
    );
    expect([settleAcross.status, settleAcross.body.error?.code]).toEqual([404, 'U-INV-RC-1']);
    expect(await bothSides([line, theirLine], mine.id)).toMatchObject({
      linesReconciled: ['0.00', '0.00'],
      settlements: 0,
    });
    expect(await invoiceNow(mine.id)).toMatchObject({ status: 'ISSUED', paidAmount: '0.00' });
  });
});

describe('a match the invoicing service refuses half-way', () => {
  it('takes back what it had settled of the other invoice: nothing is left written on either side', async () => {
    // A match tells its items' service in the order it locks them, by id: the first is settled, the next refused.
    const [settledFirst, refusedNext] = [
      await issuedInvoice('1', 'PT Pertama'),
      await issuedInvoice('1', 'PT Kedua'),
    ].sort((one, other) => (one.id < other.id ? -1 : 1)) as [
      SalesInvoiceResponse,
      SalesInvoiceResponse,
    ];
    const line = await creditLine('200000.00');
    const settlementsOf = async (id: string) =>
      (await bankPaymentsOf(id)).map(({ amount }) => ({ amount }));
    // The second invoice is held locked and cancelled meanwhile, as another member could: the first was told already.
    // On a connection of the test's own, so that the service's pool is left whole for the requests.
    const own = createDatabase<InvoicingDatabase>({
      url: suite.system.databaseUrl,
      schema: INVOICING_SCHEMA,
      max: 1,
    });
    const { matching } = await own.transaction().execute(async (trx) => {
      await trx
        .selectFrom('sales_invoices')
        .select('id')
        .where('id', '=', refusedNext.id)
        .forUpdate()
        .execute();
      const { rows: holder } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        trx,
      );
      const matching = treasury<ReconciliationResponse>('POST', '/reconciliations', suite.owner, {
        statementTransactionIds: [line],
        items: [
          { kind: 'SALES_INVOICE', id: settledFirst.id },
          { kind: 'SALES_INVOICE', id: refusedNext.id },
        ],
      });
      await eventually(async () => {
        // From another connection: a transaction sees one snapshot of pg_stat_activity. The match's wait, not
        // another file's: a session blocked by this transaction's lock.
        const { rows } = await sql<{ waiting: string }>`
            select count(*) as waiting from pg_stat_activity
            where ${holder[0]!.pid}::int = any(pg_blocking_pids(pid))`.execute(
          suite.system.treasury.db,
        );
        return Number(rows[0]!.waiting) > 0;
      }, 10_000);
      expect(await settlementsOf(settledFirst.id)).toEqual([{ amount: '100000.00' }]);
      await trx
        .updateTable('sales_invoices')
        .set({
          status: 'CANCELLED',
          cancellation_reason: 'Dibatalkan pembeli',
          cancelled_by: randomUUID(),
          cancelled_at: new Date(),
        })
        .where('id', '=', refusedNext.id)
        .execute();
      // Wrapped: the match waits for this transaction to commit, so it must not wait for the match.
      return { matching };
    });
    await own.destroy();
    const answer = await matching;
    expect([answer.status, answer.body.error?.code]).toEqual([409, 'U-INV-RC-2']);
    expect(await settlementsOf(settledFirst.id)).toEqual([]);
    expect(await invoiceNow(settledFirst.id)).toMatchObject({
      status: 'ISSUED',
      paidAmount: '0.00',
    });
    expect(await bothSides([line], settledFirst.id)).toEqual({
      linesReconciled: ['0.00'],
      copyReconciled: '0.00',
      settlements: 0,
      settled: 0n,
    });
  });
});

describe('the receivables boundary', () => {
  it('is read with reconciliation:read and settled only with reconciliation:reconcile (FORBIDDEN otherwise, nothing written)', async () => {
    const invoice = await issuedInvoice('1', 'PT Izin');
    expect(await receivable(invoice.id, suite.reader)).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      customerName: 'PT Izin',
      open: true,
    });
    const settle = await invoicing(
      'PUT',
      `/receivables/${invoice.id}/settlements/${randomUUID()}`,
      suite.reader,
      { amount: '100000.00', bookedOn: '2026-11-20' },
    );
    expect([settle.status, settle.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const line = await creditLine('100000.00');
    const matched = await match([line], invoice.id, suite.reader);
    expect([matched.status, matched.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect(await invoiceNow(invoice.id)).toMatchObject({ paidAmount: '0.00' });
  });

  it('settles once per match: the same again changes nothing, another amount is refused, taking back nothing changes nothing', async () => {
    const invoice = await issuedInvoice('3', 'PT Ulang');
    const reconciliationId = randomUUID();
    const path = `/receivables/${invoice.id}/settlements/${reconciliationId}`;
    const body = { amount: '100000.00', bookedOn: '2026-11-20' };
    const once = await invoicing<ReceivableResponse>('PUT', path, suite.owner, body);
    const twice = await invoicing<ReceivableResponse>('PUT', path, suite.owner, body);
    expect([once.status, twice.status]).toEqual([200, 200]);
    expect(twice.body.settled).toBe('100000.00');
    const other = await invoicing('PUT', path, suite.owner, { ...body, amount: '200000.00' });
    expect([other.status, other.body.error?.code]).toEqual([409, 'U-INV-RC-4']);
    const over = await invoicing(
      'PUT',
      `/receivables/${invoice.id}/settlements/${randomUUID()}`,
      suite.owner,
      { ...body, amount: '200000.01' },
    );
    expect(over.body.error).toMatchObject({
      code: 'U-INV-RC-3',
      values: { number: invoice.number, open: '200000.00', currency: 'IDR' },
    });
    const zero = await invoicing(
      'PUT',
      `/receivables/${invoice.id}/settlements/${randomUUID()}`,
      suite.owner,
      { ...body, amount: '0.00' },
    );
    expect(zero.body.error?.code).toBe('U-INV-RC-5');
    const back = await invoicing<ReceivableResponse>('DELETE', path, suite.owner);
    const backAgain = await invoicing<ReceivableResponse>('DELETE', path, suite.owner);
    expect([back.body.settled, backAgain.body.settled]).toEqual(['0.00', '0.00']);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'ISSUED', paidAmount: '0.00' });
  });
});

describe('twenty matches at once', () => {
  it('settle an invoice of ten parts exactly once: ten go through, ten are refused, both sides agree', async () => {
    const invoice = await issuedInvoice('10', 'PT Serentak');
    const lines = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        creditLine('100000.00', `TRSF CR PT SERENTAK ${index}`),
      ),
    );
    const answers = await Promise.all(
      lines.map((line) => match([line], invoice.id, suite.owner, true)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'PAID',
      paidAmount: '1000000.00',
    });
    const sides = await bothSides(lines, invoice.id);
    expect(sides).toMatchObject({
      copyReconciled: '1000000.00',
      settlements: 10,
      settled: 100_000_000n,
    });
    expect(sides.linesReconciled.filter((amount) => amount === '100000.00')).toHaveLength(10);
  });
});

describe('the matching engine', () => {
  it('proposes an open invoice for a credit naming its number, never confirms one by itself, and a reviewer’s accept settles it', async () => {
    const invoice = await issuedInvoice('7', 'PT Mesin Cocok', 7);
    // Paid on its due date (the default rule looks 7 days before and 10 after an item's date), into an account of
    // its own, which the run reads alone: the file's other open lines could add up to the invoice too.
    const account = await treasury<{ id: string }>(
      'POST',
      '/bank-accounts',
      suite.owner,
      manualAccountInput(),
    );
    const line = await creditLine(
      '700000.00',
      `TRSF CR ${invoice.number} PT MESIN COCOK`,
      invoice.dueDate,
      account.body.id,
    );
    const run = await treasury<{ confirmed: number }>(
      'POST',
      '/reconciliations/runs',
      suite.owner,
      {
        bankAccountId: account.body.id,
      },
    );
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const proposals = await treasury<{
      items: { node: { id: string; items: { kind: string; id: string }[] } }[];
    }>('GET', `/reconciliation-proposals?statementTransactionId=${line}`, suite.owner);
    expect(proposals.status, JSON.stringify(proposals.body)).toBe(200);
    const proposal = proposals.body.items.find((edge) =>
      edge.node.items.some((item) => item.id === invoice.id),
    );
    expect(proposal, JSON.stringify(proposals.body)).toBeDefined();
    // The owner holds the automatic permission, yet the invoice waits for review.
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'ISSUED', paidAmount: '0.00' });

    const accepted = await treasury<ReconciliationResponse>(
      'POST',
      `/reconciliation-proposals/${proposal!.node.id}/accept`,
      suite.owner,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'PAID',
      paidAmount: '700000.00',
    });
  });
});

describe('over GraphQL', () => {
  const CREATE = `mutation Reconcile($input: ReconciliationCreateInput!) {
    reconciliationCreate(input: $input) {
      reconciliation {
        id
        allocations {
          amount { amount currency }
          item { __typename ... on SalesInvoice { id number status paidAmount { amount } } }
        }
      }
      userErrors { field code message }
    }
  }`;
  type Created = {
    reconciliationCreate: {
      reconciliation: {
        id: string;
        allocations: { amount: { amount: string }; item: Record<string, unknown> }[];
      } | null;
      userErrors: UserErrors;
    };
  };
  let client: GraphQLClient;

  beforeAll(async () => {
    client = await signedInClient(suite.system.url, suite.ownerCredentials);
  });

  /** What the manual match pane reads of a line's candidates, as the browser asks it. */
  const CANDIDATES = `query Candidates($line: ID!, $search: String, $kinds: [ReconcilableItemKind!]) {
    reconcilableItems(matchableWith: $line, search: $search, kinds: $kinds, first: 25) {
      totalCount
      edges {
        kind reference counterpartyName date
        amount { amount currency }
        openAmount { amount currency }
        node { __typename ... on Node { id } }
      }
    }
  }`;
  type Candidates = {
    reconcilableItems: {
      totalCount: number;
      edges: {
        kind: string;
        reference: string | null;
        counterpartyName: string | null;
        date: string;
        amount: { amount: string; currency: string };
        openAmount: { amount: string; currency: string };
        node: { __typename: string; id: string };
      }[];
    };
  };
  const candidatesOf = async (by: GraphQLClient, line: string, variables = {}) =>
    (
      await by.data<Candidates>(CANDIDATES, {
        line: toGlobalId('StatementTransaction', line),
        ...variables,
      })
    ).reconcilableItems;

  it('the manual pane offers a credit line its open invoices (kind, number, buyer, due date, open amount), and matching one by hand settles it', async () => {
    const invoice = await issuedInvoice('3', 'PT Panel Manual', 14);
    const line = await creditLine('300000.00');
    const invoiceId = toGlobalId('SalesInvoice', invoice.id);

    // The pane's first read (no search) brings the treasury's copies up to date, as a run does.
    const offered = await candidatesOf(client, line);
    const edge = offered.edges.find((candidate) => candidate.node.id === invoiceId);
    expect(edge).toEqual({
      kind: 'SALES_INVOICE',
      reference: invoice.number,
      counterpartyName: 'PT Panel Manual',
      date: invoice.dueDate,
      amount: { amount: '300000.00', currency: 'IDR' },
      openAmount: { amount: '300000.00', currency: 'IDR' },
      node: { __typename: 'SalesInvoice', id: invoiceId },
    });
    // An open amount equal to the line's comes first; a debit-only kind is never offered to a credit.
    expect(offered.edges[0]!.openAmount.amount).toBe('300000.00');
    expect(
      offered.edges.some((candidate) => ['PAYMENT', 'TRANSFER', 'BILL'].includes(candidate.kind)),
    ).toBe(false);
    // Searched by the buyer, or kept to invoices, it is still there; kept to expected transactions, it is not.
    const searched = await candidatesOf(client, line, { search: 'panel manual' });
    expect(searched.edges.map((candidate) => candidate.node.id)).toEqual([invoiceId]);
    expect(searched.totalCount).toBe(1);
    const invoicesOnly = await candidatesOf(client, line, { kinds: ['SALES_INVOICE'] });
    expect(invoicesOnly.edges.every((candidate) => candidate.kind === 'SALES_INVOICE')).toBe(true);
    expect(invoicesOnly.edges.map((candidate) => candidate.node.id)).toContain(invoiceId);
    const expectedOnly = await candidatesOf(client, line, { kinds: ['EXPECTED_TRANSACTION'] });
    expect(expectedOnly.edges.map((candidate) => candidate.node.id)).not.toContain(invoiceId);

    const made = await client.request<Created>(CREATE, {
      input: {
        statementTransactionIds: [toGlobalId('StatementTransaction', line)],
        itemIds: [edge!.node.id],
      },
    });
    expect(made.data?.reconciliationCreate.userErrors, JSON.stringify(made)).toEqual([]);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'PAID', paidAmount: '300000.00' });
    // Paid, it is offered to no other credit.
    const another = await creditLine('300000.00');
    expect(
      (await candidatesOf(client, another)).edges.map((candidate) => candidate.node.id),
    ).not.toContain(invoiceId);
  });

  it('offers no invoice to a member who may not read invoices, and another organisation sees none of ours: not on its own line, and our line is none of its', async () => {
    const invoice = await issuedInvoice('4', 'PT Panel Rahasia');
    const line = await creditLine('400000.00');
    const invoiceId = toGlobalId('SalesInvoice', invoice.id);
    expect((await candidatesOf(client, line)).edges.map((edge) => edge.node.id)).toContain(
      invoiceId,
    );

    const reconciler = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, [
        'reconciliation:read',
        'reconciliation:reconcile',
        'expected-transactions:read',
      ]),
    );
    const withoutInvoices = await candidatesOf(reconciler, line);
    expect(withoutInvoices.edges.filter((edge) => edge.kind !== 'EXPECTED_TRANSACTION')).toEqual(
      [],
    );
    expect((await candidatesOf(reconciler, line, { kinds: ['SALES_INVOICE'] })).totalCount).toBe(0);

    const other = await createOrganization(suite.system, 'PT Lain Panel');
    const theirLine = await creditOfTheirOwn(
      await signInRest(suite.system, other.owner),
      'TRSF CR PANEL RAHASIA',
      '400000.00',
    );
    const theirs = await signedInClient(suite.system.url, other.owner);
    const onTheirLine = await candidatesOf(theirs, theirLine);
    expect(onTheirLine.edges.map((edge) => edge.node.id)).not.toContain(invoiceId);
    expect(await candidatesOf(theirs, theirLine, { search: 'Panel Rahasia' })).toEqual({
      totalCount: 0,
      edges: [],
    });
    expect(await candidatesOf(theirs, line)).toEqual({ totalCount: 0, edges: [] });
    // Named by its id anyway, it is not found.
    const across = await theirs.request<Created>(CREATE, {
      input: {
        statementTransactionIds: [toGlobalId('StatementTransaction', theirLine)],
        itemIds: [invoiceId],
      },
    });
    expect(across.data?.reconciliationCreate.userErrors.map((error) => error.code)).toEqual([
      'U-TRSY-RC-31',
    ]);
  });

  it('matches a credit with a SalesInvoice id: the allocation’s item is the invoice, now PAID; another organisation’s is not found', async () => {
    const invoice = await issuedInvoice('2', 'PT Graf');
    const line = await creditLine('200000.00');
    const made = await client.request<Created>(CREATE, {
      input: {
        statementTransactionIds: [toGlobalId('StatementTransaction', line)],
        itemIds: [toGlobalId('SalesInvoice', invoice.id)],
      },
    });
    expect(made.data?.reconciliationCreate.userErrors, JSON.stringify(made)).toEqual([]);
    expect(made.data?.reconciliationCreate.reconciliation?.allocations).toEqual([
      {
        amount: { amount: '200000.00', currency: 'IDR' },
        item: {
          __typename: 'SalesInvoice',
          id: toGlobalId('SalesInvoice', invoice.id),
          number: invoice.number,
          status: 'PAID',
          paidAmount: { amount: '200000.00' },
        },
      },
    ]);

    // Another organisation's owner, on a line of their own, reaches none of this organisation's invoices.
    const other = await createOrganization(suite.system, 'PT Lain Graf');
    const theirLine = await creditOfTheirOwn(
      await signInRest(suite.system, other.owner),
      'TRSF CR GRAF',
      '200000.00',
    );
    const mine = await issuedInvoice('2', 'PT Graf Dua');
    const theirs = await signedInClient(suite.system.url, other.owner);
    const across = await theirs.request<Created>(CREATE, {
      input: {
        statementTransactionIds: [toGlobalId('StatementTransaction', theirLine)],
        itemIds: [toGlobalId('SalesInvoice', mine.id)],
      },
    });
    expect(across.data?.reconciliationCreate.userErrors.map((error) => error.code)).toEqual([
      'U-TRSY-RC-31',
    ]);
    expect(await invoiceNow(mine.id)).toMatchObject({ status: 'ISSUED', paidAmount: '0.00' });
  });
});
