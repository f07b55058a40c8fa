import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { ReconciliationMatchPane_line$key } from '../../__generated__/ReconciliationMatchPane_line.graphql';
import type { ReconciliationMatchPaneCreateMutation } from '../../__generated__/ReconciliationMatchPaneCreateMutation.graphql';
import type { ReconciliationMatchPaneQuery } from '../../__generated__/ReconciliationMatchPaneQuery.graphql';
import { formatMoney } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { toastSuccess } from '../../ui/toaster';
import { fromCents, openCents } from '../../../formats/cents';
import { ReconciliationCandidateList } from './ReconciliationCandidateList';
import type { MatchItem } from './ReconciliationCandidateRow';
import type { MatchLine } from './ReconciliationLineRow';
import { ReconciliationLineSummary } from './ReconciliationLineSummary';
import { ReconciliationProposalCard } from './ReconciliationProposalCard';
import { useProposalDecisions, type Decision } from './useProposalDecisions';

/** At most this many statement transactions, and this many items, in one match (contracts/treasury/reconciliations.ts). */
const MAX_MATCH_SIDE = 8;

/**
 * What the pane reads of the picked line beside the page's query, loaded only
 * once a line is picked: the engine's pending proposals that include it (all
 * of them, not only those among the page's most confident) and the open items
 * it could be matched with, paged.
 */
export const reconciliationMatchPaneQuery = graphql`
  query ReconciliationMatchPaneQuery($lineId: ID!, $count: Int!) {
    lineProposals: reconciliationProposals(statementTransactionId: $lineId, first: 20) {
      edges {
        node {
          id
          ...ReconciliationProposalCard_proposal
        }
      }
    }
    ...ReconciliationCandidateList_query @arguments(lineId: $lineId, count: $count)
  }
`;

