import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { addMember, addMemberInBuiltInRole, createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';

let system: System;
let owner: GraphQLClient;
let ownerOrganizationId: string;
let stranger: GraphQLClient;

const COUNTERPARTY = `id legalName alias email type externalId taxNumber status generated entity { name isDefault }
  bankAccounts { id bank { code } accountNumber accountName alias } createdBy { fullName } createdAt updatedAt`;
const CREATE = `mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { ${COUNTERPARTY} } userErrors { field code message } } }`;
const UPDATE = `mutation ($input: CounterpartyUpdateInput!) { counterpartyUpdate(input: $input) { counterparty { ${COUNTERPARTY} } userErrors { field code message } } }`;
const DELETE = `mutation ($input: CounterpartyDeleteInput!) { counterpartyDelete(input: $input) { deletedCounterpartyId userErrors { field code message } } }`;
const READ = `query ($id: ID!) { counterparty(id: $id) { ${COUNTERPARTY} } }`;

type Account = {
  id: string;
  bank: { code: string };
  accountNumber: string;
  accountName: string;
  alias: string | null;
};
type Counterparty = {
  id: string;
  legalName: string;
  alias: string;
  email: string | null;
  type: string;
  externalId: string | null;
  taxNumber: string | null;
  status: string;
  generated: boolean;
  entity: { name: string; isDefault: boolean } | null;
  bankAccounts: Account[];
  createdBy: { fullName: string } | null;
};
type Payload = {
  counterparty: Counterparty | null;
  userErrors: { field: string | null; code: string; message: string }[];
};

let sequence = 4_400_000_000;
const newAccount = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    bankCode: '014',
    accountNumber: String(sequence),
    accountName: 'PT REKANAN GRAPHQL',
    ...overrides,
  };
};

async function create(
  client: GraphQLClient,
  overrides: Record<string, unknown> = {},
): Promise<Counterparty> {
  sequence += 1;
  const input = {
    legalName: `PT Rekanan ${sequence}`,
    alias: `Rekanan ${sequence}`,
    email: `ap${sequence}@rekanan.co.id`,
    type: 'COMPANY',
    bankAccounts: [newAccount()],
    ...overrides,
  };
  const result = await client.request<{ counterpartyCreate: Payload }>(CREATE, { input });
  expect(result.data!.counterpartyCreate.userErrors).toEqual([]);
  return result.data!.counterpartyCreate.counterparty!;
}

async function update(client: GraphQLClient, input: Record<string, unknown>) {
  return client.request<{ counterpartyUpdate: Payload }>(UPDATE, { input });
}

async function read(client: GraphQLClient, id: string): Promise<Counterparty | null> {
  return (await client.request<{ counterparty: Counterparty | null }>(READ, { id })).data!
    .counterparty;
}

beforeAll(async () => {
  system = await workerSystem();
  const mine = await createOrganization(system);
  ownerOrganizationId = mine.organizationId;
  owner = await signedInClient(system.url, mine.owner);
  const theirs = await createOrganization(system);
  stranger = await signedInClient(system.url, theirs.owner);
});

afterAll(() => system?.stop());

