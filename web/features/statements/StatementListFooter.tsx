import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { ListFooter } from '../../ui/ListFooter';
import { StatementExportButton } from './StatementExportButton';

/** The statement list's footer: how many lines of how many are shown, the export of what the filters keep (`exportFilters`, for those who may), and Load more. */
export function StatementListFooter({
  shown,
  total,
  exportFilters,
  pages,
}: {
  shown: number;
  total: number;
  exportFilters: ComponentProps<typeof StatementExportButton>['filters'] | null;
  pages: { hasNext: boolean; isLoadingNext: boolean; loadMore: () => void };
}) {
  return (
    <ListFooter
      summary={<FormattedMessage id="statements.showing" values={{ shown, total }} />}
      summaryTestId="statement-transactions-total"
      actions={
        exportFilters ? (
          <StatementExportButton filters={exportFilters} disabled={total === 0} />
        ) : null
      }
      loadMore={{
        label: <FormattedMessage id="statements.loadMore" />,
        testId: 'statement-transactions-load-more',
        hasNext: pages.hasNext,
        loading: pages.isLoadingNext,
        onLoadMore: pages.loadMore,
      }}
      wrap
    />
  );
}
