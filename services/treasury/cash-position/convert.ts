import Decimal from 'decimal.js';
import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import type {
  PositionConvertedTotal,
  PositionCurrencyTotal,
} from '../../../contracts/treasury/cash-position.js';
import { FX_RATE_CURRENCIES, type FxRateCurrency } from '../../../contracts/treasury/fx-rates.js';

/** Exact enough for any sum of NUMERIC(20,2) balances times NUMERIC(20,8) rates; divisions round here, once. */
const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

const CURRENCY_ORDER: readonly Currency[] = ['IDR', 'USD', 'SGD'];

/** Rupiah per one unit of each foreign currency that has a rate (a decimal string); a currency left out has none. */
export type RupiahRates = Partial<Record<FxRateCurrency, string>>;

/** A balance to add up: its amount (a decimal string) and currency. */
export type Held = { currency: Currency; amount: string };

/**
 * The sums per currency of `balances`, never converted, IDR then USD then
 * SGD, each with how many balances it adds up; currencies with none are left out.
 */
export function sumByCurrency(balances: readonly Held[]): PositionCurrencyTotal[] {
  return CURRENCY_ORDER.flatMap((currency) => {
    const held = balances.filter((balance) => balance.currency === currency);
    if (held.length === 0) return [];
    return [
      {
        currency,
        amount: held.reduce((sum, balance) => sum.plus(balance.amount), new Exact(0)).toFixed(2),
        accounts: held.length,
      },
    ];
  });
}

/**
 * The sums per currency converted to IDR and to USD at `rates` (rupiah per
 * unit): USD and SGD to IDR by their rate; IDR to USD by dividing by the USD
 * rate; SGD to USD through rupiah (its rate, then divided by the USD rate).
 * Everything is added exactly and rounded once, half up, to two decimals at
 * the end. A currency whose sum is not zero and whose rate the total needs
 * but lacks makes that total null, naming the currency in `missingRates`
 * (no rate is ever guessed).
 *
 * @example convertTotals([{ currency: 'USD', amount: '1000.00', accounts: 1 }], { USD: '16250.50' })
 * // [{ currency: 'IDR', amount: '16250500.00', missingRates: [] }, { currency: 'USD', amount: '1000.00', missingRates: [] }]
 */
export function convertTotals(
  sums: readonly Pick<PositionCurrencyTotal, 'currency' | 'amount'>[],
  rates: RupiahRates,
): PositionConvertedTotal[] {
  const amounts: Record<Currency, Decimal> = {
    IDR: new Exact(0),
    USD: new Exact(0),
    SGD: new Exact(0),
  };
  for (const sum of sums) amounts[sum.currency] = amounts[sum.currency].plus(sum.amount);
  const held = (currency: Currency) => !amounts[currency].isZero();
  const lacking = (currencies: readonly FxRateCurrency[]) =>
    currencies.filter((currency) => !rates[currency]);

  // In rupiah: every foreign currency held at its rate.
  const idrMissing = lacking(FX_RATE_CURRENCIES.filter(held));
  const inRupiah = (currency: FxRateCurrency) =>
    held(currency) ? amounts[currency].times(rates[currency]!) : new Exact(0);
  const idr =
    idrMissing.length > 0 ? null : amounts.IDR.plus(inRupiah('USD')).plus(inRupiah('SGD'));

  // In dollars: dollars as they are; everything else through rupiah, divided once by the USD rate.
  const usdMissing = lacking([
    ...(held('IDR') || held('SGD') ? (['USD'] as const) : []),
    ...(held('SGD') ? (['SGD'] as const) : []),
  ]);
  let usd: Decimal | null = null;
  if (usdMissing.length === 0) {
    const nonDollarRupiah = amounts.IDR.plus(inRupiah('SGD'));
    usd = nonDollarRupiah.isZero()
      ? amounts.USD
      : amounts.USD.plus(nonDollarRupiah.dividedBy(rates.USD!));
  }
  return [
    { currency: 'IDR', amount: idr === null ? null : idr.toFixed(2), missingRates: idrMissing },
    { currency: 'USD', amount: usd === null ? null : usd.toFixed(2), missingRates: usdMissing },
  ];
}
