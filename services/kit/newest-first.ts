import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE, type PageInfo } from '../../contracts/common/schemas.js';
import { decodeCursor, encodeCursor, forwardPage, instantKey } from './cursor.js';
import { commonErrors } from './errors.js';

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
 * @example await newestFirstPage(filtered, { at: 'i.created_at', id: 'i.id' }, { first: 20 }, (rows) => rows.map(toInvoice))
 */
export async function newestFirstPage<DB, TB extends keyof DB, Row extends { id: string }, Node>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  order: { at: string; id: string; kind?: keyof typeof orderKinds },
  query: { first?: number | undefined; after?: string | undefined },
  respond: (rows: Row[]) => Promise<Node[]> | Node[],
  invalidCursor: () => Error = () => commonErrors.invalidCursor(),
): Promise<{ items: { cursor: string; node: Node }[]; totalCount: number; pageInfo: PageInfo }> {
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
    filtered
      .clearSelect()
      .select(sql<string>`count(*)`.as('count'))
      .$castTo<{ count: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  const kept = rows.slice(0, limit);
  const nodes = await respond(kept);
  return forwardPage(
    nodes.map((node, index) => ({
      cursor: encodeCursor([kept[index]!.at_key, kept[index]!.id]),
      node,
    })),
    { hasMore: rows.length > limit, after: cursor },
    Number(count.count),
  );
}
