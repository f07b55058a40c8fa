import { Alert, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ImportStatus_import$key } from '../../__generated__/ImportStatus_import.graphql';
import { formatCount, formatDate, formatMoney } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { ImportIssues } from './ImportIssues';

/** How many issues the result lists; the counts say how many there are in all. */
export const ISSUES_SHOWN = 200;

const fragment = graphql`
  fragment ImportStatus_import on Import {
    id
    status
    progress
    fileName
    rowsRead
    created
    skipped
    errorCount
    warningCount
    ...ImportIssues_import
    statementSummary {
      firstDate
      lastDate
      closingBalance {
        amount
        currency
      }
      pendingSkipped
    }
  }
`;

/**
 * Where an import stands: a progress bar while the file is read, then the
 * outcome: what was imported, or why it waits or was refused, with the
 * issues by row (see `ImportIssues`).
 */
export function ImportStatus({ importRef }: { importRef: ImportStatus_import$key }) {
  const data = useFragment(fragment, importRef);
  const errorMessage = useErrorMessage();
  const { language } = useLanguage();

  if (data.status === 'QUEUED' || data.status === 'RUNNING') {
    const percent = Math.round(data.progress * 100);
    return (
      <Stack gap="2" data-testid="import-progress">
        <Text fontSize="sm">
          <FormattedMessage id="imports.reading" values={{ file: data.fileName }} />
        </Text>
        <Progress.Root value={percent} colorPalette="brand" size="sm">
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText minW="3ch" textAlign="end">
              <FormattedNumber value={data.progress} style="percent" />
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
      </Stack>
    );
  }

  if (data.status === 'FAILED') {
    return (
      <Alert.Root status="error" data-testid="import-failed">
        <Alert.Indicator />
        <Alert.Title>{errorMessage('U-TRSY-IM-9')}</Alert.Title>
      </Alert.Root>
    );
  }

  const summary = data.statementSummary;
  return (
    <Stack gap="4" data-testid="import-result" data-status={data.status}>
      {data.status === 'COMPLETED' ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage
                id="imports.completed"
                values={{ created: data.created, skipped: data.skipped }}
              />
            </Alert.Title>
            {summary?.firstDate && summary.lastDate ? (
              <Alert.Description>
                <FormattedMessage
                  id="imports.statementPeriod"
                  values={{
                    from: formatDate(summary.firstDate, language),
                    to: formatDate(summary.lastDate, language),
                  }}
                />
                {summary.closingBalance ? (
                  <>
                    {' '}
                    <FormattedMessage
                      id="imports.closingBalance"
                      values={{
                        balance: formatMoney(
                          summary.closingBalance.amount,
                          summary.closingBalance.currency,
                          language,
                        ),
                      }}
                    />
                  </>
                ) : null}
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status={data.status === 'BLOCKED' ? 'error' : 'warning'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage
                id={data.status === 'BLOCKED' ? 'imports.blocked' : 'imports.needsConfirmation'}
                values={{
                  errors: formatCount(data.errorCount, language),
                  warnings: formatCount(data.warningCount, language),
                }}
              />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage
                id={
                  data.status === 'BLOCKED'
                    ? 'imports.blockedHelp'
                    : 'imports.needsConfirmationHelp'
                }
              />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ImportIssues importRef={data} />
    </Stack>
  );
}
