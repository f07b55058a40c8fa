import { Badge, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MatchResultBadge } from '../../domain/records/MatchResultBadge';
import { formatMoney, WHOLE_PERCENT } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TrailingAmount } from '../../ui/TrailingAmount';

type ReconciliationProposalHeadlineProps = {
  confidence: number;
  result: string;
  strategy: string;
  amount: { readonly amount: string; readonly currency: string };
};

/** The badge colour of a confidence: sure (green), likely (blue), doubtful (orange). */
function confidencePalette(confidence: number): string {
  return confidence >= 0.9 ? 'green' : confidence >= 0.7 ? 'blue' : 'orange';
}

/** A proposal's first line: how sure the engine is, its result, the strategy that found it and its amount. */
export function ReconciliationProposalHeadline({
  confidence,
  result,
  strategy,
  amount,
}: ReconciliationProposalHeadlineProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <HStack gap="2" wrap="wrap">
      <Badge
        colorPalette={confidencePalette(confidence)}
        variant="solid"
        data-testid="reconciliation-proposal-confidence"
      >
        <FormattedMessage
          id="reconciliation.proposals.confidence"
          values={{ confidence: intl.formatNumber(confidence, WHOLE_PERCENT) }}
        />
      </Badge>
      <MatchResultBadge result={result} />
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id={`reconciliation.strategy.${strategy}`} />
      </Text>
      <TrailingAmount>{formatMoney(amount.amount, amount.currency, language)}</TrailingAmount>
    </HStack>
  );
}
