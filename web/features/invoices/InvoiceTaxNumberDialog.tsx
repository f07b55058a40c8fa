import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { InvoiceTaxNumberDialogMutation } from '../../__generated__/InvoiceTaxNumberDialogMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { SingleFieldDialog } from '../../ui/SingleFieldDialog';
import { toastSuccess } from '../../ui/toaster';
import { taxInvoiceNumber } from '../../../formats/tax-invoice-number';

/** The invoice whose DJP number is recorded: its id, the name the dialog shows, and the number it has, if any. */
export type TaxNumberTarget = { id: string; name: string; taxInvoiceNumber: string | null };

/**
 * Records on an issued invoice the tax invoice number DJP's Coretax assigned
 * it (or corrects it); the service's refusals (another invoice holds it)
 * show on the field in the reader's words.
 */
export function InvoiceTaxNumberDialog({
  invoice,
  onClose,
}: {
  invoice: TaxNumberTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [commit] = useCommit<InvoiceTaxNumberDialogMutation>(graphql`
    mutation InvoiceTaxNumberDialogMutation($input: SalesInvoiceTaxNumberInput!) {
      salesInvoiceRecordTaxNumber(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <SingleFieldDialog
      open={invoice !== null}
      title={<FormattedMessage id="invoices.taxNumber.title" />}
      body={
        <FormattedMessage id="invoices.taxNumber.body" values={{ name: invoice?.name ?? '' }} />
      }
      confirmLabel={<FormattedMessage id="invoices.taxNumber.confirm" />}
      field={{
        label: <FormattedMessage id="invoices.taxNumber.label" />,
        type: 'text',
        autoComplete: 'off',
        initialValue: invoice?.taxInvoiceNumber ?? '',
        rule: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'validation.fieldRequired' }))
          .test('tax-invoice-number', intl.formatMessage({ id: 'error.U-INV-SI-14' }), (written) =>
            written ? taxInvoiceNumber(written) !== null : true,
          ),
      }}
      testId="invoice-tax-number"
      onClose={onClose}
      onSubmit={async (taxInvoiceNumber) => {
        try {
          const answer = await commit({
            variables: { input: { salesInvoiceId: invoice!.id, taxInvoiceNumber } },
          });
          const [refusal] = answer.salesInvoiceRecordTaxNumber.userErrors;
          if (refusal) return errorMessage(refusal.code, refusal.message, refusal.values);
        } catch {
          return errorMessage(null);
        }
        toastSuccess(
          intl.formatMessage({ id: 'invoices.taxNumber.recorded' }, { name: invoice!.name }),
        );
        onClose();
        return null;
      }}
    />
  );
}
