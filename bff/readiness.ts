/** What `/readyz` answers: 200 with every check ready, 503 naming those that are not. */
export type ReadinessReport = {
  status: 'ready' | 'not ready';
  /** Each dependency and whether it is ready (`"ready"`) or why not. */
  checks: Record<string, string>;
};

export type ReadinessDeps = {
  /** The services the BFF calls, by name, each answering its own `/readyz`. */
  upstreams: Record<string, string>;
  /** Whether the event listener's database answers on its connection within the time given; null when the BFF listens on no database. */
  listening: (timeoutMs: number) => Promise<boolean | null>;
  /** How long each upstream's `/readyz` may take. */
  timeoutMs: number;
  /** How long an answer is kept, so that a storm of probes costs one round of checks a second. */
  cacheMs?: number;
};

/**
 * The BFF's readiness: its upstream services answer their own `/readyz`
 * within `timeoutMs` and its event listener (when it has a database) is
 * connected; not ready at all once shutdown has begun, so that a load
 * balancer stops sending before the server stops accepting. Checks run at
 * most once per `cacheMs`, concurrent probes sharing the round in flight.
 */
export class Readiness {
  private shuttingDown = false;
  private cached: { at: number; report: Promise<ReadinessReport> } | null = null;

  constructor(private readonly deps: ReadinessDeps) {}

  /** From now on every report is 503 `shutting down`. */
  beginShutdown(): void {
    this.shuttingDown = true;
  }

  async report(): Promise<ReadinessReport> {
    if (this.shuttingDown) return { status: 'not ready', checks: { bff: 'shutting down' } };
    const now = Date.now();
    if (!this.cached || now - this.cached.at >= (this.deps.cacheMs ?? 1_000))
      this.cached = { at: now, report: this.check() };
    return this.cached.report;
  }

  private async check(): Promise<ReadinessReport> {
    const [entries, listening] = await Promise.all([
      Promise.all(
        Object.entries(this.deps.upstreams).map(
          async ([name, url]) => [name, await upstreamReadiness(url, this.deps.timeoutMs)] as const,
        ),
      ),
      this.deps.listening(this.deps.timeoutMs),
    ]);
    const checks: Record<string, string> = Object.fromEntries(entries);
    if (listening !== null) checks.events = listening ? 'ready' : 'not connected';
    const ready = Object.values(checks).every((check) => check === 'ready');
    return { status: ready ? 'ready' : 'not ready', checks };
  }
}

/** `"ready"` when `${baseUrl}/readyz` answers 200 in time, else what went wrong. */
async function upstreamReadiness(baseUrl: string, timeoutMs: number): Promise<string> {
  try {
    const response = await fetch(new URL('/readyz', baseUrl), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 200) {
      await response.body?.cancel();
      return 'ready';
    }
    // A service that is not ready names why (`checks`, services/kit/server.ts): the database, say.
    const why = await response
      .json()
      .then((body: { checks?: Record<string, string> }) =>
        Object.entries(body.checks ?? {})
          .filter(([, check]) => check !== 'ready')
          .map(([name, check]) => `${name}: ${check}`)
          .join(', '),
      )
      .catch(() => '');
    return why ? `answered ${response.status} (${why})` : `answered ${response.status}`;
  } catch (error) {
    return (error as Error).name === 'TimeoutError'
      ? `no answer within ${timeoutMs} ms`
      : 'unreachable';
  }
}
