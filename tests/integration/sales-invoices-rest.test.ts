import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SENAYAN_WARD } from '../support/customer-profiles.js';
import { fromCents, toCents } from '../../formats/cents.js';
import type { DocumentRevisionResponse } from '../../contracts/invoicing/documents.js';
import type { GoodsReceiptResponse } from '../../contracts/invoicing/goods-receipts.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import {
  addMember,
  addMemberInBuiltInRole,
  authHeaders,
  createdRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { MembershipStatus } from '../../services/account/membership-status.js';
import { activityOf } from '../support/activity.js';
import { documentsCount, insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { saveSellerProfile } from '../support/sales-invoices.js';
import { saveOrdersSettings } from '../support/orders-settings.js';

/**
 * Sales invoices over the invoicing service's REST API, in the real system:
 * lines from goods receipts or from what is left of an order's lines, never
 * more than ordered; milestones that add up to the grand total; approval by
 * another member than the one who wrote or submitted it (two members of one
 * role, and twenty approvals at once), or by the approver it names and no
 * one else, numbering at issue; cancellation;
 * the buyer's credit counting an invoiced order once; bad input, tenancy and
 * permissions.
 */
const suite = organisationSuite({
  name: 'PT Pemasok Faktur',
  reader: ['invoices:read', 'sales-orders:read'],
  outsider: 'PT Lain Faktur',
});
let first: Tokens;
let second: Tokens;
let third: Tokens;
/** The members' user ids, for naming them as an invoice's approver. */
let ids: Record<
  'owner' | 'first' | 'second' | 'third' | 'reader' | 'outsider' | 'deactivated' | 'approver',
  string
>;

const call = suite.invoicing;
const created = <T>(path: string, by: Tokens, body: unknown) =>
  createdRest<T>(suite.system.invoicingUrl, path, by, body);

/** An open order of two lines: 10 x 100,000.00 with PPN and 1,000.00 off, and 3 x 33,333.33 without PPN. */
async function openOrder(
  creditLimit?: string,
  profile?: Record<string, unknown>,
): Promise<SalesOrderResponse> {
  const buyer = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    creditLimit,
    profile,
  });
  return created<SalesOrderResponse>('/sales-orders', first, {
    customerId: buyer,
    orderDate: '2026-11-05',
    lines: [
      {
        product: 'Semen Portland 50 kg',
        quantity: '10',
        unitPrice: '100000.00',
        discount: '1000.00',
        taxCode: 'PPN',
      },
      {
        product: 'Jasa angkut',
        quantity: '3',
        unitPrice: '33333.33',
        taxCode: 'NO_PPN',
        kind: 'SERVICE',
        unit: 'UM.0030',
      },
    ],
  });
}

const ordersNeedApproval = (required: boolean) =>
  saveOrdersSettings(suite.system, suite.owner, { salesOrderApprovalRequired: required });

async function receive(order: SalesOrderResponse, quantities: [string, string]) {
  return created<GoodsReceiptResponse>('/goods-receipts', first, {
    salesOrderId: order.id,
    receivedDate: '2026-11-10',
    lines: quantities.map((quantity, index) => ({ orderLine: index + 1, quantity })),
  });
}

const invoice = (order: SalesOrderResponse, source: Record<string, unknown>, more = {}) => ({
  salesOrderId: order.id,
  invoiceDate: '2026-11-12',
  ...source,
  ...more,
});

/** An invoice written by `by`, answered as it is: made, or the service's error. */
const post = (body: Record<string, unknown>, by = first) =>
  call<SalesInvoiceResponse>('POST', '/sales-invoices', by, body);

/** An invoice written by `by` that the service must make. */
const write = (body: Record<string, unknown>, by = first) =>
  created<SalesInvoiceResponse>('/sales-invoices', by, body);

const move = (id: string, action: string, by: Tokens, body?: unknown) =>
  call<SalesInvoiceResponse>('POST', `/sales-invoices/${id}/${action}`, by, body);

const invoicesCount = () =>
  documentsCount(suite.system.invoicing.db, 'sales_invoices', suite.organizationId);

