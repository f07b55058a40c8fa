import {
  MAX_MATCH_SIDE,
  type MatchResult,
  type ReconcilableRef,
} from '../../../contracts/treasury/reconciliations.js';
import { fromCents, openCents, toCents } from '../../../formats/cents.js';
import { qrisMdr, TRANSFER_FEES } from './engine/score.js';
import { reconciliationErrors as errors } from './errors.js';
import type { MatchSide } from './repository/sides.js';

/** The ids of a match request, checked for shape before anything is read: sides present, no id twice, at most 8 a side, not several with several. */
export function checkMatchShape(lineIds: readonly string[], itemIds: readonly string[]): void {
  if (lineIds.length === 0 || itemIds.length === 0) throw errors.empty();
  if (new Set(lineIds).size !== lineIds.length || new Set(itemIds).size !== itemIds.length)
    throw errors.duplicates();
  if (lineIds.length > MAX_MATCH_SIDE || itemIds.length > MAX_MATCH_SIDE) throw errors.tooMany();
  if (lineIds.length > 1 && itemIds.length > 1) throw errors.bulkNotAllowed();
}

export type PlannedMatch = {
  bankAccountId: string;
  direction: 'DEBIT' | 'CREDIT';
  result: MatchResult;
  amount: string;
  /** The shortfall booked as the bank fee the payer's bank deducted; 0.00 when none. */
  fee: string;
  allocations: {
    statementTransactionId: string;
    item: ReconcilableRef;
    amount: string;
    fee: string;
  }[];
};

/** A side's open amount in cents (amounts are numeric(20, 2): exact). */
const open = (side: MatchSide) => openCents(side.amount, side.reconciledAmount);
const sum = (amounts: readonly bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);
const byDate = (a: Pick<MatchSide, 'date' | 'id'>, b: Pick<MatchSide, 'date' | 'id'>) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1;

/**
 * The fee the payer's bank deducted, when the lines fall short of the items
 * by exactly one the engine knows (a transfer fee: BI-FAST, SKN, online,
 * RTGS; or the QRIS MDR of the items' total): an incoming match only. Any
 * other shortfall, an excess or an outgoing line is no fee and null.
 */
export function deductedFee(
  direction: 'DEBIT' | 'CREDIT',
  lineTotal: bigint,
  itemTotal: bigint,
): bigint | null {
  if (direction !== 'CREDIT') return null;
  const shortfall = itemTotal - lineTotal;
  if (shortfall <= 0n) return null;
  const known =
    TRANSFER_FEES.some(({ fee }) => fee === shortfall) || qrisMdr(itemTotal) === shortfall;
  return known ? shortfall : null;
}

/**
 * What a match allocates, from the sides as they stand (read under their
 * locks): every line on one bank account, every item on that account, on
 * another account of its entity, or on none; one direction and one currency;
 * something open on every side. Equal totals make a Full Match; otherwise the
 * smaller total is allocated as a Partial Match, only when `partial` accepts
 * the mismatch. An incoming match short by exactly `fee` (a fee the payer's
 * bank deducted, `deductedFee`, that a proposal showed its reviewer) settles
 * its items in full: the shortfall is booked as a fee on the allocations
 * that close each item. A shortfall other than the fee asked is refused.
 * Lines and items are paired oldest first, each pair once, for as much as
 * both still have open.
 *
 * @example planMatch([line 150], [item 100, item 50], { partial: false, entityOf }) // allocates 100 and 50, FULL_MATCH
 */
export function planMatch(
  lines: MatchSide[],
  items: MatchSide[],
  options: {
    partial: boolean;
    fee?: string;
    entityOf: (bankAccountId: string) => string | undefined;
  },
): PlannedMatch {
  const bankAccountId = lines[0]!.bankAccountId!;
  const direction = lines[0]!.direction;
  const currency = lines[0]!.currency;
  const sides = [...lines, ...items];
  if (sides.some((side) => side.archived)) throw errors.archived();
  if (items.some((item) => item.paidByOrder)) throw errors.paidByOrder();
  if (lines.some((line) => line.bankAccountId !== bankAccountId))
    throw errors.differentBankAccount();
  const entity = options.entityOf(bankAccountId);
  if (
    items.some(
      (item) =>
        item.bankAccountId !== null &&
        item.bankAccountId !== bankAccountId &&
        (entity === undefined || options.entityOf(item.bankAccountId) !== entity),
    )
  ) {
    throw errors.differentBankAccount();
  }
  if (sides.some((side) => side.direction !== direction)) throw errors.typeMismatch();
  if (sides.some((side) => side.currency !== currency)) throw errors.currencyMismatch();
  // Each side's open amount in cents, read once: a run plans thousands of matches.
  const left = new Map(sides.map((side) => [side, open(side)]));
  const openOf = (side: MatchSide) => left.get(side)!;
  if (sides.some((side) => openOf(side) <= 0n)) throw errors.alreadyReconciled();

  const lineTotal = sum(lines.map(openOf));
  const itemTotal = sum(items.map(openOf));
  const comparison = lineTotal === itemTotal ? 0 : lineTotal > itemTotal ? 1 : -1;
  // A transfer's money leaves in one booking: its line and it are matched alone, and in full (spec: manual transfer must be one-to-one and full).
  if (
    items.some((item) => item.transfer) &&
    (lines.length !== 1 || items.length !== 1 || comparison !== 0)
  )
    throw errors.transferNotOneToOne();
  const asked = !options.partial && options.fee ? toCents(options.fee) : 0n;
  const fee = asked > 0n ? deductedFee(direction, lineTotal, itemTotal) : null;
  if (asked > 0n && fee !== asked) throw errors.feeChanged();
  if (comparison !== 0 && !options.partial && fee === null)
    throw comparison > 0 ? errors.amountAboveTotal() : errors.amountBelowTotal();

  const lineQueue = [...lines].sort(byDate).map((side) => ({ id: side.id, left: openOf(side) }));
  const itemQueue = [...items]
    .sort(byDate)
    .map((side) => ({ ref: { kind: side.kind, id: side.id }, left: openOf(side) }));
  const allocations: PlannedMatch['allocations'] = [];
  const lastOf = new Map<string, PlannedMatch['allocations'][number]>();
  let lineAt = 0;
  let itemAt = 0;
  while (lineAt < lineQueue.length && itemAt < itemQueue.length) {
    const line = lineQueue[lineAt]!;
    const item = itemQueue[itemAt]!;
    const amount = smaller(line.left, item.left);
    const allocation = {
      statementTransactionId: line.id,
      item: item.ref,
      amount: fromCents(amount),
      fee: '0.00',
    };
    allocations.push(allocation);
    lastOf.set(item.ref.id, allocation);
    line.left -= amount;
    item.left -= amount;
    if (line.left === 0n) lineAt += 1;
    if (item.left === 0n) itemAt += 1;
  }
  if (fee !== null) {
    // What each item still has open is the fee its last allocation books; an item the lines never reached cannot be settled by a fee.
    for (const item of itemQueue) {
      if (item.left === 0n) continue;
      const last = lastOf.get(item.ref.id);
      if (!last) throw errors.amountBelowTotal();
      last.fee = fromCents(item.left);
    }
  }
  return {
    bankAccountId,
    direction,
    result: comparison === 0 || fee !== null ? 'FULL_MATCH' : 'PARTIAL_MATCH',
    amount: fromCents(smaller(lineTotal, itemTotal)),
    fee: fromCents(fee ?? 0n),
    allocations,
  };
}
