import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ListTotal, SortDirection } from '../../contracts/common/schemas.js';
import { decodeCursor, encodeCursor, type CursorPart } from './cursor.js';
import { commonErrors } from './errors.js';

/**
 * One key of a list's order: an SQL expression that is never null and the
 * SQL type its cursor value is read back as. A sort is a column's key
 * followed by keys that make the row unique (the id last), so no two rows
 * tie and a page boundary names exactly one row.
 */
export type OrderKey = {
  expression: RawBuilder<unknown>;
  type: 'date' | 'timestamptz' | 'numeric' | 'text' | 'uuid' | 'time' | 'integer';
};

/** The keys of each sort a list offers, by the sort's name (`AMOUNT`, `DUE_DATE`). */
export type SortKeys<Sort extends string> = Readonly<Record<Sort, readonly OrderKey[]>>;

/** The sort a list is read in. */
export type ListOrder<Sort extends string> = { sort: Sort; direction: SortDirection };

/**
 * The order a sorted list's query chose: its `sort` and `sortDirection`, the
 * list's default for what it leaves out. `UPDATED_AT` (the order a sync reads
 * in, contracts' UpdatedSinceQuery) runs oldest change first unless told
 * otherwise, whatever the list's own default direction.
 *
 * @example chosenOrder({ sort: 'UPDATED_AT' }, { sort: 'CREATED_AT', direction: 'DESC' }) // { sort: 'UPDATED_AT', direction: 'ASC' }
 */
export function chosenOrder<Sort extends string>(
  query: { sort?: Sort | undefined; sortDirection?: SortDirection | undefined },
  defaultOrder: ListOrder<Sort>,
): ListOrder<Sort> {
  const sort = query.sort ?? defaultOrder.sort;
  const direction = sort === 'UPDATED_AT' ? 'ASC' : defaultOrder.direction;
  return { sort, direction: query.sortDirection ?? direction };
}

/** A page of a sorted list asked for: its size, the cursor it follows (one of the same order) and the order. */
export type SortedPageRequest<Sort extends string> = {
  limit: number;
  cursor?: string | undefined;
  order: ListOrder<Sort>;
};

const PART: Record<OrderKey['type'], CursorPart> = {
  date: 'date',
  timestamptz: 'instant',
  numeric: 'decimal',
  text: 'text',
  uuid: 'uuid',
  time: 'time?',
  integer: 'bigint',
};

