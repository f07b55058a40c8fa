import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  createCounterpartyRest,
  createOrganization,
  signInRest,
} from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { reconciliationStateColumns } from '../support/treasury.js';

let system: System;
let browser: GraphQLClient;
let theirs: GraphQLClient;
let organizationId: string;
let counterpartyId: string;
let theirCounterpartyId: string;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');
const serviceId = (id: string) => Buffer.from(id, 'base64url').toString('utf8').split(':')[1]!;

const FIELDS = `id date description amount { amount currency } direction internalDescription externalId reconciliationStatus reconciledAmount { amount currency }
  editable deletable reconciliationData { key value } counterparty { id alias legalName } bankAccount { id alias } createdBy { email }`;
const CREATE = `mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { ${FIELDS} } expectedTransactionEdge { cursor node { id } } userErrors { field code message } } }`;
const UPDATE = `mutation ($input: ExpectedTransactionUpdateInput!) { expectedTransactionUpdate(input: $input) { expectedTransaction { ${FIELDS} } userErrors { field code message } } }`;
const DELETE = `mutation ($input: ExpectedTransactionDeleteInput!) { expectedTransactionDelete(input: $input) { deletedExpectedTransactionId userErrors { field code message } } }`;
const LIST = `query ($first: Int, $after: String, $dateFrom: Date, $dateTo: Date, $direction: TransactionDirection, $reconciliationStatus: ReconciliationStatus, $counterpartyId: ID, $amountMin: Decimal, $amountMax: Decimal, $search: String) {
  expectedTransactions(first: $first, after: $after, dateFrom: $dateFrom, dateTo: $dateTo, direction: $direction, reconciliationStatus: $reconciliationStatus, counterpartyId: $counterpartyId, amountMin: $amountMin, amountMax: $amountMax, search: $search) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id description date amount { amount } } }
  }
}`;

type Node = {
  id: string;
  description: string;
  date: string;
  amount: { amount: string; currency: string };
  editable: boolean;
  deletable: boolean;
  [key: string]: unknown;
};
type Payload = {
  expectedTransaction: Node | null;
  userErrors: { field: string | null; code: string; message: string }[];
};
type ListAnswer = {
  expectedTransactions: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Node }[];
  };
};

const input = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-12-05',
  description: 'Pelunasan faktur INV/2026/12/0001',
  amount: '15750000.00',
  direction: 'CREDIT',
  ...overrides,
});

async function create(
  client: GraphQLClient,
  overrides: Record<string, unknown> = {},
): Promise<Node> {
  const result = await client.request<{ expectedTransactionCreate: Payload }>(CREATE, {
    input: input(overrides),
  });
  const payload = result.data!.expectedTransactionCreate;
  if (!payload.expectedTransaction) throw new Error(JSON.stringify(result));
  return payload.expectedTransaction;
}

const setStatus = (id: string, status: 'PARTIAL' | 'RECONCILED' | 'ARCHIVED') =>
  system.treasury.db
    .updateTable('expected_transactions')
    .set(reconciliationStateColumns(status))
    .where('id', '=', serviceId(id))
    .execute();

beforeAll(async () => {
  system = await workerSystem();
  const mine = await createOrganization(system, 'PT Cahaya Sentosa');
  organizationId = mine.organizationId;
  browser = await signedInClient(system.url, mine.owner);
  counterpartyId = globalId(
    'Counterparty',
    (
      await createCounterpartyRest(system, await signInRest(system, mine.owner), {
        legalName: 'PT Baja Prima Utama',
        alias: 'Baja Prima',
      })
    ).id,
  );

  const other = await createOrganization(system, 'PT Organisasi Seberang');
  theirs = await signedInClient(system.url, other.owner);
  theirCounterpartyId = globalId(
    'Counterparty',
    (await createCounterpartyRest(system, await signInRest(system, other.owner))).id,
  );
});

afterAll(() => system?.stop());

