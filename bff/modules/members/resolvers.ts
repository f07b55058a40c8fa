import { invitationErrors } from '../../../contracts/account/invitations.js';
import { memberErrors, type MemberResponse } from '../../../contracts/account/members.js';
import { roleErrors } from '../../../contracts/account/roles.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { requirePermission } from '../../guards.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { fromGlobalId, toGlobalId } from '../../global-id.js';
import type { MemberAction } from './upstream.js';
import { userOf } from '../profile/loaders.js';

const MEMBER_NOT_FOUND = userErrorOf(memberErrors.notFound, 'memberId');
const NOT_INVITED = userErrorOf(memberErrors.notInvited, 'memberId');
const ROLE_NOT_FOUND = userErrorOf(roleErrors.notFound, 'roleId');
const INVITATION_ROLE_NOT_FOUND = userErrorOf(invitationErrors.roleNotFound);
const MAX_PAGE = 100;

/** The service id of a member's global id of the given kind, or null. */
function idOf(globalId: string, type: 'Member' | 'Invitation' | 'Role'): string | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.id : null;
}

/** Runs a change to a membership and answers the member as they are now. */
async function changeMember(
  memberId: string,
  change: (membershipId: string) => Promise<MemberResponse>,
) {
  const membershipId = idOf(memberId, 'Member');
  if (!membershipId) return { member: null, userErrors: [MEMBER_NOT_FOUND] };
  const result = await withUserErrors(() => change(membershipId));
  return result.ok
    ? { member: result.value, userErrors: [] }
    : { member: null, userErrors: result.userErrors };
}

const transition =
  (action: MemberAction) =>
  (_root: unknown, { input }: { input: { memberId: string } }, context: Context) =>
    changeMember(input.memberId, (membershipId) =>
      context.api.members.changeMember(context.caller, membershipId, action),
    );

/** The team: members and invitations, and what an admin does to them. */
export const memberResolvers: Resolvers = {
  Query: {
    members: async (_root, { first, after, status, search }, context) => {
      requirePermission(context, 'members:read');
      const page = await context.api.members.members(context.caller, {
        first: Math.min(Math.max(first ?? 20, 1), MAX_PAGE),
        after: after ?? undefined,
        status: status ?? undefined,
        search: search ?? undefined,
      });
      for (const edge of page.items) context.loaders.member.prime(edge.node.id, edge.node);
      return page;
    },
  },
  MemberConnection: {
    edges: (page) => page.items,
    pageInfo: (page) => ({
      hasNextPage: page.hasNextPage,
      hasPreviousPage: false,
      startCursor: page.items[0]?.cursor ?? null,
      endCursor: page.items.at(-1)?.cursor ?? null,
    }),
  },
  Member: {
    id: (member) => toGlobalId(member.kind === 'MEMBER' ? 'Member' : 'Invitation', member.id),
    user: (member, _args, context) => userOf(context, member.userId),
    isViewer: (member, _args, context) =>
      member.userId !== null && member.userId === context.viewer?.userId,
  },
  Mutation: {
    memberInvite: async (_root, { input }, context) => {
      let roleId: string | undefined;
      if (input.roleId) {
        const role = idOf(input.roleId, 'Role');
        if (!role)
          return { invitation: null, member: null, userErrors: [INVITATION_ROLE_NOT_FOUND] };
        roleId = role;
      }
      const result = await withUserErrors(() =>
        context.api.members.invite(context.caller, input.email, roleId),
      );
      if (!result.ok) return { invitation: null, member: null, userErrors: result.userErrors };
      const member = context.viewer?.permissions.includes('members:read')
        ? await context.loaders.member.load(result.value.id)
        : null;
      return { invitation: result.value, member, userErrors: [] };
    },
    memberDeactivate: transition('deactivate'),
    memberActivate: transition('activate'),
    memberRemove: transition('remove'),
    memberReactivate: transition('reactivate'),
    memberRoleSet: (_root, { input }, context) => {
      const roleId = idOf(input.roleId, 'Role');
      if (!roleId) return { member: null, userErrors: [ROLE_NOT_FOUND] };
      return changeMember(input.memberId, (membershipId) =>
        context.api.members.setMemberRole(context.caller, membershipId, roleId),
      );
    },
    invitationResend: async (_root, { input }, context) => {
      const invitationId = idOf(input.memberId, 'Invitation');
      if (!invitationId) return { member: null, userErrors: [NOT_INVITED] };
      const result = await withUserErrors(async () => {
        await context.api.members.resendInvitation(context.caller, invitationId);
        return context.loaders.member.load(invitationId);
      });
      return result.ok
        ? { member: result.value, userErrors: [] }
        : { member: null, userErrors: result.userErrors };
    },
    invitationCancel: async (_root, { input }, context) => {
      const invitationId = idOf(input.memberId, 'Invitation');
      if (!invitationId) return { cancelledMemberId: null, userErrors: [NOT_INVITED] };
      const result = await withUserErrors(() =>
        context.api.members.cancelInvitation(context.caller, invitationId),
      );
      return result.ok
        ? { cancelledMemberId: input.memberId, userErrors: [] }
        : { cancelledMemberId: null, userErrors: result.userErrors };
    },
  },
};
