import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DEMO } from '../demo/seed.js';
import { signedInClient, type GraphQLClient } from '../tests/support/graphql-client.js';
import { memoryOf } from './process-memory.js';
import { sized } from './size.js';
import { copyInto, tsv } from './support/sql-floor.js';
import { startSystemProcess } from './system-process.js';

/** Statement transactions pulled in one bulk operation: the 100,000. */
const ROWS = sized(100_000, 2_000);
/** The most the product's resident set may grow while it runs, whatever the file's size: it is streamed. */
const TARGET_GROWTH_MEGABYTES = 128;
const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MEGABYTE).toFixed(1);

const QUERY = (bankAccountId: string) =>
  `{ statementTransactions(bankAccountId: "${bankAccountId}") { edges { node { id date description direction amount { amount currency } reconciliationStatus } } } }`;

/**
 * One bulk operation (bff/modules/bulk-operations) pulling `ROWS` statement
 * transactions of one account as an integrator's API key would, against its
 * floor: the same rows read by plain SQL `COPY … TO STDOUT` into a file, in
 * the same run. Prints rows per second, the product's peak resident set and
 * its growth while the operation ran (sampled every 50 ms), the floor and the
 * ratio. Passes when the file holds every row once and the product grew less
 * than `TARGET_GROWTH_MEGABYTES`, which a file held whole would pass at full
 * size; the ratio is reported, not judged (the operation goes through
 * GraphQL and the services page by page, the floor through one query).
 */
export async function runBulkOperationBenchmark() {
  const system = await startSystemProcess();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'kas-bulk-'));
  try {
    const member = await signedInClient(system.url, DEMO);
    const { bankAccountId, serviceAccountId } = await seedLines(member, system.databaseUrl);
    const key = await apiKeyOf(member);
    const floorSeconds = await copyFloor(system.databaseUrl, serviceAccountId, directory);

    const before = memoryOf(system.pid);
    let peak = before.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(system.pid).rss)), 50);
    const started = performance.now();
    const operation = await runToTheEnd(system.url, key, QUERY(bankAccountId));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, memoryOf(system.pid).rss);

    const file = path.join(directory, 'bulk.jsonl');
    const ids = await downloadIds(`${system.url}${operation.url}`, key, file);
    const complete =
      operation.status === 'COMPLETED' && ids.total === ROWS && ids.distinct === ROWS;
    const growth = peak - before.rss;
    const withinMemory = growth < TARGET_GROWTH_MEGABYTES * MEGABYTE;
    const passed = complete && withinMemory;
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(`bulk operation: ${ROWS} statement transactions of one account, by an API key`);
    console.log(
      `  operation: ${seconds.toFixed(2)} s from start to COMPLETED, ${(ROWS / seconds).toFixed(0)} rows/s; file ${megabytes(statSync(file).size)} MB, ${ids.total} lines, ${ids.distinct} distinct ids`,
    );
    console.log(
      `  memory:    product process RSS ${megabytes(before.rss)} MB before, peak ${megabytes(peak)} MB while it ran (+${megabytes(growth)} MB)`,
    );
    console.log(
      `  floor:     the same rows by plain SQL COPY to a file ${floorSeconds.toFixed(2)} s (${(ROWS / floorSeconds).toFixed(0)} rows/s); ratio ${(seconds / floorSeconds).toFixed(1)}x`,
    );
    console.log(
      `  target:    every row once ${verdict(complete)}; growth < ${TARGET_GROWTH_MEGABYTES} MB ${verdict(withinMemory)}; overall ${verdict(passed)}`,
    );
    return {
      name: 'bulk-operation',
      passed,
      rows: ROWS,
      seconds,
      rowsPerSecond: ROWS / seconds,
      floorSeconds,
      ratio: seconds / floorSeconds,
      peakRssMb: peak / MEGABYTE,
      growthMb: growth / MEGABYTE,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
    await system.stop();
  }
}

