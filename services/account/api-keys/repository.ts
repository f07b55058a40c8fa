import { sql } from 'kysely';
import type { ApiKeyResponse } from '../../../contracts/account/api-keys.js';
import { SESSION_REVOKED_CHANNEL } from '../../../platform/revocations.js';
import type { Db } from '../db.js';
import { MembershipStatus } from '../membership-status.js';
import { REVOCATION_MEMORY_SECONDS } from '../sessions/revocations.js';
import { organizationHas } from '../../kit/database.js';

function keys(db: Db) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('roles as r', 'r.id', 'k.role_id')
    .select([
      'k.id',
      'k.name',
      'k.prefix',
      'k.role_id',
      'r.name as role_name',
      'k.created_by',
      'k.created_at',
      'k.expires_at',
      'k.revoked_at',
      'k.last_used_at',
      'k.use_count',
    ]);
}

/** A key as the API shows it: its prefix only, never its secret. */
function toResponse(row: {
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
}): ApiKeyResponse {
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

/** The organisation's keys, live ones first, newest first. */
export async function listApiKeys(db: Db, organizationId: string): Promise<ApiKeyResponse[]> {
  const rows = await keys(db)
    .where('k.organization_id', '=', organizationId)
    .orderBy('k.revoked_at', (ob) => ob.desc().nullsFirst())
    .orderBy('k.created_at', 'desc')
    .execute();
  return rows.map(toResponse);
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyResponse> {
  return toResponse(await keys(db).where('k.id', '=', id).executeTakeFirstOrThrow());
}

export async function insertApiKey(
  db: Db,
  organizationId: string,
  createdBy: string,
  key: { name: string; roleId: string; prefix: string; secretHash: string; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('api_keys')
    .values({
      organization_id: organizationId,
      name: key.name,
      role_id: key.roleId,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      created_by: createdBy,
      expires_at: key.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A key of the organisation, locked until the transaction ends. */
export async function lockApiKey(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'revoked_at'])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

/** Revokes a key and tells every listener to refuse its tokens (the key's id stands for the session of its tokens). */
export async function revokeApiKey(db: Db, id: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, json_build_object('sessionId', ${id}::text, 'until', floor(extract(epoch from now()))::bigint + ${REVOCATION_MEMORY_SECONDS}::int)::text)`.execute(
    db,
  );
}

/** The key a presented secret's prefix names, with its role's permissions. */
/**
 * The key with this public prefix, its role, and the member it acts for: the
 * one who made it, while they are an active member of its organisation
 * (`maker_id` is null once they have left, or if the maker's account is gone).
 */
export async function findKeyByPrefix(db: Db, prefix: string) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('roles as r', 'r.id', 'k.role_id')
    .leftJoin('memberships as m', (join) =>
      join
        .onRef('m.user_id', '=', 'k.created_by')
        .onRef('m.organization_id', '=', 'k.organization_id')
        .on('m.status', '=', MembershipStatus.active),
    )
    .select([
      'k.id',
      'm.user_id as maker_id',
      'k.organization_id',
      'k.secret_hash',
      'k.expires_at',
      'k.revoked_at',
      'k.generation',
      'r.name as role_name',
      'r.permissions',
      'r.built_in',
    ])
    .where('k.prefix', '=', prefix)
    .executeTakeFirst();
}

export async function markApiKeyUsed(db: Db, id: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: new Date() }).where('id', '=', id).execute();
}

/** Whether the organisation has this API key. */
export const apiKeyExists = (db: Db, organizationId: string, id: string) =>
  organizationHas(db, 'api_keys', organizationId, id);

/** Adds a key's counted uses, per minute, and its total. */
export async function addApiKeyUses(
  db: Db,
  id: string,
  uses: readonly { minute: string; requests: number; lastIp: string | null }[],
  total: number,
): Promise<void> {
  for (const use of uses) {
    await db
      .insertInto('api_key_uses')
      .values({ api_key_id: id, minute: use.minute, requests: use.requests, last_ip: use.lastIp })
      .onConflict((oc) =>
        oc.columns(['api_key_id', 'minute']).doUpdateSet((eb) => ({
          requests: sql`${eb.ref('api_key_uses.requests')} + ${use.requests}`,
          last_ip: use.lastIp,
        })),
      )
      .execute();
  }
  await db
    .updateTable('api_keys')
    .set((eb) => ({ use_count: sql`${eb.ref('use_count')} + ${total}`, last_used_at: new Date() }))
    .where('id', '=', id)
    .execute();
}
