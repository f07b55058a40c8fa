import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from '../../../tests/support/activity.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import {
  authHeaders,
  counterpartyInput,
  createCounterpartyRest,
  type Tokens,
} from '../../../tests/support/factories.js';
import type { CounterpartyResponse } from '../../../contracts/treasury/counterparties.js';

let system: TreasuryUnderTest;
let owner: Tokens;
let other: Tokens;

async function call(
  method: string,
  path: string,
  tokens: Tokens | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${system.treasuryUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(tokens ? authHeaders(tokens) : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function countOf(tokens: Tokens) {
  return (await call('GET', '/counterparties?first=1', tokens)).body.totalCount as number;
}

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  other = await system.tokensFor();
});

afterAll(() => system?.stop());

describe('creating a counterparty', () => {
  it('stores it with its bank accounts and answers it with the bank name', async () => {
    const input = counterpartyInput({
      legalName: 'PT Maju Bersama',
      alias: 'Maju',
      type: 'COMPANY',
    });
    const { status, body } = await call('POST', '/counterparties', owner, input);
    expect(status).toBe(201);
    expect(body.node).toMatchObject({
      legalName: 'PT Maju Bersama',
      alias: 'Maju',
      type: 'COMPANY',
      email: input.email,
    });
    expect(body.node.bankAccounts).toEqual([
      expect.objectContaining({
        bankCode: '014',
        bankName: 'Bank Central Asia (BCA)',
        accountNumber: input.bankAccounts[0]!.accountNumber,
      }),
    ]);
    expect(typeof body.cursor).toBe('string');
  });

  it('when the alias is taken in the organisation, ignoring case, it is refused and nothing is stored', async () => {
    await createCounterpartyRest(system, owner, { alias: 'Toko Sejahtera' });
    const before = await countOf(owner);
    const { status, body } = await call(
      'POST',
      '/counterparties',
      owner,
      counterpartyInput({ alias: 'toko SEJAHTERA' }),
    );
    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: 'U-TRSY-CP-2',
      message: 'This alias is already used by another counterparty.',
      field: 'alias',
    });
    expect(await countOf(owner)).toBe(before);
  });

  it('the same alias is free in another organisation', async () => {
    await createCounterpartyRest(system, owner, { alias: 'Alias Bersama' });
    const created = await createCounterpartyRest(system, other, { alias: 'Alias Bersama' });
    expect(created.alias).toBe('Alias Bersama');
  });

  it('when a bank account is already registered to another counterparty, it is refused on that row', async () => {
    const first = counterpartyInput();
    await call('POST', '/counterparties', owner, first);
    const second = counterpartyInput({
      bankAccounts: [
        { bankCode: '009', accountNumber: '5550001112', accountName: 'X' },
        first.bankAccounts[0],
      ],
    });
    const { status, body } = await call('POST', '/counterparties', owner, second);
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: 'U-TRSY-CP-1',
      field: 'bankAccounts.1.accountNumber',
    });
  });

  it.each([
    [{ legalName: '  ' }, 'REQUIRED', 'legalName', 'This field is required'],
    [{ alias: '' }, 'REQUIRED', 'alias', 'This field is required'],
    [{ email: 'bukan-email' }, 'INVALID_EMAIL', 'email', 'Invalid email format'],
    [{ bankAccounts: [] }, 'U-TRSY-CP-4', 'bankAccounts', 'Add at least one bank account.'],
    [
      { bankAccounts: [{ bankCode: '999', accountNumber: '1234567', accountName: 'X' }] },
      'U-TRSY-CP-5',
      'bankAccounts.0.bankCode',
      'Choose a bank from the list.',
    ],
    [
      { bankAccounts: [{ bankCode: '014', accountNumber: '12AB', accountName: 'X' }] },
      'U-TRSY-CP-6',
      'bankAccounts.0.accountNumber',
      'The account number must be 5 to 34 digits.',
    ],
    [
      { bankAccounts: [{ bankCode: '014', accountNumber: '1234567', accountName: '' }] },
      'REQUIRED',
      'bankAccounts.0.accountName',
      'This field is required',
    ],
    [
      {
        bankAccounts: [
          { bankCode: '014', accountNumber: '7654321', accountName: 'X' },
          { bankCode: '014', accountNumber: '765-4321', accountName: 'X' },
        ],
      },
      'U-TRSY-CP-8',
      'bankAccounts.1.accountNumber',
      'This bank account appears more than once.',
    ],
  ])(
    'bad input %j is refused with %s on %s and changes nothing',
    async (overrides, code, field, message) => {
      const before = await countOf(owner);
      const { status, body } = await call(
        'POST',
        '/counterparties',
        owner,
        counterpartyInput(overrides),
      );
      expect(status).toBe(400);
      expect(body.error).toEqual({ code, field, message });
      expect(await countOf(owner)).toBe(before);
    },
  );

  it('an unknown type is refused by the request schema', async () => {
    const { status, body } = await call(
      'POST',
      '/counterparties',
      owner,
      counterpartyInput({ type: 'GOVERNMENT' }),
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
  });

  it('a member without counterparties:create is FORBIDDEN and nothing is stored', async () => {
    const reader = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['counterparties:read'],
    });
    const before = await countOf(owner);
    const { status, body } = await call('POST', '/counterparties', reader, counterpartyInput());
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have the counterparties:create permission.',
      values: { permission: 'counterparties:create' },
    });
    expect(await countOf(owner)).toBe(before);
  });
});

