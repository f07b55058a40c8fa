import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue.js';

/** A work that runs until the test lets it end, and says when it started. */
function heldWork() {
  let release!: () => void;
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    running,
    release: () => release(),
    work: async () => {
      started();
      await done;
      return 'printed';
    },
  };
}

const busy = () => new Error('busy');

describe('a bounded queue', () => {
  it('when more work arrives than may run, the rest waits its turn up to the queue’s length and beyond it is refused at once', async () => {
    const queue = new BoundedQueue(2, 2);
    const works = Array.from({ length: 5 }, heldWork);
    const answers = works.map((held) =>
      queue.run(held.work, busy).then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );

    await Promise.all([works[0]!.running, works[1]!.running]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    expect(await answers[4]).toBe('busy');

    works[0]!.release();
    await works[2]!.running;
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    for (const held of works) held.release();
    expect(await Promise.all(answers)).toEqual([
      'printed',
      'printed',
      'printed',
      'printed',
      'busy',
    ]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('when a work fails, its place passes to the next one all the same', async () => {
    const queue = new BoundedQueue(1, 1);
    const failing = queue.run(() => Promise.reject(new Error('broken font')), busy);
    const next = queue.run(async () => 'printed', busy);

    await expect(failing).rejects.toThrow('broken font');
    expect(await next).toBe('printed');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
