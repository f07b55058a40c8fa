import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useWithholdingSlipSubmitMutation } from '../../__generated__/useWithholdingSlipSubmitMutation.graphql';
import { UploadError } from '../../domain/import/uploadFile';
import { uploadWithholdingSlip } from '../../domain/invoice-payments/paymentFiles';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
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

/** The slip's number and date, as the form holds them. */
export type SlipValues = { slipNumber: string; slipDate: string };

/**
 * The slip dialog's submit: records the slip (number and date) and then
 * sends its file, if one is chosen (a refused file is said in a toast, the
 * slip stays recorded); for a slip already received, only sends its file,
 * which must be chosen. The invoice is read again and the dialog closed.
 */
export function useWithholdingSlipSubmit({
  target,
  files,
  onClose,
}: {
  target: SlipTarget;
  files: readonly File[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const reload = useInvoiceReload();
  const errorMessage = useErrorMessage();
  const [commit] = useCommit<useWithholdingSlipSubmitMutation>(graphql`
    mutation useWithholdingSlipSubmitMutation($input: InvoiceWithholdingSlipInput!) {
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
  const attachFile = async (helpers: FormikHelpers<SlipValues>) => {
    if (files.length === 0)
      return helpers.setStatus(intl.formatMessage({ id: 'invoices.slipFileDialog.required' }));
    const refused = await sendFile();
    if (refused) return helpers.setStatus(refused);
    await reload(target.invoiceId);
    toastSuccess(intl.formatMessage({ id: 'invoices.slipFileDialog.done' }, { name: target.name }));
    onClose();
  };
  const submit = async (values: SlipValues, helpers: FormikHelpers<SlipValues>) => {
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
  return submit;
}
