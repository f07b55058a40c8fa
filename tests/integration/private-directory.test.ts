import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// As root, PostgreSQL runs as the `postgres` system user,
// which cannot enter a private checkout (mode 700, as /root is). The checkout
// here is a private folder holding its own copy of the PostgreSQL binary
// package (a symlinked node_modules would resolve to the real, reachable
// path and prove nothing) and its data under ./.data, as `npm start` keeps it.

const execFileAsync = promisify(execFile);
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const asRoot = process.getuid?.() === 0;

const probe = `
import { startEmbeddedPostgres } from './services/kit/embedded-postgres.ts';
import pg from 'pg';
const database = await startEmbeddedPostgres({ dataDir: './.data' });
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query('create table if not exists starts (at timestamptz not null default now())');
await client.query('insert into starts default values');
const { rows } = await client.query('select count(*)::int as starts, current_user as "user" from starts');
await client.end();
await database.stop();
console.log(JSON.stringify(rows[0]));
`;

describe.skipIf(!asRoot)(
  'a checkout in a private folder, as root (skipped unless root: only root runs PostgreSQL as another user)',
  () => {
    let privateDir: string | undefined;
    afterAll(async () => {
      if (!privateDir) return;
      // The cluster may live outside the checkout (DATA_DIR/postgres links to it).
      const link = path.join(privateDir, 'kas', '.data', 'postgres');
      const target = await fs.readlink(link).catch(() => undefined);
      if (target)
        await fs.rm(path.resolve(path.dirname(link), target), { recursive: true, force: true });
      await fs.rm(privateDir, { recursive: true, force: true });
    });

    it('starts the embedded PostgreSQL, answers a query and keeps its data for the next start', async () => {
      privateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kas-private-'));
      await fs.chmod(privateDir, 0o700);
      const checkout = path.join(privateDir, 'kas');
      await fs.mkdir(path.join(checkout, 'services', 'kit'), { recursive: true });
      await fs.mkdir(path.join(checkout, 'node_modules'));
      await fs.copyFile(path.join(repository, 'package.json'), path.join(checkout, 'package.json'));
      await fs.copyFile(
        path.join(repository, 'services/kit/embedded-postgres.ts'),
        path.join(checkout, 'services/kit/embedded-postgres.ts'),
      );
      await fs.writeFile(path.join(checkout, 'probe.ts'), probe);
      const copied = new Set(['embedded-postgres', '@embedded-postgres']);
      for (const entry of await fs.readdir(path.join(repository, 'node_modules'))) {
        const from = path.join(repository, 'node_modules', entry);
        const to = path.join(checkout, 'node_modules', entry);
        if (copied.has(entry)) await fs.cp(from, to, { recursive: true, verbatimSymlinks: true });
        else await fs.symlink(from, to);
      }

      const start = async () => {
        const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'probe.ts'], {
          cwd: checkout,
          timeout: 50_000,
        });
        return JSON.parse(stdout.trim().split('\n').at(-1)!) as { starts: number; user: string };
      };
      expect(await start()).toEqual({ starts: 1, user: 'postgres' });
      expect(await start()).toEqual({ starts: 2, user: 'postgres' });
      // The checkout stays private: nothing above it was opened up.
      expect((await fs.stat(privateDir)).mode & 0o777).toBe(0o700);
    }, 60_000);
  },
);
