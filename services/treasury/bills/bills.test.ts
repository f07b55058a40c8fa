import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillEdge,
  BillListResponse,
  BillResponse,
} from '../../../contracts/treasury/bills.js';
import { callRest, createdRest, type Tokens } from '../../../tests/support/factories.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { countOf, rowsOf } from '../../../tests/support/database.js';
import { createSupplierRest } from '../../../tests/support/treasury-rest.js';

let system: TreasuryUnderTest;

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };
const call = <T = Json>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.treasuryUrl, method, path, tokens, body);

let sequence = 0;
/** A supplier under `alias` and a number of its own, so that a test can add the same one twice. */
async function supplier(tokens: Tokens, alias = 'Graha Properti'): Promise<string> {
  sequence += 1;
  return createSupplierRest(system, tokens, {
    legalName: `PT ${alias} ${sequence}`,
    alias: `${alias} ${sequence}`,
    accountName: `PT ${alias.toUpperCase()}`,
  });
}

const rent = (counterpartyId: string, overrides: Record<string, unknown> = {}) => ({
  number: 'INV/GP/2026/12/001',
  date: '2026-11-20',
  dueDate: '2026-12-01',
  category: 'RENT',
  counterpartyId,
  description: 'Sewa kantor Desember 2026',
  amount: '45000000',
  ...overrides,
});
const create = (tokens: Tokens, body: Record<string, unknown>) =>
  call<BillEdge>('POST', '/bills', tokens, body);
const billsOf = async (organizationId: string) =>
  countOf(
    system.service.db,
    sql`select count(*) from bills where organization_id = ${organizationId}`,
  );
const activityOf = (id: string) =>
  rowsOf(
    system.service.db,
    sql<{
      action: string;
      summary: string;
    }>`select action, summary from activity_log where entity = 'BILL' and entity_id = ${id} order by occurred_at, id`,
  );

beforeAll(async () => {
  system = await startTreasuryForTest();
});

afterAll(() => system?.stop());

