import { Badge, Box, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReconciliationProposalAlternativesQuery } from '../../__generated__/ReconciliationProposalAlternativesQuery.graphql';
import { formatDate, formatMoney, WHOLE_PERCENT } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { TrailingAmount } from '../../ui/TrailingAmount';
import { MatchResultBadge } from '../../domain/records/MatchResultBadge';
import { ReconciliationReasons } from '../../domain/ReconciliationReasons';
import { reconcilableItemSummary } from '../../domain/records/reconcilableItemSummary';
import { useMatchAlternative } from './useMatchAlternative';

/** How many of the engine's ranked candidates are read: the proposal itself and the two after it. */
const CANDIDATES = 3;

type ReconciliationProposalAlternativesProps = {
  /** The proposal (ReconciliationProposal id) whose alternatives are offered. */
  proposalId: string;
  /** Whether the viewer may match (`reconciliation:reconcile`); without it the alternatives only show. */
  canMatch: boolean;
};

/**
 * A proposal's other candidates, read only when the reviewer opens them
 * (ranking them again costs the engine a pass): each with its rank, score,
 * items and reasons, and "Match this instead", which matches the candidate's
 * lines and items as a reviewer would by hand.
 */
export function ReconciliationProposalAlternatives({
  proposalId,
  canMatch,
}: ReconciliationProposalAlternativesProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2">
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        onClick={() => setOpen((was) => !was)}
        data-testid="reconciliation-proposal-alternatives-toggle"
      >
        <FormattedMessage
          id={open ? 'reconciliation.alternatives.hide' : 'reconciliation.alternatives.show'}
        />
      </Button>
      {open ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <AlternativeList proposalId={proposalId} canMatch={canMatch} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function AlternativeList({ proposalId, canMatch }: ReconciliationProposalAlternativesProps) {
  const data = useLazyLoadQuery<ReconciliationProposalAlternativesQuery>(
    graphql`
      query ReconciliationProposalAlternativesQuery($id: ID!, $first: Int!) {
        node(id: $id) {
          ... on ReconciliationProposal {
            candidates(first: $first) {
              rank
              strategy
              result
              score
              amount {
                amount
                currency
              }
              reasons {
                ...reconciliationReasonFields_reason @relay(mask: false)
              }
              statementTransactions {
                id
                direction
              }
              items {
                ...reconcilableItemFields_item @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    { id: proposalId, first: CANDIDATES },
    { fetchPolicy: 'network-only' },
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const { pick, matching, error } = useMatchAlternative();
  // The first is the proposal itself (ranked again); the others are what a reviewer may pick instead.
  const others = (data.node?.candidates ?? []).filter((candidate) => candidate.rank > 1);
  if (others.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="reconciliation-proposal-alternatives-none">
        <FormattedMessage id="reconciliation.alternatives.none" />
      </Text>
    );

  return (
    <Stack gap="2" data-testid="reconciliation-proposal-alternatives">
      {others.map((candidate) => (
        <Box
          key={candidate.rank}
          borderWidth="1px"
          borderStyle="dashed"
          rounded="md"
          padding="2"
          data-testid="reconciliation-proposal-alternative"
          data-rank={candidate.rank}
        >
          <Stack gap="1.5">
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline">
                <FormattedMessage
                  id="reconciliation.alternatives.rank"
                  values={{ rank: candidate.rank }}
                />
              </Badge>
              <Badge variant="subtle" data-testid="reconciliation-proposal-alternative-score">
                <FormattedMessage
                  id="reconciliation.alternatives.score"
                  values={{ score: intl.formatNumber(candidate.score, WHOLE_PERCENT) }}
                />
              </Badge>
              <MatchResultBadge result={candidate.result} />
              <TrailingAmount>
                {formatMoney(candidate.amount.amount, candidate.amount.currency, language)}
              </TrailingAmount>
            </HStack>
            {candidate.items.map((item, index) => {
              const summary = reconcilableItemSummary(item, intl);
              return summary ? (
                <Flex key={index} gap="2" justifyContent="space-between" fontSize="sm">
                  <Text lineClamp={1} overflowWrap="anywhere" title={summary.text}>
                    <Text
                      as="span"
                      color="fg.muted"
                      whiteSpace="nowrap"
                    >{`${summary.kind} · ${formatDate(summary.date, language)} · `}</Text>
                    {summary.text}
                  </Text>
                  <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {formatMoney(summary.amount.amount, summary.amount.currency, language)}
                  </Text>
                </Flex>
              ) : null;
            })}
            <ReconciliationReasons
              reasons={candidate.reasons}
              context={{
                currency: candidate.amount.currency,
                direction: candidate.statementTransactions[0]?.direction ?? 'CREDIT',
                strategy: candidate.strategy,
              }}
            />
            {canMatch ? (
              <Button
                size="xs"
                variant="outline"
                alignSelf="flex-end"
                onClick={() => void pick(candidate)}
                loading={matching}
                data-testid="reconciliation-proposal-alternative-match"
              >
                <FormattedMessage id="reconciliation.alternatives.match" />
              </Button>
            ) : null}
          </Stack>
        </Box>
      ))}
      <FormErrorAlert message={error} testId="reconciliation-proposal-alternatives-error" />
    </Stack>
  );
}
