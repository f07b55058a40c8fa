import { loadavg } from 'node:os';
import pg from 'pg';
import { SALES_INVOICE_BATCH_LIMIT } from '../contracts/invoicing/sales-invoices.js';
import type { TaxExchangeRateResponse } from '../contracts/invoicing/tax-exchange-rates.js';
import { rupiahTaxFigures } from '../formats/tax-conversion.js';
import { AccountClient } from '../services/kit/account-client.js';
import { createTokenVerifier, type AccessClaims } from '../services/kit/auth.js';
import { createDatabase } from '../services/kit/database.js';
import { INVOICING_SCHEMA } from '../services/invoicing/database-schema.js';
import type { InvoicingDatabase } from '../services/invoicing/db-types.js';
import {
  PdfRenderer,
  readPdfRendererOptions,
} from '../services/invoicing/documents/pdf-renderer.js';
import { RegionService } from '../services/invoicing/regions/service.js';
import { SalesInvoiceService } from '../services/invoicing/sales-invoices/service.js';
import { kmkWeekOf } from '../services/invoicing/tax-exchange-rates/values.js';
import {
  CONCURRENCY,
  LINES,
  ORDER_LINES,
  inTurns,
  issuedFigures,
  kernelAgrees,
  openedOrders,
  plainInsertSeconds,
} from './invoice-issue.js';
import { cpuSecondsOf } from './process-cpu.js';
import { rest, type Session } from './support/rest.js';
import { sized } from './size.js';
import type { RunningSystem } from './system-process.js';
import { startSystemProcess } from './system-process.js';

/**
 * How many invoices: 10,000 at full size, or `BENCH_FX_INVOICES`
 * for a quicker run at full size's way (40 at small size).
 */
function invoiceCount(): number {
  const asked = process.env.BENCH_FX_INVOICES;
  if (asked === undefined || asked === '') return sized(10_000, 40);
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`BENCH_FX_INVOICES must be a whole number above 0, not ${asked}`);
  return count;
}

const INVOICES = invoiceCount();
const CURRENCY = 'USD';
/**
 * The week's kurs pajak the bench enters by hand (MANUAL, no KMK named):
 * rupiah per dollar with sen, so that converting each line's tax base rounds.
 */
const RATE = '16234.57';
/** How many invoices one batch drafts, submits and approves: the product's batch limit. */
const BATCH = SALES_INVOICE_BATCH_LIMIT;
/** Issuing is judged against its floor: at least half the rate of the same rows written by plain SQL. */
const TARGET_RATIO = 0.5;

/** The kurs pajak of the week `today` falls in, entered through the REST API as a member enters it. */
async function enterWeekRate(system: RunningSystem, owner: Session, today: string) {
  return rest<TaxExchangeRateResponse>(system.invoicingUrl, 'POST', '/tax-exchange-rates', owner, {
    currency: CURRENCY,
    validFrom: kmkWeekOf(today).from,
    rate: RATE,
  });
}

/**
 * The sales-invoice service as the invoicing service builds it
 * (services/invoicing/server.ts), in the bench's process, over a pool of
 * `CONCURRENCY` connections to the product's database (the floor's number)
 * and asking the running account service what a route's call asks it.
 */
function inProcessService(system: RunningSystem) {
  const db = createDatabase<InvoicingDatabase>({
    url: system.databaseUrl,
    schema: INVOICING_SCHEMA,
    max: CONCURRENCY,
  });
  const account = new AccountClient(system.accountUrl);
  const pdfs = new PdfRenderer(readPdfRendererOptions());
  const service = new SalesInvoiceService(db, {
    account,
    regions: new RegionService(),
    pdfs,
    appUrl: system.url,
  });
  return {
    service,
    close: async () => {
      await pdfs.close();
      await account.close();
      await db.destroy();
    },
  };
}

/** A member as the service's routes see them: their verified token's claims, and the token to ask other services with. */
type Caller = { auth: AccessClaims; caller: Session };

/** `session`'s claims, verified against the account service's keys as the invoicing service verifies a request's. */
async function callerOf(system: RunningSystem, session: Session): Promise<Caller> {
  const verify = createTokenVerifier(`${system.accountUrl}/.well-known/jwks.json`);
  return { auth: await verify(session.accessToken), caller: session };
}

/** Seconds each step took, summed over every invoice (they overlap `CONCURRENCY` at a time). */
type StepSeconds = { create: number; submit: number; approve: number };

