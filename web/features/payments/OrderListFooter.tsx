import { FormattedMessage } from 'react-intl';
import { ListFooter } from '../../ui/ListFooter';
import { ListTotalsRow, type ListTotal } from '../../ui/lists/ListTotalsRow';
import type { OrderKind } from './orderKinds';
import { KIND_WORDS } from './paymentLabels';

/** How many orders a page of a list shows. */
export const PAYMENT_ORDER_PAGE_SIZE = 20;

type OrderListFooterProps = {
  kind: OrderKind;
  /** How many orders the list shows. */
  shown: number;
  totalCount: number;
  /** The amounts of every order of the tab, per currency. */
  totals: readonly ListTotal[];
  pages: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => void };
};

/** Under the orders: the totals of the whole tab, how many are shown of how many, and the next page. */
export function OrderListFooter({ kind, shown, totalCount, totals, pages }: OrderListFooterProps) {
  return (
    <>
      <ListTotalsRow totals={totals} testId="payment-orders-totals" />
      <ListFooter
        summary={
          <FormattedMessage
            id={KIND_WORDS[kind].showing.id}
            values={{ shown, total: totalCount }}
          />
        }
        summaryTestId="payment-orders-total"
        loadMore={{
          label: <FormattedMessage id="payments.loadMore" />,
          testId: 'payment-orders-load-more',
          hasNext: pages.hasNext,
          loading: pages.isLoadingNext,
          onLoadMore: () => pages.loadNext(PAYMENT_ORDER_PAGE_SIZE),
        }}
      />
    </>
  );
}
