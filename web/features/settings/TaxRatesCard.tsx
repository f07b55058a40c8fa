import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TaxRatesCard_query$key } from '../../__generated__/TaxRatesCard_query.graphql';
import type { TaxRatesCardPaginationQuery } from '../../__generated__/TaxRatesCardPaginationQuery.graphql';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { PagedTable } from '../../ui/lists/PagedTable';
import { messageColumns } from '../../ui/messageColumns';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { useReloadInPlace } from '../../ui/useReloadInPlace';
import { TaxRateDialog } from './TaxRateDialog';
import { TaxRateRow } from './TaxRateRow';
import { TaxRatesImportDialog } from './TaxRatesImportDialog';

const PAGE_SIZE = 10;

const COLUMNS = messageColumns([
  'orders.taxRates.column.week',
  'orders.taxRates.column.rate',
  'orders.taxRates.column.source',
]);

/**
 * The kurs pajak table on the Orders settings page: the Minister of
 * Finance's weekly USD and SGD rates that invoices in those currencies are
 * issued at, the latest week first; for members who manage invoices,
 * "Enter rate" and "Import CSV". Nothing without `invoices:read`.
 */
export function TaxRatesCard({
  query,
  canManage,
}: {
  query: TaxRatesCard_query$key;
  canManage: boolean;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    TaxRatesCardPaginationQuery,
    TaxRatesCard_query$key
  >(
    graphql`
      fragment TaxRatesCard_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "TaxRatesCardPaginationQuery") {
        taxExchangeRates(first: $count, after: $cursor)
          @connection(key: "TaxRatesCard_taxExchangeRates") {
          totalCount
          edges {
            node {
              currency
              validFrom
              ...TaxRateRow_rate
            }
          }
        }
      }
    `,
    query,
  );
  const [dialog, setDialog] = useState<'enter' | 'import' | null>(null);
  const [isReloading, reload] = useReloadInPlace(refetch);
  if (!data.taxExchangeRates) return null;
  const changed = () => reload({ count: PAGE_SIZE, cursor: null });

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" maxWidth="4xl" data-testid="tax-rates">
      <CardTitleBar
        title={<FormattedMessage id="orders.taxRates.title" />}
        description={<FormattedMessage id="orders.taxRates.subtitle" />}
      >
        <ActionButtonList
          size="sm"
          buttons={[
            {
              label: 'orders.taxRates.import',
              testId: 'tax-rates-import',
              look: 'plain',
              icon: 'upload',
              shown: canManage,
              onClick: () => setDialog('import'),
            },
            {
              label: 'orders.taxRates.enter',
              testId: 'tax-rates-enter',
              look: 'main',
              icon: 'plus',
              shown: canManage,
              onClick: () => setDialog('enter'),
            },
          ]}
        />
      </CardTitleBar>
      <PagedTable
        connection={data.taxExchangeRates}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={PAGE_SIZE}
        messages="orders.taxRates"
        testId="tax-rates"
        empty={
          <PrefixedListEmptyState
            testId="tax-rates-empty"
            icon="chart"
            messages="orders.taxRates"
            paddingY="10"
          />
        }
        table={{ columns: COLUMNS, size: 'sm', dimmed: isReloading }}
      >
        {(rate) => <TaxRateRow key={`${rate.validFrom}-${rate.currency}`} rate={rate} />}
      </PagedTable>
      <TaxRateDialog
        open={dialog === 'enter'}
        onClose={() => setDialog(null)}
        onEntered={changed}
      />
      <TaxRatesImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImported={changed}
      />
    </Card.Root>
  );
}
