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

/**
 * Each import attempt in a process of its own (`import-worker.ts`), so a
 * 25 MB file never shares memory with the service answering requests, and a
 * process never runs two imports. Its heap is plenty for a 25 MB file
 * streamed in batches (bench/statement-import.ts peaks near 170 MB), small
 * enough that V8 collects as it goes instead of growing past the spec's
 * 250 MB. The service warms one as it starts, so the first import does not
 * wait for a process to load its code.
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
    reuseBelowMegabytes: 0,
    env: { DATABASE_URL: options.databaseUrl, STORAGE_DIR: options.storageDir },
    logger: options.logger,
  });
}