describe('expected transactions through GraphQL: creating and editing', () => {
  it('creates one with Money amounts, its counterparty, additional data and creator, and fetches it as a node', async () => {
    const result = await browser.request<{
      expectedTransactionCreate: Payload & {
        expectedTransactionEdge: { cursor: string; node: { id: string } };
      };
    }>(CREATE, {
      input: input({
        counterpartyId,
        direction: 'DEBIT',
        amount: '48500000.5',
        internalDescription: 'Baja ringan proyek Bekasi',
        externalId: 'ERP-PO-2026-0451',
        reconciliationData: [{ key: 'invoice_number', value: 'INV/BP/2026/0451' }],
      }),
    });
    const payload = result.data!.expectedTransactionCreate;
    expect(payload.userErrors).toEqual([]);
    expect(payload.expectedTransaction).toMatchObject({
      date: '2026-12-05',
      amount: { amount: '48500000.50', currency: 'IDR' },
      reconciledAmount: { amount: '0.00', currency: 'IDR' },
      direction: 'DEBIT',
      reconciliationStatus: 'UNRECONCILED',
      editable: true,
      deletable: true,
      externalId: 'ERP-PO-2026-0451',
      reconciliationData: [{ key: 'invoice_number', value: 'INV/BP/2026/0451' }],
      counterparty: { id: counterpartyId, alias: 'Baja Prima', legalName: 'PT Baja Prima Utama' },
      bankAccount: null,
    });
    expect((payload.expectedTransaction!.createdBy as { email: string }).email).toMatch(/^owner-/);
    expect(payload.expectedTransactionEdge.node.id).toBe(payload.expectedTransaction!.id);
    const node = await browser.request<{ node: { __typename: string; description: string } }>(
      'query ($id: ID!) { node(id: $id) { __typename ... on ExpectedTransaction { description } } }',
      {
        id: payload.expectedTransaction!.id,
      },
    );
    expect(node.data!.node).toEqual({
      __typename: 'ExpectedTransaction',
      description: 'Pelunasan faktur INV/2026/12/0001',
    });
  });

  it('refuses a taken external id, a zero amount and another organisation’s counterparty (as not found), creating nothing', async () => {
    await create(browser, { externalId: 'ERP-UNIK-1' });
    const before = (await browser.request<ListAnswer>(LIST)).data!.expectedTransactions.totalCount;
    const cases: [
      Record<string, unknown>,
      { field: string | null; code: string; message: string },
    ][] = [
      [
        { externalId: 'ERP-UNIK-1' },
        {
          field: 'externalId',
          code: 'U-TRSY-ET-6',
          message: 'This external id is already used by another expected transaction.',
        },
      ],
      [
        { amount: '0' },
        {
          field: 'amount',
          code: 'U-TRSY-ET-8',
          message: 'Enter an amount greater than zero with at most two decimals.',
        },
      ],
      [
        { counterpartyId: theirCounterpartyId },
        { field: 'counterpartyId', code: 'U-TRSY-ET-15', message: 'Counterparty not found.' },
      ],
      [
        { counterpartyId: globalId('Counterparty', randomUUID()) },
        { field: 'counterpartyId', code: 'U-TRSY-ET-15', message: 'Counterparty not found.' },
      ],
      [
        { counterpartyId: globalId('Role', randomUUID()) },
        { field: 'counterpartyId', code: 'U-TRSY-ET-15', message: 'Counterparty not found.' },
      ],
    ];
    for (const [overrides, userError] of cases) {
      const refused = await browser.request<{ expectedTransactionCreate: Payload }>(CREATE, {
        input: input(overrides),
      });
      expect(refused.data!.expectedTransactionCreate).toMatchObject({
        expectedTransaction: null,
        userErrors: [userError],
      });
    }
    expect((await browser.request<ListAnswer>(LIST)).data!.expectedTransactions.totalCount).toBe(
      before,
    );
  });

  it('edits only while unreconciled and deletes only while nothing of it is reconciled', async () => {
    const made = await create(browser, { counterpartyId, internalDescription: 'Catatan lama' });
    const edited = await browser.request<{ expectedTransactionUpdate: Payload }>(UPDATE, {
      input: {
        expectedTransactionId: made.id,
        amount: '16000000',
        description: 'Pelunasan faktur INV/2026/12/0001 (revisi)',
        internalDescription: null,
        counterpartyId: null,
      },
    });
    expect(edited.data!.expectedTransactionUpdate.userErrors).toEqual([]);
    expect(edited.data!.expectedTransactionUpdate.expectedTransaction).toMatchObject({
      amount: { amount: '16000000.00' },
      description: 'Pelunasan faktur INV/2026/12/0001 (revisi)',
      internalDescription: null,
      counterparty: null,
      date: '2026-12-05',
    });

    await setStatus(made.id, 'PARTIAL');
    const refusedEdit = await browser.request<{ expectedTransactionUpdate: Payload }>(UPDATE, {
      input: { expectedTransactionId: made.id, amount: '1.00' },
    });
    expect(refusedEdit.data!.expectedTransactionUpdate.userErrors).toEqual([
      {
        field: null,
        code: 'U-TRSY-ET-2',
        message: 'This expected transaction is already reconciled and can no longer be changed.',
      },
    ]);
    const refusedDelete = await browser.request<{
      expectedTransactionDelete: {
        deletedExpectedTransactionId: string | null;
        userErrors: { code: string }[];
      };
    }>(DELETE, {
      input: { expectedTransactionId: made.id },
    });
    expect(refusedDelete.data!.expectedTransactionDelete).toMatchObject({
      deletedExpectedTransactionId: null,
      userErrors: [{ code: 'U-TRSY-ET-7' }],
    });
    const flags = await browser.request<{
      node: { editable: boolean; deletable: boolean; reconciliationStatus: string };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on ExpectedTransaction { editable deletable reconciliationStatus } } }',
      { id: made.id },
    );
    expect(flags.data!.node).toEqual({
      editable: false,
      deletable: false,
      reconciliationStatus: 'PARTIAL',
    });

    await setStatus(made.id, 'ARCHIVED');
    const deleted = await browser.request<{
      expectedTransactionDelete: {
        deletedExpectedTransactionId: string | null;
        userErrors: unknown[];
      };
    }>(DELETE, { input: { expectedTransactionId: made.id } });
    expect(deleted.data!.expectedTransactionDelete).toEqual({
      deletedExpectedTransactionId: made.id,
      userErrors: [],
    });
    const gone = await browser.request<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: made.id },
    );
    expect(gone.data!.node).toBeNull();
  });
});

