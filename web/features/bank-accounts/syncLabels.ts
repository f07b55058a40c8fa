import type { IntlShape } from 'react-intl';

/** The frequencies a statement sync can be scheduled at, in minutes (the service takes 15 to 1,440). */
export const SYNC_INTERVALS = [15, 30, 60, 120, 240, 360, 720, 1440] as const;

/** "Every 15 minutes", "Every hour", "Every 6 hours", in the member's language. */
export function syncIntervalLabel(minutes: number, intl: IntlShape): string {
  return minutes % 60 === 0
    ? intl.formatMessage({ id: 'statementSync.everyHours' }, { hours: minutes / 60 })
    : intl.formatMessage({ id: 'statementSync.everyMinutes' }, { minutes });
}
