import type { PaymentOrderRow_order$key } from '../../__generated__/PaymentOrderRow_order.graphql';
import { DataTable } from '../../ui/DataTable';
import { useListUrlState } from '../../ui/lists/listUrlState';
import { messageColumns } from '../../ui/messageColumns';
import { OrderSelectAll } from './OrderSelectAll';
import { PaymentOrderRow } from './PaymentOrderRow';
import { PAYMENT_LIST } from './paymentSearch';

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

type PaymentOrderTableProps = {
  orders: readonly { id: string; order: PaymentOrderRow_order$key }[];
  /** The ticks, for a viewer who may act on orders; null shows no tick column. */
  selection: {
    selected: ReadonlySet<string>;
    toggle: (id: string) => void;
    setSelected: (selected: Set<string>) => void;
  } | null;
  /** Why the service refused an order of the last action, by order id. */
  refused: ReadonlyMap<string, string>;
  onOpen: (id: string) => void;
};

/** The orders' table: a heading tick over the rows' ticks, headings that sort (kept in the URL), one row per order. */
export function PaymentOrderTable({ orders, selection, refused, onOpen }: PaymentOrderTableProps) {
  const sorting = useListUrlState(PAYMENT_LIST);
  const ids = orders.map((order) => order.id);
  const tickedCount = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const columns = selection
    ? [
        {
          key: 'select',
          label: (
            <OrderSelectAll ids={ids} tickedCount={tickedCount} onChange={selection.setSelected} />
          ),
        },
        ...COLUMNS,
      ]
    : COLUMNS;
  return (
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
            selection
              ? {
                  checked: selection.selected.has(order.id),
                  onToggle: () => selection.toggle(order.id),
                }
              : null
          }
          refusal={refused.get(order.id) ?? null}
          onOpen={onOpen}
        />
      ))}
    </DataTable>
  );
}
