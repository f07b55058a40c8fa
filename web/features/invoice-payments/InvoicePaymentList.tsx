import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvoicePaymentList_query$key } from '../../__generated__/InvoicePaymentList_query.graphql';
import type { InvoicePaymentListPaginationQuery } from '../../__generated__/InvoicePaymentListPaginationQuery.graphql';
import type { InvoicePaymentProofsDialog_invoicePayment$key } from '../../__generated__/InvoicePaymentProofsDialog_invoicePayment.graphql';
import { newestFirstByStatus } from '../../ui/lists/newestFirstByStatus';
import { messageColumns } from '../../ui/messageColumns';
import { useMoveRunner } from '../../ui/useMoveRunner';
import { DocumentStatusList } from '../../domain/documents/DocumentStatusList';
import { InvoicePaymentAllocateDialog } from './InvoicePaymentAllocateDialog';
import { useInvoicePaymentMoves } from './useInvoicePaymentMoves';
import { InvoicePaymentProofsDialog } from './InvoicePaymentProofsDialog';
import { INVOICE_PAYMENT_STATUSES } from './invoicePaymentLabels';
import { InvoicePaymentRow, type PaymentTarget } from './InvoicePaymentRow';

/** How many payments one page shows. */
export const INVOICE_PAYMENT_PAGE_SIZE = 20;

/** The `@connection` key of the list, for the updater that puts a new payment on top. */
export const INVOICE_PAYMENT_CONNECTION = 'InvoicePaymentList_invoicePayments';

const COLUMNS = messageColumns(
  [
    'invoicePayments.column.number',
    'invoicePayments.column.customer',
    'invoicePayments.column.paymentDate',
    'invoicePayments.column.amount',
    'invoicePayments.column.status',
    'invoicePayments.column.settlement',
  ],
  ['invoicePayments.column.amount'],
);

/** The list's status filter as its URL keeps it (`/settlement?status=OPEN`); newest first. */
export const INVOICE_PAYMENT_LIST = newestFirstByStatus(INVOICE_PAYMENT_STATUSES);

/**
 * The buyers' payments, newest first, narrowed by status (kept in the URL),
 * with "Load more" and the count. To a manager, an open payment's row offers
 * Allocate (what is left, to the buyer's open invoices oldest due first) and
 * a payment not cancelled offers Cancel with a reason. A payment's proofs
 * open in a dialog from its row.
 */
export function InvoicePaymentList({
  query,
  canManage,
  timeZone,
}: {
  query: InvoicePaymentList_query$key;
  canManage: boolean;
  timeZone: string;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    InvoicePaymentListPaginationQuery,
    InvoicePaymentList_query$key
  >(
    graphql`
      fragment InvoicePaymentList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "InvoicePaymentStatus" }
      )
      @refetchable(queryName: "InvoicePaymentListPaginationQuery") {
        invoicePayments(first: $count, after: $cursor, status: $status)
          @connection(key: "InvoicePaymentList_invoicePayments", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...InvoicePaymentRow_invoicePayment
            }
          }
        }
      }
    `,
    query,
  );
  const [allocating, setAllocating] = useState<PaymentTarget | null>(null);
  const moves = useMoveRunner();
  const commits = useInvoicePaymentMoves();
  const [proofsOf, setProofsOf] = useState<InvoicePaymentProofsDialog_invoicePayment$key | null>(
    null,
  );
  return (
    <>
      <DocumentStatusList
        list={INVOICE_PAYMENT_LIST}
        statuses={INVOICE_PAYMENT_STATUSES}
        messages="invoicePayments"
        testId="invoice-payments"
        icon="settlement"
        connection={data.invoicePayments}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={INVOICE_PAYMENT_PAGE_SIZE}
        table={{
          columns: COLUMNS,
          actionsLabel: canManage ? <FormattedMessage id="invoicePayments.column.actions" /> : null,
        }}
      >
        {(node) => (
          <InvoicePaymentRow
            key={node.id}
            invoicePayment={node}
            actions={canManage ? { onAllocate: setAllocating, moves, commits } : null}
            onProofs={setProofsOf}
          />
        )}
      </DocumentStatusList>
      <InvoicePaymentAllocateDialog payment={allocating} onClose={() => setAllocating(null)} />
      <InvoicePaymentProofsDialog
        invoicePayment={proofsOf}
        canManage={canManage}
        timeZone={timeZone}
        onClose={() => setProofsOf(null)}
      />
    </>
  );
}