/**
 * `INVOICES` invoices issued by the service's own methods, the ones
 * `POST /sales-invoices` and `POST /sales-invoices/batch-moves` call, in
 * batches of `BATCH` (the batch limit), `CONCURRENCY` batches at a time: a
 * draft of every order line (its figures by the document kernel, under the
 * order's lock), then the batch submitted by the owner and approved by the
 * approver, which numbers it, reads the week's kurs pajak under a share lock
 * and writes the rupiah tax figures.
 */
async function issueInProcess(
  service: SalesInvoiceService,
  people: { owner: Caller; approver: Caller },
  orders: readonly string[],
  today: string,
): Promise<{ issued: string[]; seconds: number; steps: StepSeconds }> {
  const { owner, approver } = people;
  const issued: string[] = [];
  const steps: StepSeconds = { create: 0, submit: 0, approve: 0 };
  const timed = async <T>(step: keyof StepSeconds, work: Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work;
    steps[step] += (performance.now() - started) / 1000;
    return result;
  };
  const started = performance.now();
  await inTurns(Math.ceil(INVOICES / BATCH), async (batch) => {
    const ids: string[] = [];
    for (let index = batch * BATCH; index < Math.min(INVOICES, (batch + 1) * BATCH); index++) {
      const draft = await timed(
        'create',
        service.create(owner.auth, owner.caller, {
          salesOrderId: orders[index % orders.length]!,
          invoiceDate: today,
          paymentTermDays: 30,
          lines: ORDER_LINES.map((_, line) => ({ orderLine: line + 1, quantity: '1' })),
        }),
      );
      ids.push(draft.id);
    }
    await timed('submit', service.moveMany(owner.auth, owner.caller, { action: 'submit', ids }));
    await timed(
      'approve',
      service.moveMany(approver.auth, approver.caller, { action: 'approve', ids }),
    );
    issued.push(...ids);
  });
  return { issued, seconds: (performance.now() - started) / 1000, steps };
}

/**
 * How many of the invoices carry the week's rate, its week and the rupiah
 * tax figures `rupiahTaxFigures` gives for the first one's stored lines
 * (every invoice bills the same lines).
 */
async function convertedAtRate(db: pg.Client, issued: readonly string[], weekFrom: string) {
  const lines = await db.query<{ tax_base: string; tax_code: string }>(
    `select tax_base::text, tax_code from invoicing.document_lines
      where document_type = 'SALES_INVOICE' and document_id = $1 order by position`,
    [issued[0]],
  );
  const rupiah = rupiahTaxFigures(
    lines.rows.map((line) => ({ taxBase: line.tax_base, taxCode: line.tax_code as 'PPN' })),
    RATE,
  );
  const count = await db.query<{ converted: string }>(
    `select count(*) as converted from invoicing.sales_invoices
      where id = any($1) and currency = $2 and tax_rate = $3 and tax_rate_valid_from = $4
        and idr_tax_base = $5 and idr_other_tax_base = $6 and idr_vat = $7`,
    [issued, CURRENCY, RATE, weekFrom, rupiah.taxBase, rupiah.otherTaxBase, rupiah.vat],
  );
  return { converted: Number(count.rows[0]!.converted), idrVat: rupiah.vat };
}

/** Whether every invoice was issued, numbered in one unbroken run, with the kernel's figures and the week's rupiah figures. */
async function issuedRight(db: pg.Client, issued: readonly string[], weekFrom: string) {
  const figures = await issuedFigures(db, issued);
  const unbroken = Number(figures.last) - Number(figures.first) + 1 === INVOICES;
  const kernel = await kernelAgrees(db, issued[0]!);
  const rupiah = await convertedAtRate(db, issued, weekFrom);
  const right =
    Number(figures.issued) === INVOICES &&
    Number(figures.numbered) === INVOICES &&
    unbroken &&
    Number(figures.figures) === 1 &&
    kernel.agrees &&
    rupiah.converted === INVOICES;
  const said = `numbers ${figures.first}–${figures.last}: ${unbroken ? 'one unbroken run' : 'NOT one unbroken run'}; ${figures.issued} issued; ${figures.figures} set(s) of figures, ${kernel.agrees ? "the kernel's" : "NOT the kernel's"} (grand total ${CURRENCY} ${kernel.grandTotal}); ${rupiah.converted} at the week's kurs pajak ${RATE} (PPN Rp ${rupiah.idrVat} each)`;
  return { right, said };
}

