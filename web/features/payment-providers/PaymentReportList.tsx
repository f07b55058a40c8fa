import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FilteredPagedTable } from '../../ui/lists/FilteredPagedTable';
import type { ListPages } from '../../ui/lists/PagedListFooter';
import { type filterVariables, PaymentListFilters } from './PaymentListFilters';
import type { PaymentReport } from './paymentReports';
import { usePaymentFilters } from './usePaymentFilters';

type PaymentReportListProps<Node extends { readonly id: string }> = {
  report: PaymentReport;
  /** What `usePaginationFragment` gives the list: its pages and the refetch the filters run. */
  pages: ListPages & {
    refetch: (
      variables: { count: number; cursor: null } & ReturnType<typeof filterVariables>,
      options: { fetchPolicy: 'network-only' },
    ) => unknown;
  };
  connection: { readonly totalCount: number; readonly edges: readonly { readonly node: Node }[] };
  providers: readonly { id: string; name: string }[];
  /** Bumped after an import: the list reads its first page again. */
  refreshKey: number;
  /** The row of one node. */
  children: (node: Node) => ReactNode;
};

/**
 * A list of what the providers' reports brought in (payment records or
 * payment transactions), newest first: the filter bar, the rows or the empty
 * state, and the foot with "Load more". Filters refetch the first page.
 */
export function PaymentReportList<Node extends { readonly id: string }>({
  report,
  pages,
  connection,
  providers,
  refreshKey,
  children,
}: PaymentReportListProps<Node>) {
  const intl = useIntl();
  const { filters, setFilters, isRefetching, filtered, clear } = usePaymentFilters(
    (variables) =>
      pages.refetch(
        { count: report.pageSize, cursor: null, ...variables },
        { fetchPolicy: 'network-only' },
      ),
    report.withSettlement,
    refreshKey,
  );
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <PaymentListFilters
        filters={filters}
        onChange={setFilters}
        providers={providers}
        withSettlement={report.withSettlement}
        searchPlaceholder={intl.formatMessage({ id: `${report.messages}.searchPlaceholder` })}
        testId={report.testId}
      />
      <FilteredPagedTable
        connection={connection}
        pages={pages}
        pageSize={report.pageSize}
        messages={report.messages}
        testId={report.testId}
        empty={{ icon: 'provider', filtered, onClear: clear }}
        table={{ columns: report.columns, interactive: true, dimmed: isRefetching }}
      >
        {children}
      </FilteredPagedTable>
    </Card.Root>
  );
}
