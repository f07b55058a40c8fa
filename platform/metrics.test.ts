import { describe, expect, it } from 'vitest';
import { boundedLabel, childCache, metricsAllowed, partMetrics } from './metrics.js';

describe('metricsAllowed', () => {
  it('in development without a token, lets every scrape read', () => {
    expect(metricsAllowed({ production: false }, undefined)).toBe(true);
  });

  it('in production without a token, lets no scrape read, whatever it presents', () => {
    expect(metricsAllowed({ production: true }, undefined)).toBe(false);
    expect(metricsAllowed({ production: true }, 'Bearer ')).toBe(false);
  });

  it('with a token, lets only a scrape presenting exactly it as a bearer read', () => {
    const access = { production: true, token: 'geheim' };
    expect(metricsAllowed(access, 'Bearer geheim')).toBe(true);
    expect(metricsAllowed(access, 'Bearer geheim2')).toBe(false);
    expect(metricsAllowed(access, 'Basic geheim')).toBe(false);
    expect(metricsAllowed(access, undefined)).toBe(false);
    expect(metricsAllowed({ production: false, token: 'geheim' }, undefined)).toBe(false);
  });
});

describe('boundedLabel', () => {
  it('keeps the known values and the first others up to the cap, then answers other', () => {
    const label = boundedLabel(2, ['Known']);
    expect(['Known', 'A', 'B', 'C', 'A', 'Known'].map(label)).toEqual([
      'Known',
      'A',
      'B',
      'other',
      'A',
      'Known',
    ]);
  });
});

describe('childCache', () => {
  it('makes a child once per combination of label values', () => {
    let made = 0;
    const child = childCache((a: string, b: number) => ({ a, b, n: (made += 1) }));
    expect(child('x', 1)).toBe(child('x', 1));
    expect(child('x', 2)).not.toBe(child('x', 1));
    expect(made).toBe(2);
  });
});

describe('partMetrics', () => {
  it('gives each part its own registry, the process’s figures once in each answer', async () => {
    const one = partMetrics('one');
    const two = partMetrics('two');
    expect(one.registry).not.toBe(two.registry);
    const text = await one.render();
    expect(text.match(/^# TYPE process_resident_memory_bytes /gm)).toHaveLength(1);
  });
});
