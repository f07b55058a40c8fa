import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CounterpartyCreatePageQuery } from '../../__generated__/CounterpartyCreatePageQuery.graphql';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { CounterpartyCreateForm } from './CounterpartyCreateForm';

export const counterpartyCreatePageQuery = graphql`
  query CounterpartyCreatePageQuery {
    ...CounterpartyCreateForm_query
  }
`;

/** `/counterparties/create`: the create-counterparties flow. */
export function CounterpartyCreatePage() {
  const { queryRef } = useLoaderData<RouteQuery<CounterpartyCreatePageQuery>>();
  const data = usePreloadedQuery<CounterpartyCreatePageQuery>(counterpartyCreatePageQuery, queryRef);
  return (
    <>
      <BackLink to="/counterparties" label={<FormattedMessage id="counterpartyCreate.back" />} />
      <PageHeader title={<FormattedMessage id="counterpartyCreate.title" />} description={<FormattedMessage id="counterpartyCreate.subtitle" />} />
      <CounterpartyCreateForm query={data} />
    </>
  );
}