describe('counterparties through GraphQL: reading and editing', () => {
  it('reads one counterparty with its status, external id, bank accounts and creator', async () => {
    const created = await create(owner, {
      legalName: 'PT Sumber Makmur Sejahtera',
      alias: 'Sumber Makmur',
      externalId: 'ERP-SM-01',
    });
    expect(await read(owner, created.id)).toMatchObject({
      legalName: 'PT Sumber Makmur Sejahtera',
      alias: 'Sumber Makmur',
      externalId: 'ERP-SM-01',
      status: 'ACTIVE',
      generated: false,
      entity: null,
      createdBy: { fullName: 'Pemilik Uji' },
    });
  });

  it('edits names, email, type, external id and status, and adds, aliases and removes bank accounts in one change', async () => {
    const created = await create(owner, {
      bankAccounts: [newAccount(), newAccount({ bankCode: '008', accountNumber: '1370077700001' })],
    });
    const [first, second] = created.bankAccounts;
    const added = newAccount({ bankCode: '009', alias: 'Gaji' });
    const { data } = await update(owner, {
      counterpartyId: created.id,
      legalName: 'PT Nama Baru',
      alias: `Baru ${created.alias}`,
      email: null,
      type: 'INDIVIDUAL',
      externalId: 'ERP-BARU-7',
      status: 'INACTIVE',
      addBankAccounts: [added],
      updateBankAccounts: [{ id: second!.id, alias: 'Operasional' }],
      removeBankAccountIds: [first!.id],
    });
    expect(data!.counterpartyUpdate.userErrors).toEqual([]);
    expect(data!.counterpartyUpdate.counterparty).toMatchObject({
      legalName: 'PT Nama Baru',
      email: null,
      type: 'INDIVIDUAL',
      externalId: 'ERP-BARU-7',
      status: 'INACTIVE',
    });
    expect(
      data!.counterpartyUpdate.counterparty!.bankAccounts.map((a) => [
        a.bank.code,
        a.accountNumber,
        a.alias,
      ]),
    ).toEqual([
      ['008', '1370077700001', 'Operasional'],
      ['009', added.accountNumber, 'Gaji'],
    ]);
  });

  it('takes a tax number (NPWP) as its digits, refuses a malformed one on its field with U-TRSY-CP-15, and clears it with null', async () => {
    const created = await create(owner, { taxNumber: '01.234.567.8-901.000' });
    expect(created.taxNumber).toBe('012345678901000');
    const refused = await update(owner, { counterpartyId: created.id, taxNumber: '12345' });
    expect(refused.data!.counterpartyUpdate.userErrors).toEqual([
      {
        field: 'taxNumber',
        code: 'U-TRSY-CP-15',
        message: 'The tax number (NPWP) has 15 or 16 digits.',
      },
    ]);
    expect((await read(owner, created.id))!.taxNumber).toBe('012345678901000');
    const cleared = await update(owner, { counterpartyId: created.id, taxNumber: null });
    expect(cleared.data!.counterpartyUpdate.counterparty!.taxNumber).toBeNull();
  });

  it('refuses a change of account number or name on account with U-TRSY-CP-9 on the field, and changes nothing', async () => {
    const created = await create(owner);
    const account = created.bankAccounts[0]!;
    for (const [change, field] of [
      [{ accountNumber: '5270000000' }, 'updateBankAccounts.0.accountNumber'],
      [{ accountName: 'PT LAIN' }, 'updateBankAccounts.0.accountName'],
    ] as const) {
      const { data } = await update(owner, {
        counterpartyId: created.id,
        alias: 'Tidak Jadi',
        updateBankAccounts: [{ id: account.id, ...change }],
      });
      expect(data!.counterpartyUpdate).toEqual({
        counterparty: null,
        userErrors: [
          {
            field,
            code: 'U-TRSY-CP-9',
            message:
              'The bank, account number and name on account of a bank account cannot be changed.',
          },
        ],
      });
    }
    expect(await read(owner, created.id)).toEqual(created);
  });

  it('refuses a bank account another counterparty holds, and an alias or external id in use', async () => {
    const holder = await create(owner, { externalId: `EXT-${sequence}` });
    const created = await create(owner);
    const taken = holder.bankAccounts[0]!;
    for (const [change, field, code, message] of [
      [
        {
          addBankAccounts: [
            { bankCode: taken.bank.code, accountNumber: taken.accountNumber, accountName: 'X' },
          ],
        },
        'addBankAccounts.0.accountNumber',
        'U-TRSY-CP-1',
        'This bank account is already registered.',
      ],
      [
        { alias: holder.alias.toUpperCase() },
        'alias',
        'U-TRSY-CP-2',
        'This alias is already used by another counterparty.',
      ],
      [
        { externalId: holder.externalId },
        'externalId',
        'U-TRSY-CP-11',
        'This external id is already used by another counterparty.',
      ],
      [
        { removeBankAccountIds: [created.bankAccounts[0]!.id] },
        'removeBankAccountIds',
        'U-TRSY-CP-12',
        'A counterparty keeps at least one bank account.',
      ],
    ] as const) {
      const { data } = await update(owner, { counterpartyId: created.id, ...change });
      expect(data!.counterpartyUpdate.userErrors, field).toEqual([{ field, code, message }]);
    }
    expect(await read(owner, created.id)).toEqual(created);
  });
});

