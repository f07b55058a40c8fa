import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { MembersPageQuery } from '../../__generated__/MembersPageQuery.graphql';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ManagementTabs } from '../../navigation/ManagementTabs';
import { SettingsTabs } from '../../navigation/SettingsTabs';
import { useMemberInviteDialog } from '../../domain/invite/useMemberInviteDialog';
import { MembersPanel } from './MembersPanel';
import { useRoleOptions } from '../../domain/role/useRoleOptions';

/** The permission that invites and changes members. */
const MANAGE_MEMBERS = 'members:manage';
/** The permission that lists roles, for the role pickers. */
const READ_ROLES = 'roles:read';

export const membersPageQuery = graphql`
  query MembersPageQuery($count: Int!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...MembersPanel_query @arguments(count: $count)
  }
`;

/** Where the team list shows: Users under Management, or Team Members under Settings. */
export type MembersPageVariant = 'management' | 'settings';

const TITLE: Record<MembersPageVariant, { id: string }> = {
  management: { id: 'members.title.users' },
  settings: { id: 'members.title.team' },
};

/**
 * `/management` (Users) and `/settings/team-members` (Team Members): the
 * organisation's members and open invitations. Members who manage members
 * invite people and change their access; everyone else with `members:read`
 * sees the list. Without it the route shows the 403 page.
 */
export function MembersPage({ variant }: { variant: MembersPageVariant }) {
  const { queryRef } = useLoaderData<RouteQuery<MembersPageQuery>>();
  const data = usePreloadedQuery<MembersPageQuery>(membersPageQuery, queryRef);
  const permissions = data.viewer?.permissions ?? [];
  const canManage = permissions.includes(MANAGE_MEMBERS);
  const roleOptions = useRoleOptions(permissions.includes(READ_ROLES));
  const invite = useMemberInviteDialog(roleOptions);

  if (!data.viewer) return null;

  return (
    <>
      <PageHeader
        title={<FormattedMessage id={TITLE[variant].id} />}
        description={<FormattedMessage id="members.subtitle" />}
        actions={
          canManage ? (
            <CreateActionButton
              label={<FormattedMessage id="members.invite" />}
              onClick={invite.open}
              testId="member-invite"
            />
          ) : null
        }
      />
      {variant === 'management' ? <ManagementTabs permissions={permissions} /> : <SettingsTabs />}
      <MembersPanel
        query={data}
        timeZone={data.viewer.organization.timeZone}
        canManage={canManage}
        roleOptions={roleOptions}
      />
      {invite.dialog}
    </>
  );
}
