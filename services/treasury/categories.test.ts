import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASH_CATEGORIES } from '../../contracts/treasury/categories.js';

describe('cash categories', () => {
  it('the database accepts exactly the contract’s list (migrations/0036)', () => {
    const migration = readFileSync(
      new URL('./migrations/0036-cash-categories.sql', import.meta.url),
      'utf8',
    );
    const listed = migration
      .match(/category in \(([^)]*)\)/)![1]!
      .match(/'([A-Z_]+)'/g)!
      .map((quoted) => quoted.slice(1, -1));
    expect(listed).toEqual([...CASH_CATEGORIES]);
  });
});
