import { Box, Button, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { InvoicePaymentRow_invoicePayment$key } from '../../__generated__/InvoicePaymentRow_invoicePayment.graphql';
import { paymentMethodLabel } from '../../domain/invoice-payments/paymentMethods';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { orderPagePath, refundCreditPath } from '../../navigation/orderLinks';
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
 * status and whether it is settled, what of it is paid back to the buyer and
 * how that payment stands, and beside the credit left a link to pay it back
 * (a payment, for a viewer who may make one); to a manager, Allocate and
 * Cancel as its actions allow.
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
        refundedAmount {
          amount
        }
        refunds {
          status
          payment {
            id
            status
          }
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
  // The latest refund still reserved, as its payment stands (readable with `payments:read`).
  const refunding =
    data.refunds.findLast((refund) => refund.status === 'RESERVED')?.payment ?? null;
  const refundPath = data.actions.includes('REFUND') ? refundCreditPath(data.id) : null;
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
        {data.refundedAmount.amount !== '0.00' ? (
          <RefundedLine amount={money(data.refundedAmount.amount)} refunding={refunding} />
        ) : null}
        {data.unallocatedAmount.amount !== '0.00' && data.status !== 'CANCELLED' ? (
          <Text {...muted}>
            <FormattedMessage
              id="invoicePayments.credit"
              values={{ amount: money(data.unallocatedAmount.amount) }}
            />
          </Text>
        ) : null}
        {refundPath && actions ? (
          <Link asChild fontSize="xs">
            <RouterLink to={refundPath} data-testid="invoice-payment-refund">
              <FormattedMessage id="invoicePayments.action.refund" />
            </RouterLink>
          </Link>
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
        <PaymentRowActions allowed={data.actions} target={target} actions={actions} />
      ) : null}
    </Table.Row>
  );
}

/** What of the payment is paid back to the buyer, and how the payment that pays it back stands (a link to it). */
function RefundedLine({
  amount,
  refunding,
}: {
  amount: string;
  refunding: { readonly id: string; readonly status: string } | null;
}) {
  return (
    <Box color="fg.muted" fontSize="xs" data-testid="invoice-payment-refunded">
      <Text>
        <FormattedMessage id="invoicePayments.refunded" values={{ amount }} />
      </Text>
      {refunding ? (
        <Link asChild>
          <RouterLink to={orderPagePath(refunding.id) ?? '#'}>
            <FormattedMessage
              id="invoicePayments.refundStatus"
              values={{ status: refunding.status }}
            />
          </RouterLink>
        </Link>
      ) : null}
    </Box>
  );
}

/** A manager's actions on a payment, as its actions allow: Allocate, Cancel. */
function PaymentRowActions({
  allowed,
  target,
  actions,
}: {
  allowed: readonly string[];
  target: PaymentTarget;
  actions: {
    onAllocate: (payment: PaymentTarget) => void;
    onCancel: (payment: PaymentTarget) => void;
  };
}) {
  return (
    <RowActionsCell>
      {allowed.includes('ALLOCATE') ? (
        <Button
          size="xs"
          variant="outline"
          onClick={() => actions.onAllocate(target)}
          data-testid="invoice-payment-allocate"
        >
          <FormattedMessage id="invoicePayments.action.allocate" />
        </Button>
      ) : null}
      {allowed.includes('CANCEL') ? (
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
