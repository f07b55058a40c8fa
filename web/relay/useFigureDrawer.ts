import { useState } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';

/** What a report's figure drawer is given: the figure it shows (open while set), its query, and closing it. */
export type FigureDrawerProps<Figure, Query extends OperationType> = {
  cell: Figure | null;
  queryRef: PreloadedQuery<Query> | null | undefined;
  onClose: () => void;
};

/**
 * A drawer of what one figure of a report is made of (a cash flow figure's
 * lines, a forecast figure's items): `open` asks for the figure's query
 * afresh and opens the drawer on it; `drawer` is what the drawer is given.
 */
export function useFigureDrawer<Figure, Query extends OperationType>(
  query: GraphQLTaggedNode,
  variablesOf: (figure: Figure) => VariablesOf<Query>,
) {
  const [cell, setCell] = useState<Figure | null>(null);
  const [queryRef, load] = useQueryLoader<Query>(query);
  const open = (chosen: Figure) => {
    load(variablesOf(chosen), { fetchPolicy: 'network-only' });
    setCell(chosen);
  };
  const drawer: FigureDrawerProps<Figure, Query> = {
    cell,
    queryRef,
    onClose: () => setCell(null),
  };
  return { open, drawer };
}
