import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { FigureCell } from './FigureCell';

type MoneyCellProps = {
  /** The amount in its currency (a decimal string, never a JS number); none shows `empty`. */
  money: { readonly amount: string; readonly currency: string } | null | undefined;
  /** What stands in for a missing amount, in subtle text ("No balance yet", "—"). */
  empty: ReactNode;
  /** The row's headline figure, in medium weight (the placeholder stays normal). */
  strong?: boolean;
  testId?: string;
};

/**
 * A table cell holding an amount in the member's language, aligned to the end
 * with figures in columns, so a list's balances line up the same on every
 * screen that shows them.
 */
export function MoneyCell({ money, empty, strong = false, testId }: MoneyCellProps) {
  const { language } = useLanguage();
  return (
    <FigureCell strong={strong} testId={testId}>
      {money ? (
        formatMoney(money.amount, money.currency, language)
      ) : (
        <Text as="span" color="fg.subtle" fontWeight={strong ? 'normal' : undefined}>
          {empty}
        </Text>
      )}
    </FigureCell>
  );
}
