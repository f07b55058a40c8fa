import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReconciliationProposalAlternativesQuery$data } from '../../__generated__/ReconciliationProposalAlternativesQuery.graphql';
import { MatchResultBadge } from '../../domain/records/MatchResultBadge';
import { reconcilableItemSummary } from '../../domain/records/reconcilableItemSummary';
import { ReconciliationReasons } from '../../domain/ReconciliationReasons';
import { formatDate, formatMoney, WHOLE_PERCENT } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TrailingAmount } from '../../ui/TrailingAmount';
import { MoneyText } from '../../ui/MoneyText';

/** One of the engine's ranked candidates for a proposal, as the alternatives query reads it. */
export type AlternativeCandidate = NonNullable<
  NonNullable<ReconciliationProposalAlternativesQuery$data['node']>['candidates']
>[number];

type ReconciliationAlternativeCardProps = {
  candidate: AlternativeCandidate;
  /** "Match this instead", for a viewer who may match; null hides it. */
  match: { onMatch: () => void; matching: boolean } | null;
};

/** One alternative to a proposal: its rank, score, result and amount, its items, its reasons and "Match this instead". */
export function ReconciliationAlternativeCard({
  candidate,
  match,
}: ReconciliationAlternativeCardProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <Box
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
        {candidate.items.map((item, index) => (
          <AlternativeItemLine key={index} item={item} />
        ))}
        <ReconciliationReasons
          reasons={candidate.reasons}
          context={{
            currency: candidate.amount.currency,
            direction: candidate.statementTransactions[0]?.direction ?? 'CREDIT',
            strategy: candidate.strategy,
          }}
        />
        {match ? (
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-end"
            onClick={match.onMatch}
            loading={match.matching}
            data-testid="reconciliation-proposal-alternative-match"
          >
            <FormattedMessage id="reconciliation.alternatives.match" />
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

/** One item of an alternative: its kind, date and summary, and its amount; nothing for an item without a summary. */
function AlternativeItemLine({ item }: { item: AlternativeCandidate['items'][number] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const summary = reconcilableItemSummary(item, intl);
  return summary ? (
    <Flex gap="2" justifyContent="space-between" fontSize="sm">
      <Text lineClamp={1} overflowWrap="anywhere" title={summary.text}>
        <Text
          as="span"
          color="fg.muted"
          whiteSpace="nowrap"
        >{`${summary.kind} · ${formatDate(summary.date, language)} · `}</Text>
        {summary.text}
      </Text>
      <MoneyText money={summary.amount} whiteSpace="nowrap" />
    </Flex>
  ) : null;
}
