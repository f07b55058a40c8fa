import pg from 'pg';
import { newLinkToken } from '../services/kit/link-tokens.js';
import { signInDemo } from './support/demo-session.js';
import { median } from './support/load.js';
import { sized } from './size.js';
import { startSystemProcess, type RunningSystem } from './system-process.js';

/** PDFs asked for at once in each burst, as the issue measured them. */
const BURST = 40;
/** A member's list asked for one after another while a burst runs, and alone before it. */
const LISTS = sized(15, 3);
/**
 * Target: while 40 PDFs of one link are asked for, a member's list answers
 * within 2 s every time (unbounded, the burst took 6.3 s and held a list 5.2 s
 * on this machine).
 */
const LINK_TARGET_MS = 2000;
/**
 * Target: while staff ask for 40 PDFs at once, the slowest member's list
 * answers within 300 ms. Rendered on the event loop, a list arriving while a
 * render ran waited for it on each hop (1.7 s where the list alone took
 * 0.1 s); rendered in worker threads, the list only shares the CPU. Its ratio
 * to the list's median alone is printed beside it: the floor it cannot go
 * under.
 */
const STAFF_TARGET_MS = 300;

const LIST = `{ salesInvoices(first: 20) { edges { node { id number status } } } }`;

/**
 * A member's list of invoices (GraphQL through the BFF, the demo owner's
 * session) while 40 PDFs are asked for at once: of one buyer's link (the link
 * and address limits refuse all but 10, PDF_RENDERS_PER_DOCUMENT), then of
 * the organisation's invoices by staff (the instance's bounded queue,
 * PDF_RENDER_CONCURRENCY and PDF_RENDER_QUEUE, refuses what does not fit).
 * Printed: the list's median and slowest answer alone and during each burst,
 * and how the burst's requests were answered (targets: `LINK_TARGET_MS`,
 * `STAFF_TARGET_MS`). The link is one the bench adds to an issued demo
 * invoice (its token's hash, as the service stores it), so no mail is waited
 * for.
 */
export async function runPdfBurstBenchmark(): Promise<{ passed: boolean }> {
  const system = await startSystemProcess();
  try {
    const session = await signInDemo(system);
    const { token, invoiceIds } = await linkOfDemoInvoice(system, session.organizationId);
    const list = () => timedList(system, session.accessToken);
    const alone: number[] = [];
    for (let index = 0; index < LISTS; index += 1) alone.push(await list());
    const ofLink = await duringBurst(list, () =>
      fetch(`${system.url}/invoice-link/pdf?token=${encodeURIComponent(token)}`),
    );
    const ofStaff = await duringBurst(list, (index) =>
      fetch(`${system.url}/invoices/${invoiceIds[index % invoiceIds.length]!}/pdf?language=en`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      }),
    );
    const slowestOfStaff = Math.max(...ofStaff.lists);
    const passed = Math.max(...ofLink.lists) < LINK_TARGET_MS && slowestOfStaff < STAFF_TARGET_MS;
    console.log(
      [
        `pdf-burst: a member's list alone: median ${median(alone).toFixed(0)} ms, slowest ${Math.max(...alone).toFixed(0)} ms`,
        `  during ${BURST} PDFs of one link (${ofLink.seconds.toFixed(1)} s, ${ofLink.lists.length} lists): median ${median(ofLink.lists).toFixed(0)} ms, slowest ${Math.max(...ofLink.lists).toFixed(0)} ms; answers ${ofLink.statuses}`,
        `  during ${BURST} staff PDFs of ${invoiceIds.length} invoices (${ofStaff.seconds.toFixed(1)} s, ${ofStaff.lists.length} lists): median ${median(ofStaff.lists).toFixed(0)} ms, slowest ${Math.max(...ofStaff.lists).toFixed(0)} ms; answers ${ofStaff.statuses}`,
        `  the slowest list during the staff burst is ${(slowestOfStaff / median(alone)).toFixed(1)} x the list's median alone`,
        `  targets: the slowest list during the link's burst < ${LINK_TARGET_MS} ms, during the staff burst < ${STAFF_TARGET_MS} ms: ${passed ? 'met' : 'missed'}`,
      ].join('\n'),
    );
    return { passed };
  } finally {
    await system.stop();
  }
}

/** The member's list once, in milliseconds; it must answer the invoices. */
async function timedList(system: RunningSystem, accessToken: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${system.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: LIST }),
  });
  const body = (await response.json()) as { data?: { salesInvoices?: { edges: unknown[] } } };
  if (!body.data?.salesInvoices) throw new Error(`the list failed: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

/** `BURST` requests at once and the member's list asked one after another until they are all answered: the list's times, the burst's statuses and how long it took. */
async function duringBurst(
  list: () => Promise<number>,
  request: (index: number) => Promise<Response>,
): Promise<{ lists: number[]; statuses: string; seconds: number }> {
  const started = performance.now();
  let answered = false;
  const burst = Promise.all(
    Array.from({ length: BURST }, async (_, index) => {
      const response = await request(index);
      const code = response.ok
        ? ''
        : ` ${((await response.json()) as { error?: { code?: string } }).error?.code ?? ''}`;
      await response.body?.cancel().catch(() => {});
      return `${response.status}${code}`;
    }),
  ).finally(() => (answered = true));
  const lists: number[] = [];
  do lists.push(await list());
  while (!answered);
  const counts = new Map<string, number>();
  for (const status of await burst) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    lists,
    seconds: (performance.now() - started) / 1000,
    statuses: [...counts]
      .sort()
      .map(([status, count]) => `${count} x ${status}`)
      .join(', '),
  };
}

/** A new buyer's link to the demo's first issued invoice, and the organisation's invoices for staff PDFs. */
async function linkOfDemoInvoice(
  system: RunningSystem,
  organizationId: string,
): Promise<{ token: string; invoiceIds: string[] }> {
  const db = new pg.Client({ connectionString: system.databaseUrl });
  await db.connect();
  try {
    const invoices = await db.query<{ id: string; status: string }>(
      `select id, status from invoicing.sales_invoices where organization_id = $1 order by created_at`,
      [organizationId],
    );
    const issued = invoices.rows.find((invoice) => invoice.status === 'ISSUED');
    if (!issued) throw new Error('the demo has no issued invoice');
    const { token, hash } = newLinkToken();
    await db.query(
      `insert into invoicing.invoice_links (organization_id, invoice_id, token_hash, expires_at)
       values ($1, $2, $3, now() + interval '30 days')`,
      [organizationId, issued.id, hash],
    );
    return { token, invoiceIds: invoices.rows.map((invoice) => invoice.id) };
  } finally {
    await db.end();
  }
}
