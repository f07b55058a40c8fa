import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditMemoResponse } from '../../contracts/invoicing/credit-memos.js';
import type {
  CustomerCreditResponse,
  InvoicePaymentResponse,
} from '../../contracts/invoicing/invoice-payments.js';
import type { System } from '../../system.js';
import { callRest, createOrganization, type Tokens } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { issuedInvoice, invoiceWritersIn } from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';
import { stepOf } from '../support/property-steps.js';

/**
 * What takes money off a buyer's invoices, under any sequence of payments
 * (allocated as asked or the oldest due first, some with PPh 23 withheld),
 * allocations of what is left, undone allocations, cancelled payments,
 * withholding slips received and withholdings cancelled, credit memos
 * applied across invoices and cancelled, refunds of the buyer's credit
 * reserved and released, some sent at the same moment: each invoice's
 * remaining amount is its grand total less what was paid, credited and
 * withheld, never below zero, its paid and credited amounts are the sums of
 * its allocations and applications, and its status is PAID exactly when
 * nothing is left to pay or await; each payment allocates and refunds what
 * its allocations and reserved refunds add up to, never more than itself; the
 * buyer's credit is payments less allocations less refunds, never below
 * zero, as the API answers it. Every refusal is one of the contracts' codes.
 * Each run ends by releasing and cancelling what it made, which gives every
 * invoice back what it had.
 */
let system: System;
let writer: Tokens;
let buyerId: string;
const invoices: string[] = [];

const call = <T>(method: string, path: string, body?: unknown) =>
  callRest<T & { error?: { code: string } }>(system.invoicingUrl, method, path, writer, body);

const AMOUNTS = ['50000.00', '120000.50', '300000.00', '700000.00'];
/** What a refund asks of a payment's credit: small, so that some fit. */
const REFUND_AMOUNTS = ['10000.00', '30000.00', '60000.00', '120000.50'];

type Op =
  | { kind: 'pay'; amount: number; to: number | null; withhold: boolean; keep: boolean }
  | { kind: 'slip'; pick: number }
  | { kind: 'cancelWithholding'; pick: number }
  | { kind: 'refund'; pick: number; amount: number }
  | { kind: 'release'; pick: number }
  | { kind: 'allocate'; pick: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'cancelPayment'; pick: number }
  | { kind: 'memo'; amount: number; to: number[] }
  | { kind: 'cancelMemo'; pick: number };

