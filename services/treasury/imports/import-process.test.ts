import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../kit/logger.js';
import { ImportProcesses, type ImportOrder } from './import-process.js';

const worker = path.join(import.meta.dirname, 'fixtures', 'stand-in-worker.mjs');
let directory: string;
type Record = { pid: number; bootedAt: number; order: ImportOrder };
const recordOf = (importId: string): Record => JSON.parse(readFileSync(path.join(directory, `${importId}.json`), 'utf8')) as Record;

function processes(now?: () => Date) {
  return new ImportProcesses({
    databaseUrl: 'postgres://unused',
    storageDir: directory,
    logger: createLogger('test'),
    worker,
    now,
  });
}

beforeAll(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'import-processes-'));
  process.env.STAND_IN_DIR = directory;
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('import processes', () => {
  it('runs an import on the process made ready before it was asked for, then readies a new one for the next', async () => {
    const pool = processes(() => new Date('2026-11-22T03:00:00Z'));
    pool.warm();
    const ready = pool.standbyPid;
    expect(ready).toBeDefined();
    await pool.run('first', { number: 1, max: 3 });
    const first = recordOf('first');
    expect(first).toMatchObject({
      pid: ready,
      order: {
        importId: 'first',
        attempt: 1,
        maxAttempts: 3,
        now: '2026-11-22T03:00:00.000Z',
      },
    });

    // A process never runs two imports: the next one runs on the process readied as the first ended.
    const next = pool.standbyPid;
    expect(next).toBeDefined();
    expect(next).not.toBe(ready);
    await pool.run('second', { number: 1, max: 3 });
    expect(recordOf('second').pid).toBe(next);
    pool.close();
  });

  it('runs imports asked for at once each on a process of its own', async () => {
    const pool = processes();
    pool.warm();
    const ids = Array.from({ length: 4 }, (_, index) => `together-${index}`);
    await Promise.all(ids.map((id) => pool.run(id, { number: 1, max: 1 })));
    expect(new Set(ids.map((id) => recordOf(id).pid)).size).toBe(4);
    pool.close();
  });

  it('starts a process of its own when the ready one has died, and reports an attempt to try again', async () => {
    const pool = processes();
    pool.warm();
    // The ready process is killed from outside.
    const standby = pool.standbyPid!;
    process.kill(standby, 'SIGKILL');
    await expect.poll(() => pool.standbyPid).toBeUndefined();
    await pool.run('after-death', { number: 1, max: 3 });
    expect(recordOf('after-death').pid).not.toBe(standby);

    await expect(pool.run('again', { number: 99, max: 100 })).rejects.toThrow('The import process exited with 1.');
    pool.close();
  });

  it('ends the ready process on close', async () => {
    const pool = processes();
    pool.warm();
    const standby = pool.standbyPid!;
    pool.close();
    expect(pool.standbyPid).toBeUndefined();
    // Signal 0 only asks whether the process is there.
    await expect
      .poll(() => {
        try {
          process.kill(standby, 0);
          return true;
        } catch {
          return false;
        }
      })
      .toBe(false);
  });
});
