import { Grid, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { HomeInviteCard } from './HomeInviteCard';
import { roleLabel } from '../../domain/role/roleLabel';
import { HomeNumbers } from './HomeNumbers';
import { HomeQuickLinks } from './HomeQuickLinks';
import { HomeReceivables } from './HomeReceivables';

/** The permission that invites members (Home's "Invite a user"). */
const MANAGE_MEMBERS = 'members:manage';

export const homePageQuery = graphql`
  query HomePageQuery {
    homeSummary {
      ...HomeNumbers_summary
      ...HomeReceivables_summary
    }
    viewer {
      permissions
      user {
        id
        fullName
        preferredName
      }
      organization {
        id
        name
      }
      role {
        id
        name
        builtIn
      }
    }
  }
`;

/**
 * `/home` (and `/dashboard`): a greeting with the member's name, organisation
 * and role; the figures a finance lead wants first (HomeNumbers), each as far
 * as the member may read it; what buyers owe by age (HomeReceivables);
 * "Invite a user" for members who manage members;
 * and shortcuts to the screens their role opens.
 * The route loads it from the network each time, so a changed role (and the
 * menu that follows it) shows on the next visit without signing in again.
 */
export function HomePage() {
  const data = useRouteQuery<HomePageQuery>(homePageQuery);
  const intl = useIntl();
  if (!data.viewer) return null;
  const { permissions, user, organization, role } = data.viewer;
  const canInvite = permissions.includes(MANAGE_MEMBERS);

  return (
    <Stack gap="0" data-testid="home">
      <PageHeader
        title={
          <FormattedMessage
            id="home.greeting"
            values={{ name: user.preferredName || user.fullName }}
          />
        }
        description={
          <FormattedMessage
            id="home.subtitle"
            values={{ organization: organization.name, role: roleLabel(role, intl) }}
          />
        }
      />
      <HomeNumbers summary={data.homeSummary} />
      <HomeReceivables summary={data.homeSummary} />
      <Grid
        templateColumns={{ base: '1fr', lg: canInvite ? '2fr 1fr' : '1fr' }}
        gap="6"
        alignItems="start"
      >
        <HomeQuickLinks permissions={permissions} organizationName={organization.name} />
        {canInvite ? (
          <HomeInviteCard
            organizationName={organization.name}
            canReadRoles={permissions.includes('roles:read')}
            canReadMembers={permissions.includes('members:read')}
          />
        ) : null}
      </Grid>
    </Stack>
  );
}
