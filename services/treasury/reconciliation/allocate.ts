import Decimal from 'decimal.js';
import { MAX_MATCH_SIDE, type MatchResult, type ReconcilableRef } from '../../../contracts/treasury/reconciliations.js';
import { reconciliationErrors as errors } from './errors.js';
import type { MatchSide } from './repository.js';

/** The ids of a match request, checked for shape before anything is read: sides present, no id twice, at most 8 a side, not several with several. */
export function checkMatchShape(lineIds: readonly string[], itemIds: readonly string[]): void {
  if (lineIds.length === 0 || itemIds.length === 0) throw errors.empty();
  if (new Set(lineIds).size !== lineIds.length || new Set(itemIds).size !== itemIds.length) throw errors.duplicates();
  if (lineIds.length > MAX_MATCH_SIDE || itemIds.length > MAX_MATCH_SIDE) throw errors.tooMany();
  if (lineIds.length > 1 && itemIds.length > 1) throw errors.bulkNotAllowed();
}

export type PlannedMatch = {
  bankAccountId: string;
  direction: 'DEBIT' | 'CREDIT';
  result: MatchResult;
  amount: string;
  allocations: { statementTransactionId: string; item: ReconcilableRef; amount: string }[];
};

const open = (side: MatchSide) => new Decimal(side.amount).minus(side.reconciledAmount);
const byDate = (a: Pick<MatchSide, 'date' | 'id'>, b: Pick<MatchSide, 'date' | 'id'>) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1);

/**
 * What a match allocates, from the sides as they stand (read under their
 * locks): every line on one bank account, every item on that account, on
 * another account of its entity, or on none; one direction and one currency;
 * something open on every side. Equal totals make a Full Match; otherwise the
 * smaller total is allocated as a Partial Match, only when `partial` accepts
 * the mismatch. Lines and items are paired oldest first, each pair once, for
 * as much as both still have open.
 *
 * @example planMatch([line 150], [item 100, item 50], { partial: false, entityOf }) // allocates 100 and 50, FULL_MATCH
 */
export function planMatch(lines: MatchSide[], items: MatchSide[], options: { partial: boolean; entityOf: (bankAccountId: string) => string | undefined }): PlannedMatch {
  const bankAccountId = lines[0]!.bankAccountId!;
  const direction = lines[0]!.direction;
  const currency = lines[0]!.currency;
  const sides = [...lines, ...items];
  if (sides.some((side) => side.archived)) throw errors.archived();
  if (items.some((item) => item.paidByOrder)) throw errors.paidByOrder();
  if (lines.some((line) => line.bankAccountId !== bankAccountId)) throw errors.differentBankAccount();
  const entity = options.entityOf(bankAccountId);
  if (items.some((item) => item.bankAccountId !== null && item.bankAccountId !== bankAccountId && (entity === undefined || options.entityOf(item.bankAccountId) !== entity))) {
    throw errors.differentBankAccount();
  }
  if (sides.some((side) => side.direction !== direction)) throw errors.typeMismatch();
  if (sides.some((side) => side.currency !== currency)) throw errors.currencyMismatch();
  if (sides.some((side) => open(side).lte(0))) throw errors.alreadyReconciled();

  const lineTotal = Decimal.sum(...lines.map(open));
  const itemTotal = Decimal.sum(...items.map(open));
  const comparison = lineTotal.comparedTo(itemTotal);
  // A transfer's money leaves in one booking: its line and it are matched alone, and in full (spec: manual transfer must be one-to-one and full).
  if (items.some((item) => item.transfer) && (lines.length !== 1 || items.length !== 1 || comparison !== 0)) throw errors.transferNotOneToOne();
  if (comparison !== 0 && !options.partial) throw comparison > 0 ? errors.amountAboveTotal() : errors.amountBelowTotal();

  const lineQueue = [...lines].sort(byDate).map((side) => ({ id: side.id, left: open(side) }));
  const itemQueue = [...items].sort(byDate).map((side) => ({ ref: { kind: side.kind, id: side.id }, left: open(side) }));
  const allocations: PlannedMatch['allocations'] = [];
  let lineAt = 0;
  let itemAt = 0;
  while (lineAt < lineQueue.length && itemAt < itemQueue.length) {
    const line = lineQueue[lineAt]!;
    const item = itemQueue[itemAt]!;
    const amount = Decimal.min(line.left, item.left);
    allocations.push({ statementTransactionId: line.id, item: item.ref, amount: amount.toFixed(2) });
    line.left = line.left.minus(amount);
    item.left = item.left.minus(amount);
    if (line.left.isZero()) lineAt += 1;
    if (item.left.isZero()) itemAt += 1;
  }
  return {
    bankAccountId,
    direction,
    result: comparison === 0 ? 'FULL_MATCH' : 'PARTIAL_MATCH',
    amount: Decimal.min(lineTotal, itemTotal).toFixed(2),
    allocations,
  };
}
