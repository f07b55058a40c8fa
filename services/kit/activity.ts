import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityActorsResponse,
  ActivityPage,
  ActivityQuery,
  type ActivityAction,
} from '../../contracts/common/activity.js';
import { ACTIVITY_ENTITIES, ACTIVITY_MESSAGES } from '../../contracts/activity-log.js';
import type { ActivityValue } from '../../contracts/common/activity-text.js';
import { errorResponses } from '../../contracts/common/errors.js';
import { requirePermission, type AccessClaims } from './auth.js';
import { decodeCursor, encodeCursor, instantKey } from './cursor.js';
import { commonErrors } from './errors.js';

export { ACTIVITY_ACTIONS, type ActivityAction } from '../../contracts/common/activity.js';

/** A kind of record a service may log: the areas' contracts declare them (contracts/activity-log.ts). */
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** One field's change, as the log shows it: before and after, as short text (null: absent). */
export type FieldChange = { field: string; before: string | null; after: string | null };

export type {
  ActivityDate,
  ActivityMoney,
  ActivityValue,
} from '../../contracts/common/activity-text.js';
export { ACTIVITY_ENTITIES, ACTIVITY_MESSAGES };

type Values = Record<string, ActivityValue>;

export type ActivityMessage = keyof typeof ACTIVITY_MESSAGES;
type MessageValues<M extends ActivityMessage> =
  Parameters<(typeof ACTIVITY_MESSAGES)[M]> extends [infer V] ? V : Record<string, never>;

/** A description as stored: the message and its typed values. */
export type ActivityDescription = { message: ActivityMessage; values: Values };

/**
 * A description of one of the log's messages with its values, type-checked
 * against the message.
 *
 * @example describeActivity('ROLE_CREATED', { name: 'Finance' })
 */
export function describeActivity<M extends ActivityMessage>(
  message: M,
  ...values: MessageValues<M> extends Record<string, never> ? [] : [MessageValues<M>]
): ActivityDescription {
  return { message, values: (values[0] ?? {}) as Values };
}

/** The English text of a description (the entry's plain `summary`). */
export function activityText(description: ActivityDescription): string {
  return (ACTIVITY_MESSAGES[description.message] as (values: Values) => string)(description.values);
}

/** A state change to record, inside the transaction that makes it. */
export type ActivityEntry = {
  /** Who did it: their access claims, or null for the system itself. */
  actor: Pick<AccessClaims, 'sub' | 'org'> | null;
  organizationId: string;
  /** What kind of record changed. */
  entity: ActivityEntity;
  entityId: string;
  action: ActivityAction;
  /** What happened, as a message with typed values (`describeActivity`); its English text is stored as the summary. */
  description: ActivityDescription;
  changes?: FieldChange[];
};

/**
 * Records a state change in the service's own `activity_log` table. Call it
 * with the transaction that makes the change, so the entry exists exactly
 * when the change does.
 */
export async function recordActivity(
  trx: QueryExecutorProvider,
  entry: ActivityEntry,
): Promise<void> {
  await sql`insert into activity_log (organization_id, actor_id, entity, entity_id, action, summary, description, changes)
    values (${entry.organizationId}, ${entry.actor?.sub ?? null}, ${entry.entity}, ${entry.entityId}, ${entry.action}, ${activityText(entry.description)},
      ${JSON.stringify(entry.description)}::jsonb, ${JSON.stringify(entry.changes ?? [])}::jsonb)`.execute(
    trx,
  );
}

/** Records many state changes as `recordActivity` does, in one statement: a batch of work logs in time independent of its size. */
export async function recordActivities(
  trx: QueryExecutorProvider,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await activitiesInsert(entries).execute(trx);
}

/**
 * The statement `recordActivities` runs, for a caller that writes it as the
 * last part of a statement of its own (a document's moves write their rows,
 * revisions and activity in one).
 */
export function activitiesInsert(entries: readonly ActivityEntry[]) {
  const column = <T>(pick: (entry: ActivityEntry) => T) => entries.map(pick);
  return sql`insert into activity_log (organization_id, actor_id, entity, entity_id, action, summary, description, changes)
    select * from unnest(${column((entry) => entry.organizationId)}::uuid[], ${column((entry) => entry.actor?.sub ?? null)}::uuid[], ${column((entry) => entry.entity)}::text[],
      ${column((entry) => entry.entityId)}::text[], ${column((entry) => entry.action)}::text[], ${column((entry) => activityText(entry.description))}::text[],
      ${column((entry) => JSON.stringify(entry.description))}::jsonb[], ${column((entry) => JSON.stringify(entry.changes ?? []))}::jsonb[])`;
}

/** A change a member (or an API key) made: the actor and the organisation of the entry are theirs. */
export type MemberChange = Omit<ActivityEntry, 'actor' | 'organizationId'>;

/** Records a change `auth` made in their organisation, as `recordActivity` does. */
export function recordActivityBy(
  trx: QueryExecutorProvider,
  auth: Pick<AccessClaims, 'sub' | 'org'>,
  change: MemberChange,
): Promise<void> {
  return recordActivity(trx, { actor: auth, organizationId: auth.org, ...change });
}

