import { HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyText } from '../../ui/MoneyText';
import {
  reconcilableItemSummary,
  type ReconcilableItemFields,
} from '../../domain/records/reconcilableItemSummary';

type Money = { readonly amount: string; readonly currency: string };

/** What one allocation of a match gives to which item: the item (its kind, what it is, its amount and date), the amount and any fee. */
export function StatementMatchAllocation({
  allocation,
}: {
  allocation: {
    readonly amount: Money;
    readonly fee: Money;
    readonly item: ReconcilableItemFields | null | undefined;
  };
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (value: Money) => formatMoney(value.amount, value.currency, language);
  const summary = allocation.item ? reconcilableItemSummary(allocation.item, intl) : null;
  return (
    <HStack
      justifyContent="space-between"
      alignItems="flex-start"
      gap="4"
      data-testid="statement-detail-allocation"
    >
      <Stack gap="0" minWidth="0">
        <Text overflowWrap="anywhere">{summary ? `${summary.kind} · ${summary.text}` : '—'}</Text>
        {summary ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="statements.detail.itemTerms"
              values={{
                amount: money(summary.amount),
                date: formatDate(summary.date, language),
              }}
            />
          </Text>
        ) : null}
      </Stack>
      <Stack gap="0" textAlign="end" flexShrink={0}>
        <MoneyText money={allocation.amount} fontWeight="medium" />
        {Number(allocation.fee.amount) === 0 ? null : (
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            <FormattedMessage id="statements.detail.fee" values={{ fee: money(allocation.fee) }} />
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
