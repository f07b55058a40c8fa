import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The channel the account service notifies on when sessions are revoked. The
 * BFF does not import the services, so this file mirrors
 * services/kit/revocations.ts.
 */
export const SESSION_REVOKED_CHANNEL = 'kas_session_revoked';

/**
 * A revoked session: its access tokens are refused until `until` (seconds
 * since the epoch), when they have all expired anyway. With `generation`, only
 * tokens of an older generation are refused: the session lives on and the
 * browser's next request refreshes its token, with the member's new permissions.
 */
export type Revocation = { sessionId: string; until: number; generation?: number };

/** What is held of a session: until when, and from which generation tokens are good again (null: none are). */
type HeldRevocation = { until: number; generation: number | null };

const RETRY_MS = 3_000;
const SWEEP_MS = 60_000;

function parseRevocation(payload: unknown): Revocation | null {
  const value = payload as Partial<Revocation> | null;
  if (!value || typeof value.sessionId !== 'string' || typeof value.until !== 'number') return null;
  return typeof value.generation === 'number' ? { sessionId: value.sessionId, until: value.until, generation: value.generation } : { sessionId: value.sessionId, until: value.until };
}

/**
 * The sessions revoked within the last access-token lifetime, so the BFF
 * refuses their access tokens at once (a Map lookup per request) and closes
 * their subscriptions. `start()` LISTENs on `kas_session_revoked` first and
 * then loads the account service's `GET /sessions/revocations`, so nothing
 * falls between the two; a lost connection reconnects and loads again; a
 * failed load is retried in the background every few seconds. Without a
 * database URL revocations are known only from the load at start.
 */
export class SessionRevocations {
  private readonly revoked = new Map<string, HeldRevocation>();
  private readonly watchers = new Map<string, Set<() => void>>();
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private lastSweep = Date.now();
  private stopped = false;

  constructor(
    private readonly accountUrl: string,
    private readonly databaseUrl: string | undefined,
    private readonly logger: Logger,
    private readonly retryMs = RETRY_MS,
  ) {}

  async start(): Promise<void> {
    if (this.databaseUrl) await this.listen();
    else this.logger.warn('DATABASE_URL is not set: revoked sessions are known only as of start; their access tokens work until they expire');
    await this.load();
  }

  /** Whether an access token of the session, of the given generation, is to be refused. */
  isRevoked(sessionId: string, generation = 0): boolean {
    const held = this.revoked.get(sessionId);
    if (!held || held.until * 1000 <= Date.now()) return false;
    return held.generation === null || generation < held.generation;
  }

  /** Calls `onRevoked` once if the session is revoked while watched; answers the function that stops watching. */
  watch(sessionId: string, onRevoked: () => void): () => void {
    let watchers = this.watchers.get(sessionId);
    if (!watchers) this.watchers.set(sessionId, (watchers = new Set()));
    watchers.add(onRevoked);
    return () => {
      watchers.delete(onRevoked);
      if (watchers.size === 0 && this.watchers.get(sessionId) === watchers) this.watchers.delete(sessionId);
    };
  }

  /** Records a revocation (from a notification or a load); one already expired is ignored. */
  remember({ sessionId, until, generation }: Revocation): void {
    const now = Date.now();
    if (until * 1000 <= now) return;
    const held = this.revoked.get(sessionId);
    const news = generation ?? null;
    this.revoked.set(
      sessionId,
      held ? { until: Math.max(held.until, until), generation: held.generation === null || news === null ? null : Math.max(held.generation, news) } : { until, generation: news },
    );
    const watchers = this.watchers.get(sessionId);
    this.watchers.delete(sessionId);
    for (const onRevoked of watchers ?? []) onRevoked();
    if (now - this.lastSweep >= SWEEP_MS) {
      this.lastSweep = now;
      for (const [id, expired] of this.revoked) if (expired.until * 1000 <= now) this.revoked.delete(id);
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== SESSION_REVOKED_CHANNEL || !message.payload) return;
      let revocation: Revocation | null = null;
      try {
        revocation = parseRevocation(JSON.parse(message.payload));
      } catch {
        // reported below
      }
      if (revocation) this.remember(revocation);
      else this.logger.error({ payload: message.payload }, 'unreadable session revocation');
    });
    client.on('error', (error) => {
      this.logger.error({ err: error }, 'session revocation listener connection lost; reconnecting');
      if (this.client === client) this.client = null;
      void client.end().catch(() => {});
      if (!this.stopped) setTimeout(() => void this.reconnect(), 1_000).unref();
    });
    await client.connect();
    await client.query(`listen ${SESSION_REVOKED_CHANNEL}`);
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  /** Listens again and loads again: notifications sent while disconnected are lost. */
  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.listen();
    } catch (error) {
      this.logger.error({ err: error }, 'session revocation listener could not reconnect; retrying');
      if (!this.stopped) setTimeout(() => void this.reconnect(), this.retryMs).unref();
      return;
    }
    await this.load();
  }

  private async load(): Promise<void> {
    if (this.stopped) return;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    try {
      const response = await fetch(`${this.accountUrl}/sessions/revocations`, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`GET /sessions/revocations answered ${response.status}`);
      const { items } = (await response.json()) as { items?: unknown[] };
      if (!Array.isArray(items)) throw new Error('GET /sessions/revocations answered no items');
      for (const item of items) {
        const revocation = parseRevocation(item);
        if (revocation) this.remember(revocation);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'could not load the revoked sessions from the account service; retrying in the background');
      if (!this.stopped) this.retryTimer = setTimeout(() => void this.load(), this.retryMs).unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.watchers.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
