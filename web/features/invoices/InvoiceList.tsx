import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvoiceList_query$key } from '../../__generated__/InvoiceList_query.graphql';
import type { InvoiceListPaginationQuery } from '../../__generated__/InvoiceListPaginationQuery.graphql';
import { newestFirstByStatus } from '../../ui/lists/newestFirstByStatus';
import { messageColumns } from '../../ui/messageColumns';
import { DocumentStatusList } from '../../domain/documents/DocumentStatusList';
import { CoretaxSelectionBar } from './CoretaxSelectionBar';
import { INVOICE_STATUSES } from './invoiceLabels';
import { InvoiceRow } from './InvoiceRow';
import { useInvoiceUpdates } from './useInvoiceUpdates';
import { TickBox } from '../../ui/TickBox';

/** How many invoices one page shows. */
export const INVOICE_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'invoices.column.number',
    'invoices.column.customer',
    'invoices.column.invoiceDate',
    'invoices.column.total',
    'invoices.column.status',
  ],
  ['invoices.column.total'],
);

/** The list's status filter as its URL keeps it (`/invoices?status=ISSUED`); newest first. */
export const INVOICE_LIST = newestFirstByStatus(INVOICE_STATUSES);

/** The invoices an e-Faktur file can hold. */
const ISSUED: ReadonlySet<string> = new Set(['ISSUED', 'PAID']);

/**
 * The e-Faktur selection among the invoices shown: the issued and paid ones
 * can be ticked, each or all at once from the column's header (`selectAll`,
 * nothing when none is shown); one that left the list (another filter,
 * cancelled meanwhile) is no longer ticked.
 */
function useCoretaxSelection(
  invoices: readonly { readonly id: string; readonly status: string }[],
) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const issued = invoices.filter((invoice) => ISSUED.has(invoice.status)).map(({ id }) => id);
  const ticked = issued.filter((id) => chosen.has(id));
  const allTicked = issued.length > 0 && ticked.length === issued.length;
  const toggle = (id: string) =>
    setChosen((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  const selectAll =
    issued.length > 0 ? (
      <TickBox
        checked={allTicked ? true : ticked.length > 0 ? 'indeterminate' : false}
        onToggle={() => setChosen(allTicked ? new Set() : new Set(issued))}
        label={intl.formatMessage({ id: 'invoices.coretax.selectAll' })}
        testId="invoice-select-all"
      />
    ) : null;
  return { chosen, ticked, toggle, clear: () => setChosen(new Set()), selectAll };
}

/**
 * The organisation's sales invoices, newest first, narrowed by status (kept
 * in the URL), with "Load more" and the count; each links to its page. Issued
 * and paid invoices can be ticked (each, or all those shown) for an e-Faktur
 * file of just them.
 */
export function InvoiceList({ query }: { query: InvoiceList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    InvoiceListPaginationQuery,
    InvoiceList_query$key
  >(
    graphql`
      fragment InvoiceList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "SalesInvoiceStatus" }
      )
      @refetchable(queryName: "InvoiceListPaginationQuery") {
        salesInvoices(first: $count, after: $cursor, status: $status)
          @connection(key: "InvoiceList_salesInvoices", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              status
              ...InvoiceRow_salesInvoice
            }
          }
        }
      }
    `,
    query,
  );
  useInvoiceUpdates();
  const edges = data.salesInvoices.edges;
  const { chosen, ticked, toggle, clear, selectAll } = useCoretaxSelection(
    edges.map((edge) => edge.node),
  );
  const columns = [{ key: 'select', label: selectAll }, ...COLUMNS];
  return (
    <DocumentStatusList
      list={INVOICE_LIST}
      statuses={INVOICE_STATUSES}
      messages="invoices"
      testId="invoices"
      icon="invoice"
      connection={data.salesInvoices}
      pages={{ hasNext, isLoadingNext, loadNext }}
      pageSize={INVOICE_PAGE_SIZE}
      table={{ columns }}
      notice={ticked.length > 0 ? <CoretaxSelectionBar ticked={ticked} onClear={clear} /> : null}
    >
      {(node) => (
        <InvoiceRow
          key={node.id}
          salesInvoice={node}
          tick={
            ISSUED.has(node.status)
              ? { checked: chosen.has(node.id), onToggle: () => toggle(node.id) }
              : 'NOT_ISSUED'
          }
        />
      )}
    </DocumentStatusList>
  );
}
