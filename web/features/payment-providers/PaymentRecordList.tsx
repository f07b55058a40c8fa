import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentRecordList_query$key } from '../../__generated__/PaymentRecordList_query.graphql';
import type { PaymentRecordListPaginationQuery } from '../../__generated__/PaymentRecordListPaginationQuery.graphql';
import { PaymentReportList } from './PaymentReportList';
import { PaymentRecordRow } from './PaymentRecordRow';
import { PAYMENT_RECORDS_REPORT } from './paymentReports';

type PaymentRecordListProps = {
  query: PaymentRecordList_query$key;
  providers: readonly { id: string; name: string }[];
  refreshKey: number;
};

/** The payment records the providers' reports brought in, newest payment first, with the filters and "Load more". */
export function PaymentRecordList({ query, providers, refreshKey }: PaymentRecordListProps) {
  const pages = usePaginationFragment<
    PaymentRecordListPaginationQuery,
    PaymentRecordList_query$key
  >(
    graphql`
      fragment PaymentRecordList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        paymentProviderId: { type: "ID" }
        status: { type: "PaymentTransactionStatus" }
        settlementStatus: { type: "PaymentSettlementStatus" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        search: { type: "String" }
      )
      @refetchable(queryName: "PaymentRecordListPaginationQuery") {
        paymentRecords(
          first: $count
          after: $cursor
          paymentProviderId: $paymentProviderId
          status: $status
          settlementStatus: $settlementStatus
          dateFrom: $dateFrom
          dateTo: $dateTo
          search: $search
        )
          @connection(
            key: "PaymentRecordList_paymentRecords"
            filters: [
              "paymentProviderId"
              "status"
              "settlementStatus"
              "dateFrom"
              "dateTo"
              "search"
            ]
          ) {
          totalCount
          edges {
            node {
              id
              ...PaymentRecordRow_record
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PaymentReportList
      report={PAYMENT_RECORDS_REPORT}
      pages={pages}
      connection={pages.data.paymentRecords}
      providers={providers}
      refreshKey={refreshKey}
    >
      {(node) => <PaymentRecordRow key={node.id} record={node} />}
    </PaymentReportList>
  );
}
