/**
 * A copy of a selection with one item toggled: taken out when it was in,
 * put in when it was not. For a `useState` updater, which must not change
 * the set it is given.
 *
 * @example setSelected((previous) => withToggled(previous, id))
 */
export function withToggled<T>(selection: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(selection);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
