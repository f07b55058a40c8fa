import { FormattedMessage } from 'react-intl';
import { ListFooter } from '../../ui/ListFooter';
import { ListTotalsRow, type ListTotal } from '../../ui/lists/ListTotalsRow';

/** Under the expected transactions: the totals of every item the filters keep, how many are shown of how many, and "Load more". */
export function ExpectedTransactionListFooter({
  shown,
  totalCount,
  totals,
  pages,
}: {
  shown: number;
  totalCount: number;
  totals: readonly ListTotal[];
  pages: { hasNext: boolean; isLoadingNext: boolean; loadNext: () => void };
}) {
  return (
    <>
      <ListTotalsRow totals={totals} testId="expected-transactions-totals" />
      <ListFooter
        summary={
          <FormattedMessage
            id="expectedTransactions.showing"
            values={{ shown, total: totalCount }}
          />
        }
        summaryTestId="expected-transactions-total"
        loadMore={{
          label: <FormattedMessage id="expectedTransactions.loadMore" />,
          testId: 'expected-transactions-load-more',
          hasNext: pages.hasNext,
          loading: pages.isLoadingNext,
          onLoadMore: pages.loadNext,
        }}
      />
    </>
  );
}