const amount = fc.nat({ max: AMOUNTS.length - 1 });
const invoice = fc.nat({ max: 2 });
const single: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      amount,
      to: fc.option(invoice),
      withhold: fc.boolean(),
      // Kept whole as the buyer's credit (allocated to nothing), for a refund or a later allocation.
      keep: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('slip' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancelWithholding' as const), pick: fc.nat() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), amount }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('allocate' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancelPayment' as const), pick: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('memo' as const),
      amount,
      to: fc.uniqueArray(invoice, { minLength: 0, maxLength: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelMemo' as const), pick: fc.nat() }) },
);
const step = stepOf(single, 4);

const KNOWN_REFUSALS =
  /^U-INV-(PAY-(4|7|8|9|11|12|13|14|18|21|22)|CM-(8|9|10|12|13)|DOC-9|RF-(1|2|5))$/;
const done = {
  paid: 0,
  allocated: 0,
  undone: 0,
  credited: 0,
  withheld: 0,
  refunded: 0,
  released: 0,
  refused: 0,
};

/** What this run made, to pick from and to cancel (or release) at its end. */
type Made = {
  payments: string[];
  memos: string[];
  withholdings: string[];
  refunds: { paymentId: string; id: string }[];
};

async function run(op: Op, made: Made): Promise<void> {
  const pick = <T>(list: T[], index: number) =>
    list.length ? list[index % list.length] : undefined;
  let answer: { status: number; body: { error?: { code: string } } };
  switch (op.kind) {
    case 'pay': {
      const to = op.to === null ? undefined : invoices[op.to]!;
      answer = await call<InvoicePaymentResponse>('POST', '/invoice-payments', {
        customerId: buyerId,
        paymentDate: '2026-11-20',
        amount: AMOUNTS[op.amount],
        method: 'BANK_TRANSFER',
        ...(to ? { allocations: [{ invoiceId: to, amount: AMOUNTS[op.amount] }] } : {}),
        ...(!to && op.keep ? { allocations: [] } : {}),
        ...(to && op.withhold ? { withholdings: [{ invoiceId: to }] } : {}),
      });
      if (answer.status === 201) {
        const payment = answer.body as InvoicePaymentResponse;
        made.payments.push(payment.id);
        made.withholdings.push(...payment.withholdings.map((withholding) => withholding.id));
        if (payment.withholdings.length) done.withheld += 1;
      }
      break;
    }
    case 'slip': {
      const id = pick(made.withholdings, op.pick);
      if (!id) return;
      answer = await call('POST', `/invoice-withholdings/${id}/slip`, {
        slipNumber: `BP-${op.pick}`,
        slipDate: '2026-11-20',
      });
      break;
    }
    case 'cancelWithholding': {
      const id = pick(made.withholdings, op.pick);
      if (!id) return;
      answer = await call('POST', `/invoice-withholdings/${id}/cancel`, { reason: 'Uji' });
      break;
    }
    case 'refund': {
      const paymentId = pick(made.payments, op.pick);
      if (!paymentId) return;
      // As the treasury asks it for a payment order it makes (named by the order's id).
      const id = randomUUID();
      answer = await call('PUT', `/invoice-payments/${paymentId}/refunds/${id}`, {
        currency: 'IDR',
        amount: REFUND_AMOUNTS[op.amount],
      });
      if (answer.status === 200) {
        made.refunds.push({ paymentId, id });
        done.refunded += 1;
      }
      break;
    }
    case 'release': {
      const refund = pick(made.refunds, op.pick);
      if (!refund) return;
      answer = await call('DELETE', `/invoice-payments/${refund.paymentId}/refunds/${refund.id}`);
      if (answer.status === 204) done.released += 1;
      break;
    }
    case 'allocate': {
      const id = pick(made.payments, op.pick);
      if (!id) return;
      answer = await call('POST', `/invoice-payments/${id}/allocate`, {});
      break;
    }
    case 'undo': {
      const id = pick(made.payments, op.pick);
      if (!id) return;
      const payment = (await call<InvoicePaymentResponse>('GET', `/invoice-payments/${id}`)).body;
      const allocation = pick(payment.allocations ?? [], op.pick);
      if (!allocation) return;
      answer = await call('POST', `/invoice-payments/${id}/allocations/${allocation.id}/undo`);
      break;
    }
    case 'cancelPayment': {
      const id = pick(made.payments, op.pick);
      if (!id) return;
      answer = await call('POST', `/invoice-payments/${id}/cancel`, { reason: 'Uji' });
      break;
    }
    case 'memo':
      answer = await call<CreditMemoResponse>('POST', '/credit-memos', {
        invoiceId: invoices[0],
        memoDate: '2026-11-20',
        amount: AMOUNTS[op.amount],
        reason: 'Uji sifat',
        applications: op.to.map((index) => ({ invoiceId: invoices[index], amount: '40000.00' })),
      });
      if (answer.status === 201) made.memos.push((answer.body as CreditMemoResponse).id);
      break;
    case 'cancelMemo': {
      const id = pick(made.memos, op.pick);
      if (!id) return;
      answer = await call('POST', `/credit-memos/${id}/cancel`, { reason: 'Uji' });
      break;
    }
  }
  const code = answer.body.error?.code;
  if (code) {
    expect(code, JSON.stringify(op)).toMatch(KNOWN_REFUSALS);
    done.refused += 1;
  } else expect(answer.status, JSON.stringify(op)).toBeLessThan(300);
  if (!code && op.kind === 'pay') done.paid += 1;
  if (!code && op.kind === 'allocate') done.allocated += 1;
  if (!code && op.kind === 'undo') done.undone += 1;
  if (!code && op.kind === 'memo') done.credited += 1;
}

/** The invariants, read from the database and the API. */
async function holds(): Promise<void> {
  const db = system.invoicing.db;
  const { rows: broken } = await sql<{ id: string }>`
    select s.id from sales_invoices s
    where s.id in (${sql.join(invoices)})
      and not (
        s.remaining_amount = s.grand_total - s.paid_amount - s.credited_amount - s.withheld_amount - s.withholding_pending
        and s.remaining_amount >= 0
        and s.paid_amount = (select coalesce(sum(a.amount), 0) from invoice_payment_allocations a where a.sales_invoice_id = s.id)
        and s.credited_amount = (select coalesce(sum(c.amount), 0) from credit_memo_applications c where c.sales_invoice_id = s.id)
        and s.withheld_amount = (select coalesce(sum(w.amount), 0) from invoice_withholdings w where w.sales_invoice_id = s.id and w.status = 'RECEIVED')
        and s.withholding_pending = (select coalesce(sum(w.amount), 0) from invoice_withholdings w where w.sales_invoice_id = s.id and w.status = 'AWAITING_SLIP')
        and (s.status = 'PAID') = (s.grand_total = s.paid_amount + s.credited_amount + s.withheld_amount)
      )`.execute(db);
  expect(broken).toEqual([]);
  const { rows: payments } = await sql<{ id: string }>`
    select p.id from invoice_payments p
    where p.customer_id = ${buyerId}
      and not (
        p.allocated_amount = (select coalesce(sum(a.amount), 0) from invoice_payment_allocations a where a.payment_id = p.id)
        and p.refunded_amount = (select coalesce(sum(r.amount), 0) from invoice_payment_refunds r where r.payment_id = p.id and r.status = 'RESERVED')
        and p.allocated_amount >= 0 and p.refunded_amount >= 0
        and p.allocated_amount + p.refunded_amount <= p.amount
        and (p.status = 'OPEN') = (p.allocated_amount + p.refunded_amount < p.amount and p.status <> 'CANCELLED')
      )`.execute(db);
  expect(payments).toEqual([]);
  // The buyer's credit: what open payments have not allocated nor refunded, and open memos have not applied.
  const { rows: credit } = await sql<{ amount: string | null }>`
    select sum(unused)::numeric(20, 2)::text as amount from (
      select amount - allocated_amount - refunded_amount as unused from invoice_payments
      where customer_id = ${buyerId} and status = 'OPEN'
      union all
      select amount - applied_amount from credit_memos where customer_id = ${buyerId} and status = 'OPEN'
    ) credit`.execute(db);
  const answered = (await call<CustomerCreditResponse>('GET', `/customers/${buyerId}/credit`)).body;
  expect(answered.credits).toEqual(
    credit[0]!.amount ? [{ currency: 'IDR', amount: credit[0]!.amount }] : [],
  );
}

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Sifat Piutang');
  const writers = await invoiceWritersIn(system, created.organizationId);
  writer = writers.writer;
  buyerId = await insertActiveBuyer(system.invoicing.db, created.organizationId, {
    name: 'PT Pembeli Sifat',
  });
  for (const quantity of ['3', '5', '8'])
    invoices.push(
      (await issuedInvoice(writers, { buyerId, quantity, paymentTermDays: 14, kind: 'SERVICE' }))
        .id,
    );
});

