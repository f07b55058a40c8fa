import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExpectedTransactionCreatePageQuery } from '../../__generated__/ExpectedTransactionCreatePageQuery.graphql';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ExpectedTransactionForm } from './ExpectedTransactionForm';
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
      <BackLink
        to="/expected-transactions"
        label={<FormattedMessage id="expectedTransactionForm.back" />}
      />
      <PageHeader
        title={<FormattedMessage id="expectedTransactionForm.createTitle" />}
        description={<FormattedMessage id="expectedTransactionForm.createSubtitle" />}
      />
      <ExpectedTransactionForm
        options={data}
        today={todayIn(data.viewer?.organization.timeZone ?? 'Asia/Jakarta')}
      />
    </>
  );
}
