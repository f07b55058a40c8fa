import { currencySign, formatDecimal, formatMoney } from '../i18n/format';
import type { Language } from '../i18n/language';

/**
 * A rate as the screen reads it, one unit of the currency in rupiah, every
 * decimal kept: "US$ 1 = Rp 16,240.75" (en), "SGD 1 = Rp 12.104,3275" (id).
 */
export function formatRate(rate: string, currency: string, language: Language): string {
  const fraction = /\.(\d+)$/.exec(rate)?.[1]?.length ?? 2;
  return `${currencySign(currency)}\u00a01 = ${fraction > 2 ? `${currencySign('IDR')}\u00a0${formatDecimal(rate, language)}` : formatMoney(rate, 'IDR', language)}`;
}
