import { Grid, Input } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { InvoiceSlipDialogMutation } from '../../__generated__/InvoiceSlipDialogMutation.graphql';
import { DocumentFilePicker } from '../../domain/files/DocumentFilePicker';
import { UploadError } from '../../domain/import/uploadFile';
import {
  checkPaymentFile,
  uploadWithholdingSlip,
} from '../../domain/invoice-payments/paymentFiles';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { toastError, toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { useInvoiceReload } from './useInvoiceReload';

/** A PPh 23 withholding on an invoice: waiting for its slip, or `received` (its slip's file is then attached). */
export type SlipTarget = {
  invoiceId: string;
  withholdingId: string;
  name: string;
  received: boolean;
};

type Values = { slipNumber: string; slipDate: string };

/**
 * Records the withholding slip (bukti potong) that came for the PPh 23 a
 * buyer withheld from an invoice: its number and date, and its file (a PDF,
 * JPG or PNG, sent once the slip is recorded). The withholding then counts
 * toward the invoice, which may so be paid in full. For a slip already
 * received, the dialog attaches its file (replacing the one it had).
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
      title={
        <FormattedMessage
          id={target?.received ? 'invoices.slipFileDialog.title' : 'invoices.slipDialog.title'}
        />
      }
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
  const today = todayIn(timeZone);
  const [files, setFiles] = useState<File[]>([]);
  const submit = useSlipSubmit(target, files, onClose);
  return (
    <Formik<Values>
      initialValues={{ slipNumber: '', slipDate: today }}
      validationSchema={slipSchema(intl, target, today)}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={
          <FormattedMessage
            id={target.received ? 'invoices.slipFileDialog.body' : 'invoices.slipDialog.body'}
            values={{ name: target.name }}
          />
        }
        errorTestId="invoice-slip-error"
        onCancel={onClose}
        submitLabel={
          <FormattedMessage
            id={target.received ? 'invoices.slipFileDialog.confirm' : 'invoices.slipDialog.confirm'}
          />
        }
        submitTestId="invoice-slip-save"
      >
        {target.received ? null : <SlipFields today={today} />}
        <DocumentFilePicker
          label={<FormattedMessage id="invoices.slipDialog.file" />}
          hint={<FormattedMessage id="invoices.slipDialog.fileHint" />}
          files={files}
          onChange={setFiles}
          check={checkPaymentFile}
          max={1}
          testId="invoice-slip-file"
        />
      </FormDialogForm>
    </Formik>
  );
}

/** What the form refuses before sending: a slip number of at most 60 characters and a date not in the future; nothing when only a file is attached. */
function slipSchema(intl: IntlShape, target: SlipTarget, today: string) {
  const slipRule = intl.formatMessage({ id: 'error.U-INV-PAY-20' });
  return target.received
    ? yup.object({})
    : yup.object({
        slipNumber: yup.string().trim().required(slipRule).max(60, slipRule),
        slipDate: yup
          .string()
          .required(slipRule)
          .test('not-future', slipRule, (date) => (date ? date <= today : true)),
      });
}

/**
 * Records the slip and then sends its file (a refused file is told, the slip
 * stays recorded), or for a slip already received only attaches the file;
 * reloads the invoice and closes the dialog once done.
 */
function useSlipSubmit(target: SlipTarget, files: readonly File[], onClose: () => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const reload = useInvoiceReload();
  const errorMessage = useErrorMessage();
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
  /** Sends the slip's file, if one is chosen; answers why it was refused, or null. */
  const sendFile = async (): Promise<string | null> => {
    const [file] = files;
    if (!file) return null;
    try {
      await uploadWithholdingSlip(file, target.withholdingId);
      return null;
    } catch (error) {
      return error instanceof UploadError
        ? errorMessage(error.code, error.message)
        : errorMessage(null);
    }
  };
  const attachFile = async (helpers: FormikHelpers<Values>) => {
    if (files.length === 0)
      return helpers.setStatus(intl.formatMessage({ id: 'invoices.slipFileDialog.required' }));
    const refused = await sendFile();
    if (refused) return helpers.setStatus(refused);
    await reload(target.invoiceId);
    toastSuccess(intl.formatMessage({ id: 'invoices.slipFileDialog.done' }, { name: target.name }));
    onClose();
  };
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    if (target.received) return attachFile(helpers);
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
    const refused = await sendFile();
    await reload(target.invoiceId);
    toastSuccess(intl.formatMessage({ id: 'invoices.slipDialog.done' }, { name: target.name }));
    if (refused)
      toastError(
        intl.formatMessage({ id: 'invoices.slipDialog.fileRefused' }, { reason: refused }),
      );
    onClose();
  };
}

/** The slip's number and date, as the buyer's e-Bupot shows them. */
function SlipFields({ today }: { today: string }) {
  const { errorOf, input } = formikFields(useFormikContext<Values>());
  return (
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
  );
}
