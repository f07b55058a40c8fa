import { Card } from '@chakra-ui/react';
import type { PaymentOrderRow_order$key } from '../../__generated__/PaymentOrderRow_order.graphql';
import type { ListTotal } from '../../ui/lists/ListTotalsRow';
import { OrderActionDialogs } from './OrderActionDialogs';
import { ORDER_KINDS, orderPermission, type OrderKind } from './orderKinds';
import { OrderBulkBar } from './OrderBulkBar';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderListFooter } from './OrderListFooter';
import { PaymentOrderDrawer } from './PaymentOrderDrawer';
import type { PaymentSearch } from './paymentSearch';
import { PaymentOrderTable } from './PaymentOrderTable';
import { RefusedGoneAlerts } from './RefusedGoneAlerts';
import { useAllowedOrderActions } from './useAllowedOrderActions';
import { useOrderActions } from './useOrderActions';
import { useOrderDrawer } from './useOrderDrawer';
import { useOrderSelection } from './useOrderSelection';
import { useOrderUpdates } from './useOrderUpdates';

/** An order of the list as the list itself weighs it (its row reads the rest from `order`). */
export type ListOrder = {
  id: string;
  status: string;
  archived: boolean;
  viewerCanApprove: boolean;
  version: number;
  exported: boolean;
  name: string;
  order: PaymentOrderRow_order$key;
};

type PaymentOrderListProps = {
  kind: OrderKind;
  orders: readonly ListOrder[];
  totalCount: number;
  /** The amounts of every order of the tab, per currency (the server's sums over all pages). */
  totals: readonly ListTotal[];
  pages: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => void };
  permissions: readonly string[];
  /** Whether the viewer has an authenticator app set up, which approving needs. */
  hasAuthenticator: boolean;
  timeZone: string;
  search: PaymentSearch;
};

/**
 * A list of payments or transfers, one tab at a time, that follows other
 * members' changes live: rows with date, beneficiary, source account,
 * method, amount, fee and status; ticked rows are approved, exported,
 * rejected, cancelled or archived together (each action offered only with its
 * permission and when it means something for what is ticked); an order the
 * service refuses keeps its tick and says why on its row; a row opens its
 * detail in a drawer. A heading sorts the list by its column (kept in the
 * URL with the tab); under the rows, the totals of the whole tab.
 */
export function PaymentOrderList({
  kind,
  orders,
  totalCount,
  totals,
  pages,
  permissions,
  hasAuthenticator,
  timeZone,
  search,
}: PaymentOrderListProps) {
  const [run] = useOrderActions(kind);
  useOrderUpdates(kind);
  const { selected, setSelected, toggle, refused, names, dialog, start, finish, close } =
    useOrderSelection(kind);
  const drawer = useOrderDrawer(kind, search);
  const allowed = useAllowedOrderActions(kind, permissions);
  const canCreate = permissions.includes(orderPermission(kind, 'create'));
  const selectable = allowed.size > 0;
  const ids = orders.map((order) => order.id);
  // An order that left the list (it moved to another tab) is no longer ticked.
  const ticked = orders.filter((order) => selected.has(order.id));

  return (
    <Card.Root
      variant="outline"
      bg="bg"
      overflow="hidden"
      data-testid="payment-order-list"
      data-kind={kind}
    >
      <OrderBulkBar
        kind={kind}
        path={ORDER_KINDS[kind].listPath}
        search={search}
        ticked={ticked}
        allowed={allowed}
        selectable={selectable && orders.length > 0}
        onAction={start}
      />
      <RefusedGoneAlerts refused={refused} ids={ids} names={names} />
      {orders.length === 0 ? (
        <OrderListEmpty kind={kind} search={search} canCreate={canCreate} />
      ) : (
        <PaymentOrderTable
          orders={orders}
          selection={selectable ? { selected, toggle, setSelected } : null}
          refused={refused}
          onOpen={drawer.openDetail}
        />
      )}
      {orders.length > 0 ? (
        <OrderListFooter
          kind={kind}
          shown={orders.length}
          totalCount={totalCount}
          totals={totals}
          pages={pages}
        />
      ) : null}
      <PaymentOrderDrawer
        kind={kind}
        queryRef={drawer.queryRef}
        open={drawer.open}
        onClose={drawer.closeDetail}
        allowed={allowed}
        canEdit={canCreate}
        timeZone={timeZone}
        onAction={(action, order) => start(action, [order])}
      />
      <OrderActionDialogs
        kind={kind}
        dialog={dialog}
        hasAuthenticator={hasAuthenticator}
        run={run}
        onDone={finish}
        onClose={close}
      />
    </Card.Root>
  );
}
