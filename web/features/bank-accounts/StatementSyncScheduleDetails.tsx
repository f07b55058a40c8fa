import { Badge, DataList, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatementSyncDialog_bankAccount$data } from '../../__generated__/StatementSyncDialog_bankAccount.graphql';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
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
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id="statementSync.frequency" />
        </DataList.ItemLabel>
        <DataList.ItemValue data-testid="statement-sync-frequency">
          {syncIntervalLabel(schedule.intervalMinutes, intl)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id="statementSync.lastRun" />
        </DataList.ItemLabel>
        <DataList.ItemValue>
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
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id="statementSync.syncedThrough" />
        </DataList.ItemLabel>
        <DataList.ItemValue fontVariantNumeric="tabular-nums" data-testid="statement-sync-through">
          {schedule.syncedThrough ? formatDate(schedule.syncedThrough, language) : '—'}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id="statementSync.nextRun" />
        </DataList.ItemLabel>
        <DataList.ItemValue fontVariantNumeric="tabular-nums">
          {formatDateTime(schedule.nextRunAt, language, timeZone)}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
