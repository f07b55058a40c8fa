import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { CounterpartyImportDialogConfirmMutation } from '../../__generated__/CounterpartyImportDialogConfirmMutation.graphql';
import type { CounterpartyImportDialogStartMutation } from '../../__generated__/CounterpartyImportDialogStartMutation.graphql';
import { ImportDialog } from '../../ui/import/ImportDialog';
import { runImportMutation } from '../../ui/import/toImportOutcome';

/** Imports counterparties with their bank accounts from a CSV in the counterparties template. */
export function CounterpartyImportDialog(props: { open: boolean; onClose: () => void; templateHref: string; onImported: () => void }) {
  const [commitStart] = useMutation<CounterpartyImportDialogStartMutation>(graphql`
    mutation CounterpartyImportDialogStartMutation($input: ImportStartInput!) {
      counterpartyImportStart(input: $input) {
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
  const [commitConfirm] = useMutation<CounterpartyImportDialogConfirmMutation>(graphql`
    mutation CounterpartyImportDialogConfirmMutation($input: ImportConfirmInput!) {
      counterpartyImportConfirm(input: $input) {
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
      purpose="COUNTERPARTIES"
      title={<FormattedMessage id="counterparties.import.title" />}
      description={<FormattedMessage id="counterparties.import.description" />}
      templateHref={props.templateHref}
      start={(uploadId) => runImportMutation(commitStart, { input: { uploadId } }, (response) => response.counterpartyImportStart)}
      confirm={(importId) => runImportMutation(commitConfirm, { input: { importId } }, (response) => response.counterpartyImportConfirm)}
      onCompleted={props.onImported}
    />
  );
}
