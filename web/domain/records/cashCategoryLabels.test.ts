import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { CASH_CATEGORIES, cashCategoryLabel, OUTFLOW_CASH_CATEGORIES } from './cashCategoryLabels';

describe('the cash categories and their names', () => {
  it('when the list is read, it holds the inflows, the outflows, the internal moves and OTHER, in that order', () => {
    expect(CASH_CATEGORIES).toEqual([
      'SALES',
      'OTHER_INCOME',
      'INTEREST_INCOME',
      'FINANCING',
      ...OUTFLOW_CASH_CATEGORIES,
      'INTERNAL_TRANSFER',
      'DEPOSITS',
      'OTHER',
    ]);
    expect(OUTFLOW_CASH_CATEGORIES).toHaveLength(11);
  });

  it("when a category is named in the cash flow's or the forecast's words, both catalogues hold the name", () => {
    const ids = (['cashFlow', 'cashForecast'] as const).flatMap((messages) =>
      [...CASH_CATEGORIES, null].map((category) => cashCategoryLabel(category, messages).id),
    );
    expect(ids).toContain('cashForecast.category.PAYROLL');
    expect(ids).toContain('cashFlow.uncategorised');
    expect(ids.filter((key) => !(key in en) || !(key in id))).toEqual([]);
  });

  it('when the server sends a category this client does not know, it reads as sent', () => {
    expect(cashCategoryLabel('CRYPTO')).toEqual({
      id: 'cashFlow.category.CRYPTO',
      defaultMessage: 'CRYPTO',
    });
    expect(cashCategoryLabel(undefined, 'cashForecast')).toEqual({
      id: 'cashForecast.uncategorised',
    });
  });
});
