import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { SwitchOrganizationPageQuery } from '../../__generated__/SwitchOrganizationPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
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
  const data = useRouteQuery<SwitchOrganizationPageQuery>(switchOrganizationPageQuery);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.switchOrganization" />}
        description={<FormattedMessage id="page.switchOrganization.description" />}
      />
      <OrganizationSwitchList viewer={data.viewer} />
    </>
  );
}
