import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useByAt } from '../../domain/useByAt';

type Decision = {
  readonly reason: string;
  readonly at: string;
  readonly by: { readonly fullName: string; readonly email: string } | null | undefined;
};

type PaymentOrderOutcomeProps = {
  rejection: Decision | null;
  cancellation: Decision | null;
  /** The bank's reason, when it failed. */
  failureReason: string | null;
  timeZone: string;
};

/** How an order ended when it did not go through: who rejected or cancelled it, when and why; or the bank's reason it failed. */
export function PaymentOrderOutcome({
  rejection,
  cancellation,
  failureReason,
  timeZone,
}: PaymentOrderOutcomeProps) {
  const byAt = useByAt(timeZone);
  const decision = rejection
    ? { id: 'payments.detail.rejectedBy', ...rejection }
    : cancellation
      ? { id: 'payments.detail.cancelledBy', ...cancellation }
      : null;
  return (
    <>
      {decision ? (
        <Stack
          gap="1"
          borderWidth="1px"
          borderColor="border.error"
          rounded="md"
          padding="3"
          data-testid="payment-detail-decision"
        >
          <Text fontWeight="medium">{byAt(decision.by, decision.at, { id: decision.id })}</Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {decision.reason}
          </Text>
        </Stack>
      ) : null}
      {failureReason ? (
        <Stack
          gap="1"
          borderWidth="1px"
          borderColor="border.error"
          rounded="md"
          padding="3"
          data-testid="payment-detail-failure"
        >
          <Text fontWeight="medium">
            <FormattedMessage id="payments.detail.failure" />
          </Text>
          <Text fontSize="sm">{failureReason}</Text>
        </Stack>
      ) : null}
    </>
  );
}
