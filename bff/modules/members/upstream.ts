import type { Static } from 'typebox';
import type {
  InvitationBody,
  InvitationCreatedResponse,
} from '../../../contracts/account/invitations.js';
import type {
  InvitationSentResponse,
  MemberBatchResponse,
  MemberListQuery,
  MemberListResponse,
  MemberResponse,
  MemberRoleBody,
} from '../../../contracts/account/members.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** A page of memberships and invitations not yet accepted, and one of its edges (contracts/account/members.ts), named for the schema's `MemberConnection` and `MemberEdge`. */
export type MemberPageRecord = Static<typeof MemberListResponse>;
export type MemberEdgeRecord = MemberPageRecord['items'][number];
export type MemberAction = 'deactivate' | 'activate' | 'remove' | 'reactivate';

/** The account service's members and invitations. */
export class MembersApi {
  constructor(readonly client: UpstreamClient) {}

  members(caller: CallerIdentity, query: MemberListQuery): Promise<MemberPageRecord> {
    return this.client.call(caller, { method: 'GET', path: '/members', query });
  }

  membersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<MemberResponse[]> {
    return this.client.items<MemberBatchResponse>(caller, '/members/batch', { ids });
  }

  invite(
    caller: CallerIdentity,
    email: string,
    roleId: string | undefined,
  ): Promise<InvitationCreatedResponse> {
    const body: InvitationBody = roleId ? { email, roleId } : { email };
    return this.client.call(caller, { method: 'POST', path: '/invitations', body });
  }

  changeMember(
    caller: CallerIdentity,
    membershipId: string,
    action: MemberAction,
  ): Promise<MemberResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/members/${encodeURIComponent(membershipId)}/${action}`,
    });
  }

  setMemberRole(
    caller: CallerIdentity,
    membershipId: string,
    roleId: string,
  ): Promise<MemberResponse> {
    const body: MemberRoleBody = { roleId };
    return this.client.call(caller, {
      method: 'PUT',
      path: `/members/${encodeURIComponent(membershipId)}/role`,
      body,
    });
  }

  resendInvitation(caller: CallerIdentity, invitationId: string): Promise<InvitationSentResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/invitations/${encodeURIComponent(invitationId)}/resend`,
    });
  }

  cancelInvitation(caller: CallerIdentity, invitationId: string): Promise<void> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/invitations/${encodeURIComponent(invitationId)}/cancel`,
    });
  }
}
