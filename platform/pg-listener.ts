import pg from 'pg';
import type { Logger } from 'pino';

const RECONNECT_MS = 1_000;
const RETRY_MS = 3_000;

/**
 * One connection LISTENing on a PostgreSQL channel, for the notifications a
 * transaction sends on commit (`pg_notify`). A lost connection is reported
 * and opened again, retried every few seconds until it is back; then
 * `onReconnected` runs, because notifications sent meanwhile are lost and the
 * listener may have to load what it missed.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;

  constructor(
    private readonly options: {
      databaseUrl: string;
      channel: string;
      /** What is listened for, in log lines ("session revocation", "event"). */
      name: string;
      onNotification: (payload: string) => void;
      onReconnected?: () => Promise<void> | void;
      logger: Logger;
      retryMs?: number;
    },
  ) {}

  /** Whether the connection is open and LISTENing (false while it reconnects, and once stopped). */
  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * Whether the connection is open and its database answers on it within `timeoutMs`: a database
   * that died or hangs without closing the connection (a kill -STOP, a partition) is not ready either.
   */
  async answers(timeoutMs: number): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        client.query('select 1').then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Connects and LISTENs; a failure here is the caller's (it fails the start). */
  async start(): Promise<void> {
    await this.listen();
  }

  private async listen(): Promise<void> {
    const { channel, name, logger } = this.options;
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload)
        this.options.onNotification(message.payload);
    });
    client.on('error', (error) => {
      logger.error({ err: error }, `${name} listener connection lost; reconnecting`);
      if (this.client === client) this.client = null;
      void client.end().catch(() => {});
      if (!this.stopped) setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.listen();
    } catch (error) {
      this.options.logger.error(
        { err: error },
        `${this.options.name} listener could not reconnect; retrying`,
      );
      if (!this.stopped)
        setTimeout(() => void this.reconnect(), this.options.retryMs ?? RETRY_MS).unref();
      return;
    }
    await this.options.onReconnected?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