const createMutation = graphql`
  mutation ReconciliationMatchPaneCreateMutation($input: ReconciliationCreateInput!) {
    reconciliationCreate(input: $input) {
      reconciliation {
        id
        result
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

type ReconciliationMatchPaneProps = {
  line: ReconciliationMatchPane_line$key;
  /** The pane's own query (`reconciliationMatchPaneQuery`), which the route started for this line. */
  pane: PreloadedQuery<ReconciliationMatchPaneQuery>;
  /** Other lines ticked to join this one as instalments of one item. */
  instalments: ReadonlyMap<string, MatchLine>;
  onMatched: () => void;
  /** `reconciliation:reconcile`: without it the pane only shows. */
  canReconcile: boolean;
  /** Whether the matching engine has never run for the organisation: a line without a proposal has not been looked at yet. */
  neverRun: boolean;
  /** Runs the matching engine (the page's action), for a viewer who may. */
  run: { onRun: () => void; running: boolean } | null;
};

/** Which mismatch the totals show: the lines above the items (U-TRSY-RC-3) or below them (U-TRSY-RC-4). */
type Mismatch = 'U-TRSY-RC-3' | 'U-TRSY-RC-4';

/**
 * The right pane of the Unreconciled tab: the picked statement transaction,
 * the engine's proposals for it, and a search over open expected
 * transactions to tick by hand, with running totals (selected against the
 * line, and what remains). Different totals raise the amount-mismatch
 * warning, which offers to reconcile partially.
 */
export function ReconciliationMatchPane({
  line,
  pane,
  instalments,
  onMatched,
  canReconcile,
  neverRun,
  run,
}: ReconciliationMatchPaneProps) {
  const paneData = usePreloadedQuery<ReconciliationMatchPaneQuery>(
    reconciliationMatchPaneQuery,
    pane,
  );
  const proposals = paneData.lineProposals.edges.map((edge) => edge.node);
  const data = useFragment(
    graphql`
      fragment ReconciliationMatchPane_line on StatementTransaction {
        id
        ...ReconciliationLineSummary_line
        amount {
          amount
          currency
        }
        reconciledAmount {
          amount
        }
        reconciliationStatus
      }
    `,
    line,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const { revalidate } = useRevalidator();
  const [create, creating] = useCommit<ReconciliationMatchPaneCreateMutation>(createMutation);
  const [decide, deciding] = useProposalDecisions();
  const [items, setItems] = useState<ReadonlyMap<string, MatchItem>>(new Map());
  const [mismatch, setMismatch] = useState<Mismatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [matchesMade, setMatchesMade] = useState(0);
  const [proposalErrors, setProposalErrors] = useState<ReadonlyMap<string, string>>(new Map());

  const currency = data.amount.currency;
  const money = (cents: bigint) => formatMoney(fromCents(cents), currency, language);
  const lineOpen = openCents(data.amount.amount, data.reconciledAmount.amount);
  const lineTotal = [...instalments.values()].reduce((sum, other) => sum + other.open, lineOpen);
  const itemTotal = [...items.values()].reduce((sum, item) => sum + item.open, 0n);
  const remaining = lineTotal - itemTotal;
  const lineCount = 1 + instalments.size;
  // One line with up to 8 items, or up to 8 lines (instalments) with one item: never several with several.
  const bulk = lineCount > 1 && items.size > 1;
  const full = items.size >= (lineCount > 1 ? 1 : MAX_MATCH_SIDE);
  const blocked = bulk ? 'U-TRSY-RC-6' : lineCount > MAX_MATCH_SIDE ? 'U-TRSY-RC-14' : null;

  const toggle = (item: MatchItem) => {
    setMismatch(null);
    setError(null);
    setItems((previous) => {
      const next = new Map(previous);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  };

  const match = async (partial: boolean) => {
    setError(null);
    if (!partial && remaining !== 0n) {
      setMismatch(remaining > 0n ? 'U-TRSY-RC-3' : 'U-TRSY-RC-4');
      return;
    }
    try {
      const { reconciliationCreate } = await create({
        variables: {
          input: {
            statementTransactionIds: [data.id, ...instalments.keys()],
            itemIds: [...items.keys()],
            partial,
          },
        },
      });
      const refusal = reconciliationCreate.userErrors[0];
      if (refusal) {
        // The amounts moved under us (another member matched part of them): the warning offers the partial match again.
        if (refusal.code === 'U-TRSY-RC-3' || refusal.code === 'U-TRSY-RC-4')
          setMismatch(refusal.code);
        else setError(errorMessage(refusal.code, refusal.message));
        return;
      }
      setItems(new Map());
      setMismatch(null);
      setMatchesMade((count) => count + 1);
      toastSuccess(
        intl.formatMessage({
          id:
            reconciliationCreate.reconciliation?.result === 'PARTIAL_MATCH'
              ? 'reconciliation.match.partialDone'
              : 'reconciliation.match.done',
        }),
      );
      onMatched();
      await revalidate();
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  const decideOne = async (decision: Decision, id: string) => {
    const outcome = await decide(decision, [id]);
    setProposalErrors(new Map(outcome.refused));
    setError(outcome.failure);
    if (outcome.done > 0)
      toastSuccess(
        intl.formatMessage({
          id:
            decision === 'ACCEPT'
              ? 'reconciliation.proposals.accepted'
              : 'reconciliation.proposals.rejected',
        }),
      );
  };

  return (
    <Card.Root
      variant="outline"
      bg="bg"
      data-testid="reconciliation-match-pane"
      data-line-id={data.id}
    >
      <Card.Body gap="4">
        <ReconciliationLineSummary
          line={data}
          overline={<FormattedMessage id="reconciliation.match.line" />}
        />

        {proposals.length > 0 ? (
          <Stack gap="2" data-testid="reconciliation-line-proposals">
            <Heading size="sm">
              <FormattedMessage id="reconciliation.match.proposals" />
            </Heading>
            {proposals.map((proposal) => (
              <ReconciliationProposalCard
                key={proposal.id}
                proposal={proposal}
                actions={
                  canReconcile
                    ? {
                        busy: deciding,
                        onAccept: () => void decideOne('ACCEPT', proposal.id),
                        onReject: () => void decideOne('REJECT', proposal.id),
                      }
                    : null
                }
                error={proposalErrors.get(proposal.id) ?? null}
              />
            ))}
          </Stack>
        ) : lineOpen > 0n && neverRun ? (
          // Before the organisation's first run nothing has been looked at: no result yet, and the run is one click away.
          <Stack gap="2" alignItems="flex-start" data-testid="reconciliation-line-not-run">
            <Heading size="sm">
              <FormattedMessage id="reconciliation.match.proposals" />
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="reconciliation.match.notRun" />
            </Text>
            {run ? (
              <Button
                size="xs"
                variant="outline"
                onClick={run.onRun}
                loading={run.running}
                data-testid="reconciliation-line-run"
              >
                <FormattedMessage id="reconciliation.run.button" />
              </Button>
            ) : null}
          </Stack>
        ) : lineOpen > 0n ? (
          // The spec's third result: the engine found nothing for this line, so it waits to be matched by hand.
          <Stack gap="1" data-testid="reconciliation-line-no-match">
            <Heading size="sm">
              <FormattedMessage id="reconciliation.match.proposals" />
            </Heading>
            <HStack gap="2" alignItems="baseline" wrap="wrap">
              <Badge variant="subtle" colorPalette="gray" data-testid="reconciliation-line-result">
                <FormattedMessage id="reconciliation.result.NO_MATCH" />
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="reconciliation.match.noMatch" />
              </Text>
            </HStack>
          </Stack>
        ) : null}

        {lineOpen > 0n ? (
          <Stack gap="2">
            <Heading size="sm">
              <FormattedMessage id="reconciliation.match.candidates" />
            </Heading>
            <ReconciliationCandidateList
              query={paneData}
              lineId={data.id}
              selected={items}
              onToggle={toggle}
              full={full}
              refreshKey={matchesMade}
            />
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="reconciliation-line-done">
            <FormattedMessage id="reconciliation.match.nothingOpen" />
          </Text>
        )}

        {canReconcile && lineOpen > 0n ? (
          <Box>
            <Separator marginBottom="3" />
            <Stack
              gap="2"
              fontSize="sm"
              fontVariantNumeric="tabular-nums"
              data-testid="reconciliation-totals"
            >
              <Flex justifyContent="space-between">
                <Text color="fg.muted">
                  <FormattedMessage
                    id="reconciliation.match.lineTotal"
                    values={{ count: lineCount }}
                  />
                </Text>
                <Text data-testid="reconciliation-total-line">{money(lineTotal)}</Text>
              </Flex>
              <Flex justifyContent="space-between">
                <Text color="fg.muted">
                  <FormattedMessage
                    id="reconciliation.match.selectedTotal"
                    values={{ count: items.size }}
                  />
                </Text>
                <Text data-testid="reconciliation-total-selected">{money(itemTotal)}</Text>
              </Flex>
              <Flex justifyContent="space-between" fontWeight="semibold">
                <Text>
                  <FormattedMessage id="reconciliation.match.remaining" />
                </Text>
                <Text
                  color={remaining === 0n ? 'green.fg' : 'orange.fg'}
                  data-testid="reconciliation-total-remaining"
                >
                  {money(remaining)}
                </Text>
              </Flex>
              {blocked ? (
                <Text color="fg.error" data-testid="reconciliation-match-blocked">
                  {errorMessage(blocked)}
                </Text>
              ) : null}
              {mismatch ? (
                <Alert.Root status="warning" data-testid="reconciliation-mismatch">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>
                      <FormattedMessage id="reconciliation.mismatch.title" />
                    </Alert.Title>
                    <Alert.Description>
                      {errorMessage(mismatch)}{' '}
                      <FormattedMessage
                        id="reconciliation.mismatch.body"
                        values={{
                          amount: money(remaining < 0n ? -remaining : remaining),
                          allocated: money(remaining > 0n ? itemTotal : lineTotal),
                        }}
                      />
                    </Alert.Description>
                    <HStack gap="2" marginTop="2">
                      <Button size="xs" variant="outline" onClick={() => setMismatch(null)}>
                        <FormattedMessage id="common.cancel" />
                      </Button>
                      <Button
                        size="xs"
                        colorPalette="orange"
                        loading={creating}
                        onClick={() => void match(true)}
                        data-testid="reconciliation-partial"
                      >
                        <FormattedMessage id="reconciliation.mismatch.partial" />
                      </Button>
                    </HStack>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              <FormErrorAlert message={error} testId="reconciliation-match-error" />
              <Button
                colorPalette="brand"
                disabled={items.size === 0 || blocked !== null || mismatch !== null}
                loading={creating && !mismatch}
                onClick={() => void match(false)}
                data-testid="reconciliation-match"
              >
                <FormattedMessage id="reconciliation.match.submit" />
              </Button>
            </Stack>
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
