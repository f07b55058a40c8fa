import { beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../bff/global-id.js';
import {
  callRest,
  createCounterpartyRest,
  createdRest,
  type Tokens,
} from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { createBankAccount, payeeAccountOf } from '../support/payments.js';
import {
  draftInvoice,
  invoiceWritersIn,
  issuedInvoice,
  transferRecorded,
  type InvoiceWriters,
} from '../support/sales-invoices.js';
import { organisationSuite } from '../support/organisation-suite.js';
import {
  createExpectedRest,
  createManualAccountRest,
  enterLineRest,
} from '../support/treasury-rest.js';
import { TEST_DATE } from '../support/system.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * Incremental sync, as an integrator runs it on every list it syncs: the rows
 * changed at or after an instant (`updatedSince`, inclusive), read by last
 * change with a stable keyset cursor, over REST and over GraphQL (HTTP and
 * WebSocket). Each list's change is a real write of the kind a sync must not
 * miss: a status move, a counterparty's edit, a reconciliation.
 */
const suite = organisationSuite({
  name: 'PT Sinkron Data',
  reader: ['deposits:read'],
  outsider: 'PT Lain Sinkron',
  clients: true,
});

let writers: InvoiceWriters;
let supplier: { id: string; name: string };
let accountId: string;
let payment: { source: string; payee: string };

/** A row as every synced list answers it. */
type Synced = { id: string; updatedAt: string };
type Page = {
  items: { cursor: string; node: Synced }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** One list an integrator syncs: where it is read, how its order by last change is asked, how a row is made and changed. */
type SyncedList = {
  name: string;
  service: 'invoicing' | 'treasury';
  /** The REST list, with the query it always needs (`?kind=PAYMENT`). */
  path: string;
  /** The GraphQL field, its node type and the argument that orders it by last change. */
  field: string;
  node: string;
  order: 'orderBy' | 'sort';
  create: () => Promise<string>;
  change: (id: string) => Promise<unknown>;
};

const owner = () => suite.owner;
const rest = (service: SyncedList['service']) =>
  service === 'invoicing' ? suite.system.invoicingUrl : suite.system.treasuryUrl;
/** A write that must succeed (2xx), whatever it answers. */
async function wrote(service: SyncedList['service'], path: string, body?: unknown, by = owner()) {
  const answer = await callRest<unknown>(rest(service), 'POST', path, by, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

let lineSequence = 0;
const orderLine = { product: 'Kertas A4', quantity: '2', unitPrice: '50000.00', taxCode: 'NO_PPN' };

const LISTS: SyncedList[] = [
  {
    name: 'sales invoices (submitted)',
    service: 'invoicing',
    path: '/sales-invoices?',
    field: 'salesInvoices',
    node: 'SalesInvoice',
    order: 'orderBy',
    create: async () => (await draftInvoice(writers)).id,
    change: (id) => wrote('invoicing', `/sales-invoices/${id}/submit`, undefined, writers.writer),
  },
  {
    name: 'sales orders (cancelled)',
    service: 'invoicing',
    path: '/sales-orders?',
    field: 'salesOrders',
    node: 'SalesOrder',
    order: 'orderBy',
    create: async () =>
      (
        await createdRest<Synced>(suite.system.invoicingUrl, '/sales-orders', owner(), {
          customerId: await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId),
          orderDate: '2026-11-05',
          lines: [orderLine],
        })
      ).id,
    change: (id) => wrote('invoicing', `/sales-orders/${id}/cancel`, { reason: 'Batal' }),
  },
  {
    name: 'purchase orders (cancelled)',
    service: 'invoicing',
    path: '/purchase-orders?',
    field: 'purchaseOrders',
    node: 'PurchaseOrder',
    order: 'orderBy',
    create: async () =>
      (
        await createdRest<Synced>(suite.system.invoicingUrl, '/purchase-orders', owner(), {
          supplier,
          orderDate: '2026-11-09',
          lines: [orderLine],
        })
      ).id,
    change: (id) => wrote('invoicing', `/purchase-orders/${id}/cancel`, { reason: 'Batal' }),
  },
  {
    name: 'invoice payments (cancelled)',
    service: 'invoicing',
    path: '/invoice-payments?',
    field: 'invoicePayments',
    node: 'InvoicePayment',
    order: 'orderBy',
    create: async () =>
      (
        await createdRest<Synced>(suite.system.invoicingUrl, '/invoice-payments', owner(), {
          customerId: await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId),
          paymentDate: '2026-11-12',
          amount: '150000.00',
          method: 'BANK_TRANSFER',
        })
      ).id,
    change: (id) => wrote('invoicing', `/invoice-payments/${id}/cancel`, { reason: 'Salah catat' }),
  },
  {
    name: 'customers (deactivated)',
    service: 'invoicing',
    path: '/customers?',
    field: 'customers',
    node: 'Customer',
    order: 'orderBy',
    create: () => insertActiveBuyer(suite.system.invoicing.db, suite.organizationId),
    change: (id) => wrote('invoicing', `/customers/${id}/deactivate`, { reason: 'Tutup' }),
  },
  {
    name: 'counterparties (edited)',
    service: 'treasury',
    path: '/counterparties?',
    field: 'counterparties',
    node: 'Counterparty',
    order: 'sort',
    create: async () => (await createCounterpartyRest(suite.system, owner())).id,
    change: async (id) => {
      const answer = await callRest(
        suite.system.treasuryUrl,
        'PATCH',
        `/counterparties/${id}`,
        owner(),
        {
          email: 'tagihan@rekanan.co.id',
        },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
  },
  {
    name: 'bills (submitted)',
    service: 'treasury',
    path: '/bills?',
    field: 'bills',
    node: 'Bill',
    order: 'sort',
    create: async () =>
      (
        await createdRest<{ node: Synced }>(suite.system.treasuryUrl, '/bills', owner(), {
          date: '2026-11-01',
          dueDate: TEST_DATE,
          category: 'RENT',
          counterpartyId: supplier.id,
          description: 'Sewa gudang',
          amount: '2500000.00',
        })
      ).node.id,
    change: (id) => wrote('treasury', `/bills/${id}/submit`),
  },
  {
    name: 'payments (cancelled)',
    service: 'treasury',
    path: '/payment-orders?kind=PAYMENT&',
    field: 'payments',
    node: 'Payment',
    order: 'sort',
    create: async () =>
      (
        await createdRest<{ node: Synced }>(suite.system.treasuryUrl, '/payment-orders', owner(), {
          kind: 'PAYMENT',
          sourceAccountId: payment.source,
          counterpartyBankAccountId: payment.payee,
          method: 'BI_FAST',
          amount: '125000.00',
          paymentDate: TEST_DATE,
        })
      ).node.id,
    change: (id) => wrote('treasury', '/payment-orders/cancel', { ids: [id], reason: 'Batal' }),
  },
  {
    name: 'statement transactions (reconciled)',
    service: 'treasury',
    path: '/statement-transactions?',
    field: 'statementTransactions',
    node: 'StatementTransaction',
    order: 'sort',
    create: () =>
      enterLineRest(suite.system, owner(), {
        bankAccountId: accountId,
        amount: '300000.00',
        description: `Transfer masuk pelanggan ${(lineSequence += 1)}`,
      }),
    change: async (id) =>
      wrote('treasury', '/reconciliations', {
        statementTransactionIds: [id],
        items: [
          {
            kind: 'EXPECTED_TRANSACTION',
            id: await createExpectedRest(suite.system, owner(), '300000.00'),
          },
        ],
      }),
  },
];

/** A REST page of `list` as `by` reads it, with `query` (`updatedSince=…&first=1`). */
const readRest = (list: SyncedList, query: string, by: Tokens = owner()) =>
  callRest<Page & { error?: { code: string; field?: string } }>(
    rest(list.service),
    'GET',
    `${list.path}${query}`,
    by,
  );

/** Every row of `list` changed since `since`, by last change, walked one row a page. */
async function walk(list: SyncedList, since: string): Promise<Synced[]> {
  const rows: Synced[] = [];
  let after: string | null = null;
  do {
    const page: { status: number; body: Page } = await readRest(
      list,
      `${list.order}=UPDATED_AT&first=1&updatedSince=${encodeURIComponent(since)}${after ? `&after=${after}` : ''}`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    rows.push(...page.body.items.map((item) => item.node));
    after = page.body.pageInfo.hasNextPage ? page.body.pageInfo.endCursor : null;
  } while (after);
  return rows;
}

/** The list's ids changed since `since`, by last change, over GraphQL. */
const syncQuery = (list: SyncedList) =>
  `query ($since: DateTime) { ${list.field}(first: 100, updatedSince: $since, ${list.order}: UPDATED_AT) { edges { node { id updatedAt } } } }`;

beforeAll(async () => {
  writers = await invoiceWritersIn(suite.system, suite.organizationId);
  // A company is paid only once its NPWP is recorded; at Mandiri, so BCA pays it by BI-FAST.
  const counterparty = await createCounterpartyRest(suite.system, suite.owner, {
    legalName: 'PT Rekanan Sinkron',
    taxNumber: '012345678901234',
    bankAccounts: [
      { bankCode: '008', accountNumber: '1230001199', accountName: 'PT REKANAN SINKRON' },
    ],
  });
  supplier = { id: counterparty.id, name: counterparty.legalName };
  accountId = await createManualAccountRest(suite.system, suite.owner);
  payment = {
    source: fromGlobalId(
      await createBankAccount(suite.ownerClient, {
        accountNumber: '6170209955',
        accountName: 'PT SINKRON DATA',
        alias: 'BCA Sinkron',
      }),
    )!.id,
    payee: await payeeAccountOf(suite.system, counterparty.id),
  };
});

describe.each(LISTS)('$name', (list) => {
  let a: string;
  let b: string;
  let since: string;

  beforeAll(async () => {
    a = await list.create();
    b = await list.create();
    // A millisecond after the latest change so far: the list answers instants to the millisecond, PostgreSQL keeps microseconds.
    const latest = (await walk(list, '2000-01-01T00:00:00Z')).at(-1)!.updatedAt;
    since = new Date(Date.parse(latest) + 1).toISOString();
    await list.change(a);
  });

  it('answers only the row changed since the instant, over REST, and a walk one row a page reads each once, by last change', async () => {
    const changed = await readRest(list, `updatedSince=${encodeURIComponent(since)}`);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.items.map((item) => item.node.id)).toEqual([a]);
    expect(changed.body.items[0]!.node.updatedAt >= since).toBe(true);

    const all = await walk(list, '2000-01-01T00:00:00Z');
    const ours = all.filter((row) => row.id === a || row.id === b).map((row) => row.id);
    expect(ours).toEqual([b, a]);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    const times = all.map((row) => row.updatedAt);
    expect(times).toEqual([...times].sort());
  });

  it('refuses a malformed updatedSince (U-COM-SYNC-1) and a cursor of another order', async () => {
    for (const bad of ['yesterday', '2026-11-30T10:00:00', '2026-02-30T00:00:00Z']) {
      const refused = await readRest(list, `updatedSince=${encodeURIComponent(bad)}`);
      expect([refused.status, refused.body.error?.code, refused.body.error?.field]).toEqual([
        400,
        'U-COM-SYNC-1',
        'updatedSince',
      ]);
    }
    const first = await readRest(list, 'first=1');
    const mixed = await readRest(
      list,
      `${list.order}=UPDATED_AT&after=${first.body.pageInfo.endCursor}`,
    );
    expect(mixed.status).toBe(400);
  });

  it('shows another organisation none of the rows, and a member without the read permission is refused', async () => {
    const theirs = await readRest(list, 'updatedSince=2000-01-01T00:00:00Z', suite.outsider);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.map((item) => item.node.id)).not.toContain(a);
    expect(theirs.body.items.map((item) => item.node.id)).not.toContain(b);
    expect((await readRest(list, 'updatedSince=2000-01-01T00:00:00Z', suite.reader)).status).toBe(
      403,
    );
  });

  it.each(TRANSPORTS)(
    'over GraphQL (%s): only the changed row; a malformed instant is BAD_USER_INPUT; another organisation sees none',
    async (transport) => {
      type Answer = Record<string, { edges: { node: Synced }[] }>;
      const mine = await send<Answer>(transport, suite.ownerClient, syncQuery(list), { since });
      expect(mine.errors).toBeUndefined();
      expect(mine.data![list.field]!.edges.map((edge) => fromGlobalId(edge.node.id))).toEqual([
        { type: list.node, id: a },
      ]);
      for (const bad of ['yesterday', '2026-02-30T00:00:00Z']) {
        const refused = await send<Answer>(transport, suite.ownerClient, syncQuery(list), {
          since: bad,
        });
        expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
      const theirs = await send<Answer>(transport, suite.outsiderClient, syncQuery(list), {
        since: '2000-01-01T00:00:00Z',
      });
      expect(theirs.data![list.field]!.edges).toEqual([]);
    },
  );
});

describe('a write that changes a synced row through another', () => {
  it('a payment allocated to an invoice marks the invoice changed', async () => {
    const invoice = await issuedInvoice(writers);
    const since = new Date().toISOString();
    await transferRecorded(suite.system, writers.writer, invoice, {
      amount: '100000.00',
      paymentDate: '2026-11-13',
    });
    const changed = await callRest<Page>(
      suite.system.invoicingUrl,
      'GET',
      `/sales-invoices?orderBy=UPDATED_AT&updatedSince=${encodeURIComponent(since)}`,
      owner(),
    );
    expect(changed.body.items.map((item) => item.node.id)).toEqual([invoice.id]);
  });
});
