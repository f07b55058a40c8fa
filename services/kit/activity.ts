import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import { Type, type Static } from 'typebox';
import { requirePermission, type AccessClaims } from './auth.js';
import type { ServiceApp } from './server.js';

/** The spec's activity log actions (section 3). */
export const ACTIVITY_ACTIONS = ['CREATED', 'UPDATED', 'DELETED', 'RECONCILED', 'REMOVE_RECONCILIATION', 'APPROVED', 'CANCELLED', 'REJECTED', 'FAILED'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One field's change, as the log shows it: before and after, as short text (null: absent). */
export type FieldChange = { field: string; before: string | null; after: string | null };

/** A state change to record, inside the transaction that makes it. */
export type ActivityEntry = {
  /** Who did it: their access claims, or null for the system itself. */
  actor: Pick<AccessClaims, 'sub' | 'org'> | null;
  organizationId: string;
  /** What kind of record changed, in SCREAMING_CASE: `COUNTERPARTY`, `MEMBER`, `ROLE`, … */
  entity: string;
  entityId: string;
  action: ActivityAction;
  /** A short, human description in English ("Counterparty PT Sumber Makmur created"). */
  summary: string;
  changes?: FieldChange[];
};

/**
 * Records a state change in the service's own `activity_log` table. Call it
 * with the transaction that makes the change, so the entry exists exactly
 * when the change does.
 */
export async function recordActivity(trx: QueryExecutorProvider, entry: ActivityEntry): Promise<void> {
  await sql`insert into activity_log (organization_id, actor_id, entity, entity_id, action, summary, changes)
    values (${entry.organizationId}, ${entry.actor?.sub ?? null}, ${entry.entity}, ${entry.entityId}, ${entry.action}, ${entry.summary}, ${JSON.stringify(entry.changes ?? [])}::jsonb)`.execute(trx);
}

/** The before/after of the fields that differ between two views of a record. */
export function changesBetween<K extends string>(before: Partial<Record<K, unknown>>, after: Partial<Record<K, unknown>>, fields: K[]): FieldChange[] {
  const text = (value: unknown) => (value === null || value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value));
  return fields.flatMap((field) => (text(before[field]) === text(after[field]) ? [] : [{ field, before: text(before[field]), after: text(after[field]) }]));
}

export const ActivityQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  after: Type.Optional(Type.String({ maxLength: 200, description: 'The cursor of the last entry of the previous page.' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Entries at or after this instant.' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Entries before this instant.' })),
  actorId: Type.Optional(Type.String({ format: 'uuid' })),
  entity: Type.Optional(Type.String({ maxLength: 60 })),
  action: Type.Optional(Type.Union(ACTIVITY_ACTIONS.map((action) => Type.Literal(action)))),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityEntryResponse = Type.Object({
  id: Type.String(),
  cursor: Type.String(),
  occurredAt: Type.String({ format: 'date-time' }),
  actorId: Type.Union([Type.String(), Type.Null()]),
  entity: Type.String(),
  entityId: Type.String(),
  action: Type.String(),
  summary: Type.String(),
  changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Union([Type.String(), Type.Null()]), after: Type.Union([Type.String(), Type.Null()]) })),
});

type Row = { id: string; occurred_at: Date; actor_id: string | null; entity: string; entity_id: string; action: string; summary: string; changes: FieldChange[] };

const cursorOf = (row: { occurred_at: Date; id: string }) => Buffer.from(`${row.occurred_at.toISOString()}|${row.id}`).toString('base64url');

function parseCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return at && id && /^\d+$/.test(id) && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

/** A page of an organisation's activity, newest first, filtered. */
export async function listActivity(db: Kysely<unknown>, organizationId: string, query: ActivityQuery) {
  const first = query.first ?? 20;
  const after = query.after ? parseCursor(query.after) : null;
  const conditions = [sql`organization_id = ${organizationId}`];
  if (query.from) conditions.push(sql`occurred_at >= ${query.from}::timestamptz`);
  if (query.to) conditions.push(sql`occurred_at < ${query.to}::timestamptz`);
  if (query.actorId) conditions.push(sql`actor_id = ${query.actorId}`);
  if (query.entity) conditions.push(sql`entity = ${query.entity}`);
  if (query.action) conditions.push(sql`action = ${query.action}`);
  if (after) conditions.push(sql`(occurred_at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
  const { rows } = await sql<Row>`select id::text, occurred_at, actor_id, entity, entity_id, action, summary, changes from activity_log
    where ${sql.join(conditions, sql` and `)} order by occurred_at desc, id desc limit ${first + 1}`.execute(db);
  return {
    items: rows.slice(0, first).map((row) => ({
      id: row.id,
      cursor: cursorOf(row),
      occurredAt: row.occurred_at.toISOString(),
      actorId: row.actor_id,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      summary: row.summary,
      changes: row.changes,
    })),
    hasNextPage: rows.length > first,
  };
}

/** `GET /activity`: the service's part of the organisation's activity log (needs activity-log:read). */
export function activityRoutes(app: ServiceApp, db: Kysely<unknown>): void {
  app.get(
    '/activity',
    {
      schema: {
        summary: 'This service’s activity log of the caller’s organisation, newest first (needs activity-log:read)',
        tags: ['activity'],
        querystring: ActivityQuery,
        response: { 200: Type.Object({ items: Type.Array(ActivityEntryResponse), hasNextPage: Type.Boolean() }), 400: { $ref: 'Error#' }, 403: { $ref: 'Error#' } },
      },
    },
    async (request) => {
      requirePermission(request.auth, 'activity-log:read');
      return listActivity(db, request.auth.org, request.query as ActivityQuery);
    },
  );

  app.get(
    '/activity/actors',
    {
      schema: {
        summary: 'The users who made changes recorded in this service’s activity log of the caller’s organisation (needs activity-log:read)',
        tags: ['activity'],
        response: { 200: Type.Object({ ids: Type.Array(Type.String()) }), 403: { $ref: 'Error#' } },
      },
    },
    async (request) => {
      requirePermission(request.auth, 'activity-log:read');
      const { rows } = await sql<{ actor_id: string }>`select distinct actor_id from activity_log
        where organization_id = ${request.auth.org} and actor_id is not null limit 1000`.execute(db);
      return { ids: rows.map((row) => row.actor_id) };
    },
  );
}
