import { Grid, Input } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { InvoiceSlipDialogMutation } from '../../__generated__/InvoiceSlipDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { useInvoiceReload } from './useInvoiceReload';

/** A PPh 23 withholding waiting for its slip, on an invoice. */
export type SlipTarget = { invoiceId: string; withholdingId: string; name: string };

type Values = { slipNumber: string; slipDate: string };

/**
 * Records the withholding slip (bukti potong) that came for the PPh 23 a
 * buyer withheld from an invoice: its number and date. The withholding then
 * counts toward the invoice, which may so be paid in full.
 */
export function InvoiceSlipDialog({
  target,
  timeZone,
  onClose,
}: {
  target: SlipTarget | null;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      testId="invoice-slip-dialog"
      title={<FormattedMessage id="invoices.slipDialog.title" />}
    >
      {target ? <SlipForm target={target} timeZone={timeZone} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function SlipForm({
  target,
  timeZone,
  onClose,
}: {
  target: SlipTarget;
  timeZone: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const reload = useInvoiceReload();
  const today = todayIn(timeZone);
  const [commit] = useCommit<InvoiceSlipDialogMutation>(graphql`
    mutation InvoiceSlipDialogMutation($input: InvoiceWithholdingSlipInput!) {
      invoiceWithholdingReceiveSlip(input: $input) {
        withholding {
          status
          slipNumber
          slipDate
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const slipRule = intl.formatMessage({ id: 'error.U-INV-PAY-20' });
  const schema = yup.object({
    slipNumber: yup.string().trim().required(slipRule).max(60, slipRule),
    slipDate: yup
      .string()
      .required(slipRule)
      .test('not-future', slipRule, (date) => (date ? date <= today : true)),
  });
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: {
          input: {
            withholdingId: target.withholdingId,
            slipNumber: values.slipNumber.trim(),
            slipDate: values.slipDate,
          },
        },
      }).then((response) => response.invoiceWithholdingReceiveSlip),
      (field) => (field === 'slipNumber' || field === 'slipDate' ? field : null),
    );
    if (!done) return;
    await reload(target.invoiceId);
    toastSuccess(intl.formatMessage({ id: 'invoices.slipDialog.done' }, { name: target.name }));
    onClose();
  };
  return (
    <Formik<Values>
      initialValues={{ slipNumber: '', slipDate: today }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        return (
          <FormDialogForm
            intro={
              <FormattedMessage id="invoices.slipDialog.body" values={{ name: target.name }} />
            }
            errorTestId="invoice-slip-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="invoices.slipDialog.confirm" />}
            submitTestId="invoice-slip-save"
          >
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
              <FormField
                label={<FormattedMessage id="invoicePayment.withholding.slipNumber" />}
                error={errorOf('slipNumber')}
                required
              >
                <Input {...input('slipNumber')} maxLength={60} data-testid="invoice-slip-number" />
              </FormField>
              <FormField
                label={<FormattedMessage id="invoicePayment.withholding.slipDate" />}
                error={errorOf('slipDate')}
                required
              >
                <DateInput {...input('slipDate')} max={today} />
              </FormField>
            </Grid>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}
