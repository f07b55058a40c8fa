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

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export const authErrors = {
  wrongCredentials: () => new ServiceError(401, 'U-ACC-AU-1', 'Your email or password does not match.'),
  notActive: () => new ServiceError(403, 'U-ACC-AU-2', 'Your account is not active.'),
  invalidRefreshToken: () => new ServiceError(401, 'U-ACC-AU-3', 'Your session has ended. Please sign in again.'),
  notMember: () => new ServiceError(403, 'U-ACC-AU-4', 'You are not an active member of that organisation.'),
};

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
  ) {}

  /**
   * Signs a user in with email and password into their first (or the given)
   * active organisation. Unknown email and wrong password answer the same
   * error in the same time.
   */
  async signIn(email: string, password: string, organizationId?: string): Promise<TokenPair> {
    const user = await this.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email.trim()).executeTakeFirst();
    const matches = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !matches) throw authErrors.wrongCredentials();
    const memberships = await findActiveMemberships(this.db, user.id);
    const membership = organizationId ? memberships.find((m) => m.organizationId === organizationId) : memberships[0];
    if (!membership) throw organizationId ? authErrors.notMember() : authErrors.notActive();
    const session = await this.db
      .insertInto('sessions')
      .values({ user_id: user.id, organization_id: membership.organizationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.issue(user.id, session.id, membership);
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
        .select(['t.session_id', 't.expires_at', 't.used_at', 's.user_id', 's.organization_id', 's.revoked_at'])
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
    return this.issue(spent.user_id, spent.session_id, membership);
  }

  /** Ends the session a refresh token belongs to. Unknown tokens are ignored. */
  async revoke(refreshToken: string): Promise<void> {
    const row = await this.db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', hashToken(refreshToken)).executeTakeFirst();
    if (row) await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', row.session_id).execute();
  }

  private async issue(userId: string, sessionId: string, membership: MembershipView): Promise<TokenPair> {
    const permissions = membership.isOwner ? [...PERMISSIONS] : membership.permissions;
    const accessToken = await new SignJWT({
      org: membership.organizationId,
      role: membership.roleName,
      perms: permissions,
      mfa: false,
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
