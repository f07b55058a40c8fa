import { Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoiceDeliveryDialogReceivedMutation } from '../../__generated__/InvoiceDeliveryDialogReceivedMutation.graphql';
import type { InvoiceDeliveryDialogShippedMutation } from '../../__generated__/InvoiceDeliveryDialogShippedMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

/** The step the dialog records, and the invoice it is of. */
export type DeliveryTarget = { id: string; name: string; step: 'ship' | 'receive' };

type Values = { date: string; address: string };

/**
 * Records a step of an invoice's paper copy: shipped on a date to an address,
 * or received on a date. The service's refusals (a date before the one
 * before) land on their field in the reader's words.
 */
export function InvoiceDeliveryDialog({
  target,
  timeZone,
  onClose,
}: {
  target: DeliveryTarget | null;
  timeZone: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const submit = useDeliverySubmit(target, onClose);
  const step = target?.step ?? 'ship';
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      testId="invoice-delivery-dialog"
      title={<FormattedMessage id={`invoices.delivery.${step}.title`} />}
    >
      <Formik<Values>
        initialValues={{ date: todayIn(timeZone), address: '' }}
        validate={(values) => ({
          ...(values.date ? {} : { date: required }),
          ...(step === 'ship' && values.address.trim() === '' ? { address: required } : {}),
        })}
        onSubmit={submit}
      >
        {(formik) => {
          const { errorOf, input } = formikFields(formik);
          return (
            <FormDialogForm
              intro={
                <FormattedMessage
                  id={`invoices.delivery.${step}.intro`}
                  values={{ name: target?.name ?? '' }}
                />
              }
              errorTestId="invoice-delivery-dialog-error"
              onCancel={onClose}
              submitLabel={<FormattedMessage id={`invoices.delivery.${step}.confirm`} />}
              submitTestId="invoice-delivery-dialog-confirm"
            >
              <FormField
                label={<FormattedMessage id={`invoices.delivery.${step}.date`} />}
                error={errorOf('date')}
                required
              >
                <DateInput {...input('date')} />
              </FormField>
              {step === 'ship' ? (
                <FormField
                  label={<FormattedMessage id="invoices.delivery.address" />}
                  error={errorOf('address')}
                  required
                >
                  <Textarea {...input('address')} rows={3} maxLength={500} />
                </FormField>
              ) : null}
            </FormDialogForm>
          );
        }}
      </Formik>
    </FormDialog>
  );
}

/**
 * The dialog's submit: records the step it shows (shipped on a date to an
 * address, or received on a date); the service's refusals land on their
 * field, and once recorded a toast says so and the dialog closes.
 */
function useDeliverySubmit(target: DeliveryTarget | null, onClose: () => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commitShipped] = useCommit<InvoiceDeliveryDialogShippedMutation>(graphql`
    mutation InvoiceDeliveryDialogShippedMutation($input: SalesInvoiceShippedInput!) {
      salesInvoiceMarkShipped(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitReceived] = useCommit<InvoiceDeliveryDialogReceivedMutation>(graphql`
    mutation InvoiceDeliveryDialogReceivedMutation($input: SalesInvoiceReceivedInput!) {
      salesInvoiceMarkReceived(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const step = target?.step ?? 'ship';

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const salesInvoiceId = target!.id;
    const outcome =
      step === 'ship'
        ? commitShipped({
            variables: {
              input: { salesInvoiceId, shippedOn: values.date, address: values.address.trim() },
            },
          }).then((answer) => answer.salesInvoiceMarkShipped)
        : commitReceived({
            variables: { input: { salesInvoiceId, receivedOn: values.date } },
          }).then((answer) => answer.salesInvoiceMarkReceived);
    const saved = await feedback.outcome(values, helpers, outcome, (field) =>
      field === 'shippedOn' || field === 'receivedOn' ? 'date' : field === 'address' ? field : null,
    );
    if (!saved?.salesInvoice) return;
    toastSuccess(
      intl.formatMessage({ id: `invoices.delivery.${step}.done` }, { name: target!.name }),
    );
    onClose();
  };
  return submit;
}
