import { Badge, HStack, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  BillMatch_bill$data,
  BillMatch_bill$key,
} from '../../__generated__/BillMatch_bill.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { formatDecimal, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { RecordSectionCard } from '../../ui/RecordSectionCard';
import { StatusBadge } from '../../ui/StatusBadge';

const FIGURES = [
  'bills.match.ordered',
  'bills.match.received',
  'bills.match.billedBefore',
  'bills.match.quantity',
  'bills.match.orderedUnitPrice',
  'bills.match.unitPrice',
  'bills.match.total',
];
const COLUMNS = messageColumns(['bills.match.product', ...FIGURES], FIGURES);

const MATCH_TONES = {
  MATCHED: { label: { id: 'bills.match.MATCHED' }, colorPalette: 'green' },
  DIFFERENCES: { label: { id: 'bills.match.DIFFERENCES' }, colorPalette: 'orange' },
};

/**
 * The three-way match of a bill made from a purchase order: the order (a
 * link for a viewer who may read it), whether the bill matches it within the
 * organisation's tolerances, and each line's ordered, received and already
 * billed quantities and the order's price beside what the bill bills at what
 * price, a difference beyond the tolerance marked on its line. Nothing for a
 * bill entered on its own.
 */
export function BillMatch({ bill }: { bill: BillMatch_bill$key }) {
  const match = useFragment(
    graphql`
      fragment BillMatch_bill on Bill {
        matchStatus
        purchaseOrderNumber
        purchaseOrder {
          id
        }
        matchLines {
          position
          product
          ordered
          received
          billedBefore
          quantity
          orderedUnitPrice {
            amount
            currency
          }
          unitPrice {
            amount
            currency
          }
          total {
            amount
            currency
          }
          quantityDifference
          priceDifference
        }
      }
    `,
    bill,
  );
  if (!match.matchStatus) return null;
  return (
    <RecordSectionCard
      title={<FormattedMessage id="bills.match.title" />}
      description={<FormattedMessage id="bills.match.description" />}
      testId="bill-match"
    >
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm">
          <FormattedMessage id="bills.match.purchaseOrder" />{' '}
          {match.purchaseOrder ? (
            <Link asChild colorPalette="brand">
              <RouterLink
                to={`/purchase-order/detail/${uuidOf(match.purchaseOrder.id, 'PurchaseOrder')}`}
                data-testid="bill-purchase-order"
              >
                {match.purchaseOrderNumber}
              </RouterLink>
            </Link>
          ) : (
            <span data-testid="bill-purchase-order">{match.purchaseOrderNumber}</span>
          )}
        </Text>
        <StatusBadge
          status={match.matchStatus}
          tones={MATCH_TONES}
          testId="bill-match-status"
          withStatus
        />
      </HStack>
      <DataTable columns={COLUMNS} size="sm" testId="bill-match-lines">
        {match.matchLines.map((line) => (
          <BillMatchRow key={line.position} line={line} />
        ))}
      </DataTable>
    </RecordSectionCard>
  );
}

const FLAGGED = { color: 'fg.error', fontWeight: 'semibold' } as const;

/** One line of the match: its quantities and prices, a difference beyond the tolerance marked. */
function BillMatchRow({ line }: { line: BillMatch_bill$data['matchLines'][number] }) {
  const { language } = useLanguage();
  const quantity = (value: string) => formatDecimal(plainQuantity(value), language);
  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  return (
    <Table.Row data-testid="bill-match-line">
      <Table.Cell>
        {line.product}
        {line.quantityDifference ? (
          <Badge ms="2" colorPalette="orange" data-testid="bill-match-quantity-flag">
            <FormattedMessage id="bills.match.quantityDifference" />
          </Badge>
        ) : null}
        {line.priceDifference ? (
          <Badge ms="2" colorPalette="orange" data-testid="bill-match-price-flag">
            <FormattedMessage id="bills.match.priceDifference" />
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">{quantity(line.ordered)}</Table.Cell>
      <Table.Cell textAlign="end">{quantity(line.received)}</Table.Cell>
      <Table.Cell textAlign="end">{quantity(line.billedBefore)}</Table.Cell>
      <Table.Cell textAlign="end" {...(line.quantityDifference ? FLAGGED : {})}>
        {quantity(line.quantity)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {money(line.orderedUnitPrice)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" {...(line.priceDifference ? FLAGGED : {})}>
        {money(line.unitPrice)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {money(line.total)}
      </Table.Cell>
    </Table.Row>
  );
}
