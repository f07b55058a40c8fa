import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { KIND_WORDS } from './paymentLabels';
import type { PaymentSearch } from './paymentSearch';

/** An order list with nothing to show: why (nothing yet, or nothing on this tab), and a way to make one for who may. */
export function OrderListEmpty({
  kind,
  search,
  canCreate,
}: {
  kind: OrderKind;
  search: PaymentSearch;
  canCreate: boolean;
}) {
  const words = KIND_WORDS[kind];
  return (
    <ListEmptyState
      testId="payment-orders-empty"
      icon={kind === 'PAYMENT' ? 'payment' : 'transfer'}
      title={<FormattedMessage id={words.emptyTitle.id} />}
      body={
        <FormattedMessage
          id={
            search.tab === 'ALL' && !search.archived ? words.emptyBody.id : 'payments.emptyTab.body'
          }
        />
      }
      action={
        canCreate && !search.archived ? (
          <LinkButton
            to={ORDER_KINDS[kind].createPath}
            label={<FormattedMessage id={words.create.id} />}
            icon="plus"
            primary
            size="sm"
          />
        ) : null
      }
    />
  );
}
