import { Field, Grid, Input, RadioCard, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { Suspense, useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BuyerSelect_query$key } from '../../__generated__/BuyerSelect_query.graphql';
import { compareAmounts } from '../../../formats/amount';
import { fromCents, toCents } from '../../../formats/cents';
import { currencySign, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { DateInput } from '../../ui/DateInput';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import { OptionSelect } from '../../ui/OptionSelect';
import { BuyerSelect, type ChosenBuyer } from '../BuyerSelect';
import {
  positiveAmount,
  type InvoicePaymentValues,
  type PaymentInvoice,
} from './invoicePaymentSchema';
import { BuyerWithholdingFields } from './BuyerWithholdingFields';
import { INVOICE_PAYMENT_METHODS, paymentMethodLabel } from './paymentMethods';
import { WithholdingFields } from './WithholdingFields';

/** The active buyers the payment's buyer is chosen from. */
export type BuyerChoice = BuyerSelect_query$key;

/**
 * The record-payment form's fields: the buyer (fixed when recorded on an
 * invoice), date and amount, method and reference, then where the payment
 * goes and what is left of it as the buyer's credit.
 */
export function InvoicePaymentFields({
  invoice,
  buyers,
  currency,
  today,
  onCurrency,
}: {
  invoice: PaymentInvoice | null;
  buyers: BuyerChoice | null;
  currency: string;
  today: string;
  /** Told the chosen buyer's currency. */
  onCurrency: (currency: string) => void;
}) {
  const intl = useIntl();
  const formik = useFormikContext<InvoicePaymentValues>();
  const { errorOf, input } = formikFields(formik);
  const { setFieldValue } = formik;
  const chosen = useCallback(
    (buyer: ChosenBuyer | null) => {
      onCurrency(buyer?.currency ?? 'IDR');
      // What was withheld from another buyer's invoices goes with that buyer.
      void setFieldValue('withholdings', {});
    },
    [onCurrency, setFieldValue],
  );
  return (
    <>
      <FormField
        label={<FormattedMessage id="invoicePayment.field.customer" />}
        error={errorOf('customerId')}
        required={buyers !== null}
      >
        {buyers ? (
          <BuyerSelect
            query={buyers}
            {...input('customerId')}
            emptyLabel={intl.formatMessage({ id: 'invoicePayment.field.chooseCustomer' })}
            onChosen={chosen}
          />
        ) : (
          <Text fontWeight="medium" data-testid="invoice-payment-customer">
            {invoice?.customerName}
          </Text>
        )}
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <FormField
          label={<FormattedMessage id="invoicePayment.field.paymentDate" />}
          error={errorOf('paymentDate')}
          required
        >
          <DateInput {...input('paymentDate')} max={today} />
        </FormField>
        <FormField
          label={<FormattedMessage id="invoicePayment.field.amount" values={{ currency }} />}
          error={errorOf('amount')}
          required
        >
          <MoneyInput {...input('amount')} data-testid="invoice-payment-amount" />
        </FormField>
        <FormField
          label={<FormattedMessage id="invoicePayment.field.method" />}
          error={errorOf('method')}
          required
        >
          <OptionSelect
            {...input('method')}
            options={INVOICE_PAYMENT_METHODS.map((method) => ({
              value: method,
              label: intl.formatMessage(paymentMethodLabel(method)),
            }))}
            data-testid="invoice-payment-method"
          />
        </FormField>
        <FormField
          label={<FormattedMessage id="invoicePayment.field.reference" />}
          error={errorOf('reference')}
        >
          <Input {...input('reference')} maxLength={100} data-testid="invoice-payment-reference" />
        </FormField>
        {currency !== 'IDR' ? <ExchangeRateField currency={currency} /> : null}
      </Grid>
      {invoice ? <AllocationFields invoice={invoice} currency={currency} today={today} /> : null}
      {!invoice && formik.values.customerId ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <BuyerWithholdingFields customerId={formik.values.customerId} today={today} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The rupiah per unit a foreign payment was credited at; left empty, the kurs pajak of its week. */
function ExchangeRateField({ currency }: { currency: string }) {
  const { errorOf, input } = formikFields(useFormikContext<InvoicePaymentValues>());
  return (
    <FormField
      label={
        <FormattedMessage
          id="invoicePayment.field.exchangeRate"
          values={{ sign: currencySign(currency) }}
        />
      }
      helper={<FormattedMessage id="invoicePayment.field.exchangeRate.hint" />}
      error={errorOf('exchangeRate')}
    >
      <MoneyInput {...input('exchangeRate')} data-testid="invoice-payment-exchange-rate" />
    </FormField>
  );
}

/**
 * Where a payment recorded on an invoice goes: that invoice, with the amount
 * for it, or the buyer's open invoices oldest due first (the only way of one
 * recorded from the list, which its intro says); then what stays as the
 * buyer's credit, when the form can tell.
 */
function AllocationFields({
  invoice,
  currency,
  today,
}: {
  invoice: PaymentInvoice;
  currency: string;
  today: string;
}) {
  const { language } = useLanguage();
  const formik = useFormikContext<InvoicePaymentValues>();
  const { errorOf, input } = formikFields(formik);
  const { values, setFieldValue } = formik;
  const money = (amount: string) => formatMoney(amount, currency, language);
  const toInvoice = values.allocation === 'INVOICE';
  const paid = positiveAmount(values.amount);
  const allocated = positiveAmount(values.allocationAmount);
  const credit =
    toInvoice && paid && allocated && compareAmounts(paid, allocated) > 0
      ? fromCents(toCents(paid) - toCents(allocated))
      : null;
  return (
    <Stack gap="3">
      <Field.Root>
        <RadioCard.Root
          name="allocation"
          value={values.allocation}
          onValueChange={(details) => {
            if (details.value === 'OLDEST' || details.value === 'INVOICE')
              void setFieldValue('allocation', details.value);
          }}
          colorPalette="brand"
          size="sm"
          width="full"
        >
          <RadioCard.Label fontWeight="medium">
            <FormattedMessage id="invoicePayment.allocation.label" />
          </RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <ChoiceCard
              value="INVOICE"
              data-testid="invoice-payment-allocation-INVOICE"
              label={<FormattedMessage id="invoicePayment.allocation.INVOICE" />}
              description={
                <FormattedMessage
                  id="invoicePayment.allocation.INVOICE.hint"
                  values={{ number: invoice.number, remaining: money(invoice.remaining) }}
                />
              }
            />
            <ChoiceCard
              value="OLDEST"
              data-testid="invoice-payment-allocation-OLDEST"
              label={<FormattedMessage id="invoicePayment.allocation.OLDEST" />}
              description={<FormattedMessage id="invoicePayment.allocation.OLDEST.hint" />}
            />
          </SimpleGrid>
        </RadioCard.Root>
      </Field.Root>
      {toInvoice ? (
        <FormField
          label={
            <FormattedMessage
              id="invoicePayment.field.allocationAmount"
              values={{ number: invoice.number }}
            />
          }
          error={errorOf('allocationAmount')}
          required
        >
          <MoneyInput {...input('allocationAmount')} data-testid="invoice-payment-allocated" />
        </FormField>
      ) : null}
      {toInvoice ? (
        <WithholdingFields
          today={today}
          label={<FormattedMessage id="invoicePayment.withholding.label" />}
          testId="invoice-payment-withheld"
          slipTestId="invoice-payment-slip-number"
        />
      ) : null}
      {credit ? (
        <Text fontSize="sm" color="fg.muted" data-testid="invoice-payment-credit">
          <FormattedMessage
            id="invoicePayment.dialog.credit"
            values={{ amount: money(credit), name: invoice.customerName }}
          />
        </Text>
      ) : null}
    </Stack>
  );
}
