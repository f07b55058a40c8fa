import { Suspense, useMemo, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InvoicePaymentDialogBuyersQuery } from '../../__generated__/InvoicePaymentDialogBuyersQuery.graphql';
import { writtenDecimal } from '../../../formats/amount';
import { useLanguage } from '../../i18n/useLanguage';
import { DialogLoading } from '../../ui/DialogLoading';
import { DocumentFormDialog } from '../documents/DocumentFormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { todayIn } from '../../ui/filters/todayIn';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  invoicePaymentSchema,
  positiveAmount,
  withholdingsOf,
  type InvoicePaymentValues,
  type PaymentInvoice,
} from './invoicePaymentSchema';
import { DocumentFilePicker } from '../files/DocumentFilePicker';
import { InvoicePaymentFields, type BuyerChoice } from './InvoicePaymentFields';
import { checkPaymentFile, MAX_PAYMENT_PROOFS } from './paymentFiles';
import { useProofAttachment } from './useProofAttachment';
import type { InvoicePaymentMethodValue } from './paymentMethods';

export type { PaymentInvoice } from './invoicePaymentSchema';

/** What the dialog sends: `allocations` null for the buyer's open invoices, oldest due first. */
export type InvoicePaymentInput = {
  customerId: string;
  paymentDate: string;
  currency: string;
  amount: string;
  method: InvoicePaymentMethodValue;
  reference: string | null;
  /** Rupiah per unit of a payment in another currency; null: the kurs pajak of its week (or, for rupiah, none). */
  exchangeRate: string | null;
  allocations: { invoiceId: string; amount: string }[] | null;
  /** PPh 23 the buyer withheld from the invoice it pays; null when none. */
  withholdings: { invoiceId: string; slipNumber?: string; slipDate?: string }[] | null;
};

type InvoicePaymentDialogProps = {
  /** The invoice it is recorded on (its buyer fixed, the payment offered to it), or null to choose a buyer. */
  invoice: PaymentInvoice | null;
  timeZone: string;
  onClose: () => void;
  /** Sends what the form holds; answers the mutation's payload (the payment recorded, to attach its proofs to). */
  send: (input: InvoicePaymentInput) => Promise<{
    readonly invoicePayment?: { readonly id: string } | null;
    readonly userErrors: readonly UserErrorShape[];
  }>;
};

/**
 * Records a buyer's payment (the create-payment flow): the buyer, when the
 * money arrived (not after today), the amount and method typed in the
 * reader's writing, the bank's reference, and where it goes: the buyer's
 * open invoices oldest due first or, opened from an invoice, that invoice
 * (what it has left to start with). What is not allocated stays as the
 * buyer's credit. The service's refusals land on their field. Proofs chosen
 * (PDF, JPG or PNG) are attached once the payment is recorded; one refused
 * then is said, and the payment stays recorded.
 */
export function InvoicePaymentDialog(props: InvoicePaymentDialogProps) {
  return (
    <DocumentFormDialog
      onClose={props.onClose}
      testId="invoice-payment-dialog"
      title={<FormattedMessage id="invoicePayment.dialog.title" />}
    >
      {props.invoice ? (
        <InvoicePaymentForm {...props} buyers={null} />
      ) : (
        <Suspense fallback={<DialogLoading />}>
          <InvoicePaymentFormWithBuyers {...props} />
        </Suspense>
      )}
    </DocumentFormDialog>
  );
}

