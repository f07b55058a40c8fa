import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PayablesCurrencySection_group$key } from '../../__generated__/PayablesCurrencySection_group.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ChartPanel } from '../../ui/charts/ChartPanel';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { AGED_PAYABLE_BUCKETS, BUCKET_COLORS, BUCKET_FIELD, BUCKET_TONES } from './payablesLabels';
import { PayableBucketFigure } from './PayableBucketFigure';
import { PayablesSupplierRow } from './PayablesSupplierRow';

const COLUMNS = messageColumns(
  [
    'payables.column.supplier',
    'payables.column.notDue',
    'payables.column.dueToday',
    'payables.column.overdue',
    'payables.column.total',
    'payables.column.bills',
  ],
  [
    'payables.column.notDue',
    'payables.column.dueToday',
    'payables.column.overdue',
    'payables.column.total',
  ],
);

type PayablesCurrencySectionProps = {
  group: PayablesCurrencySection_group$key;
  asOf: string;
};

/**
 * What is owed in one currency: each bucket over every supplier, a chart of
 * every supplier's buckets (whose table and CSV hold the whole supplier by
 * bucket grid, exact), and the suppliers, the most owed first, each opening
 * its bucket amounts and bills.
 */
export function PayablesCurrencySection({ group, asOf }: PayablesCurrencySectionProps) {
  const data = useFragment(
    graphql`
      fragment PayablesCurrencySection_group on AgedPayablesByCurrency {
        currency
        totals {
          ...payableAmounts_amounts @relay(mask: false)
        }
        rows {
          supplierName
          amounts {
            ...payableAmounts_amounts @relay(mask: false)
          }
          ...PayablesSupplierRow_row
        }
      }
    `,
    group,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const unknownSupplier = intl.formatMessage({ id: 'payables.unknownSupplier' });
  const chartRows = data.rows.map((row) => ({
    supplier: row.supplierName ?? unknownSupplier,
    ...Object.fromEntries(
      AGED_PAYABLE_BUCKETS.map((bucket) => [bucket, row.amounts[BUCKET_FIELD[bucket]].amount]),
    ),
  }));

  return (
    <Stack gap="4" data-testid={`payables-${data.currency}`}>
      <Text fontFamily="heading" fontSize="lg" fontWeight="semibold">
        <FormattedMessage
          id="payables.currencyTitle"
          values={{
            currency: data.currency,
            total: formatMoney(data.totals.total.amount, data.currency, language),
          }}
        />
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4, '2xl': 7 }} gap="3">
        {AGED_PAYABLE_BUCKETS.map((bucket) => (
          <Card.Root
            key={bucket}
            variant="outline"
            bg="bg"
            borderTopWidth="3px"
            borderTopColor={BUCKET_COLORS[bucket]}
          >
            <Card.Body padding="3" gap="1">
              <PayableBucketFigure
                bucket={bucket}
                amounts={data.totals}
                currency={data.currency}
                strong
                testId={`payables-${data.currency}-${bucket}`}
              />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <ChartPanel
        title={<FormattedMessage id="payables.chart.title" />}
        description={
          <FormattedMessage id="payables.chart.subtitle" values={{ currency: data.currency }} />
        }
        kind="stackedBar"
        rows={chartRows}
        xKey="supplier"
        xLabel={intl.formatMessage({ id: 'payables.column.supplier' })}
        series={AGED_PAYABLE_BUCKETS.map((bucket) => ({
          key: bucket,
          label: intl.formatMessage(BUCKET_TONES[bucket].label),
          color: BUCKET_COLORS[bucket],
        }))}
        currency={data.currency}
        csvFileName={`aged-payables-${data.currency}-${asOf}.csv`}
        testId={`payables-chart-${data.currency}`}
      />
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <DataTable columns={COLUMNS} size="sm" testId={`payables-table-${data.currency}`}>
          {data.rows.map((row, index) => (
            <PayablesSupplierRow
              key={row.supplierName ?? `unknown-${index}`}
              row={row}
              currency={data.currency}
            />
          ))}
        </DataTable>
      </Card.Root>
    </Stack>
  );
}
