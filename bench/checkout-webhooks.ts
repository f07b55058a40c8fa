import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import pg from 'pg';
import { Pool } from 'undici';
import type { CheckoutChargeResponse } from '../contracts/invoicing/checkout.js';
import type { SalesInvoiceResponse } from '../contracts/invoicing/sales-invoices.js';
import {
  virtualAccountNumber,
  xenditCallback,
  type SandboxCharge,
} from '../services/gateway-sandbox/charges.js';
import { documentNumber } from '../services/invoicing/documents/numbering.js';
import { businessToday } from '../services/treasury/statements/parsing/dates.js';
import { cpuSecondsOf } from './process-cpu.js';
import { signInDemo } from './support/demo-session.js';
import { signedInApprover } from './support/members.js';
import { rest, type Session } from './support/rest.js';
import { openSalesOrder } from './support/sales-orders.js';
import { sized } from './size.js';
import { sqlFloorSeconds } from './support/sql-floor.js';
import { startSystemProcess, type RunningSystem } from './system-process.js';

/**
 * 10,000 Xendit PAID callbacks arriving at once, a third of them twice, at
 * the invoicing service's `POST /checkout/notifications/xendit`: each charge
 * must pay its invoice once, every copy after the first be logged DUPLICATE,
 * and nothing be answered 5xx. Printed: webhooks and invoices paid a second,
 * the p50/p95/p99 from a charge's first callback sent to the answer of the
 * one that paid it, beside the floor: the same charge and invoice rows
 * updated by plain SQL in the same run, one transaction a charge, as many at
 * a time as the callbacks.
 *
 * The product is started as every bench starts it (bench/system-process.ts),
 * which points its checkout at a gateway sandbox in this process through
 * XENDIT_SECRET_KEY / XENDIT_CALLBACK_TOKEN / XENDIT_BASE_URL, as a deployment
 * is pointed at Xendit: the bench knows the callback token and signs as the
 * gateway does. Every product system-process.ts starts gets such a sandbox
 * (it costs milliseconds), rather than this bench starting a product with an
 * environment of its own: at small size it then runs on the product the small
 * benches share, adding its own work (under 2 s) and not a start (12 to 20 s).
 * An in-process product (system.ts) would have shared the load generator's
 * event loop and measured something else than the process of the other benches.
 *
 * The invoices: `THROUGH_REST` are issued over REST as members issue them
 * (an order, a draft of one of its lines, submitted and approved by another
 * member), mailed to the buyer by the product, and their charges opened by
 * the buyer's link (`POST /invoice-link/checkout`, BCA virtual account, which
 * opens the invoice at the sandbox): the whole path, once per invoice. The
 * rest are copies of the first made by SQL, as the service would have
 * written them: the invoice row and its line (every CHECK and trigger of the
 * database applies), numbered from the same counter, which is raised by as
 * many (the run of numbers stays unbroken), and a PENDING charge each with an
 * order id and a Xendit invoice id of their own shape. They have no revision,
 * activity or mail: none of it is read when a callback pays them. The
 * callbacks are those the sandbox sends (`xenditCallback`, with its
 * `x-callback-token`): for the REST charges from the sandbox's own record
 * of them, for the copies from the same fields. Each charge is recorded paid
 * at the sandbox first, as Xendit holds a paid invoice: the product believes
 * a callback only once Xendit's Get Invoice confirms it, one more call each.
 *
 * Target: no 5xx, every invoice paid once, and the p95 from a callback's
 * sending to its invoice paid under 2 s with 128 callbacks in flight (the
 * payments' p95 target): a gateway waits for the answer (Xendit's retries
 * begin when none comes), and a buyer's page shows the invoice paid only
 * then. The throughput's ratio to the floor is printed, not judged: the
 * product does per callback what the floor does not (the invoice's lock, the
 * payment's number from the organisation's one counter, a revision, an
 * activity, the allocation's trigger, an event, the notification's log).
 */

const INVOICES = sized(10_000, 30);
/** Issued and charged through the product's REST API end to end; the rest are SQL copies of the first. */
const THROUGH_REST = sized(20, 1);
/** Callbacks in flight at once. */
const IN_FLIGHT = 128;
const P95_TARGET_MS = 2_000;
const UNIT_PRICE = '1250000.00';

type Charge = {
  id: string;
  invoiceId: string;
  orderId: string;
  /** The signed callback: its body and headers, as the gateway sends them. */
  body: string;
  headers: Record<string, string>;
};

