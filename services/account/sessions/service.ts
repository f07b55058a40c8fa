import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import { PERMISSIONS } from '../../kit/permissions.js';
import type { AccountDatabase } from '../db-types.js';
import { findActiveMemberships, type MembershipView } from '../organizations/repository.js';
import { DUMMY_HASH, verifyPassword } from '../passwords.js';
import type { SigningKeys } from '../signing-keys.js';
import type { TwoFactorService } from '../two-factor/service.js';
import { twoFactorErrors } from '../two-factor/service.js';
import { lockoutErrors, recentFailures, recordAuthEvent, type LockoutPolicy } from './lockout.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export const authErrors = {
  wrongCredentials: () => new ServiceError(401, 'U-ACC-AU-1', 'Your email or password does not match.'),
  notActive: () => new ServiceError(403, 'U-ACC-AU-2', 'Your account is not active.'),
  invalidRefreshToken: () => new ServiceError(401, 'U-ACC-AU-3', 'Your session has ended. Please sign in again.'),
  notMember: () => new ServiceError(403, 'U-ACC-AU-4', 'You are not an active member of that organisation.'),
  challengeExpired: () => new ServiceError(401, 'U-ACC-AU-8', 'Your sign-in has expired. Please enter your email and password again.'),
};

export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/** The password was right; a second factor must follow within five minutes. */
export type TwoFactorChallenge = { twoFactorRequired: true; challengeToken: string; methods: ('AUTHENTICATOR_APP' | 'BACKUP_CODES')[] };

