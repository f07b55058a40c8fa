import path from 'node:path';
import type { Logger } from '../../kit/logger.js';
import { WorkProcesses } from '../../kit/work-processes.js';

/** What an import process is told to run, once it has loaded its code. */
export type ImportOrder = {
  importId: string;
  attempt: number;
  maxAttempts: number;
  now: string | null;
};

/** A process that ends an import smaller than this (140-155 MB after a small file, most of it its code) serves the next. */
const REUSE_BELOW_MEGABYTES = 200;

/**
 * Import attempts in processes of their own (`import-worker.ts`), so a 25 MB
 * file never shares memory with the service answering requests, and a
 * process runs one import at a time. Its heap is plenty for a 25 MB file
 * streamed in batches (bench/statement-import.ts peaks near 170 MB), small
 * enough that V8 collects as it goes instead of growing past the spec's
 * 250 MB. Loading a process's code costs about three seconds of CPU, so the
 * first import starts one and a process that stayed small serves the next;
 * one that grew with a large file exits and gives its memory back.
 */
export function importWorkProcesses(options: {
  databaseUrl: string;
  storageDir: string;
  logger: Logger;
}): WorkProcesses<ImportOrder, void> {
  return new WorkProcesses({
    name: 'import',
    script: path.join(import.meta.dirname, 'import-worker.ts'),
    heapMegabytes: 160,
    reuseBelowMegabytes: REUSE_BELOW_MEGABYTES,
    env: { DATABASE_URL: options.databaseUrl, STORAGE_DIR: options.storageDir },
    logger: options.logger,
  });
}
