import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentTransactionList_query$key } from '../../__generated__/PaymentTransactionList_query.graphql';
import type { PaymentTransactionListPaginationQuery } from '../../__generated__/PaymentTransactionListPaginationQuery.graphql';
import { PaymentReportList } from './PaymentReportList';
import { PaymentTransactionRow } from './PaymentTransactionRow';
import { PAYMENT_TRANSACTIONS_REPORT } from './paymentReports';

type PaymentTransactionListProps = {
  query: PaymentTransactionList_query$key;
  providers: readonly { id: string; name: string }[];
  refreshKey: number;
};

/** Every transaction of the providers' reports (payments, refunds, withdrawals …), newest first, with the filters and "Load more". */
export function PaymentTransactionList({
  query,
  providers,
  refreshKey,
}: PaymentTransactionListProps) {
  const pages = usePaginationFragment<
    PaymentTransactionListPaginationQuery,
    PaymentTransactionList_query$key
  >(
    graphql`
      fragment PaymentTransactionList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        paymentProviderId: { type: "ID" }
        status: { type: "PaymentTransactionStatus" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        search: { type: "String" }
      )
      @refetchable(queryName: "PaymentTransactionListPaginationQuery") {
        paymentTransactions(
          first: $count
          after: $cursor
          paymentProviderId: $paymentProviderId
          status: $status
          dateFrom: $dateFrom
          dateTo: $dateTo
          search: $search
        )
          @connection(
            key: "PaymentTransactionList_paymentTransactions"
            filters: ["paymentProviderId", "status", "dateFrom", "dateTo", "search"]
          ) {
          totalCount
          edges {
            node {
              id
              ...PaymentTransactionRow_transaction
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PaymentReportList
      report={PAYMENT_TRANSACTIONS_REPORT}
      pages={pages}
      connection={pages.data.paymentTransactions}
      providers={providers}
      refreshKey={refreshKey}
    >
      {(node) => <PaymentTransactionRow key={node.id} transaction={node} />}
    </PaymentReportList>
  );
}
