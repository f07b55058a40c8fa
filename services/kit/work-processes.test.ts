import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from './errors.js';
import type { StandInOrder } from './fixtures/stand-in-worker.js';
import { createLogger } from './logger.js';
import { WorkProcesses } from './work-processes.js';

let directory: string;
type Record = { pid: number; bootedAt: number; order: StandInOrder; folder: string };
const recordOf = (id: string): Record =>
  JSON.parse(readFileSync(path.join(directory, `${id}.json`), 'utf8')) as Record;
const started = (id: string) => existsSync(path.join(directory, `${id}.json`));

function processes(concurrency?: number, reuseBelowMegabytes = 0) {
  return new WorkProcesses<StandInOrder, { id: string; pid: number }>({
    name: 'stand-in',
    script: path.join(import.meta.dirname, 'fixtures', 'stand-in-worker.ts'),
    heapMegabytes: 64,
    reuseBelowMegabytes,
    env: { STAND_IN_DIR: directory },
    logger: createLogger('test'),
    ...(concurrency === undefined ? {} : { concurrency }),
  });
}

const isRunning = (pid: number) => {
  try {
    // Signal 0 only asks whether the process is there.
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'work-processes-'));
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('work processes', () => {
  it('runs an order on the process made ready before it was asked for and answers its result, then readies a new one for the next', async () => {
    const pool = processes();
    pool.warm();
    const ready = pool.standbyPid;
    expect(ready).toBeDefined();
    expect(await pool.run({ id: 'first', then: 'answer' })).toEqual({ id: 'first', pid: ready });
    expect(recordOf('first').order).toEqual({ id: 'first', then: 'answer' });
    // Bundled into one file elsewhere (work-bundle.ts), its sources still know their own folder.
    expect(recordOf('first').folder).toBe(path.join(import.meta.dirname, 'fixtures'));

    // A process that may serve one order only exits after it; another is readied as it ends, for the next.
    await expect.poll(() => pool.standbyPid !== undefined && pool.standbyPid !== ready).toBe(true);
    const next = pool.standbyPid;
    expect((await pool.run({ id: 'second', then: 'answer' })).pid).toBe(next);
    pool.close();
  });

  it('runs orders asked for at once each on a process of its own', async () => {
    const pool = processes();
    pool.warm();
    const ids = Array.from({ length: 4 }, (_, index) => `together-${index}`);
    const answers = await Promise.all(ids.map((id) => pool.run({ id, then: 'answer' })));
    expect(new Set(answers.map((answer) => answer.pid)).size).toBe(4);
    pool.close();
  });

  it('answers the ServiceError a process refused its order with, field and all', async () => {
    const pool = processes();
    const refusal = await pool
      .run({ id: 'refused', then: 'refuse' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'U-TEST-1',
      message: 'Refused on purpose.',
      field: 'rules.0.name',
    });
    pool.close();
  });

  it('reports work that failed or a process that died as an error to try again, and starts a process of its own when the ready one has died', async () => {
    const pool = processes();
    await expect(pool.run({ id: 'failed', then: 'fail' })).rejects.toThrow(
      'The stand-in process exited with 1.',
    );
    await expect(pool.run({ id: 'died', then: 'die' })).rejects.toThrow(
      'The stand-in process exited with 3.',
    );
    // The ready process is killed from outside: another is made ready in its place.
    const standby = pool.standbyPid!;
    process.kill(standby, 'SIGKILL');
    await expect
      .poll(() => pool.standbyPid !== undefined && pool.standbyPid !== standby)
      .toBe(true);
    expect((await pool.run({ id: 'after-death', then: 'answer' })).pid).not.toBe(standby);
    pool.close();
  });

  it('lets no more than its concurrency work at once: the others wait their turn', async () => {
    const pool = processes(2);
    const runs = ['held-0', 'held-1', 'held-2', 'held-3'].map((id) =>
      pool.run({ id, then: 'answer', waitFor: 'release' }),
    );
    await expect.poll(() => started('held-0') && started('held-1'), { timeout: 20_000 }).toBe(true);
    // The first two hold on until released, so the others cannot have started: they wait in the queue.
    expect(pool.waiting).toBe(2);
    expect(started('held-2') || started('held-3')).toBe(false);
    writeFileSync(path.join(directory, 'release'), '');
    expect((await Promise.all(runs)).map((answer) => answer.id)).toEqual([
      'held-0',
      'held-1',
      'held-2',
      'held-3',
    ]);
    expect(pool.waiting).toBe(0);
    pool.close();
  });

  it('a process that stays small serves the next order too, one that grew exits; with no order waiting, one process is kept ready', async () => {
    const reused = processes(2, 4096);
    const first = await reused.run({ id: 'small-0', then: 'answer' });
    expect((await reused.run({ id: 'small-1', then: 'answer' })).pid).toBe(first.pid);
    // A refusal is an answer too: the process stays.
    await expect(reused.run({ id: 'small-2', then: 'refuse' })).rejects.toBeInstanceOf(
      ServiceError,
    );
    expect(reused.standbyPid).toBe(first.pid);
    // A burst: two at a time, on processes that stay, and one of them kept ready when it is over.
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, index) => reused.run({ id: `burst-${index}`, then: 'answer' })),
    );
    expect(new Set(burst.map((answer) => answer.pid)).size).toBeLessThanOrEqual(2);
    await expect
      .poll(
        () =>
          reused.standbyPid !== undefined &&
          burst.some((answer) => answer.pid === reused.standbyPid),
      )
      .toBe(true);
    reused.close();

    // Every process here has more resident memory than 1 MB: each exits after its order.
    const grown = processes(undefined, 1);
    const once = await grown.run({ id: 'grown-0', then: 'answer' });
    await expect.poll(() => isRunning(once.pid)).toBe(false);
    expect((await grown.run({ id: 'grown-1', then: 'answer' })).pid).not.toBe(once.pid);
    grown.close();
  });

  it('ends the ready process on close', async () => {
    const pool = processes();
    pool.warm();
    const standby = pool.standbyPid!;
    pool.close();
    expect(pool.standbyPid).toBeUndefined();
    await expect.poll(() => isRunning(standby)).toBe(false);
  });
});
