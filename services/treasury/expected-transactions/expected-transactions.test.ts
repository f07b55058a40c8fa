import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reconciliationStateColumns,
  startTreasuryForTest,
  type TreasuryUnderTest,
} from '../../../tests/support/treasury.js';
import {
  createCounterpartyRest,
  manualAccountInput,
  restCaller,
  type RestAnswer,
  type Tokens,
} from '../../../tests/support/factories.js';

let system: TreasuryUnderTest;
let owner: Tokens;
let other: Tokens;
let reader: Tokens;
let counterpartyId: string;
let counterpartyAlias: string;

type Node = {
  id: string;
  date: string;
  amount: string;
  description: string;
  externalId: string | null;
  reconciliationStatus: string;
};

const call = restCaller(() => system.treasuryUrl);

let sequence = 0;
const expected = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    date: '2026-11-20',
    description: `Pelunasan faktur INV/2026/11/${String(sequence).padStart(4, '0')}`,
    amount: '15750000.00',
    direction: 'CREDIT',
    ...overrides,
  };
};

/** The service's answer to an expected transaction written as `expected(overrides)`. */
const postExpected = (tokens: Tokens, overrides: Record<string, unknown> = {}) =>
  call('POST', '/expected-transactions', tokens, expected(overrides));

async function create(tokens: Tokens, overrides: Record<string, unknown> = {}): Promise<Node> {
  const created = await postExpected(tokens, overrides);
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return (created.body as { node: Node }).node;
}

const setStatus = (id: string, status: 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED') =>
  system.service.db
    .updateTable('expected_transactions')
    .set(reconciliationStateColumns(status))
    .where('id', '=', id)
    .execute();

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  reader = await system.tokensFor({
    organizationId: owner.organizationId,
    permissions: ['expected-transactions:read'],
  });
  other = await system.tokensFor();
  const counterparty = await createCounterpartyRest(system, owner, {
    legalName: 'PT Sinar Abadi Logistik',
    alias: 'Sinar Abadi',
  });
  counterpartyId = counterparty.id;
  counterpartyAlias = counterparty.alias;
});

afterAll(() => system?.stop());

describe('expected transactions over REST', () => {
  it('creates one with its counterparty, additional data and external id, and answers it as created', async () => {
    const reconciliationData = [
      { key: 'invoice_number', value: 'INV/SA/2026/112' },
      { key: 'virtual_account', value: '8808 1234 5678' },
    ];
    const created = await call('POST', '/expected-transactions', owner, {
      date: '2026-12-01',
      counterpartyId,
      description: '  Pembayaran sewa gudang Desember  ',
      amount: '48500000.5',
      direction: 'DEBIT',
      internalDescription: 'Gudang Cikarang',
      externalId: 'ERP-PO-7781',
      reconciliationData,
    });
    expect(created.status).toBe(201);
    expect((created.body as { node: unknown }).node).toMatchObject({
      date: '2026-12-01',
      counterpartyId,
      counterparty: {
        id: counterpartyId,
        alias: counterpartyAlias,
        legalName: 'PT Sinar Abadi Logistik',
      },
      description: 'Pembayaran sewa gudang Desember',
      amount: '48500000.50',
      currency: 'IDR',
      direction: 'DEBIT',
      internalDescription: 'Gudang Cikarang',
      externalId: 'ERP-PO-7781',
      reconciliationData,
      bankAccountId: null,
      reconciliationStatus: 'UNRECONCILED',
      reconciledAmount: '0.00',
    });
    const id = (created.body as { node: Node }).node.id;
    const log = await system.service.db
      .selectFrom('activity_log' as never)
      .selectAll()
      .where('entity_id' as never, '=', id as never)
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses bad input with the field at fault and creates nothing', async () => {
    const before = await call('GET', '/expected-transactions', other);
    const cases: [Record<string, unknown>, string, string][] = [
      [expected({ amount: '0' }), 'U-TRSY-ET-8', 'amount'],
      [expected({ amount: '-10.00' }), 'U-TRSY-ET-8', 'amount'],
      [expected({ amount: '10.005' }), 'U-TRSY-ET-8', 'amount'],
      [expected({ amount: '' }), 'REQUIRED', 'amount'],
      [expected({ date: '2026-02-30' }), 'U-TRSY-ET-9', 'date'],
      [expected({ description: '   ' }), 'REQUIRED', 'description'],
      [
        expected({
          reconciliationData: [
            { key: 'va', value: '1' },
            { key: 'VA', value: '2' },
          ],
        }),
        'U-TRSY-ET-14',
        'reconciliationData.1.key',
      ],
      [
        expected({ reconciliationData: [{ key: 'va', value: ' ' }] }),
        'U-TRSY-ET-16',
        'reconciliationData.0.value',
      ],
      [
        expected({
          reconciliationData: Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, value: 'v' })),
        }),
        'U-TRSY-ET-13',
        'reconciliationData',
      ],
      [expected({ direction: 'SIDEWAYS' }), 'BAD_REQUEST', 'direction'],
    ];
    for (const [body, code, field] of cases) {
      const refused = await call('POST', '/expected-transactions', other, body);
      expect({ body, code: refused.body.error?.code, field: refused.body.error?.field }).toEqual({
        body,
        code,
        field,
      });
    }
    const after = await call('GET', '/expected-transactions', other);
    expect(after.body.totalCount).toBe(before.body.totalCount);
  });
});

