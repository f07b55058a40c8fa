import { Card, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation } from 'react-router';
import type { BillList_query$key } from '../../__generated__/BillList_query.graphql';
import type { BillListPaginationQuery } from '../../__generated__/BillListPaginationQuery.graphql';
import { FilteredPagedTable } from '../../ui/lists/FilteredPagedTable';
import { StatusFilterSelect } from '../../ui/StatusFilterSelect';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { useListUrlState, type ListUrlSpec } from '../../ui/lists/listUrlState';
import {
  BILL_PAYMENT_STATUS_TONES,
  BILL_PAYMENT_STATUSES,
  type BillPaymentStatusValue,
} from '../../domain/records/billPaymentStatus';
import { messageColumns } from '../../ui/messageColumns';
import { BillCancelDialog } from './BillCancelDialog';
import { BillMarkPaidDialog, type BillToMarkPaid } from './BillMarkPaidDialog';
import { BILL_STATUS_TONES, BILL_STATUSES, type BillStatusValue } from './billLabels';
import { BillRow } from './BillRow';
import type { BillTarget } from './useBillTarget';
import { useBillMoves } from './useBillMoves';
import { FilterBar } from '../../ui/FilterBar';

/** How many bills one page shows. */
export const BILL_PAGE_SIZE = 20;

/** The columns; those the list sorts by name their sort (the schema's BillSort). */
const SORTS: Record<string, BillSort> = {
  'bills.column.dueDate': 'DUE_DATE',
  'bills.column.supplier': 'SUPPLIER',
  'bills.column.number': 'NUMBER',
  'bills.column.amount': 'AMOUNT',
};
const COLUMNS = messageColumns(
  [
    'bills.column.dueDate',
    'bills.column.supplier',
    'bills.column.number',
    'bills.column.category',
    'bills.column.amount',
    'bills.column.status',
  ],
  ['bills.column.amount'],
).map((column) => ({ ...column, sort: SORTS[column.key] }));

type BillSort = 'DUE_DATE' | 'DATE' | 'AMOUNT' | 'SUPPLIER' | 'NUMBER';

/** The list's filters and sort as its URL keeps them: a status and a payment status ('' for any), soonest due first by default. */
type BillFilters = { status: '' | BillStatusValue; paymentStatus: '' | BillPaymentStatusValue };

export const BILL_LIST: ListUrlSpec<BillFilters, BillSort> = {
  filters: { status: '', paymentStatus: '' },
  options: { status: BILL_STATUSES, paymentStatus: BILL_PAYMENT_STATUSES },
  sorts: ['DUE_DATE', 'DATE', 'AMOUNT', 'SUPPLIER', 'NUMBER'],
  sort: 'DUE_DATE',
  direction: 'ASC',
};

/** The permissions that give a row some action (see billActions). */
const ACTING_PERMISSIONS = [
  'bills:create',
  'bills:approve',
  'payments:create',
  'reconciliation:auto-reconcile',
];

type BillListProps = {
  query: BillList_query$key;
  permissions: readonly string[];
};

/**
 * The organisation's bills, soonest due first or sorted by a column, narrowed
 * by status and payment status (both kept in the URL: the route loads the
 * list they name), with "Load more", the count and the totals of the amounts
 * per currency; each row offers Submit,
 * Approve, Cancel (with a reason) or Pay as the bill and the viewer's
 * permissions allow. A refused move says why above the table.
 */
export function BillList({ query, permissions }: BillListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = useBillPages(query);
  const isRefetching = useNavigation().state === 'loading';
  const [toCancel, setToCancel] = useState<BillTarget | null>(null);
  const [toMarkPaid, setToMarkPaid] = useState<BillToMarkPaid | null>(null);
  const moves = useBillMoves();

  const list = useListUrlState(BILL_LIST);
  const { clearFilters, filtered } = list;

  const connection = data.bills;
  const withActions = ACTING_PERMISSIONS.some((permission) => permissions.includes(permission));

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <BillListFilters list={list} />
      {moves.refusal ? (
        <Flex padding="4" paddingBottom="0">
          <FormErrorAlert message={moves.refusal} testId="bills-refusal" />
        </Flex>
      ) : null}
      <FilteredPagedTable
        connection={connection}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={BILL_PAGE_SIZE}
        messages="bills"
        testId="bills"
        empty={{
          icon: 'bill',
          filtered,
          onClear: clearFilters,
          createAt: permissions.includes('bills:create') ? '/bills/create' : null,
        }}
        table={{
          columns: COLUMNS,
          actionsLabel: withActions ? <FormattedMessage id="bills.column.actions" /> : null,
          interactive: true,
          dimmed: isRefetching,
          sorting: list,
        }}
        totals={{ totals: connection.totals, testId: 'bills-totals' }}
      >
        {(bill) => (
          <BillRow
            key={bill.id}
            bill={bill}
            permissions={permissions}
            withActions={withActions}
            busy={moves.busy === bill.id}
            onSubmit={(target) => void moves.submit(target)}
            onApprove={(target) => void moves.approve(target)}
            onCancel={(target) => {
              moves.clearRefusal();
              setToCancel(target);
            }}
            onMarkPaid={(target) => {
              moves.clearRefusal();
              setToMarkPaid(target);
            }}
          />
        )}
      </FilteredPagedTable>
      <BillCancelDialog bill={toCancel} onClose={() => setToCancel(null)} />
      <BillMarkPaidDialog bill={toMarkPaid} onClose={() => setToMarkPaid(null)} />
    </Card.Root>
  );
}

/** The list's page of bills, their count and totals per currency, and the way to load the next page. */
function useBillPages(query: BillList_query$key) {
  return usePaginationFragment<BillListPaginationQuery, BillList_query$key>(
    graphql`
      fragment BillList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "BillStatus" }
        paymentStatus: { type: "BillPaymentStatus" }
        sort: { type: "BillSort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "BillListPaginationQuery") {
        bills(
          first: $count
          after: $cursor
          status: $status
          paymentStatus: $paymentStatus
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "BillList_bills"
            filters: ["status", "paymentStatus", "sort", "sortDirection"]
          ) {
          totalCount
          totals {
            ...listTotalFields_total @relay(mask: false)
          }
          edges {
            node {
              id
              ...BillRow_bill
            }
          }
        }
      }
    `,
    query,
  );
}

/** The list's status and payment status filters, kept in the URL. */
function BillListFilters({
  list,
}: {
  list: Pick<ReturnType<typeof useListUrlState<BillFilters, BillSort>>, 'filters' | 'change'>;
}) {
  const intl = useIntl();
  const { filters, change } = list;
  const any = intl.formatMessage({ id: 'bills.filter.any' });
  return (
    <FilterBar testId="bills-filters">
      <StatusFilterSelect
        name="status"
        label={<FormattedMessage id="bills.filter.status" />}
        value={filters.status}
        onChange={(status) => change({ status })}
        statuses={BILL_STATUSES}
        tones={BILL_STATUS_TONES}
        placeholder={any}
        testId="bills-filter-status"
      />
      <StatusFilterSelect
        name="paymentStatus"
        label={<FormattedMessage id="bills.filter.paymentStatus" />}
        value={filters.paymentStatus}
        onChange={(paymentStatus) => change({ paymentStatus })}
        statuses={BILL_PAYMENT_STATUSES}
        tones={BILL_PAYMENT_STATUS_TONES}
        placeholder={any}
        testId="bills-filter-payment-status"
        minWidth="52"
      />
    </FilterBar>
  );
}
