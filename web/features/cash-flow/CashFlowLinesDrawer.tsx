import { Drawer, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type {
  CashFlowLinesDrawerQuery,
  CashFlowLinesDrawerQuery$variables,
} from '../../__generated__/CashFlowLinesDrawerQuery.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DrawerLoading } from '../../ui/DrawerLoading';
import { SideDrawer } from '../../ui/SideDrawer';
import { CashFlowLineList } from './CashFlowLineList';
import { CASH_FLOW_LINES_PAGE_SIZE } from './cashFlowPageSize';

/** A figure of the report whose lines are shown: its direction, category (null: uncategorised), days and currency, and how the drawer names it. */
export type CashFlowCell = {
  direction: 'CREDIT' | 'DEBIT';
  category: string | null;
  from: string;
  to: string;
  currency: string;
  title: string;
};

export const cashFlowLinesDrawerQuery = graphql`
  query CashFlowLinesDrawerQuery(
    $count: Int!
    $currency: Currency!
    $from: Date!
    $to: Date!
    $direction: TransactionDirection!
    $category: CashCategory
    $uncategorised: Boolean!
  ) {
    ...CashFlowLineList_query
      @arguments(
        count: $count
        currency: $currency
        from: $from
        to: $to
        direction: $direction
        category: $category
        uncategorised: $uncategorised
      )
  }
`;

/** The drawer query's variables for a figure. */
export function cellVariables(cell: CashFlowCell): CashFlowLinesDrawerQuery$variables {
  return {
    count: CASH_FLOW_LINES_PAGE_SIZE,
    currency: cell.currency as CashFlowLinesDrawerQuery$variables['currency'],
    from: cell.from,
    to: cell.to,
    direction: cell.direction,
    category: (cell.category as CashFlowLinesDrawerQuery$variables['category']) ?? null,
    uncategorised: cell.category === null,
  };
}

type CashFlowLinesDrawerProps = {
  /** The figure whose lines are shown; the drawer is open while set. */
  cell: CashFlowCell | null;
  /** Its lines' query, started when the figure was chosen (`cellVariables`). */
  queryRef: PreloadedQuery<CashFlowLinesDrawerQuery> | null | undefined;
  canCorrect: boolean;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
};

/** The statement transactions behind a figure of the report, in a drawer: each with its category, which can be corrected there. */
export function CashFlowLinesDrawer({
  cell,
  queryRef,
  canCorrect,
  onClose,
  onChanged,
}: CashFlowLinesDrawerProps) {
  const intl = useIntl();
  return (
    <SideDrawer
      open={cell !== null}
      onClose={onClose}
      testId="cash-flow-lines-drawer"
      closeLabel={intl.formatMessage({ id: 'cashFlow.close' })}
    >
      {cell ? <DrawerTitle cell={cell} /> : null}
      <Drawer.Body>
        <Suspense fallback={<DrawerLoading />}>
          {queryRef ? (
            <DrawerLines queryRef={queryRef} canCorrect={canCorrect} onChanged={onChanged} />
          ) : null}
        </Suspense>
      </Drawer.Body>
    </SideDrawer>
  );
}

function DrawerTitle({ cell }: { cell: CashFlowCell }) {
  const { language } = useLanguage();
  return (
    <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
      <Drawer.Title>{cell.title}</Drawer.Title>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id={
            cell.direction === 'CREDIT'
              ? 'cashFlow.drawer.subtitleIn'
              : 'cashFlow.drawer.subtitleOut'
          }
          values={{
            from: formatDate(cell.from, language),
            to: formatDate(cell.to, language),
            currency: cell.currency,
          }}
        />
      </Text>
    </Drawer.Header>
  );
}

function DrawerLines({
  queryRef,
  canCorrect,
  onChanged,
}: {
  queryRef: PreloadedQuery<CashFlowLinesDrawerQuery>;
  canCorrect: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const data = usePreloadedQuery<CashFlowLinesDrawerQuery>(cashFlowLinesDrawerQuery, queryRef);
  return (
    <CashFlowLineList
      query={data}
      canCorrect={canCorrect}
      onChanged={onChanged}
      empty="cell"
      compact
      testId="cash-flow-drawer-lines"
    />
  );
}