describe('expected transactions over REST: ids of the organisation and of another', () => {
  it('keeps the external id unique in the organisation, but another organisation may use the same one', async () => {
    await create(owner, { externalId: 'ERP-SO-1001' });
    const repeated = await postExpected(owner, { externalId: 'ERP-SO-1001' });
    expect(repeated.status).toBe(409);
    expect(repeated.body.error).toMatchObject({ code: 'U-TRSY-ET-6', field: 'externalId' });
    const elsewhere = await postExpected(other, { externalId: 'ERP-SO-1001' });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses another organisation’s counterparty and bank account as missing ones, and a currency other than the account’s', async () => {
    const theirCounterparty = await createCounterpartyRest(system, other);
    const refused = await postExpected(owner, { counterpartyId: theirCounterparty.id });
    expect(refused.body.error).toMatchObject({ code: 'U-TRSY-ET-15', field: 'counterpartyId' });

    const theirAccount = await call(
      'POST',
      '/bank-accounts',
      other,
      manualAccountInput({
        accountNumber: '5270001111',
        accountName: 'PT LAIN',
        alias: 'BCA Lain',
      }),
    );
    const foreignAccount = await postExpected(owner, { bankAccountId: theirAccount.body.id });
    expect(foreignAccount.body.error).toMatchObject({
      code: 'U-TRSY-BA-1',
      field: 'bankAccountId',
    });

    const usd = await call(
      'POST',
      '/bank-accounts',
      owner,
      manualAccountInput({
        bankCode: '008',
        accountNumber: '1370099887766',
        accountName: 'PT HARAPAN JAYA',
        alias: 'Mandiri USD',
        currency: 'USD',
      }),
    );
    const mismatch = await postExpected(owner, { bankAccountId: usd.body.id });
    expect(mismatch.body.error).toMatchObject({ code: 'U-TRSY-ET-12', field: 'currency' });
    const matching = await postExpected(owner, {
      bankAccountId: usd.body.id,
      currency: 'USD',
      amount: '12500.00',
    });
    expect(matching.status).toBe(201);
  });
});

describe('expected transactions over REST: tenancy and changes', () => {
  it('answers another organisation’s expected transaction exactly as a missing one, for reading, changing and deleting', async () => {
    const theirs = await create(other);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { description: 'Diambil alih' }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await call(method, `/expected-transactions/${theirs.id}`, owner, body);
      const absent = await call(method, `/expected-transactions/${missing}`, owner, body);
      expect(foreign).toEqual(absent);
      expect(foreign.body.error?.code).toBe('U-TRSY-ET-1');
    }
    const batch = await call('GET', `/expected-transactions/batch?ids=${theirs.id}`, owner);
    expect(batch.body.items).toEqual([]);
    const still = await call('GET', `/expected-transactions/${theirs.id}`, other);
    expect((still.body as unknown as Node).description).toBe(theirs.description);
  });

  it('changes an unreconciled one field by field, clears optional fields with null, and records the change', async () => {
    const made = await create(owner, {
      counterpartyId,
      internalDescription: 'Catatan',
      externalId: 'ERP-CHG-1',
    });
    const changed = await call('PATCH', `/expected-transactions/${made.id}`, owner, {
      amount: '16000000',
      internalDescription: null,
      counterpartyId: null,
      date: '2026-11-25',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      amount: '16000000.00',
      internalDescription: null,
      counterpartyId: null,
      counterparty: null,
      date: '2026-11-25',
      externalId: 'ERP-CHG-1',
      description: made.description,
    });
    const log = await system.service.db
      .selectFrom('activity_log' as never)
      .select(['action' as never, 'changes' as never])
      .where('entity_id' as never, '=', made.id as never)
      .where('action' as never, '=', 'UPDATED' as never)
      .executeTakeFirstOrThrow();
    expect(
      (log as { changes: { field: string; before: string | null; after: string | null }[] })
        .changes,
    ).toEqual(
      expect.arrayContaining([
        { field: 'date', before: '2026-11-20', after: '2026-11-25' },
        { field: 'amount', before: 'IDR 15750000.00', after: 'IDR 16000000.00' },
        { field: 'internalDescription', before: 'Catatan', after: null },
      ]),
    );
  });

  it('refuses to change one that is reconciled, partially reconciled or archived, and leaves it as it was', async () => {
    for (const status of ['PARTIAL', 'RECONCILED', 'ARCHIVED'] as const) {
      const made = await create(owner);
      await setStatus(made.id, status);
      const refused = await call('PATCH', `/expected-transactions/${made.id}`, owner, {
        amount: '1.00',
      });
      expect({ status, code: refused.body.error?.code, http: refused.status }).toEqual({
        status,
        code: 'U-TRSY-ET-2',
        http: 409,
      });
      const stored = await call('GET', `/expected-transactions/${made.id}`, owner);
      expect(stored.body.amount).toBe('15750000.00');
    }
  });

  it('deletes an unreconciled or archived one, but not a reconciled or partially reconciled one', async () => {
    for (const [status, allowed] of [
      ['UNRECONCILED', true],
      ['ARCHIVED', true],
      ['PARTIAL', false],
      ['RECONCILED', false],
    ] as const) {
      const made = await create(owner);
      await setStatus(made.id, status);
      const deleted = await call('DELETE', `/expected-transactions/${made.id}`, owner);
      const after = await call('GET', `/expected-transactions/${made.id}`, owner);
      if (allowed) {
        expect({ status, http: deleted.status, after: after.status }).toEqual({
          status,
          http: 204,
          after: 404,
        });
      } else {
        expect({ status, code: deleted.body.error?.code, after: after.status }).toEqual({
          status,
          code: 'U-TRSY-ET-7',
          after: 200,
        });
      }
    }
  });

  it('needs expected-transactions:manage to change anything, and :read to list', async () => {
    const refused = await call('POST', '/expected-transactions', reader, expected());
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    const listed = await call('GET', '/expected-transactions', reader);
    expect(listed.status).toBe(200);
    const noone = await system.tokensFor({ permissions: ['counterparties:read'] });
    expect((await call('GET', '/expected-transactions', noone)).status).toBe(403);
  });
});

