import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  WebhookAttemptResponse,
  WebhookDeliveryListQuery,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookDeliveryStatus,
  WebhookEndpointResponse,
} from '../../../contracts/account/webhooks.js';
import { newestFirstPage } from '../../kit/newest-first.js';
import { ACCOUNT_JOBS_SCHEMA } from '../database-schema.js';
import type { AccountDatabase, WebhookDeliveries, WebhookDeliveryAttempts } from '../db-types.js';
import type { Db } from '../db.js';

/** The job that makes one attempt at a delivery (delivery.ts). */
export const DELIVER_JOB = 'webhooks:deliver';
/** The job that mails the creator of an endpoint disabled after failing (mail.ts). */
export const DISABLED_MAIL_JOB = 'webhooks:disabled-mail';
/** The daily removal of finished deliveries older than the log keeps. */
export const LOG_PRUNE_JOB = 'webhooks:log-prune';
/**
 * Attempts at one endpoint's deliveries run in this many lanes, each a
 * graphile-worker queue that runs its jobs one after another: a slow or
 * failing endpoint holds at most this many of the runner's slots, so it never
 * holds up the others' deliveries.
 */
const LANES_PER_ENDPOINT = 4;

/** The id a receiver dedupes by (`webhook-id`): a delivery's, the same on every attempt and replay. */
export const webhookIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

function endpoints(db: Db) {
  return db
    .selectFrom('webhook_endpoints as e')
    .leftJoin('roles as r', 'r.id', 'e.role_id')
    .select([
      'e.id',
      'e.name',
      'e.description',
      'e.url',
      'e.event_types',
      'e.role_id',
      'r.name as role_name',
      'e.enabled',
      'e.disabled_reason',
      'e.disabled_at',
      'e.secret_rotated_at',
      'e.previous_secret_expires_at',
      'e.last_success_at',
      'e.created_by',
      'e.created_at',
      'e.updated_at',
    ]);
}

type EndpointRow = Awaited<ReturnType<ReturnType<typeof endpoints>['executeTakeFirstOrThrow']>>;

const instant = (value: Date | null) => value?.toISOString() ?? null;

/** An endpoint as the API shows it: never its secrets. */
function toEndpoint(row: EndpointRow): WebhookEndpointResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    url: row.url,
    eventTypes: row.event_types,
    role: row.role_name ? { id: row.role_id, name: row.role_name } : null,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    disabledAt: instant(row.disabled_at),
    secretRotatedAt: instant(row.secret_rotated_at),
    // Past its expiry the previous secret signs nothing more: shown as none.
    previousSecretExpiresAt:
      row.previous_secret_expires_at && row.previous_secret_expires_at > new Date()
        ? row.previous_secret_expires_at.toISOString()
        : null,
    lastSuccessAt: instant(row.last_success_at),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The organisation's endpoints, oldest first. */
