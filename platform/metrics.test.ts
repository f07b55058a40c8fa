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

  it('declares a part’s counters and histograms in its registry, a number label written as text', async () => {
    const part = partMetrics('declaring');
    const answers = part.counter({
      name: 'answers_total',
      help: 'Answers.',
      labelNames: ['status'],
    });
    const waits = part.histogram({ name: 'wait_seconds', help: 'Waits.', labelNames: ['route'] });
    expect(answers(200)).toBe(answers(200));
    answers(200).inc();
    answers('200').inc();
    waits('/x').observe(0.2);
    const text = await part.registry.metrics();
    expect(text).toContain('answers_total{status="200",service="declaring"} 2');
    expect(text).toContain('wait_seconds_count{service="declaring",route="/x"} 1');
  });

  it('reads a labelled gauge when scraped, dropping a value it no longer answers', async () => {
    const part = partMetrics('gauging');
    let figures: [string, number][] = [
      ['a', 2],
      ['b', 1],
    ];
    part.labelledGauge({ name: 'open_things', help: 'Things.', labelName: 'kind' }, () => figures);
    expect(await part.registry.metrics()).toContain('open_things{kind="b",service="gauging"} 1');
    figures = [['a', 3]];
    const text = await part.registry.metrics();
    expect(text).toContain('open_things{kind="a",service="gauging"} 3');
    expect(text).not.toContain('kind="b"');
  });
});
