import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  addMemberInBuiltInRole,
  createOrganization,
  signInRest,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import {
  createGoodsReceiptGraphql,
  createSalesOrderGraphql,
} from '../support/invoicing-graphql.js';
import { invoiceWritersIn, issuedInvoice, saveSellerProfile } from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { eventually } from '../support/eventually.js';
import { cookieSocketClient, send, TRANSPORTS } from '../support/transports.js';
import { globalId } from './tenancy/seeds.js';

/**
 * Sales invoices through the GraphQL API, over HTTP and over the WebSocket
 * alike: written from goods receipts with milestones as Money, submitted,
 * refused to its author and approved by another member of the same role,
 * issued with its number, listed on its order; an approver it names among
 * those who may approve invoices, who alone approves it; userErrors with
 * values, FORBIDDEN without the permission, another organisation's not found
 * (its member not one to name).
 */
let system: System;
let organizationId: string;
let author: GraphQLClient;
let colleague: GraphQLClient;
let reader: GraphQLClient;
let outsider: GraphQLClient;
let owner: GraphQLClient;
/** The global ids of the members, as `User` ids. */
let userIds: { author: string; colleague: string; reader: string; outsider: string };

const INVOICE_FIELDS = `id number status actions customerName salesOrderNumber dueDate
  goodsReceipts { number }
  lines { orderLine quantity total { amount currency } }
  totals { grandTotal { amount currency } }
  milestones { name percent amount { amount currency } dueDate paidAmount { amount } remainingAmount { amount } }
  nextMilestone { name dueDate }
  remainingAmount { amount currency }
  approvedBy { email }
  approver { id email }`;
const CREATE = `mutation ($input: SalesInvoiceCreateInput!) {
  salesInvoiceCreate(input: $input) { salesInvoice { ${INVOICE_FIELDS} } userErrors { field code message values { name value } } }
}`;
const move = (name: string) => `mutation ($input: SalesInvoiceIdInput!) {
  ${name}(input: $input) { salesInvoice { ${INVOICE_FIELDS} } userErrors { field code } }
}`;

type Invoice = {
  id: string;
  number: string | null;
  status: string;
  actions: string[];
  milestones: { name: string; percent: string; amount: { amount: string } }[];
};
type Created = { salesInvoiceCreate: { salesInvoice: Invoice | null; userErrors: UserErrors } };

/** An open order of 4 x 250,000.00 with PPN and a receipt of 2 of them; answers their global ids. */
async function receivedOrder(): Promise<{ order: string; receipt: string }> {
  const buyer = globalId('Customer', await insertActiveBuyer(system.invoicing.db, organizationId));
  const order = await createSalesOrderGraphql(author, {
    customerId: buyer,
    orderDate: '2026-11-06',
    lines: [{ product: 'Keramik', quantity: '4', unitPrice: '250000', taxCode: 'PPN' }],
  });
  const receipt = await createGoodsReceiptGraphql(author, {
    salesOrderId: order,
    receivedDate: '2026-11-09',
    lines: [{ orderLine: 1, quantity: '2' }],
  });
  return { order, receipt };
}

/**
 * A draft the author writes over `transport` of one of each of `lines` (a new buyer's open order
 * dated the day before `invoiceDate`): its global id.
 */
