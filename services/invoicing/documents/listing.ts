import { sql, type SelectQueryBuilder } from 'kysely';
import { newestFirstPage, type PageQuery } from '../../kit/newest-first.js';

/**
 * A page of documents, newest first, read forward by keyset: every
 * document list (orders, invoices, credit memos) the same way. `filtered`
 * selects the documents the filters keep, from a table aliased `alias` with
 * `created_at`, `updated_at` and `id`; `respond` turns a page's rows into the
 * API's nodes (kit/newest-first.ts reads it). A list whose query takes the
 * sync parameters (`SyncPageQuery`) is read changed since and by last change
 * through the same page.
 */
export async function documentPage<DB, TB extends keyof DB, Row extends { id: string }, Node>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  alias: string,
  query: PageQuery,
  respond: (rows: Row[]) => Promise<Node[]>,
) {
  return newestFirstPage(
    filtered,
    { at: `${alias}.created_at`, id: `${alias}.id`, updatedAt: `${alias}.updated_at` },
    query,
    respond,
  );
}

/**
 * A page of `filtered` in the order of its id column `id` (`s.id`), after
 * the id `after` when there is one: one row more than `limit` when more
 * follow, so the caller can say whether a next page holds more.
 */
export function idPageAfter<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  id: string,
  limit: number,
  after: string | undefined,
): Promise<Row[]> {
  const column = sql.ref(id);
  return (after ? filtered.where(column, '>', after) : filtered)
    .orderBy(column)
    .limit(limit + 1)
    .execute();
}