/** A new manual account of the demo organisation with `ROWS` statement lines, written by COPY as an import writes them. */
async function seedLines(member: GraphQLClient, databaseUrl: string) {
  const number = String(Date.now()).slice(-10);
  const { bankAccountCreate } = await member.data<{
    bankAccountCreate: { bankAccount: { id: string } | null; userErrors: unknown[] };
  }>(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } userErrors { code message } } }',
    {
      input: {
        bankCode: '014',
        accountNumber: number,
        accountName: 'PT CURAH DATA',
        alias: `BCA Curah ${number}`,
        currency: 'IDR',
        connectionType: 'MANUAL',
        status: 'ACTIVE',
      },
    },
  );
  const bankAccountId = bankAccountCreate.bankAccount?.id;
  if (!bankAccountId) throw new Error(JSON.stringify(bankAccountCreate.userErrors));
  const serviceAccountId = Buffer.from(bankAccountId, 'base64').toString().split(':')[1]!;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ organization_id: string }>(
      'select organization_id from treasury.bank_accounts where id = $1',
      [serviceAccountId],
    );
    const organizationId = rows[0]!.organization_id;
    const seed = randomUUID();
    await copyInto(
      client,
      'copy treasury.statement_transactions (organization_id, bank_account_id, transaction_date, description, direction, amount, source, line_number, fingerprint) from stdin',
      (function* () {
        for (let line = 1; line <= ROWS; line += 1)
          yield tsv([
            organizationId,
            serviceAccountId,
            `2026-${String(1 + (line % 11)).padStart(2, '0')}-${String(1 + (line % 28)).padStart(2, '0')}`,
            `TRSF E-BANKING CR ${line} PELANGGAN ${line % 977}`,
            line % 3 === 0 ? 'DEBIT' : 'CREDIT',
            `${(line % 50_000) + 1}000.00`,
            'IMPORT',
            String(line),
            `${seed}-${line}`,
          ]);
      })(),
    );
  } finally {
    await client.end();
  }
  return { bankAccountId, serviceAccountId };
}

/** An API key of the demo member in the Maker role: the integrator's credential. */
async function apiKeyOf(member: GraphQLClient): Promise<string> {
  const { roles } = await member.data<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  const { apiKeyCreate } = await member.data<{ apiKeyCreate: { secret: string | null } }>(
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret userErrors { code } } }',
    {
      input: {
        name: `Curah ${randomUUID().slice(0, 8)}`,
        roleId: roles.find((role) => role.name === 'Maker')!.id,
        expiresInDays: 1,
      },
    },
  );
  if (!apiKeyCreate.secret) throw new Error('no API key');
  return apiKeyCreate.secret;
}

/** The floor: the account's rows read by plain SQL, `COPY (…) TO STDOUT` into a file; its seconds. */
async function copyFloor(databaseUrl: string, accountId: string, directory: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await pipeline(
      client.query(
        copyTo(
          `copy (select id, transaction_date, description, direction, amount, reconciliation_status from treasury.statement_transactions where bank_account_id = '${accountId}' order by transaction_date desc, line_number desc, id desc) to stdout`,
        ),
      ),
      createWriteStream(path.join(directory, 'floor.tsv')),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

type Operation = { id: string; status: string; url: string | null; errorCode: string | null };

/** Starts the bulk query as the key and polls its status until it has ended: the operation as it ended. */
async function runToTheEnd(url: string, key: string, query: string): Promise<Operation> {
  const api = async <T>(document: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: document, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const { bulkOperationRunQuery } = await api<{
    bulkOperationRunQuery: { bulkOperation: Operation | null; userErrors: unknown[] };
  }>(
    'mutation ($query: String!) { bulkOperationRunQuery(query: $query) { bulkOperation { id status url errorCode } userErrors { code message } } }',
    { query },
  );
  let operation = bulkOperationRunQuery.bulkOperation;
  if (!operation) throw new Error(JSON.stringify(bulkOperationRunQuery.userErrors));
  const id = operation.id;
  while (operation.status === 'CREATED' || operation.status === 'RUNNING') {
    // Polled as an integrator would; the key's rate limit allows ten a second.
    await new Promise((resolve) => setTimeout(resolve, 100));
    operation = (
      await api<{ bulkOperation: Operation }>(
        'query ($id: ID!) { bulkOperation(id: $id) { id status url errorCode } }',
        { id },
      )
    ).bulkOperation;
  }
  if (operation.status !== 'COMPLETED')
    throw new Error(`the operation ended ${operation.status} (${operation.errorCode})`);
  return operation;
}

/** Downloads the file to `file` (streamed to disk) and counts its lines and distinct ids, a line at a time. */
async function downloadIds(url: string, key: string, file: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  if (response.status !== 200 || !response.body) throw new Error(`download: ${response.status}`);
  await pipeline(response.body, createWriteStream(file));
  const ids = new Set<string>();
  let total = 0;
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (line === '') continue;
    total += 1;
    ids.add((JSON.parse(line) as { id: string }).id);
  }
  return { total, distinct: ids.size };
}
