import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CREDIT_LIMIT_MAX as SERVICE_CREDIT_LIMIT_MAX } from '../../../contracts/account/organizations';
import { en, id } from '../../i18n/messageFiles';
import { BILLING_CYCLE_LABELS, BILLING_CYCLES } from '../../domain/billingCycles';
import {
  CREDIT_LIMIT_MAX,
  creditLimitInputOf,
  ordersSettingsFormSchema,
  type OrdersSettingsFormValues,
} from './ordersSettingsFormSchema';
import { formErrorsOf } from '../../../tests/support/form-errors';

const intl = createIntl({ locale: 'en', messages: en });

const settings = (overrides: Partial<OrdersSettingsFormValues> = {}): OrdersSettingsFormValues => ({
  defaultPaymentTermDays: '30',
  invoiceNumberPrefix: 'INV/',
  salesOrderNumberPrefix: 'SO/',
  salesOrderApprovalRequired: false,
  creditMemoApprovalRequired: false,
  purchaseOrderApprovalRequired: false,
  purchaseOrderApprovalThreshold: '',
  billQuantityTolerance: '0,00',
  billPriceTolerance: '0,00',
  defaultCreditLimit: '0,00',
  defaultBillingCycle: 'MONTHLY',
  ...overrides,
});

/** The form's errors by field, as formik shows them (the first per field). */
const errorsOf = (values: unknown) => formErrorsOf(ordersSettingsFormSchema(intl), values);

describe('the Orders settings form’s rules', () => {
  it('when the web and the service are compared, they have the same largest credit limit', () => {
    expect(CREDIT_LIMIT_MAX).toBe(SERVICE_CREDIT_LIMIT_MAX);
  });

  it('when each billing cycle is named, it reads the same as agreed in English and Indonesian', () => {
    const names = (catalogue: Record<string, string>) =>
      BILLING_CYCLES.map((cycle) => catalogue[BILLING_CYCLE_LABELS[cycle].id]);
    expect(names(en)).toEqual(['Per order', 'Weekly', 'Every two weeks', 'Monthly']);
    expect(names(id)).toEqual(['Per pesanan', 'Mingguan', 'Dua mingguan', 'Bulanan']);
  });

  it('when a credit limit is written either way, it passes and is sent as the service takes it', async () => {
    expect(await errorsOf(settings({ defaultCreditLimit: '50.000.000' }))).toEqual({});
    expect(await errorsOf(settings({ defaultBillingCycle: 'PER_ORDER' }))).toEqual({});
    expect(
      ['50.000.000', '50,000,000.00', 'Rp 50.000.000,5', '0', '999.999.999.999.999,99'].map(
        creditLimitInputOf,
      ),
    ).toEqual(['50000000.00', '50000000.00', '50000000.50', '0.00', '999999999999999.99']);
  });

  it('when the credit limit is empty, negative, too precise or too large, it is refused with the service’s message', async () => {
    const message = en['error.U-ACC-ORG-12'];
    expect(await errorsOf(settings({ defaultCreditLimit: '' }))).toEqual({
      defaultCreditLimit: en['validation.fieldRequired'],
    });
    for (const written of ['-1', '1.000,125', '1.000.000.000.000.000', 'lima juta']) {
      expect(await errorsOf(settings({ defaultCreditLimit: written }))).toEqual({
        defaultCreditLimit: message,
      });
    }
  });

  it('when the purchase order approval threshold is empty or an amount written either way, it passes', async () => {
    for (const written of ['', '10.000.000', '10,000,000.00', '0'])
      expect(
        await errorsOf(
          settings({
            purchaseOrderApprovalRequired: true,
            purchaseOrderApprovalThreshold: written,
          }),
        ),
        written,
      ).toEqual({});
  });

  it('when the purchase order approval threshold is negative, too precise, too large or words, it is refused with the service’s message', async () => {
    for (const written of ['-1', '1.000,125', '1.000.000.000.000.000', 'sepuluh juta'])
      expect(
        await errorsOf(settings({ purchaseOrderApprovalThreshold: written })),
        written,
      ).toEqual({
        purchaseOrderApprovalThreshold:
          'The purchase order approval threshold is an amount of 0 or more with at most two decimals, up to 999,999,999,999,999.99.',
      });
  });

  it('when the billing cycle is not one of the four, it is refused', async () => {
    expect(await errorsOf({ ...settings(), defaultBillingCycle: 'DAILY' })).toEqual({
      defaultBillingCycle: en['validation.billingCycle'],
    });
  });
});