describe('counterparties through GraphQL: listing, deleting and generated ones', () => {
  it('lists only inactive counterparties with the status filter', async () => {
    const { owner: credentials } = await createOrganization(system);
    const client = await signedInClient(system.url, credentials);
    const kept = await create(client, { legalName: 'PT Masih Aktif' });
    const dormant = await create(client, { legalName: 'PT Sudah Tidak Aktif' });
    await update(client, { counterpartyId: dormant.id, status: 'INACTIVE' });
    const list = async (status: string) =>
      (
        await client.request<{
          counterparties: { totalCount: number; edges: { node: { legalName: string } }[] };
        }>(
          'query ($status: CounterpartyStatus) { counterparties(first: 10, status: $status) { totalCount edges { node { legalName } } } }',
          { status },
        )
      ).data!.counterparties;
    expect(await list('INACTIVE')).toEqual({
      totalCount: 1,
      edges: [{ node: { legalName: 'PT Sudah Tidak Aktif' } }],
    });
    expect((await list('ACTIVE')).edges.map((edge) => edge.node.legalName)).toEqual([
      kept.legalName,
    ]);
  });

  it('sorts the list by a column in either direction, and refuses a cursor of another sort', async () => {
    const { owner: credentials } = await createOrganization(system);
    const client = await signedInClient(system.url, credentials);
    await create(client, { legalName: 'PT Bayu Angkasa', alias: 'Zaitun' });
    await create(client, { legalName: 'PT Abadi Jaya', alias: 'Yasmin' });
    const list = async (variables: Record<string, unknown>) =>
      client.request<{
        counterparties: { pageInfo: { endCursor: string }; edges: { node: { alias: string } }[] };
      }>(
        'query ($sort: CounterpartySort, $dir: SortDirection, $after: String) { counterparties(first: 1, after: $after, sort: $sort, sortDirection: $dir) { pageInfo { endCursor } edges { node { alias } } } }',
        variables,
      );
    const aliasesOf = (page: Awaited<ReturnType<typeof list>>) =>
      page.data!.counterparties.edges.map((edge) => edge.node.alias);
    expect(aliasesOf(await list({}))).toEqual(['Yasmin']);
    const first = await list({ sort: 'ALIAS', dir: 'DESC' });
    expect(aliasesOf(first)).toEqual(['Zaitun']);
    expect(
      aliasesOf(
        await list({
          sort: 'ALIAS',
          dir: 'DESC',
          after: first.data!.counterparties.pageInfo.endCursor,
        }),
      ),
    ).toEqual(['Yasmin']);
    const mixed = await list({
      sort: 'NAME',
      after: first.data!.counterparties.pageInfo.endCursor,
    });
    expect(mixed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('deletes a counterparty: it is gone from the detail and the list', async () => {
    const created = await create(owner);
    const { data } = await owner.request<{
      counterpartyDelete: { deletedCounterpartyId: string | null; userErrors: unknown[] };
    }>(DELETE, { input: { counterpartyId: created.id } });
    expect(data!.counterpartyDelete).toEqual({ deletedCounterpartyId: created.id, userErrors: [] });
    expect(await read(owner, created.id)).toBeNull();
  });

  it('an entity’s generated default counterparty mirrors its accounts and can be neither edited nor deleted', async () => {
    const { owner: credentials } = await createOrganization(system);
    const client = await signedInClient(system.url, credentials);
    const entity = await client.request<{ entityCreate: { entity: { id: string } } }>(
      'mutation { entityCreate(input: { name: "Cabang Medan" }) { entity { id } } }',
    );
    await client.request(
      'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { userErrors { code } } }',
      {
        input: {
          bankCode: '002',
          accountNumber: '034101000999888',
          accountName: 'PT CABANG MEDAN',
          alias: 'BRI Medan',
          currency: 'IDR',
          connectionType: 'MANUAL',
          entityId: entity.data!.entityCreate.entity.id,
        },
      },
    );
    const listed = await client.request<{ counterparties: { edges: { node: Counterparty }[] } }>(
      `{ counterparties(first: 10) { edges { node { ${COUNTERPARTY} } } } }`,
    );
    const generated = listed
      .data!.counterparties.edges.map((edge) => edge.node)
      .find((node) => node.generated)!;
    expect(generated).toMatchObject({
      legalName: 'Cabang Medan',
      alias: 'Cabang Medan',
      type: 'COMPANY',
      entity: { name: 'Cabang Medan', isDefault: false },
      createdBy: null,
      bankAccounts: [
        expect.objectContaining({
          bank: { code: '002' },
          accountNumber: '034101000999888',
          accountName: 'PT CABANG MEDAN',
          alias: 'BRI Medan',
        }),
      ],
    });
    const refused = {
      code: 'U-TRSY-CP-10',
      field: null,
      message: 'A generated default counterparty cannot be changed or deleted.',
    };
    expect(
      (await update(client, { counterpartyId: generated.id, status: 'INACTIVE' })).data!
        .counterpartyUpdate.userErrors,
    ).toEqual([refused]);
    const deletion = await client.request<{ counterpartyDelete: { userErrors: unknown[] } }>(
      DELETE,
      { input: { counterpartyId: generated.id } },
    );
    expect(deletion.data!.counterpartyDelete.userErrors).toEqual([refused]);
    expect(await read(client, generated.id)).toEqual(generated);
  });
});

describe('counterparties through GraphQL: tenancy and permissions', () => {
  it('another organisation’s counterparty is NOT_FOUND to a change or a delete, null to a read, and stays as it was', async () => {
    const theirs = await create(stranger, { alias: 'Milik Orang Lain' });
    const changed = await update(owner, { counterpartyId: theirs.id, alias: 'Diambil Alih' });
    expect(changed.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    const deleted = await owner.request(DELETE, { input: { counterpartyId: theirs.id } });
    expect(deleted.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(await read(owner, theirs.id)).toBeNull();
    const mine = await create(owner);
    const foreignAccount = await update(owner, {
      counterpartyId: mine.id,
      removeBankAccountIds: [theirs.bankAccounts[0]!.id],
    });
    expect(foreignAccount.data!.counterpartyUpdate.userErrors).toEqual([
      {
        field: 'removeBankAccountIds.0',
        code: 'U-TRSY-CP-13',
        message: 'This bank account is not one of the counterparty’s.',
      },
    ]);
    expect(await read(stranger, theirs.id)).toEqual(theirs);
  });

  it('a member without the permission is FORBIDDEN: a maker cannot delete, a reader cannot edit', async () => {
    const created = await create(owner);
    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, ownerOrganizationId, 'MAKER'),
    );
    const deletion = await maker.request(DELETE, { input: { counterpartyId: created.id } });
    expect(deletion.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const reader = await signedInClient(
      system.url,
      await addMember(system, ownerOrganizationId, ['counterparties:read']),
    );
    const change = await update(reader, { counterpartyId: created.id, alias: 'Tidak Boleh' });
    expect(change.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const edited = await update(maker, { counterpartyId: created.id, email: 'baru@rekanan.co.id' });
    expect(edited.data!.counterpartyUpdate.counterparty!.email).toBe('baru@rekanan.co.id');
    expect((await read(owner, created.id))!.alias).toBe(created.alias);
  });
});
