import { readFileSync } from 'node:fs';
import { createDatabase } from '../../services/kit/database.js';
import type { TreasuryDatabase } from '../../services/treasury/db-types.js';
import { TREASURY_SCHEMA } from '../../services/treasury/database-schema.js';
import { defaultRule, propose } from '../../services/treasury/reconciliation/engine/engine.js';
import {
  openExpectedItems,
  openLines,
} from '../../services/treasury/reconciliation/repository/open-sides.js';
import { replacePendingProposals } from '../../services/treasury/reconciliation/repository/proposals.js';
import { seed } from '../reconciliation-scale.js';
import { startSystemProcess } from '../system-process.js';

/**
 * The steps of a run of automatic matching (service.ts `run`) in this
 * process, with the time (wall and CPU) and memory of each: the scale
 * benchmark's figures taken apart. Without DATABASE_URL it starts the product,
 * seeds the scale benchmark's 100,000 lines and waits, printing the URL and the
 * organisation to run against: `DATABASE_URL=… ORGANIZATION_ID=… node --import tsx bench/reconciliation/profile-run.ts`.
 */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peak = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

if (!process.env.DATABASE_URL) {
  const system = await startSystemProcess();
  const seeded = await seed(system.databaseUrl);
  console.log(`DATABASE_URL=${system.databaseUrl} ORGANIZATION_ID=${seeded.organizationId}`);
  process.on('SIGTERM', () => void system.stop().then(() => process.exit(0)));
  await new Promise(() => {});
}

const db = createDatabase<TreasuryDatabase>({
  url: process.env.DATABASE_URL!,
  schema: TREASURY_SCHEMA,
});
const organizationId = process.env.ORGANIZATION_ID!;
let wall = performance.now();
let cpu = process.cpuUsage();
const step = (name: string) => {
  const used = process.cpuUsage(cpu);
  // With --expose-gc, what is still reachable after each step (the collection itself changes the peaks that follow).
  globalThis.gc?.();
  const memory = process.memoryUsage();
  console.log(
    `${name.padEnd(8)} wall ${((performance.now() - wall) / 1000).toFixed(2)} s, CPU ${((used.user + used.system) / 1e6).toFixed(2)} s; heap ${megabytes(memory.heapUsed)}, rss ${megabytes(memory.rss)}, peak ${megabytes(peak())}`,
  );
  wall = performance.now();
  cpu = process.cpuUsage();
};
step('start');
const [lines, items] = await Promise.all([
  openLines(db, organizationId),
  openExpectedItems(db, organizationId),
]);
step('read');
const { proposals } = propose(lines, items, [defaultRule()]);
step('engine');
if (process.env.SNAPSHOT)
  console.log('snapshot', (await import('node:v8')).writeHeapSnapshot(process.env.SNAPSHOT));
await db
  .transaction()
  .execute((trx) => replacePendingProposals(trx, organizationId, crypto.randomUUID(), proposals));
step('write');
console.log(`${lines.length} lines, ${items.length} items, ${proposals.length} proposals`);
await db.destroy();
