import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BUCKET_FIELD, BUCKET_TONES, type AgedPayableBucketValue } from './payablesLabels';

type BucketAmounts = Readonly<
  Record<(typeof BUCKET_FIELD)[AgedPayableBucketValue], { readonly amount: string }>
>;

/**
 * One age bucket's name over what is owed in it: a currency's total
 * (`strong`, on its card) or a supplier's (in the opened row).
 */
export function PayableBucketFigure({
  bucket,
  amounts,
  currency,
  strong = false,
  testId,
}: {
  bucket: AgedPayableBucketValue;
  amounts: BucketAmounts;
  currency: string;
  strong?: boolean;
  testId: string;
}) {
  const { language } = useLanguage();
  return (
    <>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id={BUCKET_TONES[bucket].label.id} />
      </Text>
      <Text
        fontSize={strong ? undefined : 'sm'}
        fontWeight={strong ? 'semibold' : undefined}
        fontVariantNumeric="tabular-nums"
        data-testid={testId}
      >
        {formatMoney(amounts[BUCKET_FIELD[bucket]].amount, currency, language)}
      </Text>
    </>
  );
}
