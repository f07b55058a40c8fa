import pg from 'pg';
import type { SalesInvoiceResponse } from '../contracts/invoicing/sales-invoices.js';
import { documentTotals, type LineInput } from '../formats/document-totals.js';
import { businessToday } from '../services/treasury/statements/parsing/dates.js';
import { cpuSecondsOf } from './process-cpu.js';
import { signInDemo } from './support/demo-session.js';
import { signedInApprover } from './support/members.js';
import { rest, type Session } from './support/rest.js';
import { openSalesOrder } from './support/sales-orders.js';
import { sqlFloorSeconds } from './support/sql-floor.js';
import { startSystemProcess, type RunningSystem } from './system-process.js';
import { sized } from './size.js';

const INVOICES = sized(10_000, 40);
export const LINES = 20;
/** Each order line is ordered this many times over: an order is billed by this many invoices, one of each line each. */
const INVOICES_PER_ORDER = 20;
/** Invoices issued at a time, each by its own order (two never wait for the same order's lock). */
export const CONCURRENCY = 8;
/** The PDF of one issued invoice, as its reader downloads it: the PDF bench's target. */
const PDF_TARGET_MS = 1_000;

/** One tax code for every line: an invoice whose lines are taxed otherwise than each other is not issued (one e-Faktur, one transaction code). */
const TAX_CODES = ['PPN'] as const;

/** The order's lines: 20 products, prices with sen, a discount on some. */
export const ORDER_LINES = Array.from({ length: LINES }, (_, index) => ({
  product: `Bahan bangunan tipe ${index + 1}`,
  description: index % 3 === 0 ? `Dikirim ke gudang blok ${index}` : undefined,
  quantity: String(INVOICES_PER_ORDER),
  unitPrice: `${12_500 + index * 7_919}.${String((index * 37) % 100).padStart(2, '0')}`,
  discount: index % 4 === 0 ? `${(index + 1) * 1_000}.00` : '0.00',
  taxCode: TAX_CODES[index % TAX_CODES.length]!,
}));

/**
 * Whether the invoice's stored figures (its header's and each line's) are
 * those the document kernel computes from its stored lines' quantities,
 * prices, discounts and tax codes; its grand total either way.
 */
export async function kernelAgrees(
  db: pg.Client,
  id: string,
): Promise<{ agrees: boolean; grandTotal: string }> {
  const [header] = (
    await db.query<Record<string, string>>(
      'select subtotal, discount, tax_base, other_tax_base, vat, grand_total from invoicing.sales_invoices where id = $1',
      [id],
    )
  ).rows;
  const lines = (
    await db.query<Record<string, string>>(
      `select quantity::text, unit_price::text, discount::text, tax_code, tax_base::text, other_tax_base::text, vat::text, total::text
         from invoicing.document_lines where document_type = 'SALES_INVOICE' and document_id = $1 order by position`,
      [id],
    )
  ).rows;
  const inputs: LineInput[] = lines.map((line) => ({
    quantity: line.quantity!,
    unitPrice: line.unit_price!,
    discount: line.discount!,
    taxCode: line.tax_code as LineInput['taxCode'],
  }));
  const totals = documentTotals(inputs, '0.00');
  const agrees =
    lines.length === LINES &&
    totals.subtotal === header!.subtotal &&
    totals.vat === header!.vat &&
    totals.grandTotal === header!.grand_total &&
    lines.every(
      (line, index) =>
        totals.lines[index]!.taxBase === line.tax_base &&
        totals.lines[index]!.otherTaxBase === line.other_tax_base &&
        totals.lines[index]!.vat === line.vat,
    );
  return { agrees, grandTotal: header!.grand_total! };
}

/** An active buyer whose credit limit, in `currency` (their orders' currency), the bench's orders stay under. */
async function insertBuyer(
  db: pg.Client,
  organizationId: string,
  currency = 'IDR',
): Promise<string> {
  const buyer = await db.query<{ id: string }>(
    `insert into invoicing.customers
       (organization_id, type, status, name, email, payment_term_days, billing_cycle, credit_limit, approved_at, profile, currency)
     values ($1, 'COMPANY', 'ACTIVE', $2, $3, 30, 'MONTHLY', '999999999999999.00', now(), '{}', $4)
     returning id`,
    [
      organizationId,
      `PT Pembeli Massal ${Date.now()}`,
      `massal-${Date.now()}@example.co.id`,
      currency,
    ],
  );
  return buyer.rows[0]!.id;
}

