import { Card, Flex, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  SalesOrderInvoices_salesOrder$data,
  SalesOrderInvoices_salesOrder$key,
} from '../../__generated__/SalesOrderInvoices_salesOrder.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DataTable } from '../../ui/DataTable';
import { MoneyCell } from '../../ui/MoneyCell';
import { unnumberedInvoiceLabel } from '../../domain/invoices/unnumberedInvoiceLabel';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { messageColumns } from '../../ui/messageColumns';
import { SalesOrderInvoiceDialog } from './SalesOrderInvoiceDialog';
import { invoiceableOf } from '../../domain/invoices/invoiceFormValues';

const COLUMNS = messageColumns(
  [
    'salesOrders.invoice.column.number',
    'salesOrders.invoice.column.date',
    'salesOrders.invoice.column.status',
    'salesOrders.invoice.column.total',
  ],
  ['salesOrders.invoice.column.total'],
);

/**
 * The order's Invoices tab: its invoices (a draft has no number yet), each
 * to its page, and Create invoice while the order is open and the viewer may
 * write invoices: from its receipts not yet billed, or what is left to
 * invoice of its lines.
 */
export function SalesOrderInvoices({
  salesOrder,
  permissions,
  timeZone,
}: {
  salesOrder: SalesOrderInvoices_salesOrder$key;
  permissions: readonly string[];
  timeZone: string;
}) {
  const order = useFragment(
    graphql`
      fragment SalesOrderInvoices_salesOrder on SalesOrder {
        status
        ...invoiceableOrder_salesOrder @relay(mask: false)
        invoices {
          id
          number
          status
          invoiceDate
          totals {
            grandTotal {
              amount
              currency
            }
          }
        }
      }
    `,
    salesOrder,
  );
  const [writing, setWriting] = useState(false);
  const { lines, receipts } = invoiceableOf(order);
  const canInvoice =
    order.status === 'OPEN' &&
    permissions.includes('invoices:manage') &&
    (lines.length > 0 || receipts.length > 0);

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="sales-order-invoices">
      <InvoicesHeader onCreate={canInvoice ? () => setWriting(true) : null} />
      {order.invoices.length === 0 ? (
        <PrefixedListEmptyState
          testId="sales-order-invoices-empty"
          icon="invoice"
          paddingY="8"
          messages="salesOrders.invoice"
        />
      ) : (
        <OrderInvoicesTable invoices={order.invoices} />
      )}
      {writing ? (
        <SalesOrderInvoiceDialog
          order={{ id: order.id, number: order.number, lines, receipts }}
          timeZone={timeZone}
          onClose={() => setWriting(false)}
        />
      ) : null}
    </Card.Root>
  );
}

/** The tab's title and, while an invoice can be written from the order, its Create invoice button. */
function InvoicesHeader({ onCreate }: { onCreate: (() => void) | null }) {
  return (
    <Card.Header>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontWeight="semibold">
          <FormattedMessage id="salesOrders.tab.invoices" />
        </Text>
        {onCreate ? (
          <CreateActionButton
            label={<FormattedMessage id="salesOrders.invoice.create" />}
            size="sm"
            onClick={onCreate}
            testId="sales-order-invoice"
          />
        ) : null}
      </Flex>
    </Card.Header>
  );
}

/** The order's invoices, each to its page (a draft has no number yet), with its date, status and grand total. */
function OrderInvoicesTable({
  invoices,
}: {
  invoices: SalesOrderInvoices_salesOrder$data['invoices'];
}) {
  const { language } = useLanguage();
  return (
    <DataTable columns={COLUMNS} size="sm" testId="sales-order-invoice-table">
      {invoices.map((invoice) => (
        <Table.Row key={invoice.id} data-testid="sales-order-invoice-row">
          <Table.Cell>
            <Link asChild color="brand.solid" fontWeight="medium">
              <RouterLink to={`/invoices/detail/${uuidOf(invoice.id, 'SalesInvoice')}`}>
                {invoice.number ?? <FormattedMessage {...unnumberedInvoiceLabel(invoice.status)} />}
              </RouterLink>
            </Link>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(invoice.invoiceDate, language)}</Table.Cell>
          <Table.Cell>
            <FormattedMessage id={`invoices.status.${invoice.status}`} />
          </Table.Cell>
          <MoneyCell money={invoice.totals.grandTotal} empty="—" />
        </Table.Row>
      ))}
    </DataTable>
  );
}
