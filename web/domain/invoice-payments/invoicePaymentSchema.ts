import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { compareAmounts, parseWrittenAmount } from '../../../formats/amount';
import { formatMoney } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import type { InvoicePaymentMethodValue } from './paymentMethods';
import type { BuyerDocumentBalance } from '../documents/BuyerDocumentBalance';

/** The invoice a payment is recorded on: its buyer, currency and what it has left. */
export type PaymentInvoice = BuyerDocumentBalance;

/** Where the payment goes: the buyer's open invoices oldest due first, or the invoice it was recorded on. */
export type PaymentAllocationChoice = 'OLDEST' | 'INVOICE';

/** What the record-payment form holds, amounts as the reader typed them. */
export type InvoicePaymentValues = {
  customerId: string;
  paymentDate: string;
  amount: string;
  method: InvoicePaymentMethodValue;
  reference: string;
  /** For a payment in another currency: the rupiah per unit the bank credited, as typed; empty for the kurs pajak of its week. */
  exchangeRate: string;
  allocation: PaymentAllocationChoice;
  /** What to pay of the invoice, when the payment goes to it. */
  allocationAmount: string;
  /** Whether the buyer withheld PPh 23 from what it paid of the invoice; its slip's number and date when it came. */
  withheld: boolean;
  slipNumber: string;
  slipDate: string;
  /** Recorded from the list: PPh 23 the buyer withheld, by the invoice's id (those never ticked are absent). */
  withholdings: Record<string, InvoiceWithholdingValues>;
};

/** One invoice's withholding as the list's form holds it. */
export type InvoiceWithholdingValues = {
  withheld?: boolean;
  slipNumber?: string;
  slipDate?: string;
};

/** Whether a withholding's slip is one the service takes: none at all, or a number of 1 to 60 characters with a date not after `today`. */
export function slipAccepted(withholding: InvoiceWithholdingValues, today: string): boolean {
  const number = (withholding.slipNumber ?? '').trim();
  const date = withholding.slipDate ?? '';
  if (!withholding.withheld || (number === '' && !date)) return true;
  return number.length >= 1 && number.length <= 60 && Boolean(date) && date <= today;
}

/** The withholdings the list's form sends: the ticked invoices', with their slip when one was written. */
export function withholdingsOf(
  values: Record<string, InvoiceWithholdingValues>,
): { invoiceId: string; slipNumber?: string; slipDate?: string }[] | null {
  const ticked = Object.entries(values).flatMap(([invoiceId, withholding]) => {
    if (!withholding.withheld) return [];
    const slipNumber = (withholding.slipNumber ?? '').trim();
    return [
      slipNumber ? { invoiceId, slipNumber, slipDate: withholding.slipDate ?? '' } : { invoiceId },
    ];
  });
  return ticked.length > 0 ? ticked : null;
}

/** An amount typed in the reader's writing that the service takes: more than 0, two decimals at most. */
export const positiveAmount = (text: string | undefined): string | null => {
  const amount = parseWrittenAmount(text ?? '');
  return amount && amount !== '0.00' ? amount : null;
};

/**
 * The record-payment form's rules, in the service's words: a buyer, a
 * payment date not after `today`, an amount, a reference of at most 100
 * characters and, when the payment goes to `invoice`, an amount for it that
 * is neither more than the invoice has left nor more than the payment.
 */
export function invoicePaymentSchema(
  intl: IntlShape,
  language: Language,
  today: string,
  currency: string,
  invoice: { number: string; remaining: string } | null,
) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const amountMessage = intl.formatMessage({ id: 'error.U-INV-PAY-4' });
  const money = (amount: string) => formatMoney(amount, currency, language);
  return yup.object({
    customerId: yup.string().required(required),
    paymentDate: yup
      .string()
      .required(required)
      .test('not-future', intl.formatMessage({ id: 'error.U-INV-PAY-15' }), (date) =>
        date ? date <= today : true,
      ),
    amount: yup.string().test('amount', amountMessage, (text) => positiveAmount(text) !== null),
    method: yup.string().required(required),
    exchangeRate: yup
      .string()
      .test(
        'rate',
        intl.formatMessage({ id: 'error.U-INV-PAY-40' }),
        (text) => currency === 'IDR' || !(text ?? '').trim() || positiveAmount(text) !== null,
      ),
    reference: yup
      .string()
      .test(
        'length',
        intl.formatMessage({ id: 'error.U-INV-PAY-16' }),
        (text) => (text ?? '').trim().length <= 100,
      ),
    slipNumber: yup.string().test('slip', function slip(text) {
      const { withheld, slipDate } = this.parent as InvoicePaymentValues;
      return slipAccepted({ withheld, slipNumber: text, slipDate }, today)
        ? true
        : this.createError({ message: intl.formatMessage({ id: 'error.U-INV-PAY-20' }) });
    }),
    withholdings: yup.object().test('slips', function slips(value) {
      const refused = Object.entries((value ?? {}) as InvoicePaymentValues['withholdings']).find(
        ([, withholding]) => !slipAccepted(withholding, today),
      );
      return refused
        ? this.createError({
            path: `withholdings.${refused[0]}.slipNumber`,
            message: intl.formatMessage({ id: 'error.U-INV-PAY-20' }),
          })
        : true;
    }),
    allocationAmount: yup.string().test('allocation', function allocation(text) {
      const { allocation: choice, amount } = this.parent as InvoicePaymentValues;
      if (choice !== 'INVOICE' || !invoice) return true;
      const allocated = positiveAmount(text);
      if (!allocated) return this.createError({ message: amountMessage });
      if (compareAmounts(allocated, invoice.remaining) > 0)
        return this.createError({
          message: intl.formatMessage(
            { id: 'error.U-INV-PAY-8' },
            { number: invoice.number, remaining: money(invoice.remaining) },
          ),
        });
      const paid = positiveAmount(amount);
      if (paid && compareAmounts(allocated, paid) > 0)
        return this.createError({
          message: intl.formatMessage({ id: 'error.U-INV-PAY-9' }, { remaining: money(paid) }),
        });
      return true;
    }),
  });
}
