import { FormattedMessage } from 'react-intl';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';

/** The head of the create and edit pages: the way back to the list, and which of the two it is. */
export function ExpectedTransactionFormHeader({ editing }: { editing: boolean }) {
  // Each id written out whole, so the catalogue test finds them.
  return (
    <>
      <BackLink
        to="/expected-transactions"
        label={<FormattedMessage id="expectedTransactionForm.back" />}
      />
      {editing ? (
        <PageHeader
          title={<FormattedMessage id="expectedTransactionForm.editTitle" />}
          description={<FormattedMessage id="expectedTransactionForm.editSubtitle" />}
        />
      ) : (
        <PageHeader
          title={<FormattedMessage id="expectedTransactionForm.createTitle" />}
          description={<FormattedMessage id="expectedTransactionForm.createSubtitle" />}
        />
      )}
    </>
  );
}
