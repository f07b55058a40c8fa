import { Alert, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  ImportStatus_import$data,
  ImportStatus_import$key,
} from '../../__generated__/ImportStatus_import.graphql';
import { formatCount, formatDate } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { PercentProgress } from '../../ui/PercentProgress';
import { useMoneyFormat } from '../../ui/useMoneyFormat';
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

  if (data.status === 'QUEUED' || data.status === 'RUNNING')
    return <ImportProgress fileName={data.fileName} progress={data.progress} />;

  if (data.status === 'FAILED') {
    return <FormErrorAlert message={errorMessage('U-TRSY-IM-9')} testId="import-failed" />;
  }

  return (
    <Stack gap="4" data-testid="import-result" data-status={data.status}>
      {data.status === 'COMPLETED' ? (
        <ImportCompleted result={data} />
      ) : (
        <ImportNeedsReview result={data} />
      )}
      <ImportIssues importRef={data} />
    </Stack>
  );
}

/** The file being read, with how far. */
function ImportProgress({ fileName, progress }: { fileName: string; progress: number }) {
  return (
    <Stack gap="2" data-testid="import-progress">
      <Text fontSize="sm">
        <FormattedMessage id="imports.reading" values={{ file: fileName }} />
      </Text>
      <PercentProgress fraction={progress} />
    </Stack>
  );
}

/** What a completed import created and skipped, and the statement's period and closing balance when it has them. */
function ImportCompleted({ result }: { result: ImportStatus_import$data }) {
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const summary = result.statementSummary;
  return (
    <Alert.Root status="success">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage
            id="imports.completed"
            values={{ created: result.created, skipped: result.skipped }}
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
                    balance: money(summary.closingBalance),
                  }}
                />
              </>
            ) : null}
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Why an import waits for confirmation (its warnings) or was blocked (its errors). */
function ImportNeedsReview({ result }: { result: ImportStatus_import$data }) {
  const { language } = useLanguage();
  return (
    <Alert.Root status={result.status === 'BLOCKED' ? 'error' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage
            id={result.status === 'BLOCKED' ? 'imports.blocked' : 'imports.needsConfirmation'}
            values={{
              errors: formatCount(result.errorCount, language),
              warnings: formatCount(result.warningCount, language),
            }}
          />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage
            id={
              result.status === 'BLOCKED' ? 'imports.blockedHelp' : 'imports.needsConfirmationHelp'
            }
          />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
