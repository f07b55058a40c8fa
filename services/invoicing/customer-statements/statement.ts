import type { CustomerStatementEntryType } from '../../../contracts/invoicing/customer-statements.js';
import { daysFrom } from '../../../formats/calendar.js';
import { toCents } from '../../../formats/cents.js';
import { ageInto, zeroAgedCents, type AgedCents } from '../aged-receivables/service.js';

/** A buyer's records that move its balance in one currency, as `statementRecords` reads them (amounts as decimal strings). */
export type StatementRecords = {
  /** Issued invoices (a cancelled one keeps its number), with the Jakarta day each was cancelled. */
  invoices: readonly {
    id: string;
    number: string;
    invoiceDate: string;
    dueDate: string;
    grandTotal: string;
    cancelledOn: string | null;
    cancellationReason: string | null;
  }[];
  payments: readonly {
    id: string;
    number: string;
    paymentDate: string;
    amount: string;
    cancelledOn: string | null;
    cancellationReason: string | null;
  }[];
  /** What each payment pays of an invoice now (a cancelled payment has none left). */
  allocations: readonly (InvoiceRef & { paymentId: string; amount: string })[];
  /** What credit memos take off invoices now (a cancelled memo has none left). */
  applications: readonly (InvoiceRef & { memoNumber: string; memoDate: string; amount: string })[];
  /** A payment's credit paid back (asked on `refundedOn`, the Jakarta day), and given back on `releasedOn` when its payment was not made. */
  refunds: readonly {
    paymentNumber: string;
    amount: string;
    refundedOn: string;
    releasedOn: string | null;
  }[];
  /** PPh 23 withheld: `recordedOn` is its payment's date, or the day it was recorded without one. */
  withholdings: readonly (InvoiceRef & {
    recordedOn: string;
    amount: string;
    status: string;
    slipNumber: string | null;
    cancelledOn: string | null;
    cancellationReason: string | null;
  })[];
};

type InvoiceRef = { invoiceId: string; invoiceNumber: string; invoiceDate: string };

/** What an entry's description names, beside its type. */
export type MovementFacts = {
  dueDate?: string;
  slipNumber?: string | null;
  reason?: string;
  /** A payment held as credit that was cancelled later. */
  cancelledLater?: boolean;
};

/**
 * One movement of the buyer's account, in cents, with what it does to each
 * of the three things a statement reconciles: the balance (debit less
 * credit), what is open on its invoice, and the buyer's credit. Every kind
 * keeps balance = open invoices - credit.
 */
export type Movement = {
  date: string;
  type: CustomerStatementEntryType;
  documentNumber: string | null;
  invoiceNumber: string | null;
  debit: bigint;
  credit: bigint;
  /** The credit a CREDIT_APPLIED entry applies (it moves no balance). */
  applied: bigint | null;
  facts: MovementFacts;
  /** The invoice whose open amount it moves, and by how much. */
  invoiceId: string | null;
  opens: bigint;
  /** How much it adds to the buyer's credit (below zero: uses it). */
  creditChange: bigint;
};

/** Where an entry sits among those of its day: invoices first, reversals last. */
const RANK: Record<CustomerStatementEntryType, number> = {
  INVOICE: 0,
  PAYMENT: 1,
  CUSTOMER_CREDIT: 1,
  CREDIT_APPLIED: 3,
  CREDIT_MEMO: 4,
  WITHHOLDING: 5,
  CREDIT_REFUNDED: 5,
  INVOICE_CANCELLED: 6,
  PAYMENT_CANCELLED: 7,
  WITHHOLDING_CANCELLED: 8,
  REFUND_RELEASED: 8,
};

const later = (a: string, b: string) => (a > b ? a : b);

type MovementOf = Pick<Movement, 'date' | 'type' | 'documentNumber' | 'invoiceNumber'> &
  Partial<Omit<Movement, 'date' | 'type' | 'documentNumber' | 'invoiceNumber'>>;

const movement = (of: MovementOf): Movement => ({
  debit: 0n,
  credit: 0n,
  applied: null,
  facts: {},
  invoiceId: null,
  opens: 0n,
  creditChange: 0n,
  ...of,
});

