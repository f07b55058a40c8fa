import { readFileSync, statSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { GrowthBookClient, type FeatureDefinition } from '@growthbook/growthbook';
import type { Logger } from 'pino';
import type { BffConfig } from './config.js';

/** The flags file the BFF serves unless `FLAGS_FILE` names another: every flag the product ships with, as it ships. */
export const DEFAULT_FLAGS_FILE = path.join(import.meta.dirname, '..', 'config', 'flags.json');
/** The client key the web asks the BFF's own flag endpoint with unless `FLAGS_CLIENT_KEY` names another. */
export const DEFAULT_FLAGS_CLIENT_KEY = 'sdk-kas-local';

/** The flags of the product (docs/operations.md, Feature flags): the keys code asks about. */
export const FLAGS = {
  /** Webhooks under Management: the tab in the web, and the endpoints' mutations in the BFF. */
  webhooks: 'webhooks',
} as const;

/** Where the flags come from: the local flags file the BFF serves itself, or a GrowthBook server. */
export type FeatureFlagsConfig = {
  /** The local flags file (`FLAGS_FILE`), in GrowthBook's feature JSON: `{"features": {…}}`. */
  file: string;
  /** The key the BFF's own endpoint answers to (`FLAGS_CLIENT_KEY`); any other is 404. */
  clientKey: string;
  /** A GrowthBook server (`GROWTHBOOK_API_HOST` and `GROWTHBOOK_CLIENT_KEY`): when set, the web and the BFF read it and not the file. */
  growthbook?: { apiHost: string; clientKey: string };
};

/** The GrowthBook API's answer at `/api/features/{clientKey}`, as the SDKs read it. */
export type FlagsPayload = {
  features: Record<string, FeatureDefinition>;
  experiments: [];
  dateUpdated: string;
};

/** The attributes a flag is evaluated with, in the web and in the BFF alike (the spec's: environment, origin, org_id). */
export type FlagAttributes = {
  id?: string;
  environment: string;
  origin?: string;
  org_id?: string;
};

/**
 * Flags in GrowthBook's feature JSON: an object whose `features` maps each
 * flag's key to its definition (an object: `defaultValue`, `rules`).
 * Anything else throws, naming what is wrong.
 */
export function parseFlagsFile(text: string): Record<string, FeatureDefinition> {
  const parsed: unknown = JSON.parse(text);
  const features = (parsed as { features?: unknown } | null)?.features;
  if (typeof features !== 'object' || features === null || Array.isArray(features))
    throw new Error('the file has no "features" object');
  for (const [key, definition] of Object.entries(features))
    if (typeof definition !== 'object' || definition === null || Array.isArray(definition))
      throw new Error(`the feature "${key}" is not an object`);
  return features as Record<string, FeatureDefinition>;
}

/**
 * How often the file is looked at: its `stat` (inode, size, modification
 * time), compared with the one last read, sees an edit in place and a file
 * replaced by a rename alike (an editor's or a deployment's atomic save),
 * where `fs.watch` of the file loses track of a replaced inode, and
 * `fs.watchFile` misses a change made before its first look.
 */
const FILE_POLL_MS = 300;

/** What tells one version of the file from another; null while there is none. */
const versionOf = (stats: Stats | null) =>
  stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : null;

/**
 * The local flags file, read at start and again whenever its modification
 * time changes. A file that is missing or malformed is logged as a warning
 * and the last good flags go on being served (none, at start): a typo in the
 * file never takes the BFF down nor turns every flag off at once.
 */
export class LocalFlagsFile {
  #payload: FlagsPayload = {
    features: {},
    experiments: [],
    dateUpdated: new Date(0).toISOString(),
  };
  readonly #listeners = new Set<(payload: FlagsPayload) => void>();
  /** The version last read (good or not): a read happens only when the file's differs. */
  #version: string | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    readonly file: string,
    private readonly logger: Logger,
  ) {}

  get payload(): FlagsPayload {
    return this.#payload;
  }

  /** Reads the file and watches it for changes. */
  start(): void {
    this.#read();
    this.#timer ??= setInterval(() => void this.#look(), FILE_POLL_MS).unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#listeners.clear();
  }

  async #look(): Promise<void> {
    const stats = await stat(this.file).catch(() => null);
    if (this.#timer && versionOf(stats) !== this.#version) this.#read();
  }

  /** Calls `listener` with every new set of flags the file gives; answers how to stop. */
  subscribe(listener: (payload: FlagsPayload) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #read(): void {
    let features: Record<string, FeatureDefinition>;
    let updated: Date;
    try {
      const stats = statSync(this.file, { throwIfNoEntry: false }) ?? null;
      this.#version = versionOf(stats);
      if (!stats) throw new Error('the file does not exist');
      updated = stats.mtime;
      features = parseFlagsFile(readFileSync(this.file, 'utf8'));
    } catch (error) {
      this.logger.warn(
        { file: this.file, err: (error as Error).message },
        'the flags file cannot be read; the last good flags are served',
      );
      return;
    }
    this.#payload = { features, experiments: [], dateUpdated: updated.toISOString() };
    for (const listener of this.#listeners) listener(this.#payload);
  }
}

