import { CASH_CATEGORIES, cashCategoryLabel } from '../../domain/records/cashCategoryLabels';
import type { IntlShape } from 'react-intl';
import { localeOf } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** The cash categories in the list's order, as the forecast groups them. */
export const FORECAST_CATEGORIES = CASH_CATEGORIES;

/** A category's name in the reader's language, in the forecast's words; null is "Uncategorised", one this client does not know reads as sent. */
export const categoryLabel = (category: string | null | undefined) =>
  cashCategoryLabel(category, 'cashForecast');

/** An item source's name ("Bill", "Recurring"), falling back to the value sent. */
export const sourceLabel = (source: string) => ({
  id: `cashForecast.source.${source}`,
  defaultMessage: source,
});

/** A forecast item as the lists name it: its counterparty's alias, when it has one, before its description. */
export const forecastItemName = (item: {
  readonly counterpartyAlias: string | null | undefined;
  readonly description: string;
}) =>
  item.counterpartyAlias ? `${item.counterpartyAlias} · ${item.description}` : item.description;

/** A frozen item's outcome ("Matched", "Not matched yet"). */
export const outcomeLabel = (outcome: string) => ({
  id: `cashForecast.outcome.${outcome}`,
  defaultMessage: outcome,
});

/** The badge tone of an outcome. */
export const OUTCOME_TONES: Record<string, string> = {
  MATCHED: 'green',
  PARTIALLY_MATCHED: 'orange',
  NOT_MATCHED: 'gray',
  NOT_MATCHABLE: 'gray',
};

/**
 * A forecast period as a column heading: a week by its days ("23–29 Nov",
 * period 1 from today), a month by its name ("Nov 2026").
 *
 * @example periodLabel({ start: '2026-11-23', end: '2026-11-29' }, 'WEEK', 'en') // "Nov 23 – Nov 29"
 */
export function periodLabel(
  period: { start: string; end: string },
  granularity: string,
  language: Language,
): string {
  const format = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  if (granularity === 'MONTH') return format(period.start, { month: 'short', year: 'numeric' });
  const day = (date: string) => format(date, { day: 'numeric', month: 'short' });
  return period.start === period.end
    ? day(period.start)
    : `${day(period.start)} – ${day(period.end)}`;
}

/** The forecast's granularities as its selects offer them (the filter's, the freeze dialog's). */
export const granularityOptions = (intl: IntlShape) => [
  { value: 'WEEK', label: intl.formatMessage({ id: 'cashForecast.granularity.WEEK' }) },
  { value: 'MONTH', label: intl.formatMessage({ id: 'cashForecast.granularity.MONTH' }) },
];

/** Whether a decimal string is zero. */
export const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);
/** Whether a decimal string is below zero. */
export const isNegative = (amount: string) => amount.startsWith('-') && !isZero(amount);
