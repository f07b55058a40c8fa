import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import { SESSION_REVOKED_CHANNEL } from '../../kit/revocations.js';
import type { AccountDatabase } from '../db-types.js';
import { actorRole, requireHeld } from '../roles/grants.js';
import { signAccessToken } from '../sessions/access-token.js';
import { ACCESS_TOKEN_TTL_SECONDS, REVOCATION_MEMORY_SECONDS } from '../sessions/revocations.js';
import type { SigningKeys } from '../signing-keys.js';

/** Longest life of a key; an integrator rotates keys at least yearly. */
export const MAX_KEY_DAYS = 365;
const NAME_MAX = 80;
const PREFIX_LENGTH = 12;

export const apiKeyErrors = {
  invalid: () => new ServiceError(401, 'U-ACC-KEY-1', 'This API key is not valid: it is unknown, revoked or expired.'),
  notFound: () => new ServiceError(404, 'U-ACC-KEY-2', 'API key not found.'),
  nameRequired: () => new ServiceError(400, 'U-ACC-KEY-3', `Give the key a name of at most ${NAME_MAX} characters.`, 'name'),
  nameTaken: () => new ServiceError(409, 'U-ACC-KEY-4', 'A key with this name already exists.', 'name'),
  expiry: () => new ServiceError(400, 'U-ACC-KEY-5', `A key expires after 1 to ${MAX_KEY_DAYS} days.`, 'expiresInDays'),
  roleNotFound: () => new ServiceError(404, 'U-ACC-RL-1', 'Role not found.', 'roleId'),
  ownerRole: () => new ServiceError(409, 'U-ACC-KEY-6', 'A key cannot hold the owner role; give it a role with only what the integration needs.', 'roleId'),
  alreadyRevoked: () => new ServiceError(409, 'U-ACC-KEY-7', 'This key is already revoked.'),
};

export type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  role: { id: string; name: string } | null;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  useCount: number;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** `kas_<prefix>_<secret>`: the prefix finds the key, the secret proves it. */
function newKey(): { prefix: string; key: string } {
  const prefix = randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, PREFIX_LENGTH);
  return { prefix, key: `kas_${prefix}_${randomBytes(32).toString('base64url')}` };
}

/**
 * API keys for integrators: an admin (api-keys:manage) creates a named key in
 * a role (never the owner's) for 1 to 365 days and sees its secret once; the
 * key is traded for 15-minute access tokens acting in that role; revoking it
 * ends its tokens at once, everywhere.
 */
