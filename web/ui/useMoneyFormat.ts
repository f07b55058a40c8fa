import { formatMoney } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';

/** An amount in its currency as the API answers it (a decimal string, never a JS number). */
type Money = { readonly amount: string; readonly currency: string };

/**
 * Words an amount in the reader's language where MoneyText and MoneyCell do
 * not fit: inside a message, or in what a dialog names. Screens had each
 * written the same `formatMoney(value.amount, value.currency, language)`
 * closure; this is its one home.
 */
export function useMoneyFormat(): (money: Money) => string {
  const { language } = useLanguage();
  return (money) => formatMoney(money.amount, money.currency, language);
}
