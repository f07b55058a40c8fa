import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

type Money = { readonly amount: string; readonly currency: string };

/** A balance warning as the create and approve mutations answer it (`PaymentWarning`). */
export type BalanceWarning = {
  readonly field?: string | null;
  readonly code: string;
  readonly available?: Money | null;
  readonly amount: Money;
  readonly shortfall?: Money | null;
};

/**
 * The reader's words for a balance warning: a shortfall names the source
 * account's available balance, what the order takes out (amount and fee) and
 * what lacks (only what goes out when the reader may not see balances); an
 * unknown balance says it cannot be checked. Amounts go through
 * the shared money format.
 */
export function useBalanceWarningText(): (warning: BalanceWarning) => string {
  const intl = useIntl();
  const { language } = useLanguage();
  return useCallback(
    (warning: BalanceWarning) => {
      const money = (value: Money | null | undefined) =>
        value ? formatMoney(value.amount, value.currency, language) : '—';
      const id =
        warning.code !== 'BALANCE_SHORTFALL'
          ? 'payments.balanceWarning.BALANCE_UNKNOWN'
          : warning.available
            ? 'payments.balanceWarning.BALANCE_SHORTFALL'
            : 'payments.balanceWarning.BALANCE_SHORTFALL_UNTOLD';
      return intl.formatMessage(
        { id },
        {
          available: money(warning.available),
          amount: money(warning.amount),
          shortfall: money(warning.shortfall),
        },
      );
    },
    [intl, language],
  );
}
