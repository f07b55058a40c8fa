import pg from 'pg';
import { copyInto, tsv } from './support/sql-floor.js';
import { seedAndSignInDemo } from './support/demo-session.js';
import { TREASURY_SCHEMA } from '../services/treasury/database-schema.js';
import { fromCents } from '../formats/cents.js';
import { sampleWorkProcesses } from './process-memory.js';
import { generateSample } from './reconciliation/sample.js';
import { startSystemProcess } from './system-process.js';
import { sized } from './size.js';
import { runWhenMain } from './support/run-directly.js';

const LINES = sized(100_000, 2_000);
const TARGETS = { endToEndSeconds: 30, engineSeconds: 5, peakMegabytes: 500 };

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * Writes the labelled sample's lines and items into the demo organisation's
 * three bank accounts with COPY: realistic descriptions, amounts, dates and
 * references (the items' counterparties are left out: the sample's names are
 * not counterparties of the demo, so the engine sees their references only).
 */
export async function seed(
  databaseUrl: string,
): Promise<{ organizationId: string; lines: number; items: number }> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: `-c search_path=${TREASURY_SCHEMA},public`,
  });
  await client.connect();
  try {
    const { rows: accounts } = await client.query<{ id: string; organization_id: string }>(
      "select a.id, a.organization_id from bank_accounts a where a.currency = 'IDR' order by a.created_at limit 3",
    );
    const organizationId = accounts[0]!.organization_id;
    const sample = generateSample({ lines: LINES });
    const accountOf = new Map<string, string>();
    const account = (sampleAccount: string | null) => {
      if (sampleAccount === null) return null;
      if (!accountOf.has(sampleAccount))
        accountOf.set(sampleAccount, accounts[accountOf.size % accounts.length]!.id);
      return accountOf.get(sampleAccount)!;
    };
    await client.query('begin');
    await copyInto(
      client,
      'copy statement_transactions (organization_id, bank_account_id, transaction_date, description, reference, direction, amount, source, line_number, fingerprint) from stdin',
      sample.lines.map((line, index) =>
        tsv([
          organizationId,
          account(line.bankAccountId),
          line.date,
          line.description.slice(0, 1000),
          line.reference,
          line.direction,
          fromCents(line.open),
          'IMPORT',
          String(index),
          `bench-${line.id}`,
        ]),
      ),
    );
    await copyInto(
      client,
      'copy expected_transactions (organization_id, expected_date, description, amount, currency, direction, reconciliation_data, bank_account_id) from stdin',
      sample.items.map((item) =>
        tsv([
          organizationId,
          item.date,
          item.description.slice(0, 500) || 'Invoice',
          fromCents(item.open),
          item.currency,
          item.direction,
          JSON.stringify(
            item.references.slice(0, 20).map((value, index) => ({ key: `ref${index}`, value })),
          ),
          account(item.bankAccountId),
        ]),
      ),
    );
    await client.query('commit');
    await client.query('analyze statement_transactions; analyze expected_transactions');
    return { organizationId, lines: sample.lines.length, items: sample.items.length };
  } finally {
    await client.end();
  }
}

/** A plain SQL read of the same open lines and items: the floor of the run's read. */
async function readFloor(databaseUrl: string, organizationId: string): Promise<number> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: `-c search_path=${TREASURY_SCHEMA},public`,
  });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      'select id, bank_account_id, direction, amount, reconciled_amount, transaction_date, description, reference from statement_transactions where organization_id = $1 and reconciled_amount < amount and archived_at is null',
      [organizationId],
    );
    await client.query(
      'select id, bank_account_id, direction, currency, amount, reconciled_amount, expected_date, description, external_id, reconciliation_data from expected_transactions where organization_id = $1 and reconciled_amount < amount and archived_at is null',
      [organizationId],
    );
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

/**
 * 100,000 statement lines against about 100,000 expected items, matched end to
 * end through the treasury's REST API: read from PostgreSQL, the engine, and
 * the proposals written back, in the matching process the treasury runs it
 * in. Prints the run's steps, a plain SQL read of the same rows (its floor),
 * the peak memory of the run's process, and the product process's memory
 * meanwhile. Targets: end
 * to end under 30 s, the engine under 5 s, peak memory under 500 MB.
 */
export async function runReconciliationScaleBenchmark() {
  const system = await startSystemProcess();
  try {
    const { accessToken, organizationId } = await seedAndSignInDemo(system, seed);
    const floor = await readFloor(system.databaseUrl, organizationId);
    const sampler = sampleWorkProcesses(system.pid, 'matching-worker');
    const started = performance.now();
    const answer = await fetch(`${system.treasuryUrl}/reconciliations/runs`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-organization-id': organizationId,
        'content-type': 'application/json',
      },
      body: '{}',
      signal: AbortSignal.timeout(600_000),
    });
    const seconds = (performance.now() - started) / 1000;
    const run = (await answer.json()) as {
      lines: number;
      items: number;
      proposed: number;
      confirmed: number;
      milliseconds: { read: number; match: number; total: number };
    };
    if (answer.status !== 200)
      throw new Error(`the run failed: ${answer.status} ${JSON.stringify(run)}`);
    const memory = sampler.stop();
    // The run's own process: named after its run (`matching-worker run <organisation>`).
    const runs = [...memory.children.values()].filter((child) =>
      child.cmdline.includes(`run ${organizationId}`),
    );
    if (runs.length !== 1)
      throw new Error(`expected one matching process for the run, saw ${runs.length}`);
    const peak = megabytes(runs[0]!.peak);
    const engineSeconds = run.milliseconds.match / 1000;
    const passed =
      seconds < TARGETS.endToEndSeconds &&
      engineSeconds < TARGETS.engineSeconds &&
      peak < TARGETS.peakMegabytes;
    console.log(
      `reconciliation at scale: ${run.lines.toLocaleString('en-US')} open lines, ${run.items.toLocaleString('en-US')} open items, ${run.proposed.toLocaleString('en-US')} proposals written`,
    );
    console.log(
      `  end to end (REST):  ${seconds.toFixed(2)} s (target < ${TARGETS.endToEndSeconds} s)`,
    );
    console.log(
      `    read ${(run.milliseconds.read / 1000).toFixed(2)} s (floor: the same rows by plain SQL ${floor.toFixed(2)} s, ratio ${(run.milliseconds.read / 1000 / floor).toFixed(1)})`,
    );
    console.log(`    engine ${engineSeconds.toFixed(2)} s (target < ${TARGETS.engineSeconds} s)`);
    console.log(
      `    write ${((run.milliseconds.total - run.milliseconds.read - run.milliseconds.match) / 1000).toFixed(2)} s`,
    );
    console.log(
      `  peak memory of the run's process (VmHWM): ${peak.toFixed(0)} MB (target < ${TARGETS.peakMegabytes} MB)`,
    );
    console.log(
      `  the product process (BFF, services, sandbox bank) meanwhile: ${megabytes(memory.product.before).toFixed(0)} MB before the run, ${megabytes(memory.product.peak).toFixed(0)} MB at most`,
    );
    console.log(`  ${passed ? 'PASS' : 'FAIL'}`);
    return { name: 'reconciliation-scale', seconds, engineSeconds, peak, passed };
  } finally {
    await system.stop();
  }
}

await runWhenMain(import.meta.url, runReconciliationScaleBenchmark);
