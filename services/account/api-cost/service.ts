import type { Kysely } from 'kysely';
import { envInt } from '../../../platform/env.js';
import {
  COST_BUCKET_SIZE_MAX,
  COST_BUCKET_SIZE_MIN,
  COST_RESTORE_RATE_MAX,
  COST_RESTORE_RATE_MIN,
  DEFAULT_COST_BUCKETS,
  type CostTakeResponse,
  type RequestTakeBody,
  type RequestTakeResponse,
} from '../../../contracts/account/api-cost.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { AccountDatabase } from '../db-types.js';
import {
  pruneFullBuckets,
  pruneFullRequestBuckets,
  takeFromBucket,
  takeRequests,
  type CostBucketDefaults,
} from './repository.js';
import { commonErrors } from '../../kit/errors.js';

export type { CostBucketDefaults } from './repository.js';

/**
 * The deployment's bucket sizes and restore rates, for organisations that set
 * none: `COST_BUCKET_API_KEY_SIZE` / `_RATE` and `COST_BUCKET_SESSION_SIZE` /
 * `_RATE`, `DEFAULT_COST_BUCKETS` unless set.
 */
export function readCostBucketDefaults(): CostBucketDefaults {
  const size = { min: COST_BUCKET_SIZE_MIN, max: COST_BUCKET_SIZE_MAX };
  const rate = { min: COST_RESTORE_RATE_MIN, max: COST_RESTORE_RATE_MAX };
  return {
    api_key: {
      size: envInt('COST_BUCKET_API_KEY_SIZE', DEFAULT_COST_BUCKETS.apiKeys.bucketSize, size),
      rate: envInt('COST_BUCKET_API_KEY_RATE', DEFAULT_COST_BUCKETS.apiKeys.restoreRate, rate),
    },
    session: {
      size: envInt('COST_BUCKET_SESSION_SIZE', DEFAULT_COST_BUCKETS.sessions.bucketSize, size),
      rate: envInt('COST_BUCKET_SESSION_RATE', DEFAULT_COST_BUCKETS.sessions.restoreRate, rate),
    },
  };
}

/**
 * The GraphQL API's cost buckets: one per API key, one per member (all
 * their signed-in sessions draw on it), each in its organisation, kept in
 * PostgreSQL so that every BFF instance draws on the same bucket.
 */
/** The daily removal of buckets that have refilled, as the account service's queue runs it. */
export const BUCKET_PRUNE_JOB = 'api-cost:prune';
export const BUCKET_PRUNE_CRONTAB = `41 3 * * * ${BUCKET_PRUNE_JOB}`;

export class ApiCostService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly defaults: CostBucketDefaults,
  ) {}

  /**
   * Takes an operation's cost from the caller's bucket when it holds that
   * much; answers the bucket either way. The bucket is an API key's, or a
   * member's in the organisation, shared by all their sessions (the
   * organisation's "sessions" settings size it).
   */
  async take(auth: AccessClaims, cost: number): Promise<CostTakeResponse> {
    const kind = auth.kind === 'api_key' ? 'api_key' : 'session';
    const state = await takeFromBucket(this.db, {
      organizationId: auth.org,
      kind,
      // A key's bucket is the key's (its token's sid); a member's is theirs in every session they open: signing in again brings no fresh points.
      bucket: kind === 'api_key' ? `api_key:${auth.sid}` : `member:${auth.sub}`,
      cost,
      defaults: this.defaults,
    });
    return {
      granted: state.granted,
      maximumAvailable: Math.round(state.size),
      currentlyAvailable: Math.floor(state.tokens),
      restoreRate: Math.round(state.rate),
      retryAfterSeconds: state.granted
        ? null
        : Math.max(1, Math.ceil((state.charge - state.tokens) / state.rate)),
    };
  }

  /** Takes requests from the calling API key's request bucket: its rate limit, the same on every BFF instance. */
  async takeRequests(auth: AccessClaims, body: RequestTakeBody): Promise<RequestTakeResponse> {
    if (auth.kind !== 'api_key') throw commonErrors.forbidden('api-key');
    const state = await takeRequests(this.db, {
      organizationId: auth.org,
      apiKeyId: auth.sid,
      ...body,
    });
    return {
      granted: state.granted,
      retryAfterSeconds: state.granted
        ? null
        : Math.max(1, Math.ceil((state.charge - state.tokens) / state.rate)),
    };
  }

  /** Removes the buckets that have refilled to their size (`pruneFullBuckets`, and the keys' request buckets): the daily housekeeping. */
  async prune(): Promise<number> {
    return (
      (await pruneFullBuckets(this.db, this.defaults)) + (await pruneFullRequestBuckets(this.db))
    );
  }
}
