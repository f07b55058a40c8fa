import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { CounterpartyCreatePageQuery } from '../../__generated__/CounterpartyCreatePageQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
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
      <Link asChild fontSize="sm" color="fg.muted" marginBottom="3" _hover={{ color: 'brand.fg' }}>
        <RouterLink to="/counterparties">
          <MenuIcon name="arrowLeft" />
          <FormattedMessage id="counterpartyCreate.back" />
        </RouterLink>
      </Link>
      <PageHeader title={<FormattedMessage id="counterpartyCreate.title" />} description={<FormattedMessage id="counterpartyCreate.subtitle" />} />
      <CounterpartyCreateForm query={data} />
    </>
  );
}
