import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
const metrics = readFileSync(path.join(ROOT, 'docs/metrics.md'), 'utf8');

/** The alert rules docs/operations.md proposes: the yaml block of "Alerts and what to do". */
const section = operations.slice(operations.indexOf('## Alerts and what to do'));
const rules = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
/** Prometheus's own series, which no part of ours serves. */
const PROMETHEUS_SERIES = new Set(['up']);

describe('the alerts the operations guide proposes', () => {
  it('each names a series a part serves (docs/metrics.md lists it), or one of Prometheus’s own', () => {
    const expressions = [...rules.matchAll(/expr: (.*)/g)].map((match) => match[1]!);
    expect(expressions.length).toBeGreaterThanOrEqual(5);
    const series = new Set(
      expressions.flatMap((expression) =>
        [...expression.matchAll(/\b([a-z_]+)(?=\{|\[)/g)]
          .map((match) => match[1]!.replace(/_(bucket|sum|count)$/, ''))
          .filter((name) => !['rate', 'increase', 'sum', 'max', 'by'].includes(name)),
      ),
    );
    const unknown = [...series].filter(
      (name) => !PROMETHEUS_SERIES.has(name) && !metrics.includes(`\`${name}\``),
    );
    expect(unknown).toEqual([]);
  });

  it('each has its entry saying what it means and what to do', () => {
    const alerts = [...rules.matchAll(/alert: (\w+)/g)].map((match) => match[1]!);
    expect(alerts.filter((alert) => !section.includes(`- **${alert}**:`))).toEqual([]);
  });
});
