import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { envInt } from '../../../platform/env.js';
import { describeActivity, recordActivityBy, recordEntityActivity } from '../../kit/activity.js';
import { apiKeyOf, requirePermission, type AccessClaims } from '../../kit/auth.js';
import {
  API_KEY_NAME_MAX as NAME_MAX,
  MAX_KEY_DAYS,
  type ApiKeyResponse,
} from '../../../contracts/account/api-keys.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import type { AccountDatabase } from '../db-types.js';
import { actorRole, requireHeld } from '../roles/grants.js';
import { findActiveMemberships } from '../organizations/repository.js';
import { findRole } from '../roles/repository.js';
import { findUser } from '../users/repository.js';
import { toOrganization } from '../users/service.js';
import { signAccessToken } from '../sessions/access-token.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../sessions/revocations.js';
import type { SigningKeys } from '../signing-keys.js';
import { commonErrors } from '../../kit/errors.js';
import type { MeResponse } from '../../../contracts/account/users.js';
import { apiKeyErrors } from './errors.js';
import {
  addApiKeyUses,
  apiKeyExists,
  findApiKey,
  findKeyByPrefix,
  insertApiKey,
  listApiKeys,
  lockApiKey,
  markApiKeyUsed,
  revokeApiKey,
} from './repository.js';
import { isUniqueViolation } from '../../kit/database.js';

export { apiKeyErrors, MAX_KEY_DAYS };

const PREFIX_LENGTH = 12;

export type ApiKeyView = ApiKeyResponse;

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
 * How long the access token an API key is traded for lives:
 * `API_KEY_TOKEN_SECONDS`, 15 minutes unless set, never longer. The BFF
 * trades the key again before it expires (an open socket too), so a shorter
 * lifetime costs only more trades; tests shorten it to see a socket outlive
 * its token.
 */
