import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import {
  approveInputOf,
  customerApproveSchema,
  customerTermsSchema,
  initialApproveValues,
  termsInputOf,
  type CustomerApproveValues,
} from './customerApproveSchema';
import { formErrorsOfSync } from '../../../tests/support/form-errors';

const schema = customerApproveSchema(createIntl({ locale: 'en', messages: en }));

const values = (overrides: Partial<CustomerApproveValues> = {}): CustomerApproveValues => ({
  paymentTermDays: '30',
  billingCycle: 'MONTHLY',
  creditLimit: '50.000.000',
  ...overrides,
});

/** Each field at fault with its first message, as formik shows them. */
const errorsOf = (input: CustomerApproveValues) => formErrorsOfSync(schema, input);

describe('the approval form’s rules', () => {
  it('when the terms are within the service’s rules, or left empty for the Orders settings’ defaults, the approval may be sent', () => {
    expect(errorsOf(values())).toEqual({});
    expect(errorsOf(values({ paymentTermDays: '0', creditLimit: '0' }))).toEqual({});
    expect(errorsOf(values({ paymentTermDays: '365', creditLimit: '1,250,000.50' }))).toEqual({});
    expect(errorsOf({ paymentTermDays: '', billingCycle: '', creditLimit: '' })).toEqual({});
  });

  it('when the payment term is not 0 to 365 whole days, it says so in the service’s words', () => {
    for (const paymentTermDays of ['366', '-1', '30.5', 'tiga puluh', '1000']) {
      expect(errorsOf(values({ paymentTermDays }))).toEqual({
        paymentTermDays: 'The payment term is 0 to 365 days.',
      });
    }
  });

  it('when the billing cycle is not one of the list, it asks for one', () => {
    expect(errorsOf(values({ billingCycle: 'DAILY' }))).toEqual({
      billingCycle: 'Choose one of the billing cycles.',
    });
  });

  it('when the credit limit is negative, has three decimals or is no number, it asks for the service’s amount', () => {
    for (const creditLimit of ['-5000', '1500.505', 'lima juta']) {
      expect(errorsOf(values({ creditLimit }))).toEqual({
        creditLimit: 'Enter a credit limit of zero or more with at most two decimals.',
      });
    }
  });

  it('when the Orders settings’ defaults are known, the form starts from them as the reader writes money; otherwise empty', () => {
    const defaults = { paymentTermDays: 30, billingCycle: 'BIWEEKLY', creditLimit: '50000000.00' };
    expect(initialApproveValues(defaults, 'id')).toEqual({
      paymentTermDays: '30',
      billingCycle: 'BIWEEKLY',
      creditLimit: '50.000.000,00',
    });
    expect(initialApproveValues(defaults, 'en')).toEqual({
      paymentTermDays: '30',
      billingCycle: 'BIWEEKLY',
      creditLimit: '50,000,000.00',
    });
    expect(initialApproveValues(null, 'en')).toEqual({
      paymentTermDays: '',
      billingCycle: '',
      creditLimit: '',
    });
  });

  it('when sent, the input carries the terms as the service takes them, an empty one left out for its default', () => {
    expect(approveInputOf('Q3VzdG9tZXI6MQ', values({ creditLimit: '50.000.000,00' }))).toEqual({
      customerId: 'Q3VzdG9tZXI6MQ',
      paymentTermDays: 30,
      billingCycle: 'MONTHLY',
      creditLimit: '50000000.00',
    });
    expect(
      approveInputOf('Q3VzdG9tZXI6MQ', { paymentTermDays: ' ', billingCycle: '', creditLimit: '' }),
    ).toEqual({
      customerId: 'Q3VzdG9tZXI6MQ',
      paymentTermDays: null,
      billingCycle: null,
      creditLimit: null,
    });
  });
});

describe('the change of an active buyer’s terms', () => {
  const terms = customerTermsSchema(createIntl({ locale: 'en', messages: en }));

  it('takes approval’s rules with none left empty, and 0 for no credit limit', () => {
    expect(formErrorsOfSync(terms, values({ creditLimit: '0' }))).toEqual({});
    expect(
      formErrorsOfSync(terms, { paymentTermDays: '', billingCycle: '', creditLimit: '' }),
    ).toEqual({
      paymentTermDays: en['error.U-INV-CU-25'],
      billingCycle: en['error.U-INV-CU-26'],
      creditLimit: en['error.U-INV-CU-27'],
    });
    expect(formErrorsOfSync(terms, values({ paymentTermDays: '366' }))).toEqual({
      paymentTermDays: en['error.U-INV-CU-25'],
    });
  });

  it('sends the terms on the version read, the amount as a decimal string', () => {
    expect(termsInputOf('c1', 4, values({ creditLimit: '50.000.000,5' }))).toEqual({
      customerId: 'c1',
      version: 4,
      paymentTermDays: 30,
      billingCycle: 'MONTHLY',
      creditLimit: '50000000.50',
    });
  });
});
