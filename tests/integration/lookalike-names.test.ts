import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameSkeleton } from '../../services/kit/text.js';
import type { System } from '../../system.js';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';

// Names and aliases that look alike (Cyrillic letters,
// combining marks, full-width forms, case) are one name; invisible, control
// and text-direction characters are refused, naming the field.

let system: System;
let owner: GraphQLClient;

type UserError = { field: string | null; code: string; message: string };
const COUNTERPARTY_CREATE = `mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id legalName alias bankAccounts { accountName alias } } userErrors { field code message } } }`;
const COUNTERPARTY_UPDATE = `mutation ($input: CounterpartyUpdateInput!) { counterpartyUpdate(input: $input) { counterparty { id alias } userErrors { field code message } } }`;
const COUNTERPARTIES = `query ($search: String) { counterparties(first: 100, search: $search) { totalCount } }`;
const BANK_ACCOUNT_CREATE = `mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id alias accountName } userErrors { field code message } } }`;
const ENTITY_CREATE = `mutation ($input: EntityCreateInput!) { entityCreate(input: $input) { entity { id name } userErrors { field code message } } }`;
const ENTITY_RENAME = `mutation ($input: EntityRenameInput!) { entityRename(input: $input) { entity { id name } userErrors { field code message } } }`;

type CounterpartyPayload = {
  counterparty: {
    id: string;
    legalName: string;
    alias: string;
    bankAccounts: { accountName: string; alias: string | null }[];
  } | null;
  userErrors: UserError[];
};
type BankAccountPayload = {
  bankAccount: { id: string; alias: string; accountName: string } | null;
  userErrors: UserError[];
};
type EntityPayload = { entity: { id: string; name: string } | null; userErrors: UserError[] };

let sequence = 6_600_000_000;
const nextNumber = () => String((sequence += 1));

async function createCounterparty(input: Record<string, unknown>): Promise<CounterpartyPayload> {
  const number = nextNumber();
  const full = {
    legalName: `PT Rekanan ${number}`,
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '014', accountNumber: number, accountName: 'PT REKANAN' }],
    ...input,
  };
  return (
    await owner.request<{ counterpartyCreate: CounterpartyPayload }>(COUNTERPARTY_CREATE, {
      input: full,
    })
  ).data!.counterpartyCreate;
}

async function createBankAccount(input: Record<string, unknown>): Promise<BankAccountPayload> {
  const full = {
    bankCode: '008',
    accountNumber: nextNumber(),
    accountName: 'PT PEMILIK',
    currency: 'IDR',
    connectionType: 'MANUAL',
    ...input,
  };
  return (
    await owner.request<{ bankAccountCreate: BankAccountPayload }>(BANK_ACCOUNT_CREATE, {
      input: full,
    })
  ).data!.bankAccountCreate;
}

async function createEntity(name: string): Promise<EntityPayload> {
  return (await owner.request<{ entityCreate: EntityPayload }>(ENTITY_CREATE, { input: { name } }))
    .data!.entityCreate;
}

const errorOf = (payload: { userErrors: UserError[] }) =>
  payload.userErrors.map(({ field, code }) => ({ field, code }));

/** Twenty different spellings that all read as `base` (a Latin name with a (twice), e, i, o and s in it). */
function lookAlikes(base: string): string[] {
  const swap = (text: string, from: string, to: string, nth = 0) => {
    let seen = -1;
    return [...text].map((c) => (c === from && ++seen === nth ? to : c)).join('');
  };
  const combining = (text: string, at: number, mark: string) =>
    text.slice(0, at + 1) + mark + text.slice(at + 1);
  const fullWidth = (text: string) =>
    [...text]
      .map((c) => (c === ' ' ? c : String.fromCodePoint(c.codePointAt(0)! + 0xfee0)))
      .join('');
  const variants = [
    base,
    base.toUpperCase(),
    base.toLowerCase(),
    fullWidth(base),
    swap(base, 'a', '\u0430'), // Cyrillic а
    swap(base, 'a', '\u0430', 1),
    swap(base, 'e', '\u0435'), // Cyrillic е
    swap(base, 'o', '\u043e'), // Cyrillic о
    swap(base, 'i', '\u0456'), // Cyrillic і
    swap(base, 's', '\u0455'), // Cyrillic ѕ
    swap(swap(base, 'a', '\u0430'), 'e', '\u0435'),
    swap(base, 'a', '\u03b1'), // Greek α
    combining(base, 0, '\u0301'), // combining acute
    combining(base, 1, '\u0308'), // combining diaeresis
    combining(base, 2, '\u0300'), // combining grave
    combining(base, 3, '\u0327'), // combining cedilla
    `${base}\u0301`,
    `  ${base}  `,
    base.replace(' ', '\u00a0'), // no-break space
    base.replace(' ', '  '),
  ];
  expect(new Set(variants).size).toBe(20);
  expect(new Set(variants.map(nameSkeleton)).size).toBe(1);
  return variants;
}

