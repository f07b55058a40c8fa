import { Button, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoicePaymentAllocationRow_allocation$key } from '../../__generated__/InvoicePaymentAllocationRow_allocation.graphql';
import { isPositiveAmount } from '../../../formats/amount';
import { fromCents, toCents } from '../../../formats/cents';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { personNameOf } from '../../ui/personNameOf';
import { RowActionsCell } from '../../ui/RowActions';
import type { AllocationTarget } from './InvoiceUnallocateDialog';
import { FigureCell } from '../../ui/FigureCell';
import { InvoiceAllocationExchange } from './InvoiceAllocationExchange';

/**
 * One payment's allocation to the invoice: the payment, when the money
 * arrived, who allocated it and when, how much (with its checkout rounding),
 * and for a manager the button that undoes it.
 */
export function InvoicePaymentAllocationRow({
  allocation,
  timeZone,
  onUndo,
}: {
  allocation: InvoicePaymentAllocationRow_allocation$key;
  timeZone: string;
  /** Undo the allocation (a manager's); none, no button. */
  onUndo: ((target: AllocationTarget) => void) | undefined;
}) {
  const row = useFragment(
    graphql`
      fragment InvoicePaymentAllocationRow_allocation on PaymentAllocation {
        id
        amount {
          amount
          currency
        }
        rounding {
          amount
        }
        allocatedAt
        allocatedBy {
          fullName
          email
        }
        payment {
          id
          number
          paymentDate
          reference
        }
        ...InvoiceAllocationExchange_allocation
      }
    `,
    allocation,
  );
  const { language } = useLanguage();
  const amount = formatMoney(row.amount.amount, row.amount.currency, language);
  return (
    <Table.Row data-testid="invoice-payment-allocation">
      <Table.Cell>
        <Text fontWeight="medium" whiteSpace="nowrap">
          {row.payment.number}
        </Text>
        <Text color="fg.muted" fontSize="xs" lineClamp={1} wordBreak="break-all">
          {row.payment.reference}
        </Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(row.payment.paymentDate, language)}</Table.Cell>
      <Table.Cell>
        <Text>
          {personNameOf(row.allocatedBy) ?? <FormattedMessage id="invoices.payments.byProduct" />}
        </Text>
        <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
          {formatDateTime(row.allocatedAt, language, timeZone)}
        </Text>
      </Table.Cell>
      <FigureCell>
        <Text>{amount}</Text>
        {isPositiveAmount(row.rounding.amount) ? (
          <Text color="fg.muted" fontSize="xs" data-testid="invoice-payment-rounding">
            <FormattedMessage
              id="invoices.payments.rounding"
              values={{
                amount: formatMoney(row.rounding.amount, row.amount.currency, language),
              }}
            />
          </Text>
        ) : null}
        <InvoiceAllocationExchange allocation={row} />
      </FigureCell>
      {onUndo ? (
        <RowActionsCell>
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              onUndo({
                id: row.id,
                paymentId: row.payment.id,
                paymentNumber: row.payment.number,
                amount,
                credit: formatMoney(
                  fromCents(toCents(row.amount.amount) - toCents(row.rounding.amount)),
                  row.amount.currency,
                  language,
                ),
              })
            }
            data-testid="invoice-payment-undo"
          >
            <FormattedMessage id="invoices.payments.undo" />
          </Button>
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}
