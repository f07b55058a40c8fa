import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql, type Kysely, type Transaction } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoicingDatabase } from '../../services/invoicing/db-types.js';
import { createOrganization } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { issuedInvoice, type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { systemSuite } from '../support/system-suite.js';
import { stepOf } from '../support/property-steps.js';

/**
 * The invoice ledger (services/invoicing/migrations/0040-invoice-ledger.sql):
 * whatever sequence of allocations (by hand, bank settlements, checkout
 * payments with their rounding), credit memo applications, withholdings
 * reserved, received and cancelled, refunds of a buyer's credit reserved and
 * released, and their undoing, some written at the same moment, and whatever
 * of it the database refuses: replaying an invoice's movements (summed here,
 * with decimal.js) gives exactly the figures its row holds, each row that
 * takes money off an invoice stands for exactly its movement, and no invoice
 * is ever paid beyond its grand total, PAID exactly when nothing is left to
 * pay nor awaits a slip. Written as the database's writers do, straight in
 * SQL: the ledger holds whatever the code above it does.
 */
const suite = systemSuite();
let db: Kysely<InvoicingDatabase>;
let organizationId: string;
let buyerId: string;
let writers: InvoiceWriters;
const invoices: { id: string; grandTotal: string }[] = [];

const AMOUNTS = ['50000.00', '120000.50', '300000.00', '99999.99'];
const REFUSALS = new Set([
  'sales_invoices_within_total',
  'invoice_payment_allocations_buyer',
  'invoice_payments_used_within',
  'invoice_payments_status',
  'credit_memo_applications_buyer',
  'credit_memos_applied_within',
  'credit_memos_status',
  'invoice_withholdings_one_live',
  'invoice_withholdings_issued',
  'invoice_payment_refunds_open',
]);

type Op =
  | { kind: 'pay'; invoice: number; amount: number; source: 'MANUAL' | 'BANK' }
  | { kind: 'checkout'; invoice: number }
  | { kind: 'allocate'; pick: number; invoice: number; amount: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'undoPayment'; pick: number }
  | { kind: 'credit'; invoice: number; amount: number }
  | { kind: 'uncredit'; pick: number }
  | { kind: 'withhold'; invoice: number; amount: number }
  | { kind: 'slip'; pick: number }
  | { kind: 'cancelWithholding'; pick: number }
  | { kind: 'refund'; pick: number; amount: number }
  | { kind: 'release'; pick: number };

const invoice = fc.nat({ max: 2 });
const amount = fc.nat({ max: AMOUNTS.length - 1 });
const pick = fc.nat();
const single: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoice,
      amount,
      source: fc.constantFrom('MANUAL' as const, 'BANK' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('checkout' as const), invoice }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('allocate' as const), pick, invoice, amount }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undoPayment' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('credit' as const), invoice, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('uncredit' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withhold' as const), invoice, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('slip' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelWithholding' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), pick }) },
);
const step = stepOf(single, 5);

/** What the runs wrote, to pick from. */
type Made = Record<
  'payments' | 'allocations' | 'applications' | 'withholdings' | 'refunds',
  string[]
>;
const nothingMade = (): Made => ({
  payments: [],
  allocations: [],
  applications: [],
  withholdings: [],
  refunds: [],
});
const made = nothingMade();
const done: Record<Op['kind'] | 'refused', number> = {
  pay: 0,
  checkout: 0,
  allocate: 0,
  undo: 0,
  undoPayment: 0,
  credit: 0,
  uncredit: 0,
  withhold: 0,
  slip: 0,
  cancelWithholding: 0,
  refund: 0,
  release: 0,
  refused: 0,
};
let numbered = 0;

const chosen = <T>(list: T[], index: number) =>
  list.length ? list[index % list.length] : undefined;
const invoiceAt = (index: number) => invoices[index]!.id;
const invoiceIds = () => invoices.map((row) => row.id);

