import geoip from 'geoip-country';
import { sql, type Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';

export const ACTIVITY_DAYS = 30;
export const ACTIVITY_LIMIT = 200;

export type SecurityEventView = { occurredAt: string; category: 'AUTH' | 'TWO_FACTOR_AUTH'; event: string; ipAddress: string | null; country: string | null };

/** The country of an address from the offline geoip-country database, or null (private, loopback, unknown). */
export function countryOf(ip: string | null): string | null {
  if (!ip) return null;
  return geoip.lookup(ip)?.country ?? null;
}

/** A user's security events of the last 30 days, newest first (spec: security page). */
export async function securityActivity(db: Kysely<AccountDatabase>, userId: string): Promise<SecurityEventView[]> {
  const rows = await db
    .selectFrom('auth_events')
    .select(['created_at', 'category', 'event', 'ip'])
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${ACTIVITY_DAYS})`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute();
  return rows.map((row) => ({ occurredAt: row.created_at.toISOString(), category: row.category, event: row.event, ipAddress: row.ip, country: countryOf(row.ip) }));
}
