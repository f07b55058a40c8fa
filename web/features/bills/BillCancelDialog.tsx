import { Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { BillCancelDialogMutation } from '../../__generated__/BillCancelDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { formikFields } from '../../ui/formikFields';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { BillTarget } from './BillRow';

/** The service's longest reason (contracts/treasury/bills.ts). */
export const BILL_REASON_MAX = 1000;

type Values = { reason: string };

/** Cancels a bill with the reason the service requires; the dialog is open while `bill` is set. */
export function BillCancelDialog({
  bill,
  onClose,
}: {
  bill: BillTarget | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={bill !== null}
      onClose={onClose}
      testId="bill-cancel-dialog"
      title={<FormattedMessage id="bills.cancelDialog.title" />}
    >
      {bill ? <CancelForm bill={bill} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function CancelForm({ bill, onClose }: { bill: BillTarget; onClose: () => void }) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(
    () =>
      yup.object({
        reason: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'error.U-TRSY-BL-9' }))
          .max(
            BILL_REASON_MAX,
            intl.formatMessage({ id: 'validation.maxLength' }, { max: BILL_REASON_MAX }),
          ),
      }),
    [intl],
  );
  const [commit] = useCommit<BillCancelDialogMutation>(graphql`
    mutation BillCancelDialogMutation($input: BillCancelInput!) {
      billCancel(input: $input) {
        bill {
          ...BillRow_bill
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const done = await feedback.outcome(
      values,
      helpers,
      commit({ variables: { input: { billId: bill.id, reason: values.reason.trim() } } }).then(
        (response) => response.billCancel,
      ),
      (field) => (field === 'reason' ? 'reason' : null),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'bills.cancelled' }, { amount: bill.amount }));
    onClose();
  };

  return (
    <Formik<Values> initialValues={{ reason: '' }} validationSchema={schema} onSubmit={submit}>
      {(form) => {
        const { errorOf, input } = formikFields(form);
        return (
          <FormDialogForm
            intro={
              <FormattedMessage
                id="bills.cancelDialog.body"
                values={{
                  name: bill.name,
                  amount: bill.amount,
                  dueDate: bill.dueDate,
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            }
            errorTestId="bill-cancel-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="bills.cancelDialog.confirm" />}
            cancelLabel={<FormattedMessage id="bills.cancelDialog.keep" />}
            submitTestId="bill-cancel-confirm"
          >
            <FormField
              label={<FormattedMessage id="bills.cancelDialog.reason" />}
              error={errorOf('reason')}
              required
            >
              <Textarea
                {...input('reason')}
                rows={3}
                maxLength={BILL_REASON_MAX}
                autoFocus
                data-testid="bill-cancel-reason-input"
              />
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}
