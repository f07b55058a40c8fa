import type {
  ApiCostSettingsBody,
  ApiCostSettingsResponse,
  CostTakeBody,
  CostTakeResponse,
  RequestTakeBody,
  RequestTakeResponse,
} from '../../../contracts/account/api-cost.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { LeasedBuckets } from './leases.js';

/** The cost bucket as the account service last answered it. */
type CostStatus = Omit<CostTakeResponse, 'granted' | 'retryAfterSeconds'>;

/**
 * The share of a bucket one instance leases at a time (1/20: an API key's
 * default bucket, 10,000 points, or one second of its restore rate). All
 * instances together never spend more than the shared bucket gave; a caller
 * spread over several instances may be refused by one while another still
 * holds up to this much of its bucket unspent.
 */
const LEASE_SHARE = 20;

/** The most requests one call to the account service takes (`RequestTakeBody.requests`). */
const REQUESTS_PER_CALL = 1_000;

/**
 * The account service's GraphQL cost buckets: drawing on the caller's, and
 * the organisation's settings. The buckets live in the account service
 * (shared by every BFF instance); this instance draws on them by leases
 * (`LeasedBuckets`), so that an operation needs no round trip.
 */
export class ApiCostApi {
  private readonly costLeases = new LeasedBuckets<CostStatus>({
    leaseOf: (status) => Math.ceil(status.maximumAvailable / LEASE_SHARE),
    holds: (status) => status.currentlyAvailable,
    cacheRefusals: false,
  });
  private readonly requestLeases = new LeasedBuckets<{ perMinute: number }>({
    leaseOf: ({ perMinute }) => Math.max(1, Math.floor(perMinute / LEASE_SHARE)),
    // A key over its limit is answered here until its Retry-After: abuse costs no round trip.
    cacheRefusals: true,
  });

  constructor(readonly client: UpstreamClient) {}

  /**
   * Takes an operation's cost from the caller's bucket (`bucket`: its API
   * key's or its member's) when it holds that much: from this instance's
   * lease, or a new one. The answer's `currentlyAvailable` is what the shared
   * bucket held at the last draw plus what this instance still holds.
   */
  async take(caller: CallerIdentity, bucket: string, cost: number): Promise<CostTakeResponse> {
    const taken = await this.costLeases.take(
      `${caller.organizationId}:${bucket}`,
      cost,
      async (points) => {
        const body: CostTakeBody = { cost: points };
        const answer: CostTakeResponse = await this.client.call(caller, {
          method: 'POST',
          path: '/api-cost/take',
          body,
        });
        const { granted, retryAfterSeconds, ...status } = answer;
        return { granted, retryAfterSeconds, status };
      },
    );
    if (!taken.status) throw new Error('a cost bucket answered without its status');
    const { maximumAvailable, currentlyAvailable, restoreRate } = taken.status;
    return {
      granted: taken.granted,
      retryAfterSeconds: taken.retryAfterSeconds,
      maximumAvailable,
      restoreRate,
      currentlyAvailable: Math.min(maximumAvailable, currentlyAvailable + Math.floor(taken.held)),
    };
  }

  /** Takes one request from the calling API key's rate limit (its request bucket, shared by every BFF instance), from this instance's lease or a new one. */
  async takeRequest(
    caller: CallerIdentity,
    apiKeyId: string,
    perMinute: number,
  ): Promise<RequestTakeResponse> {
    const taken = await this.requestLeases.take(
      `${caller.organizationId}:${apiKeyId}`,
      1,
      async (requests) => {
        const body: RequestTakeBody = { requests, perMinute, overdraw: false };
        const answer: RequestTakeResponse = await this.client.call(caller, {
          method: 'POST',
          path: '/api-cost/requests',
          body,
        });
        return { ...answer, status: { perMinute } };
      },
    );
    return { granted: taken.granted, retryAfterSeconds: taken.retryAfterSeconds };
  }

  /** Charges `requests` more to the API key's rate limit whatever it holds: from this instance's lease first, the rest sent to the account service. */
  chargeRequests(
    caller: CallerIdentity,
    apiKeyId: string,
    requests: number,
    perMinute: number,
  ): Promise<void> {
    return this.requestLeases.charge(
      `${caller.organizationId}:${apiKeyId}`,
      requests,
      async (owed) => {
        for (let left = owed; left > 0; left -= REQUESTS_PER_CALL) {
          const body: RequestTakeBody = {
            requests: Math.min(left, REQUESTS_PER_CALL),
            perMinute,
            overdraw: true,
          };
          await this.client.call(caller, { method: 'POST', path: '/api-cost/requests', body });
        }
      },
    );
  }

  settings(caller: CallerIdentity): Promise<ApiCostSettingsResponse> {
    return this.client.call(caller, { method: 'GET', path: '/organization/api-cost' });
  }

  async updateSettings(
    caller: CallerIdentity,
    settings: ApiCostSettingsBody,
  ): Promise<ApiCostSettingsResponse> {
    const updated: ApiCostSettingsResponse = await this.client.call(caller, {
      method: 'PUT',
      path: '/organization/api-cost',
      body: settings,
    });
    // This instance's leases were sized by the old settings: the next operation draws by the new ones.
    this.costLeases.forget(`${caller.organizationId}:`);
    return updated;
  }
}
