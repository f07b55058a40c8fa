import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { ExpectedTransactionImportDialogConfirmMutation } from '../../__generated__/ExpectedTransactionImportDialogConfirmMutation.graphql';
import type { ExpectedTransactionImportDialogStartMutation } from '../../__generated__/ExpectedTransactionImportDialogStartMutation.graphql';
import { ImportDialog } from '../../ui/import/ImportDialog';
import { runImportMutation } from '../../ui/import/toImportOutcome';

/** Imports expected transactions from a CSV in the expected transactions template. */
export function ExpectedTransactionImportDialog(props: { open: boolean; onClose: () => void; templateHref: string; onImported: () => void }) {
  const [commitStart] = useMutation<ExpectedTransactionImportDialogStartMutation>(graphql`
    mutation ExpectedTransactionImportDialogStartMutation($input: ImportStartInput!) {
      expectedTransactionImportStart(input: $input) {
        import {
          ...ImportDialog_import
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitConfirm] = useMutation<ExpectedTransactionImportDialogConfirmMutation>(graphql`
    mutation ExpectedTransactionImportDialogConfirmMutation($input: ImportConfirmInput!) {
      expectedTransactionImportConfirm(input: $input) {
        import {
          ...ImportDialog_import
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  return (
    <ImportDialog
      open={props.open}
      onClose={props.onClose}
      purpose="EXPECTED_TRANSACTIONS"
      title={<FormattedMessage id="expectedTransactions.import.title" />}
      description={<FormattedMessage id="expectedTransactions.import.description" />}
      templateHref={props.templateHref}
      start={(uploadId) => runImportMutation(commitStart, { input: { uploadId } }, (response) => response.expectedTransactionImportStart)}
      confirm={(importId) => runImportMutation(commitConfirm, { input: { importId } }, (response) => response.expectedTransactionImportConfirm)}
      onCompleted={props.onImported}
    />
  );
}
