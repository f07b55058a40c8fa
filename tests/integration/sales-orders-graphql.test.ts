import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { refusedLines } from '../support/invoicing-graphql.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { globalId } from './tenancy/seeds.js';

/**
 * Sales orders through the GraphQL API, over HTTP and over the WebSocket
 * alike: the figures as Money in the order's currency, the lifecycle's
 * actions for the viewer, the revision history with its members, userErrors
 * for bad input (nothing written), FORBIDDEN without the permission.
 */
const suite = organisationSuite({
  name: 'PT Pemasok GraphQL',
  reader: ['sales-orders:read'],
  outsider: 'PT Lain GraphQL',
  clients: true,
});
let maker: GraphQLClient;
let approver: GraphQLClient;
let buyer: string;

const ORDER_FIELDS = `id number customerName status fulfillmentStatus paymentStatus actions
  lines { position product quantity taxCode unitPrice { amount currency } taxBase { amount } otherTaxBase { amount } vatRate vat { amount } total { amount } }
  totals { subtotal { amount currency } vat { amount } grandTotal { amount currency } }
  createdBy { email }
  revisions { action actor { email } changes { field before after } }`;

const CREATE = `mutation ($input: SalesOrderCreateInput!) {
  salesOrderCreate(input: $input) { salesOrder { ${ORDER_FIELDS} } userErrors { field code message values { name value } } }
}`;

type Order = {
  id: string;
  number: string;
  status: string;
  actions: string[];
  lines: { taxBase: { amount: string }; vat: { amount: string } }[];
  totals: { grandTotal: { amount: string; currency: string } };
  revisions: { action: string; actor: { email: string } | null }[];
};
type Created = { salesOrderCreate: { salesOrder: Order | null; userErrors: UserErrors } };

/** An active buyer of `organization` approved with `creditLimit` (`insertActiveBuyer`), by its global id. */
const activeBuyer = async (organization: string, creditLimit = '1000000000.00') =>
  globalId(
    'Customer',
    await insertActiveBuyer(suite.system.invoicing.db, organization, {
      name: 'PT Toko Bangunan Jaya',
      creditLimit,
    }),
  );

const input = (overrides: Record<string, unknown> = {}) => ({
  customerId: buyer,
  orderDate: '2026-11-06',
  lines: [
    {
      product: 'Cat tembok 20 L',
      quantity: '3',
      unitPrice: '33333.33',
      discount: '1000',
      taxCode: 'PPN',
    },
  ],
  ...overrides,
});