export async function listEndpoints(
  db: Db,
  organizationId: string,
): Promise<WebhookEndpointResponse[]> {
  const rows = await endpoints(db)
    .where('e.organization_id', '=', organizationId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map(toEndpoint);
}

/** One of the organisation's endpoints, or undefined. */
export async function findEndpoint(
  db: Db,
  organizationId: string,
  id: string,
): Promise<WebhookEndpointResponse | undefined> {
  const row = await endpoints(db)
    .where('e.organization_id', '=', organizationId)
    .where('e.id', '=', id)
    .executeTakeFirst();
  return row && toEndpoint(row);
}

/** An endpoint of the organisation with its sealed secrets, locked until the transaction ends. */
export async function lockEndpoint(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

export type EndpointValues = {
  name: string;
  description: string | null;
  url: string;
  eventTypes: string[];
  roleId: string;
};

/**
 * Counts the organisation's endpoints, holding the organisation's lock on
 * them until the transaction ends, so that endpoints made at once cannot pass
 * the limit together.
 */
export async function countEndpointsLocked(db: Db, organizationId: string): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${organizationId}`}, 0))`.execute(
    db,
  );
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertEndpoint(
  db: Db,
  organizationId: string,
  createdBy: string,
  values: EndpointValues & { secretSealed: string },
): Promise<string> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      organization_id: organizationId,
      name: values.name,
      description: values.description,
      url: values.url,
      event_types: values.eventTypes,
      role_id: values.roleId,
      secret_sealed: values.secretSealed,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEndpoint(db: Db, id: string, values: EndpointValues): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      name: values.name,
      description: values.description,
      url: values.url,
      event_types: values.eventTypes,
      role_id: values.roleId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Enables an endpoint, or disables it by a person's hand. */
export async function setEndpointEnabled(db: Db, id: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      enabled,
      disabled_reason: enabled ? null : 'MANUAL',
      disabled_at: enabled ? null : sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Puts a new secret in place; the one before signs too until `previousExpiresAt` (none: not at all). */
export async function rotateEndpointSecret(
  db: Db,
  id: string,
  secrets: { sealed: string; previousSealed: string | null; previousExpiresAt: Date | null },
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      secret_sealed: secrets.sealed,
      previous_secret_sealed: secrets.previousSealed,
      previous_secret_expires_at: secrets.previousExpiresAt,
      secret_rotated_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/**
 * Disables an endpoint because its deliveries failed: only while it is
 * enabled and nothing reached it since `since` (the failed delivery's
 * schedule started), so that of many deliveries failing at once exactly one
 * disables it. Answers the endpoint when this call disabled it.
 */
export async function disableFailingEndpoint(db: Db, id: string, since: Date) {
  return db
    .updateTable('webhook_endpoints')
    .set({
      enabled: false,
      disabled_reason: 'FAILING',
      disabled_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', since)]))
    .returning(['id', 'organization_id', 'name'])
    .executeTakeFirst();
}

/**
 * Ends as failed (ENDPOINT_DISABLED) the deliveries of a disabled endpoint
 * still waiting for an attempt; one under way records its outcome, and a
 * retry of it ends the same way.
 */
export async function failPendingDeliveries(trx: Db, endpointId: string): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({
      status: 'FAILED',
      failure_reason: 'ENDPOINT_DISABLED',
      failed_at: sql<Date>`now()`,
      next_attempt_at: null,
    })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'PENDING')
    .where((eb) =>
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]),
    )
    .execute();
}

type DeliveryRow = Selectable<WebhookDeliveries>;

/** A delivery as the API shows it. */
export function toDelivery(row: DeliveryRow): WebhookDeliveryResponse {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    webhookId: webhookIdOf(row.id),
    eventType: row.event_type,
    payload: row.payload,
    status: row.status,
    failureReason: row.failure_reason,
    attemptCount: row.attempt_count,
    nextAttemptAt: instant(row.next_attempt_at),
    deliveredAt: instant(row.delivered_at),
    failedAt: instant(row.failed_at),
    createdAt: row.created_at.toISOString(),
  };
}

/** A page of an endpoint's deliveries, newest first, one more than asked to tell whether another page follows. */
/** A page of an endpoint's deliveries (of one status, when given), newest first (kit/newest-first.ts), with the count of every one the filter keeps. */
export function deliveryPage(
  db: Db,
  endpointId: string,
  query: WebhookDeliveryListQuery,
): Promise<WebhookDeliveryListResponse> {
  let deliveries = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId);
  if (query.status) deliveries = deliveries.where('status', '=', query.status);
  return newestFirstPage(deliveries, { at: 'created_at', id: 'id' }, query, (rows) =>
    rows.map(toDelivery),
  );
}

/** The organisation's deliveries among `ids`; others are left out. */
export async function deliveriesByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
}

