import { validateYupSchema } from 'formik';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import {
  depositFormSchema,
  maturityPreview,
  parseRate,
  termOf,
  type DepositFormValues,
} from './depositFormSchema';
import { DEPOSIT_TERMS } from './depositLabels';
import { ValidationError } from 'yup';
import { formErrorsOf } from '../../../tests/support/form-errors';

const intl = createIntl({ locale: 'en', messages: en });
const TODAY = '2026-12-01';
const schema = depositFormSchema(intl, TODAY);

const values = (overrides: Partial<DepositFormValues> = {}): DepositFormValues => ({
  bankCode: '014',
  alias: 'BCA 1 bulan',
  currency: 'IDR',
  amount: '1.000.000.000',
  issuedDate: '2026-11-15',
  tenor: '1',
  tenorType: 'MONTHS',
  interestRate: '4,25',
  autoRenewal: true,
  renewal: 'RENEW_PRINCIPAL_AND_INTEREST',
  ...overrides,
});

/** Each field at fault with its first message, as formik shows them. */
const errorsOf = (input: DepositFormValues) => formErrorsOf(schema, input);

describe('the deposit form’s rules', () => {
  it('when every field is filled as the service expects, the form may be sent', () => {
    expect(errorsOf(values())).toEqual({});
    expect(
      errorsOf(values({ tenor: '30', tenorType: 'DAYS', interestRate: '100', autoRenewal: false })),
    ).toEqual({});
  });

  it('when the tenor changes, the maturity date follows: months keep the day or end with the month, days count on', () => {
    expect(maturityPreview(values())).toBe('2026-12-15');
    expect(maturityPreview(values({ tenor: '3' }))).toBe('2027-02-15');
    expect(maturityPreview(values({ issuedDate: '2026-11-30', tenor: '3' }))).toBe('2027-02-28');
    expect(maturityPreview(values({ tenor: '30', tenorType: 'DAYS' }))).toBe('2026-12-15');
    expect(maturityPreview(values({ tenor: '' }))).toBeNull();
    expect(maturityPreview(values({ tenor: '0' }))).toBeNull();
    expect(maturityPreview(values({ issuedDate: '' }))).toBeNull();
  });

  it('reads a rate as people type it and refuses what the service refuses, in its words', () => {
    expect(['4.25', '4,25', '4.25 %', '04.2500', '100', '0.0001'].map(parseRate)).toEqual([
      '4.25',
      '4.25',
      '4.25',
      '4.25',
      '100',
      '0.0001',
    ]);
    for (const interestRate of ['0', '0,0000', '100.01', '4.12345', '-4', 'empat', '1000']) {
      expect(parseRate(interestRate)).toBeNull();
      expect(errorsOf(values({ interestRate }))).toEqual({
        interestRate:
          'Enter an interest rate above 0 and at most 100 percent a year, with at most four decimals.',
      });
    }
  });

  it('when the issued date is after today, or the deposit would have matured by today, it says so as the service does', () => {
    expect(errorsOf(values({ issuedDate: '2026-12-02' }))).toEqual({
      issuedDate: 'The issued date cannot be after today: record a deposit once it is placed.',
    });
    expect(errorsOf(values({ issuedDate: '2026-10-01', tenor: '2' }))).toEqual({
      issuedDate:
        'This deposit would already have matured: enter the date its current placement started.',
    });
  });

  it('when the tenor is no whole number of 1 to 120 months or 1 to 3,650 days, it gives the limits', () => {
    for (const [tenor, tenorType] of [
      ['0', 'MONTHS'],
      ['121', 'MONTHS'],
      ['1.5', 'MONTHS'],
      ['3651', 'DAYS'],
      ['tiga', 'DAYS'],
    ] as const) {
      expect(errorsOf(values({ tenor, tenorType }))).toEqual({
        tenor: 'Enter a tenor of 1 to 3,650 days or 1 to 120 months.',
      });
    }
  });

  it('when the amount or the required fields are wrong or empty, each says so', () => {
    expect(errorsOf(values({ amount: '0' }))).toEqual({
      amount: 'Enter an amount greater than zero with at most two decimals.',
    });
    expect(
      errorsOf(values({ bankCode: '', alias: '  ', amount: '', tenor: '', interestRate: '' })),
    ).toEqual({
      bankCode: 'This field is required',
      alias: 'This field is required',
      amount: 'This field is required',
      tenor: 'This field is required',
      interestRate: 'This field is required',
    });
  });

  it('when the form is checked as formik checks it, an empty tenor is a required field, not a broken page', async () => {
    // Formik turns every empty text into undefined before the schema sees it, the tenor the rules of other fields read too.
    const errors = await validateYupSchema(
      values({ alias: 'B', tenor: '', interestRate: '' }),
      schema,
    ).then(
      () => ({}),
      (error: unknown) => {
        if (!(error instanceof ValidationError)) throw error;
        return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
      },
    );

    expect(errors).toEqual({
      tenor: 'This field is required',
      interestRate: 'This field is required',
    });
  });

  it('auto renewal and its choice make the service’s term, and the form knows every term the service does', () => {
    expect(termOf(values())).toBe('RENEW_PRINCIPAL_AND_INTEREST');
    expect(termOf(values({ renewal: 'RENEW_PRINCIPAL' }))).toBe('RENEW_PRINCIPAL');
    expect(termOf(values({ autoRenewal: false }))).toBe('NO_RENEWAL');
    expect([...DEPOSIT_TERMS]).toEqual([
      'NO_RENEWAL',
      'RENEW_PRINCIPAL',
      'RENEW_PRINCIPAL_AND_INTEREST',
    ]);
  });
});
