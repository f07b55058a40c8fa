import { Button, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoicePaymentRow_invoicePayment$key } from '../../__generated__/InvoicePaymentRow_invoicePayment.graphql';
import { paymentMethodLabel } from '../../domain/invoice-payments/paymentMethods';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import { INVOICE_PAYMENT_STATUS_TONES, SETTLEMENT_STATUS_TONES } from './invoicePaymentLabels';

/** What the row's actions act on: the payment, its buyer, and what is left of it. */
export type PaymentTarget = {
  id: string;
  number: string;
  customerName: string;
  unallocated: string;
  currency: string;
};

/**
 * One payment: its number with the invoices it paid (and "Paid at checkout"
 * when the buyer paid there), the buyer, its date with method and reference,
 * the amount with what of it is allocated and what is left as credit, its
 * status and whether it is settled; to a manager, Allocate and Cancel as its
 * actions allow.
 */
export function InvoicePaymentRow({
  invoicePayment,
  actions,
}: {
  invoicePayment: InvoicePaymentRow_invoicePayment$key;
  /** The row's actions, for a viewer who may manage payments; null otherwise. */
  actions: {
    onAllocate: (payment: PaymentTarget) => void;
    onCancel: (payment: PaymentTarget) => void;
  } | null;
}) {
  const data = useFragment(
    graphql`
      fragment InvoicePaymentRow_invoicePayment on InvoicePayment {
        id
        number
        customerName
        paymentDate
        method
        reference
        source
        status
        settlementStatus
        settledOn
        gatewayFee {
          amount
        }
        amount {
          amount
          currency
        }
        allocatedAmount {
          amount
        }
        unallocatedAmount {
          amount
        }
        allocations {
          id
          invoiceNumber
        }
        actions
      }
    `,
    invoicePayment,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.amount.currency, language);
  const target: PaymentTarget = {
    id: data.id,
    number: data.number,
    customerName: data.customerName,
    unallocated: data.unallocatedAmount.amount,
    currency: data.amount.currency,
  };
  const invoices = data.allocations.map((allocation) => allocation.invoiceNumber).join(', ');
  const muted = { color: 'fg.muted', fontSize: 'xs' } as const;
  return (
    <Table.Row data-testid="invoice-payment-row" data-status={data.status}>
      <Table.Cell>
        <Text fontWeight="medium" whiteSpace="nowrap" data-testid="invoice-payment-number">
          {data.number}
        </Text>
        {data.source !== 'MANUAL' ? (
          <Text {...muted} data-testid="invoice-payment-source">
            <FormattedMessage id={`invoicePayments.source.${data.source}`} />
          </Text>
        ) : null}
        {invoices ? (
          <Text {...muted} lineClamp={2} data-testid="invoice-payment-invoices">
            {invoices}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell minWidth="28">{data.customerName}</Table.Cell>
      <Table.Cell minWidth="28">
        <Text whiteSpace="nowrap">{formatDate(data.paymentDate, language)}</Text>
        <Text {...muted} lineClamp={2} wordBreak="break-word">
          {[intl.formatMessage(paymentMethodLabel(data.method)), data.reference]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Table.Cell>
      <Table.Cell
        textAlign="end"
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        data-testid="invoice-payment-amounts"
      >
        <Text>{money(data.amount.amount)}</Text>
        <Text {...muted}>
          <FormattedMessage
            id="invoicePayments.allocatedAmount"
            values={{ amount: money(data.allocatedAmount.amount) }}
          />
        </Text>
        {data.gatewayFee ? (
          <Text {...muted} data-testid="invoice-payment-gateway-fee">
            <FormattedMessage
              id="invoicePayments.gatewayFee"
              values={{ amount: money(data.gatewayFee.amount) }}
            />
          </Text>
        ) : null}
        {data.unallocatedAmount.amount !== '0.00' && data.status !== 'CANCELLED' ? (
          <Text {...muted}>
            <FormattedMessage
              id="invoicePayments.credit"
              values={{ amount: money(data.unallocatedAmount.amount) }}
            />
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <StatusBadge
          status={data.status}
          tones={INVOICE_PAYMENT_STATUS_TONES}
          testId="invoice-payment-status"
        />
      </Table.Cell>
      <SettlementCell status={data.settlementStatus} settledOn={data.settledOn} />
      {actions ? (
        <RowActionsCell>
          {data.actions.includes('ALLOCATE') ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => actions.onAllocate(target)}
              data-testid="invoice-payment-allocate"
            >
              <FormattedMessage id="invoicePayments.action.allocate" />
            </Button>
          ) : null}
          {data.actions.includes('CANCEL') ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => actions.onCancel(target)}
              data-testid="invoice-payment-cancel"
            >
              <FormattedMessage id="invoicePayments.action.cancel" />
            </Button>
          ) : null}
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}

/** Whether the payment's money is on the bank statement yet, and since when. */
function SettlementCell({
  status,
  settledOn,
}: {
  status: string;
  settledOn: string | null | undefined;
}) {
  const { language } = useLanguage();
  return (
    <Table.Cell>
      <StatusBadge
        status={status}
        tones={SETTLEMENT_STATUS_TONES}
        variant="surface"
        testId="invoice-payment-settlement"
      />
      {settledOn ? (
        <Text
          color="fg.muted"
          fontSize="xs"
          whiteSpace="nowrap"
          data-testid="invoice-payment-settled-on"
        >
          {formatDate(settledOn, language)}
        </Text>
      ) : null}
    </Table.Cell>
  );
}
