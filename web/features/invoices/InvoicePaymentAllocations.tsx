import { Button, Card, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoicePaymentAllocations_allocations$key } from '../../__generated__/InvoicePaymentAllocations_allocations.graphql';
import { isPositiveAmount } from '../../../formats/amount';
import { fromCents, toCents } from '../../../formats/cents';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { personNameOf } from '../../ui/personNameOf';
import { RowActionsCell, RowActionsHeaderCell } from '../../ui/RowActions';
import { InvoiceUnallocateDialog, type AllocationTarget } from './InvoiceUnallocateDialog';

const COLUMNS = messageColumns(
  [
    'invoices.payments.column.payment',
    'invoices.payments.column.paymentDate',
    'invoices.payments.column.allocatedBy',
    'invoices.payments.column.amount',
  ],
  ['invoices.payments.column.amount'],
);

/**
 * What payments paid of the invoice, oldest first: the payment, when the
 * money arrived, who allocated it and when, and how much (with the rounding
 * a payment made at checkout in whole rupiah settled); a manager undoes
 * an allocation (after a confirmation), and the invoice has that back to pay.
 */
export function InvoicePaymentAllocations({
  allocations,
  invoice,
  timeZone,
  canManage,
}: {
  allocations: InvoicePaymentAllocations_allocations$key;
  /** The invoice they paid: its id (to show it again once one is undone) and number. */
  invoice: { id: string; number: string };
  timeZone: string;
  canManage: boolean;
}) {
  const rows = useFragment(
    graphql`
      fragment InvoicePaymentAllocations_allocations on PaymentAllocation @relay(plural: true) {
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
      }
    `,
    allocations,
  );
  const { language } = useLanguage();
  const [undoing, setUndoing] = useState<AllocationTarget | null>(null);
  if (rows.length === 0)
    return (
      <Text color="fg.muted" data-testid="invoice-payments-none">
        <FormattedMessage id="invoices.payments.none" />
      </Text>
    );
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <DataTable
        columns={COLUMNS}
        size="sm"
        testId="invoice-payment-allocations"
        trailingHeader={
          canManage ? (
            <RowActionsHeaderCell
              label={<FormattedMessage id="invoices.payments.column.actions" />}
            />
          ) : undefined
        }
      >
        {rows.map((row) => {
          const amount = formatMoney(row.amount.amount, row.amount.currency, language);
          return (
            <Table.Row key={row.id} data-testid="invoice-payment-allocation">
              <Table.Cell>
                <Text fontWeight="medium" whiteSpace="nowrap">
                  {row.payment.number}
                </Text>
                <Text color="fg.muted" fontSize="xs" lineClamp={1} wordBreak="break-all">
                  {row.payment.reference}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(row.payment.paymentDate, language)}
              </Table.Cell>
              <Table.Cell>
                <Text>
                  {personNameOf(row.allocatedBy) ?? (
                    <FormattedMessage id="invoices.payments.byProduct" />
                  )}
                </Text>
                <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
                  {formatDateTime(row.allocatedAt, language, timeZone)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
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
              </Table.Cell>
              {canManage ? (
                <RowActionsCell>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      setUndoing({
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
        })}
      </DataTable>
      <InvoiceUnallocateDialog
        allocation={undoing}
        invoice={invoice}
        onClose={() => setUndoing(null)}
      />
    </Card.Root>
  );
}