/**
 * Issuing 10,000 invoices of 20 lines in US dollars, the week's kurs pajak
 * entered, by the sales-invoice service's own code in the bench's process
 * (draft from an order, submit, approve: `issueInProcess`), `CONCURRENCY` at
 * a time, each of its own order. In process rather than over REST because
 * the floor is in process too: both pay the same driver and the same
 * connections to the same database, and what is compared is the work the
 * issue path does in PostgreSQL and in its own code; what HTTP adds to a
 * request is measured by the REST bench beside it (bench/invoice-issue.ts)
 * and the BFF benches. The orders are opened over REST before the clock
 * starts. Checked: every invoice issued, numbered in one unbroken run, the
 * kernel's figures, the week's rate and its rupiah figures. Printed: the
 * rate, the floor (the same invoice and line rows by plain SQL,
 * `plainInsertSeconds`) and their ratio, FAIL under `TARGET_RATIO`.
 */
export async function runForeignInvoiceIssueBenchmark() {
  const system = await startSystemProcess();
  const db = new pg.Client({ connectionString: system.databaseUrl });
  await db.connect();
  const inProcess = inProcessService(system);
  try {
    let weekFrom = '';
    const opened = await openedOrders(system, db, {
      approverName: 'Kurs',
      invoices: INVOICES,
      currency: CURRENCY,
      prepare: async (owner, today) => {
        weekFrom = (await enterWeekRate(system, owner, today)).validFrom;
      },
    });
    const people = {
      owner: await callerOf(system, opened.owner),
      approver: await callerOf(system, opened.approver),
    };
    const cpuBefore = process.cpuUsage();
    const productCpuBefore = cpuSecondsOf(system.pid);
    const run = await issueInProcess(inProcess.service, people, opened.orders, opened.today);
    const cpu = process.cpuUsage(cpuBefore);
    const productCpu = cpuSecondsOf(system.pid) - productCpuBefore;
    const check = await issuedRight(db, run.issued, weekFrom);
    const floorSeconds = await plainInsertSeconds(system.databaseUrl, run.issued);
    const batchedFloorSeconds = await plainInsertSeconds(system.databaseUrl, run.issued, BATCH);
    const figures = {
      rate: INVOICES / run.seconds,
      floorRate: INVOICES / floorSeconds,
      batchedFloorRate: INVOICES / batchedFloorSeconds,
    };
    // Judged against the floor of the same batches: the same rows, in the same transactions' sizes.
    const ratio = figures.rate / figures.batchedFloorRate;
    const passed = check.right && ratio >= TARGET_RATIO;
    console.log(
      `foreign-invoice-issue: ${INVOICES} invoices of ${LINES} lines in ${CURRENCY} issued by the service's code in process (drafts from orders, then submitted and approved by another member in batches of ${BATCH}), ${CONCURRENCY} batches at a time`,
    );
    console.log(
      `  issued: ${figures.rate.toFixed(1)} invoices/s (${(figures.rate * LINES).toFixed(0)} lines/s), ${run.seconds.toFixed(1)} s; steps summed: create ${run.steps.create.toFixed(1)} s, submit ${run.steps.submit.toFixed(1)} s, approve ${run.steps.approve.toFixed(1)} s; the bench's process used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU, the product's process (the account service's answers, and the mails the issued invoices queue) ${productCpu.toFixed(1)} s`,
    );
    console.log(
      `  floor, the same rows by plain SQL (${CONCURRENCY} connections): ${figures.floorRate.toFixed(1)} invoices/s (${floorSeconds.toFixed(1)} s) an invoice and its lines per transaction; ${figures.batchedFloorRate.toFixed(1)} invoices/s (${batchedFloorSeconds.toFixed(1)} s) in transactions of ${BATCH}, as the bench's batches`,
    );
    console.log(
      `  ratio issued/per-invoice floor: ${(figures.rate / figures.floorRate).toFixed(3)}; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    console.log(`  ratio issued/batched floor: ${ratio.toFixed(3)} (target ≥ ${TARGET_RATIO})`);
    console.log(`  ${check.said}`);
    console.log(`  ${passed ? 'PASS' : 'FAIL'}`);
    return { name: 'foreign-invoice-issue', passed, ...figures, ratio, seconds: run.seconds };
  } finally {
    await inProcess.close();
    await db.end();
    await system.stop();
  }
}
