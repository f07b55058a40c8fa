/**
 * The form's quantity field that a refusal of a sent line names: the service numbers the lines
 * it was sent (`lines.1.quantity`), while the form holds every line of the order, taken or not
 * (`quantitiesTaken` keeps each one's place as `index`). Null for a refusal of anything else.
 */
export function takenLineField(
  taken: readonly { index: number }[],
  field: string | null | undefined,
): string | null {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(field ?? '');
  const line = match ? taken[Number(match[1])] : undefined;
  return line ? `lines.${line.index}.quantity` : null;
}
