import { FormattedMessage } from 'react-intl';
import { ListFooter } from '../../ui/ListFooter';

type ReconciliationListFooterProps = {
  /** Which of the screen's paged lists: the proposals above, the statement transactions on the left or the candidates on the right (message ids and test ids). */
  list: 'proposals' | 'lines' | 'candidates';
  shown: number;
  total: number;
  /** What `usePaginationFragment` gives the list, and the size of the next page. */
  pages: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  pageSize: number;
};

/** The foot of the screen's paged lists: "Showing 20 of 57" and, while the server holds more, "Load more". */
export function ReconciliationListFooter({
  list,
  shown,
  total,
  pages,
  pageSize,
}: ReconciliationListFooterProps) {
  return (
    <ListFooter
      summary={<FormattedMessage id={`reconciliation.${list}.showing`} values={{ shown, total }} />}
      summaryTestId={`reconciliation-${list}-total`}
      loadMore={{
        label: <FormattedMessage id={`reconciliation.${list}.loadMore`} />,
        testId: `reconciliation-${list}-load-more`,
        hasNext: pages.hasNext,
        loading: pages.isLoadingNext,
        onLoadMore: () => pages.loadNext(pageSize),
      }}
      wrap
    />
  );
}
