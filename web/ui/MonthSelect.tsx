import type { ChangeEvent } from 'react';
import { addMonths } from '../../formats/calendar';
import { formatMonth } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { OptionSelect } from './OptionSelect';

/** How many months back from the latest one a month select offers. */
const MONTHS_OFFERED = 36;

/**
 * A month (`YYYY-MM`) chosen from a list worded in the app's language
 * ("Oktober 2026"), newest first: the months up to `latest`, three years
 * back, and `value` whatever it is. The browser's own month input words its
 * months in the browser's language, not the app's.
 */
export function MonthSelect({
  value,
  latest,
  onChange,
  label,
  testId,
}: {
  value: string;
  /** The newest month offered (this month, `YYYY-MM`). */
  latest: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  label: string;
  testId: string;
}) {
  const { language } = useLanguage();
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) =>
    addMonths(`${latest}-01`, -back).slice(0, 7),
  );
  // A month older than those offered (the latest with issued invoices, long ago) is offered too, in its place.
  const offered =
    /^\d{4}-\d{2}$/.test(value) && !months.includes(value)
      ? [...months, value].sort().reverse()
      : months;
  return (
    <OptionSelect
      options={offered.map((month) => ({ value: month, label: formatMonth(month, language) }))}
      value={value}
      onChange={onChange}
      aria-label={label}
      data-testid={testId}
      root={{ size: 'sm', width: 'auto' }}
    />
  );
}
