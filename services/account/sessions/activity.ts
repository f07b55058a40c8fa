import geoip from 'geoip-country';
import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';
import { findAuthEvents } from './repository.js';

export const ACTIVITY_DAYS = 30;
export const ACTIVITY_LIMIT = 200;

export type SecurityEventView = {
  occurredAt: string;
  category: 'AUTH' | 'TWO_FACTOR_AUTH';
  event: string;
  ipAddress: string | null;
  country: string | null;
};

/** The country of an address from the offline geoip-country database, or null (private, loopback, unknown). */
export function countryOf(ip: string | null): string | null {
  if (!ip) return null;
  return geoip.lookup(ip)?.country ?? null;
}

/** A user's security events of the last 30 days, newest first (spec: security page). */
export async function securityActivity(
  db: Kysely<AccountDatabase>,
  userId: string,
): Promise<SecurityEventView[]> {
  const rows = await findAuthEvents(db, userId, ACTIVITY_DAYS, ACTIVITY_LIMIT);
  return rows.map((row) => ({
    occurredAt: row.created_at.toISOString(),
    category: row.category,
    event: row.event,
    ipAddress: row.ip,
    country: countryOf(row.ip),
  }));
}
