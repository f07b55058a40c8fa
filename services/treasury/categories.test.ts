import { describe, expect, it } from 'vitest';
import { CASH_CATEGORIES } from '../../contracts/treasury/categories.js';
import { categoriesCheckedBy } from '../../tests/support/migration-checks.js';

describe('cash categories', () => {
  it('the database accepts exactly the contract’s list (migrations/0036)', () => {
    expect(
      categoriesCheckedBy(new URL('./migrations/0036-cash-categories.sql', import.meta.url)),
    ).toEqual([...CASH_CATEGORIES]);
  });
});
