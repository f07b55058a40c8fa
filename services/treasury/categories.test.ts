import { describe, expect, it } from 'vitest';
import { CASH_CATEGORIES } from '../../contracts/treasury/categories.js';
import { categoriesCheckedBy } from '../../tests/support/migration-checks.js';

describe('cash categories', () => {
  it('the database accepts exactly the contract’s list (migrations/0055-baseline, statement transactions)', () => {
    expect(
      categoriesCheckedBy(
        new URL('./migrations/0055-baseline.sql', import.meta.url),
        'statement_transactions',
      ),
    ).toEqual([...CASH_CATEGORIES]);
  });
});