/** The form with the active buyers to choose from, loaded as the dialog opens. */
function InvoicePaymentFormWithBuyers(props: InvoicePaymentDialogProps) {
  const buyers = useLazyLoadQuery<InvoicePaymentDialogBuyersQuery>(
    graphql`
      query InvoicePaymentDialogBuyersQuery {
        ...BuyerSelect_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <InvoicePaymentForm {...props} buyers={buyers} />;
}

/** The server's names of the form's own fields; an allocation's refusal lands on the invoice's amount. */
const FIELDS = ['customerId', 'paymentDate', 'amount', 'method', 'reference', 'exchangeRate'];

function InvoicePaymentForm({
  invoice,
  timeZone,
  onClose,
  send,
  buyers,
}: InvoicePaymentDialogProps & { buyers: BuyerChoice | null }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const today = todayIn(timeZone);
  const [chosenCurrency, setChosenCurrency] = useState('IDR');
  const currency = invoice?.currency ?? chosenCurrency;
  const schema = useMemo(
    () => invoicePaymentSchema(intl, language, today, currency, invoice),
    [intl, language, today, currency, invoice],
  );
  const remaining = invoice ? writtenDecimal(invoice.remaining, language) : '';
  const [proofs, setProofs] = useState<File[]>([]);
  const submit = useInvoicePaymentSubmit({ invoice, currency, proofs, send, onClose });
  return (
    <Formik<InvoicePaymentValues>
      initialValues={{
        customerId: invoice?.customerId ?? '',
        paymentDate: today,
        amount: remaining,
        method: 'BANK_TRANSFER',
        reference: '',
        exchangeRate: '',
        allocation: invoice ? 'INVOICE' : 'OLDEST',
        allocationAmount: remaining,
        withheld: false,
        slipNumber: '',
        slipDate: '',
        withholdings: {},
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={
          invoice ? (
            <FormattedMessage
              id="invoicePayment.dialog.invoiceIntro"
              values={{ name: invoice.customerName, number: invoice.number }}
            />
          ) : (
            <FormattedMessage id="invoicePayment.dialog.intro" />
          )
        }
        errorTestId="invoice-payment-dialog-error"
        onCancel={onClose}
        submitLabel={<FormattedMessage id="invoicePayment.dialog.confirm" />}
        submitTestId="invoice-payment-dialog-confirm"
      >
        <InvoicePaymentFields
          invoice={invoice}
          buyers={buyers}
          currency={currency}
          today={today}
          onCurrency={setChosenCurrency}
        />
        <DocumentFilePicker
          label={<FormattedMessage id="invoicePayment.dialog.proofs" />}
          hint={<FormattedMessage id="invoicePayment.dialog.proofsHint" />}
          files={proofs}
          onChange={setProofs}
          check={checkPaymentFile}
          max={MAX_PAYMENT_PROOFS}
          testId="invoice-payment-dialog-proofs"
        />
      </FormDialogForm>
    </Formik>
  );
}

/**
 * Records the payment with what the form holds (the service's refusals back
 * on their field), then attaches the proofs chosen and closes the dialog.
 */
function useInvoicePaymentSubmit({
  invoice,
  currency,
  proofs,
  send,
  onClose,
}: Pick<InvoicePaymentDialogProps, 'invoice' | 'send' | 'onClose'> & {
  currency: string;
  proofs: readonly File[];
}) {
  const feedback = useFormFeedback();
  const attachProofs = useProofAttachment();
  return async (values: InvoicePaymentValues, helpers: FormikHelpers<InvoicePaymentValues>) => {
    const toInvoice = invoice && values.allocation === 'INVOICE';
    const answer = send(paymentInputOf(values, invoice, currency));
    const saved = await feedback.outcome(values, helpers, answer, (field) => {
      if (field?.startsWith('withholdings') || field === 'slipNumber')
        return toInvoice && values.withheld ? 'slipNumber' : null;
      if (field?.startsWith('allocations') || field === 'invoiceId')
        return toInvoice ? 'allocationAmount' : null;
      if (field === 'customerId' && invoice) return null;
      return field && FIELDS.includes(field) ? field : null;
    });
    if (!saved) return;
    const paymentId = (await answer).invoicePayment?.id;
    if (paymentId && proofs.length > 0) await attachProofs(proofs, paymentId);
    onClose();
  };
}

/** What the form sends: the payment, allocated to the invoice (with its withholding) or the buyer's oldest invoices. */
function paymentInputOf(
  values: InvoicePaymentValues,
  invoice: InvoicePaymentDialogProps['invoice'],
  currency: string,
): InvoicePaymentInput {
  const toInvoice = invoice && values.allocation === 'INVOICE';
  return {
    customerId: values.customerId,
    paymentDate: values.paymentDate,
    currency,
    amount: positiveAmount(values.amount) ?? '',
    method: values.method,
    reference: values.reference.trim() || null,
    exchangeRate: currency === 'IDR' ? null : positiveAmount(values.exchangeRate),
    allocations: toInvoice
      ? [{ invoiceId: invoice.id, amount: positiveAmount(values.allocationAmount) ?? '' }]
      : null,
    withholdings: invoice
      ? toInvoice
        ? withholdingsOf({ [invoice.id]: values })
        : null
      : withholdingsOf(values.withholdings),
  };
}
