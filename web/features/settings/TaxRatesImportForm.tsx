import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { TaxRatesImportDialogMutation } from '../../__generated__/TaxRatesImportDialogMutation.graphql';
import { LinesImportForm } from '../../domain/import/LinesImportForm';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { toastSuccess } from '../../ui/toaster';

type TaxRatesImportDialogProps = { open: boolean; onClose: () => void; onImported: () => void };

/**
 * Imports kurs pajak from a CSV of `currency,valid_from,rate,kmk_number`,
 * all or nothing: when any line has a problem (a week taken too) each is
 * listed by line and nothing is written; the picker then takes the
 * corrected file.
 */
export function TaxRatesImportDialog({ open, onClose, onImported }: TaxRatesImportDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      testId="tax-rates-import-dialog"
      title={<FormattedMessage id="orders.taxRates.importDialog.title" />}
    >
      <TaxRatesImportForm onClose={onClose} onImported={onImported} />
    </FormDialog>
  );
}

function TaxRatesImportForm({ onClose, onImported }: Omit<TaxRatesImportDialogProps, 'open'>) {
  const intl = useIntl();
  const [commit, importing] = useCommit<TaxRatesImportDialogMutation>(graphql`
    mutation TaxRatesImportDialogMutation($input: TaxExchangeRatesImportInput!) {
      taxExchangeRatesImport(input: $input) {
        imported
        issues {
          line
          field
          code
          message
          value
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <LinesImportForm
      intro={
        <FormattedMessage
          id="orders.taxRates.importDialog.body"
          values={{
            columns: 'currency,valid_from,rate,kmk_number',
            example: 'USD,2024-11-27,15875.00,49/KM.10/KF.4/2024',
          }}
        />
      }
      hint={<FormattedMessage id="orders.taxRates.importDialog.hint" />}
      messages="orders.taxRates.importDialog"
      testId="tax-rates-import"
      submitLabel={<FormattedMessage id="orders.taxRates.importDialog.submit" />}
      send={(fileName, content) =>
        commit({ variables: { input: { fileName, content } } }).then(
          (response) => response.taxExchangeRatesImport,
        )
      }
      sending={importing}
      onCancel={onClose}
      onImported={(payload) => {
        onClose();
        onImported();
        toastSuccess(
          intl.formatMessage({ id: 'orders.taxRates.imported' }, { count: payload.imported }),
        );
      }}
    />
  );
}
