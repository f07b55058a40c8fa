import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExpectedTransactionEditPageQuery } from '../../__generated__/ExpectedTransactionEditPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ExpectedTransactionForm } from './ExpectedTransactionForm';
import { ExpectedTransactionFormHeader } from './ExpectedTransactionFormHeader';
import { todayIn } from '../../ui/filters/todayIn';
import { RecordNotEditable, RecordNotFound } from '../../ui/RecordEditNotices';

export const expectedTransactionEditPageQuery = graphql`
  query ExpectedTransactionEditPageQuery(
    $id: ID!
    $withCounterparties: Boolean!
    $withBankAccounts: Boolean!
  ) {
    viewer {
      organization {
        timeZone
      }
    }
    node(id: $id) {
      __typename
      ... on ExpectedTransaction {
        id
        editable
        ...ExpectedTransactionForm_expectedTransaction @alias(as: "form")
      }
    }
    ...ExpectedTransactionForm_options
      @arguments(withCounterparties: $withCounterparties, withBankAccounts: $withBankAccounts)
  }
`;

/**
 * `/expected-transactions/{uuid}/edit`: changes an expected transaction
 * while it is unreconciled. A missing one (or another organisation's) shows
 * the not-found state; a reconciled one says it can no longer change.
 */
export function ExpectedTransactionEditPage() {
  const data = useRouteQuery<ExpectedTransactionEditPageQuery>(expectedTransactionEditPageQuery);
  const node = data.node?.__typename === 'ExpectedTransaction' && data.node.form ? data.node : null;
  return (
    <>
      <ExpectedTransactionFormHeader editing={true} />
      {!node ? (
        <RecordNotFound
          testId="expected-transaction-not-found"
          icon="reconcile"
          code="U-TRSY-ET-1"
          body={<FormattedMessage id="expectedTransactionForm.notFoundBody" />}
          back={{
            to: '/expected-transactions',
            label: <FormattedMessage id="expectedTransactionForm.back" />,
          }}
        />
      ) : !node.editable ? (
        <RecordNotEditable testId="expected-transaction-not-editable" code="U-TRSY-ET-2" />
      ) : (
        <ExpectedTransactionForm
          options={data}
          expectedTransaction={node.form}
          today={todayIn(data.viewer?.organization.timeZone ?? 'Asia/Jakarta')}
        />
      )}
    </>
  );
}