/** What a withholding's cancellation writes, `reason` given. */
const cancellation = (reason: string) => ({
  status: 'CANCELLED' as const,
  cancellation_reason: reason,
  cancelled_by: randomUUID(),
  cancelled_at: new Date(),
});

/** A payment of the buyer, open, as the payments' service writes one. */
async function payment(
  trx: Transaction<InvoicingDatabase>,
  amount: string,
  source: 'MANUAL' | 'BANK' | 'CHECKOUT',
  into: Made,
): Promise<string> {
  numbered += 1;
  const { id } = await trx
    .insertInto('invoice_payments')
    .values({
      organization_id: organizationId,
      number: `PAY/2026/11/${String(numbered).padStart(4, '0')}`,
      customer_id: buyerId,
      payment_date: '2026-11-20',
      currency: 'IDR',
      amount,
      method: source === 'CHECKOUT' ? 'QRIS' : 'BANK_TRANSFER',
      source,
      source_ref: source === 'MANUAL' ? null : randomUUID(),
      ...(source === 'BANK'
        ? { settlement_status: 'SETTLED', settled_on: '2026-11-20', settled_by: randomUUID() }
        : {}),
      created_by: source === 'CHECKOUT' ? null : randomUUID(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  into.payments.push(id);
  return id;
}

async function allocation(
  trx: Transaction<InvoicingDatabase>,
  paymentId: string,
  invoiceId: string,
  amount: string,
  into: Made,
  rounding = '0.00',
): Promise<void> {
  const { id } = await trx
    .insertInto('invoice_payment_allocations')
    .values({
      organization_id: organizationId,
      payment_id: paymentId,
      sales_invoice_id: invoiceId,
      amount,
      rounding,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  into.allocations.push(id);
}

/**
 * The invoices an operation moves, locked in id order before anything is written, as the services lock them
 * (lockInvoicesForAllocation): two writers of one invoice otherwise deadlock on the keys their rows share of it.
 */
async function lockInvoices(trx: Transaction<InvoicingDatabase>, op: Op): Promise<void> {
  const of = async (
    table: 'invoice_payment_allocations' | 'credit_memo_applications' | 'invoice_withholdings',
    column: 'id' | 'payment_id',
    id: string | undefined,
  ) =>
    id
      ? (
          await trx.selectFrom(table).select('sales_invoice_id').where(column, '=', id).execute()
        ).map((row) => row.sales_invoice_id)
      : [];
  let ids: string[] = [];
  if ('invoice' in op) ids = [invoiceAt(op.invoice)];
  else if (op.kind === 'undo')
    ids = await of('invoice_payment_allocations', 'id', chosen(made.allocations, op.pick));
  else if (op.kind === 'undoPayment')
    ids = await of('invoice_payment_allocations', 'payment_id', chosen(made.payments, op.pick));
  else if (op.kind === 'uncredit')
    ids = await of('credit_memo_applications', 'id', chosen(made.applications, op.pick));
  else if (op.kind === 'slip' || op.kind === 'cancelWithholding')
    ids = await of('invoice_withholdings', 'id', chosen(made.withholdings, op.pick));
  if (ids.length)
    await trx
      .selectFrom('sales_invoices')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
}

/** Payments: allocated (by hand, as a bank's settlement, at checkout), undone, refunded. */
async function writePayments(
  trx: Transaction<InvoicingDatabase>,
  op: Extract<
    Op,
    { kind: 'pay' | 'checkout' | 'allocate' | 'undo' | 'undoPayment' | 'refund' | 'release' }
  >,
  into: Made,
): Promise<void> {
  switch (op.kind) {
    case 'pay':
      return allocation(
        trx,
        await payment(trx, AMOUNTS[op.amount]!, op.source, into),
        invoiceAt(op.invoice),
        AMOUNTS[op.amount]!,
        into,
      );
    case 'checkout': {
      // What is left, charged in whole rupiah; the sen left out are the allocation's rounding.
      const { remaining_amount: left } = await trx
        .selectFrom('sales_invoices')
        .select('remaining_amount')
        .where('id', '=', invoiceAt(op.invoice))
        .executeTakeFirstOrThrow();
      const charged = new Decimal(left).floor();
      if (charged.lte(0)) return;
      const paymentId = await payment(trx, charged.toFixed(2), 'CHECKOUT', into);
      return allocation(
        trx,
        paymentId,
        invoiceAt(op.invoice),
        left,
        into,
        new Decimal(left).minus(charged).toFixed(2),
      );
    }
    case 'allocate': {
      const paymentId = chosen(made.payments, op.pick);
      if (paymentId)
        await allocation(trx, paymentId, invoiceAt(op.invoice), AMOUNTS[op.amount]!, into);
      return;
    }
    case 'undo': {
      const id = chosen(made.allocations, op.pick);
      if (id) await trx.deleteFrom('invoice_payment_allocations').where('id', '=', id).execute();
      return;
    }
    case 'undoPayment': {
      const id = chosen(made.payments, op.pick);
      if (id)
        await trx.deleteFrom('invoice_payment_allocations').where('payment_id', '=', id).execute();
      return;
    }
    case 'refund': {
      const paymentId = chosen(made.payments, op.pick);
      if (!paymentId) return;
      const { id } = await trx
        .insertInto('invoice_payment_refunds')
        .values({
          id: randomUUID(),
          organization_id: organizationId,
          payment_id: paymentId,
          currency: 'IDR',
          amount: new Decimal(AMOUNTS[op.amount]!).div(5).toDecimalPlaces(2).toFixed(2),
          requested_by: randomUUID(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      into.refunds.push(id);
      return;
    }
    case 'release': {
      const id = chosen(made.refunds, op.pick);
      if (!id) return;
      await trx
        .updateTable('invoice_payment_refunds')
        .set({ status: 'RELEASED', released_by: randomUUID(), released_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'RESERVED')
        .execute();
      return;
    }
  }
}

/** Credit memos applied and undone, withholdings reserved, received and cancelled. */
async function writeCredits(
  trx: Transaction<InvoicingDatabase>,
  op: Extract<Op, { kind: 'credit' | 'uncredit' | 'withhold' | 'slip' | 'cancelWithholding' }>,
  into: Made,
): Promise<void> {
  switch (op.kind) {
    case 'credit': {
      numbered += 1;
      const memo = await trx
        .insertInto('credit_memos')
        .values({
          organization_id: organizationId,
          number: `CM/2026/11/${String(numbered).padStart(4, '0')}`,
          customer_id: buyerId,
          sales_invoice_id: invoiceAt(op.invoice),
          memo_date: '2026-11-20',
          currency: 'IDR',
          amount: AMOUNTS[op.amount]!,
          reason: 'Uji buku besar',
          created_by: randomUUID(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id } = await trx
        .insertInto('credit_memo_applications')
        .values({
          organization_id: organizationId,
          credit_memo_id: memo.id,
          sales_invoice_id: invoiceAt(op.invoice),
          amount: AMOUNTS[op.amount]!,
          applied_by: randomUUID(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      into.applications.push(id);
      return;
    }
    case 'uncredit': {
      const id = chosen(made.applications, op.pick);
      if (id) await trx.deleteFrom('credit_memo_applications').where('id', '=', id).execute();
      return;
    }
    case 'withhold': {
      const amount = new Decimal(AMOUNTS[op.amount]!).div(10).toDecimalPlaces(2);
      const { id } = await trx
        .insertInto('invoice_withholdings')
        .values({
          organization_id: organizationId,
          sales_invoice_id: invoiceAt(op.invoice),
          base: amount.mul(50).toFixed(2),
          rate: '2.00',
          amount: amount.toFixed(2),
          status: 'AWAITING_SLIP',
          created_by: randomUUID(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      into.withholdings.push(id);
      return;
    }
    case 'slip': {
      const id = chosen(made.withholdings, op.pick);
      if (!id) return;
      await trx
        .updateTable('invoice_withholdings')
        .set({ status: 'RECEIVED', slip_number: `BP-${op.pick}`, slip_date: '2026-11-21' })
        .where('id', '=', id)
        .where('status', '=', 'AWAITING_SLIP')
        .execute();
      return;
    }
    case 'cancelWithholding': {
      const id = chosen(made.withholdings, op.pick);
      if (!id) return;
      await trx
        .updateTable('invoice_withholdings')
        .set(cancellation('Uji'))
        .where('id', '=', id)
        .where('status', '<>', 'CANCELLED')
        .execute();
      return;
    }
  }
}

/** Each operation in a transaction of its own, as a request's, its invoices locked first. */
async function write(trx: Transaction<InvoicingDatabase>, op: Op, into: Made): Promise<void> {
  await lockInvoices(trx, op);
  if (
    op.kind === 'credit' ||
    op.kind === 'uncredit' ||
    op.kind === 'withhold' ||
    op.kind === 'slip' ||
    op.kind === 'cancelWithholding'
  )
    return writeCredits(trx, op, into);
  return writePayments(trx, op, into);
}

async function run(op: Op): Promise<void> {
  const into = nothingMade();
  try {
    await db.transaction().execute((trx) => write(trx, op, into));
    // What it wrote is there to pick from once it committed.
    for (const list of Object.keys(made) as (keyof Made)[]) made[list].push(...into[list]);
    done[op.kind] += 1;
  } catch (error) {
    const { constraint } = error as { constraint?: string };
    // Refused whole by one of the rules that guard the money, and nothing else.
    expect(constraint, `${JSON.stringify(op)}: ${String(error)}`).toSatisfy(
      (name: string | undefined) => name !== undefined && REFUSALS.has(name),
    );
    done.refused += 1;
  }
}

const KIND_OF_FIGURE = {
  ALLOCATION: 'paid_amount',
  CREDIT_APPLIED: 'credited_amount',
  WITHHOLDING_RECEIVED: 'withheld_amount',
  WITHHOLDING_RESERVED: 'withholding_pending',
} as const;
type Figure = (typeof KIND_OF_FIGURE)[keyof typeof KIND_OF_FIGURE];

/** Each invoice's figures replayed from its movements, against its row and against the rows they stand for. */
async function replays(): Promise<void> {
  const ids = invoiceIds();
  const rows = await db
    .selectFrom('sales_invoices')
    .select(['id', 'grand_total', 'status', 'remaining_amount', ...Object.values(KIND_OF_FIGURE)])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const movements = await db
    .selectFrom('invoice_movements')
    .select(['invoice_id', 'kind', 'source_id', 'amount'])
    .where('invoice_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const sums: Record<Figure, Decimal> = {
      paid_amount: new Decimal(0),
      credited_amount: new Decimal(0),
      withheld_amount: new Decimal(0),
      withholding_pending: new Decimal(0),
    };
    for (const movement of movements.filter((moved) => moved.invoice_id === row.id)) {
      const figure = KIND_OF_FIGURE[movement.kind as keyof typeof KIND_OF_FIGURE];
      sums[figure] = sums[figure].plus(movement.amount);
    }
    const remaining = Object.values(sums).reduce(
      (left, taken) => left.minus(taken),
      new Decimal(row.grand_total),
    );
    const paid = remaining.isZero() && sums.withholding_pending.isZero();
    expect({ ...row }).toEqual({
      id: row.id,
      grand_total: row.grand_total,
      paid_amount: sums.paid_amount.toFixed(2),
      credited_amount: sums.credited_amount.toFixed(2),
      withheld_amount: sums.withheld_amount.toFixed(2),
      withholding_pending: sums.withholding_pending.toFixed(2),
      remaining_amount: remaining.toFixed(2),
      status: paid ? 'PAID' : 'ISSUED',
    });
    expect(remaining.gte(0), `${row.id} is paid beyond its total`).toBe(true);
  }
  // Each row that takes money off an invoice stands for exactly its movement, and a row gone for none.
  const net = new Map<string, Decimal>();
  for (const movement of movements) {
    const key = `${movement.kind} ${movement.source_id}`;
    net.set(key, (net.get(key) ?? new Decimal(0)).plus(movement.amount));
  }
  const { rows: live } = await sql<{ key: string; amount: string }>`
    select 'ALLOCATION ' || id as key, amount from invoice_payment_allocations where sales_invoice_id in (${sql.join(ids)})
    union all
    select 'CREDIT_APPLIED ' || id, amount from credit_memo_applications where sales_invoice_id in (${sql.join(ids)})
    union all
    select case status when 'RECEIVED' then 'WITHHOLDING_RECEIVED ' else 'WITHHOLDING_RESERVED ' end || id, amount
      from invoice_withholdings where sales_invoice_id in (${sql.join(ids)}) and status <> 'CANCELLED'`.execute(
    db,
  );
  expect(
    Object.fromEntries(
      [...net].filter(([, sum]) => !sum.isZero()).map(([key, sum]) => [key, sum.toFixed(2)]),
    ),
  ).toEqual(Object.fromEntries(live.map((row) => [row.key, row.amount])));
  // The other side of an allocation moves with it: each payment allocates its allocations' money (their amount
  // less the rounding) and refunds its reserved refunds, never more than itself.
  const { rows: payments } = await sql<{ id: string }>`
    select p.id from invoice_payments p
     where p.organization_id = ${organizationId}
       and not (
         p.allocated_amount = (select coalesce(sum(a.amount - a.rounding), 0) from invoice_payment_allocations a where a.payment_id = p.id)
         and p.refunded_amount = (select coalesce(sum(r.amount), 0) from invoice_payment_refunds r where r.payment_id = p.id and r.status = 'RESERVED')
         and p.allocated_amount + p.refunded_amount <= p.amount
         and (p.status = 'OPEN') = (p.allocated_amount + p.refunded_amount < p.amount)
       )`.execute(db);
  expect(payments).toEqual([]);
}

beforeAll(async () => {
  const { system } = suite;
  db = system.invoicing.db;
  const created = await createOrganization(system, 'PT Buku Besar Faktur');
  organizationId = created.organizationId;
  writers = await invoiceWritersIn(system, organizationId);
  buyerId = await insertActiveBuyer(db, organizationId, { name: 'PT Pembeli Buku Besar' });
  // Totals with sen, so that a checkout payment leaves some out as its rounding.
  for (const quantity of ['3', '5', '8']) {
    const issued = await issuedInvoice(writers, { buyerId, quantity, unitPrice: '100000.25' });
    invoices.push({ id: issued.id, grandTotal: issued.totals.grandTotal });
  }
});

describe('the invoice ledger', () => {
  it('when money moves on invoices in any sequence, replaying each invoice’s movements gives exactly its figures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 14 }), async (steps) => {
        for (const current of steps) {
          if (current.kind === 'together') await Promise.all(current.ops.map(run));
          else await run(current);
          await replays();
        }
        // Undone, everything the run wrote gives its invoices back what it took, by reversals.
        await db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('invoice_payment_allocations')
            .where('sales_invoice_id', 'in', invoiceIds())
            .execute();
          await trx
            .deleteFrom('credit_memo_applications')
            .where('sales_invoice_id', 'in', invoiceIds())
            .execute();
          await trx
            .updateTable('invoice_withholdings')
            .set(cancellation('Akhir'))
            .where('sales_invoice_id', 'in', invoiceIds())
            .where('status', '<>', 'CANCELLED')
            .execute();
        });
        await replays();
        const left = await db
          .selectFrom('sales_invoices')
          .select(['status', 'remaining_amount'])
          .where('id', 'in', invoiceIds())
          .orderBy('grand_total')
          .execute();
        expect(left).toEqual(
          invoices.map((row) => ({ status: 'ISSUED', remaining_amount: row.grandTotal })),
        );
      }),
      { numRuns: 12, seed: 20261128 },
    );
    // The runs did each kind of thing, not only refusals.
    for (const kind of [
      'pay',
      'checkout',
      'allocate',
      'undo',
      'credit',
      'uncredit',
      'withhold',
      'slip',
      'cancelWithholding',
      'refund',
      'release',
      'refused',
    ] as const)
      expect(done[kind], kind).toBeGreaterThan(0);
  });

  it('when 24 payments are allocated to one invoice at the same moment, exactly those that fit are taken, and it is announced paid each time it becomes paid', async () => {
    const { system } = suite;
    const issued = await issuedInvoice(writers, { buyerId, quantity: '10' });
    expect(issued.totals.grandTotal).toBe('1000000.00');
    const payments = await db
      .transaction()
      .execute(async (trx) =>
        Promise.all(
          Array.from({ length: 25 }, () => payment(trx, '150000.00', 'MANUAL', nothingMade())),
        ),
      );
    const allocate = (paymentId: string, amount: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('sales_invoices')
          .select('id')
          .where('id', '=', issued.id)
          .forUpdate()
          .execute();
        await allocation(trx, paymentId, issued.id, amount, nothingMade());
      });

    const answers = await Promise.allSettled(
      payments.slice(0, 24).map((paymentId) => allocate(paymentId, '150000.00')),
    );

    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(6);
    expect(
      answers.flatMap((answer) =>
        answer.status === 'rejected' ? [(answer.reason as { constraint?: string }).constraint] : [],
      ),
    ).toEqual(Array.from({ length: 18 }, () => 'sales_invoices_within_total'));
    const figures = () =>
      db
        .selectFrom('sales_invoices')
        .select(['status', 'paid_amount', 'remaining_amount'])
        .where('id', '=', issued.id)
        .executeTakeFirstOrThrow();
    expect(await figures()).toEqual({
      status: 'ISSUED',
      paid_amount: '900000.00',
      remaining_amount: '100000.00',
    });
    const movements = () =>
      db
        .selectFrom('invoice_movements')
        .select(['kind', 'amount'])
        .where('invoice_id', '=', issued.id)
        .orderBy('id')
        .execute();
    expect(await movements()).toEqual(
      Array.from({ length: 6 }, () => ({ kind: 'ALLOCATION', amount: '150000.00' })),
    );

    // Paid, undone and paid again: announced each time it became paid, by the status the ledger derived.
    await allocate(payments[24]!, '100000.00');
    expect(await figures()).toEqual({
      status: 'PAID',
      paid_amount: '1000000.00',
      remaining_amount: '0.00',
    });
    await db
      .deleteFrom('invoice_payment_allocations')
      .where('payment_id', '=', payments[24]!)
      .execute();
    expect((await figures()).status).toBe('ISSUED');
    await allocate(payments[24]!, '100000.00');
    expect((await movements()).slice(6)).toEqual([
      { kind: 'ALLOCATION', amount: '100000.00' },
      { kind: 'ALLOCATION', amount: '-100000.00' },
      { kind: 'ALLOCATION', amount: '100000.00' },
    ]);
    // Announced PAID each time it became paid (the same event type says PARTLY_PAID on the way).
    const { rows: announced } = await sql<{ change: string }>`
      select payload->>'change' as change from outbox
       where subject_id = ${issued.id} and type = 'sales-invoice.paid'
         and payload->>'change' = 'PAID' order by id`.execute(system.invoicing.db);
    expect(announced).toEqual([{ change: 'PAID' }, { change: 'PAID' }]);
  });
});
