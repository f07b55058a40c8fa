import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  PaymentActionResponse,
  PaymentListResponse,
  PaymentOrderEdge,
  PaymentOrderResponse,
} from '../../../contracts/treasury/payments.js';
import {
  addMember,
  addMemberInBuiltInRole,
  changeControlsRest,
  signInRest,
  type Tokens,
} from '../../../tests/support/factories.js';
import {
  approveOrdersRest,
  approverRest,
  createApiAccountRest,
  createPayeeRest,
  type PayingOrganisation,
  payingOrganisationRest,
} from '../../../tests/support/payments.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { systemSuite } from '../../../tests/support/system-suite.js';
import { eventually } from '../../../tests/support/eventually.js';
import { countOf, rowsOf } from '../../../tests/support/database.js';
import { latestActivityRest } from '../../../tests/support/activity.js';

const suite = systemSuite();
const call = suite.treasury;

/** An internal account; API-connected unless told otherwise. */
const internalAccount = (tokens: Tokens, overrides: Record<string, unknown> = {}) =>
  createApiAccountRest(suite.system, tokens, overrides);

/** A counterparty's first bank account id (at BCA as the source accounts, unless told); `status: 'INACTIVE'` deactivates it after. */
async function payee(
  tokens: Tokens,
  { status, ...overrides }: Record<string, unknown> = {},
): Promise<string> {
  const { counterpartyId, bankAccountId } = await createPayeeRest(suite.system, tokens, {
    taxNumber: '012345678901234',
    ...overrides,
  });
  if (status)
    expect(
      (await call('PATCH', `/counterparties/${counterpartyId}`, tokens, { status })).status,
    ).toBe(200);
  return bankAccountId;
}

const mandiri = (number: string) => [
  { bankCode: '008', accountNumber: number, accountName: 'PT PENERIMA DANA' },
];

type Org = PayingOrganisation;

/** An organisation with an API account at BCA and a counterparty at Mandiri. */
const organisation = () => payingOrganisationRest(suite.system);

const create = (tokens: Tokens, body: Record<string, unknown>) =>
  call<PaymentOrderEdge>('POST', '/payment-orders', tokens, body);
const paymentBody = (org: Org, overrides: Record<string, unknown> = {}) => ({
  kind: 'PAYMENT',
  sourceAccountId: org.source,
  counterpartyBankAccountId: org.payeeAccount,
  method: 'BI_FAST',
  amount: '15000000',
  paymentDate: TEST_DATE,
  memo: 'INV/2026/11/0042',
  ...overrides,
});

/** Approves orders in the versions given (the first, unless said). */
const approve = (tokens: Tokens, ids: string[], code: string, versions?: number[]) =>
  approveOrdersRest(suite.system, tokens, ids, code, versions);
const controls = (tokens: Tokens, body: Record<string, boolean>) =>
  changeControlsRest(suite.system, tokens, body);
const orderRows = (organizationId: string) =>
  rowsOf(
    suite.system.treasury.db,
    sql<{
      id: string;
      status: string;
    }>`select id, status from payment_orders where organization_id = ${organizationId}`,
  );
