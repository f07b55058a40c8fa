import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ImportDialog } from '../../domain/import/ImportDialog';
import { FormField } from '../../ui/FormField';
import { StatementAccountSelect } from './StatementAccountSelect';

type StatementImportDialogProps = {
  open: boolean;
  onClose: () => void;
  bankAccounts: readonly { id: string; label: string }[];
  onImported: () => void;
};

/**
 * Imports an internet-banking statement export (BCA, Mandiri, BNI, BRI) into
 * one of the organisation's accounts: the file must be that bank's export of
 * that account, in its currency, for the last 3 months.
 */
export function StatementImportDialog({
  open,
  onClose,
  bankAccounts,
  onImported,
}: StatementImportDialogProps) {
  const [bankAccountId, setBankAccountId] = useState(
    bankAccounts.length === 1 ? bankAccounts[0]!.id : '',
  );
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      purpose="STATEMENT"
      title={<FormattedMessage id="statements.import.title" />}
      description={<FormattedMessage id="statements.import.description" />}
      ready={bankAccountId !== ''}
      startInput={{ bankAccountId }}
      onCompleted={onImported}
      fields={
        <FormField label={<FormattedMessage id="statements.import.account" />} required>
          <StatementAccountSelect
            name="bankAccountId"
            data-testid="statement-import-account"
            value={bankAccountId}
            onChange={(event) => setBankAccountId(event.currentTarget.value)}
            bankAccounts={bankAccounts}
          />
        </FormField>
      }
    />
  );
}
