import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../kit/auth.js';
import { requirePermission } from '../../kit/auth.js';
import { invitationErrors } from './errors.js';
import {
  findInvitation,
  findInvitationByToken,
  findInvitedRole,
  findMembershipByEmail,
  findOpenInvitationByEmail,
  findOrganizationName,
  insertInvitation,
  renewInvitationLink,
  revokeInvitation,
  spendInvitation,
} from './repository.js';
import type { Mailer } from '../../kit/mailer.js';
import type { AccountDatabase } from '../db-types.js';
import { MembershipStatus } from '../membership-status.js';
import { insertUser, joinOrganization, lockOrganization } from '../organizations/repository.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { checkPasswordPolicy } from '../passwords/policy.js';
import {
  describeActivity,
  recordActivity,
  recordActivityBy,
  recordEntityActivity,
} from '../../kit/activity.js';
import { checkMemberLimit, memberErrors } from '../members/rules.js';
import { Lockout, recordAuthEvent } from '../sessions/lockout.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import { actorRole, requireHeld, requireRoleHeld } from '../roles/grants.js';
import { findUserByEmail, findUserNames } from '../users/repository.js';
import { isUniqueViolation } from '../../kit/database.js';

export const INVITATION_DAYS = 7;

export { invitationErrors };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type InvitationView = {
  organizationName: string;
  email: string;
  expiresAt: string;
  accountExists: boolean;
};

/**
 * Invitations: a member with `members:manage` invites an email into a role;
 * the link (seven days, single use) lets the invited person set a password,
 * or confirm the one of their existing account, and join.
 */
