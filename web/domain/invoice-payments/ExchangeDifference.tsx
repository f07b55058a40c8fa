import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { compareAmounts } from '../../../formats/amount';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * A realised exchange difference in rupiah, as a gain or a loss (never a
 * bare minus sign a clerk must read), none, or unknown while the payment's
 * rate is (formats/exchange-difference.ts).
 */
export function ExchangeDifference({
  difference,
  testId,
  muted = true,
}: {
  /** Rupiah, positive a gain and negative a loss; null: unknown. */
  difference: string | null;
  testId: string;
  /** A row's secondary line (small, muted), or a figure of its own. */
  muted?: boolean;
}) {
  const { language } = useLanguage();
  const sign = difference === null ? null : compareAmounts(difference, '0.00');
  const kind = sign === null ? 'unknown' : sign > 0 ? 'gain' : sign < 0 ? 'loss' : 'none';
  const amount = difference ? formatMoney(difference.replace(/^-/, ''), 'IDR', language) : '';
  return (
    <Text
      {...(muted && { color: 'fg.muted', fontSize: 'xs' })}
      data-testid={testId}
      data-kind={kind}
    >
      <FormattedMessage id={`invoicePayment.exchange.${kind}`} values={{ amount }} />
    </Text>
  );
}
