import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { CounterpartiesPageQuery } from '../../__generated__/CounterpartiesPageQuery.graphql';
import { MenuIcon } from '../../components/MenuIcon';
import { PageHeader } from '../../components/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { CounterpartyList } from './CounterpartyList';

export const counterpartiesPageQuery = graphql`
  query CounterpartiesPageQuery($count: Int!) {
    viewer {
      organization {
        timeZone
      }
    }
    ...CounterpartyList_query @arguments(count: $count)
  }
`;

/** `/counterparties`: the organisation's counterparties. */
export function CounterpartiesPage() {
  const { queryRef } = useLoaderData<RouteQuery<CounterpartiesPageQuery>>();
  const data = usePreloadedQuery<CounterpartiesPageQuery>(counterpartiesPageQuery, queryRef);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="counterparties.title" />}
        description={<FormattedMessage id="counterparties.subtitle" />}
        actions={
          <Button asChild colorPalette="brand" data-testid="create-counterparty">
            <RouterLink to="/counterparties/create">
              <MenuIcon name="plus" />
              <FormattedMessage id="counterparties.create" />
            </RouterLink>
          </Button>
        }
      />
      <CounterpartyList query={data} timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'} />
    </>
  );
}
