import { Card, Checkbox } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryLoader } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { PaymentOrderDrawerQuery } from '../../__generated__/PaymentOrderDrawerQuery.graphql';
import type { PaymentOrderRow_order$key } from '../../__generated__/PaymentOrderRow_order.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { DataTable } from '../../ui/DataTable';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { LinkButton } from '../../ui/LinkButton';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { ListTotalsRow, type ListTotal } from '../../ui/lists/ListTotalsRow';
import { useListUrlState } from '../../ui/lists/listUrlState';
import { messageColumns } from '../../ui/messageColumns';
import { downloadFile } from '../../ui/downloadFile';
import { toastSuccess } from '../../ui/toaster';
import { ACTION_PERMISSION, ORDER_ACTIONS, type OrderAction } from './orderActions';
import { OrderActionDialogs, type OpenDialog } from './OrderActionDialogs';
import { ORDER_KINDS, orderPermission, type OrderKind } from './orderKinds';
import { OrderBulkBar } from './OrderBulkBar';
import { ACTION_WORDS, KIND_WORDS } from './paymentLabels';
import { PaymentOrderDrawer, paymentOrderDrawerQuery, type NamedOrder } from './PaymentOrderDrawer';
import { PaymentOrderRow } from './PaymentOrderRow';
import { readOpenOrder } from '../../navigation/orderLinks';
import { PAYMENT_LIST, writePaymentSearch, type PaymentSearch } from './paymentSearch';
import { useOrderActions, type ActionOutcome } from './useOrderActions';
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
  const errorMessage = useErrorMessage();
  const [run] = useOrderActions(kind);
  useOrderUpdates(kind);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  // The names of the orders acted on last, so a refused one that has left the list still says which it was.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // An order linked from elsewhere (`?open={uuid}`) opens as the list arrives; closing it leaves the list's own address.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sorting = useListUrlState(PAYMENT_LIST);
  const openOrder = readOpenOrder(kind, params);
  const [drawerOpen, setDrawerOpen] = useState(openOrder !== null);
  const [drawerRef, loadDrawer] = useQueryLoader<PaymentOrderDrawerQuery>(paymentOrderDrawerQuery);

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

  const openDetail = useCallback(
    (id: string) => {
      loadDrawer({ id }, { fetchPolicy: 'store-and-network' });
      setDrawerOpen(true);
    },
    [loadDrawer],
  );
  useEffect(() => {
    if (openOrder) loadDrawer({ id: openOrder }, { fetchPolicy: 'store-and-network' });
  }, [openOrder, loadDrawer]);
  const closeDetail = () => {
    setDrawerOpen(false);
    if (openOrder)
      void navigate(writePaymentSearch(ORDER_KINDS[kind].listPath, search, params), {
        replace: true,
        preventScrollReset: true,
      });
  };

  const start = (action: OrderAction, targets: readonly NamedOrder[]) =>
    setDialog({ action, orders: [...targets] });

  const finish = (action: OrderAction, targets: readonly NamedOrder[], outcome: ActionOutcome) => {
    const refusals = outcome.refusals?.refused ?? new Map();
    setNames(new Map(targets.map((target) => [target.id, target.name])));
    setRefused((previous) => {
      const next = new Map(previous);
      for (const target of targets) next.delete(target.id);
      for (const [id, error] of refusals) next.set(id, errorMessage(error.code, error.message));
      return next;
    });
    setSelected(new Set(refusals.keys()));
    setDialog(null);
    if (outcome.done > 0)
      toastSuccess(
        intl.formatMessage({ id: ACTION_WORDS[action].done.id }, { count: outcome.done, kind }),
      );
    // An export's file is the point of it: it downloads at once (and stays on each order's detail).
    if (outcome.refusals !== null && outcome.file)
      downloadFile(outcome.file.downloadUrl, outcome.file.fileName);
  };

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
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
  const words = KIND_WORDS[kind];
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
        <ListEmptyState
          testId="payment-orders-empty"
          icon={kind === 'PAYMENT' ? 'payment' : 'transfer'}
          title={<FormattedMessage id={words.emptyTitle.id} />}
          body={
            <FormattedMessage
              id={
                search.tab === 'ALL' && !search.archived
                  ? words.emptyBody.id
                  : 'payments.emptyTab.body'
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
              onOpen={openDetail}
            />
          ))}
        </DataTable>
      )}
      {orders.length > 0 ? <ListTotalsRow totals={totals} testId="payment-orders-totals" /> : null}
      {orders.length > 0 ? (
        <ListFooter
          summary={
            <FormattedMessage
              id={words.showing.id}
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
        queryRef={drawerRef}
        open={drawerOpen}
        onClose={closeDetail}
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
        onClose={() => setDialog(null)}
      />
    </Card.Root>
  );
}
