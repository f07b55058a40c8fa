import { Button, Table, Text } from '@chakra-ui/react';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/**
 * A figure of the cash flow table: a button that opens the lines behind it
 * (`onOpen`) when there are some and the viewer may read them, plain text
 * otherwise, zero in grey.
 */
export function CashFlowFigureCell({
  amount,
  currency,
  onOpen,
  testId,
  strong = false,
}: {
  amount: string;
  currency: string;
  onOpen: (() => void) | null;
  testId: string;
  strong?: boolean;
}) {
  const { language } = useLanguage();
  const money = formatMoney(amount, currency, language);
  return (
    <Table.Cell
      textAlign="end"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      fontWeight={strong ? 'semibold' : undefined}
      data-testid={testId}
    >
      {onOpen && !isZero(amount) ? (
        <Button
          variant="plain"
          size="sm"
          height="auto"
          padding="0"
          fontWeight="inherit"
          color="brand.fg"
          textDecoration="underline dotted"
          onClick={onOpen}
        >
          {money}
        </Button>
      ) : (
        <Text as="span" color={isZero(amount) ? 'fg.subtle' : undefined}>
          {money}
        </Text>
      )}
    </Table.Cell>
  );
}
