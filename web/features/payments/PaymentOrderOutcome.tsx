import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useByAt } from '../../domain/useByAt';
import { OutlineBox } from '../../ui/OutlineBox';

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
        <OutcomeNote
          title={byAt(decision.by, decision.at, { id: decision.id })}
          testId="payment-detail-decision"
        >
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {decision.reason}
          </Text>
        </OutcomeNote>
      ) : null}
      {failureReason ? (
        <OutcomeNote
          title={<FormattedMessage id="payments.detail.failure" />}
          testId="payment-detail-failure"
        >
          <Text fontSize="sm">{failureReason}</Text>
        </OutcomeNote>
      ) : null}
    </>
  );
}

/** One way the order ended, framed as an error: what happened (who, when) over why. */
function OutcomeNote({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <OutlineBox tone="error" data-testid={testId}>
      <Stack gap="1">
        <Text fontWeight="medium">{title}</Text>
        {children}
      </Stack>
    </OutlineBox>
  );
}
