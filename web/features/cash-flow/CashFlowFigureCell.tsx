import { Text } from '@chakra-ui/react';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FigureButton } from '../../ui/FigureButton';
import { FigureCell } from '../../ui/FigureCell';

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
    <FigureCell fontWeight={strong ? 'semibold' : undefined} testId={testId}>
      {onOpen && !isZero(amount) ? (
        <FigureButton onClick={onOpen}>{money}</FigureButton>
      ) : (
        <Text as="span" color={isZero(amount) ? 'fg.subtle' : undefined}>
          {money}
        </Text>
      )}
    </FigureCell>
  );
}
