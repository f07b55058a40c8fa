import { sql, type SelectQueryBuilder, type StringReference } from 'kysely';
import { likePattern } from '../kit/database.js';

/**
 * A list's free-text filter: the rows where any of `columns` holds the words
 * of `search` (trimmed), case-insensitively; every row when there are none.
 */
export function whereSearched<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  search: string | undefined,
  columns: readonly StringReference<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  const words = search?.trim();
  if (!words) return query;
  const pattern = likePattern(words);
  return query.where((eb) =>
    eb.or(columns.map((column) => sql<boolean>`${eb.ref(column)} ilike ${pattern}`)),
  );
}
