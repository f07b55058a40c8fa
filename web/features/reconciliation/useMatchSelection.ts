import { useState } from 'react';
import { openCents } from '../../../formats/cents';
import type { MatchItem } from './ReconciliationCandidateRow';
import type { MatchLine } from './ReconciliationLineRow';
import { useReconciliationCreate } from './useReconciliationCreate';

/** At most this many statement transactions, and this many items, in one match (contracts/treasury/reconciliations.ts). */
const MAX_MATCH_SIDE = 8;

/** The picked line as the match reads it. */
type MatchedLine = {
  readonly id: string;
  readonly amount: { readonly amount: string };
  readonly reconciledAmount: { readonly amount: string };
};

/**
 * The match being put together in the pane: the items ticked by hand against
 * the picked line and the lines ticked as its instalments, their running
 * totals, what blocks the match (several lines with several items, too many
 * lines), and making it (an amount mismatch first asks whether to reconcile
 * partially).
 */
export function useMatchSelection(
  line: MatchedLine,
  instalments: ReadonlyMap<string, MatchLine>,
  onMatched: () => void,
) {
  const { match, creating, mismatch, setMismatch, error, setError } =
    useReconciliationCreate(onMatched);
  const [items, setItems] = useState<ReadonlyMap<string, MatchItem>>(new Map());
  const [matchesMade, setMatchesMade] = useState(0);

  const lineOpen = openCents(line.amount.amount, line.reconciledAmount.amount);
  const lineTotal = [...instalments.values()].reduce((sum, other) => sum + other.open, lineOpen);
  const itemTotal = [...items.values()].reduce((sum, item) => sum + item.open, 0n);
  const lineCount = 1 + instalments.size;
  // One line with up to 8 items, or up to 8 lines (instalments) with one item: never several with several.
  const bulk = lineCount > 1 && items.size > 1;
  const full = items.size >= (lineCount > 1 ? 1 : MAX_MATCH_SIDE);
  const blocked = bulk ? 'U-TRSY-RC-6' : lineCount > MAX_MATCH_SIDE ? 'U-TRSY-RC-14' : null;

  const toggle = (item: MatchItem) => {
    setMismatch(null);
    setError(null);
    setItems((previous) => {
      const next = new Map(previous);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  };

  const submit = (partial: boolean) =>
    void match(
      {
        lineIds: [line.id, ...instalments.keys()],
        itemIds: [...items.keys()],
        remaining: lineTotal - itemTotal,
        partial,
      },
      () => {
        setItems(new Map());
        setMatchesMade((count) => count + 1);
      },
    );

  return {
    items,
    matchesMade,
    lineOpen,
    lineTotal,
    itemTotal,
    lineCount,
    full,
    blocked,
    toggle,
    submit,
    creating,
    mismatch,
    setMismatch,
    error,
    setError,
  };
}
