import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { fetchQuery, graphql } from 'relay-runtime';
import type { ReconciliationMatchPaneQuery } from '../../__generated__/ReconciliationMatchPaneQuery.graphql';
import type { ReconciliationPageQuery } from '../../__generated__/ReconciliationPageQuery.graphql';
import type { ReconciliationProposalListQuery } from '../../__generated__/ReconciliationProposalListQuery.graphql';
import type { reconciliationRoutesContextQuery } from '../../__generated__/reconciliationRoutesContextQuery.graphql';
import { environment } from '../../relay/environment';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { RECONCILIATION_LINE_PAGE_SIZE } from './ReconciliationLineList';
import { RECONCILIATION_CANDIDATE_PAGE_SIZE } from './ReconciliationCandidateList';
import { reconciliationMatchPaneQuery } from './ReconciliationMatchPane';
import {
  RECONCILIATION_PROPOSAL_PAGE_SIZE,
  reconciliationProposalListQuery,
} from './ReconciliationProposalList';
import {
  ReconciliationPage,
  reconciliationPageQuery,
  type ReconciliationRoute,
} from './ReconciliationPage';
import { lineListVariables, readReconciliationSearch } from './reconciliationSearch';

/**
 * What the screen's query depends on: the viewer's permissions (optional
 * parts), the organisation's time zone (date presets are its days) and
 * whether the picked id is a statement transaction (only then has it a pane).
 * Usually from the store (the layout read the viewer); the line when picked.
 */
const contextQuery = graphql`
  query reconciliationRoutesContextQuery($id: ID!, $withLine: Boolean!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    node(id: $id) @include(if: $withLine) {
      __typename
    }
  }
`;

async function contextOf(lineId: string) {
  try {
    const data = await fetchQuery<reconciliationRoutesContextQuery>(
      environment,
      contextQuery,
      { id: lineId || 'none', withLine: Boolean(lineId) },
      { fetchPolicy: 'store-or-network' },
    ).toPromise();
    return {
      permissions: data?.viewer?.permissions ?? [],
      timeZone: data?.viewer?.organization.timeZone ?? 'Asia/Jakarta',
      isLine: data?.node?.__typename === 'StatementTransaction',
    };
  } catch {
    // The screen's own query meets the same failure and shows it.
    return { permissions: [], timeZone: 'Asia/Jakarta', isLine: false };
  }
}

/**
 * Loads the screen's one query for what the URL asks (tab, filters, picked
 * line), from the server every time: others match and remove while the
 * screen is open.
 */
async function reconciliationLoader({ request }: LoaderFunctionArgs): Promise<ReconciliationRoute> {
  const search = readReconciliationSearch(new URL(request.url).searchParams);
  const { permissions, timeZone, isLine } = await contextOf(search.statementTransaction);
  const withLine = Boolean(search.statementTransaction) && isLine;
  // The proposal list and the picked line's pane have queries of their own, read beside the page's (not after it), so none grows past the cost limit.
  const unreconciled = search.tab === 'unreconciled';
  const [page, proposals, pane] = await Promise.all([
    preloadRouteQuery<ReconciliationPageQuery>(
      'reconciliation',
      reconciliationPageQuery,
      {
        count: RECONCILIATION_LINE_PAGE_SIZE,
        withBankAccounts: permissions.includes('bank-accounts:read'),
        ...lineListVariables(search, new Date(), timeZone),
        withProposals: unreconciled,
        lineId: search.statementTransaction || 'none',
        withLine,
      },
      'network-only',
    ),
    unreconciled
      ? preloadRouteQuery<ReconciliationProposalListQuery>(
          'reconciliation-proposals',
          reconciliationProposalListQuery,
          { count: RECONCILIATION_PROPOSAL_PAGE_SIZE },
          'network-only',
        )
      : null,
    withLine && unreconciled
      ? preloadRouteQuery<ReconciliationMatchPaneQuery>(
          'reconciliation-pane',
          reconciliationMatchPaneQuery,
          { lineId: search.statementTransaction, count: RECONCILIATION_CANDIDATE_PAGE_SIZE },
          'network-only',
        )
      : null,
  ]);
  return { ...page, proposals: proposals?.queryRef ?? null, pane: pane?.queryRef ?? null };
}

/** The spec's `/reconciliation` route (`?tab=unreconciled` selects that tab). */
export const reconciliationRoutes: RouteObject[] = [
  { path: '/reconciliation', loader: reconciliationLoader, element: <ReconciliationPage /> },
];
