import { Badge, Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ForecastComparisonView_snapshot$key } from '../../__generated__/ForecastComparisonView_snapshot.graphql';
import type { ForecastComparisonViewDeleteMutation } from '../../__generated__/ForecastComparisonViewDeleteMutation.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import {
  categoryLabel,
  isNegative,
  isZero,
  OUTCOME_TONES,
  outcomeLabel,
  periodLabel,
  sourceLabel,
} from './cashForecastLabels';
import { PERIODS_PER_PAGE } from './cashForecastParams';
import { PeriodPager } from './PeriodPager';

type Variance = {
  readonly forecast: { readonly amount: string };
  readonly actual: { readonly amount: string } | null | undefined;
  readonly variance: { readonly amount: string } | null | undefined;
};

/**
 * A frozen forecast against what happened: per period its status and net
 * flow as frozen, as the statement lines show it and the difference; per
 * category the same, four periods at a time; and each item it counted, with
 * what reconciliation has matched of it since.
 */
export function ForecastComparisonView({
  snapshot,
  canPlan,
  onDeleted,
}: {
  snapshot: ForecastComparisonView_snapshot$key;
  canPlan: boolean;
  onDeleted: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ForecastComparisonView_snapshot on CashForecastSnapshot {
        id
        name
        currency
        granularity
        asOf
        scenarioName
        openingBalance {
          amount
        }
        comparison {
          asOf
          periods {
            index
            key
            start
            end
            status
            net {
              forecast {
                amount
              }
              actual {
                amount
              }
              variance {
                amount
              }
            }
          }
          categories {
            category
            flow
            periods {
              forecast {
                amount
              }
              actual {
                amount
              }
              variance {
                amount
              }
            }
          }
          items {
            key
            source
            date
            period
            description
            counterpartyAlias
            amount {
              amount
            }
            outcome
            matched {
              amount
            }
            matchedOn
          }
        }
      }
    `,
    snapshot,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const deleteError = useDialogError();
  const [commitDelete, deleteBusy] = useCommit<ForecastComparisonViewDeleteMutation>(graphql`
    mutation ForecastComparisonViewDeleteMutation($input: CashForecastSnapshotDeleteInput!) {
      cashForecastSnapshotDelete(input: $input) {
        deletedId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  const { periods, categories, items } = data.comparison;
  const shown = periods.slice(page * PERIODS_PER_PAGE, (page + 1) * PERIODS_PER_PAGE);
  const label = (period: { start: string; end: string }) =>
    periodLabel(period, data.granularity, language);
  const matchable = items.filter((item) => item.outcome !== 'NOT_MATCHABLE');
  const remove = async () => {
    const done = await deleteError.outcome(
      commitDelete({ variables: { input: { snapshotId: data.id } } }).then(
        (response) => response.cashForecastSnapshotDelete,
      ),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'cashForecast.actuals.deleted' }, { name: data.name }));
    setDeleting(false);
    onDeleted();
  };
  /** The difference, green when it is good news (more in, less out, a better net) and red otherwise; zero in grey. */
  const varianceText = (figure: Variance, flow: string) =>
    figure.variance ? (
      <Text
        as="span"
        fontSize="xs"
        color={
          isZero(figure.variance.amount)
            ? 'fg.muted'
            : isNegative(figure.variance.amount) === (flow === 'OUTFLOW')
              ? 'fg.success'
              : 'fg.error'
        }
      >
        {figure.variance.amount.startsWith('-') ? '' : '+'}
        {money(figure.variance.amount)}
      </Text>
    ) : null;

  return (
    <Stack gap="5" data-testid="cash-forecast-comparison">
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header paddingBottom="2">
          <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="3">
            <Stack gap="1">
              <Text fontFamily="heading" fontWeight="semibold">
                {data.name}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage
                  id="cashForecast.comparison.subtitle"
                  values={{
                    date: formatDate(data.asOf, language),
                    opening: money(data.openingBalance.amount),
                    scenario: data.scenarioName ?? '',
                    hasScenario: data.scenarioName ? 'yes' : 'no',
                    today: formatDate(data.comparison.asOf, language),
                  }}
                />
              </Text>
            </Stack>
            {canPlan ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => setDeleting(true)}
                data-testid="cash-forecast-snapshot-delete"
              >
                <FormattedMessage id="cashForecast.actuals.delete" />
              </Button>
            ) : null}
          </HStack>
        </Card.Header>
        <DataTable
          size="sm"
          columns={[
            { key: 'period', label: intl.formatMessage({ id: 'cashForecast.table.period' }) },
            {
              key: 'forecast',
              label: intl.formatMessage({ id: 'cashForecast.comparison.forecastNet' }),
              numeric: true,
            },
            {
              key: 'actual',
              label: intl.formatMessage({ id: 'cashForecast.comparison.actualNet' }),
              numeric: true,
            },
          ]}
          testId="cash-forecast-comparison-periods"
        >
          {periods.map((period) => (
            <Table.Row
              key={period.key}
              data-testid={`cash-forecast-comparison-period-${period.index}`}
            >
              <Table.Cell>
                <Stack gap="0.5">
                  <Text fontSize="sm">{label(period)}</Text>
                  <Badge
                    size="sm"
                    width="fit-content"
                    colorPalette={
                      period.status === 'PASSED'
                        ? 'green'
                        : period.status === 'CURRENT'
                          ? 'blue'
                          : 'gray'
                    }
                    variant="subtle"
                  >
                    <FormattedMessage id={`cashForecast.status.${period.status}`} />
                  </Badge>
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {money(period.net.forecast.amount)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {period.net.actual ? (
                  <Stack gap="0" alignItems="flex-end">
                    <Text as="span">{money(period.net.actual.amount)}</Text>
                    {varianceText(period.net, 'INFLOW')}
                  </Stack>
                ) : (
                  <Text as="span" color="fg.subtle">
                    —
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </Card.Root>

      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header paddingBottom="2">
          <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="3">
            <Stack gap="1">
              <Text fontFamily="heading" fontWeight="semibold">
                <FormattedMessage id="cashForecast.comparison.byCategory" />
              </Text>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="cashForecast.comparison.byCategoryHelp" />
              </Text>
            </Stack>
            <PeriodPager
              count={periods.length}
              page={page}
              onPage={setPage}
              testId="cash-forecast-comparison-pages"
            />
          </HStack>
        </Card.Header>
        <TableScrollArea>
          <Table.Root size="sm" data-testid="cash-forecast-comparison-table">
            <Table.Header>
              <Table.Row>
                <TableHeaderCell>
                  <FormattedMessage id="cashForecast.table.category" />
                </TableHeaderCell>
                {shown.map((period) => (
                  <TableHeaderCell key={period.key} numeric>
                    {label(period)}
                  </TableHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {categories.map((line) => {
                const key = `${line.flow}-${line.category ?? 'UNCATEGORISED'}`;
                return (
                  <Table.Row key={key} data-testid={`cash-forecast-comparison-row-${key}`}>
                    <Table.Cell>
                      <Stack gap="0">
                        <Text fontSize="sm" fontStyle={line.category ? undefined : 'italic'}>
                          <FormattedMessage {...categoryLabel(line.category)} />
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          <FormattedMessage id={`cashForecast.flow.${line.flow}`} />
                        </Text>
                      </Stack>
                    </Table.Cell>
                    {shown.map((period) => {
                      const figure = line.periods[period.index - 1]!;
                      return (
                        <Table.Cell
                          key={period.key}
                          textAlign="end"
                          whiteSpace="nowrap"
                          fontVariantNumeric="tabular-nums"
                          data-testid={`cash-forecast-comparison-cell-${key}-${period.index}`}
                        >
                          <Stack gap="0" alignItems="flex-end">
                            <Text as="span">
                              {figure.actual ? money(figure.actual.amount) : '—'}
                            </Text>
                            <Text as="span" fontSize="xs" color="fg.muted">
                              <FormattedMessage
                                id="cashForecast.comparison.of"
                                values={{ amount: money(figure.forecast.amount) }}
                              />
                            </Text>
                            {varianceText(figure, line.flow)}
                          </Stack>
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      </Card.Root>

      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header paddingBottom="2">
          <Text fontFamily="heading" fontWeight="semibold">
            <FormattedMessage id="cashForecast.comparison.items" />
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="cashForecast.comparison.itemsHelp" />
          </Text>
        </Card.Header>
        {matchable.length === 0 ? (
          <Card.Body paddingTop="2">
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="cashForecast.comparison.noItems" />
            </Text>
          </Card.Body>
        ) : (
          <DataTable
            size="sm"
            columns={[
              { key: 'item', label: intl.formatMessage({ id: 'cashForecast.items.item' }) },
              {
                key: 'forecast',
                label: intl.formatMessage({ id: 'cashForecast.comparison.forecastAmount' }),
                numeric: true,
              },
              {
                key: 'outcome',
                label: intl.formatMessage({ id: 'cashForecast.comparison.outcome' }),
              },
            ]}
            testId="cash-forecast-comparison-items"
          >
            {matchable.map((item) => (
              <Table.Row key={item.key} data-testid="cash-forecast-comparison-item">
                <Table.Cell>
                  <Stack gap="0">
                    <Text fontSize="sm">
                      {item.counterpartyAlias
                        ? `${item.counterpartyAlias} · ${item.description}`
                        : item.description}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      <FormattedMessage {...sourceLabel(item.source)} /> ·{' '}
                      {formatDate(item.date, language)}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {money(item.amount.amount)}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0.5">
                    <Badge
                      size="sm"
                      width="fit-content"
                      colorPalette={OUTCOME_TONES[item.outcome] ?? 'gray'}
                      data-outcome={item.outcome}
                    >
                      <FormattedMessage {...outcomeLabel(item.outcome)} />
                    </Badge>
                    {item.matchedOn ? (
                      <Text fontSize="xs" color="fg.muted">
                        <FormattedMessage
                          id="cashForecast.comparison.matchedOn"
                          values={{
                            amount: money(item.matched.amount),
                            date: formatDate(item.matchedOn, language),
                          }}
                        />
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Card.Root>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => void remove()}
        onExitComplete={deleteError.clear}
        title={<FormattedMessage id="cashForecast.actuals.deleteTitle" />}
        body={
          <FormattedMessage id="cashForecast.actuals.deleteBody" values={{ name: data.name }} />
        }
        confirmLabel={<FormattedMessage id="cashForecast.actuals.delete" />}
        busy={deleteBusy}
        error={deleteError.error}
        testId="cash-forecast-snapshot-delete"
      />
    </Stack>
  );
}
