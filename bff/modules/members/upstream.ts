import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import type { RoleRecord } from '../roles/upstream.js';

/** A membership, or an invitation not yet accepted, as the team pages list them. */
export type MemberRecord = {
  kind: 'MEMBER' | 'INVITATION';
  id: string;
  userId: string | null;
  email: string;
  fullName: string | null;
  preferredName: string | null;
  role: RoleRecord | null;
  status: 'INVITED' | 'ACTIVE' | 'DEACTIVATED' | 'EXPIRED' | 'BLOCKED';
  statusCode: number;
  isOwner: boolean;
  since: string;
  expiresAt: string | null;
};
export type MemberEdgeRecord = { cursor: string; node: MemberRecord };
export type MemberPageRecord = { items: MemberEdgeRecord[]; totalCount: number; hasNextPage: boolean };
export type MemberAction = 'deactivate' | 'activate' | 'remove' | 'reactivate';

/** The account service's members and invitations. */
export class MembersApi {
  constructor(readonly client: UpstreamClient) {}

  members(caller: CallerIdentity, query: { first: number; after?: string; status?: string; search?: string }): Promise<MemberPageRecord> {
    return this.client.call(caller, { method: 'GET', path: '/members', query });
  }

  async membersByIds(caller: CallerIdentity, ids: readonly string[]): Promise<MemberRecord[]> {
    const { items } = await this.client.call<{ items: MemberRecord[] }>(caller, { method: 'GET', path: '/members/batch', query: { ids } });
    return items;
  }

  invite(caller: CallerIdentity, email: string, roleId: string | undefined): Promise<{ id: string; email: string; expiresAt: string }> {
    return this.client.call(caller, { method: 'POST', path: '/invitations', body: roleId ? { email, roleId } : { email } });
  }

  changeMember(caller: CallerIdentity, membershipId: string, action: MemberAction): Promise<MemberRecord> {
    return this.client.call(caller, { method: 'POST', path: `/members/${encodeURIComponent(membershipId)}/${action}` });
  }

  setMemberRole(caller: CallerIdentity, membershipId: string, roleId: string): Promise<MemberRecord> {
    return this.client.call(caller, { method: 'PUT', path: `/members/${encodeURIComponent(membershipId)}/role`, body: { roleId } });
  }

  resendInvitation(caller: CallerIdentity, invitationId: string): Promise<{ id: string; email: string; expiresAt: string }> {
    return this.client.call(caller, { method: 'POST', path: `/invitations/${encodeURIComponent(invitationId)}/resend` });
  }

  cancelInvitation(caller: CallerIdentity, invitationId: string): Promise<void> {
    return this.client.call(caller, { method: 'POST', path: `/invitations/${encodeURIComponent(invitationId)}/cancel` });
  }
}
