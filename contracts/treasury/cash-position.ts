import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { Nullable, SignedAmountString } from '../common/schemas.js';
import { BalanceSource, BankAccountStatus, Currency } from './bank-accounts.js';
import { FxRateCurrency, FxRateResponse } from './fx-rates.js';
import { POSITION_TOTAL_CURRENCIES } from './cash-position-values.js';

/**
 * The cash position (spec: "cash position shows IDR and
 * USD"): the organisation's bank balances as of a business day, by bank, by
 * entity and by currency, with totals converted to IDR and to USD at the
 * rates recorded for that day or before (contracts/treasury/fx-rates.ts).
 *
 * An account's balance as of day D is its latest balance record (the
 * available balance, as the balances page shows it) whose moment is before
 * the end of D in Asia/Jakarta. An account with none by then has "no balance
 * yet": listed, never counted as zero. An account closed on or before D is
 * left out; one closed later is still in. An account opened after D is left
 * out unless a balance was recorded for a moment by D.
 */

export const CashPositionQuery = Type.Object({
  date: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'The business day (YYYY-MM-DD), not after today; default today in Asia/Jakarta.',
    }),
  ),
});
export type CashPositionQuery = Static<typeof CashPositionQuery>;

export const CashPositionAccount = Type.Object({
  bankAccountId: Type.String({ format: 'uuid' }),
  alias: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  entity: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  currency: Currency,
  status: BankAccountStatus,
  balance: Nullable(
    Type.Object({
      amount: SignedAmountString('The available balance, in the account’s currency.'),
      asOf: Type.String({ format: 'date-time', description: 'The moment the balance is of.' }),
      source: BalanceSource,
    }),
    { description: 'Null: no balance recorded by the end of the day ("no balance yet").' },
  ),
});
export type CashPositionAccount = Static<typeof CashPositionAccount>;

/** The sum of the balances held in one currency, never converted. */
export const PositionCurrencyTotal = Type.Object({
  currency: Currency,
  amount: SignedAmountString('The sum of the balances in this currency.'),
  accounts: Type.Integer({ description: 'How many accounts have a balance in it.' }),
});
export type PositionCurrencyTotal = Static<typeof PositionCurrencyTotal>;

/** A total converted into IDR or USD, or the rates it lacks. */
export const PositionConvertedTotal = Type.Object({
  currency: LiteralUnion(POSITION_TOTAL_CURRENCIES),
  amount: Nullable(SignedAmountString('The converted sum, rounded once to two decimals.'), {
    description: 'Null when a rate it needs is missing.',
  }),
  missingRates: Type.Array(FxRateCurrency, {
    description: 'The currencies that have no rate on or before the day, which this total needs.',
  }),
});
export type PositionConvertedTotal = Static<typeof PositionConvertedTotal>;

export const PositionGroup = Type.Object({
  key: Type.String({ description: 'The bank code, the entity id or the currency.' }),
  name: Type.String({ description: 'The bank’s name, the entity’s name or the currency.' }),
  accountIds: Type.Array(Type.String({ format: 'uuid' }), {
    description: 'Its accounts, in the order of `accounts`.',
  }),
  currencies: Type.Array(PositionCurrencyTotal),
  totals: Type.Array(PositionConvertedTotal),
});
export type PositionGroup = Static<typeof PositionGroup>;

/** The rate a conversion uses for one currency: the latest on or before the day, or none. */
export const PositionRate = Type.Object({
  currency: FxRateCurrency,
  rate: Nullable(FxRateResponse),
});
export type PositionRate = Static<typeof PositionRate>;

export const CashPositionResponse = Type.Object({
  date: Type.String({ format: 'date', description: 'The business day of the position.' }),
  today: Type.String({ format: 'date', description: 'Today in Asia/Jakarta.' }),
  cutoff: Type.String({
    format: 'date-time',
    description: 'The end of the day: balances of a moment before it count.',
  }),
  accounts: Type.Array(CashPositionAccount, {
    description: 'By currency (IDR, USD, SGD), then alias.',
  }),
  accountsWithoutBalance: Type.Integer(),
  currencies: Type.Array(PositionCurrencyTotal, {
    description: 'IDR, USD, SGD: the ones some account is held in.',
  }),
  totals: Type.Array(PositionConvertedTotal, { description: 'In IDR, then in USD.' }),
  rates: Type.Array(PositionRate, { description: 'USD, then SGD.' }),
  groups: Type.Object({
    BANK: Type.Array(PositionGroup),
    ENTITY: Type.Array(PositionGroup),
    CURRENCY: Type.Array(PositionGroup),
  }),
});
export type CashPositionResponse = Static<typeof CashPositionResponse>;

export const TrendInterval = LiteralUnion(['DAY', 'WEEK'], {
  description: 'DAY: a point per day; WEEK: a point every 7 days, ending on `to`.',
});
export type TrendInterval = Static<typeof TrendInterval>;

/** Ranges longer than this many days are shown a week at a time unless a day is asked for. */
export const TREND_DAILY_UP_TO_DAYS = 180;
/** The longest range a trend covers (three years). */
export const TREND_MAX_DAYS = 1096;
/** The default range: the last 90 days. */
export const TREND_DEFAULT_DAYS = 90;

export const CashPositionTrendQuery = Type.Object({
  from: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'First day (YYYY-MM-DD); default 89 days before `to`.',
    }),
  ),
  to: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'Last day (YYYY-MM-DD), not after today; default today.',
    }),
  ),
  interval: Type.Optional(TrendInterval),
});
export type CashPositionTrendQuery = Static<typeof CashPositionTrendQuery>;

export const TrendPoint = Type.Object({
  date: Type.String({ format: 'date' }),
  totals: Type.Array(PositionConvertedTotal, {
    description: 'In IDR, then in USD, at the day’s rates.',
  }),
});
export type TrendPoint = Static<typeof TrendPoint>;

export const CashPositionTrendResponse = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  interval: TrendInterval,
  points: Type.Array(TrendPoint, { description: 'Oldest first.' }),
});
export type CashPositionTrendResponse = Static<typeof CashPositionTrendResponse>;