type Delivery = {
  charge: Charge;
  sentAt: number;
  answeredAt: number;
  status: number;
  outcome: string;
};

/** Runs `work` for each index below `count`, `concurrency` at a time, the next as soon as one ends. */
async function inTurns(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** An active buyer whose invoices the product mails to `mailTo`, with a credit limit the orders stay under. */
async function insertMailedBuyer(
  db: pg.Client,
  organizationId: string,
  mailTo: string,
): Promise<string> {
  const buyer = await db.query<{ id: string }>(
    `insert into invoicing.customers
       (organization_id, type, status, name, email, payment_term_days, billing_cycle, credit_limit, approved_at, language, profile)
     values ($1, 'COMPANY', 'ACTIVE', $2, $3, 30, 'MONTHLY', '999999999999999.00', now(), 'id', $4)
     returning id`,
    [
      organizationId,
      `PT Pembeli Checkout ${Date.now()}`,
      `checkout-${randomUUID()}@example.co.id`,
      JSON.stringify({
        invoiceDelivery: { financeContactName: 'Sari', financeContactEmail: mailTo },
      }),
    ],
  );
  return buyer.rows[0]!.id;
}

/** The link tokens of the invoice mails sent to `to`, once there are `count` (mailing is a job). */
async function linkTokensMailedTo(db: pg.Client, to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mails = await db.query<{ text_body: string }>(
      'select text_body from invoicing.mail_outbox where to_address = $1 order by id',
      [to],
    );
    if (mails.rows.length >= count)
      return mails.rows.map((mail) => {
        const link = /http\S+\/checkout\?token=(\S+)/.exec(mail.text_body);
        if (!link) throw new Error(`an invoice mail without its link:\n${mail.text_body}`);
        return decodeURIComponent(link[1]!);
      });
    if (Date.now() > deadline)
      throw new Error(`${mails.rows.length} of ${count} invoice mails came within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `THROUGH_REST` invoices issued as members issue them, each of one unit of
 * the order's one line, and a BCA virtual account charge opened for each by
 * its buyer's link from the mail. Answers the invoices' ids.
 */
async function invoicesChargedOverRest(
  system: RunningSystem,
  db: pg.Client,
  owner: Session,
  approver: Session,
): Promise<string[]> {
  const mailTo = `keuangan-${randomUUID()}@pembeli.co.id`;
  const buyer = await insertMailedBuyer(db, owner.organizationId, mailTo);
  const today = businessToday('Asia/Jakarta', new Date());
  const order = await openSalesOrder(system, owner, approver, {
    customerId: buyer,
    orderDate: today,
    lines: [
      {
        product: 'Semen Portland 50 kg (palet)',
        quantity: String(INVOICES),
        unitPrice: UNIT_PRICE,
        discount: '0.00',
        taxCode: 'PPN',
      },
    ],
  });
  const invoices: string[] = [];
  // One order: its lock takes the invoices one after another anyway.
  for (let index = 0; index < THROUGH_REST; index += 1) {
    const draft = await rest<SalesInvoiceResponse>(
      system.invoicingUrl,
      'POST',
      '/sales-invoices',
      owner,
      {
        salesOrderId: order.id,
        invoiceDate: today,
        paymentTermDays: 30,
        lines: [{ orderLine: 1, quantity: '1' }],
      },
    );
    await rest(system.invoicingUrl, 'POST', `/sales-invoices/${draft.id}/submit`, owner, {});
    await rest(system.invoicingUrl, 'POST', `/sales-invoices/${draft.id}/approve`, approver, {});
    invoices.push(draft.id);
  }
  const tokens = await linkTokensMailedTo(db, mailTo, THROUGH_REST);
  await inTurns(tokens.length, 4, async (index) => {
    const response = await fetch(`${system.invoicingUrl}/invoice-link/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-invoice-link-token': tokens[index]! },
      body: JSON.stringify({ channel: 'BCA_VA' }),
    });
    const charge = (await response.json()) as CheckoutChargeResponse;
    if (!response.ok || charge.status !== 'PENDING')
      throw new Error(
        `checkout did not open a charge: ${response.status} ${JSON.stringify(charge)}`,
      );
  });
  return invoices;
}

