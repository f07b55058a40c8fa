import { defaultRule, propose } from '../../services/treasury/reconciliation/engine/engine.js';
import type { EngineItem } from '../../services/treasury/reconciliation/engine/types.js';
import { generateSample } from './sample.js';

/**
 * The engine alone on the scale benchmark's 100,000 lines, in this process:
 * wall and CPU time of `propose`, and the heap before and after, with the
 * items' counterparties (as a real organisation has them) or without (as the
 * scale benchmark seeds them). `node --import tsx bench/reconciliation/profile-engine.ts [--no-counterparties]`;
 * add `--cpu-prof` to node for a profile.
 */
const lines = Number(process.env.LINES ?? 100_000);
const withoutCounterparties = process.argv.includes('--no-counterparties');
const sample = generateSample({ lines });
const items: EngineItem[] = withoutCounterparties
  ? sample.items.map((item) => ({ ...item, counterparty: null }))
  : sample.items;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round += 1) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { proposals } = propose(sample.lines, items, [{ ...defaultRule(), autoConfirmAt: 0.97 }]);
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const after = process.memoryUsage();
  console.log(
    `${sample.lines.length} lines, ${items.length} items${withoutCounterparties ? ' (no counterparties)' : ''}: ${proposals.length} proposals; wall ${wall.toFixed(2)} s, CPU ${((used.user + used.system) / 1e6).toFixed(2)} s; heap ${megabytes(before.heapUsed)} -> ${megabytes(after.heapUsed)}, rss ${megabytes(after.rss)}`,
  );
}