export function readApiKeyTokenSeconds(): number {
  return envInt('API_KEY_TOKEN_SECONDS', ACCESS_TOKEN_TTL_SECONDS, {
    min: 1,
    max: ACCESS_TOKEN_TTL_SECONDS,
  });
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
    /** How long a traded token lives (`readApiKeyTokenSeconds`); a token outlives neither this nor the key. */
    private readonly tokenSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {}

  /**
   * The calling key's own view of itself, in `/me`'s shape (which refuses
   * keys: a member's identity and security are not theirs): the member it
   * acts for, its organisation alone, its role (not its maker's) with the
   * permissions its token carries, no second factors, and the key. Anyone
   * but a key is answered that there is no such key.
   */
  async self(auth: AccessClaims): Promise<MeResponse> {
    const keyId = apiKeyOf(auth);
    if (!keyId) throw apiKeyErrors.notFound();
    const apiKey = await findApiKey(this.db, keyId);
    const user = await findUser(this.db, auth.sub);
    const membership = (await findActiveMemberships(this.db, auth.sub)).find(
      (candidate) => candidate.organizationId === auth.org,
    );
    const role = apiKey.role && (await findRole(this.db, auth.org, apiKey.role.id));
    // The exchange refuses such a key; a token traded just before is refused as it would be.
    if (!user || !membership || !role) throw commonErrors.unauthenticated();
    const organization = toOrganization(membership);
    return {
      user,
      organization,
      organizations: [organization],
      role: {
        id: role.id,
        name: role.name,
        description: role.description,
        permissions: auth.perms,
        builtIn: role.built_in,
      },
      permissions: auth.perms,
      usedTwoFactor: false,
      twoFactorMethods: [],
      apiKey,
    };
  }

  async list(auth: AccessClaims): Promise<ApiKeyView[]> {
    requirePermission(auth, 'api-keys:manage');
    return listApiKeys(this.db, auth.org);
  }

  /** Creates a key; the answer carries its secret, which is never shown again. */
  async create(
    auth: AccessClaims,
    input: { name: string; roleId: string; expiresInDays: number },
  ): Promise<{ apiKey: ApiKeyView; secret: string }> {
    requirePermission(auth, 'api-keys:manage');
    // A key is made by a person, who answers for it: a key that minted keys would outlive its own revocation.
    if (auth.kind === 'api_key') throw apiKeyErrors.userOnly();
    const name = input.name.trim();
    if (!name || name.length > NAME_MAX) throw apiKeyErrors.nameRequired();
    if (
      !Number.isInteger(input.expiresInDays) ||
      input.expiresInDays < 1 ||
      input.expiresInDays > MAX_KEY_DAYS
    )
      throw apiKeyErrors.expiry();
    const role = await findRole(this.db, auth.org, input.roleId);
    if (!role) throw apiKeyErrors.roleNotFound();
    if (role.is_owner) throw apiKeyErrors.ownerRole();
    const { prefix, key } = newKey();
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        // A key acts with its role's permissions: only someone holding all of them may mint it.
        requireHeld(
          await actorRole(trx, auth),
          permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions }),
          'roleId',
        );
        const created = await insertApiKey(trx, auth.org, auth.sub, {
          name,
          roleId: role.id,
          prefix,
          secretHash: sha256(key).toString('hex'),
          expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000),
        });
        await recordEntityActivity(trx, auth, 'API_KEY', created, 'CREATED', {
          values: {
            name,
            role: role.name,
            days: input.expiresInDays,
          },
        });
        return created;
      });
      return { apiKey: await findApiKey(this.db, id), secret: key };
    } catch (error) {
      if (isUniqueViolation(error)) throw apiKeyErrors.nameTaken();
      throw error;
    }
  }

  /** Revokes a key: it stops working, and its access tokens are refused from the next request, everywhere. */
  async revoke(auth: AccessClaims, id: string): Promise<ApiKeyView> {
    requirePermission(auth, 'api-keys:manage');
    await this.db.transaction().execute(async (trx) => {
      const key = await lockApiKey(trx, auth.org, id);
      if (!key) throw apiKeyErrors.notFound();
      if (key.revoked_at) throw apiKeyErrors.alreadyRevoked();
      await revokeApiKey(trx, id);
      await recordActivityBy(trx, auth, {
        entity: 'API_KEY',
        entityId: id,
        action: 'CANCELLED',
        description: describeActivity('API_KEY_REVOKED', { name: key.name }),
      });
    });
    return findApiKey(this.db, id);
  }

  /**
   * Trades a key for a 15-minute access token acting in the key's role, for
   * the member who made it: the token's subject is that member (so whatever
   * the key writes is theirs, and no rule that compares people, such as
   * "not the maker", can be passed by a key), its session the key. A key
   * whose maker is no longer an active member acts for nobody and is refused
   * as an unknown one. Unknown, revoked and expired keys get the same
   * answer, in the same time.
   */
  async exchange(
    presented: string,
  ): Promise<{ accessToken: string; expiresIn: number; apiKeyId: string; organizationId: string }> {
    const match = /^kas_([a-z0-9]{12})_[A-Za-z0-9_-]{43}$/.exec(presented);
    const row = match ? await findKeyByPrefix(this.db, match[1]!) : undefined;
    const expected = row ? Buffer.from(row.secret_hash, 'hex') : sha256('');
    const matches = timingSafeEqual(sha256(presented), expected);
    if (
      !row ||
      !matches ||
      row.revoked_at ||
      row.expires_at.getTime() <= Date.now() ||
      !row.maker_id
    )
      throw apiKeyErrors.invalid();
    // A token outlives neither the key nor its own lifetime (15 minutes unless configured shorter).
    const expiresIn = Math.min(
      this.tokenSeconds,
      Math.floor((row.expires_at.getTime() - Date.now()) / 1000),
    );
    const accessToken = await signAccessToken(this.keys, {
      subject: row.maker_id,
      organizationId: row.organization_id,
      roleName: row.role_name,
      permissions: permissionsOfRole({ builtIn: row.built_in, permissions: row.permissions }),
      usedTwoFactor: false,
      sessionId: row.id,
      // A change of the role's permissions moves it on (sessions/repository.ts renewSessions).
      generation: row.generation,
      kind: 'api_key',
      expiresInSeconds: expiresIn,
    });
    await markApiKeyUsed(this.db, row.id);
    return { accessToken, expiresIn, apiKeyId: row.id, organizationId: row.organization_id };
  }

  /** Records uses the BFF counted for the calling key (its own token), per minute. */
  async recordUses(
    auth: AccessClaims,
    uses: { minute: string; requests: number; lastIp: string | null }[],
  ): Promise<void> {
    const keyId = apiKeyOf(auth);
    if (!keyId || !(await apiKeyExists(this.db, auth.org, keyId))) throw apiKeyErrors.notFound();
    const total = uses.reduce((sum, use) => sum + use.requests, 0);
    if (total === 0) return;
    await this.db.transaction().execute((trx) => addApiKeyUses(trx, keyId, uses, total));
  }
}
