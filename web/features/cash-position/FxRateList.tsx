import { Button, Card, HStack } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FxRateList_query$key } from '../../__generated__/FxRateList_query.graphql';
import type { FxRateListPaginationQuery } from '../../__generated__/FxRateListPaginationQuery.graphql';
import { useRefresh } from '../../relay/useRefresh';
import { useReloadInPlace } from '../../ui/useReloadInPlace';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { PagedTable } from '../../ui/lists/PagedTable';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { MenuIcon } from '../../ui/MenuIcon';
import { messageColumns } from '../../ui/messageColumns';
import { FxRateRow } from './FxRateRow';
import { FX_RATES_TEMPLATE_URL } from './fxRatesTemplate';
import { ImportRatesDialog } from './ImportRatesDialog';
import { RecordRateDialog } from './RecordRateDialog';

/** How many rates one page of the list shows. */
export const FX_RATE_PAGE_SIZE = 10;

const COLUMNS = messageColumns([
  'cashPosition.rates.column.date',
  'cashPosition.rates.column.rate',
  'cashPosition.rates.column.source',
]);

type FxRateListProps = {
  query: FxRateList_query$key;
  /** Whether the viewer may record and import rates (`bank-accounts:manage`). */
  canManage: boolean;
  refreshKey: number;
  /** Called once a rate is recorded or a file imported: the position and the trend convert again. */
  onChanged: () => void;
};

/**
 * The organisation's exchange rates, newest day first, with where each came
 * from; the CSV template for everyone, and for who may, "Record rate" (a
 * dialog) and "Import CSV".
 */
export function FxRateList({ query, canManage, refreshKey, onChanged }: FxRateListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = useFxRatePages(query);
  const [dialog, setDialog] = useState<'record' | 'import' | null>(null);
  const [isReloading, reload] = useReloadInPlace(refetch);
  // The list stays on screen while it reloads after a new rate or import.
  useRefresh(refreshKey, () => reload({ count: FX_RATE_PAGE_SIZE, cursor: null }));

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="fx-rates">
      <CardTitleBar
        title={<FormattedMessage id="cashPosition.rates.title" />}
        description={<FormattedMessage id="cashPosition.rates.subtitle" />}
      >
        <HStack gap="2" wrap={{ base: 'wrap', md: 'nowrap' }} flexShrink={0}>
          <Button asChild size="sm" variant="outline" data-testid="fx-rates-template">
            <a href={FX_RATES_TEMPLATE_URL} download="fx-rates-template.csv">
              <MenuIcon name="download" />
              <FormattedMessage id="cashPosition.rates.template" />
            </a>
          </Button>
          <ActionButtonList
            size="sm"
            buttons={[
              {
                label: 'cashPosition.rates.import',
                testId: 'fx-rates-import',
                look: 'plain',
                icon: 'upload',
                shown: canManage,
                onClick: () => setDialog('import'),
              },
              {
                label: 'cashPosition.rates.record',
                testId: 'fx-rates-record',
                look: 'main',
                icon: 'plus',
                shown: canManage,
                onClick: () => setDialog('record'),
              },
            ]}
          />
        </HStack>
      </CardTitleBar>
      <PagedTable
        connection={data.fxRates}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={FX_RATE_PAGE_SIZE}
        messages="cashPosition.rates"
        testId="fx-rates"
        empty={
          <PrefixedListEmptyState
            testId="fx-rates-empty"
            icon="chart"
            messages="cashPosition.rates"
            paddingY="10"
          />
        }
        table={{ columns: COLUMNS, size: 'sm', dimmed: isReloading }}
      >
        {(rate) => <FxRateRow key={`${rate.date}-${rate.currency}`} rate={rate} />}
      </PagedTable>
      <RecordRateDialog
        open={dialog === 'record'}
        today={data.position.today}
        onClose={() => setDialog(null)}
        onRecorded={onChanged}
      />
      <ImportRatesDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImported={onChanged}
      />
    </Card.Root>
  );
}

/** The list's page of rates and their count, the organisation's today, the way to load the next page, and to read the list again. */
function useFxRatePages(query: FxRateList_query$key) {
  return usePaginationFragment<FxRateListPaginationQuery, FxRateList_query$key>(
    graphql`
      fragment FxRateList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "FxRateListPaginationQuery") {
        position: cashPosition {
          today
        }
        fxRates(first: $count, after: $cursor) @connection(key: "FxRateList_fxRates") {
          totalCount
          edges {
            node {
              date
              currency
              ...FxRateRow_rate
            }
          }
        }
      }
    `,
    query,
  );
}
