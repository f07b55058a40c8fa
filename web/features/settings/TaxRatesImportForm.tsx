import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { TaxRatesImportFormMutation } from '../../__generated__/TaxRatesImportFormMutation.graphql';
import { LinesImportForm } from '../../domain/import/LinesImportForm';
import { useCommit } from '../../relay/useCommit';

/**
 * Imports kurs pajak from a CSV of `currency,valid_from,rate,kmk_number`,
 * all or nothing: when any line has a problem (a week taken too) each is
 * listed by line and nothing is written; the picker then takes the
 * corrected file. `onImported` is told how many rates were written.
 */
export function TaxRatesImportForm({
  onCancel,
  onImported,
}: {
  onCancel: () => void;
  onImported: (count: number) => void;
}) {
  const [commit, importing] = useCommit<TaxRatesImportFormMutation>(graphql`
    mutation TaxRatesImportFormMutation($input: TaxExchangeRatesImportInput!) {
      taxExchangeRatesImport(input: $input) {
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
        issues {
          ...LineIssues_issue @relay(mask: false)
        }
        imported
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
      onCancel={onCancel}
      onImported={(payload) => onImported(payload.imported)}
    />
  );
}