/** The attempts at the organisation's deliveries among `ids`, each delivery's newest first. */
export async function attemptsOf(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<WebhookAttemptResponse[]> {
  const rows = await db
    .selectFrom('webhook_delivery_attempts as a')
    .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
    .selectAll('a')
    .where('d.organization_id', '=', organizationId)
    .where('a.delivery_id', 'in', ids)
    .orderBy('a.delivery_id')
    .orderBy('a.number', 'desc')
    .execute();
  return rows.map((row: Selectable<WebhookDeliveryAttempts>) => ({
    deliveryId: row.delivery_id,
    number: row.number,
    attemptedAt: row.attempted_at.toISOString(),
    durationMs: row.duration_ms,
    url: row.url,
    requestHeaders: row.request_headers,
    responseStatus: row.response_status,
    responseHeaders: row.response_headers,
    responseBody: row.response_body,
    error: row.error,
    errorMessage: row.error_message,
  }));
}

/** A delivery of the organisation, locked until the transaction ends, with whether its endpoint is enabled. */
export async function lockDelivery(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .selectAll('d')
    .select(['e.enabled', 'e.name as endpoint_name'])
    .where('d.id', '=', id)
    .where('d.organization_id', '=', organizationId)
    .forUpdate('d')
    .executeTakeFirst();
}

/**
 * The endpoint's deliveries made since `since` that a replay queues again:
 * skipped and failed ones, and delivered ones when asked, never those still
 * pending (queued already), in the order their events came. The endpoint's
 * row is locked by the caller: replays of one endpoint run one at a time, so
 * each sees what the one before it queued as pending and leaves it.
 */
export async function replayableSince(
  db: Db,
  endpointId: string,
  since: Date,
  includeDelivered: boolean,
): Promise<{ id: string; attempt_count: number }[]> {
  const statuses: WebhookDeliveryStatus[] = includeDelivered
    ? ['SKIPPED', 'FAILED', 'DELIVERED']
    : ['SKIPPED', 'FAILED'];
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'attempt_count'])
    .where('endpoint_id', '=', endpointId)
    .where('created_at', '>=', since)
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('source')
    .orderBy('event_id')
    .execute();
}