describe('expected transactions through GraphQL: tenancy, lists and permissions', () => {
  it('answers another organisation’s expected transaction exactly as a missing one', async () => {
    const foreign = await create(theirs, { description: 'Milik organisasi lain' });
    const missing = globalId('ExpectedTransaction', randomUUID());
    for (const [query, variables] of [
      [
        UPDATE,
        (id: string) => ({ input: { expectedTransactionId: id, description: 'Diambil alih' } }),
      ],
      [DELETE, (id: string) => ({ input: { expectedTransactionId: id } })],
      ['query ($id: ID!) { node(id: $id) { id } }', (id: string) => ({ id })],
    ] as const) {
      // The answers without their cost: the bucket it reports has moved between the two.
      const { data: theirData, errors: theirErrors } = await browser.request(
        query,
        variables(foreign.id),
      );
      const { data: missingData, errors: missingErrors } = await browser.request(
        query,
        variables(missing),
      );
      const theirAnswer = JSON.stringify({ data: theirData, errors: theirErrors }).replaceAll(
        foreign.id,
        '<id>',
      );
      const missingAnswer = JSON.stringify({ data: missingData, errors: missingErrors }).replaceAll(
        missing,
        '<id>',
      );
      expect(theirAnswer).toBe(missingAnswer);
    }
    const notFound = await browser.request<{
      expectedTransactionDelete: { userErrors: unknown[] };
    }>(DELETE, { input: { expectedTransactionId: foreign.id } });
    expect(notFound.data!.expectedTransactionDelete.userErrors).toEqual([
      {
        field: 'expectedTransactionId',
        code: 'U-TRSY-ET-1',
        message: 'Expected transaction not found.',
      },
    ]);
    const still = await theirs.request<{ node: { description: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on ExpectedTransaction { description } } }',
      { id: foreign.id },
    );
    expect(still.data!.node.description).toBe('Milik organisasi lain');
  });

  it('lists newest first with filters and paging, and refuses an amount range whose lower bound is not below the upper', async () => {
    const organization = await createOrganization(system);
    const client = await signedInClient(system.url, organization.owner);
    const supplier = globalId(
      'Counterparty',
      (
        await createCounterpartyRest(system, await signInRest(system, organization.owner), {
          alias: 'Pemasok Kabel',
        })
      ).id,
    );
    await create(client, {
      date: '2026-11-02',
      amount: '1200000.00',
      direction: 'DEBIT',
      description: 'Kabel NYY 4x16',
      counterpartyId: supplier,
    });
    await create(client, {
      date: '2026-11-15',
      amount: '250000.00',
      direction: 'DEBIT',
      description: 'Biaya admin',
    });
    await create(client, {
      date: '2026-12-01',
      amount: '9000000.00',
      direction: 'CREDIT',
      description: 'Termin 2 instalasi',
    });

    const first = (await client.request<ListAnswer>(LIST, { first: 2 })).data!.expectedTransactions;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((edge) => edge.node.date)).toEqual(['2026-12-01', '2026-11-15']);
    const next = (
      await client.request<ListAnswer>(LIST, { first: 2, after: first.pageInfo.endCursor })
    ).data!.expectedTransactions;
    expect(next.edges.map((edge) => edge.node.description)).toEqual(['Kabel NYY 4x16']);
    expect(next.pageInfo.hasNextPage).toBe(false);

    const descriptions = async (variables: Record<string, unknown>) =>
      (await client.request<ListAnswer>(LIST, variables)).data!.expectedTransactions.edges.map(
        (edge) => edge.node.description,
      );
    expect(await descriptions({ direction: 'DEBIT', amountMin: '300000' })).toEqual([
      'Kabel NYY 4x16',
    ]);
    expect(await descriptions({ dateFrom: '2026-11-10', dateTo: '2026-11-30' })).toEqual([
      'Biaya admin',
    ]);
    expect(await descriptions({ counterpartyId: supplier })).toEqual(['Kabel NYY 4x16']);
    expect(await descriptions({ search: 'pemasok' })).toEqual(['Kabel NYY 4x16']);
    expect(await descriptions({ counterpartyId: theirCounterpartyId })).toEqual([]);
    expect(await descriptions({ counterpartyId: globalId('Role', randomUUID()) })).toEqual([]);

    const refused = await client.request<ListAnswer>(LIST, {
      amountMin: '500000',
      amountMax: '100000',
    });
    expect(refused.data).toBeNull();
    expect(refused.errors![0]).toMatchObject({
      message: 'The "at least" amount must be less than the "no more than" amount.',
      extensions: { code: 'BAD_USER_INPUT', serviceCode: 'U-TRSY-ET-10', field: 'amountMin' },
    });
  });

  it('refuses reading without expected-transactions:read and changing without :manage, as FORBIDDEN', async () => {
    const readerCredentials = await addMember(system, organizationId, [
      'expected-transactions:read',
    ]);
    const reader = await signedInClient(system.url, readerCredentials);
    const listed = await reader.request<ListAnswer>(LIST);
    expect(listed.data!.expectedTransactions.totalCount).toBeGreaterThan(0);
    const refused = await reader.request(CREATE, { input: input() });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const outsiderCredentials = await addMember(system, organizationId, ['counterparties:read']);
    const outsider = await signedInClient(system.url, outsiderCredentials);
    const unseen = await outsider.request(LIST);
    expect(unseen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const someId = listed.data!.expectedTransactions.edges[0]!.node.id;
    const asNode = await outsider.request<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: someId },
    );
    expect(asNode.data!.node).toBeNull();
  });
});
