import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import {
  ONE_TIME,
  orderFieldsOf,
  orderFormPathOf,
  orderFormSchema,
  type FormAccount,
  type FormCounterparty,
  type OrderFormContext,
  type OrderFormValues,
} from './orderFormSchema';
import type { MethodTerms } from './paymentMethods';
import { formErrorsOf } from '../../../tests/support/form-errors';

const intl = createIntl({ locale: 'en', messages: en });

const terms = (
  method: string,
  fee: string,
  limits: { upTo?: string; above?: string } = {},
): MethodTerms => ({
  method,
  fee: { amount: fee, currency: 'IDR' },
  upTo: limits.upTo ? { amount: limits.upTo } : null,
  above: limits.above ? { amount: limits.above } : null,
  interbank: method !== 'SAME_BANK',
});
const METHODS = [
  terms('BI_FAST', '2500.00', { upTo: '250000000.00' }),
  terms('SKN', '2900.00', { upTo: '1000000000.00' }),
  terms('RTGS', '25000.00', { above: '100000000.00' }),
  terms('ONLINE', '6500.00'),
  terms('SAME_BANK', '0.00'),
];

const account = (id: string, overrides: Partial<FormAccount> = {}): FormAccount => ({
  id,
  bankCode: '014',
  currency: 'IDR',
  entityId: 'entity-1',
  api: true,
  ...overrides,
});
const ACCOUNTS = new Map(
  [
    account('bca-ops'),
    account('bca-reserve'),
    account('mandiri-payroll', { bankCode: '008' }),
    account('bca-manual', { api: false }),
    account('bca-usd', { currency: 'USD' }),
    account('bca-other-entity', { entityId: 'entity-2' }),
  ].map((one) => [one.id, one]),
);
const payee = (overrides: Partial<FormCounterparty> = {}): FormCounterparty => ({
  id: 'cp-1',
  status: 'ACTIVE',
  type: 'COMPANY',
  taxNumber: '012345678901234',
  generated: false,
  accounts: [
    { id: 'cp-mandiri', bankCode: '008' },
    { id: 'cp-bca', bankCode: '014' },
  ],
  ...overrides,
});

const context = (overrides: Partial<OrderFormContext> = {}): OrderFormContext => ({
  kind: 'PAYMENT',
  today: '2026-11-22',
  accounts: ACCOUNTS,
  counterparty: payee(),
  methods: METHODS,
  ...overrides,
});

const payment = (overrides: Partial<OrderFormValues> = {}): OrderFormValues => ({
  sourceAccountId: 'bca-ops',
  counterpartyId: 'cp-1',
  counterpartyBankAccountId: 'cp-mandiri',
  destinationAccountId: '',
  method: 'BI_FAST',
  amount: '12.500.000',
  paymentDate: '2026-11-22',
  memo: 'INV/2026/11/0042',
  notes: '',
  ...ONE_TIME,
  ...overrides,
});

/** The form's errors by field, as formik shows them (the first per field). */
const errorsOf = (values: OrderFormValues, ctx: OrderFormContext = context()) =>
  formErrorsOf(orderFormSchema(intl, ctx), values);