describe('reading counterparties', () => {
  it('another organisation’s counterparty answers 404 exactly like a missing one', async () => {
    const theirs = await createCounterpartyRest(system, other);
    const foreign = await call('GET', `/counterparties/${theirs.id}`, owner);
    const missing = await call(
      'GET',
      '/counterparties/00000000-0000-4000-8000-000000000000',
      owner,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const batch = await call('GET', `/counterparties/batch?ids=${theirs.id}`, owner);
    expect(batch.body.items).toEqual([]);
  });

  it('a member without counterparties:read is FORBIDDEN', async () => {
    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: [],
    });
    const { status, body } = await call('GET', '/counterparties', nobody);
    expect(status).toBe(403);
    expect(body.error.code).toBe('FORBIDDEN');
  });

  it('without a token it is 401; with another organisation in the header it is 403', async () => {
    expect((await call('GET', '/counterparties', null)).status).toBe(401);
    const mismatch = await call('GET', '/counterparties', owner, undefined, {
      'x-organization-id': other.organizationId,
    });
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.error.code).toBe('ORGANIZATION_MISMATCH');
  });

  it('pages forward and backward by legal name with stable cursors and a total count', async () => {
    const tokens = await system.tokensFor();
    const names = ['Anggrek', 'Bougenville', 'Cempaka', 'Dahlia', 'Edelweis'];
    for (const name of [...names].reverse())
      await createCounterpartyRest(system, tokens, { legalName: `PT ${name}`, alias: name });
    const first = await call('GET', '/counterparties?first=2', tokens);
    expect(first.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual([
      'Anggrek',
      'Bougenville',
    ]);
    expect(first.body.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.body.totalCount).toBe(5);
    const second = await call(
      'GET',
      `/counterparties?first=2&after=${first.body.pageInfo.endCursor}`,
      tokens,
    );
    expect(second.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual([
      'Cempaka',
      'Dahlia',
    ]);
    const third = await call(
      'GET',
      `/counterparties?first=2&after=${second.body.pageInfo.endCursor}`,
      tokens,
    );
    expect(third.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual([
      'Edelweis',
    ]);
    expect(third.body.pageInfo.hasNextPage).toBe(false);
    const back = await call(
      'GET',
      `/counterparties?last=2&before=${third.body.pageInfo.startCursor}`,
      tokens,
    );
    expect(back.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual([
      'Cempaka',
      'Dahlia',
    ]);
    expect(back.body.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('sorts by a column either way, pages forward and backward in that sort, and refuses a cursor of another sort', async () => {
    const tokens = await system.tokensFor();
    const aliases = (body: { items: { node: { alias: string } }[] }) =>
      body.items.map((e) => e.node.alias);
    // Legal names run opposite to aliases, and emails differ again (one has none), so each sort gives its own order.
    await createCounterpartyRest(system, tokens, {
      legalName: 'PT Zamrud',
      alias: 'Anyelir',
      email: 'm@zamrud.id',
    });
    await createCounterpartyRest(system, tokens, {
      legalName: 'PT Yakut',
      alias: 'Bakung',
      email: null,
      type: 'INDIVIDUAL',
    });
    await createCounterpartyRest(system, tokens, {
      legalName: 'PT Xenon',
      alias: 'Cendana',
      email: 'a@xenon.id',
    });
    await createCounterpartyRest(system, tokens, {
      legalName: 'PT Wolfram',
      alias: 'Dadap',
      email: 'z@wolfram.id',
      type: 'INDIVIDUAL',
    });
    const byAlias = await call('GET', '/counterparties?sort=ALIAS', tokens);
    expect(aliases(byAlias.body)).toEqual(['Anyelir', 'Bakung', 'Cendana', 'Dadap']);
    expect(
      aliases((await call('GET', '/counterparties?sort=ALIAS&sortDirection=DESC', tokens)).body),
    ).toEqual(['Dadap', 'Cendana', 'Bakung', 'Anyelir']);
    expect(aliases((await call('GET', '/counterparties', tokens)).body)).toEqual([
      'Dadap',
      'Cendana',
      'Bakung',
      'Anyelir',
    ]);
    // No email sorts first; ties of a column go by legal name.
    expect(aliases((await call('GET', '/counterparties?sort=EMAIL', tokens)).body)).toEqual([
      'Bakung',
      'Cendana',
      'Anyelir',
      'Dadap',
    ]);
    expect(aliases((await call('GET', '/counterparties?sort=TYPE', tokens)).body)).toEqual([
      'Cendana',
      'Anyelir',
      'Dadap',
      'Bakung',
    ]);
    expect(
      aliases(
        (await call('GET', '/counterparties?sort=CREATED_AT&sortDirection=DESC', tokens)).body,
      ),
    ).toEqual(['Dadap', 'Cendana', 'Bakung', 'Anyelir']);

    const first = await call(
      'GET',
      '/counterparties?sort=EMAIL&sortDirection=DESC&first=2',
      tokens,
    );
    expect(aliases(first.body)).toEqual(['Dadap', 'Anyelir']);
    const second = await call(
      'GET',
      `/counterparties?sort=EMAIL&sortDirection=DESC&first=2&after=${first.body.pageInfo.endCursor}`,
      tokens,
    );
    expect(aliases(second.body)).toEqual(['Cendana', 'Bakung']);
    expect(second.body.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await call(
      'GET',
      `/counterparties?sort=EMAIL&sortDirection=DESC&last=1&before=${second.body.pageInfo.startCursor}`,
      tokens,
    );
    expect(aliases(back.body)).toEqual(['Anyelir']);
    expect(back.body.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    const otherSort = await call(
      'GET',
      `/counterparties?sort=ALIAS&first=2&after=${first.body.pageInfo.endCursor}`,
      tokens,
    );
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.error).toMatchObject({ code: 'U-TRSY-CP-3', field: 'after' });
    const unknown = await call('GET', '/counterparties?sort=BALANCE', tokens);
    expect(unknown.status).toBe(400);
  });

  it('searches legal name, alias and email and filters by type', async () => {
    const tokens = await system.tokensFor();
    await createCounterpartyRest(system, tokens, {
      legalName: 'PT Kopi Nusantara',
      alias: 'Kopi',
      type: 'COMPANY',
    });
    await createCounterpartyRest(system, tokens, {
      legalName: 'Wati Kusuma',
      alias: 'Wati',
      type: 'INDIVIDUAL',
      email: 'wati@kopi.id',
    });
    await createCounterpartyRest(system, tokens, {
      legalName: 'PT Teh Manis',
      alias: 'Teh',
      type: 'COMPANY',
      email: 'teh@teh.id',
    });
    const search = await call('GET', '/counterparties?search=kopi', tokens);
    expect(search.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual([
      'Kopi',
      'Wati',
    ]);
    const typed = await call('GET', '/counterparties?search=kopi&type=INDIVIDUAL', tokens);
    expect(typed.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual([
      'Wati',
    ]);
    expect(typed.body.totalCount).toBe(1);
    const wildcard = await call('GET', `/counterparties?search=${encodeURIComponent('%')}`, tokens);
    expect(wildcard.body.totalCount).toBe(0);
  });

  it('a forged cursor is refused with a clear error', async () => {
    const { status, body } = await call('GET', '/counterparties?after=bm90LWEtY3Vyc29y', owner);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'U-TRSY-CP-3', field: 'after' });
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const response = await fetch(`${system.treasuryUrl}/docs/json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/counterparties', '/counterparties/{id}', '/banks']),
    );
  });
});

/** A counterparty as the REST resource answers it. */
type Counterparty = CounterpartyResponse;

async function freshOwner(): Promise<Tokens> {
  return system.tokensFor();
}

async function created(
  tokens: Tokens,
  overrides: Record<string, unknown> = {},
): Promise<Counterparty> {
  const { status, body } = await call(
    'POST',
    '/counterparties',
    tokens,
    counterpartyInput(overrides),
  );
  expect(status).toBe(201);
  return body.node as Counterparty;
}

async function read(tokens: Tokens, id: string): Promise<Counterparty> {
  return (await call('GET', `/counterparties/${id}`, tokens)).body as Counterparty;
}

async function allCounterparties(tokens: Tokens, query = ''): Promise<Counterparty[]> {
  return (await call('GET', `/counterparties?first=100${query}`, tokens)).body.items.map(
    (item: { node: Counterparty }) => item.node,
  );
}

const generatedOf = async (tokens: Tokens, entityName: string) =>
  (await allCounterparties(tokens)).find((c) => c.generated && c.entity?.name === entityName);

let internalSequence = 3_300_000_000;
const internalAccount = (overrides: Record<string, unknown> = {}) => {
  internalSequence += 1;
  return {
    bankCode: '008',
    accountNumber: String(internalSequence),
    accountName: 'PT PEMILIK DATA',
    alias: `Kas ${internalSequence}`,
    currency: 'IDR',
    connectionType: 'MANUAL',
    ...overrides,
  };
};

describe('the tax number (NPWP)', () => {
  it('keeps the digits of a number written with dots and dash, changes it to a 16-digit one and clears it with null', async () => {
    const created = await call(
      'POST',
      '/counterparties',
      owner,
      counterpartyInput({ taxNumber: '01.234.567.8-901.000' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.node.taxNumber).toBe('012345678901000');
    const id = created.body.node.id as string;
    const changed = await call('PATCH', `/counterparties/${id}`, owner, {
      taxNumber: '3171 0123 4567 8901',
    });
    expect(changed.body.taxNumber).toBe('3171012345678901');
    expect(
      (
        await call('PATCH', `/counterparties/${id}`, owner, {
          alias: `${created.body.node.alias} 2`,
        })
      ).body.taxNumber,
    ).toBe('3171012345678901');
    expect(
      (await call('PATCH', `/counterparties/${id}`, owner, { taxNumber: null })).body.taxNumber,
    ).toBeNull();
  });

  it.each(['12345678901234', '12345678901234567', '01.234.567.8-901.00X'])(
    'refuses %s on its field and stores nothing',
    async (taxNumber) => {
      const before = await countOf(owner);
      const { status, body } = await call(
        'POST',
        '/counterparties',
        owner,
        counterpartyInput({ taxNumber }),
      );
      expect(status).toBe(400);
      expect(body.error).toEqual({
        code: 'U-TRSY-CP-15',
        message: 'The tax number (NPWP) has 15 or 16 digits.',
        field: 'taxNumber',
      });
      expect(await countOf(owner)).toBe(before);
    },
  );

  it('a refused change keeps the number stored', async () => {
    const { id } = await createCounterpartyRest(system, owner, { taxNumber: '012345678901000' });
    const refused = await call('PATCH', `/counterparties/${id}`, owner, { taxNumber: '0123' });
    expect(refused.body.error.code).toBe('U-TRSY-CP-15');
    expect((await call('GET', `/counterparties/${id}`, owner)).body.taxNumber).toBe(
      '012345678901000',
    );
  });
});

describe('changing a counterparty', () => {
  it('changes its names, email, type and external id, answers the result and logs the change', async () => {
    const tokens = await freshOwner();
    const before = await created(tokens, {
      legalName: 'PT Lama Jaya',
      alias: 'Lama',
      type: 'COMPANY',
    });
    const { status, body } = await call('PATCH', `/counterparties/${before.id}`, tokens, {
      legalName: 'PT Baru Jaya Abadi',
      alias: 'Baru Jaya',
      email: 'finance@barujaya.co.id',
      type: 'INDIVIDUAL',
      externalId: 'ERP-00042',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      legalName: 'PT Baru Jaya Abadi',
      alias: 'Baru Jaya',
      email: 'finance@barujaya.co.id',
      type: 'INDIVIDUAL',
      externalId: 'ERP-00042',
      status: 'ACTIVE',
      generated: false,
    });
    const entries = await activityOf(system.service.db, before.id);
    expect(entries.map((entry) => entry.action)).toEqual(['CREATED', 'UPDATED']);
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'legalName', before: 'PT Lama Jaya', after: 'PT Baru Jaya Abadi' },
        { field: 'externalId', before: null, after: 'ERP-00042' },
      ]),
    );
  });

  it('clears the email and external id with null, and leaves absent fields as they were', async () => {
    const tokens = await freshOwner();
    const before = await created(tokens, { externalId: 'V-7', email: 'a@b.co.id' });
    const { body } = await call('PATCH', `/counterparties/${before.id}`, tokens, {
      email: null,
      externalId: '',
    });
    expect(body).toMatchObject({
      email: null,
      externalId: null,
      legalName: before.legalName,
      alias: before.alias,
    });
  });

  it('adds a bank account, gives another an alias and removes one, in one change', async () => {
    const tokens = await freshOwner();
    const before = await created(tokens, {
      bankAccounts: [
        { bankCode: '014', accountNumber: '5271110001', accountName: 'PT TIGA REKENING' },
        { bankCode: '008', accountNumber: '1370001110002', accountName: 'PT TIGA REKENING' },
      ],
    });
    const [first, second] = before.bankAccounts;
    const { status, body } = await call('PATCH', `/counterparties/${before.id}`, tokens, {
      addBankAccounts: [
        {
          bankCode: '009',
          accountNumber: '0190001113',
          accountName: 'PT TIGA REKENING',
          alias: 'Gaji',
        },
      ],
      updateBankAccounts: [
        {
          id: second!.id,
          alias: 'Operasional',
          accountNumber: '1370-001-110002',
          accountName: 'PT TIGA REKENING',
        },
      ],
      removeBankAccountIds: [first!.id],
    });
    expect(status).toBe(200);
    expect(
      body.bankAccounts.map((a: Counterparty['bankAccounts'][number]) => [
        a.bankCode,
        a.accountNumber,
        a.alias,
      ]),
    ).toEqual([
      ['008', '1370001110002', 'Operasional'],
      ['009', '0190001113', 'Gaji'],
    ]);
  });

  it.each([
    [{ accountNumber: '5279999999' }, 'updateBankAccounts.0.accountNumber'],
    [{ accountName: 'PT NAMA LAIN' }, 'updateBankAccounts.0.accountName'],
    [{ bankCode: '008' }, 'updateBankAccounts.0.bankCode'],
  ])(
    'an attempt to change a bank account’s %j is refused with U-TRSY-CP-9 and changes nothing',
    async (change, field) => {
      const tokens = await freshOwner();
      const before = await created(tokens, {
        bankAccounts: [{ bankCode: '014', accountNumber: '5272220001', accountName: 'PT TETAP' }],
      });
      const { status, body } = await call('PATCH', `/counterparties/${before.id}`, tokens, {
        alias: 'Sudah Diubah',
        updateBankAccounts: [{ id: before.bankAccounts[0]!.id, alias: 'Baru', ...change }],
      });
      expect(status).toBe(409);
      expect(body.error).toEqual({
        code: 'U-TRSY-CP-9',
        field,
        message:
          'The bank, account number and name on account of a bank account cannot be changed.',
      });
      expect(await read(tokens, before.id)).toEqual(before);
    },
  );
});

describe('changing a counterparty: what it refuses, and who may', () => {
  it('refuses to remove the last bank account', async () => {
    const tokens = await freshOwner();
    const before = await created(tokens);
    const { status, body } = await call('PATCH', `/counterparties/${before.id}`, tokens, {
      removeBankAccountIds: [before.bankAccounts[0]!.id],
    });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'U-TRSY-CP-12', field: 'removeBankAccountIds' });
    expect((await read(tokens, before.id)).bankAccounts).toHaveLength(1);
  });

  it('refuses a bank account another counterparty of the organisation holds, but takes back one removed in the same change', async () => {
    const tokens = await freshOwner();
    const holder = await created(tokens);
    const before = await created(tokens);
    const taken = holder.bankAccounts[0]!;
    const refused = await call('PATCH', `/counterparties/${before.id}`, tokens, {
      addBankAccounts: [
        { bankCode: taken.bankCode, accountNumber: taken.accountNumber, accountName: 'X' },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'U-TRSY-CP-1',
      field: 'addBankAccounts.0.accountNumber',
    });
    const own = before.bankAccounts[0]!;
    const readded = await call('PATCH', `/counterparties/${before.id}`, tokens, {
      removeBankAccountIds: [own.id],
      addBankAccounts: [
        {
          bankCode: own.bankCode,
          accountNumber: own.accountNumber,
          accountName: own.accountName,
          alias: 'Kembali',
        },
      ],
    });
    expect(readded.status).toBe(200);
    expect(readded.body.bankAccounts).toEqual([
      expect.objectContaining({ accountNumber: own.accountNumber, alias: 'Kembali' }),
    ]);
  });

  it('keeps alias and external id unique in the organisation, with the field named', async () => {
    const tokens = await freshOwner();
    await created(tokens, { alias: 'Sudah Ada', externalId: 'SAP-1' });
    const mine = await created(tokens, { alias: 'Milik Saya' });
    const alias = await call('PATCH', `/counterparties/${mine.id}`, tokens, { alias: 'sudah ada' });
    expect(alias.body.error).toMatchObject({ code: 'U-TRSY-CP-2', field: 'alias' });
    const external = await call('PATCH', `/counterparties/${mine.id}`, tokens, {
      externalId: 'SAP-1',
    });
    expect(external.status).toBe(409);
    expect(external.body.error).toEqual({
      code: 'U-TRSY-CP-11',
      field: 'externalId',
      message: 'This external id is already used by another counterparty.',
    });
    const onCreate = await call(
      'POST',
      '/counterparties',
      tokens,
      counterpartyInput({ externalId: 'SAP-1' }),
    );
    expect(onCreate.body.error).toMatchObject({ code: 'U-TRSY-CP-11', field: 'externalId' });
    const ownCase = await call('PATCH', `/counterparties/${mine.id}`, tokens, {
      alias: 'MILIK SAYA',
    });
    expect(ownCase.body.alias).toBe('MILIK SAYA');
  });

  it('a bank account id that is not the counterparty’s is refused on its field', async () => {
    const tokens = await freshOwner();
    const other = await created(tokens);
    const mine = await created(tokens);
    const update = await call('PATCH', `/counterparties/${mine.id}`, tokens, {
      updateBankAccounts: [{ id: other.bankAccounts[0]!.id, alias: 'x' }],
    });
    expect(update.body.error).toMatchObject({
      code: 'U-TRSY-CP-13',
      field: 'updateBankAccounts.0.id',
    });
    const remove = await call('PATCH', `/counterparties/${mine.id}`, tokens, {
      removeBankAccountIds: ['bukan-id'],
    });
    expect(remove.body.error).toMatchObject({
      code: 'U-TRSY-CP-13',
      field: 'removeBankAccountIds.0',
    });
  });

  it('deactivates and activates; the list filters by status', async () => {
    const tokens = await freshOwner();
    const active = await created(tokens, { legalName: 'PT Aktif' });
    const dormant = await created(tokens, { legalName: 'PT Tidur' });
    const { body } = await call('PATCH', `/counterparties/${dormant.id}`, tokens, {
      status: 'INACTIVE',
    });
    expect(body.status).toBe('INACTIVE');
    expect((await allCounterparties(tokens, '&status=INACTIVE')).map((c) => c.legalName)).toEqual([
      'PT Tidur',
    ]);
    expect((await allCounterparties(tokens, '&status=ACTIVE')).map((c) => c.legalName)).toEqual([
      'PT Aktif',
    ]);
    const log = await activityOf(system.service.db, dormant.id);
    expect(log.filter((entry) => entry.action === 'UPDATED').map((entry) => entry.summary)).toEqual(
      [`Counterparty PT Tidur (${dormant.alias}) deactivated`],
    );
    expect(active.status).toBe('ACTIVE');
  });

  it('another organisation’s counterparty answers 404 to a change or a delete, exactly like a missing one, and stays', async () => {
    const theirs = await createCounterpartyRest(system, other);
    const missing = '00000000-0000-4000-8000-000000000000';
    const patchTheirs = await call('PATCH', `/counterparties/${theirs.id}`, owner, {
      alias: 'Diambil',
    });
    const patchMissing = await call('PATCH', `/counterparties/${missing}`, owner, {
      alias: 'Diambil',
    });
    expect(patchTheirs).toEqual(patchMissing);
    expect(patchTheirs.status).toBe(404);
    const deleteTheirs = await call('DELETE', `/counterparties/${theirs.id}`, owner);
    expect(deleteTheirs).toEqual(await call('DELETE', `/counterparties/${missing}`, owner));
    expect((await call('GET', `/counterparties/${theirs.id}`, other)).body.alias).toBe(
      theirs.alias,
    );
  });

  it('a member without counterparties:update may not change, and without counterparties:delete may not delete', async () => {
    const mine = await createCounterpartyRest(system, owner);
    const reader = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['counterparties:read', 'counterparties:delete'],
    });
    const updater = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['counterparties:read', 'counterparties:update'],
    });
    const change = await call('PATCH', `/counterparties/${mine.id}`, reader, {
      alias: 'Tidak Boleh',
    });
    expect(change.status).toBe(403);
    expect(change.body.error.message).toBe('You do not have the counterparties:update permission.');
    const removal = await call('DELETE', `/counterparties/${mine.id}`, updater);
    expect(removal.status).toBe(403);
    expect((await call('GET', `/counterparties/${mine.id}`, owner)).body.alias).toBe(mine.alias);
  });
});

describe('deleting a counterparty', () => {
  it('deletes it with its bank accounts, frees its alias and account numbers, and logs it', async () => {
    const tokens = await freshOwner();
    const doomed = await created(tokens, { alias: 'Akan Dihapus' });
    const { status } = await call('DELETE', `/counterparties/${doomed.id}`, tokens);
    expect(status).toBe(204);
    expect((await call('GET', `/counterparties/${doomed.id}`, tokens)).status).toBe(404);
    const again = await call(
      'POST',
      '/counterparties',
      tokens,
      counterpartyInput({
        alias: 'Akan Dihapus',
        bankAccounts: [
          {
            ...doomed.bankAccounts[0],
            id: undefined,
            bankName: undefined,
            internalBankAccountId: undefined,
            alias: null,
          },
        ],
      }),
    );
    expect(again.status).toBe(201);
    const log = await activityOf(system.service.db, doomed.id);
    expect(log.map((entry) => entry.action)).toEqual(['CREATED', 'DELETED']);
  });
});

describe('generated default counterparties', () => {
  it('every entity has one, whose bank accounts mirror the entity’s own, kept in step as they change', async () => {
    const tokens = await freshOwner();
    const entity = (await call('POST', '/entities', tokens, { name: 'Cabang Surabaya' })).body;
    let generated = await generatedOf(tokens, 'Cabang Surabaya');
    expect(generated).toMatchObject({
      legalName: 'Cabang Surabaya',
      alias: 'Cabang Surabaya',
      type: 'COMPANY',
      status: 'ACTIVE',
      generated: true,
      bankAccounts: [],
    });

    const account = (
      await call(
        'POST',
        '/bank-accounts',
        tokens,
        internalAccount({
          alias: 'Mandiri Surabaya',
          accountName: 'PT PEMILIK CABANG',
          entityId: entity.id,
        }),
      )
    ).body;
    generated = await generatedOf(tokens, 'Cabang Surabaya');
    expect(generated!.bankAccounts).toEqual([
      expect.objectContaining({
        bankCode: '008',
        accountNumber: account.accountNumber,
        accountName: 'PT PEMILIK CABANG',
        alias: 'Mandiri Surabaya',
        internalBankAccountId: account.id,
      }),
    ]);
    const mirrorId = generated!.bankAccounts[0]!.id;

    await call('PATCH', `/bank-accounts/${account.id}`, tokens, { alias: 'Mandiri SBY' });
    expect((await generatedOf(tokens, 'Cabang Surabaya'))!.bankAccounts[0]!.alias).toBe(
      'Mandiri SBY',
    );

    // The account moves to the default entity: its mirror moves, keeping its id.
    const defaultEntity = (await call('GET', '/entities', tokens)).body.items.find(
      (e: { isDefault: boolean }) => e.isDefault,
    );
    await call('PATCH', `/bank-accounts/${account.id}`, tokens, { entityId: defaultEntity.id });
    expect((await generatedOf(tokens, 'Cabang Surabaya'))!.bankAccounts).toEqual([]);
    expect((await generatedOf(tokens, 'Default'))!.bankAccounts.map((a) => a.id)).toEqual([
      mirrorId,
    ]);

    await call('PUT', `/entities/${entity.id}`, tokens, { name: 'Cabang Jawa Timur' });
    expect(await generatedOf(tokens, 'Cabang Surabaya')).toBeUndefined();
    expect(await generatedOf(tokens, 'Cabang Jawa Timur')).toMatchObject({
      legalName: 'Cabang Jawa Timur',
      alias: 'Cabang Jawa Timur',
    });

    expect((await call('DELETE', `/bank-accounts/${account.id}`, tokens)).status).toBe(204);
    expect((await generatedOf(tokens, 'Default'))!.bankAccounts).toEqual([]);
    expect((await call('DELETE', `/entities/${entity.id}`, tokens)).status).toBe(204);
    expect(await generatedOf(tokens, 'Cabang Jawa Timur')).toBeUndefined();
  });

  it('the default entity’s one is made with the default entity, on first use', async () => {
    const tokens = await freshOwner();
    expect((await allCounterparties(tokens)).filter((c) => c.generated)).toEqual([]);
    await call('GET', '/entities', tokens);
    expect(await generatedOf(tokens, 'Default')).toMatchObject({
      alias: 'Default',
      generated: true,
      entity: { name: 'Default', isDefault: true },
      bankAccounts: [],
    });
  });

  it('takes a free alias when a counterparty already has the entity’s name as alias, deterministically', async () => {
    const tokens = await freshOwner();
    await created(tokens, { alias: 'Gudang Bekasi' });
    await created(tokens, { alias: 'gudang bekasi (entity)' });
    await call('POST', '/entities', tokens, { name: 'Gudang Bekasi' });
    expect((await generatedOf(tokens, 'Gudang Bekasi'))!.alias).toBe('Gudang Bekasi (entity 2)');
  });

  it('cannot be changed or deleted by users', async () => {
    const tokens = await freshOwner();
    await call('GET', '/entities', tokens);
    const generated = (await generatedOf(tokens, 'Default'))!;
    for (const change of [{ alias: 'Milik Kami' }, { status: 'INACTIVE' }]) {
      const refused = await call('PATCH', `/counterparties/${generated.id}`, tokens, change);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'U-TRSY-CP-10',
        message: 'A generated default counterparty cannot be changed or deleted.',
      });
    }
    const deletion = await call('DELETE', `/counterparties/${generated.id}`, tokens);
    expect(deletion.body.error.code).toBe('U-TRSY-CP-10');
    expect(await read(tokens, generated.id)).toEqual(generated);
  });

  it('an own account a user’s counterparty holds is refused, and a counterparty cannot take an own account', async () => {
    const tokens = await freshOwner();
    const supplier = await created(tokens, {
      bankAccounts: [
        { bankCode: '008', accountNumber: '1379990001112', accountName: 'PT PEMASOK' },
      ],
    });
    const refused = await call(
      'POST',
      '/bank-accounts',
      tokens,
      internalAccount({ accountNumber: '1379990001112' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'U-TRSY-CP-14', field: 'accountNumber' });
    expect((await call('GET', '/bank-accounts', tokens)).body.items).toEqual([]);
    expect((await read(tokens, supplier.id)).bankAccounts).toHaveLength(1);

    const own = (await call('POST', '/bank-accounts', tokens, internalAccount())).body;
    const taking = await call(
      'POST',
      '/counterparties',
      tokens,
      counterpartyInput({
        bankAccounts: [
          {
            bankCode: own.bankCode,
            accountNumber: own.accountNumber,
            accountName: 'PT PEMILIK DATA',
          },
        ],
      }),
    );
    expect(taking.body.error).toMatchObject({
      code: 'U-TRSY-CP-1',
      field: 'bankAccounts.0.accountNumber',
    });
  });
});
