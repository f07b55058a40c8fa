import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type {
  SalesInvoiceBatchResponse,
  SalesInvoiceResponse,
} from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { createdRest, type Tokens } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import type { GraphQLClient } from '../support/graphql-client.js';
import { invoicingSuite, submittedInvoice } from '../support/sales-invoices.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * Invoices submitted and issued in batches (`POST /sales-invoices/batch-moves`):
 * all or nothing, each invoice through the very checks of a move alone, the
 * numbers of one batch taken in the order asked from one counter update,
 * another organisation's invoice not found and a missing permission
 * forbidden, with nothing moved; twenty batches over overlapping invoices at
 * once issue each invoice once, its number unique and the run unbroken. The
 * same over GraphQL (`salesInvoicesBatchSubmit`, `salesInvoicesBatchApprove`), over HTTP and the WebSocket.
 */
const suite = invoicingSuite({
  name: 'PT Tagihan Sekaligus',
  outsider: 'PT Lain Sekaligus',
  reader: ['invoices:read', 'invoices:manage', 'sales-orders:read'],
  clients: true,
});

/** What the writer writes over REST (`createdRest`). */
const written = <T>(path: string, body: unknown) =>
  createdRest<T>(suite.system.invoicingUrl, path, suite.writer, body);

/** `count` drafts of one order of the writer's, one unit of its line each. */
async function drafts(count: number): Promise<string[]> {
  const customerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name: 'PT Pembeli Sekaligus',
  });
  const line = { product: 'Kertas A4', quantity: '1000', unitPrice: '55000.00', taxCode: 'PPN' };
  const order = await written<SalesOrderResponse>('/sales-orders', {
    customerId,
    orderDate: '2026-11-05',
    lines: [line],
  });
  const invoices = await Promise.all(
    Array.from({ length: count }, () =>
      written<SalesInvoiceResponse>('/sales-invoices', {
        salesOrderId: order.id,
        invoiceDate: '2026-11-12',
        lines: [{ orderLine: 1, quantity: '1' }],
      }),
    ),
  );
  return invoices.map((invoice) => invoice.id);
}

const batch = (by: Tokens, action: string, ids: readonly string[]) =>
  suite.invoicing<SalesInvoiceBatchResponse>('POST', '/sales-invoices/batch-moves', by, {
    action,
    ids,
  });

/** `count` invoices the writer submitted in one batch. */
async function submitted(count: number): Promise<string[]> {
  const ids = await drafts(count);
  const answer = await batch(suite.writer, 'submit', ids);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ids;
}

/** The invoices' statuses and numbers as stored, in the order of `ids`. */
async function stored(ids: readonly string[]) {
  const rows = await suite.system.invoicing.db
    .selectFrom('sales_invoices')
    .select(['id', 'status', 'number'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id));
}

/** How many revisions of `action` each of the invoices has, in the order of `ids`. */
async function revisionsOf(ids: readonly string[], action: string) {
  const { rows } = await sql<{ document_id: string }>`select document_id from document_revisions
    where document_id = any(${ids}::uuid[]) and action = ${action}`.execute(
    suite.system.invoicing.db,
  );
  return ids.map((id) => rows.filter((row) => row.document_id === id).length);
}

/** The sequence of an invoice number, `INV/2026/11/0042` is 42. */
const sequenceOf = (number: string | null | undefined) => Number(number?.split('/').at(-1));