/** A table's columns that are written (not generated), but those named. */
async function writtenColumns(db: pg.Client, table: string, but: string[]): Promise<string[]> {
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'invoicing' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return columns.rows.map((row) => row.column_name).filter((column) => !but.includes(column));
}

/**
 * `count` copies of the template invoice issued by SQL as the service writes
 * one, in one transaction: numbered on from the organisation's counter for
 * the month (raised by `count`), each with its line and a PENDING charge of
 * the template charge's channel and amount. Answers the copies' ids.
 */
async function copiesBySql(
  db: pg.Client,
  template: string,
  count: number,
  sandboxUrl: string,
): Promise<string[]> {
  if (count === 0) return [];
  const invoiceColumns = await writtenColumns(db, 'sales_invoices', ['id', 'number']);
  const lineColumns = await writtenColumns(db, 'document_lines', ['id', 'document_id']);
  const chargeColumns = await writtenColumns(db, 'checkout_charges', [
    'id',
    'invoice_id',
    'order_id',
    'provider_ref',
    'payment_url',
  ]);
  const { rows } = await db.query<{ organization_id: string; number: string }>(
    'select organization_id, number from invoicing.sales_invoices where id = $1',
    [template],
  );
  const { organization_id: organizationId, number } = rows[0]!;
  const [, prefix, year, month] = /^(.*?)(\d{4})\/(\d{2})\/\d+$/.exec(number)!;
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.query('begin');
  try {
    const counter = await db.query<{ last_number: number }>(
      `update invoicing.document_number_counters set last_number = last_number + $4
        where organization_id = $1 and document_type = 'SALES_INVOICE' and period = $2 || '-' || $3
        returning last_number`,
      [organizationId, year, month, count],
    );
    const first = counter.rows[0]!.last_number - count + 1;
    const numbers = ids.map((_, index) =>
      documentNumber(prefix!, `${year}-${month}-01`, first + index),
    );
    const copied = (columns: string[], from: string) =>
      columns.map((column) => `${from}.${column}`).join(', ');
    await db.query(
      `insert into invoicing.sales_invoices (id, number, ${invoiceColumns.join(', ')})
       select copy.id, copy.number, ${copied(invoiceColumns, 't')}
         from unnest($1::uuid[], $2::text[]) as copy(id, number), invoicing.sales_invoices t
        where t.id = $3`,
      [ids, numbers, template],
    );
    await db.query(
      `insert into invoicing.document_lines (document_id, ${lineColumns.join(', ')})
       select copy.id, ${copied(lineColumns, 'l')}
         from unnest($1::uuid[]) as copy(id), invoicing.document_lines l
        where l.document_type = 'SALES_INVOICE' and l.document_id = $2`,
      [ids, template],
    );
    // As checkout names a charge at the gateway: the number made safe and 8 hex digits; Xendit's id is 24.
    const orderIds = numbers.map(
      (copy) => `${copy.replace(/[^A-Za-z0-9]+/g, '-')}-${randomBytes(4).toString('hex')}`,
    );
    const refs = ids.map(() => randomBytes(12).toString('hex'));
    await db.query(
      `insert into invoicing.checkout_charges (invoice_id, order_id, provider_ref, payment_url, ${chargeColumns.join(', ')})
       select copy.invoice_id, copy.order_id, copy.ref, $4 || copy.ref, ${copied(chargeColumns, 'c')}
         from unnest($1::uuid[], $2::text[], $3::text[]) as copy(invoice_id, order_id, ref),
              invoicing.checkout_charges c
        where c.invoice_id = $5 and c.status = 'PENDING'`,
      [ids, orderIds, refs, `${sandboxUrl}/checkout/v2/`, template],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  return ids;
}

/**
 * Each invoice's PENDING charge and the Xendit callback that it was paid, as
 * the sandbox sends it: from the sandbox's own record of a charge it opened,
 * from the same fields for a copy (a BCA virtual account it would have given).
 */
async function paidCallbacks(
  db: pg.Client,
  system: RunningSystem,
  invoices: string[],
): Promise<Charge[]> {
  const { rows } = await db.query<{
    id: string;
    invoice_id: string;
    order_id: string;
    provider_ref: string;
    amount: string;
    created_at: Date;
    expires_at: Date;
    number: string;
    name: string | null;
    email: string | null;
  }>(
    `select c.id, c.invoice_id, c.order_id, c.provider_ref, c.amount::text, c.created_at, c.expires_at,
            i.number, b.name, b.email
       from invoicing.checkout_charges c
       join invoicing.sales_invoices i on i.id = c.invoice_id
       join invoicing.customers b on b.id = i.customer_id
      where c.invoice_id = any($1) and c.status = 'PENDING'`,
    [invoices],
  );
  const paidAt = new Date();
  return rows.map((row) => {
    let opened: SandboxCharge;
    try {
      opened = system.gateway.charge(row.order_id);
    } catch {
      opened = {
        provider: 'XENDIT',
        ref: row.provider_ref,
        orderId: row.order_id,
        amount: new Decimal(row.amount),
        method: 'BCA',
        description: `Invoice ${row.number}`,
        customerName: row.name ?? row.email,
        customerEmail: row.email,
        successUrl: null,
        failureUrl: null,
        createdAt: row.created_at,
        updatedAt: row.created_at,
        expiresAt: row.expires_at,
        paidAt: null,
        status: 'PENDING',
        vaNumber: virtualAccountNumber('BCA'),
        qrString: null,
        transactionId: null,
        pagePath: `/checkout/v2/${row.provider_ref}`,
        reversal: null,
      };
    }
    const paid: SandboxCharge = {
      ...opened,
      status: 'PAID',
      paidAt,
      updatedAt: new Date(Math.max(paidAt.getTime(), opened.updatedAt.getTime() + 1)),
    };
    // Paid at the gateway too: the product confirms each callback with Xendit's Get Invoice before it pays.
    system.gateway.record(paid);
    return {
      id: row.id,
      invoiceId: row.invoice_id,
      orderId: row.order_id,
      body: JSON.stringify(xenditCallback(paid)),
      headers: {
        'content-type': 'application/json',
        'x-callback-token': system.gateway.xendit.callbackToken,
      },
    };
  });
}

/** The items in a random order (Fisher–Yates), `items` left as it was. */
function shuffled<T>(items: readonly T[]): T[] {
  const all = [...items];
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = randomInt(0, index + 1);
    [all[index], all[other]] = [all[other]!, all[index]!];
  }
  return all;
}

/** The charges' callbacks and a second copy of a third of them, shuffled. */
const arrivals = (charges: Charge[]): Charge[] =>
  shuffled([...charges, ...shuffled(charges).slice(0, Math.floor(charges.length / 3))]);

/** Posts every callback to the product, `IN_FLIGHT` at a time, each timed from its sending to its answer. */
async function deliver(invoicingUrl: string, callbacks: Charge[]): Promise<Delivery[]> {
  const pool = new Pool(invoicingUrl, { connections: IN_FLIGHT, pipelining: 1 });
  const deliveries: Delivery[] = [];
  try {
    await inTurns(callbacks.length, IN_FLIGHT, async (index) => {
      const charge = callbacks[index]!;
      const sentAt = performance.now();
      const answer = await pool.request({
        path: '/checkout/notifications/xendit',
        method: 'POST',
        headers: charge.headers,
        body: charge.body,
      });
      const text = await answer.body.text();
      const answeredAt = performance.now();
      let outcome = 'NONE';
      try {
        outcome = (JSON.parse(text) as { outcome?: string }).outcome ?? 'NONE';
      } catch {
        // A 5xx's body need not be JSON: the status says it.
      }
      deliveries.push({ charge, sentAt, answeredAt, status: answer.statusCode, outcome });
    });
  } finally {
    await pool.close();
  }
  return deliveries;
}

/**
 * The floor, on the same database in the same run: each charge's row and its
 * invoice's row updated again by plain SQL to what paying it wrote (the charge
 * PAID, the invoice PAID and paid in full), one transaction a charge, in a
 * random order, `IN_FLIGHT` connections at a time. The rows keep their values.
 */
async function plainUpdateSeconds(databaseUrl: string, charges: Charge[]): Promise<number> {
  return sqlFloorSeconds(databaseUrl, IN_FLIGHT, shuffled(charges), async (client, charge) => {
    await client.query(
      `update invoicing.checkout_charges
          set status = 'PAID', paid_at = coalesce(paid_at, now()), updated_at = now()
        where id = $1`,
      [charge.id],
    );
    await client.query(
      `update invoicing.sales_invoices
          set status = 'PAID', paid_amount = grand_total - credited_amount, updated_at = now(), version = version + 1
        where id = $1`,
      [charge.invoiceId],
    );
  });
}

/** The value below which `share` of the sorted values lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

/** Callbacks answered a second in each fifth of them, in the order they were answered. */
function fifthRates(deliveries: Delivery[], startedAt: number): number[] {
  const answered = deliveries.map((delivery) => delivery.answeredAt).sort((a, b) => a - b);
  const bounds = [0, 1, 2, 3, 4, 5].map((fifth) => Math.round((fifth * answered.length) / 5));
  return bounds.slice(1).map((end, fifth) => {
    const start = bounds[fifth]!;
    const from = start === 0 ? startedAt : answered[start - 1]!;
    return ((end - start) / (answered[end - 1]! - from)) * 1000;
  });
}

/** What the database holds of the charges after the callbacks: paid once each, every notification logged. */
async function storedOutcome(db: pg.Client, charges: Charge[]) {
  const invoices = charges.map((charge) => charge.invoiceId);
  const [paid] = (
    await db.query<{ paid: string; in_full: string }>(
      `select count(*) filter (where status = 'PAID') as paid,
              count(*) filter (where paid_amount = grand_total) as in_full
         from invoicing.sales_invoices where id = any($1)`,
      [invoices],
    )
  ).rows;
  const [payments] = (
    await db.query<{ payments: string; charges: string; allocations: string }>(
      `select count(distinct p.id) as payments, count(distinct p.source_ref) as charges,
              count(a.id) as allocations
         from invoicing.invoice_payments p
         left join invoicing.invoice_payment_allocations a on a.payment_id = p.id
        where p.source = 'CHECKOUT' and p.source_ref = any($1)`,
      [charges.map((charge) => charge.id)],
    )
  ).rows;
  const [charged] = (
    await db.query<{ paid: string }>(
      `select count(*) filter (where status = 'PAID' and payment_id is not null) as paid
         from invoicing.checkout_charges where id = any($1)`,
      [charges.map((charge) => charge.id)],
    )
  ).rows;
  const logged = await db.query<{ outcome: string; count: string }>(
    `select outcome, count(*) from invoicing.gateway_notifications
      where order_id = any($1) group by outcome`,
    [charges.map((charge) => charge.orderId)],
  );
  return {
    invoicesPaid: Number(paid!.paid),
    invoicesPaidInFull: Number(paid!.in_full),
    payments: Number(payments!.payments),
    chargesWithPayment: Number(payments!.charges),
    allocations: Number(payments!.allocations),
    chargesPaid: Number(charged!.paid),
    logged: Object.fromEntries(logged.rows.map((row) => [row.outcome, Number(row.count)])),
  };
}

/**
 * 10,000 (small: 30) issued invoices each with a PENDING BCA virtual account
 * charge (`THROUGH_REST` of them over REST end to end, the rest SQL copies),
 * then every charge's PAID callback and a second copy of a third of them,
 * shuffled, `IN_FLIGHT` at a time. Checked: no 5xx, one APPLIED answer and one
 * payment (source CHECKOUT, allocated) per charge, every invoice PAID in full,
 * every second copy logged DUPLICATE. Printed beside the floor
 * (`plainUpdateSeconds`) and their ratio.
 */
export async function runCheckoutWebhooksBenchmark() {
  const system = await startSystemProcess();
  const db = new pg.Client({ connectionString: system.databaseUrl });
  await db.connect();
  try {
    const owner = await signInDemo(system);
    const approver = await signedInApprover(
      db,
      system.accountUrl,
      owner.organizationId,
      'Checkout',
    );
    const overRest = await invoicesChargedOverRest(system, db, owner, approver);
    const copies = await copiesBySql(db, overRest[0]!, INVOICES - THROUGH_REST, system.gateway.url);
    const charges = await paidCallbacks(db, system, [...overRest, ...copies]);
    if (charges.length !== INVOICES)
      throw new Error(`${charges.length} charges waiting, not ${INVOICES}`);
    const callbacks = arrivals(charges);

    const cpuBefore = cpuSecondsOf(system.pid);
    const deliveries = await deliver(system.invoicingUrl, callbacks);
    const productCpu = cpuSecondsOf(system.pid) - cpuBefore;
    const first = Math.min(...deliveries.map((delivery) => delivery.sentAt));
    const last = Math.max(...deliveries.map((delivery) => delivery.answeredAt));
    const seconds = (last - first) / 1000;
    const stored = await storedOutcome(db, charges);
    const floorSeconds = await plainUpdateSeconds(system.databaseUrl, charges);

    const receivedAt = new Map<string, number>();
    for (const delivery of deliveries)
      receivedAt.set(
        delivery.charge.id,
        Math.min(receivedAt.get(delivery.charge.id) ?? Infinity, delivery.sentAt),
      );
    const applied = deliveries.filter((delivery) => delivery.outcome === 'APPLIED');
    const toPaid = applied
      .map((delivery) => delivery.answeredAt - receivedAt.get(delivery.charge.id)!)
      .sort((a, b) => a - b);
    const answered = deliveries
      .map((delivery) => delivery.answeredAt - delivery.sentAt)
      .sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const delivery of deliveries)
      statuses.set(delivery.status, (statuses.get(delivery.status) ?? 0) + 1);
    const serverErrors = deliveries.filter((delivery) => delivery.status >= 500).length;
    const duplicates = callbacks.length - INVOICES;
    const byFifth = fifthRates(deliveries, first);
    const answeredDuplicate = deliveries.filter((d) => d.outcome === 'DUPLICATE').length;
    const p95 = percentile(toPaid, 0.95);
    const rate = INVOICES / seconds;
    const floorRate = INVOICES / floorSeconds;
    const once =
      applied.length === INVOICES &&
      new Set(applied.map((delivery) => delivery.charge.id)).size === INVOICES &&
      answeredDuplicate === duplicates &&
      stored.invoicesPaid === INVOICES &&
      stored.invoicesPaidInFull === INVOICES &&
      stored.payments === INVOICES &&
      stored.chargesWithPayment === INVOICES &&
      stored.allocations === INVOICES &&
      stored.chargesPaid === INVOICES &&
      stored.logged.APPLIED === INVOICES &&
      (stored.logged.DUPLICATE ?? 0) === duplicates &&
      Object.keys(stored.logged).length === (duplicates > 0 ? 2 : 1);
    const passed =
      serverErrors === 0 && statuses.get(200) === callbacks.length && once && p95 < P95_TARGET_MS;

    console.log(
      `checkout-webhooks: ${callbacks.length} Xendit PAID callbacks (${INVOICES} charges, ${duplicates} of them twice), shuffled, ${IN_FLIGHT} in flight`,
    );
    console.log(
      `  invoices: ${THROUGH_REST} issued over REST and charged through the buyer's link, ${INVOICES - THROUGH_REST} copies of the first by SQL (invoice, line, number, PENDING charge)`,
    );
    console.log(
      `  throughput: ${(callbacks.length / seconds).toFixed(1)} webhooks/s, ${rate.toFixed(1)} invoices paid/s, ${seconds.toFixed(1)} s; the product's Node process used ${productCpu.toFixed(1)} s of CPU`,
    );
    console.log(
      `  webhooks/s by fifth of the run (steady, or slowing as the tables grow): ${byFifth.map((fifth) => fifth.toFixed(1)).join(', ')}`,
    );
    console.log(
      `  from a charge's first callback sent to its invoice paid (the paying one answered): p50 ${percentile(toPaid, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, p99 ${percentile(toPaid, 0.99).toFixed(0)} ms (target p95 < ${P95_TARGET_MS} ms); any callback answered: p95 ${percentile(answered, 0.95).toFixed(0)} ms`,
    );
    console.log(
      `  floor, the same charge and invoice rows updated by plain SQL (a transaction a charge, ${IN_FLIGHT} connections): ${floorRate.toFixed(1)} charges/s, ${floorSeconds.toFixed(2)} s`,
    );
    console.log(`  ratio paid/floor: ${(rate / floorRate).toFixed(3)}`);
    console.log(
      `  answers: ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}; ${applied.length} APPLIED, ${answeredDuplicate} DUPLICATE; stored: ${stored.invoicesPaid} invoices PAID (${stored.invoicesPaidInFull} in full), ${stored.payments} CHECKOUT payments for ${stored.chargesWithPayment} charges, ${stored.allocations} allocations, logged ${JSON.stringify(stored.logged)}${once ? '' : ' — NOT each paid once'}`,
    );
    console.log(`  ${passed ? 'PASS' : 'FAIL'}`);
    return { name: 'checkout-webhooks', passed, rate, floorRate, p95, seconds };
  } finally {
    await db.end();
    await system.stop();
  }
}