/** Starts deliveries' schedules again from their first attempt, now (a replay). */
export async function restartDeliveries(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'PENDING',
      failure_reason: null,
      failed_at: null,
      schedule_step: 0,
      schedule_started_at: sql<Date>`now()`,
      next_attempt_at: sql<Date>`now()`,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Brings a pending delivery's next attempt to now (retry now); its schedule goes on from where it stood. */
export async function attemptNow(db: Db, id: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** A new delivery of an event to an endpoint, before its first attempt. */
export type NewDelivery = {
  organizationId: string;
  endpointId: string;
  source: 'treasury' | 'invoicing' | 'test';
  eventId: string;
  eventType: string;
  permission: string | null;
  payload: string;
  /** Raised while its endpoint is disabled: kept as SKIPPED, never attempted until replayed. */
  skipped?: boolean;
};

/**
 * Adds deliveries, each at most once per (endpoint, source, event) whoever
 * adds it and however often: a delivery that exists is left as it is. Answers
 * those this call added.
 */
export async function insertDeliveries(
  db: Db,
  deliveries: readonly NewDelivery[],
): Promise<{ id: string; endpoint_id: string; status: string }[]> {
  if (deliveries.length === 0) return [];
  const column = <T>(pick: (delivery: NewDelivery) => T) => deliveries.map(pick);
  const { rows } = await sql<{ id: string; endpoint_id: string; status: string }>`
    insert into webhook_deliveries (organization_id, endpoint_id, source, event_id, event_type, permission, payload, status, next_attempt_at)
    select organization_id, endpoint_id, source, event_id, event_type, permission, payload,
      case when skipped then 'SKIPPED' else 'PENDING' end, case when skipped then null else now() end
    from unnest(${column((d) => d.organizationId)}::uuid[], ${column((d) => d.endpointId)}::uuid[], ${column((d) => d.source)}::text[],
      ${column((d) => d.eventId)}::bigint[], ${column((d) => d.eventType)}::text[], ${column((d) => d.permission)}::text[], ${column((d) => d.payload)}::text[],
      ${column((d) => d.skipped ?? false)}::boolean[])
      as t(organization_id, endpoint_id, source, event_id, event_type, permission, payload, skipped)
    on conflict (endpoint_id, source, event_id) do nothing
    returning id, endpoint_id, status`.execute(db);
  return rows;
}

/** A test event's number, from a sequence of their own. */
export async function nextTestEventId(db: Db): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval('webhook_test_events')::text as id`.execute(db);
  return rows[0]!.id;
}

/** A delivery attempt to queue: which attempt of which delivery, and when (now when left out). */
export type QueuedAttempt = {
  deliveryId: string;
  endpointId: string;
  attempt: number;
  runAt?: Date;
};

const laneOf = (deliveryId: string) =>
  Number.parseInt(deliveryId.slice(0, 8), 16) % LANES_PER_ENDPOINT;

/**
 * Queues attempts in the transaction that makes them due (graphile-worker's
 * `add_jobs`), each in its endpoint's lane (`LANES_PER_ENDPOINT`): they exist
 * exactly when that transaction commits.
 */
export async function queueAttempts(
  trx: Transaction<AccountDatabase>,
  attempts: readonly QueuedAttempt[],
): Promise<void> {
  if (attempts.length === 0) return;
  await sql`select 1 from ${sql.table(`${ACCOUNT_JOBS_SCHEMA}.add_jobs`)}(array(
    select row(${DELIVER_JOB}, json_build_object('deliveryId', delivery_id, 'attempt', attempt), queue_name, run_at, null, null, null, null)::${sql.raw(ACCOUNT_JOBS_SCHEMA)}.job_spec
    from unnest(${attempts.map((a) => a.deliveryId)}::uuid[], ${attempts.map((a) => a.attempt)}::int[],
      ${attempts.map((a) => `webhooks:${a.endpointId}:${laneOf(a.deliveryId)}`)}::text[],
      ${attempts.map((a) => a.runAt?.toISOString() ?? null)}::timestamptz[]) as t(delivery_id, attempt, queue_name, run_at)))`.execute(
    trx,
  );
}

/** Where the dispatcher stands in a source's feed, locked until the transaction ends; undefined while another holds it. */
export async function lockFeedPosition(
  trx: Transaction<AccountDatabase>,
  source: 'treasury' | 'invoicing',
): Promise<string | undefined> {
  await trx
    .insertInto('webhook_feed_positions')
    .values({ source, position: '0.0' })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
  const row = await trx
    .selectFrom('webhook_feed_positions')
    .select('position')
    .where('source', '=', source)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row?.position;
}

export async function saveFeedPosition(
  trx: Transaction<AccountDatabase>,
  source: 'treasury' | 'invoicing',
  position: string,
): Promise<void> {
  await trx
    .updateTable('webhook_feed_positions')
    .set({ position, updated_at: sql<Date>`now()` })
    .where('source', '=', source)
    .execute();
}

/** The endpoints of the organisations, enabled or not, with what their roles grant, for the dispatcher. */
export async function endpointsOf(db: Db, organizationIds: readonly string[]) {
  if (organizationIds.length === 0) return [];
  return db
    .selectFrom('webhook_endpoints as e')
    .innerJoin('roles as r', 'r.id', 'e.role_id')
    .select([
      'e.id',
      'e.organization_id',
      'e.event_types',
      'e.created_at',
      'e.enabled',
      'r.built_in',
      'r.permissions',
    ])
    .where('e.organization_id', 'in', organizationIds)
    .execute();
}

/**
 * Removes the deliveries that finished (delivered, or failed for good) or
 * were skipped more than `days` ago, with their attempts; pending ones stay
 * whatever their age. Answers how many went.
 */
export async function pruneDeliveryLog(db: Kysely<AccountDatabase>, days: number): Promise<number> {
  const removed = await db
    .deleteFrom('webhook_deliveries')
    .where((where) =>
      where.or([
        where.and([
          where('status', '=', 'DELIVERED'),
          where('delivered_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
        ]),
        where.and([
          where('status', '=', 'FAILED'),
          where('failed_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
        ]),
        where.and([
          where('status', '=', 'SKIPPED'),
          where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
