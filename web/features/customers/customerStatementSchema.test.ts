import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_DAYS } from '../../../contracts/invoicing/customer-statements';
import { en } from '../../i18n/messageFiles';
import {
  customerStatementSchema,
  customerStatementUrl,
  initialStatementValues,
  STATEMENT_MAX_DAYS,
  type CustomerStatementValues,
} from './customerStatementSchema';
import { formErrorsOfSync } from '../../../tests/support/form-errors';

const schema = customerStatementSchema(createIntl({ locale: 'en', messages: en }));

/** Each field at fault with its first message, as formik shows them. */
const errorsOf = (values: CustomerStatementValues) => formErrorsOfSync(schema, values);

const period = (from: string, to: string): CustomerStatementValues => ({
  from,
  to,
  language: 'en',
  format: 'pdf',
});

describe('the statement dialog', () => {
  it('starts on the first of the month three months ago and ends today, in the reader’s language, as a PDF', () => {
    expect(initialStatementValues('2026-11-27', 'id')).toEqual({
      from: '2026-08-01',
      to: '2026-11-27',
      language: 'id',
      format: 'pdf',
    });
    expect(initialStatementValues('2027-02-28', 'en').from).toBe('2026-11-01');
  });

  it('takes two real dates in order, at most as many days as the service', () => {
    expect(STATEMENT_MAX_DAYS).toBe(MAX_STATEMENT_DAYS);
    expect(errorsOf(period('2026-08-01', '2026-11-27'))).toEqual({});
    expect(errorsOf(period('2026-01-01', '2027-01-01'))).toEqual({});
    expect(errorsOf(period('', '2026-02-30'))).toEqual({
      from: 'Enter a valid date for the start and the end of the period.',
      to: 'Enter a valid date for the start and the end of the period.',
    });
    expect(errorsOf(period('2026-11-28', '2026-11-27'))).toEqual({
      to: 'The period cannot end before it starts.',
    });
    expect(errorsOf(period('2026-01-01', '2027-01-02'))).toEqual({
      to: 'A statement covers at most 366 days.',
    });
  });

  it('downloads from the BFF’s statement path with the choices and the currency', () => {
    expect(
      customerStatementUrl(
        '0b9f1c1e-6a7b-4c55-9d1e-2f3a4b5c6d7e',
        { ...period('2026-08-01', '2026-11-27'), format: 'csv', language: 'id' },
        'IDR',
      ),
    ).toBe(
      '/customers/0b9f1c1e-6a7b-4c55-9d1e-2f3a4b5c6d7e/statement.csv?from=2026-08-01&to=2026-11-27&language=id&currency=IDR',
    );
  });
});
