import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SwitchOrganizationPageQuery } from '../../__generated__/SwitchOrganizationPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { OrganizationSwitchList } from './OrganizationSwitchList';

export const switchOrganizationPageQuery = graphql`
  query SwitchOrganizationPageQuery {
    viewer {
      ...OrganizationSwitchList_viewer
    }
  }
`;

/** `/o`: the organisations the user is an active member of, to switch between them. */
export function SwitchOrganizationPage() {
  const { queryRef } = useLoaderData<RouteQuery<SwitchOrganizationPageQuery>>();
  const data = usePreloadedQuery<SwitchOrganizationPageQuery>(switchOrganizationPageQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.switchOrganization" />} description={<FormattedMessage id="page.switchOrganization.description" />} />
      <OrganizationSwitchList viewer={data.viewer} />
    </>
  );
}
