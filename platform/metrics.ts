import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { envBool } from './env.js';

/**
 * Prometheus metrics (prom-client) as every part of the system keeps them:
 * a registry of its own per part (the BFF, each service), so `npm start`,
 * which runs all four in one process, serves each part's figures at its own
 * `/metrics` without two parts registering the same metric. The process's
 * own figures (CPU, memory, event loop delay, GC) are collected once per
 * process, in a registry every part's answer adds to its own.
 */
export type PartMetrics = {
  /** The part's metrics; each carries the `service` label with the part's name. */
  registry: Registry;
  /** The part's and the process's metrics in Prometheus's text format, gathered now. */
  render: () => Promise<string>;
  /** A counter in the part's registry, answered as its children by label values (see `childCache`). */
  counter: <const Names extends readonly string[]>(
    metric: MetricDeclaration<Names>,
  ) => (...values: LabelValuesOf<Names>) => Counter.Internal;
  /** A histogram (default buckets) in the part's registry, answered as its children by label values. */
  histogram: <const Names extends readonly string[]>(
    metric: MetricDeclaration<Names>,
  ) => (...values: LabelValuesOf<Names>) => Histogram.Internal<Names[number]>;
  /**
   * A gauge read when scraped, never per request: a series per value of its
   * one label, with the figures `read` answers then; a value it no longer
   * answers is dropped.
   */
  labelledGauge: (
    metric: { name: string; help: string; labelName: string },
    read: () => LabelledFigures | Promise<LabelledFigures>,
  ) => void;
};

/** A labelled gauge's figures: its label's value and the figure for it. */
export type LabelledFigures = Iterable<readonly [string, number]>;

/** A labelled metric's name, help text and label names, in the order its children are asked for. */
export type MetricDeclaration<Names extends readonly string[]> = {
  name: string;
  help: string;
  labelNames: Names;
};

/** One value per label name; a number (a status) is written as its decimal text. */
type LabelValuesOf<Names extends readonly string[]> = { [Index in keyof Names]: string | number };

/** The content type of `PartMetrics.render`'s text. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

let processRegistry: Registry | undefined;

/** The process's figures, started the first time a part asks (once per process, however many parts it runs). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A registry for one part (`bff`, `account`, `treasury`, `invoicing`). */
export function partMetrics(service: string): PartMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const host = processMetrics();
  const registers = [registry];
  return {
    registry,
    render: async () => (await registry.metrics()) + (await host.metrics()),
    counter: (metric) => {
      const counter = new Counter({ ...metric, labelNames: [...metric.labelNames], registers });
      return childCache((...values) => counter.labels(...values.map(String)));
    },
    histogram: (metric) => {
      const histogram = new Histogram({ ...metric, labelNames: [...metric.labelNames], registers });
      return childCache((...values) => histogram.labels(...values.map(String)));
    },
    labelledGauge: ({ labelName, ...metric }, read) => {
      new Gauge({
        ...metric,
        labelNames: [labelName],
        registers,
        async collect() {
          const figures = await read();
          this.reset();
          for (const [value, figure] of figures) this.set({ [labelName]: value }, figure);
        },
      });
    },
  };
}

/** Whether metrics are kept, and who may read `/metrics`: see `metricsAccessFromEnv`. */
export type MetricsAccess = {
  /** Off (`METRICS=0`), nothing is counted and there is no `/metrics`. */
  enabled: boolean;
  /** The bearer token a scrape must present, when set. */
  token?: string;
  /** In production, `/metrics` without a token configured answers nobody. */
  production: boolean;
};

/**
 * `METRICS` (on unless `0`), `METRICS_TOKEN` and `NODE_ENV`: in production `/metrics` answers only a
 * scrape presenting `Authorization: Bearer <METRICS_TOKEN>`, and nobody when
 * the token is not set; in development it is open unless a token is set.
 */
export function metricsAccessFromEnv(): MetricsAccess {
  const token = process.env.METRICS_TOKEN;
  return {
    enabled: envBool('METRICS', true),
    ...(token ? { token } : {}),
    production: process.env.NODE_ENV === 'production',
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a scrape with this Authorization header may read `/metrics`; a
 * refused one is answered 404, as if there were no such path. The token is
 * compared in constant time (of hashes, so its length does not show either).
 */
export function metricsAllowed(
  access: Pick<MetricsAccess, 'token' | 'production'>,
  authorization: string | undefined,
): boolean {
  if (!access.token) return !access.production;
  if (!authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(access.token));
}

/**
 * A label whose values are bounded: the `known` values and up to `cap` others
 * as first seen, then `other`. Values come from clients (operation names) or
 * from paths: without a bound, each new one would be a new series.
 */
export function boundedLabel(cap: number, known: Iterable<string> = []): (value: string) => string {
  const allowed = new Set(known);
  let others = 0;
  return (value) => {
    if (allowed.has(value)) return value;
    if (others >= cap) return 'other';
    others += 1;
    allowed.add(value);
    return value;
  };
}

/**
 * A metric's children by their label values, kept in nested maps: the hot
 * path finds a request's child with a few map look-ups instead of calling
 * prom-client's `labels()` (which checks the values and binds a new child)
 * each time.
 *
 * @example const requests = childCache((route, status) => counter.labels(route, status));
 * requests(route, '200').inc();
 */
export function childCache<Child, Labels extends readonly (string | number)[]>(
  make: (...labels: Labels) => Child,
): (...labels: Labels) => Child {
  const root = new Map<unknown, unknown>();
  return (...labels) => {
    let level = root;
    for (let index = 0; index < labels.length - 1; index += 1) {
      let next = level.get(labels[index]) as Map<unknown, unknown> | undefined;
      if (!next) {
        next = new Map();
        level.set(labels[index], next);
      }
      level = next;
    }
    const last = labels[labels.length - 1];
    let child = level.get(last) as Child | undefined;
    if (child === undefined) {
      child = make(...labels);
      level.set(last, child);
    }
    return child;
  };
}
