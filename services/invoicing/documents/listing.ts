import type { SelectQueryBuilder } from 'kysely';
import { newestFirstPage } from '../../kit/newest-first.js';

/**
 * A page of documents, newest first, read forward by keyset: every
 * document list (orders, invoices, credit memos) the same way. `filtered`
 * selects the documents the filters keep, from a table aliased `alias` with
 * `created_at` and `id`; `respond` turns a page's rows into the API's nodes
 * (kit/newest-first.ts reads it).
 */
export async function documentPage<DB, TB extends keyof DB, Row extends { id: string }, Node>(
  filtered: SelectQueryBuilder<DB, TB, Row>,
  alias: string,
  query: { first?: number | undefined; after?: string | undefined },
  respond: (rows: Row[]) => Promise<Node[]>,
) {
  return newestFirstPage(
    filtered,
    { at: `${alias}.created_at`, id: `${alias}.id` },
    query,
    respond,
  );
}
