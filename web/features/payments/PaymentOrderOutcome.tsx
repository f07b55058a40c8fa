import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { personNameOf } from '../../ui/personNameOf';

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
  const intl = useIntl();
  const { language } = useLanguage();
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
          <Text fontWeight="medium">
            <FormattedMessage
              id={decision.id}
              values={{
                name:
                  personNameOf(decision.by) ??
                  intl.formatMessage({ id: 'payments.detail.formerMember' }),
                at: formatDateTime(decision.at, language, timeZone),
              }}
            />
          </Text>
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