/** The message an action on a record of `entity` is logged with when it is named after both: `ROLE_DELETED`. */
type EntityMessage<E extends ActivityEntity, A extends ActivityAction> = `${E}_${A}` &
  ActivityMessage;

/**
 * Records that `auth` did `action` to a record of `entity`, as
 * `recordActivityBy` does, under the message named after both (`ROLE_CREATED`
 * for a role made, `ROLE_DELETED` for one deleted): the services log their
 * records' creations and deletions alike, and an action without such a
 * message does not typecheck.
 *
 * @example await recordEntityActivity(trx, auth, 'ROLE', id, 'DELETED', { values: { name: 'Finance' } })
 */
export function recordEntityActivity<E extends ActivityEntity, A extends ActivityAction>(
  trx: QueryExecutorProvider,
  auth: Pick<AccessClaims, 'sub' | 'org'>,
  entity: E,
  entityId: string,
  action: A,
  entry: { values: MessageValues<EntityMessage<E, A>>; changes?: FieldChange[] },
): Promise<void> {
  const message = `${entity}_${action}` as EntityMessage<E, A>;
  return recordActivityBy(trx, auth, {
    entity,
    entityId,
    action,
    description: { message, values: entry.values as Values },
    ...(entry.changes ? { changes: entry.changes } : {}),
  });
}

/** The before/after of the fields that differ between two views of a record. */
export function changesBetween<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
  fields: K[],
): FieldChange[] {
  const text = (value: unknown) =>
    value === null || value === undefined
      ? null
      : Array.isArray(value)
        ? value.join(', ')
        : String(value);
  return fields.flatMap((field) =>
    text(before[field]) === text(after[field])
      ? []
      : [{ field, before: text(before[field]), after: text(after[field]) }],
  );
}

type Row = {
  id: string;
  cursor_at: string;
  occurred_at: Date;
  actor_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
  summary: string;
  description: ActivityDescription | null;
  changes: FieldChange[];
};

/** A page of an organisation's activity, newest first, filtered. */
export async function listActivity(
  db: Kysely<unknown>,
  organizationId: string,
  query: ActivityQuery,
) {
  const first = query.first ?? 20;
  const after = query.after ? decodeCursor(query.after, ['instant', 'bigint']) : null;
  if (query.after && !after) throw commonErrors.invalidCursor('after');
  const conditions = [sql`organization_id = ${organizationId}`];
  if (query.from) conditions.push(sql`occurred_at >= ${query.from}::timestamptz`);
  if (query.to) conditions.push(sql`occurred_at < ${query.to}::timestamptz`);
  if (query.actorId) conditions.push(sql`actor_id = ${query.actorId}`);
  if (query.entity) conditions.push(sql`entity = ${query.entity}`);
  if (query.entityIds) conditions.push(sql`entity_id = any(${query.entityIds}::text[])`);
  if (query.action) conditions.push(sql`action = ${query.action}`);
  if (after)
    conditions.push(sql`(occurred_at, id) < (${after[0]}::timestamptz, ${after[1]}::bigint)`);
  const { rows } =
    await sql<Row>`select id::text, ${instantKey('occurred_at')} as cursor_at, occurred_at, actor_id, entity, entity_id, action, summary, description, changes from activity_log
    where ${sql.join(conditions, sql` and `)} order by occurred_at desc, id desc limit ${first + 1}`.execute(
      db,
    );
  return {
    items: rows.slice(0, first).map((row) => ({
      id: row.id,
      cursor: encodeCursor([row.cursor_at, row.id]),
      occurredAt: row.occurred_at.toISOString(),
      actorId: row.actor_id,
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      summary: row.summary,
      description: row.description,
      changes: row.changes,
    })),
    hasNextPage: rows.length > first,
  };
}

/** The organisation's distinct actors of this service's log (at most 1,000). */
export async function listActivityActors(
  db: Kysely<unknown>,
  organizationId: string,
): Promise<string[]> {
  const { rows } = await sql<{ actor_id: string }>`select distinct actor_id from activity_log
    where organization_id = ${organizationId} and actor_id is not null limit 1000`.execute(db);
  return rows.map((row) => row.actor_id);
}

/** `GET /activity`: the service's part of the organisation's activity log (needs activity-log:read). */
export const activityRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<unknown> }> = async (
  app,
  { db },
) => {
  app.get(
    '/activity',
    {
      schema: {
        summary:
          'This service’s activity log of the caller’s organisation, newest first (needs activity-log:read)',
        tags: ['activity'],
        querystring: ActivityQuery,
        response: { 200: ActivityPage, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      requirePermission(request.auth, 'activity-log:read');
      return listActivity(db, request.auth.org, request.query);
    },
  );

  app.get(
    '/activity/actors',
    {
      schema: {
        summary:
          'The users who made changes recorded in this service’s activity log of the caller’s organisation (needs activity-log:read)',
        tags: ['activity'],
        response: { 200: ActivityActorsResponse, ...errorResponses(403) },
      },
    },
    async (request) => {
      requirePermission(request.auth, 'activity-log:read');
      return { ids: await listActivityActors(db, request.auth.org) };
    },
  );
};
