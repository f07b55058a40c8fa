import { Badge, DataList, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatementSyncDialog_bankAccount$data } from '../../__generated__/StatementSyncDialog_bankAccount.graphql';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataListEntry } from '../../ui/DataListEntry';
import { syncIntervalLabel } from './syncLabels';

type StatementSyncScheduleDetailsProps = {
  schedule: NonNullable<StatementSyncDialog_bankAccount$data['syncSchedule']>;
  /** Whether a run asked for is still awaited: the last run then shows as running. */
  syncing: boolean;
  timeZone: string;
};

/** A running sync's frequency, last run (how it went and when), the date the bank's history is read up to, and the next run. */
export function StatementSyncScheduleDetails({
  schedule,
  syncing,
  timeZone,
}: StatementSyncScheduleDetailsProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="statement-sync-schedule">
      <DataListEntry
        label={<FormattedMessage id="statementSync.frequency" />}
        testId="statement-sync-frequency"
      >
        {syncIntervalLabel(schedule.intervalMinutes, intl)}
      </DataListEntry>
      <DataListEntry label={<FormattedMessage id="statementSync.lastRun" />}>
        <HStack gap="2" wrap="wrap">
          {syncing ? (
            <Badge colorPalette="blue" data-testid="statement-sync-status">
              <FormattedMessage id="statementSync.status.running" />
            </Badge>
          ) : schedule.lastStatus ? (
            <Badge
              colorPalette={schedule.lastStatus === 'SUCCEEDED' ? 'green' : 'red'}
              data-testid="statement-sync-status"
            >
              <FormattedMessage id={`statementSync.status.${schedule.lastStatus}`} />
            </Badge>
          ) : (
            <Text color="fg.subtle" data-testid="statement-sync-status">
              <FormattedMessage id="statementSync.notYet" />
            </Text>
          )}
          {schedule.lastRunAt ? (
            <Text color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatDateTime(schedule.lastRunAt, language, timeZone)}
            </Text>
          ) : null}
        </HStack>
      </DataListEntry>
      <DataListEntry
        label={<FormattedMessage id="statementSync.syncedThrough" />}
        testId="statement-sync-through"
        tabular
      >
        {schedule.syncedThrough ? formatDate(schedule.syncedThrough, language) : '—'}
      </DataListEntry>
      <DataListEntry label={<FormattedMessage id="statementSync.nextRun" />} tabular>
        {formatDateTime(schedule.nextRunAt, language, timeZone)}
      </DataListEntry>
    </DataList.Root>
  );
}
