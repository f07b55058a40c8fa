import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import {
  BILL_CATEGORIES as SERVICE_CATEGORIES,
  BILL_TEXT_FIELDS as SERVICE_TEXT_FIELDS,
} from '../../../contracts/treasury/bills';
import { en } from '../../i18n/messageFiles';
import { BILL_TEXT_FIELDS, perTextField } from './billFields';
import { billFormSchema, type BillFormValues } from './billFormSchema';
import { BILL_CATEGORIES } from './billLabels';
import { formErrorsOf } from '../../../tests/support/form-errors';

// The field list declares its fragment beside it; the unit tests run without Relay's compiler (vi.mock is hoisted).
vi.mock('react-relay', () => ({ graphql: () => ({}) }));

const intl = createIntl({ locale: 'en', messages: en });
const schema = billFormSchema(intl);

const values = (overrides: Partial<BillFormValues> = {}): BillFormValues => ({
  ...perTextField(() => ''),
  number: 'INV/SGJ/2026/0412',
  date: '2026-11-22',
  dueDate: '2026-12-22',
  category: 'INVENTORY',
  counterpartyId: 'Q291bnRlcnBhcnR5OjE',
  amount: '12.500.000',
  currency: 'IDR',
  description: 'Semen untuk proyek Cikarang',
  ...overrides,
});

/** Each field at fault with its first message, as formik shows them. */
const errorsOf = (input: BillFormValues) => formErrorsOf(schema, input);

describe('the bill form’s rules', () => {
  it('when every field is filled as the service expects, the form may be sent', () => {
    expect(errorsOf(values())).toEqual({});
    expect(errorsOf(values({ number: '', description: '', dueDate: '2026-11-22' }))).toEqual({});
  });

  it('when the due date is before the bill’s date, the due date says so in the service’s words', () => {
    expect(errorsOf(values({ dueDate: '2026-11-21' }))).toEqual({
      dueDate: 'The due date cannot be before the bill’s date.',
    });
  });

  it('when the amount is zero, negative, has three decimals or is no number, it asks for the service’s amount', () => {
    for (const amount of ['0', '-5000', '1500.505', 'seribu']) {
      expect(errorsOf(values({ amount }))).toEqual({
        amount: 'Enter an amount greater than zero with at most two decimals.',
      });
    }
    expect(errorsOf(values({ amount: '1.500.000,50' }))).toEqual({});
  });

  it('when the required fields are empty, each of them says so', () => {
    expect(
      errorsOf(values({ date: '', dueDate: '', category: '', counterpartyId: '', amount: '' })),
    ).toEqual({
      date: 'This field is required',
      dueDate: 'This field is required',
      category: 'Choose one of the categories.',
      counterpartyId: 'This field is required',
      amount: 'This field is required',
    });
  });

  it('when the description is longer than the service keeps, it gives the limit', () => {
    expect(errorsOf(values({ description: 'x'.repeat(501) }))).toEqual({
      description: 'Use at most 500 characters.',
    });
  });

  it('when the form lists the categories, they are the service’s, in its order', () => {
    expect([...BILL_CATEGORIES]).toEqual([...SERVICE_CATEGORIES]);
  });

  it('when the form lists the text fields, they are the service’s, each with its longest length', () => {
    expect(Object.fromEntries(BILL_TEXT_FIELDS.map((field) => [field.name, field.max]))).toEqual(
      Object.fromEntries(
        Object.entries(SERVICE_TEXT_FIELDS).map(([name, field]) => [name, field.maxLength]),
      ),
    );
    expect(errorsOf(values({ number: 'x'.repeat(101) }))).toEqual({
      number: 'Use at most 100 characters.',
    });
  });
});
