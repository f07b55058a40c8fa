import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TaxRatesCard_query$key } from '../../__generated__/TaxRatesCard_query.graphql';
import type { TaxRatesCardPaginationQuery } from '../../__generated__/TaxRatesCardPaginationQuery.graphql';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { FormDialog } from '../../ui/FormDialog';
import { PagedTable } from '../../ui/lists/PagedTable';
import { messageColumns } from '../../ui/messageColumns';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { toastSuccess } from '../../ui/toaster';
import { useReloadInPlace } from '../../ui/useReloadInPlace';
import { TaxRateForm } from './TaxRateForm';
import { TaxRateDeleteDialog } from './TaxRateDeleteDialog';
import { TaxRateRow, type TaxRateActions, type TaxRateTarget } from './TaxRateRow';
import { TaxRatesImportForm } from './TaxRatesImportForm';

const PAGE_SIZE = 10;

const COLUMNS = messageColumns([
  'orders.taxRates.column.week',
  'orders.taxRates.column.rate',
  'orders.taxRates.column.source',
]);

const taxRatesFragment = graphql`
  fragment TaxRatesCard_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "TaxRatesCardPaginationQuery") {
    taxExchangeRates(first: $count, after: $cursor)
      @connection(key: "TaxRatesCard_taxExchangeRates") {
      edges {
        node {
          ...TaxRateRow_rate
          validFrom
          currency
        }
      }
      totalCount
    }
  }
`;

/** The dialogs of the card: their test ids, titles and sizes. */
const DIALOGS = {
  enter: { testId: 'tax-rate-dialog', title: 'orders.taxRates.dialog.title', size: 'md' },
  correct: {
    testId: 'tax-rate-dialog',
    title: 'orders.taxRates.correctDialog.title',
    size: 'md',
  },
  import: {
    testId: 'tax-rates-import-dialog',
    title: 'orders.taxRates.importDialog.title',
    size: 'lg',
  },
} as const;

/**
 * The kurs pajak table on the Orders settings page: the Minister of
 * Finance's weekly USD and SGD rates that invoices in those currencies are
 * issued at, the latest week first; for members who manage invoices,
 * "Enter rate" and "Import CSV", and on each row Correct and Delete, for a
 * rate entered wrongly that no document uses yet. Nothing without
 * `invoices:read`.
 */
export function TaxRatesCard({
  query,
  canManage,
}: {
  query: TaxRatesCard_query$key;
  canManage: boolean;
}) {
  const pages = usePaginationFragment<TaxRatesCardPaginationQuery, TaxRatesCard_query$key>(
    taxRatesFragment,
    query,
  );
  const [dialog, setDialog] = useState<keyof typeof DIALOGS | null>(null);
  const [target, setTarget] = useState<TaxRateTarget | null>(null);
  const [deleting, setDeleting] = useState<TaxRateTarget | null>(null);
  const [isReloading, reload] = useReloadInPlace(pages.refetch);
  const rates = pages.data.taxExchangeRates;
  if (!rates) return null;
  const close = () => setDialog(null);
  // The dialog closes, the list reads the table again, and a toast says what it now holds.
  const done = (message: string) => {
    close();
    reload({ count: PAGE_SIZE, cursor: null });
    toastSuccess(message);
  };
  const actions: TaxRateActions | null = canManage
    ? {
        onCorrect: (rate) => {
          setTarget(rate);
          setDialog('correct');
        },
        onDelete: setDeleting,
      }
    : null;

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
        connection={rates}
        pages={pages}
        pageSize={PAGE_SIZE}
        messages="orders.taxRates"
        testId="tax-rates"
        table={{
          actionsLabel: canManage ? <FormattedMessage id="orders.taxRates.column.actions" /> : null,
          columns: COLUMNS,
          dimmed: isReloading,
          size: 'sm',
        }}
        empty={
          <PrefixedListEmptyState
            testId="tax-rates-empty"
            icon="chart"
            messages="orders.taxRates"
          />
        }
      >
        {(rate) => (
          <TaxRateRow key={`${rate.validFrom}-${rate.currency}`} rate={rate} actions={actions} />
        )}
      </PagedTable>
      <TaxRateDeleteDialog
        rate={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => reload({ count: PAGE_SIZE, cursor: null })}
      />
      <TaxRatesDialog dialog={dialog} correcting={target} onClose={close} done={done} />
    </Card.Root>
  );
}

/** The card's open dialog: enter a rate, correct one (`correcting`), or import a CSV; `done` closes it with a toast. */
function TaxRatesDialog({
  dialog,
  correcting,
  onClose: close,
  done,
}: {
  dialog: keyof typeof DIALOGS | null;
  correcting: TaxRateTarget | null;
  onClose: () => void;
  done: (message: string) => void;
}) {
  const intl = useIntl();
  const shown = dialog ? DIALOGS[dialog] : DIALOGS.enter;
  return (
    <FormDialog
      open={dialog !== null}
      onClose={close}
      size={shown.size}
      testId={shown.testId}
      title={<FormattedMessage id={shown.title} />}
    >
      {dialog === 'import' ? (
        <TaxRatesImportForm
          onCancel={close}
          onImported={(count) =>
            done(intl.formatMessage({ id: 'orders.taxRates.imported' }, { count }))
          }
        />
      ) : (
        <TaxRateForm
          key={dialog === 'correct' ? correcting?.id : 'new'}
          correcting={dialog === 'correct' ? correcting : null}
          onCancel={close}
          onEntered={(rate) =>
            done(
              intl.formatMessage(
                {
                  id:
                    dialog === 'correct' ? 'orders.taxRates.corrected' : 'orders.taxRates.entered',
                },
                { rate },
              ),
            )
          }
        />
      )}
    </FormDialog>
  );
}
