import { Grid, Input } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import * as yup from 'yup';
import { DocumentFilePicker } from '../../domain/files/DocumentFilePicker';
import { checkPaymentFile } from '../../domain/invoice-payments/paymentFiles';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import {
  useWithholdingSlipSubmit,
  type SlipTarget,
  type SlipValues,
} from './useWithholdingSlipSubmit';

/** The slip's rules: a number of at most 60 characters and a date not in the future; none when only its file is attached. */
function slipSchema(intl: IntlShape, today: string, received: boolean) {
  if (received) return yup.object({});
  const slipRule = intl.formatMessage({ id: 'error.U-INV-PAY-20' });
  return yup.object({
    slipNumber: yup.string().trim().required(slipRule).max(60, slipRule),
    slipDate: yup
      .string()
      .required(slipRule)
      .test('not-future', slipRule, (date) => (date ? date <= today : true)),
  });
}

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

/** The slip's form: its fields (none when only the file is attached), its file, and its submit. */
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
  const submit = useWithholdingSlipSubmit({ target, files, onClose });
  return (
    <Formik<SlipValues>
      initialValues={{ slipNumber: '', slipDate: today }}
      validationSchema={slipSchema(intl, today, target.received)}
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

/** The slip's number and date, as the buyer's e-Bupot shows them. */
function SlipFields({ today }: { today: string }) {
  const { errorOf, input } = formikFields(useFormikContext<SlipValues>());
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
