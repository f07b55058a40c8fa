import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ListFooter } from '../ListFooter';

/** The ids a paged list's foot reads under its catalogue prefix (the catalogue test checks both languages hold them). */
export function pagedListFooterMessageIds(messages: string) {
  return { showing: `${messages}.showing`, loadMore: `${messages}.loadMore` };
}

/** What `usePaginationFragment` gives a list: whether the server holds more, and how to ask for it. */
export type ListPages = {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
};

export type PagedListFooterProps = {
  /** The list's catalogue prefix: its words are `<prefix>.showing` ({shown} of {total}) and `<prefix>.loadMore`. */
  messages: string;
  /** The list's test-id prefix: the summary is `<testId>-total`, the button `<testId>-load-more`. */
  testId: string;
  shown: number;
  total: number;
  pages: ListPages;
  /** How many rows "Load more" asks for. */
  pageSize: number;
  /** What the list offers beside "Load more" (the statement export). */
  actions?: ReactNode;
  wrap?: boolean;
};

/** How far a paged list has come: the rows shown of how many, and the way to the next page; a list's own footer passes it on. */
export type ListPaging = Pick<PagedListFooterProps, 'shown' | 'total' | 'pages' | 'pageSize'>;

/**
 * The foot of a paged list read from the server: "Showing 20 of 57" and,
 * while the server holds more, "Load more", which asks for the next page.
 */
export function PagedListFooter({
  messages,
  testId,
  shown,
  total,
  pages,
  pageSize,
  actions,
  wrap = false,
}: PagedListFooterProps) {
  const ids = pagedListFooterMessageIds(messages);
  return (
    <ListFooter
      summary={<FormattedMessage id={ids.showing} values={{ shown, total }} />}
      summaryTestId={`${testId}-total`}
      loadMore={{
        label: <FormattedMessage id={ids.loadMore} />,
        testId: `${testId}-load-more`,
        hasNext: pages.hasNext,
        loading: pages.isLoadingNext,
        onLoadMore: () => pages.loadNext(pageSize),
      }}
      actions={actions}
      wrap={wrap}
    />
  );
}
