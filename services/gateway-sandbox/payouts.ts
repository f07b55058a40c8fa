import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SandboxCharge } from './charges.js';
import { gatewayFee, xenditReportCsv, type ReportMethod } from './report.js';
import { changeStatus, type SandboxState } from './state.js';

/**
 * The gateway paying the merchant what it collected: every paid charge not
 * paid out yet, less the gateway's fees and their VAT (report.ts), in one
 * bank transfer to the merchant's account, as Xendit pays out a day's
 * settled balance. The merchant learns what each payout holds from the
 * Detailed Transactions Report (`transactionsReport`), which the treasury
 * imports; the transfer itself lands on the merchant's bank statement.
 *
 * Only Xendit's charges: Xendit's report is the one layout the product reads
 * (services/treasury/payment-providers/xendit-report.ts); Midtrans's
 * settlement reports are not modelled.
 */
export type SandboxPayout = {
  id: string;
  paidOutAt: Date;
  /** What reaches the merchant's bank account: the charges less the fees and their VAT. */
  amount: Decimal;
  /** What the charges collected. */
  gross: Decimal;
  /** The fees and their VAT. */
  fees: Decimal;
  /** The order ids of the charges it pays out. */
  orderIds: string[];
};

const paid = (charge: SandboxCharge) => charge.status === 'PAID' || charge.status === 'SETTLED';

const reportMethod = (charge: SandboxCharge): ReportMethod =>
  charge.method === 'QRIS' ? 'QRIS' : 'VA';

/** The merchant's charges a payout or a report covers: all of them, or those of these order ids (tests share one sandbox). */
const covered = (charge: SandboxCharge, orderIds?: readonly string[]) =>
  charge.provider === 'XENDIT' && paid(charge) && (!orderIds || orderIds.includes(charge.orderId));

/** Pays out, at `at` (now by default), every paid Xendit charge not paid out yet (each PAID one is SETTLED first, with its callback). */
export function payOut(
  state: SandboxState,
  orderIds?: readonly string[],
  at: Date = state.now(),
): SandboxPayout {
  const due = [...state.charges.values()].filter(
    (charge) => covered(charge, orderIds) && !state.paidOut.has(charge.ref),
  );
  if (due.length === 0) throw new Error('The gateway sandbox has no paid charge to pay out.');
  const paidOutAt = at;
  let gross = new Decimal(0);
  let amount = new Decimal(0);
  for (const charge of due) {
    if (charge.status === 'PAID') changeStatus(state, charge, 'SETTLED');
    state.paidOut.set(charge.ref, paidOutAt);
    gross = gross.plus(charge.amount);
    amount = amount.plus(gatewayFee(reportMethod(charge), charge.amount).net);
  }
  return {
    id: randomUUID(),
    paidOutAt,
    amount,
    gross,
    fees: gross.minus(amount),
    orderIds: due.map((charge) => charge.orderId),
  };
}

/** Xendit's Detailed Transactions Report of every paid Xendit charge, paid out or not, in the order they were made. */
export function transactionsReport(state: SandboxState, orderIds?: readonly string[]): string {
  const payments = [...state.charges.values()]
    .filter((charge) => covered(charge, orderIds))
    .map((charge) => {
      const paidAt = charge.paidAt ?? charge.updatedAt;
      return {
        method: reportMethod(charge),
        channel: charge.method,
        gross: charge.amount,
        reference: charge.orderId,
        transactionId: charge.transactionId ?? charge.ref,
        description: charge.description,
        paidAt,
        settledAt: state.paidOut.get(charge.ref) ?? null,
        // Xendit pays a day's balance out the next day.
        expectedSettlementAt: new Date(paidAt.getTime() + 24 * 60 * 60 * 1000),
        vaNumber: charge.vaNumber,
      };
    });
  return xenditReportCsv(payments);
}
