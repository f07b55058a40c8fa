import { sql, type Kysely, type Transaction } from 'kysely';
import { unknownEventReason, type DomainEvent } from '../../contracts/common/events.js';

export type { DomainEvent };

/**
 * Refuses an event the vocabulary (contracts/common/events.ts) does not hold
 * before it is written: the types already refuse it where it is written as
 * a literal; this catches one built at run time (a status, a template).
 */
function checkVocabulary(event: DomainEvent): void {
  const reason = unknownEventReason(event);
  if (reason) throw new Error(`Refused to publish an event outside the vocabulary: ${reason}.`);
}

/**
 * Records an event in the service's `outbox` table inside the caller's
 * transaction; the row's trigger notifies listeners with its position and
 * replay cursor (migration `outbox-replay`), and PostgreSQL delivers the
 * notification only when that transaction commits, so nobody hears of a
 * change that was rolled back.
 */
export async function publishEvent<Database>(
  trx: Transaction<Database> | Kysely<Database>,
  event: DomainEvent,
): Promise<void> {
  checkVocabulary(event);
  const payload = JSON.stringify(event);
  await sql`insert into outbox (type, organization_id, subject_id, payload) values (${event.type}, ${event.organizationId}, ${event.subjectId}, ${payload}::jsonb)`.execute(
    trx,
  );
}

/** Records many events as `publishEvent` does, in one statement whatever their number. */
export async function publishEvents<Database>(
  trx: Transaction<Database> | Kysely<Database>,
  events: readonly DomainEvent[],
): Promise<void> {
  if (events.length === 0) return;
  events.forEach(checkVocabulary);
  const payloads = events.map((event) => JSON.stringify(event));
  await sql`insert into outbox (type, organization_id, subject_id, payload)
    select * from unnest(${events.map((event) => event.type)}::text[], ${events.map((event) => event.organizationId)}::uuid[], ${events.map((event) => event.subjectId)}::text[], ${payloads}::jsonb[])`.execute(
    trx,
  );
}
