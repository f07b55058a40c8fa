import { Flex, Grid } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ReconciliationPageQuery } from '../../__generated__/ReconciliationPageQuery.graphql';
import type { ReconciliationMatchPaneQuery } from '../../__generated__/ReconciliationMatchPaneQuery.graphql';
import type { ReconciliationProposalListQuery } from '../../__generated__/ReconciliationProposalListQuery.graphql';
import { NavTabs } from '../../navigation/NavTabs';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { DATE_FILTER_PRESETS } from '../../ui/filters/datePresetDates';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FilterSelect } from '../../ui/FilterSelect';
import { ReconciliationHeader } from './ReconciliationHeader';
import { ReconciliationLineList } from './ReconciliationLineList';
import { ReconciliationProposalList } from './ReconciliationProposalList';
import { ReconciliationSidePane } from './ReconciliationSidePane';
import {
  RECONCILED_FILTERS,
  writeReconciliationSearch,
  type ReconciliationSearch,
} from './reconciliationSearch';
import { useInstalments } from './useInstalments';
import { useReconciliationRun } from './useReconciliationRun';
import { useReconciliationSearch } from './useReconciliationSearch';
import { useReconciliationUpdates } from './useReconciliationUpdates';
import { DateRangeFields } from '../../ui/filters/DateRangeFields';

/** What the route's loader gives the screen: its query, and on the Unreconciled tab the proposal list's query and the picked line's pane query. */
export type ReconciliationRoute = RouteQuery<ReconciliationPageQuery> & {
  proposals: PreloadedQuery<ReconciliationProposalListQuery> | null;
  pane: PreloadedQuery<ReconciliationMatchPaneQuery> | null;
};

export const reconciliationPageQuery = graphql`
  query ReconciliationPageQuery(
    $count: Int!
    $withBankAccounts: Boolean!
    $reconciliationStatus: ReconciliationStatus
    $bankAccountId: ID
    $dateFrom: Date
    $dateTo: Date
    $withProposals: Boolean!
    $lineId: ID!
    $withLine: Boolean!
  ) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    bankAccounts @include(if: $withBankAccounts) {
      id
      alias
      accountNumber
      currency
    }
    ...ReconciliationLineList_query
      @arguments(
        count: $count
        reconciliationStatus: $reconciliationStatus
        bankAccountId: $bankAccountId
        dateFrom: $dateFrom
        dateTo: $dateTo
      )
    lastRunAt: reconciliationLastRunAt @include(if: $withProposals)
    line: node(id: $lineId) @include(if: $withLine) {
      __typename
      ... on StatementTransaction {
        id
      }
      ...ReconciliationMatchPane_line @alias(as: "matchPane")
      ...ReconciliationLineMatches_line @alias(as: "matches")
    }
  }
`;

/**
 * `/reconciliation`: tabs Unreconciled and Reconciled (`?tab=unreconciled`
 * selects the first). Unreconciled: the engine's proposals to accept or
 * reject, and the two-pane match of a picked statement transaction against
 * proposals and open expected transactions. Reconciled: a line's matches,
 * each removable on its own. Everything the screen shows is in the URL, and
 * it follows other members' changes live.
 */
