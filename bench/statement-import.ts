import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { DEMO } from '../demo/seed.js';
import { addDays } from '../services/snap-sandbox/statement-generator.js';
import { businessToday } from '../services/treasury/statements/parsing/dates.js';
import { syntheticBcaPersonalStatement } from '../services/treasury/statements/parsing/synthetic-statement.js';
import { GraphQLClient } from '../tests/support/graphql-client.js';
import { startSystemProcess } from './system-process.js';

const MEGABYTE = 1024 * 1024;
const FILE_MEGABYTES = 25;
const TARGET_SECONDS = 20;
const TARGET_PEAK_MEGABYTES = 250;
const megabytes = (bytes: number) => (bytes / MEGABYTE).toFixed(1);

/** The kernel's figures for a process: resident set now and its peak (high-water mark) so far. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

type ImportState = { status: string; created: number; errorCount: number; warningCount: number; progress: number };

/**
 * Statement import at the spec's limit, end to end as a member does it: a
 * 25 MB KlikBCA Individual export (lines over the last ten weeks, so the
 * 3-month rule lets every one in) is uploaded through the BFF's
 * `/api/uploads`, imported with `statementImportStart`, and followed until the
 * background job has written every line to PostgreSQL. The product runs as
 * `npm start` runs it, in a process of its own; its memory is read from
 * /proc (VmHWM, the kernel's peak resident set). Target: 25 MB in under 20 s,
 * that process under 250 MB.
 */
export async function runStatementImportBenchmark() {
  const system = await startSystemProcess();
  try {
    const client = new GraphQLClient(system.url);
    await client.signIn(DEMO.email, DEMO.password);
    const account = await client.request<{ bankAccountCreate: { bankAccount: { id: string } | null; userErrors: unknown[] } }>(
      'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } userErrors { code message } } }',
      { input: { bankCode: '014', accountNumber: '0183456721', accountName: 'BUDI SANTOSO', alias: 'BCA Bench', currency: 'IDR', connectionType: 'MANUAL', status: 'ACTIVE' } },
    );
    const bankAccountId = account.data?.bankAccountCreate.bankAccount?.id;
    if (!bankAccountId) throw new Error(`could not create the account: ${JSON.stringify(account)}`);

    const today = businessToday();
    const statement = syntheticBcaPersonalStatement({ targetBytes: FILE_MEGABYTES * MEGABYTE, rowsPerDay: 3_500, startDate: addDays(today, -75) });
    // The file is made as it is sent: nothing of it is held whole, here or in the product.
    const before = memoryOf(system.pid);
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(system.pid).rss);
    }, 50);
    const started = performance.now();
    const response = await fetch(`${system.url}/api/uploads?purpose=STATEMENT`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-file-name': 'klikbca-individual-25mb.csv', cookie: client.cookieHeader },
      body: Readable.toWeb(Readable.from(statement.chunks)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const upload = (await response.json()) as { id?: string; size?: number };
    if (!upload.id) throw new Error(`the upload was refused: ${JSON.stringify(upload)}`);
    const uploaded = performance.now();
    const startedImport = await client.request<{ statementImportStart: { import: { id: string } | null; userErrors: unknown[] } }>(
      'mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { id } userErrors { code message } } }',
      { input: { uploadId: upload.id, bankAccountId } },
    );
    const importId = startedImport.data?.statementImportStart.import?.id;
    if (!importId) throw new Error(`the import did not start: ${JSON.stringify(startedImport)}`);
    let state: ImportState | undefined;
    for (;;) {
      const read = await client.request<{ node: ImportState }>('query ($id: ID!) { node(id: $id) { ... on Import { status created errorCount warningCount progress } } }', { id: importId });
      state = read.data?.node;
      if (!state || !['QUEUED', 'RUNNING'].includes(state.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const finished = performance.now();
    clearInterval(sampler);
    const after = memoryOf(system.pid);
    peakRss = Math.max(peakRss, after.rss);

    const seconds = (finished - started) / 1000;
    const rows = state?.created ?? 0;
    const complete = state?.status === 'COMPLETED' && rows === statement.summary.rows;
    const peak = Math.max(peakRss, after.peak);
    const passed = complete && seconds < TARGET_SECONDS && peak < TARGET_PEAK_MEGABYTES * MEGABYTE;
    console.log('statement-import: KlikBCA Individual CSV uploaded through the BFF, imported by the background job into PostgreSQL (the whole product in one process, as npm start runs it)');
    console.log(`  file:    ${megabytes(statement.summary.bytes)} MB, ${statement.summary.rows.toLocaleString('en-US')} rows; import ${state?.status ?? 'unknown'}, ${rows.toLocaleString('en-US')} lines written, ${state?.errorCount ?? '?'} errors, ${state?.warningCount ?? '?'} warnings`);
    console.log(`  time:    ${seconds.toFixed(2)} s in all (upload ${((uploaded - started) / 1000).toFixed(2)} s, check and write ${((finished - uploaded) / 1000).toFixed(2)} s), ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`);
    console.log(`  memory:  product process RSS ${megabytes(before.rss)} MB before, peak ${megabytes(peakRss)} MB sampled every 50 ms, VmHWM ${megabytes(after.peak)} MB (process lifetime)`);
    console.log(`  ratios:  time ${(seconds / TARGET_SECONDS).toFixed(2)} of the ${TARGET_SECONDS} s target, memory ${(peak / (TARGET_PEAK_MEGABYTES * MEGABYTE)).toFixed(2)} of the ${TARGET_PEAK_MEGABYTES} MB target`);
    console.log(`  target: ${FILE_MEGABYTES} MB in < ${TARGET_SECONDS} s with peak < ${TARGET_PEAK_MEGABYTES} MB ${passed ? 'PASS' : 'FAIL'}`);
    return { name: 'statement-import', passed, seconds, rows, rowsPerSecond: rows / seconds, peakRssMb: peak / MEGABYTE };
  } finally {
    await system.stop();
  }
}
