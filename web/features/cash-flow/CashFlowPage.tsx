import { useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import type {
  CashFlowPageQuery,
  CashFlowPageQuery$variables,
} from '../../__generated__/CashFlowPageQuery.graphql';
import type { NavTab } from '../../navigation/NavTabs';
import { NavTabs } from '../../navigation/NavTabs';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { CashFlowFilters } from './CashFlowFilters';
import { CashFlowLineList } from './CashFlowLineList';
import { CashFlowReportView } from './CashFlowReportView';
import { CashFlowRulesPanel } from './CashFlowRulesPanel';
import { CASH_FLOW_LINES_PAGE_SIZE } from './cashFlowPageSize';
import { cashFlowParams, cashFlowSearch, type CashFlowTab } from './cashFlowParams';

export const cashFlowPageQuery = graphql`
  query CashFlowPageQuery(
    $currency: Currency!
    $granularity: CashFlowGranularity!
    $from: Date
    $to: Date
    $withLines: Boolean!
    $withRules: Boolean!
    $withCounterparties: Boolean!
    $count: Int!
  ) {
    viewer {
      permissions
    }
    cashFlow(currency: $currency, granularity: $granularity, from: $from, to: $to) {
      from
      to
      ...CashFlowReportView_report
    }
    ...CashFlowLineList_query
      @include(if: $withLines)
      @alias(as: "uncategorisedLines")
      @arguments(count: $count, currency: $currency, from: $from, to: $to, uncategorised: true)
    ...CashFlowRulesPanel_query
      @include(if: $withRules)
      @alias(as: "rules")
      @arguments(withCounterparties: $withCounterparties)
  }
`;

/** The route query's variables for the screen's address (the loader and a reload both ask with them). */
export function cashFlowPageVariables(
  search: URLSearchParams,
  permissions: readonly string[],
): CashFlowPageQuery$variables {
  const params = cashFlowParams(search);
  return {
    currency: params.currency,
    granularity: params.granularity,
    from: params.from,
    to: params.to,
    withLines: params.tab === 'uncategorised' && permissions.includes('statements:read'),
    withRules: params.tab === 'rules',
    withCounterparties: params.tab === 'rules' && permissions.includes('counterparties:read'),
    count: CASH_FLOW_LINES_PAGE_SIZE,
  };
}

const TABS: { tab: CashFlowTab; label: string }[] = [
  { tab: 'report', label: 'cashFlow.tab.report' },
  { tab: 'uncategorised', label: 'cashFlow.tab.uncategorised' },
  { tab: 'rules', label: 'cashFlow.tab.rules' },
];

/**
 * `/cash-flow`: money in and out of the organisation's bank accounts by cash
 * category and week or month, in one currency (Report); the lines no rule
 * or person has categorised yet, each categorised by hand (Uncategorised);
 * and the rules that categorise lines as they arrive (Rules). The tab,
 * currency, granularity and range live in the address.
 */
export function CashFlowPage() {
  const data = useRouteQuery<CashFlowPageQuery>(cashFlowPageQuery);
  const location = useLocation();
  const environment = useRelayEnvironment();
  const search = new URLSearchParams(location.search);
  const params = cashFlowParams(search);
  const permissions = useMemo(() => data.viewer?.permissions ?? [], [data.viewer]);
  const canCorrect = permissions.includes('reconciliation:reconcile');
  const canReadLines = permissions.includes('statements:read');

  /** Reads the screen's query again (a line's category or the rules changed): the report's figures follow. */
  const reload = useCallback(
    () =>
      fetchQuery<CashFlowPageQuery>(
        environment,
        cashFlowPageQuery,
        cashFlowPageVariables(new URLSearchParams(location.search), permissions),
        { fetchPolicy: 'network-only' },
      ).toPromise(),
    [environment, location.search, permissions],
  );

  if (!data.viewer) return null;
  if (!permissions.includes('cash-analysis:read')) return <ForbiddenPage embedded />;
  const range = { from: data.cashFlow.from, to: data.cashFlow.to };
  const tabs: NavTab[] = TABS.filter(({ tab }) => tab !== 'uncategorised' || canReadLines).map(
    ({ tab, label }) => ({
      key: tab,
      to: `/cash-flow${cashFlowSearch({ ...params, tab })}`,
      label: { id: label },
      active: params.tab === tab,
      testId: `cash-flow-tab-${tab}`,
    }),
  );

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="cashFlow.title" />}
        description={<FormattedMessage id="cashFlow.subtitle" />}
      />
      <NavTabs tabs={tabs} testId="cash-flow-tabs" />
      {params.tab === 'rules' && data.rules ? (
        <CashFlowRulesPanel query={data.rules} canManage={canCorrect} onChanged={reload} />
      ) : (
        <>
          <CashFlowFilters
            key={`${range.from}:${range.to}`}
            params={params}
            range={range}
            withGranularity={params.tab === 'report'}
          />
          {params.tab === 'uncategorised' && data.uncategorisedLines ? (
            <CashFlowLineList
              query={data.uncategorisedLines}
              canCorrect={canCorrect}
              onChanged={reload}
              empty="uncategorised"
              testId="cash-flow-uncategorised"
            />
          ) : (
            <CashFlowReportView
              report={data.cashFlow}
              canReadLines={canReadLines}
              canCorrect={canCorrect}
              onChanged={reload}
            />
          )}
        </>
      )}
    </>
  );
}