export function ReconciliationPage() {
  const data = useRouteQuery<ReconciliationPageQuery>(reconciliationPageQuery);
  const { pane, proposals } = useLoaderData<ReconciliationRoute>();
  const { search, requested, go } = useReconciliationSearch();
  // The run announces itself (reconciliationUpdated) too; reading at once shows the proposals without waiting for it.
  const runner = useReconciliationRun(search.bankAccountId, () => go({}));
  const instalments = useInstalments(search.statementTransaction);
  useReconciliationUpdates();

  const permissions = data.viewer?.permissions ?? [];
  const canReconcile = permissions.includes('reconciliation:reconcile');
  const canRemove = permissions.includes('reconciliation:unreconcile');
  const timeZone = data.viewer?.organization.timeZone ?? 'Asia/Jakarta';

  const tabs = (['unreconciled', 'reconciled'] as const).map((tab) => ({
    key: tab,
    to: writeReconciliationSearch({
      ...search,
      tab,
      reconciled: RECONCILED_FILTERS[tab][0]!,
      statementTransaction: search.statementTransaction,
    }),
    label: { id: `reconciliation.tab.${tab}` },
    active: search.tab === tab,
    testId: `reconciliation-tab-${tab}`,
  }));

  return (
    <>
      <ReconciliationHeader canReconcile={canReconcile} runner={runner} />
      <FormErrorAlert message={runner.error} testId="reconciliation-run-error" />
      <NavTabs tabs={tabs} testId="reconciliation-tabs" />
      <ReconciliationFilters
        search={requested}
        onChange={go}
        bankAccounts={data.bankAccounts ?? null}
      />
      {proposals ? (
        <ReconciliationProposalList queryRef={proposals} canDecide={canReconcile} />
      ) : null}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }}
        gap="4"
        alignItems="start"
      >
        <ReconciliationLineList
          query={data}
          selectedId={search.statementTransaction}
          onSelect={(id) => go({ statementTransaction: id })}
          instalments={
            search.tab === 'unreconciled' && canReconcile
              ? {
                  lines: instalments.lines,
                  onToggle: instalments.toggle,
                }
              : null
          }
        />
        <ReconciliationSidePane
          search={search}
          matchPane={data.line?.matchPane ?? null}
          matches={data.line?.matches ?? null}
          pane={pane}
          instalments={instalments}
          canReconcile={canReconcile}
          canRemove={canRemove}
          timeZone={timeZone}
          neverRun={data.lastRunAt === null}
          runner={runner}
        />
      </Grid>
    </>
  );
}

/** The screen's filters: the spec's reconciled values (YES, PARTIAL, empty) as the tab offers them, bank account and date. */
function ReconciliationFilters({
  search,
  onChange,
  bankAccounts,
}: {
  search: ReconciliationSearch;
  onChange: (patch: Partial<ReconciliationSearch>) => void;
  bankAccounts:
    readonly { id: string; alias: string; accountNumber: string; currency: string }[] | null;
}) {
  const intl = useIntl();
  return (
    <Flex
      gap="3"
      wrap="wrap"
      alignItems="flex-end"
      marginBottom="4"
      data-testid="reconciliation-filters"
    >
      <FilterSelect
        name="reconciled"
        label={<FormattedMessage id="reconciliation.filter.reconciled" />}
        testId="reconciliation-filter-reconciled"
        value={search.reconciled}
        onChange={(value) =>
          onChange({
            reconciled: value as ReconciliationSearch['reconciled'],
            statementTransaction: '',
          })
        }
        options={RECONCILED_FILTERS[search.tab].map((value) => ({
          value,
          label: intl.formatMessage({ id: `reconciliation.filter.reconciled.${value || 'EMPTY'}` }),
        }))}
      />
      {bankAccounts ? (
        <FilterSelect
          name="bankAccount"
          label={<FormattedMessage id="reconciliation.filter.bankAccount" />}
          testId="reconciliation-filter-bankAccount"
          value={search.bankAccountId}
          onChange={(value) => onChange({ bankAccountId: value, statementTransaction: '' })}
          placeholder={intl.formatMessage({ id: 'reconciliation.filter.anyAccount' })}
          options={bankAccounts.map((account) => ({
            value: account.id,
            label: `${account.alias} · ${account.accountNumber} · ${account.currency}`,
          }))}
        />
      ) : null}
      <FilterSelect
        name="period"
        label={<FormattedMessage id="reconciliation.filter.period" />}
        testId="reconciliation-filter-period"
        value={search.preset}
        onChange={(value) => onChange({ preset: value as ReconciliationSearch['preset'] })}
        options={DATE_FILTER_PRESETS.map((preset) => ({
          value: preset,
          label: intl.formatMessage({ id: `filters.preset.${preset}` }),
        }))}
      />
      {search.preset === 'CUSTOM' ? (
        <DateRangeFields
          keys={['from', 'to']}
          values={search}
          onChange={(key, value) => onChange({ [key]: value })}
          group="flex-end"
        />
      ) : null}
    </Flex>
  );
}
