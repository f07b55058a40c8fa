import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RulePreviewSample_proposal$key } from '../../__generated__/RulePreviewSample_proposal.graphql';
import { formatDate, formatMoney, WHOLE_PERCENT } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ReconciliationReasons } from '../../domain/ReconciliationReasons';
import { OutlineBox } from '../../ui/OutlineBox';

const VERDICT_COLOUR: Record<string, string> = { AGREES: 'green', CONTRADICTS: 'red', NEW: 'blue' };

/**
 * One proposal of a rules preview's sample: its amount, how it stands
 * against the existing matches, its confidence, whether it would confirm
 * itself, its lines and items, and its reasons.
 */
export function RulePreviewSample({ proposal }: { proposal: RulePreviewSample_proposal$key }) {
  const data = useFragment(
    graphql`
      fragment RulePreviewSample_proposal on ReconciliationPreviewProposal {
        confidence
        decision
        verdict
        strategy
        amount {
          amount
          currency
        }
        reasons {
          ...reconciliationReasonFields_reason @relay(mask: false)
        }
        statementTransactions {
          recordId
          date
          description
          direction
        }
        items {
          recordId
          date
          description
        }
      }
    `,
    proposal,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <OutlineBox data-testid="preview-sample">
      <Flex gap="2" wrap="wrap" alignItems="center" marginBottom="1">
        <Text fontWeight="medium" fontSize="sm">
          {formatMoney(data.amount.amount, data.amount.currency, language)}
        </Text>
        <Badge colorPalette={VERDICT_COLOUR[data.verdict] ?? 'gray'}>
          <FormattedMessage
            id={`reconciliation.rulesPage.verdict.${data.verdict}`}
            defaultMessage={data.verdict}
          />
        </Badge>
        <Badge variant="outline">
          <FormattedMessage
            id="reconciliation.rulesPage.previewResult.confidence"
            values={{ percent: intl.formatNumber(data.confidence, WHOLE_PERCENT) }}
          />
        </Badge>
        {data.decision === 'CONFIRM' ? (
          <Badge colorPalette="orange">
            <FormattedMessage id="reconciliation.rulesPage.previewResult.confirms" />
          </Badge>
        ) : null}
      </Flex>
      {data.statementTransactions.map((line) => (
        <Text key={line.recordId} fontSize="sm" wordBreak="break-word">
          <FormattedMessage
            id="reconciliation.rulesPage.previewResult.line"
            values={{
              date: formatDate(line.date, language),
              description: line.description,
            }}
          />
        </Text>
      ))}
      {data.items.map((item) => (
        <Text key={item.recordId} fontSize="sm" color="fg.muted" wordBreak="break-word">
          <FormattedMessage
            id="reconciliation.rulesPage.previewResult.item"
            values={{
              date: formatDate(item.date, language),
              description: item.description,
            }}
          />
        </Text>
      ))}
      <Box marginTop="2">
        <ReconciliationReasons
          reasons={data.reasons}
          context={{
            currency: data.amount.currency,
            direction: data.statementTransactions[0]?.direction ?? 'CREDIT',
            strategy: data.strategy,
          }}
        />
      </Box>
    </OutlineBox>
  );
}
