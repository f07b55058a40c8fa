import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RulePreviewSample_proposal$key } from '../../__generated__/RulePreviewSample_proposal.graphql';
import { formatDate, formatMoney, WHOLE_PERCENT } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ReconciliationReasons, reasonContextOf } from '../../domain/ReconciliationReasons';
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
        <SampleRecord
          key={line.recordId}
          record={line}
          message={{ id: 'reconciliation.rulesPage.previewResult.line' }}
        />
      ))}
      {data.items.map((item) => (
        <SampleRecord
          key={item.recordId}
          record={item}
          message={{ id: 'reconciliation.rulesPage.previewResult.item' }}
          muted
        />
      ))}
      <Box marginTop="2">
        <ReconciliationReasons reasons={data.reasons} context={reasonContextOf(data)} />
      </Box>
    </OutlineBox>
  );
}

/** A statement line or an item of the sample, by its date and description; the items muted under the lines. */
function SampleRecord({
  record,
  message,
  muted = false,
}: {
  record: { readonly date: string; readonly description: string };
  message: { id: string };
  muted?: boolean;
}) {
  const { language } = useLanguage();
  return (
    <Text fontSize="sm" color={muted ? 'fg.muted' : undefined} wordBreak="break-word">
      <FormattedMessage
        {...message}
        values={{ date: formatDate(record.date, language), description: record.description }}
      />
    </Text>
  );
}
