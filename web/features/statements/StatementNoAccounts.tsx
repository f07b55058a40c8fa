import { FormattedMessage } from 'react-intl';
import { NewInternalAccountButton } from '../../domain/NewInternalAccountButton';
import { ListEmptyState } from '../../ui/ListEmptyState';

/** The statement list before there is a bank account: lines need one, and (for those who may) the way to create it. */
export function StatementNoAccounts({ canCreate }: { canCreate: boolean }) {
  return (
    <ListEmptyState
      testId="statement-transactions-no-accounts"
      icon="bank"
      title={<FormattedMessage id="statements.noAccounts.title" />}
      body={
        <FormattedMessage
          id={canCreate ? 'statements.noAccounts.body' : 'statements.noAccounts.askBody'}
        />
      }
      action={
        canCreate ? (
          <NewInternalAccountButton
            size="sm"
            label={<FormattedMessage id="statements.noAccounts.create" />}
            testId="statements-create-bank-account"
          />
        ) : null
      }
    />
  );
}
