import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ExpectedTransactionCreatePageQuery } from '../../__generated__/ExpectedTransactionCreatePageQuery.graphql';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ExpectedTransactionForm } from './ExpectedTransactionForm';
import { todayIn } from '../../ui/filters/todayIn';

export const expectedTransactionCreatePageQuery = graphql`
  query ExpectedTransactionCreatePageQuery($withCounterparties: Boolean!, $withBankAccounts: Boolean!) {
    viewer {
      organization {
        timeZone
      }
    }
    ...ExpectedTransactionForm_options @arguments(withCounterparties: $withCounterparties, withBankAccounts: $withBankAccounts)
  }
`;

/** `/expected-transactions/create`: the create-expected-transaction flow. */
export function ExpectedTransactionCreatePage() {
  const { queryRef } = useLoaderData<RouteQuery<ExpectedTransactionCreatePageQuery>>();
  const data = usePreloadedQuery<ExpectedTransactionCreatePageQuery>(expectedTransactionCreatePageQuery, queryRef);
  return (
    <>
      <BackLink to="/expected-transactions" label={<FormattedMessage id="expectedTransactionForm.back" />} />
      <PageHeader title={<FormattedMessage id="expectedTransactionForm.createTitle" />} description={<FormattedMessage id="expectedTransactionForm.createSubtitle" />} />
      <ExpectedTransactionForm options={data} today={todayIn(data.viewer?.organization.timeZone ?? 'Asia/Jakarta')} />
    </>
  );
}