async function draftOf(
  transport: (typeof TRANSPORTS)[number],
  lines: { product: string; unitPrice: string; taxCode: string }[],
  invoiceDate = '2026-11-10',
): Promise<string> {
  const buyer = globalId('Customer', await insertActiveBuyer(system.invoicing.db, organizationId));
  const day = Number(invoiceDate.slice(8));
  const order = await createSalesOrderGraphql(author, {
    customerId: buyer,
    orderDate: `${invoiceDate.slice(0, 8)}${String(day - 1).padStart(2, '0')}`,
    lines: lines.map((line) => ({ ...line, quantity: '1' })),
  });
  const created = await send<Created>(transport, author, CREATE, {
    input: {
      salesOrderId: order,
      invoiceDate,
      lines: lines.map((_, index) => ({ orderLine: index + 1, quantity: '1' })),
    },
  });
  return created.data!.salesInvoiceCreate.salesInvoice!.id;
}

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Pemasok Faktur GraphQL');
  organizationId = created.organizationId;
  const makers = await Promise.all(
    [1, 2].map(() => addMemberInBuiltInRole(system, organizationId, 'MAKER_APPROVER')),
  );
  [author, colleague] = (await Promise.all(
    makers.map((member) => signedInClient(system.url, member)),
  )) as [GraphQLClient, GraphQLClient];
  const reading = await addMember(system, organizationId, ['invoices:read', 'sales-orders:read']);
  reader = await signedInClient(system.url, reading);
  const theirs = (await createOrganization(system, 'PT Lain Faktur GraphQL')).owner;
  outsider = await signedInClient(system.url, theirs);
  owner = await signedInClient(system.url, created.owner);
  // The company is a PKP from the start here: its invoices get a faktur and a tax invoice number.
  await saveSellerProfile(system, await signInRest(system, created.owner), {
    name: 'PT Pemasok Faktur GraphQL',
    taxNumber: '0123456789012345',
  });
  userIds = {
    author: globalId('User', makers[0]!.userId),
    colleague: globalId('User', makers[1]!.userId),
    reader: globalId('User', reading.userId),
    outsider: globalId('User', theirs.userId),
  };
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  /** `by` approves the invoice of `input` over the transport: its answer. */
  const approveAs = (by: GraphQLClient, input: { salesInvoiceId: string }) =>
    send<{ salesInvoiceApprove: { salesInvoice: Invoice | null; userErrors: UserErrors } }>(
      transport,
      by,
      move('salesInvoiceApprove'),
      { input },
    );

  /**
   * The invoice `author` writes over the transport of a new received order's receipt, dated
   * 10 November 2026, with `extra` (milestones, the approver it names): the order's global id
   * and the answer.
   */
  async function invoiceOfReceipt(extra: Record<string, unknown>) {
    const { order, receipt } = await receivedOrder();
    const created = await send<Created>(transport, author, CREATE, {
      input: {
        salesOrderId: order,
        goodsReceiptIds: [receipt],
        invoiceDate: '2026-11-10',
        ...extra,
      },
    });
    return { order, created };
  }

  it('an invoice from a receipt: milestones as Money, approved by a colleague of the same role, issued and numbered, listed on its order', async () => {
    const { order, created } = await invoiceOfReceipt({
      milestones: [
        { name: 'Uang muka', percent: '33.33', dueDate: '2026-11-17' },
        { name: 'Pelunasan', percent: '66.67' },
      ],
    });
    expect(created.errors).toBeUndefined();
    const invoice = created.data!.salesInvoiceCreate.salesInvoice!;
    const unpaid = (name: string, percent: string, amount: string, dueDate: string) => ({
      name,
      percent,
      amount: { amount },
      dueDate,
      paidAmount: { amount: '0.00' },
      remainingAmount: { amount },
    });
    // 2 x 250,000.00 = 500,000.00, PPN 55,000.00: 555,000.00; 33.33% is 184,981.50.
    expect(invoice).toMatchObject({
      number: null,
      status: 'DRAFT',
      actions: ['SUBMIT', 'CANCEL'],
      dueDate: '2026-12-10',
      goodsReceipts: [{ number: expect.stringMatching(/^GR\//) as string }],
      totals: { grandTotal: { amount: '555000.00', currency: 'IDR' } },
      milestones: [
        unpaid('Uang muka', '33.33', '184981.50', '2026-11-17'),
        unpaid('Pelunasan', '66.67', '370018.50', '2026-12-10'),
      ],
      nextMilestone: { name: 'Uang muka', dueDate: '2026-11-17' },
    });
    const input = { salesInvoiceId: invoice.id };
    await send(transport, author, move('salesInvoiceSubmit'), { input });
    const own = await approveAs(author, input);
    expect(own.data!.salesInvoiceApprove.userErrors).toEqual([{ field: null, code: 'U-INV-SI-8' }]);
    const approved = await approveAs(colleague, input);
    expect(approved.data!.salesInvoiceApprove.salesInvoice).toMatchObject({
      status: 'ISSUED',
      number: expect.stringMatching(/^INV\/2026\/11\/\d{4}$/) as string,
      approvedBy: { email: expect.stringContaining('maker_approver') as string },
    });
    const onOrder = await send<{ node: { invoices: { id: string; status: string }[] } }>(
      transport,
      reader,
      'query ($id: ID!) { node(id: $id) { ... on SalesOrder { invoices { id status } } } }',
      { id: order },
    );
    expect(onOrder.data!.node.invoices).toEqual([{ id: invoice.id, status: 'ISSUED' }]);
  });

  it('milestone due dates before the invoice date or out of order are refused on the milestone, and nothing is written', async () => {
    const before = await system.invoicing.db
      .selectFrom('sales_invoices')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const early = await invoiceOfReceipt({
      milestones: [
        { name: 'Uang muka', percent: '30', dueDate: '2026-11-09' },
        { name: 'Pelunasan', percent: '70' },
      ],
    });
    expect(early.created.data!.salesInvoiceCreate).toMatchObject({
      salesInvoice: null,
      userErrors: [{ field: 'milestones.0.dueDate', code: 'U-INV-SI-53' }],
    });
    const unordered = await invoiceOfReceipt({
      milestones: [
        { name: 'Uang muka', percent: '30', dueDate: '2026-11-20' },
        { name: 'Termin', percent: '30', dueDate: '2026-11-19' },
        { name: 'Pelunasan', percent: '40' },
      ],
    });
    expect(unordered.created.data!.salesInvoiceCreate).toMatchObject({
      salesInvoice: null,
      userErrors: [{ field: 'milestones.1.dueDate', code: 'U-INV-SI-54' }],
    });
    const after = await system.invoicing.db
      .selectFrom('sales_invoices')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('an approver named from invoiceApprovers alone approves it: the owner, who may approve invoices too, is refused', async () => {
    const listed = await send<{ invoiceApprovers: { id: string }[] }>(
      transport,
      author,
      'query { invoiceApprovers { id } }',
    );
    const approvers = listed.data!.invoiceApprovers.map((user) => user.id);
    // The colleague and the owner: the author is left out of whom they may name, the reader may not approve.
    expect(approvers).toContain(userIds.colleague);
    expect(approvers).toHaveLength(2);
    expect(approvers).not.toContain(userIds.author);
    expect(approvers).not.toContain(userIds.reader);
    const { created } = await invoiceOfReceipt({ approverId: userIds.colleague });
    const invoice = created.data!.salesInvoiceCreate.salesInvoice!;
    expect(invoice).toMatchObject({
      approver: { id: userIds.colleague, email: expect.stringContaining('maker_approver') },
    });
    const input = { salesInvoiceId: invoice.id };
    await send(transport, author, move('salesInvoiceSubmit'), { input });
    const seen = await send<{ node: { actions: string[] } }>(
      transport,
      owner,
      'query ($id: ID!) { node(id: $id) { ... on SalesInvoice { actions } } }',
      { id: invoice.id },
    );
    expect(seen.data!.node.actions).toEqual(['CANCEL']);
    const byOwner = await approveAs(owner, input);
    expect(byOwner.data!.salesInvoiceApprove.userErrors).toEqual([
      { field: null, code: 'U-INV-SI-21' },
    ]);
    const approved = await approveAs(colleague, input);
    expect(approved.data!.salesInvoiceApprove.salesInvoice).toMatchObject({
      status: 'ISSUED',
      approver: { id: userIds.colleague },
    });
  });

  it('the approver it names returns it to draft with a reason, shown on it and in its revisions; its submitter, another approver, a blank reason, a reader and another organisation are refused', async () => {
    const { created } = await invoiceOfReceipt({ approverId: userIds.colleague });
    const input = { salesInvoiceId: created.data!.salesInvoiceCreate.salesInvoice!.id };
    await send(transport, author, move('salesInvoiceSubmit'), { input });
    type Returned = {
      salesInvoiceReturn: {
        salesInvoice:
          | (Invoice & {
              returned: { reason: string; by: { email: string } };
              revisions: { action: string; changes: { field: string; after: string | null }[] }[];
            })
          | null;
        userErrors: UserErrors;
      };
    };
    const returnAs = (by: GraphQLClient, reason: string) =>
      send<Returned>(
        transport,
        by,
        `mutation ($input: SalesInvoiceReasonInput!) {
          salesInvoiceReturn(input: $input) {
            salesInvoice { id status actions returned { reason by { email } }
              revisions { action changes { field after } } }
            userErrors { field code }
          }
        }`,
        { input: { ...input, reason } },
      );
    const reason = 'Tanggal faktur harus mengikuti tanggal serah terima';
    for (const [who, code] of [
      [author, 'U-INV-SI-8'],
      [owner, 'U-INV-SI-21'],
      [outsider, 'U-INV-SI-1'],
    ] as const)
      expect((await returnAs(who, reason)).data!.salesInvoiceReturn.userErrors[0]?.code).toBe(code);
    expect((await returnAs(colleague, '  ')).data!.salesInvoiceReturn.userErrors).toEqual([
      { field: 'reason', code: 'U-INV-DOC-10' },
    ]);
    expect((await returnAs(reader, reason)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const returned = (await returnAs(colleague, reason)).data!.salesInvoiceReturn;
    expect(returned.userErrors).toEqual([]);
    expect(returned.salesInvoice).toMatchObject({
      status: 'DRAFT',
      returned: { reason, by: { email: expect.stringContaining('maker_approver') as string } },
    });
    expect(returned.salesInvoice!.revisions[0]).toEqual({
      action: 'return',
      changes: [
        { field: 'status', after: 'DRAFT' },
        { field: 'reason', after: reason },
      ],
    });
    const seen = await send<{ node: { actions: string[] } }>(
      transport,
      author,
      'query ($id: ID!) { node(id: $id) { ... on SalesInvoice { actions } } }',
      { id: input.salesInvoiceId },
    );
    expect(seen.data!.node.actions).toEqual(['SUBMIT', 'CANCEL']);
  });

  it('a draft is edited on its version, its due date following; an old version, a submitted invoice, a reader and another organisation are refused', async () => {
    const { created } = await invoiceOfReceipt({});
    const draft = created.data!.salesInvoiceCreate.salesInvoice!;
    type Edited = {
      salesInvoiceEditDraft: {
        salesInvoice: { status: string; dueDate: string; notes: string; version: number } | null;
        userErrors: UserErrors;
      };
    };
    const editAs = (by: GraphQLClient, version: number) =>
      send<Edited>(
        transport,
        by,
        `mutation ($input: SalesInvoiceDraftInput!) {
          salesInvoiceEditDraft(input: $input) {
            salesInvoice { status dueDate notes version }
            userErrors { field code }
          }
        }`,
        { input: { salesInvoiceId: draft.id, version, paymentTermDays: 7, notes: 'Lunas 7 hari' } },
      );
    const edited = (await editAs(author, 1)).data!.salesInvoiceEditDraft;
    expect(edited).toEqual({
      salesInvoice: { status: 'DRAFT', dueDate: '2026-11-17', notes: 'Lunas 7 hari', version: 2 },
      userErrors: [],
    });
    expect((await editAs(author, 1)).data!.salesInvoiceEditDraft.userErrors).toEqual([
      { field: 'version', code: 'U-INV-SI-30' },
    ]);
    expect((await editAs(outsider, 2)).data!.salesInvoiceEditDraft.userErrors).toEqual([
      { field: 'salesInvoiceId', code: 'U-INV-SI-1' },
    ]);
    expect((await editAs(reader, 2)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await send(transport, author, move('salesInvoiceSubmit'), {
      input: { salesInvoiceId: draft.id },
    });
    expect((await editAs(author, 3)).data!.salesInvoiceEditDraft.userErrors).toEqual([
      { field: null, code: 'U-INV-SI-29' },
    ]);
  });

  it('a draft’s lines, discount and milestones are edited: its receipt’s lines become the order’s, figured as at writing; a line over what is left, a reader and another organisation are refused, changing nothing', async () => {
    const { created } = await invoiceOfReceipt({});
    const draft = created.data!.salesInvoiceCreate.salesInvoice!;
    type Edited = {
      salesInvoiceEditDraft: {
        salesInvoice: (Invoice & { version: number; goodsReceipts: unknown[] }) | null;
        userErrors: UserErrors;
      };
    };
    const editAs = (by: GraphQLClient, input: Record<string, unknown>) =>
      send<Edited>(
        transport,
        by,
        `mutation ($input: SalesInvoiceDraftInput!) {
          salesInvoiceEditDraft(input: $input) {
            salesInvoice { ${INVOICE_FIELDS} version }
            userErrors { field code }
          }
        }`,
        { input: { salesInvoiceId: draft.id, version: 1, ...input } },
      );
    const lines = (quantity: string) => ({ lines: [{ orderLine: 1, quantity }] });
    expect((await editAs(author, lines('5'))).data!.salesInvoiceEditDraft.userErrors).toEqual([
      { field: 'lines.0.quantity', code: 'U-INV-SI-5' },
    ]);
    expect((await editAs(outsider, lines('4'))).data!.salesInvoiceEditDraft.userErrors).toEqual([
      { field: 'salesInvoiceId', code: 'U-INV-SI-1' },
    ]);
    expect((await editAs(reader, lines('4'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const edited = await editAs(author, {
      ...lines('4'),
      documentDiscount: '100000',
      milestones: [
        { name: 'Uang muka', percent: '50' },
        { name: 'Pelunasan', percent: '50' },
      ],
    });
    // 4 x 250,000.00 - 100,000.00 = 900,000.00, PPN 99,000.00: 999,000.00, halved.
    expect(edited.data!.salesInvoiceEditDraft).toEqual({
      salesInvoice: expect.objectContaining({
        status: 'DRAFT',
        version: 2,
        goodsReceipts: [],
        lines: [
          { orderLine: 1, quantity: '4.0000', total: { amount: '999000.00', currency: 'IDR' } },
        ],
        totals: { grandTotal: { amount: '999000.00', currency: 'IDR' } },
        // Written without due dates, both fall due with the invoice; nothing of them is paid yet.
        milestones: ['Uang muka', 'Pelunasan'].map((name) => ({
          name,
          percent: '50.00',
          amount: { amount: '499500.00', currency: 'IDR' },
          dueDate: '2026-12-10',
          paidAmount: { amount: '0.00' },
          remainingAmount: { amount: '499500.00' },
        })),
      }) as unknown,
      userErrors: [],
    });
  });

  it('another organisation’s member, an id of another type and the author are not approvers to name; invoiceApprovers is FORBIDDEN without invoices:manage', async () => {
    const { order } = await receivedOrder();
    const input = {
      salesOrderId: order,
      invoiceDate: '2026-11-10',
      lines: [{ orderLine: 1, quantity: '1' }],
    };
    for (const approverId of [userIds.outsider, order]) {
      const refused = await send<Created>(transport, author, CREATE, {
        input: { ...input, approverId },
      });
      expect(refused.data!.salesInvoiceCreate).toEqual({
        salesInvoice: null,
        userErrors: [
          {
            field: 'approverId',
            code: 'U-INV-SI-19',
            message:
              'The approver must be an active member of the organisation who may approve invoices.',
            values: [],
          },
        ],
      });
    }
    const own = await send<Created>(transport, author, CREATE, {
      input: { ...input, approverId: userIds.author },
    });
    expect(own.data!.salesInvoiceCreate.userErrors).toMatchObject([
      { field: 'approverId', code: 'U-INV-SI-20' },
    ]);
    const forbidden = await send(transport, reader, 'query { invoiceApprovers { id } }');
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the tax invoice number Coretax gave is recorded as its 17 digits; another shape is refused on its field, writing nothing; FORBIDDEN without invoices:manage; another organisation’s is not found', async () => {
    const { created } = await invoiceOfReceipt({});
    const input = { salesInvoiceId: created.data!.salesInvoiceCreate.salesInvoice!.id };
    await send(transport, author, move('salesInvoiceSubmit'), { input });
    expect((await approveAs(colleague, input)).data!.salesInvoiceApprove.userErrors).toEqual([]);
    type Recorded = {
      salesInvoiceRecordTaxNumber: {
        salesInvoice: { taxInvoiceNumber: string | null } | null;
        userErrors: UserErrors;
      };
    };
    const record = (by: GraphQLClient, taxInvoiceNumber: string) =>
      send<Recorded>(
        transport,
        by,
        `mutation ($input: SalesInvoiceTaxNumberInput!) {
          salesInvoiceRecordTaxNumber(input: $input) { salesInvoice { taxInvoiceNumber } userErrors { field code } }
        }`,
        { input: { ...input, taxInvoiceNumber } },
      );
    // A number names one invoice of the organisation: each transport records its own.
    const number = `0400250000005432${TRANSPORTS.indexOf(transport)}`;
    // The old e-Faktur application's 16 digits with their separators are not a Coretax number.
    expect((await record(author, '010.000-25.12345678')).data!.salesInvoiceRecordTaxNumber).toEqual(
      {
        salesInvoice: null,
        userErrors: [{ field: 'taxInvoiceNumber', code: 'U-INV-SI-14' }],
      },
    );
    const forbidden = await record(reader, number);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await record(outsider, number)).data!.salesInvoiceRecordTaxNumber.userErrors).toEqual([
      { field: 'salesInvoiceId', code: 'U-INV-SI-1' },
    ]);
    const stored = await send<{ node: { taxInvoiceNumber: string | null } }>(
      transport,
      reader,
      'query ($id: ID!) { node(id: $id) { ... on SalesInvoice { taxInvoiceNumber } } }',
      { id: input.salesInvoiceId },
    );
    expect(stored.data!.node.taxInvoiceNumber).toBeNull();
    const recorded = await record(author, ` ${number} `);
    expect(recorded.data!.salesInvoiceRecordTaxNumber).toEqual({
      salesInvoice: { taxInvoiceNumber: number },
      userErrors: [],
    });
  });

  it('an invoice of lines with and without PPN is refused at submission, naming the lines, and stays a draft; FORBIDDEN to a reader; another organisation’s is not found', async () => {
    const input = {
      salesInvoiceId: await draftOf(transport, [
        { product: 'Keramik', unitPrice: '250000', taxCode: 'PPN' },
        { product: 'Jasa angkut', unitPrice: '50000', taxCode: 'NO_PPN' },
      ]),
    };
    type Submitted = {
      salesInvoiceSubmit: { salesInvoice: Invoice | null; userErrors: UserErrors };
    };
    const submitAs = (by: GraphQLClient) =>
      send<Submitted>(
        transport,
        by,
        `mutation ($input: SalesInvoiceIdInput!) {
          salesInvoiceSubmit(input: $input) {
            salesInvoice { id status }
            userErrors { field code message values { name value } }
          }
        }`,
        { input },
      );
    expect((await submitAs(author)).data!.salesInvoiceSubmit).toEqual({
      salesInvoice: null,
      userErrors: [
        {
          field: 'lines',
          code: 'U-INV-SI-43',
          message:
            'These lines are taxed otherwise than line 1: 2. One e-Faktur has one transaction code: invoice the lines with PPN, with PPN on luxury goods and without PPN separately.',
          values: [{ name: 'lines', value: '2' }],
        },
      ],
    });
    expect((await submitAs(reader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await submitAs(outsider)).data!.salesInvoiceSubmit.userErrors).toMatchObject([
      { code: 'U-INV-SI-1' },
    ]);
    const seen = await send<{ node: { status: string } }>(
      transport,
      reader,
      'query ($id: ID!) { node(id: $id) { ... on SalesInvoice { status } } }',
      { id: input.salesInvoiceId },
    );
    expect(seen.data!.node.status).toBe('DRAFT');
  });

  it('a draft without PPN is reported under code 07 or 08 with its facility, or none; a facility not on the list, an old version, a reader and another organisation are refused', async () => {
    const salesInvoiceId = await draftOf(transport, [
      { product: 'Jasa angkut', unitPrice: '50000', taxCode: 'NO_PPN' },
    ]);
    type Chosen = {
      salesInvoiceChooseFaktur: {
        salesInvoice: {
          version: number;
          fakturFacility: Record<string, string | null> | null;
        } | null;
        userErrors: UserErrors;
      };
    };
    const chooseAs = (by: GraphQLClient, version: number, facility: unknown) =>
      send<Chosen>(
        transport,
        by,
        `mutation ($input: SalesInvoiceFakturInput!) {
          salesInvoiceChooseFaktur(input: $input) {
            salesInvoice { version fakturFacility { trxCode addInfo facilityStamp customDoc customDocMonth } }
            userErrors { field code values { name value } }
          }
        }`,
        { input: { salesInvoiceId, version, facility } },
      );
    expect(
      (await chooseAs(author, 1, { trxCode: '08', addInfo: 'TD.00527' })).data!
        .salesInvoiceChooseFaktur,
    ).toEqual({
      salesInvoice: null,
      userErrors: [
        {
          field: 'facility.addInfo',
          code: 'U-INV-SI-44',
          values: [{ name: 'trxCode', value: '08' }],
        },
      ],
    });
    expect(
      (await chooseAs(author, 7, null)).data!.salesInvoiceChooseFaktur.userErrors,
    ).toMatchObject([{ code: 'U-INV-SI-30' }]);
    expect((await chooseAs(reader, 1, null)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await chooseAs(outsider, 1, null)).data!.salesInvoiceChooseFaktur.userErrors).toEqual([
      { field: 'salesInvoiceId', code: 'U-INV-SI-1', values: [] },
    ]);
    const chosen = await chooseAs(author, 1, { trxCode: '08', addInfo: 'TD.00510' });
    expect(chosen.data!.salesInvoiceChooseFaktur).toEqual({
      salesInvoice: {
        version: 2,
        fakturFacility: {
          trxCode: '08',
          addInfo: 'TD.00510',
          facilityStamp: 'TD.01110',
          customDoc: null,
          customDocMonth: null,
        },
      },
      userErrors: [],
    });
    const none = await chooseAs(author, 2, null);
    expect(none.data!.salesInvoiceChooseFaktur.salesInvoice).toEqual({
      version: 3,
      fakturFacility: null,
    });
  });

  it('userErrors name the field and the values; FORBIDDEN without invoices:manage; another organisation’s is not found', async () => {
    const { order } = await receivedOrder();
    /** `by` invoices `quantity` of the order's first line, dated 10 November 2026. */
    const invoiceOf = (by: GraphQLClient, quantity: string) =>
      send<Created>(transport, by, CREATE, {
        input: {
          salesOrderId: order,
          invoiceDate: '2026-11-10',
          lines: [{ orderLine: 1, quantity }],
        },
      });
    const over = await invoiceOf(author, '5');
    expect(over.data!.salesInvoiceCreate).toEqual({
      salesInvoice: null,
      userErrors: [
        {
          field: 'lines.0.quantity',
          code: 'U-INV-SI-5',
          message: 'Line 1: only 4 of 4 are left to invoice.',
          values: [
            { name: 'line', value: '1' },
            { name: 'remaining', value: '4' },
            { name: 'ordered', value: '4' },
          ],
        },
      ],
    });
    const forbidden = await invoiceOf(reader, '1');
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const theirs = await invoiceOf(outsider, '1');
    expect(theirs.data!.salesInvoiceCreate.userErrors).toMatchObject([
      { field: 'salesOrderId', code: 'U-INV-SO-1' },
    ]);
    const mine = await invoiceOf(author, '1');
    const id = mine.data!.salesInvoiceCreate.salesInvoice!.id;
    const node = await send<{ node: unknown }>(
      transport,
      outsider,
      'query ($id: ID!) { node(id: $id) { id } }',
      { id },
    );
    expect(node.data!.node).toBeNull();
    const submitTheirs = await send<{ salesInvoiceSubmit: { userErrors: UserErrors } }>(
      transport,
      outsider,
      move('salesInvoiceSubmit'),
      { input: { salesInvoiceId: id } },
    );
    expect(submitTheirs.data!.salesInvoiceSubmit.userErrors).toEqual([
      { field: 'salesInvoiceId', code: 'U-INV-SI-1' },
    ]);
  });
});

describe('coretaxMonth', () => {
  const COUNT = `query ($month: String) { coretaxMonth(month: $month) { latestMonth month invoiceCount } }`;
  type Counted = {
    coretaxMonth: { latestMonth: string | null; month: string | null; invoiceCount: number };
  };

  it('starts the e-Faktur file on the latest month with issued invoices and counts a month’s, never another organisation’s; FORBIDDEN without invoices:read', async () => {
    // Every invoice of this file is dated 10 November 2026; the issued ones are in November's file.
    const issued = await send<{ salesInvoices: { edges: unknown[] } }>(
      'http',
      reader,
      'query { salesInvoices(first: 100, status: ISSUED) { edges { node { id } } } }',
    );
    const november = issued.data!.salesInvoices.edges.length;
    expect(november).toBeGreaterThan(0);
    expect((await send<Counted>('http', reader, COUNT)).data!.coretaxMonth).toEqual({
      latestMonth: '2026-11',
      month: '2026-11',
      invoiceCount: november,
    });
    expect(
      (await send<Counted>('http', reader, COUNT, { month: '2026-12' })).data!.coretaxMonth,
    ).toEqual({ latestMonth: '2026-11', month: '2026-12', invoiceCount: 0 });
    // The other organisation has issued none: no latest month, and none of ours in November.
    expect((await send<Counted>('http', outsider, COUNT)).data!.coretaxMonth).toEqual({
      latestMonth: null,
      month: null,
      invoiceCount: 0,
    });
    expect(
      (await send<Counted>('http', outsider, COUNT, { month: '2026-11' })).data!.coretaxMonth
        .invoiceCount,
    ).toBe(0);
    const stranger = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['bills:read']),
    );
    const forbidden = await send<Counted>('http', stranger, COUNT);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the month’s issued invoices without PPN that name no facility as left out of the file, by their ids and numbers', async () => {
    const input = {
      salesInvoiceId: await draftOf(
        'http',
        [{ product: 'Jasa angkut', unitPrice: '50000', taxCode: 'NO_PPN' }],
        '2026-10-02',
      ),
    };
    await send('http', author, move('salesInvoiceSubmit'), { input });
    const approved = await send<{ salesInvoiceApprove: { salesInvoice: Invoice } }>(
      'http',
      colleague,
      move('salesInvoiceApprove'),
      { input },
    );
    const october = await send<{
      coretaxMonth: {
        invoiceCount: number;
        withoutFaktur: { id: string; number: string; reason: string }[];
      };
    }>(
      'http',
      reader,
      'query { coretaxMonth(month: "2026-10") { invoiceCount withoutFaktur { id number reason } } }',
    );
    expect(october.data!.coretaxMonth).toEqual({
      invoiceCount: 0,
      withoutFaktur: [
        {
          id: input.salesInvoiceId,
          number: approved.data!.salesInvoiceApprove.salesInvoice.number,
          reason: 'NO_PPN',
        },
      ],
    });
  });
});

describe('an invoice issued while the company had no NPWP', () => {
  let early: SalesInvoiceResponse;
  let late: SalesInvoiceResponse;
  let boss: GraphQLClient;
  let viewer: GraphQLClient;

  beforeAll(async () => {
    const created = await createOrganization(system, 'PT Belum PKP GraphQL');
    const writers = await invoiceWritersIn(system, created.organizationId);
    [boss, viewer] = await Promise.all([
      signedInClient(system.url, created.owner),
      addMember(system, created.organizationId, ['invoices:read']).then((member) =>
        signedInClient(system.url, member),
      ),
    ]);
    const buyerId = await insertActiveBuyer(system.invoicing.db, created.organizationId, {
      name: 'CV Pembeli GraphQL',
      profile: { tax: { taxNumber: '098765432109000' } },
    });
    const of = { buyerId, taxCode: 'PPN', kind: 'SERVICE' } as const;
    early = await issuedInvoice(writers, { ...of, invoiceDate: '2026-09-14' });
    await saveSellerProfile(system, await signInRest(system, created.owner), {
      name: 'PT Belum PKP GraphQL',
      taxNumber: '0123456789012345',
    });
    late = await issuedInvoice(writers, { ...of, invoiceDate: '2026-09-15' });
  });

  it.each(TRANSPORTS)(
    'over %s: sellerHadNpwp and the PPh 23 rate keep what issuing fixed, not the profile now; its tax invoice number is refused (U-INV-SI-70) writing nothing, FORBIDDEN to a reader, not found to another organisation; coretaxMonth says why it is left out',
    async (transport) => {
      const ids = [early.id, late.id].map((id) => globalId('SalesInvoice', id));
      type Shown = {
        nodes: { sellerHadNpwp: boolean; withholdingRate: string; taxInvoiceNumber: null }[];
      };
      const SHOWN = `query ($ids: [ID!]!) { nodes(ids: $ids) {
        ... on SalesInvoice { sellerHadNpwp withholdingRate taxInvoiceNumber } } }`;
      const expected = [
        { sellerHadNpwp: false, withholdingRate: '4.00', taxInvoiceNumber: null },
        { sellerHadNpwp: true, withholdingRate: '2.00', taxInvoiceNumber: null },
      ];
      expect((await send<Shown>(transport, viewer, SHOWN, { ids })).data!.nodes).toEqual(expected);
      type Recorded = { salesInvoiceRecordTaxNumber: { userErrors: UserErrors } };
      const record = (by: GraphQLClient) =>
        send<Recorded>(
          transport,
          by,
          `mutation ($input: SalesInvoiceTaxNumberInput!) {
            salesInvoiceRecordTaxNumber(input: $input) { salesInvoice { id } userErrors { field code message } }
          }`,
          { input: { salesInvoiceId: ids[0], taxInvoiceNumber: '04002500000000091' } },
        );
      expect((await record(boss)).data!.salesInvoiceRecordTaxNumber.userErrors).toEqual([
        {
          field: 'taxInvoiceNumber',
          code: 'U-INV-SI-70',
          message: `Invoice ${early.number} was issued while the company had no NPWP: no faktur pajak is made for it, so it has no tax invoice number.`,
        },
      ]);
      expect((await record(viewer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await record(outsider)).data!.salesInvoiceRecordTaxNumber.userErrors).toEqual([
        expect.objectContaining({ field: 'salesInvoiceId', code: 'U-INV-SI-1' }),
      ]);
      expect((await send<Shown>(transport, viewer, SHOWN, { ids })).data!.nodes).toEqual(expected);
      const september = await send<{ coretaxMonth: unknown }>(
        transport,
        viewer,
        'query { coretaxMonth(month: "2026-09") { invoiceCount withoutFaktur { id number reason } } }',
      );
      expect(september.data!.coretaxMonth).toEqual({
        invoiceCount: 1,
        withoutFaktur: [{ id: ids[0], number: early.number, reason: 'SELLER_WITHOUT_NPWP' }],
      });
    },
  );
});

describe('salesInvoiceUpdated', () => {
  const sockets: Client[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });

  /** Subscribes and collects what arrives, and any refusal. */
  function listen(client: GraphQLClient) {
    const socket = cookieSocketClient(system.url, client.cookieHeader, { lazy: false });
    sockets.push(socket);
    const received: { change: string; salesInvoice: { id: string; status: string } | null }[] = [];
    let refusal: string | undefined;
    socket.subscribe<{
      salesInvoiceUpdated: { change: string; salesInvoice: { id: string; status: string } | null };
    }>(
      { query: 'subscription { salesInvoiceUpdated { change salesInvoice { id status } } }' },
      {
        next: (value) => {
          if (value.errors)
            refusal = (value.errors[0] as { extensions?: { code?: string } }).extensions?.code;
          if (value.data) received.push(value.data.salesInvoiceUpdated);
        },
        error: (error) => {
          refusal = (error as { extensions?: { code?: string } }[])[0]?.extensions?.code;
        },
        complete: () => {},
      },
    );
    return { received, refusal: () => refusal };
  }

  it('tells a reader of the organisation each change with the invoice as it now stands, nobody of another organisation, and refuses a member without invoices:read', async () => {
    const reading = listen(reader);
    const theirs = listen(outsider);
    const stranger = listen(
      await signedInClient(system.url, await addMember(system, organizationId, ['bills:read'])),
    );
    await eventually(() => stranger.refusal() !== undefined, 5_000, 25);
    expect(stranger.refusal()).toBe('FORBIDDEN');
    const { order } = await receivedOrder();
    const write = async () =>
      (
        await author.data<Created>(CREATE, {
          input: {
            salesOrderId: order,
            invoiceDate: '2026-11-10',
            lines: [{ orderLine: 1, quantity: '0.1' }],
          },
        })
      ).salesInvoiceCreate.salesInvoice!.id;
    // The subscription is live once it has heard an invoice written after it started.
    let id = await write();
    await eventually(
      async () => {
        if (reading.received.some((update) => update.salesInvoice?.id === id)) return true;
        id = await write();
        return false;
      },
      10_000,
      100,
    );
    await author.data(move('salesInvoiceSubmit'), { input: { salesInvoiceId: id } });
    await colleague.data(
      'mutation ($input: SalesInvoiceReasonInput!) { salesInvoiceReturn(input: $input) { userErrors { code } } }',
      { input: { salesInvoiceId: id, reason: 'Syarat pembayaran salah' } },
    );
    await author.data(move('salesInvoiceSubmit'), { input: { salesInvoiceId: id } });
    await colleague.data(move('salesInvoiceApprove'), { input: { salesInvoiceId: id } });
    await eventually(() => reading.received.some((update) => update.change === 'ISSUED'), 5_000);
    const mine = reading.received.filter((update) => update.salesInvoice?.id === id);
    expect(mine.map((update) => update.change)).toEqual([
      'CREATED',
      'PENDING_APPROVAL',
      'RETURNED',
      'PENDING_APPROVAL',
      'ISSUED',
    ]);
    expect(mine.at(-1)!.salesInvoice).toEqual({ id, status: 'ISSUED' });
    expect(theirs.received).toEqual([]);
  });
});
