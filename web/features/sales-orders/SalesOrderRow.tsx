import { Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderRow_salesOrder$key } from '../../__generated__/SalesOrderRow_salesOrder.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DocumentNumberCell } from '../../domain/documents/DocumentNumberCell';
import { StatusBadge } from '../../ui/StatusBadge';
import { isSalesOrderStatus, SALES_ORDER_STATUS_TONES } from './salesOrderLabels';
import { MoneyCell } from '../../ui/MoneyCell';

/** One order: its number (to its page) and PO reference, the buyer, the order and required dates, the grand total, the status. */
export function SalesOrderRow({ salesOrder }: { salesOrder: SalesOrderRow_salesOrder$key }) {
  const data = useFragment(
    graphql`
      fragment SalesOrderRow_salesOrder on SalesOrder {
        id
        number
        poReference
        customerName
        orderDate
        requiredDate
        status
        totals {
          grandTotal {
            amount
            currency
          }
        }
      }
    `,
    salesOrder,
  );
  const { language } = useLanguage();
  return (
    <Table.Row data-testid="sales-order-row" data-status={data.status}>
      <DocumentNumberCell
        to={`/sales-order/detail/${uuidOf(data.id, 'SalesOrder')}`}
        testId="sales-order-link"
        number={data.number}
        reference={data.poReference}
      />
      <Table.Cell minWidth="40">{data.customerName}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Text>{formatDate(data.orderDate, language)}</Text>
        {data.requiredDate ? (
          <Text color="fg.muted" fontSize="xs">
            {formatDate(data.requiredDate, language)}
          </Text>
        ) : null}
      </Table.Cell>
      <MoneyCell money={data.totals.grandTotal} empty="—" />
      <Table.Cell>
        {isSalesOrderStatus(data.status) ? (
          <StatusBadge
            status={data.status}
            tones={SALES_ORDER_STATUS_TONES}
            testId="sales-order-status"
          />
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
