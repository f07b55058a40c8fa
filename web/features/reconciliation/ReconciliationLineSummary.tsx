import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationLineSummary_line$key } from '../../__generated__/ReconciliationLineSummary_line.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyText } from '../../ui/MoneyText';

type ReconciliationLineSummaryProps = {
  line: ReconciliationLineSummary_line$key;
  /** A small heading above it ("Statement transaction"). */
  overline?: ReactNode;
  /** What follows the date (the line's status). */
  aside?: ReactNode;
};

/** The head of the right pane: the picked statement transaction's description, amount and date. */
export function ReconciliationLineSummary({
  line,
  overline,
  aside,
}: ReconciliationLineSummaryProps) {
  const data = useFragment(
    graphql`
      fragment ReconciliationLineSummary_line on StatementTransaction {
        date
        description
        amount {
          amount
          currency
        }
      }
    `,
    line,
  );
  const { language } = useLanguage();
  return (
    <Stack gap="1">
      {overline ? (
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {overline}
        </Text>
      ) : null}
      <Flex gap="3" justifyContent="space-between" alignItems="baseline">
        <Text
          fontWeight="medium"
          overflowWrap="anywhere"
          minWidth="0"
          data-testid="reconciliation-line-summary-description"
        >
          {data.description}
        </Text>
        <MoneyText money={data.amount} fontWeight="semibold" whiteSpace="nowrap" />
      </Flex>
      <Flex gap="2" alignItems="center" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {formatDate(data.date, language)}
        </Text>
        {aside}
      </Flex>
    </Stack>
  );
}
