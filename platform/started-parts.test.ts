import { describe, expect, it } from 'vitest';
import { StartedParts } from './started-parts.js';

/** A part that notes in `log` when it stops, and fails to stop when told. */
const part = (log: string[], name: string, failsToStop = false) => ({
  name,
  stop: async () => {
    log.push(name);
    if (failsToStop) throw new Error(`${name} would not stop`);
  },
});

describe('the parts a start has started', () => {
  it('stop newest first, once, however often they are told to', async () => {
    const log: string[] = [];
    const started = new StartedParts();
    for (const name of ['database', 'service', 'gateway'])
      await started.keep(Promise.resolve(part(log, name)), (each) => each.stop());
    await Promise.all([started.stopAll(), started.stopAll()]);
    await started.stopAll();
    expect(log).toEqual(['gateway', 'service', 'database']);
  });

  it('stop when the start fails, and its error goes on', async () => {
    const log: string[] = [];
    const started = new StartedParts();
    const failure = new Error('listen EADDRINUSE');
    await expect(
      started.during(async () => {
        await started.keep(Promise.resolve(part(log, 'database')), (each) => each.stop());
        await started.keep(Promise.resolve(part(log, 'service')), (each) => each.stop());
        await started.step(Promise.reject(failure));
      }),
    ).rejects.toBe(failure);
    expect(log).toEqual(['service', 'database']);
  });

  it('stop at the next step once the signal is aborted, the part it waited for included', async () => {
    const log: string[] = [];
    const stopping = new AbortController();
    const started = new StartedParts(stopping.signal);
    let release = () => {};
    const slow = new Promise<ReturnType<typeof part>>(
      (resolve) => (release = () => resolve(part(log, 'service'))),
    );
    const start = started.during(async () => {
      await started.keep(Promise.resolve(part(log, 'database')), (each) => each.stop());
      const service = started.keep(slow, (each) => each.stop());
      // The signal comes while the service starts.
      stopping.abort(new Error('SIGTERM'));
      release();
      await service;
      log.push('went on');
    });
    await expect(start).rejects.toThrow('SIGTERM');
    expect(log).toEqual(['service', 'database']);
  });

  it('stop every part when one fails to stop, and say which failed', async () => {
    const log: string[] = [];
    const started = new StartedParts();
    await started.keep(Promise.resolve(part(log, 'database')), (each) => each.stop());
    await started.keep(Promise.resolve(part(log, 'service', true)), (each) => each.stop());
    await started.keep(Promise.resolve(part(log, 'bff')), (each) => each.stop());
    await expect(started.stopAll()).rejects.toThrow('service would not stop');
    expect(log).toEqual(['bff', 'service', 'database']);
  });
});