export class InvitationService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly maxMembers: number,
    private readonly lockout: Lockout,
  ) {}

  /**
   * Invites an email into the caller's organisation in a role (default: the
   * Maker role; never the owner's, and only one whose permissions the caller
   * holds). An open invitation to the same email in another role, or an
   * expired one, is replaced; a live one in the same role is refused (already
   * invited), so a double click or a burst of requests leaves one invitation
   * and one mail. Refused for the caller's own email, a member (active:
   * already a member; deactivated or removed: restore them instead) and when
   * the organisation has as many members and open invitations as it may.
   */
  async invite(
    auth: AccessClaims,
    email: string,
    roleId: string | undefined,
  ): Promise<{ id: string; email: string; expiresAt: string }> {
    requirePermission(auth, 'members:manage');
    const invitee = email.trim();
    if (!invitee.includes('@')) throw invitationErrors.invalidEmail();
    const inviter = await findUserNames(this.db, auth.sub);
    if (inviter.email.toLowerCase() === invitee.toLowerCase())
      throw invitationErrors.cannotInviteSelf();
    const member = await findMembershipByEmail(this.db, auth.org, invitee);
    if (member?.status === MembershipStatus.active) throw invitationErrors.alreadyMember();
    if (member) throw invitationErrors.formerMember();
    const role = await findInvitedRole(this.db, auth.org, roleId);
    if (!role) throw invitationErrors.roleNotFound();
    if (role.is_owner) throw memberErrors.onlyOneOwner('roleId');
    const id = await this.db
      .transaction()
      .execute(async (trx) => {
        requireHeld(
          await actorRole(trx, auth),
          permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions }),
          'roleId',
        );
        // The organisation's row lock first: invitations of one organisation are judged
        // one after the other, each seeing what the one before it left.
        await lockOrganization(trx, auth.org);
        const open = await findOpenInvitationByEmail(trx, auth.org, invitee);
        if (open && open.role_id === role.id && open.expires_at.getTime() > Date.now())
          throw invitationErrors.alreadyInvited();
        // One open invitation per email: one in another role, or an expired one, is replaced.
        if (open) await revokeInvitation(trx, auth.org, open.id);
        await checkMemberLimit(trx, auth.org, this.maxMembers);
        // Live from the start (the mail gives it its link and the same expiry): an invitation in parallel must see it open.
        const created = await insertInvitation(trx, auth.org, auth.sub, {
          email: invitee,
          roleId: role.id,
          tokenHash: hashToken(randomBytes(32).toString('base64url')),
          expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3_600_000),
        });
        await recordEntityActivity(trx, auth, 'INVITATION', created, 'CREATED', {
          values: { email: invitee },
          changes: [{ field: 'email', before: null, after: invitee }],
        });
        return created;
      })
      .catch((error: unknown) => {
        // The unique index of open invitations has the last word (migration 0014).
        throw isUniqueViolation(error) ? invitationErrors.alreadyInvited() : error;
      });
    return this.send(auth, id);
  }

  /** Mails an open (or expired) invitation again with a new link, valid seven days from now; the old link stops working. */
  async resend(
    auth: AccessClaims,
    invitationId: string,
  ): Promise<{ id: string; email: string; expiresAt: string }> {
    requirePermission(auth, 'members:manage');
    const invitation = await this.openInvitation(auth, invitationId);
    // A fresh link grants the invitation's role again.
    if (invitation.role_id)
      await this.db
        .transaction()
        .execute(async (trx) =>
          requireRoleHeld(trx, await actorRole(trx, auth), invitation.role_id!, 'roleId'),
        );
    await recordActivityBy(this.db, auth, {
      entity: 'INVITATION',
      entityId: invitationId,
      action: 'UPDATED',
      description: describeActivity('INVITATION_RESENT', { email: invitation.email }),
    });
    return this.send(auth, invitationId);
  }

  /** Cancels an open (or expired) invitation; its link stops working. */
  async cancel(auth: AccessClaims, invitationId: string): Promise<void> {
    requirePermission(auth, 'members:manage');
    const invitation = await this.openInvitation(auth, invitationId);
    await this.db.transaction().execute(async (trx) => {
      await revokeInvitation(trx, auth.org, invitationId);
      await recordEntityActivity(trx, auth, 'INVITATION', invitationId, 'CANCELLED', {
        values: { email: invitation.email },
      });
    });
  }

  /** An invitation of the caller's organisation that was neither accepted nor cancelled, or "user not invited". */
  private async openInvitation(auth: AccessClaims, invitationId: string) {
    const row = await findInvitation(this.db, auth.org, invitationId);
    if (!row || row.accepted_at || row.revoked_at) throw memberErrors.notInvited();
    return row;
  }

  /** Gives the invitation a fresh link (seven days) and mails it. */
  private async send(
    auth: AccessClaims,
    invitationId: string,
  ): Promise<{ id: string; email: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3_600_000);
    const invitation = await renewInvitationLink(this.db, auth.org, invitationId, {
      tokenHash: hashToken(token),
      expiresAt,
      invitedBy: auth.sub,
    });
    const inviter = await findUserNames(this.db, auth.sub);
    const organization = await findOrganizationName(this.db, auth.org);
    const link = `${this.appUrl}/invitation?token=${token}`;
    await this.mailer.send({
      to: invitation.email,
      subject: `${organization.name} invites you to Kas / mengundang Anda ke Kas`,
      text: [
        `${inviter.full_name} invited you to join ${organization.name} on Kas. Open this link within ${INVITATION_DAYS} days to accept:`,
        link,
        '',
        `${inviter.full_name} mengundang Anda bergabung dengan ${organization.name} di Kas. Buka tautan ini dalam ${INVITATION_DAYS} hari untuk menerima:`,
        link,
      ].join('\n'),
    });
    return { id: invitation.id, email: invitation.email, expiresAt: expiresAt.toISOString() };
  }

  private async open(token: string) {
    const row = await findInvitationByToken(this.db, hashToken(token));
    // An invitation whose role was deleted meanwhile offers nothing any more.
    if (
      !row ||
      row.accepted_at ||
      row.revoked_at ||
      row.role_id === null ||
      row.expires_at.getTime() <= Date.now()
    )
      throw invitationErrors.expired();
    return { ...row, role_id: row.role_id };
  }

  /** What the invitation page shows, or the expired-invitation error. */
  async view(token: string): Promise<InvitationView> {
    const invitation = await this.open(token);
    const user = await findUserByEmail(this.db, invitation.email);
    return {
      organizationName: invitation.organizationName,
      email: invitation.email,
      expiresAt: invitation.expires_at.toISOString(),
      accountExists: Boolean(user),
    };
  }

  /**
   * Accepts an invitation: a new user sets their name and a password (the
   * policy applies); an existing account confirms its password. Either way
   * the person becomes an active member in the invited role. Answers the user
   * and organisation ids, for starting a session.
   */
  async accept(
    token: string,
    fullName: string | undefined,
    password: string,
    ip: string | null,
  ): Promise<{ userId: string; organizationId: string }> {
    const invitation = await this.open(token);
    const existing = await findUserByEmail(this.db, invitation.email);
    let newPasswordHash: string | null = null;
    if (existing) {
      // A guess at an existing account's password counts towards its lock, as at sign-in: an invitation is no way around it.
      const attempt = await this.lockout.begin(invitation.email, ip);
      if (!(await verifyPassword(password, existing.password_hash))) {
        throw await attempt.refused(
          { userId: existing.id, category: 'AUTH', event: 'SIGN_IN_FAILED' },
          invitationErrors.wrongPassword(),
        );
      }
      await attempt.proven();
    } else {
      if (!fullName?.trim()) throw invitationErrors.fullNameRequired();
      checkPasswordPolicy(password, 'password');
      newPasswordHash = await hashPassword(password);
    }
    const userId = await this.db.transaction().execute(async (trx) => {
      if (!(await spendInvitation(trx, invitation.id))) throw invitationErrors.expired();
      const user =
        existing ??
        (await insertUser(trx, {
          email: invitation.email,
          passwordHash: newPasswordHash!,
          fullName: fullName!.trim(),
        }));
      const membership = await joinOrganization(
        trx,
        invitation.organization_id,
        user.id,
        invitation.role_id,
      );
      await recordActivity(trx, {
        actor: { sub: user.id, org: invitation.organization_id },
        organizationId: invitation.organization_id,
        entity: 'MEMBER',
        entityId: membership,
        action: 'CREATED',
        description: describeActivity('MEMBER_JOINED', { email: invitation.email }),
      });
      return user.id;
    });
    await recordAuthEvent(this.db, {
      userId,
      email: invitation.email,
      ip,
      category: 'AUTH',
      event: 'INVITATION_ACCEPTED',
    });
    return { userId, organizationId: invitation.organization_id };
  }
}