beforeAll(async () => {
  maker = await suite.memberClient('MAKER');
  approver = await suite.memberClient('APPROVER');
  buyer = await activeBuyer(suite.organizationId);
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('a maker writes an order: figures as Money in its currency, what they may do next, and who wrote it', async () => {
    const answer = await send<Created>(transport, maker, CREATE, { input: input() });
    const order = answer.data!.salesOrderCreate.salesOrder!;
    expect(answer.data!.salesOrderCreate.userErrors).toEqual([]);
    // 3 x 33,333.33 = 99,999.99 less 1,000.00 = 98,999.99; 11/12 of it 90,749.99; PPN 12% 10,890.00.
    expect(order).toMatchObject({
      status: 'OPEN',
      fulfillmentStatus: 'UNFULFILLED',
      paymentStatus: 'UNPAID',
      actions: ['CANCEL', 'CLOSE'],
      lines: [
        {
          position: 1,
          quantity: '3.0000',
          unitPrice: { amount: '33333.33', currency: 'IDR' },
          taxBase: { amount: '98999.99' },
          otherTaxBase: { amount: '90749.99' },
          vatRate: 12,
          vat: { amount: '10890.00' },
          total: { amount: '109889.99' },
        },
      ],
      totals: { grandTotal: { amount: '109889.99', currency: 'IDR' } },
      revisions: [{ action: 'CREATED', actor: { email: expect.stringContaining('maker-') } }],
    });
    // The approver sees the same order with what they may do: cancel it only (it needs no approval).
    const seen = await send<{ node: { actions: string[]; number: string } }>(
      transport,
      approver,
      'query ($id: ID!) { node(id: $id) { ... on SalesOrder { actions number } } }',
      { id: order.id },
    );
    expect(seen.data!.node).toEqual({ actions: ['CANCEL'], number: order.number });
  });

  it('bad input answers userErrors on the field at fault and writes nothing; a missing permission is FORBIDDEN', async () => {
    const before = await suite.system.invoicing.db
      .selectFrom('sales_orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organization_id', '=', suite.organizationId)
      .executeTakeFirstOrThrow();
    const refused: [Record<string, unknown>, string, string][] = [
      ...refusedLines(input),
      [input({ lines: [] }), 'lines', 'U-INV-DOC-1'],
      [input({ requiredDate: '2026-11-01' }), 'requiredDate', 'U-INV-SO-3'],
      [input({ customerId: globalId('Customer', randomUUID()) }), 'customerId', 'U-INV-SO-2'],
      [input({ customerId: globalId('Bill', randomUUID()) }), 'customerId', 'U-INV-SO-2'],
    ];
    for (const [body, field, code] of refused) {
      const answer = await send<Created>(transport, maker, CREATE, { input: body });
      expect(answer.data?.salesOrderCreate, JSON.stringify(body)).toMatchObject({
        salesOrder: null,
        // A line's refusal names the line (from 1) for a client that words the message itself.
        userErrors: [
          { field, code, values: field.startsWith('lines.') ? [{ name: 'line', value: '1' }] : [] },
        ],
      });
    }
    const after = await suite.system.invoicing.db
      .selectFrom('sales_orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organization_id', '=', suite.organizationId)
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);

    // Over the credit limit: the figures come as values, amounts unwritten in the buyer's currency.
    const small = await activeBuyer(suite.organizationId, '50000.00');
    const over = await send<Created>(transport, maker, CREATE, {
      input: input({ customerId: small }),
    });
    expect(over.data?.salesOrderCreate.userErrors).toEqual([
      {
        field: 'lines',
        code: 'U-INV-SO-4',
        message: expect.stringContaining('over its credit limit of IDR 50,000.00') as string,
        values: [
          { name: 'customer', value: 'PT Toko Bangunan Jaya' },
          { name: 'currency', value: 'IDR' },
          { name: 'limit', value: '50000.00' },
          { name: 'exposure', value: '109889.99' },
          { name: 'over', value: '59889.99' },
        ],
      },
    ]);

    const forbidden = await send<Created>(transport, suite.readerClient, CREATE, {
      input: input(),
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await send<{ salesOrders: { totalCount: number } }>(
      transport,
      suite.readerClient,
      '{ salesOrders(status: OPEN) { totalCount } }',
    );
    expect(listed.data!.salesOrders.totalCount).toBeGreaterThan(0);
    const stranger = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['customers:read']),
    );
    const hidden = await send(transport, stranger, '{ salesOrders { totalCount } }');
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a draft reserves no credit and is submitted by its maker, counted then; a reader is FORBIDDEN and another organisation finds none', async () => {
    // 3 x 33,333.33 - 1,000.00 = 98,999.99, PPN 10,890.00: 109,889.99 an order; the limit takes one.
    const tight = await activeBuyer(suite.organizationId, '150000.00');
    const draftOf = async () =>
      (
        await send<Created>(transport, maker, CREATE, {
          input: input({ customerId: tight, draft: true }),
        })
      ).data!.salesOrderCreate.salesOrder!;
    const [first, second] = [await draftOf(), await draftOf()];
    expect(first).toMatchObject({ status: 'DRAFT', actions: ['SUBMIT', 'CANCEL'] });
    type Submitted = {
      salesOrderSubmit: { salesOrder: { status: string } | null; userErrors: UserErrors };
    };
    const submitAs = (by: GraphQLClient, id: string) =>
      send<Submitted>(
        transport,
        by,
        `mutation ($input: SalesOrderIdInput!) { salesOrderSubmit(input: $input) { salesOrder { status } userErrors { field code } } }`,
        { input: { salesOrderId: id } },
      );
    expect((await submitAs(suite.readerClient, first.id)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await submitAs(suite.outsiderClient, first.id)).data!.salesOrderSubmit).toEqual({
      salesOrder: null,
      userErrors: [{ field: 'salesOrderId', code: 'U-INV-SO-1' }],
    });
    expect((await submitAs(maker, first.id)).data!.salesOrderSubmit).toEqual({
      salesOrder: { status: 'OPEN' },
      userErrors: [],
    });
    expect((await submitAs(maker, second.id)).data!.salesOrderSubmit).toEqual({
      salesOrder: null,
      userErrors: [{ field: 'lines', code: 'U-INV-SO-4' }],
    });
  });

  it('a draft’s lines are edited on its version, figured as at writing; a bad line, an old version, a reader and another organisation are refused', async () => {
    const draft = (await send<Created>(transport, maker, CREATE, { input: input({ draft: true }) }))
      .data!.salesOrderCreate.salesOrder!;
    type Edited = {
      salesOrderEditDraft: {
        salesOrder: {
          version: number;
          totals: { grandTotal: { amount: string } };
          revisions: { action: string }[];
        } | null;
        userErrors: UserErrors;
      };
    };
    const editAs = (by: GraphQLClient, version: number, quantity = '6') =>
      send<Edited>(
        transport,
        by,
        `mutation ($input: SalesOrderDraftInput!) { salesOrderEditDraft(input: $input) { salesOrder { version totals { grandTotal { amount } } revisions { action } } userErrors { field code } } }`,
        {
          input: {
            salesOrderId: draft.id,
            version,
            lines: [
              { product: 'Cat tembok 20 L', quantity, unitPrice: '33333.33', taxCode: 'PPN' },
            ],
          },
        },
      );
    expect((await editAs(suite.readerClient, 1)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await editAs(suite.outsiderClient, 1)).data!.salesOrderEditDraft.userErrors).toEqual([
      { field: 'salesOrderId', code: 'U-INV-SO-1' },
    ]);
    expect((await editAs(maker, 1, '0')).data!.salesOrderEditDraft).toEqual({
      salesOrder: null,
      userErrors: [{ field: 'lines.0.quantity', code: 'U-INV-DOC-2' }],
    });
    // 6 x 33,333.33 = 199,999.98, PPN 22,000.00: 221,999.98.
    expect((await editAs(maker, 1)).data!.salesOrderEditDraft).toEqual({
      salesOrder: {
        version: 2,
        totals: { grandTotal: { amount: '221999.98' } },
        revisions: [{ action: 'revise' }, { action: 'CREATED' }],
      },
      userErrors: [],
    });
    expect((await editAs(maker, 1)).data!.salesOrderEditDraft.userErrors).toEqual([
      { field: 'version', code: 'U-INV-SO-21' },
    ]);
  });

  it('the approver rejects nothing that waits for no approval, cancels with a reason, and the order then offers nothing', async () => {
    const order = (await send<Created>(transport, maker, CREATE, { input: input() })).data!
      .salesOrderCreate.salesOrder!;
    const MOVE = (name: string, withReason: boolean) =>
      `mutation ($input: ${withReason ? 'SalesOrderReasonInput' : 'SalesOrderIdInput'}!) { ${name}(input: $input) { salesOrder { status actions cancellation { reason by { email } } } userErrors { field code } } }`;
    const rejected = await send<{ salesOrderReject: { userErrors: UserErrors } }>(
      transport,
      approver,
      MOVE('salesOrderReject', true),
      { input: { salesOrderId: order.id, reason: 'Tidak perlu' } },
    );
    expect(rejected.data!.salesOrderReject.userErrors).toEqual([
      { field: null, code: 'U-INV-DOC-9' },
    ]);
    const noReason = await send<{ salesOrderCancel: { userErrors: UserErrors } }>(
      transport,
      approver,
      MOVE('salesOrderCancel', true),
      { input: { salesOrderId: order.id, reason: ' ' } },
    );
    expect(noReason.data!.salesOrderCancel.userErrors).toEqual([
      { field: 'reason', code: 'U-INV-DOC-10' },
    ]);
    const cancelled = await send<{
      salesOrderCancel: {
        salesOrder: { status: string; actions: string[]; cancellation: { reason: string } };
      };
    }>(transport, approver, MOVE('salesOrderCancel', true), {
      input: { salesOrderId: order.id, reason: 'Pembeli membatalkan' },
    });
    expect(cancelled.data!.salesOrderCancel.salesOrder).toMatchObject({
      status: 'CANCELLED',
      actions: [],
      cancellation: {
        reason: 'Pembeli membatalkan',
        by: { email: expect.stringContaining('approver-') },
      },
    });
    const closed = await send<{ salesOrderClose: { userErrors: UserErrors } }>(
      transport,
      maker,
      MOVE('salesOrderClose', false),
      { input: { salesOrderId: order.id } },
    );
    expect(closed.data!.salesOrderClose.userErrors).toEqual([{ field: null, code: 'U-INV-DOC-9' }]);
    const unknown = await send<{ salesOrderClose: { userErrors: UserErrors } }>(
      transport,
      maker,
      MOVE('salesOrderClose', false),
      { input: { salesOrderId: globalId('SalesOrder', randomUUID()) } },
    );
    expect(unknown.data!.salesOrderClose.userErrors).toEqual([
      { field: 'salesOrderId', code: 'U-INV-SO-1' },
    ]);
  });
});