describe('the payment form’s rules', () => {
  it('when a BI-FAST payment between banks is complete, it passes and is sent as decimal strings with its method', async () => {
    expect(await errorsOf(payment())).toEqual({});
    expect(orderFieldsOf(payment(), context())).toEqual({
      sourceAccountId: 'bca-ops',
      method: 'BI_FAST',
      amount: '12500000.00',
      paymentDate: '2026-11-22',
      memo: 'INV/2026/11/0042',
      notes: null,
      recurrence: null,
    });
  });

  it('when both accounts are at one bank, no method is needed and none is sent (the service chooses Same Bank)', async () => {
    const sameBank = payment({ counterpartyBankAccountId: 'cp-bca', method: '' });
    expect(await errorsOf(sameBank)).toEqual({});
    expect(orderFieldsOf(sameBank, context()).method).toBeNull();
    expect(orderFieldsOf({ ...sameBank, method: 'RTGS' }, context()).method).toBeNull();
  });

  it('between banks without a method, it asks for one with the service’s words', async () => {
    expect(await errorsOf(payment({ method: '' }))).toEqual({
      method: 'Choose how to send it: BI-FAST, SKN, RTGS or Online.',
    });
  });

  it('when the amount is beyond what the method takes, the service’s message shows on the amount', async () => {
    expect(await errorsOf(payment({ amount: '250.000.000,01' }))).toEqual({
      amount: 'BI-FAST takes amounts up to Rp250,000,000. Choose SKN or RTGS for more.',
    });
    expect(await errorsOf(payment({ method: 'SKN', amount: '1000000001' }))).toEqual({
      amount: 'SKN takes amounts up to Rp1,000,000,000. Choose RTGS for more.',
    });
    expect(await errorsOf(payment({ method: 'RTGS', amount: '100000000' }))).toEqual({
      amount: 'RTGS takes amounts above Rp100,000,000. Choose BI-FAST or SKN for less.',
    });
    expect(await errorsOf(payment({ method: 'RTGS', amount: '100000000.01' }))).toEqual({});
  });

  it('when the amount is not a positive amount with two decimals at most, or the date is before today, it says so', async () => {
    expect(await errorsOf(payment({ amount: '0' }))).toEqual({
      amount: 'Enter a positive amount with at most two decimals.',
    });
    expect(await errorsOf(payment({ amount: '12,345' + '.678' }))).toEqual({
      amount: 'Enter a positive amount with at most two decimals.',
    });
    expect(await errorsOf(payment({ paymentDate: '2026-11-21' }))).toEqual({
      paymentDate: 'The payment date cannot be in the past.',
    });
    expect(await errorsOf(payment({ paymentDate: '2026-12-01' }))).toEqual({});
  });

  it('when the source has no API connection, or a foreign-currency account pays another bank, the service’s message shows on the source', async () => {
    expect(await errorsOf(payment({ sourceAccountId: 'bca-manual' }))).toEqual({
      sourceAccountId: 'Money can be sent only from a bank account with an API connection.',
    });
    expect(await errorsOf(payment({ sourceAccountId: 'bca-usd' }))).toEqual({
      sourceAccountId: 'Payments between banks are in rupiah (IDR) only.',
    });
  });

  it('when the counterparty is inactive, or a company without its tax number, the payee’s account says why', async () => {
    expect(
      await errorsOf(payment(), context({ counterparty: payee({ status: 'INACTIVE' }) })),
    ).toEqual({
      counterpartyBankAccountId: 'This counterparty is inactive. Activate it before paying it.',
    });
    expect(
      await errorsOf(payment(), context({ counterparty: payee({ taxNumber: null }) })),
    ).toEqual({
      counterpartyBankAccountId:
        'Record the counterparty’s tax number (NPWP) before paying a company.',
    });
    expect(
      await errorsOf(
        payment(),
        context({ counterparty: payee({ taxNumber: null, type: 'INDIVIDUAL' }) }),
      ),
    ).toEqual({});
    expect(
      await errorsOf(
        payment(),
        context({ counterparty: payee({ taxNumber: null, generated: true }) }),
      ),
    ).toEqual({});
  });

  it('when nothing is chosen, each required field says so', async () => {
    const empty = payment({
      sourceAccountId: '',
      counterpartyId: '',
      counterpartyBankAccountId: '',
      method: '',
      amount: '',
      paymentDate: '',
    });
    expect(await errorsOf(empty, context({ counterparty: null }))).toEqual({
      sourceAccountId: 'This field is required',
      counterpartyId: 'This field is required',
      counterpartyBankAccountId: 'Choose the account to send to.',
      amount: 'This field is required',
      paymentDate: 'This field is required',
    });
  });

  it('when memo or notes run past the service’s lengths, they are refused', async () => {
    expect(await errorsOf(payment({ memo: 'x'.repeat(501), notes: 'y'.repeat(2001) }))).toEqual({
      memo: 'At most 500 characters.',
      notes: 'At most 2000 characters.',
    });
  });
});

