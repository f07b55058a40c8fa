import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toastSuccess, toastWarning } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { orderFormPathOf, type OrderFormValues } from './orderFormSchema';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { writePaymentSearch } from './paymentSearch';
import { useBalanceWarningText } from './useBalanceWarningText';
import type { SaveOutcome } from './useSaveOrder';

/**
 * The order form's submit: saves through `save` (refusals land on the field
 * they name), says so (a new order's balance warnings stay in view when it
 * falls short), and goes to the list's Needs Approval tab.
 */
export function useSubmitOrder(
  kind: OrderKind,
  editing: boolean,
  save: (values: OrderFormValues) => Promise<SaveOutcome>,
) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const warningText = useBalanceWarningText();

  return async (values: OrderFormValues, helpers: FormikHelpers<OrderFormValues>) => {
    const outcome = await feedback.outcome(values, helpers, save(values), orderFormPathOf);
    if (!outcome?.savedId) return;
    if (outcome.warnings.length > 0) {
      // The order is made all the same: a shortfall stays in view on the list it goes to, until closed.
      const shortfall = outcome.warnings.some((warning) => warning.code === 'BALANCE_SHORTFALL');
      toastWarning(
        intl.formatMessage({ id: 'paymentForm.createdWithWarning' }, { kind }),
        outcome.warnings.map(warningText).join(' '),
        shortfall,
      );
    } else
      toastSuccess(
        intl.formatMessage(
          { id: editing ? 'paymentForm.updated' : 'paymentForm.created' },
          { kind },
        ),
      );
    void navigate(
      writePaymentSearch(ORDER_KINDS[kind].listPath, { tab: 'NEEDS_APPROVAL', archived: false }),
    );
  };
}
