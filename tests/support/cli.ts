import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

/** `npm run cli -- <args>` against the database at `databaseUrl`, with `env` over the test's: its exit code and output. */
export async function runCli(
  databaseUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}