describe('the recurrence of a payment or transfer', () => {
  const repeating = (overrides: Partial<OrderFormValues> = {}) =>
    payment({
      repeat: 'REPEATS',
      repeatEvery: '2',
      repeatUnit: 'WEEKS',
      repeatUntil: '2027-03-31',
      ...overrides,
    });
  const EVERY = 'Repeat every 1 to 365 days, 1 to 52 weeks, 1 to 12 months or 1 to 5 years.';
  const UNTIL = 'A series ends on a date (YYYY-MM-DD) after its first payment date.';

  it('when it repeats every 2 weeks until a later date, it passes and is sent as the service takes it', async () => {
    expect(await errorsOf(repeating())).toEqual({});
    expect(orderFieldsOf(repeating(), context()).recurrence).toEqual({
      unit: 'WEEKS',
      every: 2,
      until: '2027-03-31',
    });
  });

  it('when it repeats without an end date, it repeats for good (until null)', async () => {
    expect(await errorsOf(repeating({ repeatUntil: '' }))).toEqual({});
    expect(
      orderFieldsOf(
        repeating({ repeatUntil: '', repeatEvery: ' 12 ', repeatUnit: 'MONTHS' }),
        context(),
      ).recurrence,
    ).toEqual({ unit: 'MONTHS', every: 12, until: null });
  });

  it('when the step is zero, not whole, or beyond its unit’s most (365 days, 52 weeks, 12 months, 5 years), the service’s words show on it', async () => {
    expect(await errorsOf(repeating({ repeatEvery: '0' }))).toEqual({ repeatEvery: EVERY });
    expect(await errorsOf(repeating({ repeatEvery: '' }))).toEqual({ repeatEvery: EVERY });
    expect(await errorsOf(repeating({ repeatEvery: '1.5' }))).toEqual({ repeatEvery: EVERY });
    expect(await errorsOf(repeating({ repeatEvery: '53' }))).toEqual({ repeatEvery: EVERY });
    expect(await errorsOf(repeating({ repeatEvery: '52' }))).toEqual({});
    expect(await errorsOf(repeating({ repeatEvery: '13', repeatUnit: 'MONTHS' }))).toEqual({
      repeatEvery: EVERY,
    });
    expect(await errorsOf(repeating({ repeatEvery: '6', repeatUnit: 'YEARS' }))).toEqual({
      repeatEvery: EVERY,
    });
    expect(await errorsOf(repeating({ repeatEvery: '365', repeatUnit: 'DAYS' }))).toEqual({});
  });

  it('when the series would end on or before its first payment date, the service’s words show on the end date', async () => {
    expect(
      await errorsOf(repeating({ paymentDate: '2026-12-01', repeatUntil: '2026-12-01' })),
    ).toEqual({ repeatUntil: UNTIL });
    expect(
      await errorsOf(repeating({ paymentDate: '2026-12-01', repeatUntil: '2026-11-30' })),
    ).toEqual({ repeatUntil: UNTIL });
    expect(
      await errorsOf(repeating({ paymentDate: '2026-12-01', repeatUntil: '2026-12-02' })),
    ).toEqual({});
  });

  it('when it is one time, the hidden step and end date are neither checked nor sent', async () => {
    const once = payment({ repeat: 'ONCE', repeatEvery: '0', repeatUntil: '2000-01-01' });
    expect(await errorsOf(once)).toEqual({});
    expect(orderFieldsOf(once, context()).recurrence).toBeNull();
  });

  it('when the service refuses the recurrence, its field lands on the form’s own', () => {
    expect(orderFormPathOf('recurrence.every')).toBe('repeatEvery');
    expect(orderFormPathOf('recurrence.until')).toBe('repeatUntil');
    expect(orderFormPathOf('recurrence.unit')).toBe('repeatUnit');
    expect(orderFormPathOf('recurrence')).toBe('repeatEvery');
    expect(orderFormPathOf('amount')).toBe('amount');
    expect(orderFormPathOf(null)).toBeNull();
  });
});

describe('the transfer form’s rules', () => {
  const transfer = (overrides: Partial<OrderFormValues> = {}) =>
    payment({
      counterpartyId: '',
      counterpartyBankAccountId: '',
      destinationAccountId: 'bca-reserve',
      method: '',
      ...overrides,
    });
  const transferContext = context({ kind: 'TRANSFER', counterparty: null });

  it('when it moves money to another account of the entity at the same bank, it passes without a method', async () => {
    expect(await errorsOf(transfer(), transferContext)).toEqual({});
    expect(orderFieldsOf(transfer(), transferContext).method).toBeNull();
  });

  it('to another bank it needs a method within its limits', async () => {
    expect(
      await errorsOf(transfer({ destinationAccountId: 'mandiri-payroll' }), transferContext),
    ).toEqual({ method: 'Choose how to send it: BI-FAST, SKN, RTGS or Online.' });
    expect(
      await errorsOf(
        transfer({ destinationAccountId: 'mandiri-payroll', method: 'ONLINE' }),
        transferContext,
      ),
    ).toEqual({});
  });

  it('refuses the source itself, another entity’s account and another currency, with the service’s words', async () => {
    expect(await errorsOf(transfer({ destinationAccountId: 'bca-ops' }), transferContext)).toEqual({
      destinationAccountId: 'The source and the beneficiary account must be different.',
    });
    expect(
      await errorsOf(transfer({ destinationAccountId: 'bca-other-entity' }), transferContext),
    ).toEqual({
      destinationAccountId:
        'A transfer must stay within one entity; to pay another entity, make a payment.',
    });
    expect(await errorsOf(transfer({ destinationAccountId: 'bca-usd' }), transferContext)).toEqual({
      destinationAccountId: 'Both accounts of a transfer must hold the same currency.',
    });
    expect(await errorsOf(transfer({ destinationAccountId: '' }), transferContext)).toEqual({
      destinationAccountId: 'Choose the account to send to.',
    });
  });
});
