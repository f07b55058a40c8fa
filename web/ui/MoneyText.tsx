import { Text, type TextProps } from '@chakra-ui/react';
import { formatMoney } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';

type MoneyTextProps = Omit<TextProps, 'children' | 'fontVariantNumeric'> & {
  /** The amount in its currency (a decimal string, never a JS number). */
  money: { readonly amount: string; readonly currency: string };
};

/**
 * An amount in the member's language, in tabular figures, outside a table
 * (a detail page's value, a card's line): MoneyCell's counterpart, so an
 * amount reads the same wherever a screen states it; the caller sets its
 * weight, size and colour.
 */
export function MoneyText({ money, ...text }: MoneyTextProps) {
  const { language } = useLanguage();
  return (
    <Text fontVariantNumeric="tabular-nums" {...text}>
      {formatMoney(money.amount, money.currency, language)}
    </Text>
  );
}
