import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ReconciliationStatusBadge } from '../../ui/ReconciliationStatusBadge';
import { fromCents, openCents } from '../../../formats/cents';

type ReconciliationOpenStatusProps = {
  status: string;
  amount: { readonly amount: string; readonly currency: string };
  reconciledAmount: { readonly amount: string };
  /** Badges before the status (a line's direction). */
  before?: ReactNode;
  testId?: string;
};

/**
 * A line's or an item's reconciliation status, and while it is partially
 * reconciled what is still open of it ("Rp 2,000,000.00 open"): what a
 * reviewer needs to know before adding it to a match.
 */
export function ReconciliationOpenStatus({
  status,
  amount,
  reconciledAmount,
  before,
  testId,
}: ReconciliationOpenStatusProps) {
  const { language } = useLanguage();
  return (
    <Flex gap="2" wrap="wrap" alignItems="center">
      {before}
      <ReconciliationStatusBadge status={status} testId={testId} />
      {status === 'PARTIAL' ? (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id="reconciliation.line.open"
            values={{
              amount: formatMoney(
                fromCents(openCents(amount.amount, reconciledAmount.amount)),
                amount.currency,
                language,
              ),
            }}
          />
        </Text>
      ) : null}
    </Flex>
  );
}
