import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';

/**
 * A row's cell for when something last happened (a key was last used, a
 * webhook last reached its endpoint): the date and time in the
 * organisation's zone, or a muted word such as "Never" while it has not.
 */
export function LastTimeCell({
  at,
  timeZone,
  never,
  testId,
}: {
  at: string | null | undefined;
  timeZone: string;
  /** What the cell says while it has not happened. */
  never: ReactNode;
  testId?: string;
}) {
  const { language } = useLanguage();
  return (
    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid={testId}>
      {at ? (
        formatDateTime(at, language, timeZone)
      ) : (
        <Text as="span" color="fg.muted">
          {never}
        </Text>
      )}
    </Table.Cell>
  );
}
