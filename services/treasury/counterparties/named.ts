/** A record's counterparty columns as its list query joins them. */
type CounterpartyColumns = {
  counterparty_id: string | null;
  counterparty_alias: string | null;
  counterparty_legal_name: string | null;
};

/**
 * A record's counterparty as the API names it, or null when the record has
 * none or it is gone (no alias joined); one without a legal name goes by its
 * alias.
 */
export function namedCounterparty(
  row: CounterpartyColumns,
): { id: string; alias: string; legalName: string } | null {
  return row.counterparty_id && row.counterparty_alias !== null
    ? {
        id: row.counterparty_id,
        alias: row.counterparty_alias,
        legalName: row.counterparty_legal_name ?? row.counterparty_alias,
      }
    : null;
}
