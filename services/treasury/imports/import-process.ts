import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Logger } from '../../kit/logger.js';

const WORKER = path.join(import.meta.dirname, 'import-worker.ts');
const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * The import process's heap: plenty for a 25 MB file streamed in batches
 * (bench/statement-import.ts peaks near 170 MB), small enough that V8
 * collects as it goes instead of growing past the spec's 250 MB.
 */
const HEAP_FLAGS = ['--max-old-space-size=160'];

export type ImportProcessOptions = { databaseUrl: string; storageDir: string; logger: Logger; now?: (() => Date) | undefined };

/**
 * Runs one import attempt in a child process (`import-worker.ts`) and waits
 * for it. Resolves when the attempt ended the import one way or another;
 * rejects when it is to be tried again, including when the process died
 * (the attempt's transaction was rolled back with its connection).
 */
export function runImportProcess(options: ImportProcessOptions, importId: string, attempt: { number: number; max: number }): Promise<void> {
  const args = [...HEAP_FLAGS, '--import', 'tsx', WORKER, importId, String(attempt.number), String(attempt.max), ...(options.now ? [options.now().toISOString()] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: options.databaseUrl, STORAGE_DIR: options.storageDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        options.logger.warn({ importId, code, signal }, 'import process did not finish the import');
        reject(new Error(`The import process exited with ${signal ?? code}.`));
      }
    });
  });
}
