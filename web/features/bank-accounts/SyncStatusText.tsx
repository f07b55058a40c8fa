import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../i18n/useLanguage';
import { formatRelativeTime } from '../../ui/time/formatRelativeTime';
import { useNow } from '../../ui/time/useNow';

type SyncStatusTextProps = {
  schedule: {
    readonly lastRunAt: string | null | undefined;
    readonly lastStatus: string | null | undefined;
  };
};

/** Under an account's connection: "Synced 5 minutes ago", "Last sync failed" or "Sync scheduled". */
export function SyncStatusText({ schedule }: SyncStatusTextProps) {
  const now = useNow();
  const { language } = useLanguage();
  if (schedule.lastStatus === 'FAILED') {
    return (
      <Text fontSize="xs" color="fg.error" marginTop="1" data-testid="internal-account-sync-status">
        <FormattedMessage id="statementSync.rowFailed" />
      </Text>
    );
  }
  return (
    <Text fontSize="xs" color="fg.muted" marginTop="1" data-testid="internal-account-sync-status">
      {schedule.lastRunAt ? (
        <FormattedMessage
          id="statementSync.rowSynced"
          values={{ when: formatRelativeTime(schedule.lastRunAt, now, language) }}
        />
      ) : (
        <FormattedMessage id="statementSync.rowScheduled" />
      )}
    </Text>
  );
}
