import { Flex, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ReconciliationCandidateList_query$key } from '../../__generated__/ReconciliationCandidateList_query.graphql';
import type { ReconciliationCandidateListPaginationQuery } from '../../__generated__/ReconciliationCandidateListPaginationQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { OptionSelect } from '../../ui/OptionSelect';
import {
  CANDIDATE_KIND_LABELS,
  CANDIDATE_KINDS_BY_DIRECTION,
  type ReconcilableItemKind,
} from './candidateKinds';
import { ReconciliationCandidateRow, type MatchItem } from './ReconciliationCandidateRow';
import { PagedListFooter } from '../../ui/lists/PagedListFooter';

/** How many candidates the pane shows at a time. */
export const RECONCILIATION_CANDIDATE_PAGE_SIZE = 20;

/** Typing in the search waits this long before asking the server. */
const SEARCH_DELAY_MS = 300;

type ReconciliationCandidateListProps = {
  query: ReconciliationCandidateList_query$key;
  /** The picked statement transaction: the candidates are what it could be matched with. */
  lineId: string;
  /** Its direction (DEBIT or CREDIT): which kinds of item the filter offers. */
  direction: string;
  selected: ReadonlyMap<string, MatchItem>;
  onToggle: (item: MatchItem) => void;
  /** No more items may be ticked (a match holds at most 8, or one with instalments). */
  full: boolean;
  /** Changes after each match made here: the list is read again with the words searched (the route re-reads only the unsearched one). */
  refreshKey: number;
};

/**
 * The open items of every kind the picked line could be matched with, as
 * the server decides it (`reconcilableItems`: its direction and currency,
 * its account, another account of its entity or none; kinds the viewer may
 * not read left out): invoices and invoice payments, settlements, payments,
 * transfers, bills and expected transactions, searchable by reference,
 * counterparty or description and filtered by kind, with "Load more".
 * Ticked items stay ticked while the reviewer searches for the next.
 */
export function ReconciliationCandidateList({
  query,
  lineId,
  direction,
  selected,
  onToggle,
  full,
  refreshKey,
}: ReconciliationCandidateListProps) {
  const { data, refetch, ...pages } = usePaginationFragment<
    ReconciliationCandidateListPaginationQuery,
    ReconciliationCandidateList_query$key
  >(
    graphql`
      fragment ReconciliationCandidateList_query on Query
      @argumentDefinitions(
        lineId: { type: "ID!" }
        search: { type: "String" }
        kinds: { type: "[ReconcilableItemKind!]" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "ReconciliationCandidateListPaginationQuery") {
        candidates: reconcilableItems(
          first: $count
          after: $cursor
          matchableWith: $lineId
          search: $search
          kinds: $kinds
        )
          @connection(
            key: "ReconciliationCandidateList_candidates"
            filters: ["matchableWith", "search", "kinds"]
          ) {
          totalCount
          edges {
            cursor
            ...ReconciliationCandidateRow_edge
          }
        }
      }
    `,
    query,
  );
  const { search, setSearch, kind, setKind, isRefetching } = useCandidateSearch(
    refetch,
    lineId,
    refreshKey,
  );
  const edges = data.candidates.edges;
  return (
    <Stack gap="2" data-testid="reconciliation-candidates">
      <CandidateFilters
        search={search}
        onSearch={setSearch}
        kind={kind}
        onKind={setKind}
        kinds={CANDIDATE_KINDS_BY_DIRECTION[direction] ?? []}
        busy={isRefetching}
      />
      {edges.length === 0 ? (
        <CandidatesEmpty narrowed={Boolean(search.trim() || kind)} />
      ) : (
        // The list scrolls in its own box, so the totals and Match stay near it (on a phone, within the window).
        <Stack gap="2" maxHeight={{ base: '60vh', lg: '28rem' }} overflowY="auto">
          <Stack as="ul" gap="2">
            {edges.map((edge) => (
              <ReconciliationCandidateRow
                key={edge.cursor}
                edge={edge}
                selected={selected}
                onToggle={onToggle}
                disabled={full}
              />
            ))}
          </Stack>
          <PagedListFooter
            messages="reconciliation.candidates"
            testId="reconciliation-candidates"
            shown={edges.length}
            total={data.candidates.totalCount}
            pages={pages}
            pageSize={RECONCILIATION_CANDIDATE_PAGE_SIZE}
            wrap
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The candidates' search (reference, counterparty or description) and the kind of item, a spinner while the list is asked again. */
function CandidateFilters({
  search,
  onSearch,
  kind,
  onKind,
  kinds,
  busy,
}: {
  search: string;
  onSearch: (search: string) => void;
  kind: string;
  onKind: (kind: string) => void;
  kinds: readonly ReconcilableItemKind[];
  busy: boolean;
}) {
  const intl = useIntl();
  return (
    <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
      <InputGroup
        flex="1"
        startElement={<MenuIcon name="search" color="fg.muted" />}
        endElement={busy ? <Spinner size="xs" /> : undefined}
      >
        <Input
          size="sm"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          placeholder={intl.formatMessage({ id: 'reconciliation.candidates.search' })}
          aria-label={intl.formatMessage({ id: 'reconciliation.candidates.search' })}
          data-testid="reconciliation-candidate-search"
        />
      </InputGroup>
      <OptionSelect
        value={kind}
        onChange={(event) => onKind(event.currentTarget.value)}
        placeholder={intl.formatMessage({ id: 'reconciliation.candidates.allKinds' })}
        options={kinds.map((value) => ({
          value,
          label: intl.formatMessage({ id: CANDIDATE_KIND_LABELS[value] }),
        }))}
        aria-label={intl.formatMessage({ id: 'reconciliation.candidates.kind' })}
        root={{ size: 'sm', width: { base: 'full', sm: 'auto' } }}
        fitOptions
        data-testid="reconciliation-candidate-kind"
      />
    </Flex>
  );
}

/** Asks the server again for one line's candidates, narrowed by a search and a kind. */
type CandidateRefetch = (
  variables: { lineId: string; search: string | null; kinds: ReconcilableItemKind[] | null },
  options: { fetchPolicy: 'network-only' },
) => unknown;

/**
 * The search and the kind the candidates are narrowed by, the list asked
 * again when either changes (a moment after the last key typed) or a match is
 * made, and whether it is being asked.
 */
function useCandidateSearch(refetch: CandidateRefetch, lineId: string, refreshKey: number) {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [isRefetching, startTransition] = useTransition();
  const first = useRef(true);
  useEffect(() => {
    // The pane's query brought the unsearched list of every kind; only a search or a kind asks again.
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const timer = setTimeout(
      () =>
        startTransition(() => {
          refetch(
            {
              lineId,
              search: search.trim() || null,
              kinds: kind ? [kind as ReconcilableItemKind] : null,
            },
            { fetchPolicy: 'network-only' },
          );
        }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, kind, lineId, refetch, refreshKey]);
  return { search, setSearch, kind, setKind, isRefetching };
}

/** In place of the list: none found for the search or kind, or none to match at all. */
function CandidatesEmpty({ narrowed }: { narrowed: boolean }) {
  return (
    <Text
      fontSize="sm"
      color="fg.muted"
      paddingY="4"
      textAlign="center"
      data-testid="reconciliation-candidates-empty"
    >
      <FormattedMessage
        id={narrowed ? 'reconciliation.candidates.noneFound' : 'reconciliation.candidates.empty'}
      />
    </Text>
  );
}
