import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationCandidateRow_item$key } from '../../__generated__/ReconciliationCandidateRow_item.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { openCents } from '../../../formats/cents';
import { ReconciliationDatedAmount } from './ReconciliationDatedAmount';
import { ReconciliationOpenStatus } from './ReconciliationOpenStatus';
import { ReconciliationPickCard } from './ReconciliationPickCard';

/** An item of a match as the running totals need it. */
export type MatchItem = { id: string; currency: string; open: bigint };

type ReconciliationCandidateRowProps = {
  item: ReconciliationCandidateRow_item$key;
  checked: boolean;
  /** Ticks or unticks it, with what is still open of it for the totals. */
  onToggle: (item: MatchItem) => void;
  disabled: boolean;
};

/** An open expected transaction the picked line may be matched with: tick it to add it to the match. */
export function ReconciliationCandidateRow({
  item,
  checked,
  onToggle,
  disabled,
}: ReconciliationCandidateRowProps) {
  const data = useFragment(
    graphql`
      fragment ReconciliationCandidateRow_item on ExpectedTransaction {
        id
        date
        description
        externalId
        amount {
          amount
          currency
        }
        reconciledAmount {
          amount
        }
        reconciliationStatus
        counterparty {
          alias
        }
      }
    `,
    item,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const toggle = () =>
    onToggle({
      id: data.id,
      currency: data.amount.currency,
      open: openCents(data.amount.amount, data.reconciledAmount.amount),
    });
  return (
    <ReconciliationPickCard
      selected={checked}
      data-testid="reconciliation-candidate"
      data-item-id={data.id}
    >
      <Checkbox.Root
        checked={checked}
        onCheckedChange={toggle}
        disabled={disabled && !checked}
        width="full"
        alignItems="flex-start"
        data-testid="reconciliation-candidate-select"
      >
        <Checkbox.HiddenInput
          aria-label={intl.formatMessage(
            { id: 'reconciliation.candidates.select' },
            { description: data.description },
          )}
        />
        <Checkbox.Control marginTop="0.5" />
        <Stack gap="1" flex="1" minWidth="0">
          <ReconciliationDatedAmount
            dated={`${formatDate(data.date, language)}${data.counterparty ? ` · ${data.counterparty.alias}` : ''}`}
            amount={
              <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatMoney(data.amount.amount, data.amount.currency, language)}
              </Text>
            }
          />
          <Text fontSize="sm" lineClamp={2} overflowWrap="anywhere">
            {data.description}
            {data.externalId ? (
              <Text as="span" color="fg.muted">
                {' '}
                ({data.externalId})
              </Text>
            ) : null}
          </Text>
          <ReconciliationOpenStatus
            status={data.reconciliationStatus}
            amount={data.amount}
            reconciledAmount={data.reconciledAmount}
          />
        </Stack>
      </Checkbox.Root>
    </ReconciliationPickCard>
  );
}
