import pg from 'pg';
import { signInDemo } from './support/demo-session.js';
import { TREASURY_SCHEMA } from '../services/treasury/database-schema.js';
import { sized } from './size.js';
import { startSystemProcess } from './system-process.js';
import { runWhenMain } from './support/run-directly.js';

const LINES = sized(2_000, 200);
const TARGET_SECONDS = 1;
const ITEM_DESCRIPTION = 'Faktur bench konfirmasi';

/**
 * `count` incoming transfers on the demo organisation's first rupiah account,
 * each naming its own invoice, and the invoices they pay (amounts of their
 * own, far from the demo's), written as an import would leave them.
 */
async function seed(client: pg.Client, count: number): Promise<{ organizationId: string }> {
  const { rows } = await client.query<{ id: string; organization_id: string }>(
    "select id, organization_id from bank_accounts where currency = 'IDR' order by created_at limit 1",
  );
  const account = rows[0]!;
  await client.query(
    `insert into statement_transactions (organization_id, bank_account_id, transaction_date, description, direction, amount, source, line_number, fingerprint)
      select $1::uuid, $2::uuid, current_date - 1, 'TRSF E-BANKING CR ' || n || '/FTSCY INV/BENCH/' || lpad(n::text, 5, '0') || ' PT MAJU JAYA',
        'CREDIT', 900000000 + n * 137, 'IMPORT', n, 'bench-confirm-' || n
      from generate_series(1, $3::int) as n`,
    [account.organization_id, account.id, count],
  );
  await client.query(
    `insert into expected_transactions (organization_id, expected_date, description, amount, currency, direction, reconciliation_data, bank_account_id)
      select $1::uuid, current_date - 1, $4, 900000000 + n * 137, 'IDR', 'CREDIT',
        jsonb_build_array(jsonb_build_object('key', 'invoice', 'value', 'INV/BENCH/' || lpad(n::text, 5, '0'))), $2::uuid
      from generate_series(1, $3::int) as n`,
    [account.organization_id, account.id, count, ITEM_DESCRIPTION],
  );
  await client.query('analyze statement_transactions; analyze expected_transactions');
  return { organizationId: account.organization_id };
}

/**
 * The floor: the same writes on the same data, by plain SQL in one
 * transaction, rolled back so the product finds the data untouched: one
 * match and one allocation per line (the allocation trigger moving both
 * sides), an activity-log entry and an outbox event per match. The pairs are
 * known beforehand (no locks, no checks, no proposals to link).
 */
async function measureFloor(
  client: pg.Client,
  organizationId: string,
): Promise<{ seconds: number; matches: number }> {
  await client.query('begin');
  try {
    await client.query(
      `create temporary table bench_pairs on commit drop as
        select gen_random_uuid() as reconciliation_id, l.id as line_id, e.id as item_id, l.bank_account_id, l.amount
        from statement_transactions l join expected_transactions e on e.organization_id = l.organization_id and e.amount = l.amount and e.description = $2
        where l.organization_id = $1 and l.fingerprint like 'bench-confirm-%'`,
      [organizationId, ITEM_DESCRIPTION],
    );
    const started = performance.now();
    await client.query(
      `insert into reconciliations (id, organization_id, bank_account_id, direction, kind, result) select reconciliation_id, $1, bank_account_id, 'CREDIT', 'AUTOMATIC', 'FULL_MATCH' from bench_pairs`,
      [organizationId],
    );
    const { rowCount } = await client.query(
      `insert into reconciliation_allocations (organization_id, reconciliation_id, statement_transaction_id, expected_transaction_id, amount) select $1, reconciliation_id, line_id, item_id, amount from bench_pairs`,
      [organizationId],
    );
    await client.query(
      `insert into activity_log (organization_id, entity, entity_id, action, summary, description, changes)
        select $1, 'RECONCILIATION', reconciliation_id::text, 'RECONCILED', 'Matched IDR ' || amount, jsonb_build_object('message', 'RECONCILIATION_MADE'),
          jsonb_build_array(jsonb_build_object('field', 'allocation', 'before', null, 'after', line_id || ' with ' || item_id || ': IDR ' || amount)) from bench_pairs`,
      [organizationId],
    );
    await client.query(
      `insert into outbox (type, organization_id, subject_id, payload) select 'reconciliation.updated', $1, reconciliation_id::text, jsonb_build_object('subjectId', reconciliation_id, 'change', 'MATCHED') from bench_pairs`,
      [organizationId],
    );
    return { seconds: (performance.now() - started) / 1000, matches: rowCount ?? 0 };
  } finally {
    await client.query('rollback');
  }
}

