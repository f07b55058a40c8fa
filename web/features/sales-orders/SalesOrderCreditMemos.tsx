import { Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderCreditMemos_creditMemos$key } from '../../__generated__/SalesOrderCreditMemos_creditMemos.graphql';
import { CREDIT_MEMO_STATUS_TONES } from '../../domain/credit-memos/creditMemoLabels';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DocumentTabTable } from '../../domain/documents/DocumentTabTable';
import { messageColumns } from '../../ui/messageColumns';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import { MoneyCell } from '../../ui/MoneyCell';

const COLUMNS = messageColumns(
  [
    'salesOrders.creditMemo.column.number',
    'salesOrders.creditMemo.column.invoice',
    'salesOrders.creditMemo.column.date',
    'salesOrders.creditMemo.column.status',
    'salesOrders.creditMemo.column.amount',
    'salesOrders.creditMemo.column.remaining',
  ],
  ['salesOrders.creditMemo.column.amount', 'salesOrders.creditMemo.column.remaining'],
);

/**
 * The order's Credit memo tab: the memos written against its invoices or
 * applied to them, newest first; each with the invoice it is written
 * against, its reason, what it is worth and what is left of it to apply.
 */
export function SalesOrderCreditMemos({
  creditMemos,
}: {
  creditMemos: SalesOrderCreditMemos_creditMemos$key;
}) {
  const memos = useFragment(
    graphql`
      fragment SalesOrderCreditMemos_creditMemos on CreditMemo @relay(plural: true) {
        id
        number
        invoiceNumber
        memoDate
        reason
        status
        amount {
          amount
          currency
        }
        remainingAmount {
          amount
          currency
        }
      }
    `,
    creditMemos,
  );
  const { language } = useLanguage();
  return (
    <DocumentTabTable
      columns={COLUMNS}
      testId="sales-order-credit-memos"
      empty={memos.length === 0}
      none={{ id: 'salesOrders.creditMemo.none', testId: 'sales-order-credit-memos-none' }}
    >
      {memos.map((memo) => (
        <Table.Row key={memo.id} data-testid="sales-order-credit-memo">
          <Table.Cell>
            <Text fontWeight="medium">{memo.number}</Text>
            <Text color="fg.muted" fontSize="xs" lineClamp={2}>
              {memo.reason}
            </Text>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{memo.invoiceNumber}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(memo.memoDate, language)}</Table.Cell>
          <StatusBadgeCell status={memo.status} tones={CREDIT_MEMO_STATUS_TONES} />
          <MoneyCell money={memo.amount} empty="—" />
          <MoneyCell money={memo.remainingAmount} empty="—" />
        </Table.Row>
      ))}
    </DocumentTabTable>
  );
}
