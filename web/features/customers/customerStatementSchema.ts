import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { addMonths, daysFrom, isCalendarDate } from '../../../formats/calendar';
import type { Language } from '../../i18n/language';

/** The longest period one statement covers, both ends counted (the service's U-INV-ST-3). */
export const STATEMENT_MAX_DAYS = 366;

/** The files a statement is downloaded as. */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** What the content type of each file starts with, as the BFF answers it. */
export const STATEMENT_CONTENT_TYPES: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
};

export type CustomerStatementValues = {
  /** `YYYY-MM-DD`, or '' while no whole date is typed. */
  from: string;
  to: string;
  language: Language;
  format: StatementFormat;
};

/**
 * The statement dialog's first values: from the first of the month three
 * months before today to today, in the reader's language, as a PDF.
 *
 * @example initialStatementValues('2026-11-27', 'id') // { from: '2026-08-01', to: '2026-11-27', language: 'id', format: 'pdf' }
 */
export function initialStatementValues(today: string, language: Language): CustomerStatementValues {
  return { from: `${addMonths(today, -3).slice(0, 7)}-01`, to: today, language, format: 'pdf' };
}

/**
 * The period's rules, in the service's words: two real dates (U-INV-ST-1), the
 * end not before the start (U-INV-ST-2), at most 366 days with both ends
 * (U-INV-ST-3).
 */
export function customerStatementSchema(intl: IntlShape) {
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  const realDate = (value: string | undefined) => isCalendarDate(value ?? '');
  const fromOf = (context: yup.TestContext) => (context.parent as CustomerStatementValues).from;
  return yup.object({
    from: yup.string().test('date', message('U-INV-ST-1'), realDate),
    to: yup
      .string()
      .test('date', message('U-INV-ST-1'), realDate)
      .test('order', message('U-INV-ST-2'), (to, context) => {
        const from = fromOf(context);
        return !realDate(from) || !realDate(to) || to! >= from;
      })
      .test('length', message('U-INV-ST-3'), (to, context) => {
        const from = fromOf(context);
        return !realDate(from) || !realDate(to) || daysFrom(from, to!) + 1 <= STATEMENT_MAX_DAYS;
      }),
    language: yup.string().oneOf(['en', 'id']),
    format: yup.string().oneOf(STATEMENT_FORMATS),
  });
}

/**
 * Where the BFF serves the statement of a customer (its uuid) in the
 * dialog's choices, in `currency`: `/customers/{uuid}/statement.pdf?from=&to=&language=&currency=`.
 */
export function customerStatementUrl(
  customerUuid: string,
  values: CustomerStatementValues,
  currency: string,
): string {
  const query = new URLSearchParams({
    from: values.from,
    to: values.to,
    language: values.language,
    currency,
  });
  return `/customers/${customerUuid}/statement.${values.format}?${query.toString()}`;
}
