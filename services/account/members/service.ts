import type { Kysely, Transaction } from 'kysely';
import {
  describeActivity,
  recordActivityBy,
  type ActivityAction,
  type ActivityDescription,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import type { AccountDatabase } from '../db-types.js';
import { MembershipStatus } from '../membership-status.js';
import { actorRole, requireHeld, requireRoleHeld } from '../roles/grants.js';
import { findRole } from '../roles/repository.js';
import { renewSessions, revokeMembership } from '../sessions/revocations.js';
import {
  encodeCursor,
  findPeople,
  listPeople,
  lockMembership,
  setMembershipRole,
  setMembershipStatus,
  toMember,
} from './repository.js';
import { checkMemberLimit, memberErrors } from './rules.js';
import type {
  MemberListQuery as ListQuery,
  MemberResponse,
} from '../../../contracts/account/members.js';

type Membership = {
  id: string;
  user_id: string;
  role_id: string;
  role_name: string;
  status: number;
  is_owner: boolean;
  email: string;
};

const STATUS_NAMES: Record<number, string> = {
  [MembershipStatus.active]: 'Active',
  [MembershipStatus.deactivated]: 'Deactivated',
  [MembershipStatus.removed]: 'Removed',
};

/**
 * The members of an organisation and what an admin (members:manage) does to
 * them: deactivate and activate again, remove and reactivate (both with the
 * role they had), and set their role. Deactivating or removing ends their
 * sessions in the organisation at once; a new role reaches their next request.
 * Nobody changes their own membership, the owner's stays as it is, and
 * nobody gives a member a role holding a permission they do not hold.
 */
export class MemberService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly maxMembers: number,
  ) {}

  async list(auth: AccessClaims, query: ListQuery) {
    requirePermission(auth, 'members:read');
    const page = await listPeople(this.db, auth.org, {
      status: query.status,
      search: query.search,
      first: query.first ?? 20,
      after: query.after,
    });
    return {
      items: page.rows.map((row) => ({ cursor: encodeCursor(row), node: toMember(row) })),
      totalCount: page.totalCount,
      hasNextPage: page.hasNextPage,
    };
  }

  async findByIds(auth: AccessClaims, ids: string[]): Promise<MemberResponse[]> {
    requirePermission(auth, 'members:read');
    return findPeople(this.db, auth.org, ids);
  }

  /** ACTIVE → DEACTIVATED; their sessions here end at once. */
  deactivate(auth: AccessClaims, membershipId: string): Promise<MemberResponse> {
    return this.change(auth, membershipId, async (trx, member) => {
      if (member.status !== MembershipStatus.active) throw memberErrors.alreadyInactive();
      await this.endAccess(trx, auth, member, MembershipStatus.deactivated);
    });
  }

  /** DEACTIVATED → ACTIVE, in the role they had. */
  activate(auth: AccessClaims, membershipId: string): Promise<MemberResponse> {
    return this.change(auth, membershipId, async (trx, member) => {
      if (member.status !== MembershipStatus.deactivated) throw memberErrors.notDeactivated();
      await this.restoreAccess(trx, auth, member);
    });
  }

  /** ACTIVE or DEACTIVATED → removed (BLOCKED, shown as Removed); their sessions here end at once. */
  remove(auth: AccessClaims, membershipId: string): Promise<MemberResponse> {
    return this.change(auth, membershipId, async (trx, member) => {
      if (member.status === MembershipStatus.removed) throw memberErrors.alreadyInactive();
      await this.endAccess(trx, auth, member, MembershipStatus.removed);
    });
  }

  /** Removed → ACTIVE, in the role they had; only a removed member can be reactivated. */
  reactivate(auth: AccessClaims, membershipId: string): Promise<MemberResponse> {
    return this.change(auth, membershipId, async (trx, member) => {
      if (member.status !== MembershipStatus.removed) throw memberErrors.onlyDeletedReactivated();
      await this.restoreAccess(trx, auth, member);
    });
  }

  /** Gives a member another role (never the owner's); their next request carries its permissions. */
  setRole(auth: AccessClaims, membershipId: string, roleId: string): Promise<MemberResponse> {
    return this.change(auth, membershipId, async (trx, member) => {
      const role = await findRole(trx, auth.org, roleId);
      if (!role) throw memberErrors.roleNotFound();
      if (role.is_owner) throw memberErrors.onlyOneOwner('roleId');
      if (role.id === member.role_id) return;
      requireHeld(
        await actorRole(trx, auth),
        permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions }),
        'roleId',
      );
      await setMembershipRole(trx, member.id, role.id);
      await renewSessions(trx, { userId: member.user_id, organizationId: auth.org });
      await recordActivityBy(trx, auth, {
        entity: 'MEMBER',
        entityId: member.id,
        action: 'UPDATED',
        description: describeActivity('MEMBER_ROLE_CHANGED', {
          email: member.email,
          role: role.name,
        }),
        changes: [{ field: 'role', before: member.role_name, after: role.name }],
      });
    });
  }

  /** Runs a change to a membership of the caller's organisation in one transaction, with the rules every change shares. */
  private async change(
    auth: AccessClaims,
    membershipId: string,
    apply: (trx: Transaction<AccountDatabase>, member: Membership) => Promise<void>,
  ): Promise<MemberResponse> {
    requirePermission(auth, 'members:manage');
    await this.db.transaction().execute(async (trx) => {
      const member = await lockMembership(trx, auth.org, membershipId);
      if (!member) throw memberErrors.notFound();
      if (member.user_id === auth.sub) throw memberErrors.notYourself();
      if (member.is_owner) throw memberErrors.ownerUnchangeable();
      await apply(trx, member);
    });
    const [changed] = await findPeople(this.db, auth.org, [membershipId]);
    if (!changed) throw memberErrors.notFound();
    return changed;
  }

  /**
   * Takes a member's access away: DEACTIVATED (an update) or removed (a
   * deletion), recorded as such, their sessions in the organisation ended at once.
   */
  private async endAccess(
    trx: Transaction<AccountDatabase>,
    auth: AccessClaims,
    member: Membership,
    status: typeof MembershipStatus.deactivated | typeof MembershipStatus.removed,
  ): Promise<void> {
    const removed = status === MembershipStatus.removed;
    await this.setStatus(
      trx,
      auth,
      member,
      status,
      removed ? 'DELETED' : 'UPDATED',
      describeActivity(removed ? 'MEMBER_REMOVED' : 'MEMBER_DEACTIVATED', { email: member.email }),
    );
    await revokeMembership(trx, member.user_id, auth.org);
  }

  /**
   * Gives a deactivated or removed member their access back in the role they
   * had, which the actor must hold (restoring access in a role grants that
   * role); a removed member, no longer counted, must fit in the member limit.
   */
  private async restoreAccess(
    trx: Transaction<AccountDatabase>,
    auth: AccessClaims,
    member: Membership,
  ): Promise<void> {
    const removed = member.status === MembershipStatus.removed;
    await requireRoleHeld(trx, await actorRole(trx, auth), member.role_id);
    if (removed) await checkMemberLimit(trx, auth.org, this.maxMembers);
    await this.setStatus(
      trx,
      auth,
      member,
      MembershipStatus.active,
      'UPDATED',
      describeActivity(removed ? 'MEMBER_REACTIVATED' : 'MEMBER_ACTIVATED', {
        email: member.email,
        role: member.role_name,
      }),
    );
  }

  private async setStatus(
    trx: Transaction<AccountDatabase>,
    auth: AccessClaims,
    member: Membership,
    status: number,
    action: ActivityAction,
    description: ActivityDescription,
  ): Promise<void> {
    await setMembershipStatus(trx, member.id, status);
    await recordActivityBy(trx, auth, {
      entity: 'MEMBER',
      entityId: member.id,
      action,
      description,
      changes: [
        {
          field: 'status',
          before: STATUS_NAMES[member.status] ?? null,
          after: STATUS_NAMES[status] ?? null,
        },
      ],
    });
  }
}
