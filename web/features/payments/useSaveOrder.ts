import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSaveOrderPaymentCreateMutation } from '../../__generated__/useSaveOrderPaymentCreateMutation.graphql';
import type { useSaveOrderPaymentUpdateMutation } from '../../__generated__/useSaveOrderPaymentUpdateMutation.graphql';
import type { useSaveOrderTransferCreateMutation } from '../../__generated__/useSaveOrderTransferCreateMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import type { BalanceWarning } from './useBalanceWarningText';
import { orderFieldsOf, type OrderFormContext, type OrderFormValues } from './orderFormSchema';

const paymentCreate = graphql`
  mutation useSaveOrderPaymentCreateMutation($input: PaymentCreateInput!) {
    paymentCreate(input: $input) {
      payment {
        id
        ...PaymentOrderRow_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
      warnings {
        ...paymentWarningFields_warning @relay(mask: false)
      }
    }
  }
`;

const paymentUpdate = graphql`
  mutation useSaveOrderPaymentUpdateMutation($input: PaymentUpdateInput!) {
    paymentUpdate(input: $input) {
      payment {
        id
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
        ...PaymentOrderForm_payment
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

const transferCreate = graphql`
  mutation useSaveOrderTransferCreateMutation($input: TransferCreateInput!) {
    transferCreate(input: $input) {
      transfer {
        id
        ...PaymentOrderRow_order
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
      warnings {
        ...paymentWarningFields_warning @relay(mask: false)
      }
    }
  }
`;

/** What saving came to: the order's id once saved, the refusals by field, and the warnings about a new order (its source account's balance). */
export type SaveOutcome = {
  savedId: string | null;
  userErrors: readonly UserErrorShape[];
  warnings: readonly BalanceWarning[];
};

/**
 * Saves the create or edit form: a new payment or transfer, or the payment
 * `paymentId` changed. The inputs are the form's values as the service takes
 * them (orderFieldsOf) with the kind's beneficiary; a new order names the
 * expected transaction or the bill it pays (a change leaves out the one a payment pays, which keeps it).
 */
export function useSaveOrder(
  context: OrderFormContext,
  paymentId: string | null,
  paid: { expectedTransactionId: string } | { billId: string } | { refundOf: string } | null = null,
): (values: OrderFormValues) => Promise<SaveOutcome> {
  const [createPayment] = useCommit<useSaveOrderPaymentCreateMutation>(paymentCreate);
  const [updatePayment] = useCommit<useSaveOrderPaymentUpdateMutation>(paymentUpdate);
  const [createTransfer] = useCommit<useSaveOrderTransferCreateMutation>(transferCreate);
  return useCallback(
    async (values: OrderFormValues) => {
      const fields = orderFieldsOf(values, context);
      const pays = paid ?? {};
      if (context.kind === 'TRANSFER') {
        const { transferCreate: payload } = await createTransfer({
          variables: {
            input: { ...fields, ...pays, destinationAccountId: values.destinationAccountId },
          },
        });
        return {
          savedId: payload.transfer?.id ?? null,
          userErrors: payload.userErrors,
          warnings: payload.warnings,
        };
      }
      const beneficiary = { counterpartyBankAccountId: values.counterpartyBankAccountId };
      if (paymentId) {
        const { paymentUpdate: payload } = await updatePayment({
          variables: { input: { ...fields, ...beneficiary, paymentId } },
        });
        return {
          savedId: payload.payment?.id ?? null,
          userErrors: payload.userErrors,
          warnings: [],
        };
      }
      const { paymentCreate: payload } = await createPayment({
        variables: { input: { ...fields, ...pays, ...beneficiary } },
      });
      return {
        savedId: payload.payment?.id ?? null,
        userErrors: payload.userErrors,
        warnings: payload.warnings,
      };
    },
    [context, paymentId, paid, createPayment, updatePayment, createTransfer],
  );
}
