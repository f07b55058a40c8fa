import { Textarea } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import type { OrderKind } from './orderKinds';
import { OrderNames } from './OrderNames';
import type { NamedOrder } from './PaymentOrderDrawer';
import type { ActionOutcome } from './useOrderActions';

/** The service's longest reason. */
export const REASON_MAX = 1000;

type ReasonValues = { reason: string };

type ReasonDialogProps = {
  kind: OrderKind;
  action: 'REJECT' | 'CANCEL';
  /** The orders to reject or cancel; the dialog is open while there are some. */
  orders: readonly NamedOrder[];
  onSubmit: (reason: string) => Promise<ActionOutcome>;
  onDone: (outcome: ActionOutcome) => void;
  onClose: () => void;
};

/** Rejects or cancels one or the selected payments or transfers, with the reason the spec requires. */
export function ReasonDialog({
  kind,
  action,
  orders,
  onSubmit,
  onDone,
  onClose,
}: ReasonDialogProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const schema = useMemo(
    () =>
      yup.object({
        reason: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'error.U-TRSY-TRF-29' }))
          .max(REASON_MAX, intl.formatMessage({ id: 'paymentForm.tooLong' }, { max: REASON_MAX })),
      }),
    [intl],
  );
  const words = action === 'REJECT' ? 'reject' : 'cancel';

  const submit = async (values: ReasonValues, helpers: FormikHelpers<ReasonValues>) => {
    helpers.setStatus(undefined);
    const outcome = await onSubmit(values.reason.trim());
    if (outcome.failure !== null || !outcome.refusals) {
      helpers.setStatus(outcome.failure ?? errorMessage(null));
      return;
    }
    const [whole] = outcome.refusals.whole;
    if (whole) {
      const text = errorMessage(whole.code, whole.message);
      if (whole.field === 'reason') helpers.setFieldError('reason', text);
      else helpers.setStatus(text);
      return;
    }
    onDone(outcome);
  };

  return (
    <FormDialog
      open={orders.length > 0}
      onClose={onClose}
      title={
        <FormattedMessage id={`payments.${words}.title`} values={{ count: orders.length, kind }} />
      }
      testId={`payment-${words}-dialog`}
    >
      <Formik<ReasonValues>
        initialValues={{ reason: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        <ReasonForm kind={kind} action={action} orders={orders} onCancel={onClose} />
      </Formik>
    </FormDialog>
  );
}

function ReasonForm({
  kind,
  action,
  orders,
  onCancel,
}: {
  kind: OrderKind;
  action: 'REJECT' | 'CANCEL';
  orders: readonly NamedOrder[];
  onCancel: () => void;
}) {
  const { values, errors, touched, submitCount, handleChange, handleBlur } =
    useFormikContext<ReasonValues>();
  const words = action === 'REJECT' ? 'reject' : 'cancel';
  return (
    <FormDialogForm
      intro={
        <FormattedMessage id={`payments.${words}.intro`} values={{ count: orders.length, kind }} />
      }
      errorTestId={`payment-${words}-error`}
      submitLabel={
        <FormattedMessage id={`payments.${words}.submit`} values={{ count: orders.length, kind }} />
      }
      submitTestId={`payment-${words}-submit`}
      onCancel={onCancel}
      cancelLabel={
        action === 'CANCEL' ? (
          <FormattedMessage id="payments.cancel.keep" values={{ count: orders.length }} />
        ) : undefined
      }
    >
      <OrderNames orders={orders} />
      <FormField
        label={<FormattedMessage id="payments.reason" />}
        error={touched.reason || submitCount > 0 ? errors.reason : undefined}
        required
      >
        <Textarea
          name="reason"
          value={values.reason}
          onChange={handleChange}
          onBlur={handleBlur}
          rows={3}
          maxLength={REASON_MAX}
          autoFocus
          data-testid={`payment-${words}-reason`}
        />
      </FormField>
    </FormDialogForm>
  );
}
