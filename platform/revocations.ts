import type { Logger } from 'pino';
import { PgListener } from './pg-listener.js';

/** The channel the account service notifies on when sessions are revoked (services/account/sessions/revocations.ts). */
export const SESSION_REVOKED_CHANNEL = 'kas_session_revoked';

/**
 * A revoked session: its access tokens are refused until `until` (seconds
 * since the epoch), when they have all expired anyway. With `generation`, only
 * tokens of an older generation are refused: the session lives on, and its
 * next token (with the member's new permissions) is accepted.
 */
export type Revocation = { sessionId: string; until: number; generation?: number };

/** What is held of a session: until when, and from which generation tokens are good again (null: none are). */
export type HeldRevocation = { until: number; generation: number | null };

/** Reads the revocations that may still matter (the account service's `GET /sessions/revocations`, or its own table). */
export type RevocationLoader = () => Promise<Revocation[]>;

/** What a token verifier asks of a revocation list. */
export type RevokedSessions = { isRevoked(sessionId: string, generation?: number): boolean };

const RETRY_MS = 3_000;
const SWEEP_MS = 60_000;

/** A revocation read from a notification or a load, or null when it is not one. */
export function revocationOf(value: unknown): Revocation | null {
  const item = value as Partial<Revocation> | null;
  if (!item || typeof item.sessionId !== 'string' || typeof item.until !== 'number') return null;
  return typeof item.generation === 'number'
    ? { sessionId: item.sessionId, until: item.until, generation: item.generation }
    : { sessionId: item.sessionId, until: item.until };
}

function parseRevocation(payload: string): Revocation | null {
  try {
    return revocationOf(JSON.parse(payload));
  } catch {
    return null;
  }
}

/** Merges what is held of a session with news of it: a full revocation wins, else the newer generation. */
export function mergeRevocation(
  held: HeldRevocation | undefined,
  news: Revocation,
): HeldRevocation {
  const generation = news.generation ?? null;
  if (!held) return { until: news.until, generation };
  return {
    until: Math.max(held.until, news.until),
    generation:
      held.generation === null || generation === null
        ? null
        : Math.max(held.generation, generation),
  };
}

/** Whether a token of the given generation is refused by what is held of its session. */
export function refuses(
  held: HeldRevocation | undefined,
  generation: number,
  nowMs: number,
): boolean {
  if (!held || held.until * 1000 <= nowMs) return false;
  return held.generation === null || generation < held.generation;
}

/**
 * The sessions revoked within the last access-token lifetime, kept in memory
 * so a token verifier refuses their tokens at once, with a Map lookup; the
 * services and every BFF instance hold one. `start()` LISTENs on
 * `kas_session_revoked` first and only then loads the current list, so no
 * revocation falls between the two; a lost connection reconnects and loads
 * again. A failed load is retried in the background every few seconds (the
 * process answers meanwhile, with what it has heard). `watch` lets a
 * long-lived connection (a subscription socket) end when its session does.
 */
export class RevocationList implements RevokedSessions {
  private readonly revoked = new Map<string, HeldRevocation>();
  private readonly watchers = new Map<string, Set<() => void>>();
  private readonly listener: PgListener | null;
  private retryTimer: NodeJS.Timeout | null = null;
  private lastSweep = Date.now();
  private stopped = false;

  constructor(
    private readonly options: {
      /** PostgreSQL to LISTEN on; without it, revocations are known only from loads. */
      databaseUrl: string | undefined;
      load: RevocationLoader;
      logger: Logger;
      /** Milliseconds between attempts of a failed load or reconnection. */
      retryMs?: number;
    },
  ) {
    const { databaseUrl, logger, retryMs } = options;
    this.listener = databaseUrl
      ? new PgListener({
          databaseUrl,
          channel: SESSION_REVOKED_CHANNEL,
          name: 'session revocation',
          logger,
          retryMs,
          onNotification: (payload) => {
            const revocation = parseRevocation(payload);
            if (revocation) this.remember(revocation);
            else logger.error({ payload }, 'unreadable session revocation');
          },
          onReconnected: () => this.load(),
        })
      : null;
  }

  async start(): Promise<void> {
    await this.listener?.start();
    await this.load();
  }

  /** Whether an access token of the session, of the given generation, is to be refused. */
  isRevoked(sessionId: string, generation = 0): boolean {
    const held = this.revoked.get(sessionId);
    if (!held) return false;
    const now = Date.now();
    if (held.until * 1000 <= now) {
      this.revoked.delete(sessionId);
      return false;
    }
    return refuses(held, generation, now);
  }

  /** Calls `onRevoked` once if the session is revoked while watched; answers the function that stops watching. */
  watch(sessionId: string, onRevoked: () => void): () => void {
    let watchers = this.watchers.get(sessionId);
    if (!watchers) this.watchers.set(sessionId, (watchers = new Set()));
    watchers.add(onRevoked);
    return () => {
      watchers.delete(onRevoked);
      if (watchers.size === 0 && this.watchers.get(sessionId) === watchers)
        this.watchers.delete(sessionId);
    };
  }

  /** Records a revocation (from a notification or a load); one already expired is ignored. */
  remember(revocation: Revocation): void {
    const now = Date.now();
    if (revocation.until * 1000 <= now) return;
    this.revoked.set(
      revocation.sessionId,
      mergeRevocation(this.revoked.get(revocation.sessionId), revocation),
    );
    const watchers = this.watchers.get(revocation.sessionId);
    this.watchers.delete(revocation.sessionId);
    for (const onRevoked of watchers ?? []) onRevoked();
    if (now - this.lastSweep >= SWEEP_MS) {
      this.lastSweep = now;
      for (const [id, held] of this.revoked) if (held.until * 1000 <= now) this.revoked.delete(id);
    }
  }

  /** How many revocations are held (expired ones may linger until the next sweep). */
  get size(): number {
    return this.revoked.size;
  }

  private async load(): Promise<void> {
    if (this.stopped) return;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    try {
      for (const revocation of await this.options.load()) this.remember(revocation);
    } catch (error) {
      this.options.logger.error(
        { err: error },
        'could not load the revoked sessions; retrying in the background',
      );
      if (!this.stopped)
        this.retryTimer = setTimeout(
          () => void this.load(),
          this.options.retryMs ?? RETRY_MS,
        ).unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.watchers.clear();
    await this.listener?.stop();
  }
}

/**
 * A loader that asks the account service (`GET /sessions/revocations`), for
 * the services and BFF instances that do not own the `sessions` table.
 */
export function revocationsFromAccountService(
  accountUrl: string,
  timeoutMs = 5_000,
): RevocationLoader {
  return async () => {
    const response = await fetch(`${accountUrl}/sessions/revocations`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok)
      throw new Error(`GET ${accountUrl}/sessions/revocations answered ${response.status}`);
    const { items } = (await response.json()) as { items?: unknown[] };
    if (!Array.isArray(items))
      throw new Error(`GET ${accountUrl}/sessions/revocations answered no items`);
    return items.map(revocationOf).filter((revocation) => revocation !== null);
  };
}