describe('a batch of invoices', () => {
  it('is submitted and issued all at once: numbered in the order asked without a gap, each with its revision and activity', async () => {
    const ids = await drafts(3);
    const sent = await batch(suite.writer, 'submit', [...ids, ids[0]!]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.items.map((invoice) => [invoice.id, invoice.status])).toEqual(
      ids.map((id) => [id, 'PENDING_APPROVAL']),
    );
    const asked = [ids[2]!, ids[0]!, ids[1]!];
    const issued = await batch(suite.approver, 'approve', asked);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.items.map((invoice) => invoice.id)).toEqual(asked);
    expect(issued.body.items.every((invoice) => invoice.status === 'ISSUED')).toBe(true);
    const sequences = issued.body.items.map((invoice) => sequenceOf(invoice.number));
    expect(sequences).toEqual([sequences[0], sequences[0]! + 1, sequences[0]! + 2]);
    expect(await revisionsOf(ids, 'submit')).toEqual([1, 1, 1]);
    expect(await revisionsOf(ids, 'approve')).toEqual([1, 1, 1]);
    const logged = await suite.system.invoicing.db
      .selectFrom('activity_log')
      .select(['entity_id', 'summary'])
      .where('entity_id', 'in', ids)
      .where('action', '=', 'APPROVED')
      .execute();
    expect(logged.map((entry) => entry.summary).sort()).toEqual(
      issued.body.items.map((invoice) => expect.stringContaining(invoice.number!) as string).sort(),
    );
  });

  it('is refused as its invoices would be alone, naming the one refused by its index; nothing moves', async () => {
    const ids = await submitted(2);
    const [draft] = await drafts(1);
    const notSubmitted = await batch(suite.approver, 'approve', [ids[0]!, draft!]);
    expect(notSubmitted.status).toBe(409);
    expect(notSubmitted.body.error).toMatchObject({ code: 'U-INV-DOC-9', field: 'ids.1' });
    // The approver's own submission: the batch answers what approving it alone answers.
    const [own] = await drafts(1);
    expect((await batch(suite.approver, 'submit', [own!])).status).toBe(200);
    const alone = await suite.invoicing('POST', `/sales-invoices/${own}/approve`, suite.approver);
    const inBatch = await batch(suite.approver, 'approve', [ids[0]!, ids[1]!, own!]);
    expect(alone.body.error?.code).toBe('U-INV-SI-8');
    expect([inBatch.status, inBatch.body.error]).toEqual([
      alone.status,
      { ...alone.body.error, field: 'ids.2' },
    ]);
    // Refused in its own operation: a dollar invoice of a week without its kurs pajak.
    const foreign = await submittedInvoice(suite.writers, {
      currency: 'USD',
      taxCode: 'PPN',
      invoiceDate: '2025-03-05',
    });
    const noRate = await batch(suite.approver, 'approve', [ids[0]!, foreign.id]);
    expect(noRate.status).toBe(409);
    expect(noRate.body.error).toMatchObject({ code: 'U-INV-SI-35', field: 'ids.1' });
    for (const size of [[], Array.from({ length: 101 }, () => randomUUID())]) {
      const refused = await batch(suite.approver, 'approve', size);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'U-INV-SI-80', field: 'ids' });
      expect(refused.body.error?.message).toBe('Choose 1 to 100 invoices for one batch.');
    }
    expect((await stored([...ids, draft!, own!, foreign.id])).map((row) => row?.status)).toEqual([
      'PENDING_APPROVAL',
      'PENDING_APPROVAL',
      'DRAFT',
      'PENDING_APPROVAL',
      'PENDING_APPROVAL',
    ]);
  });

  it('of another organisation is not found, and a member without the permission is forbidden; nothing moves', async () => {
    const ids = await submitted(2);
    const outsider = await batch(suite.outsider, 'approve', ids);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error, JSON.stringify(outsider.body)).toMatchObject({
      code: 'U-INV-SI-1',
      field: 'ids.0',
    });
    const unknown = await batch(suite.approver, 'approve', [ids[0]!, randomUUID(), ids[1]!]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.field).toBe('ids.1');
    const reader = await batch(suite.reader, 'approve', ids);
    expect(reader.status).toBe(403);
    expect(reader.body.error?.code).toBe('FORBIDDEN');
    expect((await stored(ids)).map((row) => [row?.status, row?.number])).toEqual([
      ['PENDING_APPROVAL', null],
      ['PENDING_APPROVAL', null],
    ]);
    expect(await revisionsOf(ids, 'approve')).toEqual([0, 0]);
  });

  it('twenty batch approvals over overlapping invoices at the same instant: each invoice is issued once, its number unique, the run unbroken', async () => {
    const ids = await submitted(10);
    const batches = Array.from({ length: 20 }, (_, index) =>
      [0, 1, 2].map((step) => ids[(index + step * (1 + (index % 3))) % ids.length]!),
    );
    const answers = await Promise.all(
      batches.map((asked) => batch(suite.approver, 'approve', asked)),
    );
    const issuedBy = answers.flatMap((answer) =>
      answer.status === 200 ? answer.body.items.map((invoice) => invoice.id) : [],
    );
    for (const answer of answers)
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(new Set(issuedBy).size).toBe(issuedBy.length);
    const rows = await stored(ids);
    const issued = rows.filter((row) => row?.status === 'ISSUED');
    expect(issued.map((row) => row!.id).sort()).toEqual([...issuedBy].sort());
    expect(await revisionsOf(issuedBy, 'approve')).toEqual(issuedBy.map(() => 1));
    const sequences = issued.map((row) => sequenceOf(row!.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => sequences[0]! + index));
    expect(
      rows.filter((row) => row?.status !== 'ISSUED').every((row) => row?.number === null),
    ).toBe(true);
  });
});