describe('a bill from its maker to its approval', () => {
  it('a Maker creates a bill and submits it, an Approver approves it; each step is in the activity log', async () => {
    const owner = await system.tokensFor();
    const maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
    const approver = await system.tokensFor({
      organizationId: owner.organizationId,
      role: 'APPROVER',
    });
    const counterpartyId = await supplier(owner);
    const made = await createdRest<BillEdge>(
      system.treasuryUrl,
      '/bills',
      maker,
      rent(counterpartyId),
    );
    expect(made.node).toMatchObject({
      number: 'INV/GP/2026/12/001',
      date: '2026-11-20',
      dueDate: '2026-12-01',
      category: 'RENT',
      counterparty: { id: counterpartyId },
      amount: '45000000.00',
      currency: 'IDR',
      status: 'CREATED',
      paymentStatus: 'UNPAID',
      paidAmount: '0.00',
      payingOrder: null,
    });
    const id = made.node.id;
    // A maker may not approve; nothing is approved before it is submitted.
    expect((await call('POST', `/bills/${id}/approve`, maker)).status).toBe(403);
    expect((await call('POST', `/bills/${id}/approve`, approver)).body.error).toMatchObject({
      code: 'U-TRSY-BL-2',
    });
    expect((await call<BillResponse>('POST', `/bills/${id}/submit`, maker)).body.status).toBe(
      'SUBMITTED',
    );
    const approved = await call<BillResponse>('POST', `/bills/${id}/approve`, approver);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      approvedBy: expect.any(String),
      approvedAt: expect.any(String),
    });
    // Approved, it no longer changes.
    expect(
      (await call('PUT', `/bills/${id}`, maker, rent(counterpartyId, { amount: '46000000' }))).body
        .error,
    ).toMatchObject({ code: 'U-TRSY-BL-2' });
    expect((await activityOf(id)).map((entry) => [entry.action, entry.summary])).toEqual([
      [
        'CREATED',
        expect.stringMatching(
          /^Bill of IDR 45000000\.00 from Graha Properti \d+ due 2026-12-01 created$/,
        ),
      ],
      [
        'UPDATED',
        expect.stringMatching(
          /^Bill of IDR 45000000\.00 from Graha Properti \d+ submitted for approval$/,
        ),
      ],
      [
        'APPROVED',
        expect.stringMatching(/^Bill of IDR 45000000\.00 from Graha Properti \d+ approved$/),
      ],
    ]);
  });

  it('a submitted bill that changes goes back to Created; a cancellation needs a reason and ends the bill', async () => {
    const owner = await system.tokensFor();
    const counterpartyId = await supplier(owner);
    const id = (await create(owner, rent(counterpartyId))).body.node.id;
    await call('POST', `/bills/${id}/submit`, owner);
    const changed = await call<BillResponse>(
      'PUT',
      `/bills/${id}`,
      owner,
      rent(counterpartyId, { amount: '45500000.50', dueDate: '2026-12-05' }),
    );
    expect(changed.body).toMatchObject({
      status: 'CREATED',
      amount: '45500000.50',
      dueDate: '2026-12-05',
      submittedAt: null,
    });
    const blank = await call('POST', `/bills/${id}/cancel`, owner, { reason: '   ' });
    expect(blank.body.error).toMatchObject({ code: 'U-TRSY-BL-9', field: 'reason' });
    const cancelled = await call<BillResponse>('POST', `/bills/${id}/cancel`, owner, {
      reason: 'Tagihan ganda dari pemasok',
    });
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'Tagihan ganda dari pemasok' },
    });
    expect((await call('POST', `/bills/${id}/submit`, owner)).body.error).toMatchObject({
      code: 'U-TRSY-BL-2',
    });
    expect((await activityOf(id)).at(-1)).toMatchObject({
      action: 'CANCELLED',
      summary: expect.stringContaining('cancelled: Tagihan ganda dari pemasok'),
    });
  });

  it('twenty approvals of one bill at once: one approves it, nineteen are told it is approved already', async () => {
    const owner = await system.tokensFor();
    const maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
    const id = (await create(maker, rent(await supplier(owner)))).body.node.id;
    await call('POST', `/bills/${id}/submit`, maker);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/bills/${id}/approve`, owner)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-TRSY-BL-2')).toHaveLength(19);
    expect((await activityOf(id)).filter((entry) => entry.action === 'APPROVED')).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('each rule is refused naming its field, and nothing is written', async () => {
    const owner = await system.tokensFor();
    const other = await system.tokensFor();
    const counterpartyId = await supplier(owner);
    const refusals = [
      [rent(counterpartyId, { dueDate: '2026-11-19' }), 'U-TRSY-BL-5', 'dueDate'],
      [rent(counterpartyId, { date: '2026-02-30' }), 'U-TRSY-BL-4', 'date'],
      [rent(counterpartyId, { dueDate: 'besok' }), 'U-TRSY-BL-4', 'dueDate'],
      [rent(counterpartyId, { category: 'HIBURAN' }), 'U-TRSY-BL-6', 'category'],
      [rent(counterpartyId, { amount: '0' }), 'U-TRSY-BL-3', 'amount'],
      [rent(counterpartyId, { amount: '12.345' }), 'U-TRSY-BL-3', 'amount'],
      [rent(await supplier(other)), 'U-TRSY-BL-7', 'counterpartyId'],
    ] as const;
    for (const [body, code, field] of refusals) {
      const answer = await create(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatchObject({ code, field });
    }
    expect(await billsOf(owner.organizationId)).toBe(0);
  });

  it('a number is unique per counterparty, whatever its case; twenty creates of one number at once make one bill', async () => {
    const owner = await system.tokensFor();
    const [first, second] = [await supplier(owner), await supplier(owner)];
    expect((await create(owner, rent(first))).status).toBe(201);
    const again = await create(owner, rent(first, { number: 'inv/gp/2026/12/001' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'U-TRSY-BL-8', field: 'number' });
    // Another supplier may use the same number; no number at all is never a clash.
    expect((await create(owner, rent(second))).status).toBe(201);
    expect((await create(owner, rent(first, { number: null }))).status).toBe(201);
    expect((await create(owner, rent(first, { number: '' }))).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        create(owner, rent(second, { number: 'INV/GP/2026/12/002' })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-TRSY-BL-8')).toHaveLength(19);
    expect(await billsOf(owner.organizationId)).toBe(5);
  });
});

describe('the list', () => {
  it('soonest due first, filtered by status, due dates, supplier and search, a page at a time', async () => {
    const owner = await system.tokensFor();
    const [landlord, shipper] = [
      await supplier(owner, 'Graha Properti'),
      await supplier(owner, 'Mitra Logistik'),
    ];
    const ids = {
      rent: (await create(owner, rent(landlord))).body.node.id,
      shipping: (
        await create(
          owner,
          rent(shipper, {
            number: 'ML-0871',
            dueDate: '2026-11-25',
            category: 'LOGISTICS',
            description: 'Jasa pengiriman November',
            amount: '18725000',
          }),
        )
      ).body.node.id,
      power: (
        await create(
          owner,
          rent(landlord, {
            number: 'LST-11',
            dueDate: '2026-12-10',
            category: 'UTILITIES',
            description: 'Listrik dan genset',
            amount: '9650000',
          }),
        )
      ).body.node.id,
    };
    await call('POST', `/bills/${ids.power}/submit`, owner);
    const list = (query = '') => call<BillListResponse>('GET', `/bills${query}`, owner);
    expect((await list()).body.items.map((edge) => edge.node.id)).toEqual([
      ids.shipping,
      ids.rent,
      ids.power,
    ]);
    expect((await list('?status=SUBMITTED')).body.items.map((edge) => edge.node.id)).toEqual([
      ids.power,
    ]);
    expect((await list('?paymentStatus=UNPAID')).body.totalCount).toBe(3);
    expect(
      (await list('?dueFrom=2026-11-26&dueTo=2026-12-01')).body.items.map((edge) => edge.node.id),
    ).toEqual([ids.rent]);
    expect(
      (await list(`?counterpartyId=${shipper}`)).body.items.map((edge) => edge.node.id),
    ).toEqual([ids.shipping]);
    expect((await list('?search=genset')).body.items.map((edge) => edge.node.id)).toEqual([
      ids.power,
    ]);
    expect((await list('?dueFrom=2026-12-02&dueTo=2026-12-01')).body.error).toMatchObject({
      code: 'U-TRSY-BL-13',
    });
    const first = await list('?first=2');
    expect(first.body).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const next = await list(`?first=2&after=${first.body.pageInfo.endCursor!}`);
    expect(next.body.items.map((edge) => edge.node.id)).toEqual([ids.power]);
    expect(next.body.pageInfo.hasNextPage).toBe(false);
    expect((await list('?after=bukan-kursor')).body.error).toMatchObject({ code: 'U-TRSY-BL-10' });
  });

  it('another organisation’s bill is not found for any use; a member without bills:read is FORBIDDEN', async () => {
    const owner = await system.tokensFor();
    const stranger = await system.tokensFor();
    const id = (await create(owner, rent(await supplier(owner)))).body.node.id;
    for (const [method, path, body] of [
      ['GET', `/bills/${id}`, undefined],
      ['PUT', `/bills/${id}`, rent(await supplier(stranger))],
      ['POST', `/bills/${id}/submit`, undefined],
      ['POST', `/bills/${id}/approve`, undefined],
      ['POST', `/bills/${id}/cancel`, { reason: 'Bukan tagihan kami' }],
    ] as const) {
      const answer = await call(method, path, stranger, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'U-TRSY-BL-1' });
    }
    expect(
      (await call<{ items: unknown[] }>('GET', `/bills/batch?ids=${id}`, stranger)).body.items,
    ).toEqual([]);
    expect((await call<BillListResponse>('GET', '/bills', stranger)).body.totalCount).toBe(0);
    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['counterparties:read'],
    });
    expect((await call('GET', '/bills', nobody)).status).toBe(403);
    expect((await call('GET', `/bills/${id}`, nobody)).status).toBe(403);
    expect((await create(nobody, rent(await supplier(owner)))).status).toBe(403);
  });
});