beforeAll(async () => {
  system = await workerSystem();
  const organization = await createOrganization(system);
  owner = await signedInClient(system.url, organization.owner);
});

afterAll(() => system?.stop());

describe('look-alike counterparty aliases', () => {
  it('refuses an alias that only looks different from a taken one (Cyrillic, combining marks, full-width, case) and stores nothing', async () => {
    expect(errorOf(await createCounterparty({ alias: 'Sinar Niaga' }))).toEqual([]);
    for (const alias of [
      'S\u0456nar Niaga',
      'Sinar N\u0456aga',
      'Sinar Nia\u0261a',
      'Sina\u0301r Niaga',
      'ＳＩＮＡＲ ＮＩＡＧＡ',
      'SINAR NIAGA',
      'Sinar  Niaga',
    ]) {
      expect(errorOf(await createCounterparty({ alias })), alias).toEqual([
        { field: 'alias', code: 'U-TRSY-CP-2' },
      ]);
    }
    const listed = await owner.request<{ counterparties: { totalCount: number } }>(COUNTERPARTIES, {
      search: 'Niaga',
    });
    expect(listed.data!.counterparties.totalCount).toBe(1);
  });

  it('refuses a rename to a look-alike of another counterparty’s alias', async () => {
    expect(errorOf(await createCounterparty({ alias: 'Bumi Raya' }))).toEqual([]);
    const other = await createCounterparty({ alias: 'Bumi Jaya' });
    const renamed = await owner.request<{ counterpartyUpdate: { userErrors: UserError[] } }>(
      COUNTERPARTY_UPDATE,
      {
        input: { counterpartyId: other.counterparty!.id, alias: 'Bumi R\u0430ya' },
      },
    );
    expect(errorOf(renamed.data!.counterpartyUpdate)).toEqual([
      { field: 'alias', code: 'U-TRSY-CP-2' },
    ]);
  });

  it('refuses zero-width, bidirectional and control characters in names, naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ alias: 'Tirta\u200BAbadi' }, 'alias'],
      [{ alias: 'Tirta\u200DAbadi' }, 'alias'],
      [{ alias: 'Tirta Abadi\u2060' }, 'alias'],
      [{ alias: '\uFEFFTirta Abadi' }, 'alias'],
      [{ alias: 'Tirta \u202EidabA' }, 'alias'],
      [{ alias: 'Tirta \u2066Abadi\u2069' }, 'alias'],
      [{ alias: 'Tirta Abadi\u200F' }, 'alias'],
      [{ alias: 'Tirta\u061CAbadi' }, 'alias'],
      [{ alias: 'Tirta Abadi', legalName: 'PT Tirta\u202DAbadi' }, 'legalName'],
      [{ alias: 'Tirta Abadi', externalId: 'ERP-1\u200E' }, 'externalId'],
      [
        {
          alias: 'Tirta Abadi',
          bankAccounts: [
            { bankCode: '014', accountNumber: nextNumber(), accountName: 'PT TIRTA\u200BABADI' },
          ],
        },
        'bankAccounts.0.accountName',
      ],
      [
        {
          alias: 'Tirta Abadi',
          bankAccounts: [
            {
              bankCode: '014',
              accountNumber: nextNumber(),
              accountName: 'PT TIRTA',
              alias: 'Utama\u202E',
            },
          ],
        },
        'bankAccounts.0.alias',
      ],
    ];
    for (const [input, field] of cases) {
      const refused = await createCounterparty(input);
      expect(errorOf(refused), JSON.stringify(input)).toEqual([
        { field, code: 'INVALID_CHARACTERS' },
      ]);
      expect(refused.userErrors[0]!.message).toMatch(
        /invisible, control or text-direction characters \(found U\+[0-9A-F]{4}\)/,
      );
    }
    // Control characters (tab, BEL) may already be refused at the GraphQL edge, which names the field too.
    for (const [input, field] of [
      [{ alias: 'Tirta\tAbadi' }, 'alias'],
      [{ alias: 'Tirta Abadi', externalId: 'ERP\u0007-1' }, 'externalId'],
    ] as const) {
      const full = {
        legalName: 'PT Tirta Abadi',
        type: 'COMPANY',
        bankAccounts: [{ bankCode: '014', accountNumber: nextNumber(), accountName: 'PT TIRTA' }],
        ...input,
      };
      const answer = await owner.request<{ counterpartyCreate: CounterpartyPayload }>(
        COUNTERPARTY_CREATE,
        { input: full },
      );
      const refusal = answer.data
        ? errorOf(answer.data.counterpartyCreate)[0]
        : {
            field: String(answer.errors?.[0]?.extensions?.field).replace(/^input\./, ''),
            code: 'INVALID_CHARACTERS',
          };
      expect(refusal, JSON.stringify(input)).toEqual({ field, code: 'INVALID_CHARACTERS' });
    }
    const listed = await owner.request<{ counterparties: { totalCount: number } }>(COUNTERPARTIES, {
      search: 'Tirta',
    });
    expect(listed.data!.counterparties.totalCount).toBe(0);
  });

  it('stores names in NFKC, trimmed', async () => {
    const created = await createCounterparty({
      alias: '  Ｍｅｋａｒ Ｊａｙａ ',
      legalName: 'PT Meka\u0301r Jaya',
      bankAccounts: [
        {
          bankCode: '014',
          accountNumber: nextNumber(),
          accountName: 'ＰＴ ＭＥＫＡＲ',
          alias: ' Ｏｐｓ ',
        },
      ],
    });
    expect(errorOf(created)).toEqual([]);
    expect(created.counterparty).toMatchObject({
      alias: 'Mekar Jaya',
      legalName: 'PT Mekár Jaya',
      bankAccounts: [{ accountName: 'PT MEKAR', alias: 'Ops' }],
    });
  });

  it('of twenty look-alike aliases created at once, exactly one is stored', async () => {
    const results = await Promise.all(
      lookAlikes('Cahaya Sentosa Abadi').map((alias) => createCounterparty({ alias })),
    );
    expect(results.filter((result) => result.counterparty)).toHaveLength(1);
    const refused = results.filter((result) => !result.counterparty);
    expect(refused.map(errorOf)).toEqual(
      Array.from({ length: 19 }, () => [{ field: 'alias', code: 'U-TRSY-CP-2' }]),
    );
  });
});

