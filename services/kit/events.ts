import { sql, type Kysely, type Transaction } from 'kysely';
import { EVENTS_CHANNEL, type DomainEvent } from '../../platform/events.js';

export type { DomainEvent };

/**
 * Records an event in the service's `outbox` table inside the caller's
 * transaction and notifies listeners; PostgreSQL delivers the notification
 * only when that transaction commits, so nobody hears of a change that was
 * rolled back.
 */
export async function publishEvent(trx: Transaction<unknown> | Kysely<unknown>, event: DomainEvent): Promise<void> {
  const payload = JSON.stringify(event);
  await sql`insert into outbox (type, organization_id, subject_id, payload) values (${event.type}, ${event.organizationId}, ${event.subjectId}, ${payload}::jsonb)`.execute(trx);
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(trx);
}