describe('the expected transactions list', () => {
  let tokens: Tokens;
  let supplier: string;

  beforeAll(async () => {
    tokens = await system.tokensFor();
    supplier = (
      await createCounterpartyRest(system, tokens, {
        legalName: 'PT Kertas Nusantara',
        alias: 'Kertas Nusantara',
      })
    ).id;
    const rows: Record<string, unknown>[] = [
      {
        date: '2026-10-01',
        amount: '1000000.00',
        direction: 'CREDIT',
        description: 'Penjualan Oktober',
      },
      {
        date: '2026-10-15',
        amount: '2500000.00',
        direction: 'DEBIT',
        description: 'Pembelian kertas A4',
        counterpartyId: supplier,
      },
      {
        date: '2026-11-01',
        amount: '750000.00',
        direction: 'DEBIT',
        description: 'Listrik kantor',
        internalDescription: 'PLN pascabayar',
      },
      {
        date: '2026-11-01',
        amount: '5000000.00',
        direction: 'CREDIT',
        description: 'Termin 1 proyek',
        externalId: 'SO-2026-0042',
      },
      {
        date: '2026-11-20',
        amount: '125000.00',
        direction: 'DEBIT',
        description: 'Biaya admin bank',
      },
    ];
    for (const row of rows) await create(tokens, row);
  });

  const list = async (query: string) => {
    const answer = await call('GET', `/expected-transactions?${query}`, tokens);
    return answer.body as unknown as {
      items: { cursor: string; node: Node }[];
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    } & RestAnswer;
  };

  it('lists newest expected date first and pages by cursor without gaps or repeats', async () => {
    const first = await list('first=2');
    expect(first.totalCount).toBe(5);
    expect(first.items.map((item) => item.node.date)).toEqual(['2026-11-20', '2026-11-01']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list(`first=2&after=${first.pageInfo.endCursor}`);
    const third = await list(`first=2&after=${second.pageInfo.endCursor}`);
    const all = [...first.items, ...second.items, ...third.items].map(
      (item) => item.node.description,
    );
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
    expect(third.pageInfo.hasNextPage).toBe(false);
    expect([...first.items, ...second.items, ...third.items].map((item) => item.node.date)).toEqual(
      ['2026-11-20', '2026-11-01', '2026-11-01', '2026-10-15', '2026-10-01'],
    );
  });

  it('filters by date range, direction, status, counterparty, amount range and search', async () => {
    const descriptions = async (query: string) =>
      (await list(query)).items.map((item) => item.node.description).sort();
    expect(await descriptions('dateFrom=2026-10-15&dateTo=2026-11-01')).toEqual([
      'Listrik kantor',
      'Pembelian kertas A4',
      'Termin 1 proyek',
    ]);
    expect(await descriptions('direction=CREDIT')).toEqual([
      'Penjualan Oktober',
      'Termin 1 proyek',
    ]);
    expect(await descriptions(`counterpartyId=${supplier}`)).toEqual(['Pembelian kertas A4']);
    expect(await descriptions('amountMin=750000&amountMax=2500000')).toEqual([
      'Listrik kantor',
      'Pembelian kertas A4',
      'Penjualan Oktober',
    ]);
    expect(await descriptions('search=pln')).toEqual(['Listrik kantor']);
    expect(await descriptions('search=SO-2026')).toEqual(['Termin 1 proyek']);
    expect(await descriptions('search=kertas%20nusantara')).toEqual(['Pembelian kertas A4']);
    expect(await descriptions('reconciliationStatus=RECONCILED')).toEqual([]);
    expect((await list('direction=DEBIT&amountMax=1000000')).totalCount).toBe(2);
  });

  it('sorts by amount or description either way, pages each sort without gaps or repeats, refuses a cursor of another sort, and totals what the filters keep per currency and direction', async () => {
    const pages = async (query: string) => {
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await list(`first=2&${query}${after ? `&after=${after}` : ''}`);
        seen.push(...page.items.map((item) => item.node.description));
        if (!page.pageInfo.hasNextPage) return seen;
        after = page.pageInfo.endCursor;
      }
    };
    expect(await pages('sort=AMOUNT&sortDirection=ASC')).toEqual([
      'Biaya admin bank',
      'Listrik kantor',
      'Penjualan Oktober',
      'Pembelian kertas A4',
      'Termin 1 proyek',
    ]);
    expect(await pages('sort=AMOUNT')).toEqual([
      'Termin 1 proyek',
      'Pembelian kertas A4',
      'Penjualan Oktober',
      'Listrik kantor',
      'Biaya admin bank',
    ]);
    expect(await pages('sort=DESCRIPTION&sortDirection=ASC')).toEqual([
      'Biaya admin bank',
      'Listrik kantor',
      'Pembelian kertas A4',
      'Penjualan Oktober',
      'Termin 1 proyek',
    ]);
    // Two on 2026-11-01: the one entered last comes first, on every read.
    expect(await pages('sort=DATE&sortDirection=DESC')).toEqual([
      'Biaya admin bank',
      'Termin 1 proyek',
      'Listrik kantor',
      'Pembelian kertas A4',
      'Penjualan Oktober',
    ]);

    const byAmount = await list('first=2&sort=AMOUNT');
    expect(
      (await list(`first=2&sort=DESCRIPTION&after=${byAmount.pageInfo.endCursor}`)).error,
    ).toMatchObject({ code: 'U-TRSY-ET-4', field: 'after' });
    expect(
      (await list(`first=2&sort=AMOUNT&sortDirection=ASC&after=${byAmount.pageInfo.endCursor}`))
        .error,
    ).toMatchObject({ code: 'U-TRSY-ET-4', field: 'after' });
    expect((await call('GET', '/expected-transactions?sort=COUNTERPARTY', tokens)).status).toBe(
      400,
    );

    // Totals over every page, whatever the page size; another organisation's items never count.
    await create(await system.tokensFor(), {
      date: '2026-11-02',
      amount: '999.00',
      direction: 'DEBIT',
      description: 'Lain organisasi',
    });
    expect((await list('first=1')).totals).toEqual([
      { currency: 'IDR', direction: 'CREDIT', count: 2, amount: '6000000.00' },
      { currency: 'IDR', direction: 'DEBIT', count: 3, amount: '3375000.00' },
    ]);
    expect((await list('direction=DEBIT&amountMax=1000000')).totals).toEqual([
      { currency: 'IDR', direction: 'DEBIT', count: 2, amount: '875000.00' },
    ]);
  });

  it('refuses an amount range whose lower bound is not below the upper, a reversed date range, a bad date and a bad cursor', async () => {
    expect((await list('amountMin=500&amountMax=500')).error).toMatchObject({
      code: 'U-TRSY-ET-10',
      field: 'amountMin',
    });
    expect((await list('amountMin=900&amountMax=100')).error).toMatchObject({
      code: 'U-TRSY-ET-10',
    });
    expect((await list('amountMin=abc')).error).toMatchObject({
      code: 'U-TRSY-ET-8',
      field: 'amountMin',
    });
    expect((await list('dateFrom=2026-12-01&dateTo=2026-11-01')).error).toMatchObject({
      code: 'U-TRSY-ET-11',
    });
    expect((await list('dateTo=2026-13-01')).error).toMatchObject({
      code: 'U-TRSY-ET-9',
      field: 'dateTo',
    });
    expect((await list('after=bm90LWEtY3Vyc29y')).error).toMatchObject({
      code: 'U-TRSY-ET-4',
      field: 'after',
    });
  });
});
