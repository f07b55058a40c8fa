import { Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { formatRelativeTime } from './formatRelativeTime';

type LastUpdatedProps = {
  /** The instant, as a GraphQL DateTime. */
  value: string;
  now: Date;
  timeZone: string;
  testId?: string;
};

/** When something was last updated: relative ("2 hours ago") above the date and time in the organisation's zone. */
export function LastUpdated({ value, now, timeZone, testId }: LastUpdatedProps) {
  const { language } = useLanguage();
  const absolute = formatDateTime(value, language, timeZone);
  return (
    <Stack gap="0" data-testid={testId}>
      <Text title={absolute} whiteSpace="nowrap">
        {formatRelativeTime(value, now, language)}
      </Text>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {absolute}
      </Text>
    </Stack>
  );
}
