import { Box, Button, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { InvoicePaymentProofsDialog_invoicePayment$key } from '../../__generated__/InvoicePaymentProofsDialog_invoicePayment.graphql';
import type {
  InvoicePaymentRow_invoicePayment$data,
  InvoicePaymentRow_invoicePayment$key,
} from '../../__generated__/InvoicePaymentRow_invoicePayment.graphql';
import { DocumentActions, type DocumentMoveCommit } from '../../domain/documents/DocumentActions';
import { paymentMethodLabel } from '../../domain/invoice-payments/paymentMethods';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { orderPagePath, refundCreditPath } from '../../navigation/orderLinks';
import { MenuIcon } from '../../ui/MenuIcon';
import { RowActionButton, RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import type { useMoveRunner } from '../../ui/useMoveRunner';
import { InvoicePaymentExchange } from './InvoicePaymentExchange';
import { INVOICE_PAYMENT_STATUS_TONES, SETTLEMENT_STATUS_TONES } from './invoicePaymentLabels';

/** A row's secondary lines. */
const muted = { color: 'fg.muted', fontSize: 'xs' } as const;

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
 * Cancel as its actions allow. Its proofs open with `onProofs`: how many it
 * has, or, to a manager while it is not cancelled, "Attach proof".
 */
export function InvoicePaymentRow({
  invoicePayment,
  actions,
  onProofs,
}: {
  invoicePayment: InvoicePaymentRow_invoicePayment$key;
  onProofs: (payment: InvoicePaymentProofsDialog_invoicePayment$key) => void;
  /** The row's actions, for a viewer who may manage payments; null otherwise. */
  actions: PaymentActions | null;
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
        proofs {
          id
        }
        actions
        ...InvoicePaymentProofsDialog_invoicePayment
        ...InvoicePaymentExchange_invoicePayment
      }
    `,
    invoicePayment,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.amount.currency, language);
  const invoices = data.allocations.map((allocation) => allocation.invoiceNumber).join(', ');
  const refundPath = data.actions.includes('REFUND') ? refundCreditPath(data.id) : null;
  const proofs = data.proofs.length;
  const attachable = actions !== null && data.status !== 'CANCELLED';
  return (
    <Table.Row data-testid="invoice-payment-row" data-status={data.status}>
      <NumberCell
        number={data.number}
        source={data.source}
        invoices={invoices}
        proofs={proofs > 0 || attachable ? proofs : null}
        onProofs={() => onProofs(data)}
      />
      <Table.Cell minWidth="28">{data.customerName}</Table.Cell>
      <DateCell payment={data} />
      <AmountsCell payment={data} money={money} refundPath={actions ? refundPath : null} />
      <StatusBadgeCell
        status={data.status}
        tones={INVOICE_PAYMENT_STATUS_TONES}
        testId="invoice-payment-status"
      />
      <SettlementCell status={data.settlementStatus} settledOn={data.settledOn} />
      {actions ? (
        <PaymentRowActions
          allowed={data.actions}
          target={paymentTargetOf(data)}
          actions={actions}
        />
      ) : null}
    </Table.Row>
  );
}

/** What the row's actions act on, read from the payment. */
function paymentTargetOf(data: InvoicePaymentRow_invoicePayment$data): PaymentTarget {
  return {
    id: data.id,
    number: data.number,
    customerName: data.customerName,
    unallocated: data.unallocatedAmount.amount,
    currency: data.amount.currency,
  };
}

/** The payment's date, with its method and reference below. */
function DateCell({ payment }: { payment: InvoicePaymentRow_invoicePayment$data }) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <Table.Cell minWidth="28">
      <Text whiteSpace="nowrap">{formatDate(payment.paymentDate, language)}</Text>
      <Text {...muted} lineClamp={2} wordBreak="break-word">
        {[intl.formatMessage(paymentMethodLabel(payment.method)), payment.reference]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Table.Cell>
  );
}

/**
 * What of the payment is paid back to the buyer and how the payment that pays
 * it back stands (a link to it); what is left as credit, and a link to pay it
 * back (for a viewer who may make that payment).
 */
function CreditLines({
  refunded,
  refunding,
  credit,
  refundPath,
}: {
  refunded: string | null;
  refunding: { readonly id: string; readonly status: string } | null;
  credit: string | null;
  refundPath: string | null;
}) {
  return (
    <>
      {refunded ? (
        <Box color="fg.muted" fontSize="xs" data-testid="invoice-payment-refunded">
          <Text>
            <FormattedMessage id="invoicePayments.refunded" values={{ amount: refunded }} />
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
      ) : null}
      {credit ? (
        <Text color="fg.muted" fontSize="xs">
          <FormattedMessage id="invoicePayments.credit" values={{ amount: credit }} />
        </Text>
      ) : null}
      {credit && refundPath ? (
        <Link asChild fontSize="xs">
          <RouterLink to={refundPath} data-testid="invoice-payment-refund">
            <FormattedMessage id="invoicePayments.action.refund" />
          </RouterLink>
        </Link>
      ) : null}
    </>
  );
}

/** A manager's actions on the list's payments: Allocate opens its dialog, the lifecycle's moves run through the list's runner. */
export type PaymentActions = {
  onAllocate: (payment: PaymentTarget) => void;
  moves: ReturnType<typeof useMoveRunner>;
  commits: { cancel: DocumentMoveCommit };
};

/** A manager's actions on a payment, as its actions allow: Allocate, then its lifecycle's (Cancel). */
function PaymentRowActions({
  allowed,
  target,
  actions,
}: {
  allowed: readonly string[];
  target: PaymentTarget;
  actions: PaymentActions;
}) {
  return (
    <RowActionsCell>
      <DocumentActions
        document="INVOICE_PAYMENT"
        target={{ id: target.id, name: target.number }}
        actions={allowed}
        commits={actions.commits}
        moves={actions.moves}
        testId="invoice-payment"
        compact
      >
        {allowed.includes('ALLOCATE') ? (
          <RowActionButton
            message="invoicePayments.action.allocate"
            testId="invoice-payment-allocate"
            onClick={() => actions.onAllocate(target)}
          />
        ) : null}
      </DocumentActions>
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

/** How many proofs the payment has (a download icon), or "Attach proof" (an upload icon): opens its proofs. */
function ProofsButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button
      size="2xs"
      variant="plain"
      paddingInline="0"
      color="brand.fg"
      onClick={onClick}
      data-testid="invoice-payment-proofs"
    >
      <MenuIcon name={count > 0 ? 'download' : 'upload'} />
      <FormattedMessage id="invoicePayments.proofs.count" values={{ count }} />
    </Button>
  );
}

/** The payment's number, where it came from (when not recorded by hand), the invoices it paid and its proofs' button (`proofs` null: none shown). */
function NumberCell({
  number,
  source,
  invoices,
  proofs,
  onProofs,
}: {
  number: string;
  source: string;
  invoices: string;
  proofs: number | null;
  onProofs: () => void;
}) {
  return (
    <Table.Cell>
      <Text fontWeight="medium" whiteSpace="nowrap" data-testid="invoice-payment-number">
        {number}
      </Text>
      {source !== 'MANUAL' ? (
        <Text {...muted} data-testid="invoice-payment-source">
          <FormattedMessage id={`invoicePayments.source.${source}`} />
        </Text>
      ) : null}
      {invoices ? (
        <Text {...muted} lineClamp={2} data-testid="invoice-payment-invoices">
          {invoices}
        </Text>
      ) : null}
      {proofs !== null ? <ProofsButton count={proofs} onClick={onProofs} /> : null}
    </Table.Cell>
  );
}

/** The payment's amount, what of it is allocated, the gateway's fee, and what is refunded, being refunded or left as credit. */
function AmountsCell({
  payment,
  money,
  refundPath,
}: {
  payment: InvoicePaymentRow_invoicePayment$data;
  money: (amount: string) => string;
  /** Where the credit is paid back, for a viewer who may. */
  refundPath: string | null;
}) {
  // The latest refund still reserved, as its payment stands (readable with `payments:read`).
  const refunding =
    payment.refunds.findLast((refund) => refund.status === 'RESERVED')?.payment ?? null;
  return (
    <Table.Cell
      textAlign="end"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      data-testid="invoice-payment-amounts"
    >
      <Text>{money(payment.amount.amount)}</Text>
      <Text {...muted}>
        <FormattedMessage
          id="invoicePayments.allocatedAmount"
          values={{ amount: money(payment.allocatedAmount.amount) }}
        />
      </Text>
      <InvoicePaymentExchange invoicePayment={payment} />
      {payment.gatewayFee ? (
        <Text {...muted} data-testid="invoice-payment-gateway-fee">
          <FormattedMessage
            id="invoicePayments.gatewayFee"
            values={{ amount: money(payment.gatewayFee.amount) }}
          />
        </Text>
      ) : null}
      <CreditLines
        refunded={
          payment.refundedAmount.amount !== '0.00' ? money(payment.refundedAmount.amount) : null
        }
        refunding={refunding}
        credit={
          payment.unallocatedAmount.amount !== '0.00' && payment.status !== 'CANCELLED'
            ? money(payment.unallocatedAmount.amount)
            : null
        }
        refundPath={refundPath}
      />
    </Table.Cell>
  );
}
