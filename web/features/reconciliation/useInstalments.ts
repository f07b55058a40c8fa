import { useState } from 'react';
import type { MatchLine } from './ReconciliationLineRow';

/**
 * The other statement lines ticked to be matched with the picked one `lineId`
 * as instalments: they belong to the line they were ticked for, so picking
 * another starts with none. `toggle` ticks or unticks one, `clear` drops all.
 */
export function useInstalments(lineId: string) {
  const [instalments, setInstalments] = useState<{
    lineId: string;
    lines: ReadonlyMap<string, MatchLine>;
  }>({ lineId: '', lines: new Map() });
  const lines = instalments.lineId === lineId ? instalments.lines : new Map<string, MatchLine>();
  const toggle = (other: MatchLine) => {
    const next = new Map(lines);
    if (next.has(other.id)) next.delete(other.id);
    else next.set(other.id, other);
    setInstalments({ lineId, lines: next });
  };
  const clear = () => setInstalments({ lineId: '', lines: new Map() });
  return { lines, toggle, clear };
}