/** A key as the text its cursor keeps: instants to the microsecond, the rest as PostgreSQL writes them. */
const cursorText = (key: OrderKey): RawBuilder<string> =>
  key.type === 'timestamptz'
    ? sql<string>`to_char(${key.expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`(${key.expression})::text`;

/**
 * A sortable list read by keyset (payments, bills, statement lines, counterparties):
 * the ORDER BY of the chosen sort in one direction, the selection of each
 * row's cursor values, and the predicate "after this cursor". Every key runs
 * in the same direction, so one row comparison is the keyset predicate and
 * the indexes on the keys serve it. A cursor names its sort and direction: a
 * cursor of another sort is refused (`invalidCursor`) instead of silently
 * skipping or repeating rows.
 *
 * @example const order = sortedKeyset(BILL_SORTS, { sort: 'AMOUNT', direction: 'DESC' }); query.select(order.cursorValues.as('sort_key')).where(order.after(cursor)).orderBy(order.orderBy)
 */
export function sortedKeyset<Sort extends string>(
  sorts: SortKeys<Sort>,
  order: ListOrder<Sort>,
  invalidCursor: () => Error = () => commonErrors.invalidCursor('after'),
) {
  const keys = sorts[order.sort];
  const descending = order.direction === 'DESC';
  const orderBy = (reverse: boolean) => {
    const direction = sql.raw(descending !== reverse ? 'desc' : 'asc');
    return sql`${sql.join(keys.map((key) => sql`${key.expression} ${direction}`))}`;
  };
  /** Rows on one side of the cursor: `>` in the list's own direction is "after", `<` is "before". */
  const beyond = (cursor: string, reverse: boolean): RawBuilder<boolean> => {
    const value = decodeCursor(cursor, ['text', 'text', ...keys.map((key) => PART[key.type])]);
    if (
      !value ||
      value[0] !== order.sort ||
      value[1] !== order.direction ||
      value.slice(2).some((part) => typeof part !== 'string')
    )
      throw invalidCursor();
    const values = (value.slice(2) as string[]).map(
      (part, index) => sql`cast(${part} as ${sql.raw(keys[index]!.type)})`,
    );
    return sql<boolean>`(${sql.join(keys.map((key) => key.expression))}) ${sql.raw(descending !== reverse ? '<' : '>')} (${sql.join(values)})`;
  };
  return {
    orderBy: orderBy(false),
    /** The order read backward (`last`/`before`): the page comes out last row first and is turned round. */
    reverseOrderBy: orderBy(true),
    cursorValues: sql<string[]>`array[${sql.join(keys.map(cursorText))}]`,
    /** The cursor of a row from its selected `cursorValues`. */
    encode: (values: readonly string[]): string =>
      encodeCursor([order.sort, order.direction, ...values]),
    /** Rows after the cursor in this sort; an unreadable cursor, or one of another sort, is refused with `invalidCursor`. */
    after: (cursor: string) => beyond(cursor, false),
    /** Rows before the cursor in this sort (paging backward), refused likewise. */
    before: (cursor: string) => beyond(cursor, true),
  };
}

/** A list's order as `sortedKeyset` makes it. */
export type SortedKeyset = ReturnType<typeof sortedKeyset>;

/** A row of a list page as the API answers it: the record and its own cursor. */
export type ListedNode<Node> = { node: Node; cursor: string };

/**
 * One page of a sorted list read forward: the list's filtered selection
 * `query` in `keyset`'s order after `page.cursor` (refused as `sortedKeyset`
 * refuses it), each row answered as `toNode` with its own cursor. One row
 * more than `page.limit` is read to know whether another page follows.
 *
 * @example await readSortedPage(columns(db, org, filter), sortedKeyset(BILL_SORT_KEYS, order), { limit: 20, cursor }, toResponse) // { rows: [{ node, cursor }], hasMore: true }
 */
export async function readSortedPage<DB, TB extends keyof DB, Row, Node>(
  query: SelectQueryBuilder<DB, TB, Row>,
  keyset: SortedKeyset,
  page: { limit: number; cursor?: string | undefined },
  toNode: (row: Row) => Node,
): Promise<{ rows: ListedNode<Node>[]; hasMore: boolean }> {
  const selected = query
    .select(keyset.cursorValues.as('sort_key'))
    // The selection of a query generic in its tables does not resolve; the cursor values are known.
    .$castTo<Row & { sort_key: string[] }>();
  const rows = await (page.cursor ? selected.where(keyset.after(page.cursor)) : selected)
    .orderBy(keyset.orderBy)
    .limit(page.limit + 1)
    .execute();
  return {
    rows: rows
      .slice(0, page.limit)
      .map((row) => ({ node: toNode(row), cursor: keyset.encode(row.sort_key) })),
    hasMore: rows.length > page.limit,
  };
}

/** The one row `query` finds (a record of the list by its id), with its cursor in `keyset`'s order; undefined when there is none. */
export async function readListedNode<DB, TB extends keyof DB, Row, Node>(
  query: SelectQueryBuilder<DB, TB, Row>,
  keyset: SortedKeyset,
  toNode: (row: Row) => Node,
): Promise<ListedNode<Node> | undefined> {
  const [row] = await query
    .select(keyset.cursorValues.as('sort_key'))
    .$castTo<Row & { sort_key: string[] }>()
    .execute();
  return row && { node: toNode(row), cursor: keyset.encode(row.sort_key) };
}

/**
 * The totals of a list's amounts over everything its filters keep (every
 * page, not only the one shown), per currency and, when `direction` is
 * given, per direction: decimal strings summed by PostgreSQL, never numbers.
 * Pass the list's filtered query without its selection; it is always
 * filtered by organisation, so another organisation's rows never count.
 *
 * @example await listTotals(filtered(db, org, filter), { currency: sql`b.currency`, amount: sql`b.amount` }) // [{ currency: 'IDR', direction: null, count: 3, amount: '4500000.00' }]
 */
export async function listTotals<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
  columns: {
    currency: RawBuilder<unknown>;
    amount: RawBuilder<unknown>;
    direction?: RawBuilder<unknown>;
  },
): Promise<ListTotal[]> {
  const direction = columns.direction ?? sql`null::text`;
  const rows = await query
    .select([
      sql<string>`${columns.currency}`.as('currency'),
      sql<string | null>`${direction}`.as('direction'),
      sql<string>`count(*)`.as('count'),
      sql<string>`sum(${columns.amount})::text`.as('amount'),
    ])
    .groupBy([sql`1`, sql`2`])
    .orderBy(sql`1, 2`)
    // The selection of a query generic in its tables does not resolve; these columns are known.
    .$castTo<{ currency: string; direction: string | null; count: string; amount: string }>()
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    direction: row.direction as ListTotal['direction'],
    count: Number(row.count),
    amount: row.amount,
  }));
}