beforeAll(async () => {
  // Three members of one role that may both write and approve invoices.
  const members = await Promise.all(
    [1, 2, 3].map(() =>
      addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER_APPROVER'),
    ),
  );
  [first, second, third] = (await Promise.all(
    members.map((member) => signInRest(suite.system, member)),
  )) as [Tokens, Tokens, Tokens];
  // An Approver who was deactivated, and one who approves and writes nothing.
  const deactivated = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER');
  await suite.system.account.db
    .updateTable('memberships')
    .set({ status: MembershipStatus.deactivated })
    .where('user_id', '=', deactivated.userId)
    .execute();
  ids = {
    owner: suite.ownerCredentials.userId,
    first: members[0]!.userId,
    second: members[1]!.userId,
    third: members[2]!.userId,
    reader: suite.readerCredentials.userId,
    outsider: suite.outsiderCredentials.userId,
    deactivated: deactivated.userId,
    approver: (await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER')).userId,
  };
});

describe('an invoice from goods receipts', () => {
  it('bills the receipts’ lines, splits the grand total into milestones to the sen, and bills a receipt once', async () => {
    const order = await openOrder();
    const receipt = await receive(order, ['4', '1']);
    const draft = await write(
      invoice(
        order,
        { goodsReceiptIds: [receipt.id] },
        {
          milestones: [
            { name: 'Uang muka', percent: '30', dueDate: '2026-11-12' },
            { name: 'Pelunasan', percent: '70' },
          ],
          bankDetails: 'BCA 1234567890 a.n. PT Pemasok Faktur',
        },
      ),
    );
    expect(draft).toMatchObject({
      number: null,
      status: 'DRAFT',
      invoiceDate: '2026-11-12',
      paymentTermDays: 30,
      dueDate: '2026-12-12',
      goodsReceipts: [{ id: receipt.id, number: receipt.number }],
      actions: ['submit', 'cancel'],
      paidAmount: '0.00',
      remainingAmount: '476889.33',
      approver: null,
    });
    expect(draft.lines.map((line) => [line.orderLine, line.quantity, line.total])).toEqual([
      [1, '4.0000', '443556.00'],
      [2, '1.0000', '33333.33'],
    ]);
    expect(draft.totals.grandTotal).toBe('476889.33');
    // 30% of 476,889.33 is 143,066.799: the sen left over goes to the largest remainder.
    // The down payment is due on the invoice date; the rest, naming no date, with the invoice.
    const unpaid = (amount: string) => ({ amount, paidAmount: '0.00', remainingAmount: amount });
    expect(draft.milestones).toEqual([
      {
        position: 1,
        name: 'Uang muka',
        percent: '30.00',
        dueDate: '2026-11-12',
        ...unpaid('143066.80'),
      },
      {
        position: 2,
        name: 'Pelunasan',
        percent: '70.00',
        dueDate: '2026-12-12',
        ...unpaid('333822.53'),
      },
    ]);
    expect(draft.nextMilestone).toEqual(draft.milestones[0]);

    const billed = await call<GoodsReceiptResponse>(
      'GET',
      `/goods-receipts/${receipt.id}`,
      suite.reader,
    );
    expect(billed.body.invoiced).toBe(true);
    const again = await post(invoice(order, { goodsReceiptIds: [receipt.id] }));
    expect(again.body.error).toMatchObject({ code: 'U-INV-SI-4', field: 'goodsReceiptIds.0' });
    const cancelReceipt = await call('POST', `/goods-receipts/${receipt.id}/cancel`, first, {
      reason: 'Salah catat',
    });
    expect(cancelReceipt.body.error?.code).toBe('U-INV-GR-5');

    // Cancelled, the invoice lets the receipt go.
    const cancelled = await move(draft.id, 'cancel', second, { reason: 'Salah pelanggan' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', number: null });
    expect((await write(invoice(order, { goodsReceiptIds: [receipt.id] }))).status).toBe('DRAFT');
  });
});

describe('an invoice from the order’s lines', () => {
  it('takes what is left to invoice of a line and no more, receipts and lines together', async () => {
    const order = await openOrder();
    const six = await write(invoice(order, { lines: [{ orderLine: 1, quantity: '6' }] }));
    // 6 of 10: 600.00 of the 1,000.00 off.
    expect(six.lines[0]).toMatchObject({ orderLine: 1, discount: '600.00', taxBase: '599400.00' });
    const progress = await call<SalesOrderResponse>(
      'GET',
      `/sales-orders/${order.id}`,
      suite.reader,
    );
    expect(progress.body.lineProgress).toEqual([
      { position: 1, ordered: '10.0000', received: '0.0000', invoiced: '6.0000' },
      { position: 2, ordered: '3.0000', received: '0.0000', invoiced: '0.0000' },
    ]);
    const over = await post(invoice(order, { lines: [{ orderLine: 1, quantity: '5' }] }));
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'U-INV-SI-5',
      field: 'lines.0.quantity',
      message: 'Line 1: only 4 of 10 are left to invoice.',
    });
    // A receipt of 5 would bill one more than is left.
    const receipt = await receive(order, ['5', '0.5']);
    const viaReceipt = await post(invoice(order, { goodsReceiptIds: [receipt.id] }));
    expect(viaReceipt.body.error).toMatchObject({ code: 'U-INV-SI-5', field: 'goodsReceiptIds' });
    const rest = await write(invoice(order, { lines: [{ orderLine: 1, quantity: '4' }] }));
    expect(rest.lines[0]!.discount).toBe('400.00');
  });
});

describe('approving an invoice', () => {
  it('needs another member of the role than its author and its submitter, then issues and numbers it', async () => {
    const order = await openOrder();
    const draft = await write(invoice(order, { lines: [{ orderLine: 2, quantity: '3' }] }));
    expect((await move(draft.id, 'approve', first)).body.error?.code).toBe('U-INV-DOC-9');
    const submitted = await move(draft.id, 'submit', second);
    // The submitter is not offered Approve; a third member of the role is.
    expect(submitted.body).toMatchObject({ status: 'PENDING_APPROVAL', actions: ['cancel'] });
    const seen = await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, third);
    expect(seen.body.actions).toEqual(['approve', 'return', 'cancel']);
    for (const who of [first, second]) {
      const refused = await move(draft.id, 'approve', who);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('U-INV-SI-8');
    }
    const issued = await move(draft.id, 'approve', third);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body).toMatchObject({ status: 'ISSUED', actions: ['cancel'] });
    expect(issued.body.number).toMatch(/^INV\/2026\/11\/\d{4}$/);
    const revisions = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/sales-invoices/${draft.id}/revisions`,
      suite.reader,
    );
    expect(revisions.body.items.map((revision) => revision.action)).toEqual([
      'approve',
      'submit',
      'CREATED',
    ]);
    expect(revisions.body.items[0]!.changes).toContainEqual({
      field: 'number',
      before: null,
      after: issued.body.number,
    });
    // Cancelled, an issued invoice keeps its number.
    const cancelled = await move(draft.id, 'cancel', first, { reason: 'Diganti faktur baru' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', number: issued.body.number });
  });

  it('twenty approvals of one invoice at the same instant: one issues it, one number is taken', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }, { invoiceDate: '2027-01-15' }),
    );
    expect((await move(draft.id, 'submit', first)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(draft.id, 'approve', second)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-DOC-9')).toHaveLength(19);
    const next = await write(
      invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }, { invoiceDate: '2027-01-20' }),
    );
    await move(next.id, 'submit', first);
    const numbered = await move(next.id, 'approve', second);
    expect([
      answers.find((answer) => answer.status === 200)!.body.number,
      numbered.body.number,
    ]).toEqual(['INV/2027/01/0001', 'INV/2027/01/0002']);
  });
  it('ten approvals and ten returns of one invoice at the same instant, by two members of one role: one move wins, and the invoice is what it did', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }, { invoiceDate: '2027-02-10' }),
    );
    expect((await move(draft.id, 'submit', first)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? move(draft.id, 'approve', second)
          : move(draft.id, 'return', third, { reason: 'Tanggal faktur salah' }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-DOC-9')).toHaveLength(19);
    const now = await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, first);
    expect(now.body.status).toBe(won[0]!.body.status);
    expect(now.body.version).toBe(won[0]!.body.version);
  });
});

describe('returning an invoice to draft', () => {
  const revisionsOf = async (id: string) =>
    (
      await call<{ items: DocumentRevisionResponse[] }>(
        'GET',
        `/sales-invoices/${id}/revisions`,
        suite.reader,
      )
    ).body.items;

  it('by the approver it names, with a reason: a draft again that says who returned it and why, and is submitted again', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }, { approverId: ids.third }),
    );
    await move(draft.id, 'submit', first);
    const reason = 'Nomor PO pembeli salah, seharusnya PO-7781';
    const returned = await move(draft.id, 'return', third, { reason: `  ${reason} ` });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body).toMatchObject({
      status: 'DRAFT',
      number: null,
      return: { reason, by: ids.third },
      approval: null,
    });
    expect(
      (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, first)).body.actions,
    ).toEqual(['submit', 'cancel']);
    expect((await revisionsOf(draft.id))[0]).toMatchObject({
      action: 'return',
      actorId: ids.third,
      changes: [
        { field: 'status', before: 'PENDING_APPROVAL', after: 'DRAFT' },
        { field: 'reason', before: null, after: reason },
      ],
    });
    // The activity log says who returned it and why.
    const logged = await activityOf(suite.system.invoicing.db, draft.id);
    expect(logged.at(-1)).toMatchObject({
      action: 'UPDATED',
      actor_id: ids.third,
      summary: `Invoice for sales order ${order.number} of ${draft.customer.name} returned to draft: ${reason}`,
    });
    // Submitted again, it waits for its approver, who issues it; the return stays in its record.
    expect((await move(draft.id, 'submit', first)).body.status).toBe('PENDING_APPROVAL');
    const issued = await move(draft.id, 'approve', third);
    expect(issued.body).toMatchObject({ status: 'ISSUED', return: { reason } });
    expect((await revisionsOf(draft.id)).map((revision) => revision.action)).toEqual([
      'approve',
      'submit',
      'return',
      'submit',
      'CREATED',
    ]);
  });

  it('is refused to its submitter, to another than the approver it names, without a reason, from another status, without the permission, and for another organisation; nothing is written', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }, { approverId: ids.third }),
    );
    const why = { reason: 'Harga salah' };
    expect((await move(draft.id, 'return', third, why)).body.error?.code).toBe('U-INV-DOC-9');
    await move(draft.id, 'submit', second);
    const refusals: [Tokens, unknown, number, string | undefined][] = [
      [second, why, 409, 'U-INV-SI-8'],
      [first, why, 409, 'U-INV-SI-8'],
      [suite.owner, why, 409, 'U-INV-SI-21'],
      [third, { reason: '   ' }, 400, 'U-INV-DOC-10'],
      // Longer than its schema allows, refused before the service.
      [third, { reason: 'x'.repeat(501) }, 400, 'BAD_REQUEST'],
      [suite.reader, why, 403, 'FORBIDDEN'],
      [suite.outsider, why, 404, 'U-INV-SI-1'],
    ];
    for (const [who, body, status, code] of refusals) {
      const refused = await move(draft.id, 'return', who, body);
      expect([refused.status, refused.body.error?.code], code).toEqual([status, code]);
    }
    expect((await move(draft.id, 'return', third, {})).status).toBe(400);
    const unchanged = await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, first);
    expect(unchanged.body).toMatchObject({ status: 'PENDING_APPROVAL', return: null, version: 2 });
    expect((await revisionsOf(draft.id)).map((revision) => revision.action)).toEqual([
      'submit',
      'CREATED',
    ]);
    // Issued, it is no longer returned.
    await move(draft.id, 'approve', third);
    expect((await move(draft.id, 'return', third, why)).body.error?.code).toBe('U-INV-DOC-9');
  });

  it('keeps every member who submitted it from approving it: after a return and another member’s submission, the first submitter may not approve', async () => {
    const order = await openOrder();
    const draft = await write(invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }));
    await move(draft.id, 'submit', second);
    expect((await move(draft.id, 'return', third, { reason: 'Lampiran kurang' })).status).toBe(200);
    await move(draft.id, 'submit', suite.owner);
    const seen = await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, second);
    expect(seen.body.actions).toEqual(['cancel']);
    for (const verb of ['approve', 'return'])
      expect((await move(draft.id, verb, second, { reason: 'x' })).body.error?.code, verb).toBe(
        'U-INV-SI-8',
      );
    // The database holds it too, whatever the code does.
    await expect(
      suite.system.invoicing.db
        .updateTable('sales_invoices')
        .set({ approved_by: ids.second })
        .where('id', '=', draft.id)
        .execute(),
    ).rejects.toThrow(/sales_invoices_approved_by_no_submitter/);
    const issued = await move(draft.id, 'approve', third);
    expect(issued.body).toMatchObject({ status: 'ISSUED', approval: { by: ids.third } });
  });
});

describe('editing a draft invoice', () => {
  const edit = (id: string, body: Record<string, unknown>, by: Tokens = first) =>
    call<SalesInvoiceResponse>('PATCH', `/sales-invoices/${id}`, by, body);

  it('changes its date, terms, PO reference and notes on its version, its due date following, each change in its revision', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 2, quantity: '3' }] }, { notes: 'Kirim pagi' }),
    );
    const asked = { invoiceDate: '2026-11-20', paymentTermDays: 14, poReference: ' PO-BARU-9 ' };
    const edited = await edit(draft.id, { ...asked, notes: '', version: draft.version });
    // The due date follows the new date and terms; all else, its lines and figures, is the draft's.
    expect(edited.body).toEqual({
      ...draft,
      ...asked,
      poReference: 'PO-BARU-9',
      dueDate: '2026-12-04',
      notes: null,
      version: draft.version + 1,
      updatedAt: edited.body.updatedAt,
    });
    // The edit is a change an integrator's sync reads.
    expect(edited.body.updatedAt > draft.updatedAt).toBe(true);
    const [revision] = (
      await call<{ items: DocumentRevisionResponse[] }>(
        'GET',
        `/sales-invoices/${draft.id}/revisions`,
        suite.reader,
      )
    ).body.items;
    expect(revision).toMatchObject({ action: 'revise', actorId: ids.first });
    expect(revision!.changes).toEqual([
      { field: 'invoiceDate', before: '2026-11-12', after: '2026-11-20' },
      { field: 'paymentTermDays', before: String(draft.paymentTermDays), after: '14' },
      { field: 'poReference', before: draft.poReference, after: 'PO-BARU-9' },
      { field: 'notes', before: 'Kirim pagi', after: null },
    ]);
    expect((await activityOf(suite.system.invoicing.db, draft.id)).at(-1)).toMatchObject({
      actor_id: ids.first,
      summary: `Invoice draft for sales order ${order.number} of ${draft.customer.name} edited`,
    });
  });

  it('is refused on an old version, before the order date, once submitted, without the permission and for another organisation; nothing is written', async () => {
    const order = await openOrder();
    const draft = await write(invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }));
    const version = draft.version;
    const refusals: [Record<string, unknown>, Tokens, number, string][] = [
      [{ version: version + 1, notes: 'x' }, first, 409, 'U-INV-SI-30'],
      [{ version, invoiceDate: '2026-11-01' }, first, 400, 'U-INV-SI-3'],
      [{ version, paymentTermDays: 400 }, first, 400, 'BAD_REQUEST'],
      [{ notes: 'x' }, first, 400, 'BAD_REQUEST'],
      [{ version, notes: 'x' }, suite.reader, 403, 'FORBIDDEN'],
      [{ version, notes: 'x' }, suite.outsider, 404, 'U-INV-SI-1'],
    ];
    for (const [body, who, status, code] of refusals) {
      const refused = await edit(draft.id, body, who);
      expect([refused.status, refused.body.error?.code], code).toEqual([status, code]);
    }
    await move(draft.id, 'submit', first);
    const submitted = await edit(draft.id, { version: version + 1, notes: 'x' });
    expect(submitted.status).toBe(409);
    expect(submitted.body.error).toEqual({
      code: 'U-INV-SI-29',
      message:
        'Only a draft invoice is edited: once submitted, its approver returns it to draft first.',
    });
    const unchanged = await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, first);
    expect(unchanged.body).toMatchObject({ notes: null, version: version + 1 });
  });
});

describe('editing a draft invoice’s lines', () => {
  const edit = (id: string, body: Record<string, unknown>, by: Tokens = first) =>
    call<SalesInvoiceResponse>('PATCH', `/sales-invoices/${id}`, by, body);
  const revisionsOf = async (id: string) =>
    (
      await call<{ items: DocumentRevisionResponse[] }>(
        'GET',
        `/sales-invoices/${id}/revisions`,
        first,
      )
    ).body.items;
  const milestones = [
    { name: 'Uang muka', percent: '30' },
    { name: 'Pelunasan', percent: '70' },
  ];

  it('writes them as a draft written with them would be, its own lines not counted as taken, each line’s change in its revision', async () => {
    const [order, twin] = await Promise.all([openOrder(), openOrder()]);
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 1, quantity: '4' }] }, { milestones }),
    );
    const asked = {
      lines: [
        { orderLine: 1, quantity: '10' },
        { orderLine: 2, quantity: '3' },
      ],
      documentDiscount: '5000',
    };
    const edited = await edit(draft.id, { ...asked, version: draft.version });
    // The same lines, figures and milestones' amounts as the twin order's invoice written with them.
    const written = await write(invoice(twin, asked, { milestones }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      lines: written.lines,
      totals: written.totals,
      milestones: written.milestones,
      version: draft.version + 1,
    });
    expect(edited.body.totals.documentDiscount).toBe('5000.00');
    const [revision] = await revisionsOf(draft.id);
    expect(revision!.changes).toEqual([
      {
        field: 'line',
        before: '4 × Semen Portland 50 kg',
        after: '10 × Semen Portland 50 kg',
      },
      { field: 'line', before: null, after: '3 × Jasa angkut' },
      { field: 'documentDiscount', before: '0.00', after: '5000.00' },
      { field: 'grandTotal', before: draft.totals.grandTotal, after: written.totals.grandTotal },
    ]);
    // A line left out is removed, and what is left of it is the order's again.
    const fewer = await edit(draft.id, {
      lines: [{ orderLine: 2, quantity: '3' }],
      milestones: [],
      version: draft.version + 1,
    });
    expect(fewer.body.lines.map((line) => [line.orderLine, line.quantity])).toEqual([
      [2, '3.0000'],
    ]);
    expect(fewer.body.milestones).toEqual([]);
    expect((await revisionsOf(draft.id))[0]!.changes.slice(0, 1)).toEqual([
      { field: 'line', before: '10 × Semen Portland 50 kg', after: null },
    ]);
    await write(invoice(order, { lines: [{ orderLine: 1, quantity: '10' }] }));
  });

  it('moves a draft from one receipt to another, the first billable again; its discount alone keeps its receipt', async () => {
    const order = await openOrder();
    const [one, two] = [await receive(order, ['2', '1']), await receive(order, ['3', '1'])];
    const draft = await write(invoice(order, { goodsReceiptIds: [one.id] }));
    const moved = await edit(draft.id, { goodsReceiptIds: [two.id], version: draft.version });
    expect(moved.body.goodsReceipts).toEqual([{ id: two.id, number: two.number }]);
    expect(moved.body.lines.map((line) => line.quantity)).toEqual(['3.0000', '1.0000']);
    expect((await revisionsOf(draft.id))[0]!.changes).toContainEqual({
      field: 'goodsReceipts',
      before: one.number,
      after: two.number,
    });
    const discounted = await edit(draft.id, {
      documentDiscount: '100',
      version: moved.body.version,
    });
    expect(discounted.body.goodsReceipts).toEqual(moved.body.goodsReceipts);
    expect(discounted.body.totals.discount).toBe(
      fromCents(toCents(moved.body.totals.discount) + 10_000n),
    );
    expect((await write(invoice(order, { goodsReceiptIds: [one.id] }))).goodsReceipts).toEqual([
      { id: one.id, number: one.number },
    ]);
  });

  it('refuses a bad line, more than is left, lines with receipts, bad milestones or discounts, a stale version, a submitted draft, a reader and another organisation; nothing is written', async () => {
    const order = await openOrder();
    const draft = await write(invoice(order, { lines: [{ orderLine: 1, quantity: '4' }] }));
    await write(invoice(order, { lines: [{ orderLine: 1, quantity: '6' }] }));
    const version = draft.version;
    const lines = [{ orderLine: 1, quantity: '4' }];
    const refusals: [Record<string, unknown>, Tokens, number, string, string?][] = [
      [
        { version, lines: [{ orderLine: 1, quantity: '5' }] },
        first,
        409,
        'U-INV-SI-5',
        'Line 1: only 4 of 10 are left to invoice.',
      ],
      [{ version, lines: [{ orderLine: 9, quantity: '1' }] }, first, 400, 'U-INV-DOC-12'],
      [{ version, lines: [{ orderLine: 2, quantity: '1,5' }] }, first, 400, 'U-INV-DOC-2'],
      [{ version, lines: [] }, first, 400, 'U-INV-DOC-1'],
      [{ version, lines, goodsReceiptIds: [randomUUID()] }, first, 400, 'U-INV-SI-9'],
      [{ version, documentDiscount: '1.234' }, first, 400, 'U-INV-DOC-7'],
      [{ version, documentDiscount: '999999999' }, first, 400, 'U-INV-DOC-8'],
      [{ version, milestones: [{ name: 'DP', percent: '40' }] }, first, 400, 'U-INV-SI-6'],
      [{ version: version + 1, lines }, first, 409, 'U-INV-SI-30'],
      [{ version, lines }, suite.reader, 403, 'FORBIDDEN'],
      [{ version, lines }, suite.outsider, 404, 'U-INV-SI-1'],
    ];
    for (const [body, who, status, code, message] of refusals) {
      const refused = await edit(draft.id, { ...body, notes: 'tidak tersimpan' }, who);
      expect([refused.status, refused.body.error?.code], code).toEqual([status, code]);
      if (message) expect(refused.body.error?.message).toBe(message);
    }
    const unchanged = await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, first);
    expect(unchanged.body).toEqual({ ...draft, actions: unchanged.body.actions });
    expect((await revisionsOf(draft.id)).map((revision) => revision.action)).toEqual(['CREATED']);
    await move(draft.id, 'submit', first);
    const submitted = await edit(draft.id, { version: version + 1, lines });
    expect([submitted.status, submitted.body.error?.code]).toEqual([409, 'U-INV-SI-29']);
  });

  it('twenty drafts asking at once for the last of a line: one takes it, the others are refused and keep their lines', async () => {
    const order = await openOrder();
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        write(invoice(order, { lines: [{ orderLine: 1, quantity: '0.5' }] })),
      ),
    );
    const answers = await Promise.all(
      drafts.map((draft) =>
        edit(draft.id, {
          version: draft.version,
          lines: [
            { orderLine: 1, quantity: '0.5' },
            { orderLine: 2, quantity: '3' },
          ],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(new Set(refused.map((answer) => answer.body.error?.code))).toEqual(
      new Set(['U-INV-SI-5']),
    );
    const invoiced = await call<SalesOrderResponse>('GET', `/sales-orders/${order.id}`, first);
    expect(invoiced.body.lineProgress.map((line) => line.invoiced)).toEqual(['10.0000', '3.0000']);
  });
});

describe('the approver an invoice names', () => {
  it('alone approves it: another who may approve invoices, the owner too, is refused and not offered the move', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }, { approverId: ids.third }),
    );
    expect(draft.approver).toEqual({ id: ids.third });
    const created = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/sales-invoices/${draft.id}/revisions`,
      suite.reader,
    );
    expect(created.body.items).toMatchObject([
      {
        action: 'CREATED',
        changes: [{ field: 'approver', before: null, after: 'Anggota MAKER_APPROVER' }],
      },
    ]);
    expect((await move(draft.id, 'submit', first)).status).toBe(200);
    const seen = async (by: Tokens) =>
      (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, by)).body.actions;
    expect(await seen(second)).toEqual(['cancel']);
    expect(await seen(suite.owner)).toEqual(['cancel']);
    expect(await seen(third)).toEqual(['approve', 'return', 'cancel']);
    for (const who of [second, suite.owner]) {
      const refused = await move(draft.id, 'approve', who);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'U-INV-SI-21',
        message: 'This invoice names its approver: only they may approve or return it.',
      });
    }
    const issued = await move(draft.id, 'approve', third);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body).toMatchObject({
      status: 'ISSUED',
      approver: { id: ids.third },
      approval: { by: ids.third },
      actions: ['cancel'],
    });
  });

  it('who submitted it is still refused: an invoice is approved by another member than its submitter', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }, { approverId: ids.third }),
    );
    await move(draft.id, 'submit', third);
    expect((await move(draft.id, 'approve', third)).body.error?.code).toBe('U-INV-SI-8');
  });

  it('is changed when the one it names cannot approve it: to another who may, never its writer or submitter', async () => {
    const order = await openOrder();
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }, { approverId: ids.third }),
    );
    const change = (approverId: string, by: Tokens = first) =>
      call<SalesInvoiceResponse>('POST', `/sales-invoices/${draft.id}/approver`, by, {
        approverId,
      });
    // While a draft, it is not waiting for an approver yet.
    expect((await change(ids.approver)).body.error?.code).toBe('U-INV-SI-23');
    // The named approver submitted it themselves: now they may not approve it.
    await move(draft.id, 'submit', third);
    for (const [approverId, code] of [
      [ids.third, 'U-INV-SI-24'],
      [ids.first, 'U-INV-SI-24'],
      [ids.reader, 'U-INV-SI-19'],
      [ids.outsider, 'U-INV-SI-19'],
    ] as const)
      expect((await change(approverId)).body.error?.code, approverId).toBe(code);
    expect((await change(ids.approver, suite.reader)).status).toBe(403);
    expect((await change(ids.approver, suite.outsider)).status).toBe(404);

    const changed = await change(ids.approver);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.approver).toEqual({ id: ids.approver });
    const revisions = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/sales-invoices/${draft.id}/revisions`,
      suite.reader,
    );
    expect(revisions.body.items[0]).toMatchObject({
      action: 'approver',
      changes: [{ field: 'approver', before: 'Anggota MAKER_APPROVER', after: 'Anggota APPROVER' }],
    });
    expect((await move(draft.id, 'approve', second)).body.error?.code).toBe('U-INV-SI-21');
  });

  it('is refused when not an active member who may approve invoices, or when it is the author, and nothing is written', async () => {
    const order = await openOrder();
    const lines = { lines: [{ orderLine: 1, quantity: '1' }] };
    const before = await invoicesCount();
    // A reader, nobody, another organisation's owner and a deactivated Approver.
    for (const approverId of [ids.reader, randomUUID(), ids.outsider, ids.deactivated]) {
      const answer = await post(invoice(order, lines, { approverId }));
      expect(answer.status, approverId).toBe(400);
      expect(answer.body.error, approverId).toEqual({
        code: 'U-INV-SI-19',
        field: 'approverId',
        message:
          'The approver must be an active member of the organisation who may approve invoices.',
      });
    }
    const own = await post(invoice(order, lines, { approverId: ids.first }));
    expect(own.body.error).toEqual({
      code: 'U-INV-SI-20',
      field: 'approverId',
      message: 'Name another member than yourself as the approver: you wrote the invoice.',
    });
    expect(await invoicesCount()).toBe(before);
    // An Approver of the organisation, and its owner, may be named.
    for (const approverId of [ids.approver, ids.owner])
      expect((await write(invoice(order, lines, { approverId }))).approver).toEqual({
        id: approverId,
      });
  });
});

describe('the buyer’s credit', () => {
  it('counts an invoiced order once, as its invoice', async () => {
    // 10 x 100,000.00 less 1,000.00 with PPN, and 99,999.99: 1,208,889.99.
    const order = await openOrder('2100000.00');
    expect(order.totals.grandTotal).toBe('1208889.99');
    await write(
      invoice(order, {
        lines: [
          { orderLine: 1, quantity: '10' },
          { orderLine: 2, quantity: '3' },
        ],
      }),
    );
    const more = await call('POST', '/sales-orders', first, {
      customerId: order.customer.id,
      orderDate: '2026-11-06',
      lines: [{ product: 'Paku', quantity: '1', unitPrice: '800000', taxCode: 'NO_PPN' }],
    });
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    const over = await call('POST', '/sales-orders', first, {
      customerId: order.customer.id,
      orderDate: '2026-11-06',
      lines: [{ product: 'Paku', quantity: '1', unitPrice: '100000', taxCode: 'NO_PPN' }],
    });
    expect(over.body.error?.values).toMatchObject({ exposure: '2108889.99', over: '8889.99' });
  });
});

describe('what is refused', () => {
  it('bad input is refused on the field at fault and writes nothing', async () => {
    const order = await openOrder();
    const lines = { lines: [{ orderLine: 1, quantity: '1' }] };
    const refusals: [Record<string, unknown>, string, string | undefined][] = [
      [invoice(order, {}), 'U-INV-SI-9', 'lines'],
      [invoice(order, { ...lines, goodsReceiptIds: [randomUUID()] }), 'U-INV-SI-9', 'lines'],
      [
        invoice(order, { lines: [{ orderLine: 1, quantity: '-1' }] }),
        'U-INV-DOC-2',
        'lines.0.quantity',
      ],
      [invoice(order, { goodsReceiptIds: [randomUUID()] }), 'U-INV-SI-4', 'goodsReceiptIds.0'],
      [
        invoice(order, lines, {
          milestones: [
            { name: 'DP', percent: '40' },
            { name: 'Sisa', percent: '50' },
          ],
        }),
        'U-INV-SI-6',
        'milestones',
      ],
      [
        invoice(order, lines, { milestones: [{ name: 'DP', percent: '0' }] }),
        'U-INV-SI-7',
        'milestones.0.percent',
      ],
      [
        invoice(order, lines, {
          milestones: [
            { name: 'DP', percent: '30', dueDate: '2026-11-11' },
            { name: 'Sisa', percent: '70' },
          ],
        }),
        'U-INV-SI-53',
        'milestones.0.dueDate',
      ],
      [
        invoice(order, lines, {
          milestones: [
            { name: 'DP', percent: '30', dueDate: '2026-11-20' },
            { name: 'Termin 2', percent: '30', dueDate: '2026-11-19' },
            { name: 'Sisa', percent: '40' },
          ],
        }),
        'U-INV-SI-54',
        'milestones.1.dueDate',
      ],
      [invoice(order, lines, { documentDiscount: '100000.00' }), 'U-INV-DOC-8', 'documentDiscount'],
      [invoice(order, lines, { invoiceDate: '2026-11-04' }), 'U-INV-SI-3', 'invoiceDate'],
      [invoice(order, lines, { salesOrderId: randomUUID() }), 'U-INV-SO-1', 'salesOrderId'],
    ];
    const before = await invoicesCount();
    for (const [body, code, field] of refusals) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.body.error, JSON.stringify(body)).toMatchObject({ code, field });
    }
    const milestones = await post(refusals[4]![0]);
    expect(milestones.body.error?.values).toEqual({ total: '90.00' });
    // An invoice for a rejected order.
    await ordersNeedApproval(true);
    const rejected = await openOrder();
    await ordersNeedApproval(false);
    const rejection = await call('POST', `/sales-orders/${rejected.id}/reject`, second, {
      reason: 'Harga belum disepakati',
    });
    expect(rejection.status).toBe(200);
    const forRejected = await post(invoice(rejected, lines));
    expect(forRejected.body.error).toMatchObject({ code: 'U-INV-SI-2', field: 'salesOrderId' });
    expect(await invoicesCount()).toBe(before);
    const draft = await write(invoice(order, lines));
    expect((await move(draft.id, 'cancel', first, { reason: '' })).body.error?.code).toBe(
      'U-INV-DOC-10',
    );
  });

  it('another organisation’s order or invoice is not found; a missing permission is FORBIDDEN and writes nothing', async () => {
    const order = await openOrder();
    const draft = await write(invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }));
    const theirs = await post(
      invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }),
      suite.outsider,
    );
    expect(theirs.body.error).toMatchObject({ code: 'U-INV-SO-1', field: 'salesOrderId' });
    expect((await call('GET', `/sales-invoices/${draft.id}`, suite.outsider)).status).toBe(404);
    expect((await move(draft.id, 'submit', suite.outsider)).status).toBe(404);
    const batch = await call<{ items: SalesInvoiceResponse[] }>(
      'GET',
      `/sales-invoices/batch?ids=${draft.id}`,
      suite.outsider,
    );
    expect(batch.body.items).toEqual([]);
    const listed = await call<{ totalCount: number }>(
      'GET',
      `/sales-invoices?salesOrderId=${order.id}`,
      suite.outsider,
    );
    expect(listed.body.totalCount).toBe(0);

    const before = await invoicesCount();
    const forbidden = await post(
      invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }),
      suite.reader,
    );
    expect(forbidden.status).toBe(403);
    for (const action of ['submit', 'approve', 'cancel'])
      expect((await move(draft.id, action, suite.reader, { reason: 'Tidak boleh' })).status).toBe(
        403,
      );
    expect(await invoicesCount()).toBe(before);
    const mine = await call<{ totalCount: number }>(
      'GET',
      `/sales-invoices?salesOrderId=${order.id}`,
      suite.reader,
    );
    expect(mine.body.totalCount).toBe(1);
  });
});

describe('the e-Faktur file for Coretax', () => {
  /** The elements of an XML text in order, as [name, text]. */
  const elements = (xml: string) =>
    [...xml.matchAll(/<(\w+)(?:\s[^>]*)?(?:\/>|>([^<]*)<\/\1>)/g)].map(
      (match) => [match[1]!, match[2] ?? ''] as const,
    );
  /** The month's file as the service answers it: its status, and its text (XML) or error. */
  const coretax = async (month: string, by: Tokens = suite.reader) => {
    const response = await fetch(
      `${suite.system.invoicingUrl}/sales-invoices/coretax?month=${month}`,
      {
        headers: authHeaders(by),
      },
    );
    const text = await response.text();
    const json = response.headers.get('content-type')?.startsWith('application/json');
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (json ? JSON.parse(text) : text) as unknown,
    };
  };
  /** Records `taxNumber` as the NPWP of the organisation `by` owns, in its company profile. */
  const companyNpwp = (by: Tokens, name: string, taxNumber: string) =>
    saveSellerProfile(suite.system, by, { name, taxNumber });
  /** How a draft is reported to Coretax, as `by` chooses it on its version: its answer. */
  const chooseFaktur = (draft: SalesInvoiceResponse, facility: unknown, by: Tokens = first) =>
    call<SalesInvoiceResponse>('POST', `/sales-invoices/${draft.id}/faktur`, by, {
      version: draft.version,
      facility,
    });
  const issue = async (
    order: SalesOrderResponse,
    invoiceDate: string,
    orderLine = 1,
    facility?: Record<string, string>,
  ) => {
    const draft = await write(
      invoice(order, { lines: [{ orderLine, quantity: '1' }] }, { invoiceDate }),
    );
    if (facility) expect((await chooseFaktur(draft, facility)).status).toBe(200);
    expect((await move(draft.id, 'submit', first)).status).toBe(200);
    const issued = await move(draft.id, 'approve', second);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    return issued.body;
  };

  it('holds the month’s issued invoices only, names the seller by the company’s NPWP and each buyer by its NPWP or NIK, with each line’s Coretax figures', async () => {
    expect((await coretax('2027-03')).body).toMatchObject({ error: { code: 'U-INV-SI-10' } });
    await companyNpwp(suite.owner, 'PT Pemasok Faktur', '01.234.567.8-901.000');

    const company = await openOrder(undefined, {
      tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
      // A ward of Kebayoran Baru, Jakarta Selatan (Kemendagri codes).
      address: { street1: 'Jl. Industri 7', ...SENAYAN_WARD },
    });
    const person = await openOrder(undefined, { owner: { nik: '3174012345670001' } });
    const march = await issue(company, '2027-03-10');
    // The transport, without PPN, exempt under PP 81/2015 as amended (code 08, TD.00508).
    await issue(person, '2027-03-11', 2, { trxCode: '08', addInfo: 'TD.00508' });
    await write(
      invoice(company, { lines: [{ orderLine: 2, quantity: '1' }] }, { invoiceDate: '2027-03-12' }),
    );
    await issue(company, '2027-04-01', 2);

    const file = await coretax('2027-03');
    expect(file.status, String(file.body)).toBe(200);
    expect(file.type).toBe('application/xml; charset=utf-8');
    const xml = String(file.body);
    const all = elements(xml);
    const values = (name: string) =>
      all.filter(([element]) => element === name).map(([, value]) => value);
    expect(values('TIN')).toEqual(['0012345678901000']);
    // The draft and April's invoice are not in March's file.
    expect(values('RefDesc')).toEqual([march.number, expect.stringMatching(/^INV\/2027\/03\//)]);
    expect(values('TrxCode')).toEqual(['04', '08']);
    expect(values('AddInfo')).toEqual(['', 'TD.00508']);
    expect(values('FacilityStamp')).toEqual(['', 'TD.01108']);
    expect(values('CustomDocMonthYear')).toEqual(['', '']);
    expect(values('BuyerTin')).toEqual(['0987654321098765', '0000000000000000']);
    expect(values('BuyerDocument')).toEqual(['TIN', 'National ID']);
    expect(values('BuyerIDTKU')).toEqual(['0987654321098765000000', '3174012345670001000000']);
    // 1 of 10 x 100,000.00 with 100.00 of the 1,000.00 off: 99,900.00, 11/12 = 91,575.00, PPN 10,989.00.
    // The exempt transport states the PPN it is exempt from: 11/12 of 33,333.33 is 30,555.55, 12% of it 3,666.67.
    expect(values('TaxBase')).toEqual(['99900.00', '33333.33']);
    expect(values('OtherTaxBase')).toEqual(['91575.00', '30555.55']);
    expect(values('VATRate')).toEqual(['12', '12']);
    expect(values('VAT')).toEqual(['10989.00', '3666.67']);
    // The company's whole address, ward to province, on one line; the person has none.
    const [companyAddress, personAddress] = values('BuyerAdress');
    expect(companyAddress).toMatch(/^Jl\. Industri 7, .*Kebayoran Baru, .*, 12190$/);
    expect(personAddress).toBe('');
    // The cement is goods counted in units; the transport a service counted in activities (Kegiatan).
    expect(values('Opt')).toEqual(['A', 'B']);
    expect(values('Unit')).toEqual(['UM.0018', 'UM.0030']);

    // Another organisation's file for the same month holds none of these: it is refused as empty.
    await companyNpwp(suite.outsider, 'PT Lain Faktur', '0111222333444555');
    const theirs = await coretax('2027-03', suite.outsider);
    expect(theirs.status).toBe(409);
    expect(theirs.body).toMatchObject({ error: { code: 'U-INV-SI-27', field: 'month' } });
  });

  it('holds the invoices chosen one by one, and refuses a choice with a draft, another organisation’s invoice or too many, writing nothing', async () => {
    await companyNpwp(suite.owner, 'PT Pemasok Faktur', '01.234.567.8-901.000');
    const company = await openOrder(undefined, {
      tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
    });
    const june = await issue(company, '2027-06-02');
    const july = await issue(company, '2027-07-15');
    await issue(company, '2027-07-16');
    const chosen = async (invoiceIds: string[], by: Tokens = suite.reader) => {
      const response = await fetch(`${suite.system.invoicingUrl}/sales-invoices/coretax`, {
        method: 'POST',
        headers: { ...authHeaders(by), 'content-type': 'application/json' },
        body: JSON.stringify({ invoiceIds }),
      });
      const text = await response.text();
      return { status: response.status, text };
    };
    const file = await chosen([july.id, june.id]);
    expect(file.status, file.text).toBe(200);
    // Two months in one file, in number order; the third invoice was not chosen.
    expect(
      elements(file.text)
        .filter(([name]) => name === 'RefDesc')
        .map(([, value]) => value),
    ).toEqual([june.number, july.number]);

    const draft = await write(
      invoice(company, { lines: [{ orderLine: 1, quantity: '1' }] }, { invoiceDate: '2027-07-20' }),
    );
    const withDraft = await chosen([june.id, draft.id]);
    expect(withDraft.status).toBe(409);
    expect(JSON.parse(withDraft.text)).toMatchObject({
      error: { code: 'U-INV-SI-22', field: 'invoiceIds', values: { count: '1' } },
    });
    // Another organisation's member chooses ours: none of theirs, refused, nothing shown.
    await companyNpwp(suite.outsider, 'PT Lain Faktur', '0111222333444555');
    const theirs = await chosen([june.id], suite.outsider);
    expect(theirs.status).toBe(409);
    expect(theirs.text).not.toContain(june.number!);
    const tooMany = await chosen(Array.from({ length: 1001 }, () => randomUUID()));
    expect(tooMany.status).toBe(400);
    expect((await chosen([])).status).toBe(400);
  });

  it('names the latest month with issued invoices and how many a month’s file holds, counting neither drafts nor another organisation’s; an empty month’s file is refused, writing nothing', async () => {
    /** What the service answers `by` of the file's month (`month` asked, or none). */
    const monthOf = async (by: Tokens, month?: string) => {
      const query = month ? `?month=${month}` : '';
      const response = await fetch(
        `${suite.system.invoicingUrl}/sales-invoices/coretax/month${query}`,
        { headers: authHeaders(by) },
      );
      return { status: response.status, body: (await response.json()) as unknown };
    };
    await companyNpwp(suite.owner, 'PT Pemasok Faktur', '01.234.567.8-901.000');
    const company = await openOrder(undefined, {
      tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
    });
    // Later than any other invoice of this file: February 2028 is the latest month with issued ones.
    await issue(company, '2028-02-03');
    await issue(company, '2028-02-27', 2);
    await write(
      invoice(company, { lines: [{ orderLine: 1, quantity: '1' }] }, { invoiceDate: '2028-03-01' }),
    );
    // The second, of the transport without PPN and naming no facility, needs no faktur: the file leaves it out.
    const february = await monthOf(suite.reader);
    expect(february).toEqual({
      status: 200,
      body: {
        latestMonth: '2028-02',
        month: '2028-02',
        invoiceCount: 1,
        withoutFaktur: [
          {
            id: expect.any(String) as string,
            number: expect.stringMatching(/^INV\/2028\/02\//) as string,
            reason: 'NO_PPN',
          },
        ],
      },
    });
    // March holds only a draft: its file would be empty, and is refused with the month named.
    expect((await monthOf(suite.reader, '2028-03')).body).toEqual({
      latestMonth: '2028-02',
      month: '2028-03',
      invoiceCount: 0,
      withoutFaktur: [],
    });
    const empty = await coretax('2028-03');
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({
      error: { code: 'U-INV-SI-27', field: 'month', values: { month: '2028-03' } },
    });

    // Another organisation counts none of ours, and its file of our month is refused as empty.
    const theirs = await monthOf(suite.outsider, '2028-02');
    expect(theirs.body).toMatchObject({ month: '2028-02', invoiceCount: 0 });
    expect((theirs.body as { latestMonth: string | null }).latestMonth ?? '').not.toBe('2028-02');
    await companyNpwp(suite.outsider, 'PT Lain Faktur', '0111222333444555');
    expect((await coretax('2028-02', suite.outsider)).body).toMatchObject({
      error: { code: 'U-INV-SI-27' },
    });

    const stranger = await signInRest(
      suite.system,
      await addMember(suite.system, suite.organizationId, ['bills:read']),
    );
    expect((await monthOf(stranger)).status).toBe(403);
    expect((await monthOf(suite.reader, '2028-13')).status).toBe(400);
  });

  it('a draft without PPN names code 07 or 08 with a facility of Coretax’s list, or none; bad choices, PPN lines, an old version, a submitted invoice, a reader and another organisation are refused, writing nothing', async () => {
    await companyNpwp(suite.owner, 'PT Pemasok Faktur', '01.234.567.8-901.000');
    const order = await openOrder(undefined, {
      tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
    });
    const draft = await write(
      invoice(order, { lines: [{ orderLine: 2, quantity: '1' }] }, { invoiceDate: '2027-09-02' }),
    );
    const refusals: [unknown, Tokens, number, string, string?][] = [
      // TD.00528 is on neither list; TD.00511 is on 07's list only.
      [{ trxCode: '07', addInfo: 'TD.00528' }, first, 400, 'U-INV-SI-44', 'facility.addInfo'],
      [{ trxCode: '08', addInfo: 'TD.00511' }, first, 400, 'U-INV-SI-44', 'facility.addInfo'],
      [{ trxCode: '09', addInfo: 'TD.00501' }, first, 400, 'FST_ERR_VALIDATION'],
      [
        { trxCode: '07', addInfo: 'TD.00501', customDocMonth: '2027-08' },
        first,
        400,
        'U-INV-SI-47',
        'facility.customDocMonth',
      ],
      [{ trxCode: '07', addInfo: 'TD.00501' }, suite.reader, 403, 'U-AUTH-FORBIDDEN'],
      [{ trxCode: '07', addInfo: 'TD.00501' }, suite.outsider, 404, 'U-INV-SI-1'],
    ];
    for (const [facility, by, status, code, field] of refusals) {
      const refused = await chooseFaktur(draft, facility, by);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      if (code.startsWith('U-INV'))
        expect(refused.body.error).toMatchObject({ code, ...(field && { field }) });
    }
    const stale = await chooseFaktur(
      { ...draft, version: draft.version + 1 },
      { trxCode: '07', addInfo: 'TD.00501' },
    );
    expect(stale.body.error).toMatchObject({ code: 'U-INV-SI-30' });
    const withPpn = await write(
      invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }, { invoiceDate: '2027-09-02' }),
    );
    const taxed = await chooseFaktur(withPpn, { trxCode: '08', addInfo: 'TD.00501' });
    expect(taxed.status).toBe(409);
    expect(taxed.body.error).toMatchObject({
      code: 'U-INV-SI-45',
      field: 'facility',
      values: { lines: '1' },
    });
    const unchanged = (
      await call<SalesInvoiceResponse>('GET', `/sales-invoices/${draft.id}`, suite.reader)
    ).body;
    expect(unchanged).toMatchObject({ version: draft.version, fakturFacility: null });

    // Not collected under PP 10/2012 (TD.00501), on the strength of a document of August.
    const chosen = await chooseFaktur(draft, {
      trxCode: '07',
      addInfo: 'TD.00501',
      customDoc: 'SKB-0042/WPJ.04/2027',
      customDocMonth: '2027-08',
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({
      version: draft.version + 1,
      fakturFacility: {
        trxCode: '07',
        addInfo: 'TD.00501',
        facilityStamp: 'TD.01101',
        customDoc: 'SKB-0042/WPJ.04/2027',
        customDocMonth: '2027-08',
      },
    });
    expect((await move(draft.id, 'submit', first)).status).toBe(200);
    const submitted = await chooseFaktur(chosen.body, null);
    expect(submitted.body.error).toMatchObject({ code: 'U-INV-SI-29' });
    expect((await move(draft.id, 'approve', second)).status).toBe(200);
    const file = await coretax('2027-09');
    const values = new Map(elements(String(file.body)));
    expect([values.get('TrxCode'), values.get('AddInfo'), values.get('FacilityStamp')]).toEqual([
      '07',
      'TD.00501',
      'TD.01101',
    ]);
    expect([values.get('CustomDoc'), values.get('CustomDocMonthYear')]).toEqual([
      'SKB-0042/WPJ.04/2027',
      '082027',
    ]);
  });

  it('leaves an invoice without PPN naming no facility out of the month’s file, and refuses choosing it', async () => {
    await companyNpwp(suite.owner, 'PT Pemasok Faktur', '01.234.567.8-901.000');
    const order = await openOrder(undefined, {
      tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
    });
    const taxed = await issue(order, '2027-10-04');
    const untaxed = await issue(order, '2027-10-05', 2);
    const file = await coretax('2027-10');
    expect(
      elements(String(file.body))
        .filter(([name]) => name === 'RefDesc')
        .map(([, value]) => value),
    ).toEqual([taxed.number]);
    const chosen = await fetch(`${suite.system.invoicingUrl}/sales-invoices/coretax`, {
      method: 'POST',
      headers: { ...authHeaders(suite.reader), 'content-type': 'application/json' },
      body: JSON.stringify({ invoiceIds: [taxed.id, untaxed.id] }),
    });
    expect(chosen.status).toBe(409);
    expect(await chosen.json()).toMatchObject({
      error: { code: 'U-INV-SI-46', field: 'invoiceIds', values: { numbers: untaxed.number } },
    });
  });

  it('refuses a month with a buyer known by neither NPWP nor NIK, and a member without invoices:read', async () => {
    await companyNpwp(suite.owner, 'PT Pemasok Faktur', '01.234.567.8-901.000');
    await issue(await openOrder(), '2027-05-03');
    expect((await coretax('2027-05')).body).toMatchObject({ error: { code: 'U-INV-SI-12' } });
    const stranger = await signInRest(
      suite.system,
      await addMember(suite.system, suite.organizationId, ['bills:read']),
    );
    expect((await coretax('2027-03', stranger)).status).toBe(403);
    expect((await coretax('2027-13')).status).toBe(400);
  });
});

describe('one transaction code per faktur', () => {
  /** An open order of PPN goods, a luxury good, PPN goods again: 2 x 100,000.00, 2 x 500,000.00, 2 x 200,000.00. */
  const luxuryOrder = async () =>
    created<SalesOrderResponse>('/sales-orders', first, {
      customerId: await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId),
      orderDate: '2026-11-05',
      lines: [
        { product: 'Keramik', quantity: '2', unitPrice: '100000.00', taxCode: 'PPN' },
        { product: 'Jam emas', quantity: '2', unitPrice: '500000.00', taxCode: 'PPN_LUXURY' },
        { product: 'Semen', quantity: '2', unitPrice: '200000.00', taxCode: 'PPN' },
      ],
    });
  const lines = (...orderLines: number[]) =>
    orderLines.map((orderLine) => ({ orderLine, quantity: '1' }));
  const stored = async (id: string) =>
    (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${id}`, suite.reader)).body;

  it('refuses submitting an invoice of lines with and without PPN, or luxury beside other goods, naming the lines, and writes nothing', async () => {
    const mixed = await write(invoice(await openOrder(), { lines: lines(1, 2) }));
    const refused = await move(mixed.id, 'submit', first);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'U-INV-SI-43',
      field: 'lines',
      values: { lines: '2' },
      message:
        'These lines are taxed otherwise than line 1: 2. One e-Faktur has one transaction code: invoice the lines with PPN, with PPN on luxury goods and without PPN separately.',
    });
    expect(await stored(mixed.id)).toMatchObject({ status: 'DRAFT', version: mixed.version });

    const order = await luxuryOrder();
    const luxury = await write(invoice(order, { lines: lines(1, 2, 3) }));
    expect((await move(luxury.id, 'submit', first)).body.error).toMatchObject({
      code: 'U-INV-SI-43',
      values: { lines: '2' },
    });
    // Another organisation's member submitting it finds no invoice; it stays a draft.
    expect((await move(luxury.id, 'submit', suite.outsider)).status).toBe(404);
    expect(await stored(luxury.id)).toMatchObject({ status: 'DRAFT', version: luxury.version });
    // The luxury good on its own, and the other goods together, are one faktur each.
    for (const alike of [lines(2), lines(1, 3)]) {
      const draft = await write(invoice(order, { lines: alike }));
      expect((await move(draft.id, 'submit', first)).status).toBe(200);
    }
  });

  it('refuses issuing an invoice whose lines came to be taxed otherwise while it waited, under its lock, leaving it unnumbered', async () => {
    const waiting = await write(invoice(await luxuryOrder(), { lines: lines(1, 3) }));
    expect((await move(waiting.id, 'submit', first)).status).toBe(200);
    // As a line written before the rule was: its second line a luxury good.
    await suite.system.invoicing.db
      .updateTable('document_lines')
      .set({ tax_code: 'PPN_LUXURY' })
      .where('document_type', '=', 'SALES_INVOICE')
      .where('document_id', '=', waiting.id)
      .where('position', '=', 2)
      .execute();
    const refused = await move(waiting.id, 'approve', second);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'U-INV-SI-43', values: { lines: '2' } });
    expect(await stored(waiting.id)).toMatchObject({ status: 'PENDING_APPROVAL', number: null });
  });
});