const attemptsOf = async (id: string) =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from payment_attempts where payment_order_id = ${id}`,
  );
const statusOf = async (id: string) =>
  (
    await sql<{ status: string }>`select status from payment_orders where id = ${id}`.execute(
      suite.system.treasury.db,
    )
  ).rows[0]!.status;

/**
 * The order was taken to the bank once: these tests configure no bank, so its
 * one attempt fails at once (execution.test.ts sends to a sandbox bank).
 */
async function sentToTheBankOnce(id: string) {
  await eventually(async () => (await statusOf(id)) === 'FAILED', 10_000, 25);
  expect(await attemptsOf(id)).toBe(1);
}

describe('making a payment or a transfer', () => {
  it('a payment to a counterparty at another bank needs approval, with the method’s fee and the beneficiary fixed on it, and is in the activity log', async () => {
    const org = await organisation();
    const made = await create(org.owner, paymentBody(org));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.node).toMatchObject({
      kind: 'PAYMENT',
      status: 'NEEDS_APPROVAL',
      method: 'BI_FAST',
      amount: '15000000.00',
      fee: '2500.00',
      currency: 'IDR',
      paymentDate: TEST_DATE,
      memo: 'INV/2026/11/0042',
      beneficiary: { bankCode: '008', accountName: 'PT PENERIMA DANA' },
      approvalsRequired: 1,
      approverRoles: [],
      approvals: [],
      archived: false,
    });
    const listed = await call<PaymentListResponse>(
      'GET',
      '/payment-orders?kind=PAYMENT&statuses=NEEDS_APPROVAL',
      org.owner,
    );
    expect(listed.body.items.map((edge) => edge.node.id)).toEqual([made.body.node.id]);
    expect(listed.body.items[0]!.cursor).toBe(made.body.cursor);
    expect(
      (await call<PaymentListResponse>('GET', '/payment-orders?kind=TRANSFER', org.owner)).body
        .totalCount,
    ).toBe(0);
    const log = await latestActivityRest(suite.system.treasuryUrl, org.owner, 1);
    expect(log[0]).toMatchObject({
      action: 'CREATED',
      entity: 'PAYMENT',
      summary: `Payment of IDR 15000000.00 to PT PENERIMA DANA on ${TEST_DATE} created`,
    });
  });

  it('between accounts at one bank Same Bank is chosen by itself, free; between banks a method must be chosen', async () => {
    const org = await organisation();
    const sameBankPayee = await payee(org.owner);
    expect(
      (
        await create(
          org.owner,
          paymentBody(org, { counterpartyBankAccountId: sameBankPayee, method: undefined }),
        )
      ).body.node,
    ).toMatchObject({ method: 'SAME_BANK', fee: '0.00' });
    expect(
      (
        await create(
          org.owner,
          paymentBody(org, { counterpartyBankAccountId: sameBankPayee, method: 'SKN' }),
        )
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-8', field: 'method' });
    expect(
      (await create(org.owner, paymentBody(org, { method: undefined }))).body.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-21', field: 'method' });
    expect(
      (await create(org.owner, paymentBody(org, { method: 'SAME_BANK' }))).body.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-8' });
  });

  it('refuses each broken rule with the spec’s error naming its field, and writes nothing', async () => {
    const org = await organisation();
    const manual = await internalAccount(org.owner, {
      connectionType: 'MANUAL',
      credentials: undefined,
    });
    const inactive = await payee(org.owner, {
      bankAccounts: mandiri('7700001'),
      status: 'INACTIVE',
    });
    const noTaxNumber = await payee(org.owner, {
      bankAccounts: mandiri('7700002'),
      taxNumber: undefined,
    });
    const person = await payee(org.owner, {
      bankAccounts: mandiri('7700003'),
      taxNumber: undefined,
      type: 'INDIVIDUAL',
    });
    const refusals: [Record<string, unknown>, string, string | undefined][] = [
      [{ paymentDate: '2026-11-21' }, 'U-TRSY-TRF-1', 'paymentDate'],
      [{ paymentDate: '2026-02-30' }, 'U-TRSY-TRF-20', 'paymentDate'],
      [{ amount: '0' }, 'U-TRSY-TRF-19', 'amount'],
      [{ amount: '12.345' }, 'U-TRSY-TRF-19', 'amount'],
      [{ sourceAccountId: manual.id }, 'U-TRSY-TRF-2', 'sourceAccountId'],
      [{ counterpartyBankAccountId: inactive }, 'U-TRSY-TRF-4', 'counterpartyBankAccountId'],
      [{ counterpartyBankAccountId: noTaxNumber }, 'U-TRSY-TRF-13', 'counterpartyBankAccountId'],
      [{ counterpartyBankAccountId: undefined }, 'U-TRSY-TRF-24', 'counterpartyBankAccountId'],
      [{ amount: '250000000.01' }, 'U-TRSY-TRF-22', 'amount'],
      [{ method: 'SKN', amount: '1000000000.01' }, 'U-TRSY-TRF-32', 'amount'],
      [{ method: 'RTGS', amount: '100000000.00' }, 'U-TRSY-TRF-33', 'amount'],
      [{ recurrence: { unit: 'MONTHS', every: 13 } }, 'U-TRSY-TRF-34', 'recurrence.every'],
      [{ recurrence: { unit: 'DAYS', every: 0 } }, 'U-TRSY-TRF-34', 'recurrence.every'],
      [
        { recurrence: { unit: 'WEEKS', every: 2, until: TEST_DATE } },
        'U-TRSY-TRF-35',
        'recurrence.until',
      ],
    ];
    for (const [overrides, code, field] of refusals) {
      const refused = await create(org.owner, paymentBody(org, overrides));
      expect(refused.body.error, JSON.stringify(overrides)).toMatchObject({
        code,
        ...(field ? { field } : {}),
      });
    }
    // A person needs no tax number; RTGS above 100 million and BI-FAST at its limit go through.
    expect(
      (await create(org.owner, paymentBody(org, { counterpartyBankAccountId: person }))).status,
    ).toBe(201);
    expect(
      (await create(org.owner, paymentBody(org, { method: 'RTGS', amount: '100000000.01' })))
        .status,
    ).toBe(201);
    expect((await create(org.owner, paymentBody(org, { amount: '250000000.00' }))).status).toBe(
      201,
    );
    expect(await orderRows(org.organizationId)).toHaveLength(3);
  });

  it('a transfer stays within one entity and one currency, never to its own account; a payment leaves the entity', async () => {
    const org = await organisation();
    const entity = await call<{ id: string }>('POST', '/entities', org.owner, {
      name: 'PT Anak Usaha',
    });
    const sister = await internalAccount(org.owner, { entityId: entity.body.id, bankCode: '008' });
    const sameEntity = await internalAccount(org.owner, {
      bankCode: '008',
      connectionType: 'MANUAL',
      credentials: undefined,
    });
    const transfer = (overrides: Record<string, unknown>) =>
      create(org.owner, {
        kind: 'TRANSFER',
        sourceAccountId: org.source,
        amount: '5000000',
        paymentDate: TEST_DATE,
        method: 'BI_FAST',
        ...overrides,
      });
    expect((await transfer({ destinationAccountId: org.source })).body.error).toMatchObject({
      code: 'U-TRSY-TRF-3',
      field: 'destinationAccountId',
    });
    expect((await transfer({ destinationAccountId: sister.id })).body.error).toMatchObject({
      code: 'U-TRSY-TRF-14',
      field: 'destinationAccountId',
    });
    const made = await transfer({ destinationAccountId: sameEntity.id });
    expect(made.body.node).toMatchObject({
      kind: 'TRANSFER',
      status: 'NEEDS_APPROVAL',
      destinationAccountId: sameEntity.id,
      counterpartyId: null,
      method: 'BI_FAST',
    });
    // The entity's generated counterparty mirrors its accounts: paying the sister entity is a payment; paying our own entity's is refused.
    const counterparties = await call<{
      items: {
        node: {
          generated: boolean;
          entity: { id: string } | null;
          bankAccounts: { id: string; internalBankAccountId: string | null }[];
        };
      }[];
    }>('GET', '/counterparties?first=50', org.owner);
    const generatedOf = (entityId: string) =>
      counterparties.body.items.find(
        (edge) => edge.node.generated && edge.node.entity?.id === entityId,
      )!.node;
    const sisterAccount = generatedOf(entity.body.id).bankAccounts.find(
      (bank) => bank.internalBankAccountId === sister.id,
    )!.id;
    const ownAccount = generatedOf(sameEntity.entityId).bankAccounts.find(
      (bank) => bank.internalBankAccountId === sameEntity.id,
    )!.id;
    expect(
      (await create(org.owner, paymentBody(org, { counterpartyBankAccountId: sisterAccount })))
        .status,
    ).toBe(201);
    expect(
      (await create(org.owner, paymentBody(org, { counterpartyBankAccountId: ownAccount }))).body
        .error,
    ).toMatchObject({ code: 'U-TRSY-TRF-15' });
  });

  it('the company controls switch each kind off at once; a change of kind is refused', async () => {
    const org = await organisation();
    const made = await create(org.owner, paymentBody(org));
    expect((await controls(org.owner, { paymentsActive: false })).status).toBe(200);
    expect((await create(org.owner, paymentBody(org))).body.error).toMatchObject({
      code: 'U-TRSY-TRF-9',
    });
    expect(
      (
        await call(
          'PUT',
          `/payment-orders/${made.body.node.id}`,
          org.owner,
          paymentBody(org, { amount: '1' }),
        )
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-9' });
    await controls(org.owner, { paymentsActive: true, transfersActive: false });
    expect(
      (
        await call('PUT', `/payment-orders/${made.body.node.id}`, org.owner, {
          ...paymentBody(org),
          kind: 'TRANSFER',
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-16', field: 'kind' });
    const changed = await call<PaymentOrderResponse>(
      'PUT',
      `/payment-orders/${made.body.node.id}`,
      org.owner,
      paymentBody(org, { amount: '16000000.50', method: 'SKN' }),
    );
    expect(changed.body).toMatchObject({ amount: '16000000.50', method: 'SKN', fee: '2900.00' });
  });
});

describe('approving', () => {
  it('an approver’s authenticator code sends it today: In Progress, taken to the bank once; wrong codes, API keys and members without a factor are refused', async () => {
    const org = await organisation();
    const approver = await approverRest(suite.system, org.organizationId);
    const made = (await create(org.owner, paymentBody(org))).body.node;
    const wrong = await approve(approver.tokens, [made.id], '000000');
    expect(wrong.body.error).toMatchObject({ code: 'U-TRSY-TRF-6', field: 'code' });
    const bare = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, org.organizationId, 'APPROVER'),
    );
    expect((await approve(bare, [made.id], '123456')).body.error).toMatchObject({
      code: 'U-TRSY-TRF-7',
    });
    const maker = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, org.organizationId, 'MAKER'),
    );
    expect((await approve(maker, [made.id], '123456')).body.error).toMatchObject({
      code: 'FORBIDDEN',
    });

    const approved = await approve(approver.tokens, [made.id], approver.code());
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.results).toEqual([
      {
        id: made.id,
        error: null,
        order: expect.objectContaining({
          status: 'IN_PROGRESS',
          approvals: [expect.objectContaining({ approverId: approver.userId, role: 'Approver' })],
        }),
        // The account has no balance recorded: the approval says it could not weigh the payment against one.
        warnings: [
          expect.objectContaining({
            code: 'BALANCE_UNKNOWN',
            available: null,
            amount: '15002500.00',
          }),
        ],
      },
    ]);
    await sentToTheBankOnce(made.id);
    // Approving again is refused: it no longer needs approval.
    expect(
      (await approve(approver.tokens, [made.id], approver.code())).body.results[0]!.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-5' });
    const log = await latestActivityRest(suite.system.treasuryUrl, org.owner, 2);
    // The approval, then the bank's refusal the system recorded (no bank is configured here).
    expect(log.map((item) => [item.action, item.summary, item.actorId === null])).toEqual([
      [
        'FAILED',
        'Payment of IDR 15000000.00 to PT PENERIMA DANA failed: The bank refused it: The account has no API connection the bank can be reached through.',
        true,
      ],
      ['APPROVED', 'Payment of IDR 15000000.00 to PT PENERIMA DANA approved (1 of 1)', false],
    ]);
  });

  it('a later date waits Scheduled, its job set for that day', async () => {
    const org = await organisation();
    const approver = await approverRest(suite.system, org.organizationId);
    const made = (await create(org.owner, paymentBody(org, { paymentDate: '2026-12-01' }))).body
      .node;
    expect(
      (await approve(approver.tokens, [made.id], approver.code())).body.results[0]!.order,
    ).toMatchObject({ status: 'SCHEDULED' });
    const job = await sql<{
      run_at: Date;
    }>`select run_at from treasury_jobs.jobs where key = ${`payment-order:${made.id}`}`.execute(
      suite.system.treasury.db,
    );
    expect(job.rows[0]!.run_at.toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('a Maker & Approver approves their own only while the company control allows it; the database refuses the maker’s approval written past the service', async () => {
    const org = await organisation();
    const both = await approverRest(suite.system, org.organizationId, 'MAKER_APPROVER');
    const own = (await create(both.tokens, paymentBody(org))).body.node;
    await expect(
      sql`insert into payment_approvals (payment_order_id, organization_id, approver_id, approver_role, maker_id, maker_may_approve)
          values (${own.id}, ${org.organizationId}, ${both.userId}, 'Maker & Approver', ${both.userId}, false)`.execute(
        suite.system.treasury.db,
      ),
    ).rejects.toThrow(/may not approve it/);
    // Claiming the order allows it does not help either: the maker's own row (and the foreign key to the order's flag) says it does not.
    await expect(
      sql`insert into payment_approvals (payment_order_id, organization_id, approver_id, approver_role, maker_id, maker_may_approve, order_version)
          values (${own.id}, ${org.organizationId}, ${both.userId}, 'Maker & Approver', ${both.userId}, true, 1)`.execute(
        suite.system.treasury.db,
      ),
    ).rejects.toThrow(/may not approve it/);

    // Made while the control was off, it stays theirs to leave to another approver even once the control is on.
    await controls(org.owner, { selfApprovalAllowed: true });
    const allowed = (await create(both.tokens, paymentBody(org))).body.node;
    const results = (await approve(both.tokens, [own.id, allowed.id], both.code())).body.results;
    expect(results.map((result) => result.order?.status ?? result.error?.code)).toEqual([
      'U-TRSY-TRF-26',
      'IN_PROGRESS',
    ]);
    // Switched off again, an order made while it was on is refused too: the control applies at approval time.
    const madeWhileOn = (await create(both.tokens, paymentBody(org))).body.node;
    await controls(org.owner, { selfApprovalAllowed: false });
    expect(
      (await approve(both.tokens, [madeWhileOn.id], both.code())).body.results[0]!.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-26' });
  });

  it('twenty approvers at once: exactly one approval completes the order and one job sends it', async () => {
    const org = await organisation();
    const approvers = await Promise.all(
      Array.from({ length: 20 }, async () => approverRest(suite.system, org.organizationId)),
    );
    const made = (await create(org.owner, paymentBody(org))).body.node;
    const answers = await Promise.all(
      approvers.map((approver) => approve(approver.tokens, [made.id], approver.code())),
    );
    const results = answers.map((answer) => answer.body.results[0]!);
    expect(results.filter((result) => result.order?.status === 'IN_PROGRESS')).toHaveLength(1);
    expect(results.filter((result) => result.error?.code === 'U-TRSY-TRF-5')).toHaveLength(19);
    const approvals = await sql<{
      count: string;
    }>`select count(*) from payment_approvals where payment_order_id = ${made.id}`.execute(
      suite.system.treasury.db,
    );
    expect(approvals.rows[0]!.count).toBe('1');
    await sentToTheBankOnce(made.id);
  });

  it('an approval rule asking two Approvers: the first leaves it waiting, the same approver cannot count twice, another role cannot approve, the second sends it', async () => {
    const org = await organisation();
    const rule = await call('POST', '/approval-rules', org.owner, {
      name: 'Large payments',
      appliesTo: 'PAYMENT',
      minAmount: '10000000',
      methods: [],
      approvalsRequired: 2,
      approverRoles: ['Approver'],
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const [first, second] = await Promise.all(
      [1, 2].map(async () => approverRest(suite.system, org.organizationId)),
    );
    const other = await approverRest(suite.system, org.organizationId, 'MAKER_APPROVER');
    const small = (await create(org.owner, paymentBody(org, { amount: '9999999.99' }))).body.node;
    expect(small).toMatchObject({ approvalsRequired: 1, approvalRuleId: null });
    const made = (await create(org.owner, paymentBody(org))).body.node;
    expect(made).toMatchObject({
      approvalsRequired: 2,
      approverRoles: ['Approver'],
      approvalRuleId: rule.body.id,
    });
    expect(
      (await approve(first!.tokens, [made.id], first!.code())).body.results[0]!.order,
    ).toMatchObject({
      status: 'NEEDS_APPROVAL',
      approvals: [expect.objectContaining({ approverId: first!.userId })],
    });
    expect(
      (await approve(first!.tokens, [made.id], first!.code())).body.results[0]!.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-27' });
    expect(
      (await approve(other.tokens, [made.id], other.code())).body.results[0]!.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-28' });
    // Changing an order withdraws the approvals it had.
    const edited = (await create(org.owner, paymentBody(org))).body.node;
    await approve(second!.tokens, [edited.id], second!.code());
    expect(
      (await call<PaymentOrderResponse>('GET', `/payment-orders/${edited.id}`, org.owner)).body
        .approvals,
    ).toHaveLength(1);
    expect(
      (await approve(second!.tokens, [made.id], second!.code())).body.results[0]!.order,
    ).toMatchObject({ status: 'IN_PROGRESS' });
    const changed = await call<PaymentOrderResponse>(
      'PUT',
      `/payment-orders/${edited.id}`,
      org.owner,
      paymentBody(org, { amount: '20000000' }),
    );
    expect(changed.body).toMatchObject({ approvals: [], status: 'NEEDS_APPROVAL' });
  });
});

describe('rejecting, cancelling and archiving', () => {
  it('a rejection and a cancellation need a reason and end the order; only ended orders are archived, and leave the list', async () => {
    const org = await organisation();
    const approver = await approverRest(suite.system, org.organizationId);
    const [toReject, toCancel] = [
      (await create(org.owner, paymentBody(org))).body.node,
      (await create(org.owner, paymentBody(org))).body.node,
    ];
    expect(
      (
        await call('POST', '/payment-orders/reject', approver.tokens, {
          ids: [toReject.id],
          reason: '  ',
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-29', field: 'reason' });
    const rejected = await call<PaymentActionResponse>(
      'POST',
      '/payment-orders/reject',
      approver.tokens,
      { ids: [toReject.id], reason: 'Nomor rekening salah' },
    );
    expect(rejected.body.results[0]!.order).toMatchObject({
      status: 'REJECTED',
      rejection: { by: approver.userId, reason: 'Nomor rekening salah' },
    });
    const cancelled = await call<PaymentActionResponse>(
      'POST',
      '/payment-orders/cancel',
      org.owner,
      { ids: [toCancel.id, toReject.id], reason: 'Sudah dibayar tunai' },
    );
    expect(
      cancelled.body.results.map((result) => result.order?.status ?? result.error?.code),
    ).toEqual(['CANCELLED', 'U-TRSY-TRF-5']);
    const pending = (await create(org.owner, paymentBody(org))).body.node;
    const archived = await call<PaymentActionResponse>(
      'POST',
      '/payment-orders/archive',
      org.owner,
      { ids: [toReject.id, pending.id] },
    );
    expect(
      archived.body.results.map((result) => result.order?.archived ?? result.error?.code),
    ).toEqual([true, 'U-TRSY-TRF-5']);
    const list = await call<PaymentListResponse>('GET', '/payment-orders?kind=PAYMENT', org.owner);
    expect(list.body.items.map((edge) => edge.node.id).sort()).toEqual(
      [toCancel.id, pending.id].sort(),
    );
    const archivedList = await call<PaymentListResponse>(
      'GET',
      '/payment-orders?kind=PAYMENT&archived=true',
      org.owner,
    );
    expect(archivedList.body.items.map((edge) => edge.node.id)).toEqual([toReject.id]);
    const log = await latestActivityRest(suite.system.treasuryUrl, org.owner, 4);
    expect(log.map((item) => item.action)).toEqual(['UPDATED', 'CREATED', 'CANCELLED', 'REJECTED']);
    expect(log[3]!.summary).toBe(
      'Payment of IDR 15000000.00 to PT PENERIMA DANA rejected: Nomor rekening salah',
    );
  });

  it('a counterparty (or its bank account) with a payment under way, and an account with any payment, cannot be deleted; once the payment is cancelled the counterparty can', async () => {
    const org = await organisation();
    const made = (await create(org.owner, paymentBody(org))).body.node;
    const counterpartyId = made.counterpartyId!;
    expect(
      (await call('DELETE', `/counterparties/${counterpartyId}`, org.owner)).body.error,
    ).toMatchObject({ code: 'U-TRSY-CP-16' });
    const removal = await call('PATCH', `/counterparties/${counterpartyId}`, org.owner, {
      addBankAccounts: [
        { bankCode: '009', accountNumber: '8800123456', accountName: 'PT PENERIMA DANA' },
      ],
      removeBankAccountIds: [org.payeeAccount],
    });
    expect(removal.body.error).toMatchObject({
      code: 'U-TRSY-CP-16',
      field: 'removeBankAccountIds',
    });
    expect(
      (await call('DELETE', `/bank-accounts/${org.source}`, org.owner)).body.error,
    ).toMatchObject({ code: 'U-TRSY-BA-17' });

    await call('POST', '/payment-orders/cancel', org.owner, {
      ids: [made.id],
      reason: 'Tidak jadi',
    });
    expect((await call('DELETE', `/counterparties/${counterpartyId}`, org.owner)).status).toBe(204);
    // The cancelled payment keeps where it was going.
    expect(
      (await call<PaymentOrderResponse>('GET', `/payment-orders/${made.id}`, org.owner)).body,
    ).toMatchObject({
      counterpartyId: null,
      counterpartyBankAccountId: null,
      beneficiary: { accountName: 'PT PENERIMA DANA' },
      status: 'CANCELLED',
    });
    expect(
      (await call('DELETE', `/bank-accounts/${org.source}`, org.owner)).body.error,
    ).toMatchObject({ code: 'U-TRSY-BA-17' });
  });

  it('payments made while their counterparty is deleted: one of the two wins each time, never a payment to nobody, a deadlock or a 500', async () => {
    const org = await organisation();
    for (let round = 0; round < 10; round += 1) {
      const { counterpartyId, bankAccountId: payeeAccount } = await createPayeeRest(
        suite.system,
        org.owner,
        { taxNumber: '012345678901234', bankAccounts: mandiri(String(7_710_000 + round)) },
      );
      const [made, deleted] = await Promise.all([
        create(org.owner, paymentBody(org, { counterpartyBankAccountId: payeeAccount })),
        call('DELETE', `/counterparties/${counterpartyId}`, org.owner),
      ]);
      if (deleted.status === 204)
        expect(made.body.error).toMatchObject({
          code: 'U-TRSY-TRF-25',
          field: 'counterpartyBankAccountId',
        });
      else {
        expect(made.status).toBe(201);
        expect(deleted.body.error).toMatchObject({ code: 'U-TRSY-CP-16' });
      }
    }
  });

  it('another organisation’s orders are not found to anyone; a member without the permission of the kind is FORBIDDEN', async () => {
    const [mine, theirs] = await Promise.all([organisation(), organisation()]);
    const made = (await create(mine.owner, paymentBody(mine))).body.node;
    expect((await call('GET', `/payment-orders/${made.id}`, theirs.owner)).status).toBe(404);
    expect(
      (
        await call<PaymentActionResponse>('POST', '/payment-orders/cancel', theirs.owner, {
          ids: [made.id],
          reason: 'x',
        })
      ).body.results[0]!.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-18' });
    expect(
      (await call('PUT', `/payment-orders/${made.id}`, theirs.owner, paymentBody(theirs))).status,
    ).toBe(404);
    expect(
      (
        await call<{ items: unknown[] }>(
          'GET',
          `/payment-orders/batch?ids=${made.id}`,
          theirs.owner,
        )
      ).body.items,
    ).toEqual([]);
    const transfersOnly = await signInRest(
      suite.system,
      await addMember(suite.system, mine.organizationId, ['transfers:read', 'transfers:create']),
    );
    expect((await call('GET', '/payment-orders?kind=PAYMENT', transfersOnly)).status).toBe(403);
    expect((await create(transfersOnly, paymentBody(mine))).body.error).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (
        await call<{ items: unknown[] }>(
          'GET',
          `/payment-orders/batch?ids=${made.id}`,
          transfersOnly,
        )
      ).body.items,
    ).toEqual([]);
    expect(await orderRows(theirs.organizationId)).toEqual([]);
  });
});
