import { Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationMatchAllocations_reconciliation$key } from '../../__generated__/ReconciliationMatchAllocations_reconciliation.graphql';
import { reconcilableItemSummary } from '../../domain/records/reconcilableItemSummary';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyText } from '../../ui/MoneyText';

/** What a match allocates, one line each: the statement transaction (date and description) → the item it pays, and the amount. */
export function ReconciliationMatchAllocations({
  reconciliation,
}: {
  reconciliation: ReconciliationMatchAllocations_reconciliation$key;
}) {
  const data = useFragment(
    graphql`
      fragment ReconciliationMatchAllocations_reconciliation on Reconciliation {
        allocations {
          amount {
            amount
            currency
          }
          statementTransaction {
            id
            date
            description
          }
          item {
            ...reconcilableItemFields_item @relay(mask: false)
          }
        }
      }
    `,
    reconciliation,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  // The item's kind, then what names it: `Payment · Sinar Jaya — INV/2026/11/0042`.
  const describeItem = (item: Parameters<typeof reconcilableItemSummary>[0] | null | undefined) => {
    const summary = item ? reconcilableItemSummary(item, intl) : null;
    return summary ? `${summary.kind} · ${summary.text}` : '—';
  };

  return (
    <Stack gap="1" fontSize="sm" as="ul">
      {data.allocations.map((allocation, index) => (
        <Flex as="li" listStyleType="none" key={index} gap="2" justifyContent="space-between">
          <Text overflowWrap="anywhere">
            {allocation.statementTransaction
              ? `${formatDate(allocation.statementTransaction.date, language)} · ${allocation.statementTransaction.description}`
              : '—'}
            <Text as="span" color="fg.muted">
              {' → '}
            </Text>
            {describeItem(allocation.item)}
          </Text>
          <MoneyText money={allocation.amount} whiteSpace="nowrap" />
        </Flex>
      ))}
    </Stack>
  );
}