export class ApiKeyService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly keys: SigningKeys,
  ) {}

  private view() {
    return this.db
      .selectFrom('api_keys as k')
      .leftJoin('roles as r', 'r.id', 'k.role_id')
      .select(['k.id', 'k.name', 'k.prefix', 'k.role_id', 'r.name as role_name', 'k.created_by', 'k.created_at', 'k.expires_at', 'k.revoked_at', 'k.last_used_at', 'k.use_count']);
  }

  private toView(row: {
    id: string;
    name: string;
    prefix: string;
    role_id: string;
    role_name: string | null;
    created_by: string | null;
    created_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
    last_used_at: Date | null;
    use_count: string;
  }): ApiKeyView {
    return {
      id: row.id,
      name: row.name,
      prefix: `kas_${row.prefix}_…`,
      role: row.role_name ? { id: row.role_id, name: row.role_name } : null,
      createdBy: row.created_by,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      revokedAt: row.revoked_at?.toISOString() ?? null,
      lastUsedAt: row.last_used_at?.toISOString() ?? null,
      useCount: Number(row.use_count),
    };
  }

  async list(auth: AccessClaims): Promise<ApiKeyView[]> {
    requirePermission(auth, 'api-keys:manage');
    const rows = await this.view()
      .where('k.organization_id', '=', auth.org)
      .orderBy('k.revoked_at', (ob) => ob.desc().nullsFirst())
      .orderBy('k.created_at', 'desc')
      .execute();
    return rows.map((row) => this.toView(row));
  }

  /** Creates a key; the answer carries its secret, which is never shown again. */
  async create(auth: AccessClaims, input: { name: string; roleId: string; expiresInDays: number }): Promise<{ apiKey: ApiKeyView; secret: string }> {
    requirePermission(auth, 'api-keys:manage');
    const name = input.name.trim();
    if (!name || name.length > NAME_MAX) throw apiKeyErrors.nameRequired();
    if (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > MAX_KEY_DAYS) throw apiKeyErrors.expiry();
    const role = await this.db
      .selectFrom('roles')
      .select(['id', 'name', 'is_owner', 'built_in', 'permissions'])
      .where('id', '=', input.roleId)
      .where('organization_id', '=', auth.org)
      .executeTakeFirst();
    if (!role) throw apiKeyErrors.roleNotFound();
    if (role.is_owner) throw apiKeyErrors.ownerRole();
    const { prefix, key } = newKey();
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        // A key acts with its role's permissions: only someone holding all of them may mint it.
        requireHeld(await actorRole(trx, auth), permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions }), 'roleId');
        const row = await trx
          .insertInto('api_keys')
          .values({
            organization_id: auth.org,
            name,
            role_id: role.id,
            prefix,
            secret_hash: sha256(key).toString('hex'),
            created_by: auth.sub,
            expires_at: new Date(Date.now() + input.expiresInDays * 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          actor: auth,
          organizationId: auth.org,
          entity: 'API_KEY',
          entityId: row.id,
          action: 'CREATED',
          description: describeActivity('API_KEY_CREATED', { name, role: role.name, days: input.expiresInDays }),
        });
        return row.id;
      });
      const row = await this.view().where('k.id', '=', id).executeTakeFirstOrThrow();
      return { apiKey: this.toView(row), secret: key };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw apiKeyErrors.nameTaken();
      throw error;
    }
  }

  /** Revokes a key: it stops working, and its access tokens are refused from the next request, everywhere. */
  async revoke(auth: AccessClaims, id: string): Promise<ApiKeyView> {
    requirePermission(auth, 'api-keys:manage');
    await this.db.transaction().execute(async (trx) => {
      const key = await trx.selectFrom('api_keys').select(['id', 'name', 'revoked_at']).where('id', '=', id).where('organization_id', '=', auth.org).forUpdate().executeTakeFirst();
      if (!key) throw apiKeyErrors.notFound();
      if (key.revoked_at) throw apiKeyErrors.alreadyRevoked();
      await trx
        .updateTable('api_keys')
        .set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, json_build_object('sessionId', ${id}::text, 'until', floor(extract(epoch from now()))::bigint + ${REVOCATION_MEMORY_SECONDS}::int)::text)`.execute(
        trx,
      );
      await recordActivity(trx, { actor: auth, organizationId: auth.org, entity: 'API_KEY', entityId: id, action: 'CANCELLED', description: describeActivity('API_KEY_REVOKED', { name: key.name }) });
    });
    const row = await this.view().where('k.id', '=', id).executeTakeFirstOrThrow();
    return this.toView(row);
  }

  /**
   * Trades a key for a 15-minute access token acting in the key's role.
   * Unknown, revoked and expired keys get the same answer, in the same time.
   */
  async exchange(presented: string): Promise<{ accessToken: string; expiresIn: number; apiKeyId: string; organizationId: string }> {
    const match = /^kas_([a-z0-9]{12})_[A-Za-z0-9_-]{43}$/.exec(presented);
    const row = match
      ? await this.db
          .selectFrom('api_keys as k')
          .innerJoin('roles as r', 'r.id', 'k.role_id')
          .select(['k.id', 'k.organization_id', 'k.secret_hash', 'k.expires_at', 'k.revoked_at', 'r.name as role_name', 'r.permissions', 'r.built_in'])
          .where('k.prefix', '=', match[1]!)
          .executeTakeFirst()
      : undefined;
    const expected = row ? Buffer.from(row.secret_hash, 'hex') : sha256('');
    const matches = timingSafeEqual(sha256(presented), expected);
    if (!row || !matches || row.revoked_at || row.expires_at.getTime() <= Date.now()) throw apiKeyErrors.invalid();
    // A token outlives neither the key nor its own 15 minutes.
    const expiresIn = Math.min(ACCESS_TOKEN_TTL_SECONDS, Math.floor((row.expires_at.getTime() - Date.now()) / 1000));
    const accessToken = await signAccessToken(this.keys, {
      subject: row.id,
      organizationId: row.organization_id,
      roleName: row.role_name,
      permissions: permissionsOfRole({ builtIn: row.built_in, permissions: row.permissions }),
      usedTwoFactor: false,
      sessionId: row.id,
      generation: 0,
      kind: 'api_key',
      expiresInSeconds: expiresIn,
    });
    await this.db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', row.id).execute();
    return { accessToken, expiresIn, apiKeyId: row.id, organizationId: row.organization_id };
  }

  /** Records uses the BFF counted for the calling key (its own token), per minute. */
  async recordUses(auth: AccessClaims, uses: { minute: string; requests: number; lastIp: string | null }[]): Promise<void> {
    const key = await this.db.selectFrom('api_keys').select('id').where('id', '=', auth.sub).where('organization_id', '=', auth.org).executeTakeFirst();
    if (!key) throw apiKeyErrors.notFound();
    const total = uses.reduce((sum, use) => sum + use.requests, 0);
    if (total === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const use of uses) {
        await trx
          .insertInto('api_key_uses')
          .values({ api_key_id: key.id, minute: use.minute, requests: use.requests, last_ip: use.lastIp })
          .onConflict((oc) => oc.columns(['api_key_id', 'minute']).doUpdateSet((eb) => ({ requests: sql`${eb.ref('api_key_uses.requests')} + ${use.requests}`, last_ip: use.lastIp })))
          .execute();
      }
      await trx
        .updateTable('api_keys')
        .set((eb) => ({ use_count: sql`${eb.ref('use_count')} + ${total}`, last_used_at: new Date() }))
        .where('id', '=', key.id)
        .execute();
    });
  }
}