export type TokenPair = {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  sessionId: string;
  organizationId: string;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export class SessionService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly keys: SigningKeys,
    private readonly twoFactor: TwoFactorService,
    private readonly lockout: LockoutPolicy,
  ) {}

  /**
   * Signs a user in with email and password into their first (or the given)
   * active organisation, or answers a second-factor challenge when the user
   * has one set up. Unknown email and wrong password answer the same error in
   * the same time; failures lock the email (known or not) and the address.
   */
  async signIn(email: string, password: string, ip: string | null, organizationId?: string): Promise<TokenPair | TwoFactorChallenge> {
    const typed = email.trim();
    const before = await recentFailures(this.db, this.lockout, typed, ip);
    if (before.byEmail >= this.lockout.maxAttempts) throw lockoutErrors.locked();
    if (before.byAddress >= this.lockout.maxAttemptsPerAddress) throw lockoutErrors.attemptsExceeded();
    const user = await this.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', typed).executeTakeFirst();
    const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !matches) {
      await recordAuthEvent(this.db, { userId: user?.id, email: typed, ip, category: 'AUTH', event: 'SIGN_IN_FAILED' });
      if (before.byEmail + 1 >= this.lockout.maxAttempts) throw lockoutErrors.attemptsExceeded();
      throw authErrors.wrongCredentials();
    }
    return this.afterFirstFactor(user.id, typed, await this.membershipFor(user.id, organizationId), ip);
  }

  /**
   * Signs in a user whose first factor was just proven another way (accepting
   * an invitation with their password) into an organisation they belong to.
   */
  async signInProven(userId: string, organizationId: string, ip: string | null): Promise<TokenPair | TwoFactorChallenge> {
    const user = await this.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return this.afterFirstFactor(userId, user.email, await this.membershipFor(userId, organizationId), ip);
  }

  /** The password is proven: a second-factor challenge when one is set up, else a session. */
  private async afterFirstFactor(userId: string, email: string, membership: MembershipView, ip: string | null): Promise<TokenPair | TwoFactorChallenge> {
    const methods = await this.twoFactor.signInMethods(userId);
    if (methods.length > 0) {
      const challengeToken = randomBytes(32).toString('base64url');
      await this.db
        .insertInto('two_factor_challenges')
        .values({
          token_hash: hashToken(challengeToken),
          user_id: userId,
          organization_id: membership.organizationId,
          ip,
          expires_at: new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000),
        })
        .execute();
      await recordAuthEvent(this.db, { userId, email, ip, category: 'AUTH', event: 'PASSWORD_ACCEPTED' });
      return { twoFactorRequired: true, challengeToken, methods };
    }
    await recordAuthEvent(this.db, { userId, email, ip, category: 'AUTH', event: 'SIGNED_IN' });
    return this.startSession(userId, membership, false);
  }

  /**
   * Completes a challenged sign-in with an authenticator code or a backup
   * code. Wrong codes count towards the email's lock, like wrong passwords.
   */
  async completeTwoFactor(challengeToken: string, method: 'AUTHENTICATOR_APP' | 'BACKUP_CODES', code: string, ip: string | null): Promise<TokenPair> {
    const challenge = await this.db
      .selectFrom('two_factor_challenges as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.token_hash', 'c.user_id', 'c.organization_id', 'c.expires_at', 'c.used_at', 'u.email'])
      .where('c.token_hash', '=', hashToken(challengeToken))
      .executeTakeFirst();
    if (!challenge || challenge.used_at || challenge.expires_at.getTime() <= Date.now()) throw authErrors.challengeExpired();
    const failures = await recentFailures(this.db, this.lockout, challenge.email, ip);
    if (failures.byEmail >= this.lockout.maxAttempts) throw lockoutErrors.locked();
    const accepted = method === 'BACKUP_CODES' ? await this.twoFactor.useBackupCode(challenge.user_id, code) : await this.twoFactor.verifyAuthenticatorCode(challenge.user_id, code);
    if (!accepted) {
      await recordAuthEvent(this.db, { userId: challenge.user_id, email: challenge.email, ip, category: 'TWO_FACTOR_AUTH', event: 'SIGN_IN_FAILED' });
      if (failures.byEmail + 1 >= this.lockout.maxAttempts) throw lockoutErrors.attemptsExceeded();
      throw twoFactorErrors.invalidCode();
    }
    const spent = await this.db.updateTable('two_factor_challenges').set({ used_at: new Date() }).where('token_hash', '=', challenge.token_hash).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw authErrors.challengeExpired();
    await recordAuthEvent(this.db, {
      userId: challenge.user_id,
      email: challenge.email,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: method === 'BACKUP_CODES' ? 'SIGNED_IN_WITH_BACKUP_CODE' : 'SIGNED_IN',
    });
    // A completed second step also counts as the email's successful sign-in, which resets its failure count.
    await recordAuthEvent(this.db, { userId: challenge.user_id, email: challenge.email, ip, category: 'AUTH', event: 'SIGNED_IN' });
    return this.startSession(challenge.user_id, await this.membershipFor(challenge.user_id, challenge.organization_id), true);
  }

  private async membershipFor(userId: string, organizationId?: string): Promise<MembershipView> {
    const memberships = await findActiveMemberships(this.db, userId);
    const membership = organizationId ? memberships.find((m) => m.organizationId === organizationId) : memberships[0];
    if (!membership) throw organizationId ? authErrors.notMember() : authErrors.notActive();
    return membership;
  }

  private async startSession(userId: string, membership: MembershipView, usedTwoFactor: boolean): Promise<TokenPair> {
    const session = await this.db
      .insertInto('sessions')
      .values({ user_id: userId, organization_id: membership.organizationId, used_two_factor: usedTwoFactor })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.issue(userId, session.id, membership, usedTwoFactor);
  }

  /**
   * Trades a refresh token for a new pair. Each refresh token works once: a
   * second use means it was stolen, so the whole session is revoked.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const spent = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('refresh_tokens as t')
        .innerJoin('sessions as s', 's.id', 't.session_id')
        .where('t.token_hash', '=', tokenHash)
        .select(['t.session_id', 't.expires_at', 't.used_at', 's.user_id', 's.organization_id', 's.revoked_at', 's.used_two_factor'])
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return null;
      if (row.used_at) {
        await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', row.session_id).execute();
        return 'reused' as const;
      }
      await trx.updateTable('refresh_tokens').set({ used_at: new Date() }).where('token_hash', '=', tokenHash).execute();
      return row;
    });
    if (!spent || spent === 'reused') throw authErrors.invalidRefreshToken();
    const membership = (await findActiveMemberships(this.db, spent.user_id)).find((m) => m.organizationId === spent.organization_id);
    if (!membership) throw authErrors.invalidRefreshToken();
    return this.issue(spent.user_id, spent.session_id, membership, spent.used_two_factor);
  }

  /** Ends the session a refresh token belongs to. Unknown tokens are ignored. */
  async revoke(refreshToken: string, ip: string | null = null): Promise<void> {
    const row = await this.db
      .selectFrom('refresh_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select(['t.session_id', 's.user_id', 's.revoked_at'])
      .where('t.token_hash', '=', hashToken(refreshToken))
      .executeTakeFirst();
    if (!row || row.revoked_at) return;
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', row.session_id).execute();
    await recordAuthEvent(this.db, { userId: row.user_id, ip, category: 'AUTH', event: 'SIGNED_OUT' });
  }

  /**
   * Moves a signed-in user to another organisation they are an active member
   * of: a new session scoped to it, keeping whether a second factor was used;
   * the session the call came from ends.
   */
  async switchOrganization(userId: string, currentSessionId: string, organizationId: string, usedTwoFactor: boolean, ip: string | null): Promise<TokenPair> {
    const membership = await this.membershipFor(userId, organizationId);
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', currentSessionId).where('user_id', '=', userId).execute();
    await recordAuthEvent(this.db, { userId, ip, category: 'AUTH', event: 'ORGANIZATION_SWITCHED' });
    return this.startSession(userId, membership, usedTwoFactor);
  }

  private async issue(userId: string, sessionId: string, membership: MembershipView, usedTwoFactor: boolean): Promise<TokenPair> {
    const permissions = membership.isOwner ? [...PERMISSIONS] : membership.permissions;
    const accessToken = await new SignJWT({
      org: membership.organizationId,
      role: membership.roleName,
      perms: permissions,
      mfa: usedTwoFactor,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: 'ES256', kid: this.keys.kid })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.keys.privateKey);
    const refreshToken = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashToken(refreshToken),
        session_id: sessionId,
        expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      })
      .execute();
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, sessionId, organizationId: membership.organizationId };
  }
}
