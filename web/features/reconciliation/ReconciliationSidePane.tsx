import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PreloadedQuery } from 'react-relay';
import type { ReconciliationLineMatches_line$key } from '../../__generated__/ReconciliationLineMatches_line.graphql';
import type { ReconciliationMatchPane_line$key } from '../../__generated__/ReconciliationMatchPane_line.graphql';
import type { ReconciliationMatchPaneQuery } from '../../__generated__/ReconciliationMatchPaneQuery.graphql';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { ReconciliationLineMatches } from './ReconciliationLineMatches';
import { ReconciliationMatchPane } from './ReconciliationMatchPane';
import type { ReconciliationSearch } from './reconciliationSearch';
import type { useInstalments } from './useInstalments';

/** Below Chakra's `lg` breakpoint the two panes stack (the grid's templateColumns). */
const STACKED_QUERY = '(max-width: 63.98em)';

type ReconciliationSidePaneProps = {
  search: ReconciliationSearch;
  /** The picked line as the match pane and its matches read it; null before a line is picked or when it is not found. */
  matchPane: ReconciliationMatchPane_line$key | null;
  matches: ReconciliationLineMatches_line$key | null;
  /** The match pane's own query, which the route started for the picked line on the Unreconciled tab. */
  pane: PreloadedQuery<ReconciliationMatchPaneQuery> | null;
  instalments: ReturnType<typeof useInstalments>;
  canReconcile: boolean;
  canRemove: boolean;
  timeZone: string;
  /** Whether the matching engine has never run for the organisation. */
  neverRun: boolean;
  runner: { start: () => Promise<void>; running: boolean };
};

/**
 * The right pane (below the list on a phone): on the Unreconciled tab the
 * picked line's match pane over its matches, on the Reconciled tab its
 * matches, and a prompt before a line is picked.
 */
export function ReconciliationSidePane({
  search,
  matchPane,
  matches,
  pane,
  instalments,
  canReconcile,
  canRemove,
  timeZone,
  neverRun,
  runner,
}: ReconciliationSidePaneProps) {
  const paneRef = useScrolledIntoViewWhenStacked(search.statementTransaction);
  return (
    <Box ref={paneRef} scrollMarginTop="20">
      {matchPane && matches && pane && search.tab === 'unreconciled' ? (
        <Stack gap="4">
          <ReconciliationMatchPane
            key={search.statementTransaction}
            line={matchPane}
            pane={pane}
            instalments={instalments.lines}
            onMatched={instalments.clear}
            canReconcile={canReconcile}
            neverRun={neverRun}
            run={
              canReconcile ? { onRun: () => void runner.start(), running: runner.running } : null
            }
          />
          <ReconciliationLineMatches
            line={matches}
            timeZone={timeZone}
            canRemove={canRemove}
            withHeader={false}
          />
        </Stack>
      ) : matches ? (
        <ReconciliationLineMatches
          key={search.statementTransaction}
          line={matches}
          timeZone={timeZone}
          canRemove={canRemove}
          withHeader
        />
      ) : (
        <PanePrompt>
          <FormattedMessage
            id={
              search.statementTransaction
                ? 'reconciliation.pane.notFound'
                : `reconciliation.pane.pick.${search.tab}`
            }
          />
        </PanePrompt>
      )}
    </Box>
  );
}

/** Where the panes stack (a phone), the picked line's pane is below the list: bring it into view. */
function useScrolledIntoViewWhenStacked(statementTransaction: string) {
  const stacked = useMediaQuery(STACKED_QUERY);
  const paneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stacked && statementTransaction) paneRef.current?.scrollIntoView({ block: 'start' });
  }, [stacked, statementTransaction]);
  return paneRef;
}

/** The right pane before a line is picked. */
function PanePrompt({ children }: { children: ReactNode }) {
  return (
    <Flex
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      rounded="md"
      padding="8"
      justifyContent="center"
      data-testid="reconciliation-pane-prompt"
    >
      <Text color="fg.muted" textAlign="center">
        {children}
      </Text>
    </Flex>
  );
}