const BATCH = (mutation: string) => `mutation ($input: SalesInvoiceBatchInput!) {
  batch: ${mutation}(input: $input) { salesInvoices { id status number } userErrors { field code } } }`;
type Batched = {
  batch: {
    salesInvoices: { id: string; status: string; number: string | null }[] | null;
    userErrors: { field: string | null; code: string }[];
  };
};

describe.each(TRANSPORTS)('a batch over GraphQL (%s)', (transport) => {
  let maker: GraphQLClient;
  let checker: GraphQLClient;
  beforeAll(async () => {
    [maker, checker] = await Promise.all([
      suite.memberClient('MAKER_APPROVER'),
      suite.memberClient('MAKER_APPROVER'),
    ]);
  });
  const move = (by: GraphQLClient, action: string, ids: readonly string[]) =>
    send<Batched>(
      transport,
      by,
      BATCH(action === 'SUBMIT' ? 'salesInvoicesBatchSubmit' : 'salesInvoicesBatchApprove'),
      { input: { salesInvoiceIds: ids.map((id) => toGlobalId('SalesInvoice', id)) } },
    );

  it('submits and issues invoices at once; refuses one’s own, another organisation’s and a member without the permission, on the invoice’s index', async () => {
    const ids = await drafts(2);
    const sent = (await move(maker, 'SUBMIT', ids)).data!.batch;
    expect(sent.userErrors).toEqual([]);
    expect(sent.salesInvoices!.map((invoice) => invoice.status)).toEqual([
      'PENDING_APPROVAL',
      'PENDING_APPROVAL',
    ]);
    expect((await move(maker, 'APPROVE', ids)).data!.batch).toEqual({
      salesInvoices: null,
      userErrors: [{ field: 'salesInvoiceIds.0', code: 'U-INV-SI-8' }],
    });
    expect((await move(suite.outsiderClient, 'APPROVE', ids)).data!.batch).toEqual({
      salesInvoices: null,
      userErrors: [{ field: 'salesInvoiceIds.0', code: 'U-INV-SI-1' }],
    });
    expect((await move(suite.readerClient, 'APPROVE', ids)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await stored(ids)).map((row) => row?.status)).toEqual([
      'PENDING_APPROVAL',
      'PENDING_APPROVAL',
    ]);
    const issued = (await move(checker, 'APPROVE', [ids[1]!, ids[0]!])).data!.batch;
    expect(issued.userErrors).toEqual([]);
    expect(
      issued.salesInvoices!.map((invoice) => [invoice.status, sequenceOf(invoice.number)]),
    ).toEqual([
      ['ISSUED', sequenceOf(issued.salesInvoices![0]!.number)],
      ['ISSUED', sequenceOf(issued.salesInvoices![0]!.number) + 1],
    ]);
  });
});
