import { readFileSync } from 'node:fs';

/**
 * The values the first `category in (…)` CHECK of the migration at `url` lists, in its order: what
 * the database accepts, for a test that holds it to the contract's list.
 */
export function categoriesCheckedBy(url: URL): string[] {
  return readFileSync(url, 'utf8')
    .match(/category in \(([^)]*)\)/)![1]!
    .match(/'([A-Z_]+)'/g)!
    .map((quoted) => quoted.slice(1, -1));
}
