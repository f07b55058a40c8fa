import { readFileSync } from 'node:fs';

/**
 * The values the first `category in (…)` CHECK of the migration at `url` lists, in its order: what
 * the database accepts, for a test that holds it to the contract's list. Given `table`, the first
 * such CHECK from that table's `create table` on (a file that creates several tables with one).
 */
export function categoriesCheckedBy(url: URL, table?: string): string[] {
  const text = readFileSync(url, 'utf8');
  const from = table === undefined ? 0 : text.indexOf(`create table ${table} (`);
  if (from < 0) throw new Error(`${url.pathname} creates no table ${table}`);
  return text
    .slice(from)
    .match(/category in \(([^)]*)\)/)![1]!
    .match(/'([A-Z_]+)'/g)!
    .map((quoted) => quoted.slice(1, -1));
}
