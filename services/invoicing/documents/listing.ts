import { sql, type SelectQueryBuilder } from 'kysely';
import { decodeCursor, encodeCursor, forwardPage, instantKey } from '../../kit/cursor.js';
import { commonErrors } from '../../kit/errors.js';

/** Where a page of documents starts: after the one created at `createdAt` with `id`. */
export type Keyset = { createdAt: string; id: string };

/** The most documents a page holds when the caller does not say. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * A page of documents, newest first, read forward by keyset: every
 * document list (orders, invoices, credit memos) the same way. `filtered`
 * selects the documents the filters keep, from a table aliased `alias` with
 * `created_at` and `id`; `respond` turns a page's rows into the API's nodes.
 */
export async function documentPage<DB, TB extends keyof DB, Row extends { id: string }, Node>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  alias: string,
  query: { first?: number | undefined; after?: string | undefined },
  respond: (rows: Row[]) => Promise<Node[]>,
) {
  let cursor: Keyset | undefined;
  if (query.after) {
    const value = decodeCursor(query.after, ['instant', 'uuid']);
    if (!value) throw commonErrors.invalidCursor();
    cursor = { createdAt: value[0] as string, id: value[1] as string };
  }
  const limit = query.first ?? DEFAULT_PAGE_SIZE;
  const created = sql.ref(`${alias}.created_at`);
  const id = sql.ref(`${alias}.id`);
  let paged = filtered.select(instantKey(`${alias}.created_at`).as('created_key'));
  if (cursor)
    paged = paged.where(
      sql<boolean>`(${created}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  const [rows, count] = await Promise.all([
    paged
      .orderBy(sql`${created} desc`)
      .orderBy(sql`${id} desc`)
      .limit(limit + 1)
      .execute(),
    filtered
      .clearSelect()
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot name a selection added to a generic row: each row has the `created_key` selected above.
  const kept = rows.slice(0, limit) as unknown as (Row & { created_key: string })[];
  const nodes = await respond(kept);
  return forwardPage(
    nodes.map((node, index) => ({
      cursor: encodeCursor([kept[index]!.created_key, kept[index]!.id]),
      node,
    })),
    { hasMore: rows.length > limit, after: cursor },
    Number((count as unknown as { count: string }).count),
  );
}
