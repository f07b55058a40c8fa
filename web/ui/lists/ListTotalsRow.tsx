import { Flex, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/** One total of a list (the schema's ListTotal): a sum in one currency, of one direction for lists of money in and out. */
export type ListTotal = {
  readonly amount: { readonly amount: string; readonly currency: string };
  readonly direction?: string | null | undefined;
  readonly count: number;
};

const LABELS = { CREDIT: 'list.totals.in', DEBIT: 'list.totals.out' } as const;

/**
 * The row under a list that adds up the amounts of every row its filters
 * keep (all pages, as the server sums them), one figure per currency, and
 * per direction where the list holds money in and out. Nothing for an
 * empty list.
 */
export function ListTotalsRow({
  totals,
  testId,
}: {
  totals: readonly ListTotal[];
  testId: string;
}) {
  const { language } = useLanguage();
  if (totals.length === 0) return null;
  return (
    <Flex
      justifyContent="end"
      gap="2"
      wrap="wrap"
      paddingX="4"
      paddingY="3"
      borderTopWidth="1px"
      borderColor="border"
      fontSize="sm"
      bg="bg.subtle"
      data-testid={testId}
    >
      <Text color="fg.muted">
        <FormattedMessage id="list.totals.label" />
      </Text>
      {totals.map((total) => (
        <HStack
          key={`${total.amount.currency}-${total.direction ?? ''}`}
          gap="1"
          data-testid={`${testId}-${total.amount.currency}${total.direction ? `-${total.direction}` : ''}`}
        >
          {total.direction === 'CREDIT' || total.direction === 'DEBIT' ? (
            <Text color="fg.muted">
              <FormattedMessage id={LABELS[total.direction]} />
            </Text>
          ) : null}
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {formatMoney(total.amount.amount, total.amount.currency, language)}
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id="list.totals.count" values={{ count: total.count }} />
          </Text>
        </HStack>
      ))}
    </Flex>
  );
}