/** What a movement of an invoice's own (issued, withheld) names: the invoice, its number the document's. */
const ofInvoice = (invoiceId: string, number: string) => ({
  invoiceId,
  documentNumber: number,
  invoiceNumber: number,
});

/** An invoice when issued (on its date), and its reversal when cancelled. */
function invoiceMovements(invoice: StatementRecords['invoices'][number]): Movement[] {
  const total = toCents(invoice.grandTotal);
  const ref = ofInvoice(invoice.id, invoice.number);
  return [
    movement({
      ...ref,
      date: invoice.invoiceDate,
      type: 'INVOICE',
      debit: total,
      opens: total,
      facts: { dueDate: invoice.dueDate },
    }),
    ...(invoice.cancelledOn
      ? [
          movement({
            ...ref,
            date: later(invoice.invoiceDate, invoice.cancelledOn),
            type: 'INVOICE_CANCELLED',
            credit: total,
            opens: -total,
            facts: { reason: invoice.cancellationReason ?? '' },
          }),
        ]
      : []),
  ];
}

/**
 * A payment on its date: what it paid of each invoice dated by then, and the
 * rest as the buyer's credit; what that credit paid of a later invoice on
 * that invoice's date (no balance moves); its reversal when cancelled.
 */
function paymentMovements(
  payment: StatementRecords['payments'][number],
  allocations: StatementRecords['allocations'],
): Movement[] {
  const number = payment.number;
  const paid = allocations.filter((allocation) => allocation.paymentId === payment.id);
  const atOnce = paid.filter((allocation) => allocation.invoiceDate <= payment.paymentDate);
  const rest = toCents(payment.amount) - atOnce.reduce((sum, a) => sum + toCents(a.amount), 0n);
  return [
    ...atOnce.map((allocation) =>
      movement({
        date: payment.paymentDate,
        type: 'PAYMENT',
        documentNumber: number,
        invoiceNumber: allocation.invoiceNumber,
        credit: toCents(allocation.amount),
        invoiceId: allocation.invoiceId,
        opens: -toCents(allocation.amount),
      }),
    ),
    ...(rest > 0n
      ? [
          movement({
            date: payment.paymentDate,
            type: 'CUSTOMER_CREDIT',
            documentNumber: number,
            invoiceNumber: null,
            credit: rest,
            creditChange: rest,
            facts: { cancelledLater: payment.cancelledOn !== null },
          }),
        ]
      : []),
    ...paid
      .filter((allocation) => allocation.invoiceDate > payment.paymentDate)
      .map((allocation) =>
        movement({
          date: allocation.invoiceDate,
          type: 'CREDIT_APPLIED',
          documentNumber: number,
          invoiceNumber: allocation.invoiceNumber,
          applied: toCents(allocation.amount),
          invoiceId: allocation.invoiceId,
          opens: -toCents(allocation.amount),
          creditChange: -toCents(allocation.amount),
        }),
      ),
    ...(payment.cancelledOn
      ? [
          movement({
            date: later(payment.paymentDate, payment.cancelledOn),
            type: 'PAYMENT_CANCELLED',
            documentNumber: number,
            invoiceNumber: null,
            debit: toCents(payment.amount),
            creditChange: -toCents(payment.amount),
            facts: { reason: payment.cancellationReason ?? '' },
          }),
        ]
      : []),
  ];
}

/** PPh 23 withheld from an invoice, and its reversal when cancelled. */
function withholdingMovements(withholding: StatementRecords['withholdings'][number]): Movement[] {
  const amount = toCents(withholding.amount);
  const date = later(withholding.invoiceDate, withholding.recordedOn);
  const ref = ofInvoice(withholding.invoiceId, withholding.invoiceNumber);
  return [
    movement({
      ...ref,
      date,
      type: 'WITHHOLDING',
      credit: amount,
      opens: -amount,
      facts: { slipNumber: withholding.slipNumber },
    }),
    ...(withholding.cancelledOn
      ? [
          movement({
            ...ref,
            date: later(date, withholding.cancelledOn),
            type: 'WITHHOLDING_CANCELLED',
            debit: amount,
            opens: amount,
            facts: { reason: withholding.cancellationReason ?? '' },
          }),
        ]
      : []),
  ];
}

