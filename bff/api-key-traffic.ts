import type { Logger } from 'pino';
import type { ViewerClaims } from './session.js';
import type { ApiCostApi } from './modules/api-cost/upstream.js';
import type { ApiKeysApi } from './modules/api-keys/upstream.js';

const FLUSH_MS = 10_000;

type Uses = {
  accessToken: string;
  organizationId: string;
  minutes: Map<string, { requests: number; lastIp: string | null }>;
};

/**
 * What the BFF does with each request of an integrator's API key: a rate
 * limit per key (a bucket of `ratePerMinute` requests, refilled
 * continuously, kept in the account service's database so that it holds
 * across every BFF instance; a refusal says when to try again), and a count
 * of its uses per minute, reported to the account service every few seconds
 * with the key's own token (each instance reports its own; they add up).
 */
export class ApiKeyTraffic {
  private readonly uses = new Map<string, Uses>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly account: ApiKeysApi,
    private readonly apiCost: ApiCostApi,
    private readonly ratePerMinute: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Admits a request of the key, or answers in how many seconds it may try again; an admitted request is counted. */
  async admit(
    viewer: ViewerClaims & { apiKeyId: string },
    ip: string | undefined,
    requestId: string,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const taken = await this.apiCost.takeRequests(caller(viewer, requestId), {
      requests: 1,
      perMinute: this.ratePerMinute,
      overdraw: false,
    });
    if (!taken.granted) return { allowed: false, retryAfterSeconds: taken.retryAfterSeconds ?? 1 };
    this.count(viewer, ip, Date.now());
    return { allowed: true };
  }

  /**
   * Takes `requests` more from the key's bucket, for a request that cost
   * more than one (an operation refused for its document). The bucket may
   * go below empty, down to a minute's worth: the key then waits until it
   * has refilled to one.
   */
  async penalize(
    viewer: ViewerClaims & { apiKeyId: string },
    requests: number,
    requestId: string,
  ): Promise<void> {
    await this.apiCost.takeRequests(caller(viewer, requestId), {
      requests,
      perMinute: this.ratePerMinute,
      overdraw: true,
    });
  }

  private count(
    viewer: ViewerClaims & { apiKeyId: string },
    ip: string | undefined,
    nowMs: number,
  ): void {
    const minute = new Date(Math.floor(nowMs / 60_000) * 60_000).toISOString();
    const entry = this.uses.get(viewer.apiKeyId) ?? {
      accessToken: viewer.accessToken,
      organizationId: viewer.organizationId,
      minutes: new Map(),
    };
    entry.accessToken = viewer.accessToken;
    const slot = entry.minutes.get(minute) ?? { requests: 0, lastIp: null };
    slot.requests += 1;
    slot.lastIp = ip ?? slot.lastIp;
    entry.minutes.set(minute, slot);
    this.uses.set(viewer.apiKeyId, entry);
  }

  /** Reports the counted uses; a report that fails is logged and dropped (the requests themselves were served). */
  async flush(): Promise<void> {
    const batch = [...this.uses];
    this.uses.clear();
    await Promise.all(
      batch.map(async ([apiKeyId, entry]) => {
        const uses = [...entry.minutes].map(([minute, slot]) => ({
          minute,
          requests: slot.requests,
          lastIp: slot.lastIp,
        }));
        try {
          await this.account.reportApiKeyUses(
            {
              requestId: `api-key-uses-${apiKeyId}`,
              accessToken: entry.accessToken,
              organizationId: entry.organizationId,
            },
            uses,
          );
        } catch (error) {
          this.logger.warn({ err: error, apiKeyId }, 'could not report API key uses');
        }
      }),
    );
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}

const caller = (viewer: ViewerClaims, requestId: string) => ({
  requestId,
  accessToken: viewer.accessToken,
  organizationId: viewer.organizationId,
});
