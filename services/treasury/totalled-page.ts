import { DEFAULT_PAGE_SIZE, type SortDirection } from '../../contracts/common/schemas.js';
import { forwardPage } from '../kit/cursor.js';
import { chosenOrder, type ListOrder, type SortedPageRequest } from '../kit/list-order.js';

/** What a sorted list's query says of its page: its size, the cursor it follows, and the sort. */
type SortedListQuery<Sort extends string> = {
  first?: number;
  after?: string;
  sort?: Sort;
  sortDirection?: SortDirection;
};

/**
 * One page of a sorted list as the bills, payments and expected transactions
 * answer it: the page (`reads.page`, its size and order the query's, the
 * list's defaults where it names none), how many items the filters keep
 * (`reads.count`) and what they add up to (`reads.totals`), read at once.
 */
export async function totalledPage<Sort extends string, Node, Totals>(
  query: SortedListQuery<Sort>,
  defaultOrder: ListOrder<Sort>,
  reads: {
    page(
      page: SortedPageRequest<Sort>,
    ): Promise<{ rows: { cursor: string; node: Node }[]; hasMore: boolean }>;
    count(): Promise<number>;
    totals(): Promise<Totals>;
  },
) {
  const order = chosenOrder(query, defaultOrder);
  const [page, totalCount, totals] = await Promise.all([
    reads.page({ limit: query.first ?? DEFAULT_PAGE_SIZE, cursor: query.after, order }),
    reads.count(),
    reads.totals(),
  ]);
  return {
    ...forwardPage(page.rows, { hasMore: page.hasMore, after: query.after }, totalCount),
    totals,
  };
}
