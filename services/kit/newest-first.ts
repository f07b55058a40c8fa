import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import {
  DEFAULT_PAGE_SIZE,
  type PageInfo,
  type SyncOrder,
} from '../../contracts/common/schemas.js';
import { decodeCursor, encodeCursor, forwardPage, instantKey } from './cursor.js';
import { commonErrors } from './errors.js';
import { readSortedPage, sortedKeyset } from './list-order.js';
import { changedSince, lastChangeKeys } from './updated-since.js';

/**
 * What a list newest first may be ordered by: an instant (a `timestamptz`,
 * kept to the microsecond in its cursor) or a business date (a `date`, kept
 * as `YYYY-MM-DD`). Each names the cursor part it reads back, the text its
 * column is kept as in a cursor, and the type a cursor's value is compared as.
 */
const orderKinds = {
  instant: { part: 'instant', key: instantKey, type: sql.raw('timestamptz') },
  date: {
    part: 'date',
    key: (column: string): RawBuilder<string> =>
      sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`,
    type: sql.raw('date'),
  },
} as const;

/**
 * A page of a list newest first, read forward by keyset on an instant (or,
 * with `order.kind` `date`, a business date) and the id that breaks its ties:
 * every list ordered by when its rows came to be (documents by creation, a
 * provider's records by payment, its transactions by when they happened, its
 * settlements by their date) the same way. `filtered` selects the rows the
 * filters keep; `order.at` and `order.id` name its instant and id columns;
 * `respond` turns a page's rows into the API's nodes. The count is of every
 * row the filters keep. A cursor that is not one of this order is refused
 * with `invalidCursor`.
 *
 * A list an integrator syncs names its `updated_at` column (`order.updatedAt`)
 * and takes the sync parameters (contracts' `SyncPageQuery`): `updatedSince`
 * keeps the rows changed at or after it, and `orderBy: 'UPDATED_AT'` reads
 * them by last change, oldest first (`lastChangedPage`).
 *
 * @example await newestFirstPage(filtered, { at: 'i.created_at', id: 'i.id' }, { first: 20 }, (rows) => rows.map(toInvoice))
 */
export async function newestFirstPage<DB, TB extends keyof DB, Row extends { id: string }, Node>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  order: { at: string; id: string; kind?: keyof typeof orderKinds; updatedAt?: string },
  query: PageQuery,
  respond: (rows: Row[]) => Promise<Node[]> | Node[],
  invalidCursor: () => Error = () => commonErrors.invalidCursor(),
): Promise<Page<Node>> {
  const { updatedAt } = order;
  const kept =
    updatedAt && query.updatedSince
      ? filtered.where(changedSince(updatedAt, query.updatedSince))
      : filtered;
  if (updatedAt && query.orderBy === 'UPDATED_AT')
    return lastChangedPage(kept, { updatedAt, id: order.id }, query, respond, invalidCursor);
  return createdPage(kept, order, query, respond, invalidCursor);
}

/** A page of a list as every list read forward answers it. */
type Page<Node> = {
  items: { cursor: string; node: Node }[];
  totalCount: number;
  pageInfo: PageInfo;
};

/** What a page of a list read newest first is asked with: its size and cursor, and, on a list that syncs, the sync parameters. */
export type PageQuery = {
  first?: number | undefined;
  after?: string | undefined;
  updatedSince?: string | undefined;
  orderBy?: SyncOrder | undefined;
};

/** The count of every row `filtered` keeps. */
async function countOf<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
): Promise<number> {
  const count = await filtered
    .clearSelect()
    .select(sql<string>`count(*)`.as('count'))
    .$castTo<{ count: string }>()
    .executeTakeFirstOrThrow();
  return Number(count.count);
}

/**
 * A page of `filtered` by last change, oldest first, ties by id, through the
 * one sorted keyset (kit/list-order.ts): its cursor names the sort
 * (`UPDATED_AT`), so a newest-first cursor is refused here and this one there.
 */
async function lastChangedPage<DB, TB extends keyof DB, Row, Node>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  order: { updatedAt: string; id: string },
  query: PageQuery,
  respond: (rows: Row[]) => Promise<Node[]> | Node[],
  invalidCursor: () => Error,
): Promise<Page<Node>> {
  const keyset = sortedKeyset(
    { UPDATED_AT: lastChangeKeys(order.updatedAt, order.id) },
    { sort: 'UPDATED_AT', direction: 'ASC' },
    invalidCursor,
  );
  const [page, totalCount] = await Promise.all([
    readSortedPage(
      filtered,
      keyset,
      { limit: query.first ?? DEFAULT_PAGE_SIZE, cursor: query.after },
      (row) => row,
    ),
    countOf(filtered),
  ]);
  const nodes = await respond(page.rows.map((row) => row.node));
  return forwardPage(
    nodes.map((node, index) => ({ cursor: page.rows[index]!.cursor, node })),
    { hasMore: page.hasMore, after: query.after },
    totalCount,
  );
}

/** A page of `filtered` newest first by `order.at`, ties by id (newestFirstPage). */
async function createdPage<DB, TB extends keyof DB, Row extends { id: string }, Node>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  order: { at: string; id: string; kind?: keyof typeof orderKinds },
  query: PageQuery,
  respond: (rows: Row[]) => Promise<Node[]> | Node[],
  invalidCursor: () => Error,
): Promise<Page<Node>> {
  const kind = orderKinds[order.kind ?? 'instant'];
  let cursor: { at: string; id: string } | undefined;
  if (query.after) {
    const value = decodeCursor(query.after, [kind.part, 'uuid']);
    if (!value) throw invalidCursor();
    cursor = { at: value[0] as string, id: value[1] as string };
  }
  const limit = query.first ?? DEFAULT_PAGE_SIZE;
  const at = sql.ref(order.at);
  const id = sql.ref(order.id);
  let paged = filtered.select(kind.key(order.at).as('at_key'));
  if (cursor)
    paged = paged.where(
      sql<boolean>`(${at}, ${id}) < (${cursor.at}::${kind.type}, ${cursor.id}::uuid)`,
    );
  const [rows, count] = await Promise.all([
    paged
      .orderBy(sql`${at} desc`)
      .orderBy(sql`${id} desc`)
      .limit(limit + 1)
      // Kysely cannot name a selection added to a generic row: each row has the `at_key` selected above.
      .$castTo<Row & { at_key: string }>()
      .execute(),
    countOf(filtered),
  ]);
  const kept = rows.slice(0, limit);
  const nodes = await respond(kept);
  return forwardPage(
    nodes.map((node, index) => ({
      cursor: encodeCursor([kept[index]!.at_key, kept[index]!.id]),
      node,
    })),
    { hasMore: rows.length > limit, after: cursor },
    count,
  );
}