/** A buyer's credit paid back (it raises the balance as it takes the credit), and its reversal when the refund was released. */
function refundMovements(refund: StatementRecords['refunds'][number]): Movement[] {
  const amount = toCents(refund.amount);
  const ref = { documentNumber: refund.paymentNumber, invoiceNumber: null };
  return [
    movement({
      ...ref,
      date: refund.refundedOn,
      type: 'CREDIT_REFUNDED',
      debit: amount,
      creditChange: -amount,
    }),
    ...(refund.releasedOn
      ? [
          movement({
            ...ref,
            date: later(refund.refundedOn, refund.releasedOn),
            type: 'REFUND_RELEASED',
            credit: amount,
            creditChange: amount,
          }),
        ]
      : []),
  ];
}

/**
 * Every movement of the records, in the statement's order: by date, then
 * invoices, payments, credit applied, credit memos, PPh 23 and refunds,
 * then reversals; as read within each (a payment's lines together).
 */
export function movementsOf(records: StatementRecords): Movement[] {
  const all: Movement[] = [
    ...records.invoices.flatMap(invoiceMovements),
    ...records.payments.flatMap((payment) => paymentMovements(payment, records.allocations)),
    ...records.applications.map((application) =>
      movement({
        date: later(application.invoiceDate, application.memoDate),
        type: 'CREDIT_MEMO',
        documentNumber: application.memoNumber,
        invoiceNumber: application.invoiceNumber,
        credit: toCents(application.amount),
        invoiceId: application.invoiceId,
        opens: -toCents(application.amount),
      }),
    ),
    ...records.withholdings.flatMap(withholdingMovements),
    ...records.refunds.flatMap(refundMovements),
  ];
  return all
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        a.entry.date.localeCompare(b.entry.date) ||
        RANK[a.entry.type] - RANK[b.entry.type] ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

/** A statement's figures in cents: the balances, the period's movements, and what was open at its end. */
export type StatementFigures = {
  opening: bigint;
  entries: { movement: Movement; balance: bigint }[];
  debit: bigint;
  credit: bigint;
  closing: bigint;
  ageing: AgedCents;
  customerCredit: bigint;
};

/**
 * A buyer's statement for the period from `from` to `to` (both included):
 * the balance before `from`, each movement of the period with the balance
 * after it, and at the end of `to` the balance, what is open on each issued
 * invoice by days past due (`agedReceivableBucket`'s buckets), and the
 * buyer's credit. Throws when the closing balance is not what is open less
 * the credit: a statement that does not add up is never printed.
 */
export function customerStatement(
  records: StatementRecords,
  period: { from: string; to: string },
): StatementFigures {
  const upToEnd = movementsOf(records).filter((entry) => entry.date <= period.to);
  const opening = upToEnd
    .filter((entry) => entry.date < period.from)
    .reduce((sum, entry) => sum + entry.debit - entry.credit, 0n);
  let balance = opening;
  const entries = upToEnd
    .filter((entry) => entry.date >= period.from)
    .map((entry) => {
      balance += entry.debit - entry.credit;
      return { movement: entry, balance };
    });
  const open = new Map<string, bigint>();
  let customerCredit = 0n;
  for (const entry of upToEnd) {
    if (entry.invoiceId) open.set(entry.invoiceId, (open.get(entry.invoiceId) ?? 0n) + entry.opens);
    customerCredit += entry.creditChange;
  }
  const ageing = zeroAgedCents();
  for (const invoice of records.invoices) {
    const left = open.get(invoice.id) ?? 0n;
    if (left > 0n) ageInto([ageing], daysFrom(invoice.dueDate, period.to), left);
  }
  if (balance !== ageing.total - customerCredit)
    throw new Error(
      `statement does not add up: closing ${balance}, open ${ageing.total}, credit ${customerCredit}`,
    );
  return {
    opening,
    entries,
    debit: entries.reduce((sum, { movement }) => sum + movement.debit, 0n),
    credit: entries.reduce((sum, { movement }) => sum + movement.credit, 0n),
    closing: balance,
    ageing,
    customerCredit,
  };
}
