import { sql, type Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';

/** Which of the organisation's settings a bucket follows. */
export type BucketKind = 'api_key' | 'session';

/** A bucket's size and restore rate when the organisation set none. */
export type CostBucketDefaults = Record<BucketKind, { size: number; rate: number }>;

/** A bucket right after a request: what it holds now, and whether the cost was taken. */
export type BucketState = {
  granted: boolean;
  tokens: number;
  size: number;
  rate: number;
  /** What was asked of it: the cost, but never more than the bucket's size. */
  charge: number;
};

const COLUMNS = {
  api_key: {
    size: sql.ref('o.api_key_cost_bucket_size'),
    rate: sql.ref('o.api_key_cost_restore_rate'),
  },
  session: {
    size: sql.ref('o.session_cost_bucket_size'),
    rate: sql.ref('o.session_cost_restore_rate'),
  },
} as const;

/**
 * Refills the bucket for the time since it was last refilled (up to its
 * size, at its rate per second: the organisation's own or the default), then
 * takes `cost` when it holds that much, else takes nothing: one statement,
 * so that concurrent requests on any number of BFF instances are weighed one
 * after the other under the row's lock and never overspend. A bucket seen for
 * the first time starts full. The database's clock is the one clock.
 *
 * A cost larger than the bucket is charged as the whole bucket: every
 * operation the per-operation cost limit admits can run on a full bucket.
 */
export async function takeFromBucket(
  db: Kysely<AccountDatabase>,
  request: {
    organizationId: string;
    kind: BucketKind;
    bucket: string;
    cost: number;
    defaults: CostBucketDefaults;
  },
): Promise<BucketState> {
  const { organizationId, kind, bucket, cost, defaults } = request;
  const columns = COLUMNS[kind];
  const { rows } = await sql<BucketState>`
    with charge as (
      select coalesce(${columns.size}, ${defaults[kind].size})::float8 as size,
             coalesce(${columns.rate}, ${defaults[kind].rate})::float8 as rate,
             least(${cost}::float8, coalesce(${columns.size}, ${defaults[kind].size})) as cost,
             clock_timestamp() as at
      from organizations o
      where o.id = ${organizationId}
    )
    insert into api_cost_buckets as b (organization_id, bucket, tokens, refilled_at, last_granted)
    select ${organizationId}, ${bucket}, c.size - c.cost, c.at, true from charge c
    on conflict (organization_id, bucket) do update set
      (tokens, last_granted, refilled_at) = (
        select case when r.available >= r.cost then r.available - r.cost else r.available end,
               r.available >= r.cost,
               greatest(b.refilled_at, r.at)
        from (
          select c.cost, c.at,
                 least(c.size, b.tokens + greatest(0, extract(epoch from c.at - b.refilled_at)) * c.rate) as available
          from charge c
        ) r
      )
    returning b.last_granted as granted, b.tokens,
      (select size from charge) as size, (select rate from charge) as rate, (select cost from charge) as charge`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('the organisation of a valid token does not exist');
  return row;
}

/**
 * Removes every bucket that has refilled to its size by now: one seen again
 * starts full, exactly as it would have stood, so nothing a caller sees
 * changes, and the buckets of members and keys long gone do not pile up.
 * A bucket taken from meanwhile is checked again under its lock and stays.
 * Answers how many went.
 */
export async function pruneFullBuckets(
  db: Kysely<AccountDatabase>,
  defaults: CostBucketDefaults,
): Promise<number> {
  const { numAffectedRows } = await sql`
    delete from api_cost_buckets b
    using organizations o
    where o.id = b.organization_id
      and b.tokens + greatest(0, extract(epoch from clock_timestamp() - b.refilled_at)) *
        case when b.bucket like 'api_key:%'
          then coalesce(o.api_key_cost_restore_rate, ${defaults.api_key.rate})
          else coalesce(o.session_cost_restore_rate, ${defaults.session.rate}) end
        >= case when b.bucket like 'api_key:%'
          then coalesce(o.api_key_cost_bucket_size, ${defaults.api_key.size})
          else coalesce(o.session_cost_bucket_size, ${defaults.session.size}) end`.execute(db);
  return Number(numAffectedRows ?? 0);
}

/** An API key's request bucket right after a request: whether it was admitted, and what the bucket holds. */
export type RequestBucketState = { granted: boolean; tokens: number; rate: number; charge: number };

/**
 * Refills the API key's request bucket (a minute's requests, refilled
 * continuously) for the time since it was last refilled, then takes
 * `requests` when it holds that many, else nothing; with `overdraw`, takes
 * them whatever it holds, down to a minute's worth below empty (a key charged
 * for refused documents). One statement under the row's lock, as
 * `takeFromBucket`: requests on any number of BFF instances are weighed one
 * after the other. A bucket seen for the first time starts full.
 */
export async function takeRequests(
  db: Kysely<AccountDatabase>,
  request: {
    organizationId: string;
    apiKeyId: string;
    requests: number;
    perMinute: number;
    overdraw: boolean;
  },
): Promise<RequestBucketState> {
  const { organizationId, apiKeyId, requests, perMinute, overdraw } = request;
  const { rows } = await sql<RequestBucketState>`
    with input as (
      select ${perMinute}::float8 as size, ${perMinute}::float8 / 60 as rate, ${requests}::float8 as n,
             ${overdraw}::boolean as overdraw, clock_timestamp() as at
    )
    insert into api_key_request_buckets as b (api_key_id, organization_id, per_minute, tokens, refilled_at, last_granted)
    select ${apiKeyId}::uuid, ${organizationId}::uuid, ${perMinute}::int,
           case when i.overdraw or i.size >= i.n then greatest(-i.size, i.size - i.n) else i.size end,
           i.at, i.overdraw or i.size >= i.n
    from input i
    on conflict (api_key_id) do update set
      (per_minute, tokens, last_granted, refilled_at) = (
        select ${perMinute}::int,
               case when r.overdraw or r.available >= r.n then greatest(-r.size, r.available - r.n) else r.available end,
               r.overdraw or r.available >= r.n,
               greatest(b.refilled_at, r.at)
        from (
          select i.n, i.at, i.size, i.overdraw,
                 least(i.size, greatest(-i.size, b.tokens) + greatest(0, extract(epoch from i.at - b.refilled_at)) * i.rate) as available
          from input i
        ) r
      )
    returning b.last_granted as granted, b.tokens, (select rate from input) as rate, (select n from input) as charge`.execute(
    db,
  );
  return rows[0]!;
}

/** Removes the API keys' request buckets that have refilled to a minute's requests (`pruneFullBuckets`' companion). */
export async function pruneFullRequestBuckets(db: Kysely<AccountDatabase>): Promise<number> {
  const { numAffectedRows } = await sql`
    delete from api_key_request_buckets
    where tokens + greatest(0, extract(epoch from clock_timestamp() - refilled_at)) * per_minute / 60.0 >= per_minute`.execute(
    db,
  );
  return Number(numAffectedRows ?? 0);
}