describe('look-alike bank account aliases', () => {
  it('refuses a look-alike alias and invisible characters, naming the field', async () => {
    expect(errorOf(await createBankAccount({ alias: 'Kas Besar' }))).toEqual([]);
    expect(errorOf(await createBankAccount({ alias: 'K\u0430s Besar' }))).toEqual([
      { field: 'alias', code: 'U-TRSY-BA-2' },
    ]);
    expect(errorOf(await createBankAccount({ alias: 'Kas Be\u0301sar' }))).toEqual([
      { field: 'alias', code: 'U-TRSY-BA-2' },
    ]);
    expect(errorOf(await createBankAccount({ alias: 'Kas\u200B Kecil' }))).toEqual([
      { field: 'alias', code: 'INVALID_CHARACTERS' },
    ]);
    expect(
      errorOf(await createBankAccount({ alias: 'Kas Kecil', accountName: 'PT \u202EPEMILIK' })),
    ).toEqual([{ field: 'accountName', code: 'INVALID_CHARACTERS' }]);
  });

  it('of twenty look-alike aliases created at once, exactly one is stored', async () => {
    const results = await Promise.all(
      lookAlikes('Giro Operasi Utama').map((alias) => createBankAccount({ alias })),
    );
    expect(results.filter((result) => result.bankAccount)).toHaveLength(1);
    expect(results.filter((result) => !result.bankAccount).map(errorOf)).toEqual(
      Array.from({ length: 19 }, () => [{ field: 'alias', code: 'U-TRSY-BA-2' }]),
    );
  });
});