describe('the tax invoice number DJP assigns', () => {
  const record = (id: string, taxInvoiceNumber: string, by: Tokens = first) =>
    call<SalesInvoiceResponse>('POST', `/sales-invoices/${id}/tax-invoice-number`, by, {
      taxInvoiceNumber,
    });
  const issued = async () => {
    const draft = await write(
      invoice(await openOrder(), { lines: [{ orderLine: 1, quantity: '1' }] }),
    );
    await move(draft.id, 'submit', first);
    return (await move(draft.id, 'approve', second)).body;
  };

  it('is recorded on an issued invoice once, names one invoice, and a correction keeps what it was', async () => {
    const [one, two] = [await issued(), await issued()];
    const recorded = await record(one.id, ' 04002500000012345 ');
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.taxInvoiceNumber).toBe('04002500000012345');
    const again = await record(two.id, '04002500000012345');
    expect(again.body.error).toMatchObject({
      code: 'U-INV-SI-15',
      field: 'taxInvoiceNumber',
      values: { number: one.number },
    });
    expect((await record(one.id, '04002500000012346')).body.taxInvoiceNumber).toBe(
      '04002500000012346',
    );
    const revisions = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/sales-invoices/${one.id}/revisions`,
      suite.reader,
    );
    expect(revisions.body.items[0]!.changes).toEqual([
      { field: 'taxInvoiceNumber', before: '04002500000012345', after: '04002500000012346' },
    ]);
  });

  it('twenty invoices given one number at the same instant: one holds it', async () => {
    const invoices = await Promise.all(Array.from({ length: 20 }, issued));
    const answers = await Promise.all(invoices.map((one) => record(one.id, '04002500000099999')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-SI-15')).toHaveLength(19);
  });

  it('refuses a draft, a number that is not one, another organisation’s invoice and a member without invoices:manage', async () => {
    const draft = await write(
      invoice(await openOrder(), { lines: [{ orderLine: 1, quantity: '1' }] }),
    );
    expect((await record(draft.id, '04002500000011111')).body.error?.code).toBe('U-INV-SI-13');
    const one = await issued();
    // Coretax's number is 17 digits, opening with a transaction code of 01 to 10 (PER-11/PJ/2025):
    // the old e-Faktur number with its separators, 16 or 18 digits and code 11 are not one.
    for (const written of [
      'ABC-123',
      '010.000-25.12345678',
      '0400250000001111',
      '040025000000111111',
      '11002500000011111',
    ])
      expect((await record(one.id, written)).body.error, written).toMatchObject({
        code: 'U-INV-SI-14',
        field: 'taxInvoiceNumber',
      });
    expect((await record(one.id, '04002500000011111', suite.outsider)).status).toBe(404);
    expect((await record(one.id, '04002500000011111', suite.reader)).status).toBe(403);
    expect(
      (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${one.id}`, suite.reader)).body
        .taxInvoiceNumber,
    ).toBeNull();
  });
});

