import { Card, Checkbox } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentOrderRow_order$key } from '../../__generated__/PaymentOrderRow_order.graphql';
import { DataTable } from '../../ui/DataTable';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { ListFooter } from '../../ui/ListFooter';
import { ListTotalsRow, type ListTotal } from '../../ui/lists/ListTotalsRow';
import { useListUrlState } from '../../ui/lists/listUrlState';
import { messageColumns } from '../../ui/messageColumns';
import { ACTION_PERMISSION, ORDER_ACTIONS } from './orderActions';
import { OrderActionDialogs } from './OrderActionDialogs';
import { ORDER_KINDS, orderPermission, type OrderKind } from './orderKinds';
import { OrderBulkBar } from './OrderBulkBar';
import { OrderListEmpty } from './OrderListEmpty';
import { KIND_WORDS } from './paymentLabels';
import { PaymentOrderDrawer } from './PaymentOrderDrawer';
import { PaymentOrderRow } from './PaymentOrderRow';
import { PAYMENT_LIST, type PaymentSearch } from './paymentSearch';
import { useOrderActions } from './useOrderActions';
import { useOrderDrawer } from './useOrderDrawer';
import { useOrderSelection } from './useOrderSelection';
import { useOrderUpdates } from './useOrderUpdates';

/** How many orders a page of a list shows. */
export const PAYMENT_ORDER_PAGE_SIZE = 20;

/** The columns the list sorts by name their sort (the schema's PaymentSort). */
const SORTS: Record<string, (typeof PAYMENT_LIST.sorts)[number]> = {
  'payments.column.date': 'PAYMENT_DATE',
  'payments.column.beneficiary': 'BENEFICIARY',
  'payments.column.amount': 'AMOUNT',
  'payments.column.status': 'STATUS',
};
const COLUMNS = messageColumns(
  [
    'payments.column.date',
    'payments.column.beneficiary',
    'payments.column.source',
    'payments.column.method',
    'payments.column.amount',
    'payments.column.fee',
    'payments.column.status',
  ],
  ['payments.column.amount', 'payments.column.fee'],
).map((column) => ({ ...column, sort: SORTS[column.key] }));

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
  const intl = useIntl();
  const [run] = useOrderActions(kind);
  useOrderUpdates(kind);
  const { selected, setSelected, toggle, refused, names, dialog, start, finish, close } =
    useOrderSelection(kind);
  const sorting = useListUrlState(PAYMENT_LIST);
  const drawer = useOrderDrawer(kind, search);

  const allowed = useMemo(
    () =>
      new Set(
        ORDER_ACTIONS.filter((action) =>
          permissions.includes(orderPermission(kind, ACTION_PERMISSION[action])),
        ),
      ),
    [kind, permissions],
  );
  const canCreate = permissions.includes(orderPermission(kind, 'create'));
  const selectable = allowed.size > 0;
  const ids = orders.map((order) => order.id);
  // An order that left the list (it moved to another tab) is no longer ticked.
  const ticked = orders.filter((order) => selected.has(order.id));

  const allTicked = ids.length > 0 && ticked.length === ids.length;
  const columns = selectable
    ? [
        {
          key: 'select',
          label: (
            <Checkbox.Root
              checked={allTicked ? true : ticked.length > 0 ? 'indeterminate' : false}
              onCheckedChange={() => setSelected(allTicked ? new Set() : new Set(ids))}
              data-testid="payment-order-select-all"
            >
              <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: 'payments.selectAll' })} />
              <Checkbox.Control />
            </Checkbox.Root>
          ),
        },
        ...COLUMNS,
      ]
    : COLUMNS;
  const gone = [...refused].filter(([id]) => !ids.includes(id));

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
      {gone.map(([id, message]) => (
        <FormErrorAlert
          key={id}
          message={intl.formatMessage(
            { id: 'payments.refusedGone' },
            { name: names.get(id) ?? '', reason: message },
          )}
          testId="payment-order-refusal-gone"
        />
      ))}
      {orders.length === 0 ? (
        <OrderListEmpty kind={kind} search={search} canCreate={canCreate} />
      ) : (
        <DataTable
          columns={columns}
          size="sm"
          interactive
          wrapHeaders
          sorting={sorting}
          testId="payment-orders-table"
        >
          {orders.map((order) => (
            <PaymentOrderRow
              key={order.id}
              order={order.order}
              selection={
                selectable
                  ? { checked: selected.has(order.id), onToggle: () => toggle(order.id) }
                  : null
              }
              refusal={refused.get(order.id) ?? null}
              onOpen={drawer.openDetail}
            />
          ))}
        </DataTable>
      )}
      {orders.length > 0 ? <ListTotalsRow totals={totals} testId="payment-orders-totals" /> : null}
      {orders.length > 0 ? (
        <ListFooter
          summary={
            <FormattedMessage
              id={KIND_WORDS[kind].showing.id}
              values={{ shown: orders.length, total: totalCount }}
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