/** Runs `work` for each index below `count`, `CONCURRENCY` at a time, the next as soon as one ends. */
export async function inTurns(
  count: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/**
 * The orders `invoices` invoices bill, open (approved where the organisation's settings ask for
 * it), in `currency` (the buyer's when left out).
 */
async function openOrders(
  system: RunningSystem,
  people: { owner: Session; approver: Session },
  order: { buyer: string; today: string; invoices: number; currency?: string | undefined },
): Promise<string[]> {
  const orders: string[] = [];
  await inTurns(Math.ceil(order.invoices / INVOICES_PER_ORDER), async () => {
    const { id } = await openSalesOrder(system, people.owner, people.approver, {
      customerId: order.buyer,
      orderDate: order.today,
      lines: ORDER_LINES,
      ...(order.currency === undefined ? {} : { currency: order.currency }),
    });
    orders.push(id);
  });
  return orders;
}

/**
 * What an issuing bench starts from: the demo's owner signed in, a member who
 * approves what the owner writes (invoices are approved by someone other than
 * their author), a buyer in `currency`, and open orders for `invoices`
 * invoices dated today. `prepare` runs before the orders are opened (the
 * week's kurs pajak, say).
 */
export async function openedOrders(
  system: RunningSystem,
  db: pg.Client,
  bench: {
    approverName: string;
    invoices: number;
    currency?: string;
    prepare?: (owner: Session, today: string) => Promise<void>;
  },
) {
  const owner = await signInDemo(system);
  const approver = await signedInApprover(
    db,
    system.accountUrl,
    owner.organizationId,
    bench.approverName,
  );
  const buyer = await insertBuyer(db, owner.organizationId, bench.currency);
  const today = businessToday('Asia/Jakarta', new Date());
  await bench.prepare?.(owner, today);
  const orders = await openOrders(
    system,
    { owner, approver },
    { buyer, today, invoices: bench.invoices, currency: bench.currency },
  );
  return { owner, approver, today, orders };
}

/**
 * The floor, on the same database in the same run: the same invoices' rows
 * and their lines written again by plain SQL, copies with new ids and
 * numbers, one INSERT of an invoice and one of its 20 lines in a
 * transaction of its own, `CONCURRENCY` connections at a time (the product
 * issues each invoice on its own too). With `batch` above one, the same rows
 * in transactions of `batch` invoices each, one INSERT of their invoices and
 * one of their lines (as many as a statement's parameters allow): the floor
 * of a product that issues them in batches of that size. The copies are
 * deleted afterwards.
 */
export async function plainInsertSeconds(
  databaseUrl: string,
  ids: string[],
  batch = 1,
): Promise<number> {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  const columnsOf = async (table: string) =>
    (
      await setup.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'invoicing' and table_name = $1 and is_generated = 'NEVER'
          order by ordinal_position`,
        [table],
      )
    ).rows.map((row) => row.column_name);
  const invoiceColumns = await columnsOf('sales_invoices');
  const lineColumns = await columnsOf('document_lines');
  const invoices = (
    await setup.query<Record<string, unknown>>(
      'select * from invoicing.sales_invoices where id = any($1)',
      [ids],
    )
  ).rows;
  const lines = (
    await setup.query<Record<string, unknown>>(
      "select * from invoicing.document_lines where document_type = 'SALES_INVOICE' and document_id = any($1)",
      [ids],
    )
  ).rows;
  const linesOf = new Map<string, Record<string, unknown>[]>();
  for (const line of lines) {
    const id = line.document_id as string;
    linesOf.set(id, [...(linesOf.get(id) ?? []), line]);
  }
  const insertSql = (table: string, columns: string[], rows: number) =>
    `insert into invoicing.${table} (${columns.join(', ')}) values ${Array.from(
      { length: rows },
      (_, row) =>
        `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    ).join(', ')}`;
  // As many line rows a statement as PostgreSQL's 65,535 parameters allow.
  const linesPerStatement = Math.floor(65_535 / lineColumns.length);
  const groups = Array.from({ length: Math.ceil(invoices.length / batch) }, (_, index) =>
    invoices.slice(index * batch, (index + 1) * batch),
  );
  const copies: string[] = [];
  try {
    return await sqlFloorSeconds(databaseUrl, CONCURRENCY, groups, async (client, group) => {
      const copied = group.map((invoice) => ({
        ...invoice,
        id: crypto.randomUUID(),
        number: `${invoice.number as string}-F`,
      }));
      copies.push(...copied.map((copy) => copy.id));
      await client.query(
        insertSql('sales_invoices', invoiceColumns, copied.length),
        copied.flatMap((copy) => invoiceColumns.map((column) => copy[column as keyof typeof copy])),
      );
      const lineRows = copied.flatMap((copy, index) =>
        linesOf
          .get(group[index]!.id as string)!
          .map((line) =>
            lineColumns.map((column) =>
              column === 'id'
                ? crypto.randomUUID()
                : column === 'document_id'
                  ? copy.id
                  : line[column],
            ),
          ),
      );
      for (let from = 0; from < lineRows.length; from += linesPerStatement) {
        const rows = lineRows.slice(from, from + linesPerStatement);
        await client.query(insertSql('document_lines', lineColumns, rows.length), rows.flat());
      }
    });
  } finally {
    await setup.query(
      "delete from invoicing.document_lines where document_type = 'SALES_INVOICE' and document_id = any($1)",
      [copies],
    );
    await setup.query('delete from invoicing.sales_invoices where id = any($1)', [copies]);
    await setup.end();
  }
}

/**
 * `INVOICES` invoices issued, `CONCURRENCY` at a time, each of its own order:
 * a draft of every order line, submitted by the owner, approved by the
 * approver. Their ids, the seconds it took and the product's CPU seconds.
 */
async function issueInvoices(
  system: RunningSystem,
  owner: Session,
  approver: Session,
  orders: readonly string[],
  today: string,
): Promise<{ issued: string[]; seconds: number; productCpu: number }> {
  const issued: string[] = [];
  const cpuBefore = cpuSecondsOf(system.pid);
  const started = performance.now();
  await inTurns(INVOICES, async (index) => {
    const order = orders[index % orders.length]!;
    const draft = await rest<SalesInvoiceResponse>(
      system.invoicingUrl,
      'POST',
      '/sales-invoices',
      owner,
      {
        salesOrderId: order,
        invoiceDate: today,
        paymentTermDays: 30,
        lines: ORDER_LINES.map((_, line) => ({ orderLine: line + 1, quantity: '1' })),
      },
    );
    await rest(system.invoicingUrl, 'POST', `/sales-invoices/${draft.id}/submit`, owner, {});
    await rest(system.invoicingUrl, 'POST', `/sales-invoices/${draft.id}/approve`, approver, {});
    issued.push(draft.id);
  });
  const seconds = (performance.now() - started) / 1000;
  const productCpu = cpuSecondsOf(system.pid) - cpuBefore;
  return { issued, seconds, productCpu };
}

/** What the database says of the issued invoices: how many issued and numbered, the first and last number, how many sets of figures. */
export async function issuedFigures(db: pg.Client, issued: readonly string[]) {
  // Every invoice bills the same lines: one set of figures, the kernel's.
  const check = await db.query<{
    issued: string;
    numbered: string;
    first: string;
    last: string;
    figures: string;
  }>(
    `select count(*) filter (where status = 'ISSUED') as issued,
            count(distinct number) as numbered,
            min(split_part(number, '/', 4)::int) as first,
            max(split_part(number, '/', 4)::int) as last,
            count(distinct (subtotal, discount, vat, grand_total)) as figures
       from invoicing.sales_invoices where id = any($1)`,
    [issued],
  );
  return check.rows[0]!;
}

/** The PDF of one invoice in Indonesian, as a member downloads it: the answer, its size and how long it took. */
async function onePdf(system: RunningSystem, owner: Session, id: string) {
  const pdfStarted = performance.now();
  const pdf = await fetch(`${system.invoicingUrl}/sales-invoices/${id}/pdf?language=id`, {
    headers: {
      authorization: `Bearer ${owner.accessToken}`,
      'x-organization-id': owner.organizationId,
    },
  });
  const pdfBytes = (await pdf.arrayBuffer()).byteLength;
  const pdfMs = performance.now() - pdfStarted;
  return { pdf, pdfBytes, pdfMs };
}

/**
 * Issuing invoices through invoicing's REST API as a member does: for each, a
 * draft of 20 lines from an open order (its totals by the document kernel,
 * the order locked while what is left to bill is counted), submitted by its
 * author and approved by another member, which numbers it (gap-free, in
 * the approval's transaction), each with its revisions, activities and
 * events. `CONCURRENCY` invoices at a time, each of its own order. Then the
 * PDF of one. Checked: every invoice issued, their numbers one unbroken run,
 * every invoice's totals those the kernel computes for its lines. Printed
 * beside the floor, the same rows written by plain SQL (`plainInsertSeconds`),
 * and their ratio; the product's CPU is read from the kernel.
 */
export async function runInvoiceIssueBenchmark() {
  const system = await startSystemProcess();
  const db = new pg.Client({ connectionString: system.databaseUrl });
  await db.connect();
  try {
    const { owner, approver, today, orders } = await openedOrders(system, db, {
      approverName: 'Faktur',
      invoices: INVOICES,
    });

    const { issued, seconds, productCpu } = await issueInvoices(
      system,
      owner,
      approver,
      orders,
      today,
    );

    const figures = await issuedFigures(db, issued);
    const unbroken = Number(figures.last) - Number(figures.first) + 1 === INVOICES;
    const kernel = await kernelAgrees(db, issued[0]!);

    const { pdf, pdfBytes, pdfMs } = await onePdf(system, owner, issued[0]!);

    const floorSeconds = await plainInsertSeconds(system.databaseUrl, issued);
    const rate = INVOICES / seconds;
    const floorRate = INVOICES / floorSeconds;
    const passed =
      Number(figures.issued) === INVOICES &&
      Number(figures.numbered) === INVOICES &&
      unbroken &&
      Number(figures.figures) === 1 &&
      kernel.agrees &&
      pdf.ok &&
      pdfMs < PDF_TARGET_MS;
    console.log(
      `invoice-issue: ${INVOICES} invoices of ${LINES} lines issued over REST (draft from an order, submit, approve by another member), ${CONCURRENCY} at a time`,
    );
    console.log(
      `  issued: ${rate.toFixed(1)} invoices/s (${(rate * LINES).toFixed(0)} lines/s), ${seconds.toFixed(1)} s; the product's Node process used ${productCpu.toFixed(1)} s of CPU`,
    );
    console.log(
      `  floor, the same rows by plain SQL (an invoice and its lines per transaction, ${CONCURRENCY} connections): ${floorRate.toFixed(1)} invoices/s, ${floorSeconds.toFixed(1)} s`,
    );
    console.log(`  ratio issued/floor: ${(rate / floorRate).toFixed(3)}`);
    console.log(
      `  numbers ${figures.first}–${figures.last}: ${unbroken ? 'one unbroken run' : 'NOT one unbroken run'}; ${figures.issued} issued; ${figures.figures} set(s) of figures, ${kernel.agrees ? "the kernel's" : "NOT the kernel's"} (grand total ${kernel.grandTotal})`,
    );
    console.log(
      `  the PDF of one, in Indonesian: ${pdfMs.toFixed(0)} ms, ${(pdfBytes / 1024).toFixed(0)} KB (target ${PDF_TARGET_MS} ms)`,
    );
    console.log(`  ${passed ? 'PASS' : 'FAIL'}`);
    return { name: 'invoice-issue', passed, rate, floorRate, seconds, productCpu, pdfMs };
  } finally {
    await db.end();
    await system.stop();
  }
}