describe('the paper copy', () => {
  const step = (id: string, path: string, body: unknown, by: Tokens = first) =>
    call<SalesInvoiceResponse>('POST', `/sales-invoices/${id}/delivery/${path}`, by, body);
  const issuedFor = async (profile: Record<string, unknown>) => {
    const order = await openOrder(undefined, profile);
    const draft = await write(invoice(order, { lines: [{ orderLine: 1, quantity: '1' }] }));
    await move(draft.id, 'submit', first);
    return (await move(draft.id, 'approve', second)).body;
  };

  it('of a buyer who asked for paper waits once issued, is shipped to an address and then received, each in order and on a date after the one before', async () => {
    const paper = await issuedFor({ invoiceDelivery: { hardCopyRequired: true } });
    expect(paper.delivery).toEqual({
      status: 'OPEN',
      shippedOn: null,
      address: null,
      receivedOn: null,
    });
    const ship = (shippedOn: string, address: string) =>
      step(paper.id, 'ship', { shippedOn, address });
    const receiveOn = (receivedOn: string) => step(paper.id, 'receive', { receivedOn });
    expect((await receiveOn('2026-11-20')).body.error?.code).toBe('U-INV-SI-16');
    const early = await ship('2026-11-11', 'Jl. Melati 5');
    expect(early.body.error).toMatchObject({
      code: 'U-INV-SI-17',
      field: 'shippedOn',
      values: { after: '2026-11-12' },
    });
    const shipped = await ship('2026-11-13', ' Jl. Melati 5, Jakarta 12190 ');
    expect(shipped.body.delivery).toEqual({
      status: 'SHIPPED',
      shippedOn: '2026-11-13',
      address: 'Jl. Melati 5, Jakarta 12190',
      receivedOn: null,
    });
    expect((await receiveOn('2026-11-12')).body.error?.code).toBe('U-INV-SI-17');
    const received = await receiveOn('2026-11-15');
    expect(received.body.delivery).toMatchObject({ status: 'RECEIVED', receivedOn: '2026-11-15' });
    expect((await ship('2026-11-16', 'X')).status).toBe(409);
  });

  it('is none for a buyer who did not ask for it; another organisation’s and a member without invoices:manage are refused', async () => {
    const none = await issuedFor({});
    expect(none.delivery).toBeNull();
    expect(
      (await step(none.id, 'ship', { shippedOn: '2026-11-13', address: 'X' })).body.error?.code,
    ).toBe('U-INV-SI-16');
    const paper = await issuedFor({ invoiceDelivery: { hardCopyRequired: true } });
    const body = { shippedOn: '2026-11-13', address: 'Jl. Melati 5' };
    expect((await step(paper.id, 'ship', body, suite.outsider)).status).toBe(404);
    expect((await step(paper.id, 'ship', body, suite.reader)).status).toBe(403);
    expect(
      (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${paper.id}`, suite.reader)).body
        .delivery?.status,
    ).toBe('OPEN');
  });
});
