import { Button, Card, Flex, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { CashPositionSummary_query$key } from '../../__generated__/CashPositionSummary_query.graphql';
import type { CashPositionSummaryRefetchQuery } from '../../__generated__/CashPositionSummaryRefetchQuery.graphql';
import { useRefresh } from '../../relay/useRefresh';
import { useReloadInPlace } from '../../ui/useReloadInPlace';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { DateInput } from '../../ui/DateInput';
import { FilterField } from '../../ui/FilterSelect';
import { POSITION_GROUPINGS, type PositionGrouping } from './positionGroupings';
import { PositionTable } from './PositionTable';
import { PositionTotals } from './PositionTotals';

type CashPositionSummaryProps = {
  query: CashPositionSummary_query$key;
  /** Bumped when a rate changed: the position is asked again for the day it shows. */
  refreshKey: number;
};

/**
 * The position as of a day (today at first, never after it): the day and
 * how to group the accounts, the totals in IDR and USD with the rates they
 * use, and the accounts grouped by bank, entity or currency.
 */
export function CashPositionSummary({ query, refreshKey }: CashPositionSummaryProps) {
  const [data, refetch] = useRefetchableFragment<
    CashPositionSummaryRefetchQuery,
    CashPositionSummary_query$key
  >(
    graphql`
      fragment CashPositionSummary_query on Query
      @argumentDefinitions(date: { type: "Date" })
      @refetchable(queryName: "CashPositionSummaryRefetchQuery") {
        cashPosition(date: $date) {
          date
          today
          ...PositionTotals_position
          ...PositionTable_position
        }
      }
    `,
    query,
  );
  const position = data.cashPosition;
  const [grouping, setGrouping] = useState<PositionGrouping>('BANK');
  const [shown, setShown] = useState(position.date);
  const [isLoading, reload] = useReloadInPlace(refetch);
  useRefresh(refreshKey, () => reload({ date: position.date }));

  const choose = (date: string) => {
    setShown(date);
    // The browser's picker gives '' while a date is incomplete, and may let a later day be typed.
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date <= position.today) reload({ date });
  };

  return (
    <Stack
      gap="4"
      opacity={isLoading ? 0.6 : 1}
      transition="opacity 150ms"
      data-testid="cash-position"
      data-date={position.date}
    >
      <Card.Root variant="outline" bg="bg">
        <Flex
          gap="4"
          padding="4"
          wrap="wrap"
          alignItems="end"
          justifyContent="space-between"
          data-testid="cash-position-toolbar"
        >
          <HStack gap="3" alignItems="end" wrap="wrap">
            <FilterField label={<FormattedMessage id="cashPosition.asOf" />}>
              <DateInput
                name="asOf"
                size="sm"
                value={shown}
                max={position.today}
                onChange={(event) => choose(event.target.value)}
                data-testid="cash-position-date"
              />
            </FilterField>
            <Button
              size="sm"
              variant="ghost"
              disabled={position.date === position.today}
              onClick={() => choose(position.today)}
              data-testid="cash-position-today"
            >
              <FormattedMessage id="cashPosition.today" />
            </Button>
          </HStack>
          <FilterField label={<FormattedMessage id="cashPosition.groupBy" />} minWidth="auto">
            <ChoiceButtons
              size="sm"
              choices={POSITION_GROUPINGS.map((choice) => ({
                value: choice,
                label: <FormattedMessage id={`cashPosition.groupBy.${choice}`} />,
                testId: `cash-position-by-${choice}`,
              }))}
              value={grouping}
              onChoose={setGrouping}
            />
          </FilterField>
        </Flex>
      </Card.Root>
      <PositionTotals position={position} />
      <PositionTable position={position} grouping={grouping} />
    </Stack>
  );
}
