import { graphql } from 'react-relay';
import type { ExpectedTransactionCreatePageQuery } from '../../__generated__/ExpectedTransactionCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ExpectedTransactionForm } from './ExpectedTransactionForm';
import { ExpectedTransactionFormHeader } from './ExpectedTransactionFormHeader';
import { todayIn } from '../../ui/filters/todayIn';

export const expectedTransactionCreatePageQuery = graphql`
  query ExpectedTransactionCreatePageQuery(
    $withCounterparties: Boolean!
    $withBankAccounts: Boolean!
  ) {
    viewer {
      organization {
        timeZone
      }
    }
    ...ExpectedTransactionForm_options
      @arguments(withCounterparties: $withCounterparties, withBankAccounts: $withBankAccounts)
  }
`;

/** `/expected-transactions/create`: the create-expected-transaction flow. */
export function ExpectedTransactionCreatePage() {
  const data = useRouteQuery<ExpectedTransactionCreatePageQuery>(
    expectedTransactionCreatePageQuery,
  );
  return (
    <>
      <ExpectedTransactionFormHeader editing={false} />
      <ExpectedTransactionForm
        options={data}
        today={todayIn(data.viewer?.organization.timeZone ?? 'Asia/Jakarta')}
      />
    </>
  );
}