/** How long the BFF waits for a GrowthBook server's flags at start (the spec's anti-flicker timeout, as the web's). */
const SERVER_INIT_TIMEOUT_MS = 3_500;
/**
 * How often the BFF fetches a GrowthBook server's flags again: the spec's
 * "stale after 60 s". Node 20 has no EventSource, so the BFF polls where the
 * web streams.
 */
const SERVER_POLL_MS = 60_000;

/**
 * The BFF's own GrowthBook SDK: one client for every request, over the local
 * flags file (updated as it changes) or a GrowthBook server, evaluating each
 * flag with the request's attributes. When the server fails, the SDK keeps the
 * flags it had (none at first): a flag that cannot be read is off.
 */
export class FeatureFlags {
  readonly local: LocalFlagsFile | null;
  readonly #client: GrowthBookClient;
  readonly #environment: string;
  readonly #appOrigin: string | undefined;
  #unsubscribe: (() => void) | null = null;

  constructor(
    config: Pick<BffConfig, 'featureFlags' | 'environment' | 'appUrl'>,
    private readonly logger: Logger,
  ) {
    const server = config.featureFlags.growthbook;
    this.#environment = config.environment;
    this.#appOrigin = config.appUrl ? new URL(config.appUrl).origin : undefined;
    this.local = server ? null : new LocalFlagsFile(config.featureFlags.file, logger);
    this.#client = new GrowthBookClient(
      server ? { apiHost: server.apiHost, clientKey: server.clientKey } : {},
    );
  }

  async start(): Promise<void> {
    if (this.local) {
      this.local.start();
      this.#client.initSync({ payload: this.local.payload });
      this.#unsubscribe = this.local.subscribe((payload) => void this.#client.setPayload(payload));
      return;
    }
    const result = await this.#client.init({
      timeout: SERVER_INIT_TIMEOUT_MS,
      pollingInterval: SERVER_POLL_MS,
    });
    if (!result.success)
      this.logger.warn(
        { err: result.error?.message, source: result.source },
        'the GrowthBook server did not answer its flags; flags are off until it does',
      );
  }

  stop(): void {
    this.#unsubscribe?.();
    this.local?.stop();
    this.#client.destroy();
  }

  /** Whether the flag is on for these attributes (off when it is unknown). */
  isOn(key: string, attributes: FlagAttributes): boolean {
    return this.#client.isOn(key, { attributes });
  }

  /**
   * Whether the flag is on for a user in an organisation, seen from a page's
   * origin (the deployment's page origin the request was addressed to,
   * `flagOrigin`; the app's own address, `APP_URL`, when it was none of
   * them): the attributes the web evaluates the same flag with.
   */
  isOnFor(key: string, who: { userId?: string; organizationId?: string; origin?: string }) {
    return this.isOn(key, {
      environment: this.#environment,
      ...(who.userId ? { id: who.userId } : {}),
      ...((who.origin ?? this.#appOrigin) ? { origin: who.origin ?? this.#appOrigin } : {}),
      ...(who.organizationId ? { org_id: who.organizationId } : {}),
    });
  }
}