describe('payments, allocations, credit memos and their undoing', () => {
  it('keep every invoice’s remaining amount and the buyer’s credit exact and never below zero, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 12 }), async (steps) => {
        const made: Made = { payments: [], memos: [], withholdings: [], refunds: [] };
        for (const current of steps) {
          if (current.kind === 'together')
            await Promise.all(current.ops.map((op) => run(op, made)));
          else await run(current, made);
          await holds();
        }
        // Released and cancelled, everything the run made gives its invoices back what it took.
        for (const refund of made.refunds)
          await call('DELETE', `/invoice-payments/${refund.paymentId}/refunds/${refund.id}`);
        for (const id of made.payments)
          await call('POST', `/invoice-payments/${id}/cancel`, { reason: 'Akhir' });
        for (const id of made.memos)
          await call('POST', `/credit-memos/${id}/cancel`, { reason: 'Akhir' });
        await holds();
        const left = await system.invoicing.db
          .selectFrom('sales_invoices')
          .select([
            'paid_amount',
            'credited_amount',
            'withheld_amount',
            'withholding_pending',
            'status',
          ])
          .where('id', 'in', invoices)
          .execute();
        expect(
          left.every(
            (row) =>
              row.paid_amount === '0.00' &&
              row.credited_amount === '0.00' &&
              row.withheld_amount === '0.00' &&
              row.withholding_pending === '0.00',
          ),
        ).toBe(true);
      }),
      { numRuns: 10, seed: 20261127 },
    );
    // The runs did each kind of thing, not only refusals (how many depends on how the steps run together raced).
    expect(done.paid).toBeGreaterThan(5);
    expect(done.allocated + done.undone).toBeGreaterThan(2);
    expect(done.credited).toBeGreaterThan(2);
    expect(done.withheld).toBeGreaterThan(0);
    expect(done.refunded).toBeGreaterThan(0);
    expect(done.released).toBeGreaterThan(0);
  });
});
