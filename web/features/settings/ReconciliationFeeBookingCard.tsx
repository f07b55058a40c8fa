import { Field, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationFeeBookingCard_query$key } from '../../__generated__/ReconciliationFeeBookingCard_query.graphql';
import type {
  ReconciliationFeeBookingCardMutation,
  CashCategory,
} from '../../__generated__/ReconciliationFeeBookingCardMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import {
  FEE_EXPENSE_CATEGORIES,
  feeBookingChoice,
  feeBookingLabel,
  feeBookingOf,
} from '../../domain/feeBooking';
import { SettingsCard } from './SettingsCard';

/**
 * Where fee-deducted reconciliation matches book the fee the payer's bank
 * deducted: as bank fees, or as an expense of an outflow cash category. A
 * choice applies at once to the matches made from then on; members without
 * `settings:manage` read it. Shown to members with `reconciliation:read`.
 */
export function ReconciliationFeeBookingCard({
  query,
  canManage,
}: {
  query: ReconciliationFeeBookingCard_query$key;
  canManage: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ReconciliationFeeBookingCard_query on Query {
        reconciliationSettings @include(if: $withFees) {
          feeBooking
          feeCategory
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const { error, outcome } = useDialogError();
  const [commit, saving] = useCommit<ReconciliationFeeBookingCardMutation>(graphql`
    mutation ReconciliationFeeBookingCardMutation($input: ReconciliationSettingsUpdateInput!) {
      reconciliationSettingsUpdate(input: $input) {
        settings {
          feeBooking
          feeCategory
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const settings = data.reconciliationSettings;
  if (!settings) return null;

  const options = [
    {
      value: 'BANK_FEE',
      label: feeBookingLabel({ feeBooking: 'BANK_FEE', feeCategory: null }, intl),
    },
    ...FEE_EXPENSE_CATEGORIES.map((category) => ({
      value: category,
      label: feeBookingLabel({ feeBooking: 'EXPENSE', feeCategory: category }, intl),
    })),
  ];
  const choose = async (value: string) => {
    const input = feeBookingOf(value);
    const saved = await outcome(
      commit({
        variables: {
          input: {
            feeBooking: input.feeBooking,
            feeCategory: input.feeCategory as CashCategory | null,
          },
        },
      }).then((response) => response.reconciliationSettingsUpdate),
    );
    if (saved) toastSuccess(intl.formatMessage({ id: 'reconciliationFees.saved' }));
  };

  return (
    <SettingsCard
      testId="reconciliation-fee-booking"
      title={{ id: 'reconciliationFees.title' }}
      description={{ id: 'reconciliationFees.hint' }}
    >
      <Stack gap="4">
        <FormErrorAlert message={error} testId="reconciliation-fee-booking-error" />
        <Field.Root disabled={!canManage || saving}>
          <Field.Label>
            <FormattedMessage id="reconciliationFees.label" />
          </Field.Label>
          <OptionSelect
            options={options}
            value={feeBookingChoice(settings)}
            onChange={(event) => void choose(event.currentTarget.value)}
            data-testid="reconciliation-fee-booking-select"
            root={{ maxWidth: 'md', disabled: !canManage || saving }}
          />
        </Field.Root>
      </Stack>
    </SettingsCard>
  );
}
