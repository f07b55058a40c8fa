import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseStatement } from '../services/treasury/statements/parsing/index.js';
import { syntheticBcaPersonalStatement } from '../services/treasury/statements/parsing/synthetic-statement.js';
import { sized } from './size.js';
import { nodeArguments } from './support/node-entry.js';

export const MEGABYTE = 1024 * 1024;
/** The statement at the spec's limit, which the import benchmark uploads too. */
export const FILE_MEGABYTES = sized(25, 1);
const TARGET_SECONDS = 20;
/** The memory peak the process doing the work stays under: the parser here, the import process there. */
export const TARGET_PEAK_MEGABYTES = 250;
const CHILD_FLAG = '--parse-file';

/** `bytes` in megabytes to one decimal, as both statement benchmarks print them. */
export const megabytes = (bytes: number) => (bytes / MEGABYTE).toFixed(1);

type ParseFigures = {
  seconds: number;
  rows: number;
  errors: number;
  warnings: number;
  rssBefore: number;
  peakRss: number;
  maxRss: number;
};

/**
 * Parses the file in this process and measures it: the time, and the resident
 * set sampled every 50 ms while parsing and the kernel's maximum for the
 * process (`process.resourceUsage().maxRSS`).
 */
async function parseAndMeasure(file: string): Promise<ParseFigures> {
  let rows = 0;
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  const started = process.hrtime.bigint();
  const result = await parseStatement(createReadStream(file, { highWaterMark: 64 * 1024 }), {
    expectedBank: '014',
    expectedAccountNumber: '0183456721',
    expectedCurrency: 'IDR',
    onLine: () => {
      rows += 1;
    },
  }).finally(() => clearInterval(sampler));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  return {
    seconds,
    rows,
    errors: result.errorCount,
    warnings: result.warningCount,
    rssBefore,
    peakRss,
    maxRss: process.resourceUsage().maxRSS * 1024,
  };
}

/** Runs `parseAndMeasure` in a process of its own, as an import worker would: nothing else in its memory. */
export async function parseInChildProcess(file: string): Promise<ParseFigures> {
  const script = await nodeArguments(fileURLToPath(import.meta.url), process.env);
  const child = spawn(process.execPath, [...script, CHILD_FLAG, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the parsing process exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as ParseFigures;
}

/**
 * Statement import at the spec's limit: a 25 MB KlikBCA Individual export,
 * written to a temporary file, then parsed from a file stream, as an upload
 * would be, in a fresh process (so the figures are the parser's, not this
 * harness's), every line handed to `onLine`. Target: 25 MB in under 20 s,
 * peak under 250 MB.
 */
export async function runStatementParseBenchmark() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'kas-statement-bench-'));
  const file = path.join(directory, 'klikbca-individual-25mb.csv');
  try {
    const statement = syntheticBcaPersonalStatement({ targetBytes: FILE_MEGABYTES * MEGABYTE });
    await pipeline(Readable.from(statement.chunks), createWriteStream(file));
    const bytes = statSync(file).size;

    const figures = await parseInChildProcess(file);
    const { seconds, rows } = figures;
    const peak = Math.max(figures.peakRss, figures.maxRss);
    const complete = rows === statement.summary.rows && figures.errors === 0;
    const passed = complete && seconds < TARGET_SECONDS && peak < TARGET_PEAK_MEGABYTES * MEGABYTE;
    console.log(
      'statement-parse: KlikBCA Individual CSV, parsed from a file stream with csv-parse in a process of its own, every line to onLine',
    );
    console.log(
      `  file:    ${megabytes(bytes)} MB, ${rows.toLocaleString('en-US')} rows (expected ${statement.summary.rows.toLocaleString('en-US')}), ${figures.errors} errors, ${figures.warnings} warnings`,
    );
    console.log(
      `  time:    ${seconds.toFixed(2)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s, ${(bytes / MEGABYTE / seconds).toFixed(1)} MB/s`,
    );
    console.log(
      `  memory:  RSS ${megabytes(figures.rssBefore)} MB before parsing, peak ${megabytes(figures.peakRss)} MB (sampled every 50 ms), maxRSS ${megabytes(figures.maxRss)} MB (process lifetime)`,
    );
    console.log(
      `  target: ${FILE_MEGABYTES} MB in < ${TARGET_SECONDS} s with peak < ${TARGET_PEAK_MEGABYTES} MB ${passed ? 'PASS' : 'FAIL'}`,
    );
    return {
      name: 'statement-parse',
      passed,
      seconds,
      rows,
      rowsPerSecond: rows / seconds,
      peakRssMb: figures.peakRss / MEGABYTE,
      maxRssMb: figures.maxRss / MEGABYTE,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (process.argv[2] === CHILD_FLAG)
  console.log(JSON.stringify(await parseAndMeasure(process.argv[3]!)));
