import { describe, expect, it } from 'vitest';
import { createApiKey, keyTokensRest } from '../support/api-keys.js';
import { BUILT_IN_ROLES } from '../../contracts/account/permissions.js';
import { MembershipStatus } from '../../services/account/membership-status.js';
import {
  addMember,
  addMemberInBuiltInRole,
  allowSelfApproval,
  callRest,
  changeControlsRest,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { issuedInvoice } from '../support/sales-invoices.js';
import { payableOrganisation, payeeAccountOf, setUpAuthenticator } from '../support/payments.js';
import { systemSuite } from '../support/system-suite.js';
import { TEST_DATE } from '../support/system.js';
import { send, TRANSPORTS, type Transport } from '../support/transports.js';
import { globalId } from './tenancy/seeds.js';

/**
 * Four eyes on every approval, whoever asks and by whatever road: an API key
 * acts for the member who made it, so two keys of one member are one person,
 * and a member's own key is the member. The worker's system; an organisation
 * of each test's own.
 */
const suite = systemSuite();

type Road = Transport | 'rest';
const ROADS: Road[] = [...TRANSPORTS, 'rest'];

/**
 * An organisation whose owner made two keys (one writes in the Maker &
 * Approver role, one approves in the Approver role), and a second person,
 * Dewi, a Maker & Approver signed in on her own.
 */
async function organisation() {
  const system = suite.system;
  const { organizationId, owner } = await createOrganization(system);
  const ownerClient = await signedInClient(system.url, owner);
  const writerKey = await createApiKey(ownerClient, 'Maker & Approver', { name: 'Penulis' });
  const approverKey = await createApiKey(ownerClient, 'Approver', { name: 'Penyetuju' });
  const dewi = await addMemberInBuiltInRole(system, organizationId, 'MAKER_APPROVER');
  return {
    organizationId,
    owner,
    ownerClient,
    ownerTokens: await signInRest(system, owner),
    dewi,
    dewiClient: await signedInClient(system.url, dewi),
    writerKey,
    approverKey,
  };
}

/** GraphQL as an integrator with `secret`, over HTTP or the WebSocket. */
function asKey<T>(
  transport: Transport,
  secret: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return send<T>(transport, new GraphQLClient(suite.system.url), query, variables, {
    authorization: `Bearer ${secret}`,
  });
}

/** The access token the key `secret` trades for (`keyTokensRest`). */
const keyTokens = (secret: string) => keyTokensRest(suite.system, secret);

/**
 * Asks for a move by a key over one road: GraphQL (`mutation` with `{ id }`)
 * or the service's REST (`restPath`). Answers the refusal's code, or null
 * when the move was made.
 */
async function moveByKey(
  road: Road,
  secret: string,
  move: {
    mutation: string;
    input: string;
    field: string;
    id: string;
    url: string;
    restPath: string;
  },
): Promise<string | null> {
  if (road === 'rest') {
    const answer = await callRest<{ error?: { code: string } }>(
      move.url,
      'POST',
      move.restPath,
      await keyTokens(secret),
    );
    return answer.status === 200 ? null : (answer.body.error?.code ?? String(answer.status));
  }
  const answer = await asKey<Record<string, { userErrors: UserErrors }>>(
    road,
    secret,
    `mutation ($input: ${move.input}!) { ${move.mutation}(input: $input) { userErrors { code } } }`,
    { input: { [move.field]: move.id } },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data![move.mutation]!.userErrors[0]?.code ?? null;
}

/** Asks for a move by a signed-in member over GraphQL; answers the refusal's code, or null. */
async function moveBy(client: GraphQLClient, mutation: string, input: string, id: string) {
  // The input names its document: SalesOrderIdInput's salesOrderId, BillIdInput's billId.
  const field = `${input[0]!.toLowerCase()}${input.slice(1).replace(/IdInput$/, '')}Id`;
  const answer = await client.data<Record<string, { userErrors: UserErrors }>>(
    `mutation ($input: ${input}!) { ${mutation}(input: $input) { userErrors { code } } }`,
    { input: { [field]: id } },
  );
  return answer[mutation]!.userErrors[0]?.code ?? null;
}

/** What the record's page is told: whether the viewer may approve it now. */
async function mayApprove(client: GraphQLClient, id: string, type: 'Bill' | 'Customer') {
  const read = await client.data<{ node: { viewerCanApprove: boolean } }>(
    `query ($id: ID!) { node(id: $id) { ... on ${type} { viewerCanApprove } } }`,
    { id },
  );
  return read.node.viewerCanApprove;
}

describe('four eyes, for people and their API keys', () => {
  it('an invoice one key writes is approved neither by another key of the same member nor by the member, on any road; a second person issues it, and its author is the member', async () => {
    const org = await organisation();
    const buyer = globalId(
      'Customer',
      await insertActiveBuyer(suite.system.invoicing.db, org.organizationId),
    );
    const order = await asKey<{
      salesOrderCreate: { salesOrder: { id: string } | null; userErrors: UserErrors };
    }>(
      'http',
      org.writerKey,
      'mutation ($input: SalesOrderCreateInput!) { salesOrderCreate(input: $input) { salesOrder { id } userErrors { code } } }',
      {
        input: {
          customerId: buyer,
          orderDate: '2026-11-06',
          lines: [{ product: 'Keramik', quantity: '4', unitPrice: '250000', taxCode: 'PPN' }],
        },
      },
    );
    const orderId = order.data!.salesOrderCreate.salesOrder!.id;
    const created = await asKey<{
      salesInvoiceCreate: { salesInvoice: { id: string } | null; userErrors: UserErrors };
    }>(
      'http',
      org.writerKey,
      'mutation ($input: SalesInvoiceCreateInput!) { salesInvoiceCreate(input: $input) { salesInvoice { id } userErrors { code } } }',
      {
        input: {
          salesOrderId: orderId,
          invoiceDate: '2026-11-10',
          lines: [{ orderLine: 1, quantity: '4' }],
        },
      },
    );
    expect(created.data!.salesInvoiceCreate.userErrors).toEqual([]);
    const invoice = created.data!.salesInvoiceCreate.salesInvoice!.id;
    const submitted = await asKey<{ salesInvoiceSubmit: { userErrors: UserErrors } }>(
      'http',
      org.writerKey,
      'mutation ($input: SalesInvoiceIdInput!) { salesInvoiceSubmit(input: $input) { userErrors { code } } }',
      { input: { salesInvoiceId: invoice } },
    );
    expect(submitted.data!.salesInvoiceSubmit.userErrors).toEqual([]);

    const uuid = Buffer.from(invoice, 'base64url').toString().split(':')[1]!;
    const approve = {
      mutation: 'salesInvoiceApprove',
      input: 'SalesInvoiceIdInput',
      field: 'salesInvoiceId',
      id: invoice,
      url: suite.system.invoicingUrl,
      restPath: `/sales-invoices/${uuid}/approve`,
    };
    for (const road of ROADS) {
      expect(await moveByKey(road, org.approverKey, approve), road).toBe('U-INV-SI-8');
      expect(await moveByKey(road, org.writerKey, approve), road).toBe('U-INV-SI-8');
    }
    expect(
      await moveBy(org.ownerClient, 'salesInvoiceApprove', 'SalesInvoiceIdInput', invoice),
    ).toBe('U-INV-SI-8');
    // Nobody who may not approve it is offered Approve; the second person is.
    const offered = async (client: GraphQLClient) =>
      (
        await client.data<{ node: { actions: string[] } }>(
          'query ($id: ID!) { node(id: $id) { ... on SalesInvoice { actions } } }',
          { id: invoice },
        )
      ).node.actions;
    expect(await offered(org.ownerClient)).not.toContain('APPROVE');
    expect(await offered(org.dewiClient)).toContain('APPROVE');

    expect(
      await moveBy(org.dewiClient, 'salesInvoiceApprove', 'SalesInvoiceIdInput', invoice),
    ).toBeNull();
    const issued = await org.dewiClient.data<{
      node: {
        status: string;
        createdBy: { email: string } | null;
        approvedBy: { email: string } | null;
      };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on SalesInvoice { status createdBy { email } approvedBy { email } } } }',
      { id: invoice },
    );
    expect(issued.node).toEqual({
      status: 'ISSUED',
      createdBy: { email: org.owner.email },
      approvedBy: { email: org.dewi.email },
    });
  });

  it('a sales order waiting for approval is not approved by its author in one click, nor through their keys; Approve is offered to a second person only, and to the author once the company allows self-approval', async () => {
    const org = await organisation();
    await suite.system.account.db
      .updateTable('organizations')
      .set({ sales_order_approval_required: true })
      .where('id', '=', org.organizationId)
      .execute();
    const buyer = globalId(
      'Customer',
      await insertActiveBuyer(suite.system.invoicing.db, org.organizationId),
    );
    const write = async (client: GraphQLClient) =>
      (
        await client.data<{
          salesOrderCreate: { salesOrder: { id: string; status: string; actions: string[] } };
        }>(
          'mutation ($input: SalesOrderCreateInput!) { salesOrderCreate(input: $input) { salesOrder { id status actions } } }',
          {
            input: {
              customerId: buyer,
              orderDate: '2026-11-06',
              lines: [{ product: 'Semen', quantity: '10', unitPrice: '65000', taxCode: 'PPN' }],
            },
          },
        )
      ).salesOrderCreate.salesOrder;
    const own = await write(org.ownerClient);
    expect(own.status).toBe('PENDING_APPROVAL');
    // The owner holds sales-orders:approve, but it is their own order: no Approve offered, one click refused.
    expect(own.actions).not.toContain('APPROVE');
    expect(own.actions).toContain('REJECT');
    expect(await moveBy(org.ownerClient, 'salesOrderApprove', 'SalesOrderIdInput', own.id)).toBe(
      'U-INV-DOC-18',
    );
    const uuid = Buffer.from(own.id, 'base64url').toString().split(':')[1]!;
    const approve = {
      mutation: 'salesOrderApprove',
      input: 'SalesOrderIdInput',
      field: 'salesOrderId',
      id: own.id,
      url: suite.system.invoicingUrl,
      restPath: `/sales-orders/${uuid}/approve`,
    };
    for (const road of ROADS) {
      expect(await moveByKey(road, org.approverKey, approve), road).toBe('U-INV-DOC-18');
      expect(await moveByKey(road, org.writerKey, approve), road).toBe('U-INV-DOC-18');
    }
    const seenByDewi = await org.dewiClient.data<{ node: { actions: string[] } }>(
      'query ($id: ID!) { node(id: $id) { ... on SalesOrder { actions } } }',
      { id: own.id },
    );
    expect(seenByDewi.node.actions).toContain('APPROVE');
    expect(
      await moveBy(org.dewiClient, 'salesOrderApprove', 'SalesOrderIdInput', own.id),
    ).toBeNull();

    // Once the company allows self-approval, an author who may approve is offered their own and makes it.
    expect(
      (await changeControlsRest(suite.system, org.ownerTokens, { selfApprovalAllowed: true }))
        .status,
    ).toBe(200);
    const allowed = await write(org.ownerClient);
    expect(allowed.actions).toContain('APPROVE');
    expect(
      await moveBy(org.ownerClient, 'salesOrderApprove', 'SalesOrderIdInput', allowed.id),
    ).toBeNull();
  });

  it('a purchase order one key writes, waiting for approval, is approved neither by another key of the same member nor by the member, on any road; Approve is offered to a second person, and to the author once the company allows self-approval', async () => {
    const org = await organisation();
    await suite.system.account.db
      .updateTable('organizations')
      .set({ purchase_order_approval_required: true })
      .where('id', '=', org.organizationId)
      .execute();
    const supplier = await createCounterpartyRest(suite.system, org.ownerTokens, {
      legalName: 'PT Bata Merah Sentosa',
    });
    const made = await asKey<{
      purchaseOrderCreate: {
        purchaseOrder: { id: string; status: string; actions: string[] } | null;
        userErrors: UserErrors;
      };
    }>(
      'http',
      org.writerKey,
      'mutation ($input: PurchaseOrderCreateInput!) { purchaseOrderCreate(input: $input) { purchaseOrder { id status actions } userErrors { code } } }',
      {
        input: {
          supplierId: globalId('Counterparty', supplier.id),
          orderDate: '2026-11-06',
          lines: [{ product: 'Bata merah', quantity: '5000', unitPrice: '900', taxCode: 'PPN' }],
        },
      },
    );
    expect(made.data!.purchaseOrderCreate.userErrors).toEqual([]);
    const order = made.data!.purchaseOrderCreate.purchaseOrder!;
    expect(order.status).toBe('PENDING_APPROVAL');
    // The writing key holds purchase-orders:approve, but the order is its maker's: no Approve offered.
    expect(order.actions).toEqual(['REJECT', 'CANCEL']);
    const uuid = Buffer.from(order.id, 'base64url').toString().split(':')[1]!;
    const approve = {
      mutation: 'purchaseOrderApprove',
      input: 'PurchaseOrderIdInput',
      field: 'purchaseOrderId',
      id: order.id,
      url: suite.system.invoicingUrl,
      restPath: `/purchase-orders/${uuid}/approve`,
    };
    for (const road of ROADS) {
      expect(await moveByKey(road, org.approverKey, approve), road).toBe('U-INV-DOC-18');
      expect(await moveByKey(road, org.writerKey, approve), road).toBe('U-INV-DOC-18');
    }
    expect(
      await moveBy(org.ownerClient, 'purchaseOrderApprove', 'PurchaseOrderIdInput', order.id),
    ).toBe('U-INV-DOC-18');
    const offered = async (client: GraphQLClient) =>
      (
        await client.data<{ node: { actions: string[] } }>(
          'query ($id: ID!) { node(id: $id) { ... on PurchaseOrder { actions } } }',
          { id: order.id },
        )
      ).node.actions;
    expect(await offered(org.ownerClient)).toEqual(['REJECT', 'CANCEL']);
    expect(await offered(org.dewiClient)).toEqual(['APPROVE', 'REJECT', 'CANCEL']);
    expect(
      await moveBy(org.dewiClient, 'purchaseOrderApprove', 'PurchaseOrderIdInput', order.id),
    ).toBeNull();
    const approved = await org.dewiClient.data<{
      node: { status: string; createdBy: { email: string }; approvedBy: { email: string } };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on PurchaseOrder { status createdBy { email } approvedBy { email } } } }',
      { id: order.id },
    );
    expect(approved.node).toEqual({
      status: 'OPEN',
      createdBy: { email: org.owner.email },
      approvedBy: { email: org.dewi.email },
    });

    // Once the company allows self-approval, the author is offered their own and makes it.
    expect(
      (await changeControlsRest(suite.system, org.ownerTokens, { selfApprovalAllowed: true }))
        .status,
    ).toBe(200);
    const allowed = await org.ownerClient.data<{
      purchaseOrderCreate: { purchaseOrder: { id: string; actions: string[] } };
    }>(
      'mutation ($input: PurchaseOrderCreateInput!) { purchaseOrderCreate(input: $input) { purchaseOrder { id actions } } }',
      {
        input: {
          supplierId: globalId('Counterparty', supplier.id),
          orderDate: '2026-11-06',
          lines: [{ product: 'Pasir', quantity: '3', unitPrice: '350000', taxCode: 'PPN' }],
        },
      },
    );
    expect(allowed.purchaseOrderCreate.purchaseOrder.actions).toEqual([
      'APPROVE',
      'REJECT',
      'CANCEL',
    ]);
    expect(
      await moveBy(
        org.ownerClient,
        'purchaseOrderApprove',
        'PurchaseOrderIdInput',
        allowed.purchaseOrderCreate.purchaseOrder.id,
      ),
    ).toBeNull();
  });

  it('a credit memo waiting for approval is not approved by its author in one click, nor through their keys, on any road; Approve is offered to a second person only, whose approval alone takes it off the invoice, and to the author once the company allows self-approval', async () => {
    const org = await organisation();
    await suite.system.account.db
      .updateTable('organizations')
      .set({ credit_memo_approval_required: true })
      .where('id', '=', org.organizationId)
      .execute();
    const invoice = await issuedInvoice({
      system: suite.system,
      organizationId: org.organizationId,
      writer: org.ownerTokens,
      approver: await signInRest(suite.system, org.dewi),
    });
    const invoiceId = globalId('SalesInvoice', invoice.id);
    const CREATE =
      'mutation ($input: CreditMemoCreateInput!) { creditMemoCreate(input: $input) { creditMemo { id status actions } userErrors { code } } }';
    const input = (amount: string) => ({
      input: {
        invoiceId,
        memoDate: '2026-11-20',
        amount,
        reason: 'Barang dikembalikan',
        applications: [{ invoiceId, amount }],
      },
    });
    const written = await asKey<{
      creditMemoCreate: { creditMemo: { id: string; status: string } | null };
    }>('http', org.writerKey, CREATE, input('100000'));
    const memo = written.data!.creditMemoCreate.creditMemo!;
    expect(memo.status).toBe('PENDING_APPROVAL');
    const uuid = Buffer.from(memo.id, 'base64url').toString().split(':')[1]!;
    const approve = {
      mutation: 'creditMemoApprove',
      input: 'CreditMemoIdInput',
      field: 'creditMemoId',
      id: memo.id,
      url: suite.system.invoicingUrl,
      restPath: `/credit-memos/${uuid}/approve`,
    };
    for (const road of ROADS) {
      expect(await moveByKey(road, org.approverKey, approve), road).toBe('U-INV-DOC-18');
      expect(await moveByKey(road, org.writerKey, approve), road).toBe('U-INV-DOC-18');
    }
    expect(await moveBy(org.ownerClient, 'creditMemoApprove', 'CreditMemoIdInput', memo.id)).toBe(
      'U-INV-DOC-18',
    );
    const seen = async (client: GraphQLClient) =>
      await client.data<{
        memo: { actions: string[] };
        invoice: { remainingAmount: { amount: string } };
      }>(
        'query ($memo: ID!, $invoice: ID!) { memo: node(id: $memo) { ... on CreditMemo { actions } } invoice: node(id: $invoice) { ... on SalesInvoice { remainingAmount { amount } } } }',
        { memo: memo.id, invoice: invoiceId },
      );
    const byOwner = await seen(org.ownerClient);
    expect(byOwner.memo.actions).not.toContain('APPROVE');
    expect(byOwner.invoice.remainingAmount.amount).toBe('1000000.00');
    expect((await seen(org.dewiClient)).memo.actions).toContain('APPROVE');
    expect(
      await moveBy(org.dewiClient, 'creditMemoApprove', 'CreditMemoIdInput', memo.id),
    ).toBeNull();
    expect((await seen(org.ownerClient)).invoice.remainingAmount.amount).toBe('900000.00');

    // Once the company allows self-approval, an author who may approve is offered their own and makes it.
    expect(
      (await changeControlsRest(suite.system, org.ownerTokens, { selfApprovalAllowed: true }))
        .status,
    ).toBe(200);
    const own = (
      await org.ownerClient.data<{
        creditMemoCreate: { creditMemo: { id: string; actions: string[] } };
      }>(CREATE, input('50000'))
    ).creditMemoCreate.creditMemo;
    expect(own.actions).toContain('APPROVE');
    expect(
      await moveBy(org.ownerClient, 'creditMemoApprove', 'CreditMemoIdInput', own.id),
    ).toBeNull();
    expect((await seen(org.ownerClient)).invoice.remainingAmount.amount).toBe('850000.00');
  });

  it('a bill is approved neither by whoever created it nor by their keys, on any road; a second person approves it', async () => {
    const org = await organisation();
    const payee = await createCounterpartyRest(suite.system, org.ownerTokens, {
      legalName: 'PT Graha Properti',
      taxNumber: '012345678901234',
      bankAccounts: [
        { bankCode: '008', accountNumber: '1230001122', accountName: 'PT GRAHA PROPERTI' },
      ],
    });
    const made = await asKey<{
      billCreate: { bill: { id: string } | null; userErrors: UserErrors };
    }>(
      'http',
      org.writerKey,
      'mutation ($input: BillCreateInput!) { billCreate(input: $input) { bill { id } userErrors { code } } }',
      {
        input: {
          number: 'INV/GP/0042',
          date: TEST_DATE,
          dueDate: '2026-12-01',
          category: 'RENT',
          counterpartyId: globalId('Counterparty', payee.id),
          amount: '12500000',
          description: 'Sewa gudang',
        },
      },
    );
    expect(made.data!.billCreate.userErrors).toEqual([]);
    const bill = made.data!.billCreate.bill!.id;
    expect(await moveBy(org.ownerClient, 'billSubmit', 'BillIdInput', bill)).toBeNull();
    const uuid = Buffer.from(bill, 'base64url').toString().split(':')[1]!;
    const approve = {
      mutation: 'billApprove',
      input: 'BillIdInput',
      field: 'billId',
      id: bill,
      url: suite.system.treasuryUrl,
      restPath: `/bills/${uuid}/approve`,
    };
    for (const road of ROADS) {
      expect(await moveByKey(road, org.approverKey, approve), road).toBe('U-TRSY-BL-20');
      expect(await moveByKey(road, org.writerKey, approve), road).toBe('U-TRSY-BL-20');
    }
    expect(await moveBy(org.ownerClient, 'billApprove', 'BillIdInput', bill)).toBe('U-TRSY-BL-20');
    // Approve is offered to the second person only.
    expect(await mayApprove(org.ownerClient, bill, 'Bill')).toBe(false);
    expect(await mayApprove(org.dewiClient, bill, 'Bill')).toBe(true);
    expect(await moveBy(org.dewiClient, 'billApprove', 'BillIdInput', bill)).toBeNull();
  });

  it('a customer added by a member is approved neither by them nor by their keys; a second person approves them', async () => {
    const org = await organisation();
    const { id } = await suite.system.invoicing.db
      .insertInto('customers')
      .values({
        organization_id: org.organizationId,
        type: 'COMPANY',
        status: 'REQUEST_SENT',
        name: 'PT Calon Pembeli',
        email: `calon-${Date.now()}@example.co.id`,
        language: 'id',
        profile: JSON.stringify({}),
        created_by: org.owner.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const customer = globalId('Customer', id);
    const approve = (client: GraphQLClient) =>
      client.data<{ customerApprove: { userErrors: UserErrors } }>(
        'mutation ($input: CustomerApproveInput!) { customerApprove(input: $input) { userErrors { code } } }',
        { input: { customerId: customer } },
      );
    for (const transport of TRANSPORTS) {
      const byKey = await asKey<{ customerApprove: { userErrors: UserErrors } }>(
        transport,
        org.approverKey,
        'mutation ($input: CustomerApproveInput!) { customerApprove(input: $input) { userErrors { code } } }',
        { input: { customerId: customer } },
      );
      expect(
        byKey.data!.customerApprove.userErrors.map((error) => error.code),
        transport,
      ).toEqual(['U-INV-CU-35']);
    }
    const rest = await callRest<{ error: { code: string } }>(
      suite.system.invoicingUrl,
      'POST',
      `/customers/${id}/approve`,
      await keyTokens(org.approverKey),
      {},
    );
    expect(rest.body.error.code).toBe('U-INV-CU-35');
    expect((await approve(org.ownerClient)).customerApprove.userErrors.map((e) => e.code)).toEqual([
      'U-INV-CU-35',
    ]);
    expect(await mayApprove(org.ownerClient, customer, 'Customer')).toBe(false);
    expect(await mayApprove(org.dewiClient, customer, 'Customer')).toBe(true);
    expect((await approve(org.dewiClient)).customerApprove.userErrors).toEqual([]);
  });

  it('a payment a key makes is its maker’s: the maker may not approve it, and no key approves at all', async () => {
    const org = await organisation();
    const payable = await payableOrganisation(suite.system, org.owner);
    const payeeAccount = await payeeAccountOf(suite.system, payable.counterparties.sinarJaya.id);
    const made = await asKey<{
      paymentCreate: { payment: { id: string } | null; userErrors: UserErrors };
    }>(
      'http',
      org.writerKey,
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { code } } }',
      {
        input: {
          sourceAccountId: payable.accounts.bcaOperations,
          counterpartyBankAccountId: payeeAccount,
          method: 'BI_FAST',
          amount: '2500000.50',
          paymentDate: '2026-11-25',
          memo: 'INV/2026/11/0042',
        },
      },
    );
    expect(made.data!.paymentCreate.userErrors).toEqual([]);
    const payment = made.data!.paymentCreate.payment!.id;
    const APPROVE =
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { status } userErrors { code } } }';
    const owner = await setUpAuthenticator(suite.system, org.owner as Credentials);
    const byOwner = await owner.client.data<{ paymentsApprove: { userErrors: UserErrors } }>(
      APPROVE,
      {
        input: { ids: [payment], versions: [1], code: owner.code() },
      },
    );
    expect(byOwner.paymentsApprove.userErrors.map((error) => error.code)).toEqual([
      'U-TRSY-TRF-26',
    ]);
    for (const transport of TRANSPORTS) {
      const byKey = await asKey<{ paymentsApprove: { userErrors: UserErrors } }>(
        transport,
        org.approverKey,
        APPROVE,
        {
          input: { ids: [payment], versions: [1], code: '000000' },
        },
      );
      expect(
        byKey.data!.paymentsApprove.userErrors.map((error) => error.code),
        transport,
      ).toEqual(['U-TRSY-TRF-30']);
    }
    const dewi = await setUpAuthenticator(suite.system, org.dewi);
    const byDewi = await dewi.client.data<{
      paymentsApprove: { payments: { status: string }[]; userErrors: UserErrors };
    }>(APPROVE, { input: { ids: [payment], versions: [1], code: dewi.code() } });
    expect(byDewi.paymentsApprove.userErrors).toEqual([]);
  });

  it('a payment a key makes of a bill billing more than was received is its maker’s: the maker may not approve it over GraphQL or REST, even where makers may approve their own; no key approves it on any road; a second person does', async () => {
    const org = await organisation();
    // The subject is the bill control, not how the control is turned on (changeControlsRest's test).
    await allowSelfApproval(suite.system, org.organizationId);
    const payable = await payableOrganisation(suite.system, org.owner);
    const payee = payable.counterparties.sinarJaya;
    const payeeAccount = await payeeAccountOf(suite.system, payee.id);
    const rest = (url: string, path: string, body: unknown, tokens = org.ownerTokens) =>
      callRest<{ id: string; node: { id: string; amount: string } }>(
        url,
        'POST',
        path,
        tokens,
        body,
      );
    // 10 ordered, 4 received, 6 billed: the bill bills past what was received.
    const order = await rest(suite.system.invoicingUrl, '/purchase-orders', {
      supplier: { id: payee.id, name: 'PT Sinar Jaya Abadi' },
      orderDate: '2026-11-09',
      lines: [{ product: 'Panel surya', quantity: '10', unitPrice: '100000', taxCode: 'NO_PPN' }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await rest(suite.system.invoicingUrl, '/goods-receipts', {
      purchaseOrderId: order.body.id,
      receivedDate: '2026-11-12',
      lines: [{ orderLine: 1, quantity: '4' }],
    });
    const bill = await rest(suite.system.treasuryUrl, '/bills/from-purchase-order', {
      purchaseOrderId: order.body.id,
      date: '2026-11-13',
      dueDate: '2026-12-13',
      category: 'INVENTORY',
      lines: [{ orderLine: 1, quantity: '6' }],
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    const billId = bill.body.node.id;
    await rest(suite.system.treasuryUrl, `/bills/${billId}/submit`, undefined);
    const dewiTokens = await signInRest(suite.system, org.dewi);
    await rest(suite.system.treasuryUrl, `/bills/${billId}/approve`, undefined, dewiTokens);

    const input = {
      sourceAccountId: payable.accounts.bcaOperations,
      counterpartyBankAccountId: payeeAccount,
      method: 'BI_FAST',
      amount: '600000',
      paymentDate: TEST_DATE,
    };
    // The owner's key pays the bill: the payment is the owner's.
    const made = await asKey<{
      paymentCreate: { payment: { id: string } | null; userErrors: UserErrors };
    }>(
      'ws',
      org.writerKey,
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { code } } }',
      { input: { ...input, billId: globalId('Bill', billId) } },
    );
    expect(made.data!.paymentCreate.userErrors).toEqual([]);
    const payment = made.data!.paymentCreate.payment!.id;
    const uuid = Buffer.from(payment, 'base64url').toString().split(':')[1]!;
    const APPROVE =
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { status } userErrors { code } } }';
    const owner = await setUpAuthenticator(suite.system, org.owner);
    // Over GraphQL and REST alike, the owner is refused: the bill bills more than was received.
    const overGraphql = await owner.client.data<{ paymentsApprove: { userErrors: UserErrors } }>(
      APPROVE,
      { input: { ids: [payment], versions: [1], code: owner.code() } },
    );
    expect(overGraphql.paymentsApprove.userErrors.map((error) => error.code)).toEqual([
      'U-TRSY-TRF-26',
    ]);
    const overRest = await callRest<{ results: { error: { code: string } | null }[] }>(
      suite.system.treasuryUrl,
      'POST',
      '/payment-orders/approve',
      org.ownerTokens,
      { ids: [uuid], versions: [1], code: owner.code() },
    );
    expect(overRest.body.results.map((result) => result.error?.code)).toEqual(['U-TRSY-TRF-26']);
    // No key approves, on any road.
    for (const transport of TRANSPORTS) {
      const byKey = await asKey<{ paymentsApprove: { userErrors: UserErrors } }>(
        transport,
        org.writerKey,
        APPROVE,
        { input: { ids: [payment], versions: [1], code: '000000' } },
      );
      expect(
        byKey.data!.paymentsApprove.userErrors.map((error) => error.code),
        transport,
      ).toEqual(['U-TRSY-TRF-30']);
    }
    const byKeyRest = await callRest<{ error?: { code: string } }>(
      suite.system.treasuryUrl,
      'POST',
      '/payment-orders/approve',
      await keyTokens(org.writerKey),
      { ids: [uuid], versions: [1], code: '000000' },
    );
    expect(byKeyRest.body.error?.code).toBe('U-TRSY-TRF-30');
    const dewi = await setUpAuthenticator(suite.system, org.dewi);
    const byDewi = await dewi.client.data<{ paymentsApprove: { userErrors: UserErrors } }>(
      APPROVE,
      { input: { ids: [payment], versions: [1], code: dewi.code() } },
    );
    expect(byDewi.paymentsApprove.userErrors).toEqual([]);
  });

  it('a transfer a key makes is its maker’s too: the maker may not approve it, and no key approves it', async () => {
    const org = await organisation();
    const payable = await payableOrganisation(suite.system, org.owner);
    const made = await asKey<{
      transferCreate: { transfer: { id: string } | null; userErrors: UserErrors };
    }>(
      'http',
      org.writerKey,
      'mutation ($input: TransferCreateInput!) { transferCreate(input: $input) { transfer { id } userErrors { code } } }',
      {
        input: {
          sourceAccountId: payable.accounts.bcaOperations,
          destinationAccountId: payable.accounts.bcaReserve,
          amount: '5000000',
          paymentDate: '2026-11-25',
        },
      },
    );
    expect(made.data!.transferCreate.userErrors).toEqual([]);
    const transfer = made.data!.transferCreate.transfer!.id;
    const APPROVE =
      'mutation ($input: OrdersApproveInput!) { transfersApprove(input: $input) { userErrors { code } } }';
    const owner = await setUpAuthenticator(suite.system, org.owner);
    const byOwner = await owner.client.data<{ transfersApprove: { userErrors: UserErrors } }>(
      APPROVE,
      { input: { ids: [transfer], versions: [1], code: owner.code() } },
    );
    expect(byOwner.transfersApprove.userErrors.map((error) => error.code)).toEqual([
      'U-TRSY-TRF-26',
    ]);
    for (const transport of TRANSPORTS) {
      const byKey = await asKey<{ transfersApprove: { userErrors: UserErrors } }>(
        transport,
        org.approverKey,
        APPROVE,
        { input: { ids: [transfer], versions: [1], code: '000000' } },
      );
      expect(
        byKey.data!.transfersApprove.userErrors.map((error) => error.code),
        transport,
      ).toEqual(['U-TRSY-TRF-30']);
    }
    const dewi = await setUpAuthenticator(suite.system, org.dewi);
    const byDewi = await dewi.client.data<{ transfersApprove: { userErrors: UserErrors } }>(
      APPROVE,
      { input: { ids: [transfer], versions: [1], code: dewi.code() } },
    );
    expect(byDewi.transfersApprove.userErrors).toEqual([]);
  });

  it('a key acts for nobody once its maker has left: it is refused as an unknown key', async () => {
    const org = await organisation();
    // A member who manages keys and holds what the Maker role grants makes a Maker key.
    const admin = await addMember(suite.system, org.organizationId, [
      'api-keys:manage',
      'roles:read',
      ...BUILT_IN_ROLES.MAKER.permissions,
    ]);
    const key = await createApiKey(await signedInClient(suite.system.url, admin), 'Maker', {
      name: 'Milik Admin',
    });
    expect((await keyTokens(key)).accessToken).toEqual(expect.any(String));
    await suite.system.account.db
      .updateTable('memberships')
      .set({ status: MembershipStatus.removed })
      .where('user_id', '=', admin.userId)
      .where('organization_id', '=', org.organizationId)
      .execute();
    const refused = await fetch(`${suite.system.accountUrl}/api-keys/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key }),
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('U-ACC-KEY-1');
  });
});