/**
 * 2,000 transfers each paying its invoice, confirmed by a rule by itself in
 * one run through the treasury's REST API: prints how long confirming took
 * (the run's `milliseconds.confirm`), beside the floor (`measureFloor`)
 * measured on the same data in the same run, and their ratio. Target: under
 * a second.
 */
export async function runReconciliationConfirmBenchmark() {
  const system = await startSystemProcess();
  const client = new pg.Client({
    connectionString: system.databaseUrl,
    options: `-c search_path=${TREASURY_SCHEMA},public`,
  });
  await client.connect();
  try {
    const { organizationId } = await seed(client, LINES);
    const session = await signInDemo(system);
    if (session.organizationId !== organizationId)
      throw new Error('the seeded account is not the demo organisation’s');
    const headers = {
      authorization: `Bearer ${session.accessToken}`,
      'x-organization-id': organizationId,
      'content-type': 'application/json',
    };
    const rule = await fetch(`${system.treasuryUrl}/reconciliation-rules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench: confident', autoConfirmAt: '0.9' }),
    });
    if (rule.status !== 201)
      throw new Error(`the rule was refused: ${rule.status} ${await rule.text()}`);

    const floor = await measureFloor(client, organizationId);
    const answer = await fetch(`${system.treasuryUrl}/reconciliations/runs`, {
      method: 'POST',
      headers,
      body: '{}',
      signal: AbortSignal.timeout(600_000),
    });
    const run = (await answer.json()) as {
      lines: number;
      proposed: number;
      confirmed: number;
      milliseconds: { read: number; match: number; confirm: number; total: number };
    };
    if (answer.status !== 200)
      throw new Error(`the run failed: ${answer.status} ${JSON.stringify(run)}`);
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from expected_transactions where organization_id = $1 and description = $2 and reconciliation_status = 'RECONCILED'`,
      [organizationId, ITEM_DESCRIPTION],
    );
    const reconciled = Number(rows[0]!.count);
    const seconds = run.milliseconds.confirm / 1000;
    const passed = reconciled === LINES && seconds < TARGET_SECONDS;
    console.log(
      `reconciliation auto-confirm: ${run.lines.toLocaleString('en-US')} open lines, ${run.proposed.toLocaleString('en-US')} proposals, ${run.confirmed.toLocaleString('en-US')} confirmed by the rule`,
    );
    console.log(
      `  of the ${LINES.toLocaleString('en-US')} seeded invoices, ${reconciled.toLocaleString('en-US')} reconciled`,
    );
    console.log(
      `  confirming: ${seconds.toFixed(3)} s (target < ${TARGET_SECONDS} s), in the run's one transaction`,
    );
    console.log(
      `  floor (plain SQL, the same ${floor.matches.toLocaleString('en-US')} matches' writes on the same data): ${floor.seconds.toFixed(3)} s, ratio ${(seconds / floor.seconds).toFixed(1)}`,
    );
    console.log(`  ${passed ? 'PASS' : 'FAIL'}`);
    return { name: 'reconciliation-confirm', seconds, floor: floor.seconds, passed };
  } finally {
    await client.end();
    await system.stop();
  }
}

await runWhenMain(import.meta.url, runReconciliationConfirmBenchmark);