describe('look-alike entity names', () => {
  it('refuses a look-alike name on create and rename, and invisible characters', async () => {
    expect(errorOf(await createEntity('PT Anak Usaha'))).toEqual([]);
    expect(errorOf(await createEntity('PT \u0410nak Usaha'))).toEqual([
      { field: 'name', code: 'U-TRSY-EN-1' },
    ]);
    const other = await createEntity('PT Cucu Usaha');
    const renamed = await owner.request<{ entityRename: EntityPayload }>(ENTITY_RENAME, {
      input: { entityId: other.entity!.id, name: 'pt anak usaha\u0301' },
    });
    expect(errorOf(renamed.data!.entityRename)).toEqual([{ field: 'name', code: 'U-TRSY-EN-1' }]);
    expect(errorOf(await createEntity('PT Cabang\u2067 Usaha'))).toEqual([
      { field: 'name', code: 'INVALID_CHARACTERS' },
    ]);
  });

  it('of twenty look-alike names created at once, exactly one is stored', async () => {
    const results = await Promise.all(
      lookAlikes('Kantor Wilayah Semarang Pesisir').map((name) => createEntity(name)),
    );
    expect(results.filter((result) => result.entity)).toHaveLength(1);
    expect(results.filter((result) => !result.entity).map(errorOf)).toEqual(
      Array.from({ length: 19 }, () => [{ field: 'name', code: 'U-TRSY-EN-1' }]),
    );
  });
});

describe('role names', () => {
  const ROLE_CREATE = `mutation ($input: RoleInput!) { roleCreate(input: $input) { role { id name } userErrors { field code message } } }`;
  const ROLE_UPDATE = `mutation ($input: RoleUpdateInput!) { roleUpdate(input: $input) { role { id name } userErrors { field code message } } }`;
  type RolePayload = { role: { id: string; name: string } | null; userErrors: UserError[] };
  const create = async (name: string) =>
    (
      await owner.request<{ roleCreate: RolePayload }>(ROLE_CREATE, {
        input: { name, permissions: ['counterparties:read'] },
      })
    ).data!.roleCreate;

  it('are stored in NFKC, trimmed, and refuse invisible, control and text-direction characters', async () => {
    expect(errorOf(await create('Pemeriksa\u202E'))).toEqual([
      { field: 'name', code: 'INVALID_CHARACTERS' },
    ]);
    expect(errorOf(await create('Peme\u200Briksa'))).toEqual([
      { field: 'name', code: 'INVALID_CHARACTERS' },
    ]);
    expect((await create(' Ｐｅｍｅｒｉｋｓａ ')).role).toMatchObject({ name: 'Pemeriksa' });
  });

  it('refuse a look-alike of a taken name on create and rename, a built-in one included', async () => {
    expect(errorOf(await create('Kasir Cabang'))).toEqual([]);
    expect(errorOf(await create('K\u0430sir Cabang'))).toEqual([
      { field: 'name', code: 'U-ACC-RL-2' },
    ]);
    expect(errorOf(await create('\u0410pprover'))).toEqual([{ field: 'name', code: 'U-ACC-RL-2' }]);
    const other = await create('Kasir Pusat');
    const renamed = await owner.request<{ roleUpdate: RolePayload }>(ROLE_UPDATE, {
      input: {
        roleId: other.role!.id,
        name: 'KASIR  CABANG',
        permissions: ['counterparties:read'],
      },
    });
    expect(errorOf(renamed.data!.roleUpdate)).toEqual([{ field: 'name', code: 'U-ACC-RL-2' }]);
  });

  it('of twenty look-alike names created at once, exactly one is stored', async () => {
    const results = await Promise.all(
      lookAlikes('Koperasi Simpan Dana').map((name) => create(name)),
    );
    expect(results.filter((result) => result.role)).toHaveLength(1);
    expect(results.filter((result) => !result.role).map(errorOf)).toEqual(
      Array.from({ length: 19 }, () => [{ field: 'name', code: 'U-ACC-RL-2' }]),
    );
  });
});
