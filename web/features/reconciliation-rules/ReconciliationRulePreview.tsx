import { Grid, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationRulePreview_preview$key } from '../../__generated__/ReconciliationRulePreview_preview.graphql';
import { formatCount, formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

import { RulePreviewSample } from './RulePreviewSample';

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
  const stat = (label: ReactNode, value: number, testId: string) => (
    <Stat.Root
      size="sm"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      padding="3"
      data-testid={testId}
      data-value={value}
    >
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{count(value)}</Stat.ValueText>
    </Stat.Root>
  );
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
      {preview.truncated ? (
        <Text fontSize="sm" color="orange.fg">
          <FormattedMessage id="reconciliation.rulesPage.previewResult.truncated" />
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        {stat(
          <FormattedMessage id="reconciliation.rulesPage.previewResult.proposed" />,
          preview.proposed,
          'preview-proposed',
        )}
        {stat(
          <FormattedMessage id="reconciliation.rulesPage.previewResult.wouldConfirm" />,
          preview.wouldConfirm,
          'preview-would-confirm',
        )}
        {stat(
          <FormattedMessage id="reconciliation.rulesPage.previewResult.existing" />,
          preview.existingMatches,
          'preview-existing',
        )}
        {stat(
          <FormattedMessage id="reconciliation.rulesPage.previewResult.agreeing" />,
          preview.agreeing,
          'preview-agreeing',
        )}
        {stat(
          <FormattedMessage id="reconciliation.rulesPage.previewResult.contradicting" />,
          preview.contradicting,
          'preview-contradicting',
        )}
        {stat(
          <FormattedMessage id="reconciliation.rulesPage.previewResult.missed" />,
          preview.missed,
          'preview-missed',
        )}
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
