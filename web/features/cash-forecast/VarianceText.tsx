import { Text } from '@chakra-ui/react';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { isNegative, isZero } from './cashForecastLabels';

/** A forecast figure beside what happened: the difference, once there is one. */
export type Variance = {
  readonly forecast: { readonly amount: string };
  readonly actual: { readonly amount: string } | null | undefined;
  readonly variance: { readonly amount: string } | null | undefined;
};

/**
 * The difference, green when it is good news (more in, less out, a better
 * net) and red otherwise; zero in grey. Nothing before there is a difference.
 */
export function VarianceText({
  figure,
  flow,
  currency,
}: {
  figure: Variance;
  flow: string;
  currency: string;
}) {
  const { language } = useLanguage();
  if (!figure.variance) return null;
  const amount = figure.variance.amount;
  return (
    <Text
      as="span"
      fontSize="xs"
      color={
        isZero(amount)
          ? 'fg.muted'
          : isNegative(amount) === (flow === 'OUTFLOW')
            ? 'fg.success'
            : 'fg.error'
      }
    >
      {amount.startsWith('-') ? '' : '+'}
      {formatMoney(amount, currency, language)}
    </Text>
  );
}
