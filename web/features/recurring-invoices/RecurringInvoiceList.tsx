import { graphql, useFragment } from 'react-relay';
import type { RecurringInvoiceList_query$key } from '../../__generated__/RecurringInvoiceList_query.graphql';
import { DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { messageColumns } from '../../ui/messageColumns';
import { FormattedMessage } from 'react-intl';
import { RecurringInvoiceRow } from './RecurringInvoiceRow';

const COLUMNS = messageColumns(
  [
    'recurringInvoices.column.customer',
    'recurringInvoices.column.cycle',
    'recurringInvoices.column.nextDate',
    'recurringInvoices.column.amount',
    'recurringInvoices.column.issued',
    'recurringInvoices.column.status',
  ],
  ['recurringInvoices.column.amount', 'recurringInvoices.column.issued'],
);

/** The organisation's recurring invoices, the next to run first; an empty note when it has none. */
export function RecurringInvoiceList({ query }: { query: RecurringInvoiceList_query$key }) {
  const data = useFragment(
    graphql`
      fragment RecurringInvoiceList_query on Query {
        recurringInvoices {
          id
          ...RecurringInvoiceRow_recurringInvoice
        }
      }
    `,
    query,
  );
  if (data.recurringInvoices.length === 0)
    return (
      <ListEmptyState
        testId="recurring-invoices-empty"
        icon="invoice"
        title={<FormattedMessage id="recurringInvoices.empty.title" />}
        body={<FormattedMessage id="recurringInvoices.empty.body" />}
      />
    );
  return (
    <DataTable columns={COLUMNS} testId="recurring-invoices">
      {data.recurringInvoices.map((template) => (
        <RecurringInvoiceRow key={template.id} recurringInvoice={template} />
      ))}
    </DataTable>
  );
}
