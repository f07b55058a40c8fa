import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../services/kit/embedded-postgres.js';

export type RunningSystem = { url: string; accountUrl: string; treasuryUrl: string; databaseUrl: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the product as `npm start` runs it (embedded PostgreSQL with the demo
 * data, NODE_ENV=production) in a process of its own, so the load generator
 * in this process does not share its event loop.
 */
export async function startSystemProcess(): Promise<RunningSystem> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'start.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      DATABASE_URL: '',
      // Production requires the keys that seal authenticator secrets and bank credentials.
      TWO_FACTOR_SECRET_KEY: randomBytes(32).toString('base64'),
      TREASURY_CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`system did not start:\n${text}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Demo sign-in')) {
        clearTimeout(timer);
        resolve(text);
      }
    });
    child.on('exit', (code) => reject(new Error(`system exited with ${code}:\n${text}`)));
  });
  const docs = [...output.matchAll(/(http:\/\/127\.0\.0\.1:\d+)\/docs/g)].map((match) => match[1]!);
  return {
    url: `http://127.0.0.1:${port}`,
    accountUrl: docs[0]!,
    treasuryUrl: docs[1]!,
    // Where npm start leaves its embedded database's URL (`databaseUrlFile` in system.ts).
    databaseUrl: readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim(),
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
