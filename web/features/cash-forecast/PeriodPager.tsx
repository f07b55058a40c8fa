import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { PERIODS_PER_PAGE } from './cashForecastParams';

/**
 * Which periods a table shows (1–4, 5–8, 9–12): twelve columns of amounts are
 * wider than a card at 1280 px, so a table shows four at a time.
 */
export function PeriodPager({
  count,
  page,
  onPage,
  testId,
}: {
  count: number;
  page: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const pages = Math.ceil(count / PERIODS_PER_PAGE);
  if (pages <= 1) return null;
  return (
    <HStack gap="2" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="cashForecast.periods" />
      </Text>
      <ChoiceButtons
        size="xs"
        testId={testId}
        choices={Array.from({ length: pages }, (_, index) => {
          const first = index * PERIODS_PER_PAGE + 1;
          const last = Math.min(count, first + PERIODS_PER_PAGE - 1);
          return { value: index, label: `${first}–${last}`, testId: `${testId}-${index + 1}` };
        })}
        value={page}
        onChoose={onPage}
      />
    </HStack>
  );
}
