import { Grid, Stack, Stat, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationRulePreview_preview$key } from '../../__generated__/ReconciliationRulePreview_preview.graphql';
import { formatCount, formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

import { RulePreviewSample } from './RulePreviewSample';
import { RulePreviewTruncated } from '../../domain/rules/RulePreviewTruncated';

/**
 * The figures of the preview's grid in order, each under its message
 * (`reconciliation.rulesPage.previewResult.<figure>`) with its test id
 * (`preview-would-confirm`); `existing` counts the preview's existing matches.
 */
const FIGURES = [
  'proposed',
  'wouldConfirm',
  'existing',
  'agreeing',
  'contradicting',
  'missed',
] as const;

/**
 * What the draft rules would do on the last 90 days: how many statement
 * transactions and items were read, the proposals and how many would
 * confirm themselves, how they stand against the matches that exist
 * (agreeing, contradicting, missed, new), and a sample of proposals with
 * their confidence and reasons.
 */
export function ReconciliationRulePreview({
  preview: previewKey,
}: {
  preview: ReconciliationRulePreview_preview$key;
}) {
  const preview = useFragment(
    graphql`
      fragment ReconciliationRulePreview_preview on ReconciliationRulesPreview {
        from
        to
        statementTransactions
        items
        truncated
        proposed
        wouldConfirm
        existingMatches
        agreeing
        contradicting
        missed
        newProposals
        sample {
          statementTransactions {
            recordId
          }
          items {
            recordId
          }
          ...RulePreviewSample_proposal
        }
      }
    `,
    previewKey,
  );
  const { language } = useLanguage();
  const count = (value: number) => formatCount(value, language);
  return (
    <Stack gap="4" data-testid="rule-preview-result">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="reconciliation.rulesPage.previewResult.considered"
          values={{
            lines: preview.statementTransactions,
            items: preview.items,
            from: formatDate(preview.from, language),
            to: formatDate(preview.to, language),
          }}
        />
      </Text>
      <RulePreviewTruncated
        shown={preview.truncated}
        messageId="reconciliation.rulesPage.previewResult.truncated"
      />
      <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        {FIGURES.map((figure) => {
          const value = preview[figure === 'existing' ? 'existingMatches' : figure];
          return (
            <Stat.Root
              key={figure}
              size="sm"
              borderWidth="1px"
              borderColor="border"
              rounded="md"
              padding="3"
              data-testid={`preview-${figure.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`}
              data-value={value}
            >
              <Stat.Label>
                <FormattedMessage id={`reconciliation.rulesPage.previewResult.${figure}`} />
              </Stat.Label>
              <Stat.ValueText>{count(value)}</Stat.ValueText>
            </Stat.Root>
          );
        })}
      </Grid>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="reconciliation.rulesPage.previewResult.new"
          values={{ count: preview.newProposals }}
        />
      </Text>
      {preview.sample.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            <FormattedMessage id="reconciliation.rulesPage.previewResult.sample" />
          </Text>
          {preview.sample.map((proposal) => (
            <RulePreviewSample
              key={[...proposal.statementTransactions, ...proposal.items]
                .map((record) => record.recordId)
                .join()}
              proposal={proposal}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
