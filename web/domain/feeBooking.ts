import type { IntlShape } from 'react-intl';
import { OUTFLOW_CASH_CATEGORIES } from './records/cashCategoryLabels';

/** The outflow cash categories a fee can be booked to as an expense. */
export const FEE_EXPENSE_CATEGORIES = OUTFLOW_CASH_CATEGORIES;

type FeeBooking = { readonly feeBooking: string; readonly feeCategory: string | null | undefined };

/** The one select value of a setting: BANK_FEE, or the expense's category. */
export const feeBookingChoice = (settings: FeeBooking): string =>
  settings.feeBooking === 'EXPENSE' && settings.feeCategory ? settings.feeCategory : 'BANK_FEE';

/** The setting a select value stands for. */
export const feeBookingOf = (
  choice: string,
): { feeBooking: 'BANK_FEE' | 'EXPENSE'; feeCategory: string | null } =>
  choice === 'BANK_FEE'
    ? { feeBooking: 'BANK_FEE', feeCategory: null }
    : { feeBooking: 'EXPENSE', feeCategory: choice };

/** Where a setting books fees, in the reader's language: "Bank fees (…)" or "Expense: Rent". */
export const feeBookingLabel = (settings: FeeBooking, intl: IntlShape): string =>
  settings.feeBooking === 'EXPENSE' && settings.feeCategory
    ? intl.formatMessage(
        { id: 'reconciliationFees.expense' },
        {
          category: intl.formatMessage({
            id: `cashFlow.category.${settings.feeCategory}`,
            defaultMessage: settings.feeCategory,
          }),
        },
      )
    : intl.formatMessage({ id: 'reconciliationFees.bankFee' });
