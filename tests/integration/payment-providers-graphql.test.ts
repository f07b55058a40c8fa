import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { addMember, addMemberInBuiltInRole, createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { eventually } from '../support/eventually.js';
import { takenUploadId, uploadCsvThroughBff } from '../support/csv-uploads.js';

let system: System;
let browser: GraphQLClient;
let theirs: GraphQLClient;
let bankAccountId: string;
let theirProviderId: string;
let organizationId: string;

const REPORT = readFileSync(
  path.join(import.meta.dirname, '../fixtures/payment-providers/xendit-detailed-transactions.csv'),
  'utf8',
);
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');
const CREATE = `mutation ($input: PaymentProviderCreateInput!) { paymentProviderCreate(input: $input) {
  paymentProvider { id provider providerName name hasCredentials importable credentialFields bankAccount { alias } } userErrors { field code message } } }`;
const UPDATE = `mutation ($input: PaymentProviderUpdateInput!) { paymentProviderUpdate(input: $input) { paymentProvider { id name } userErrors { field code message } } }`;
const xendit = [
  { key: 'secretKey', value: 'xnd_production_rahasia_0123456789' },
  { key: 'webhookToken', value: 'tok-webhook-9876' },
];

type Payload = {
  paymentProvider: Record<string, unknown> | null;
  userErrors: { field: string | null; code: string; message: string }[];
};

async function account(client: GraphQLClient, accountNumber: string): Promise<string> {
  const created = await client.data<{ bankAccountCreate: { bankAccount: { id: string } } }>(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } } }',
    {
      input: {
        bankCode: '014',
        accountNumber,
        accountName: 'PT CAHAYA SENTOSA',
        alias: `Penampung ${accountNumber}`,
        currency: 'IDR',
        connectionType: 'MANUAL',
      },
    },
  );
  return created.bankAccountCreate.bankAccount.id;
}

async function configure(client: GraphQLClient, input: Record<string, unknown>) {
  return (await client.request<{ paymentProviderCreate: Payload }>(CREATE, { input })).data!
    .paymentProviderCreate;
}

const providerCount = async () =>
  Number(
    (
      await system.treasury.db
        .selectFrom('payment_providers')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

beforeAll(async () => {
  system = await workerSystem();
  const mine = await createOrganization(system, 'PT Cahaya Sentosa');
  organizationId = mine.organizationId;
  browser = await signedInClient(system.url, mine.owner);
  bankAccountId = await account(browser, '5270441100');
  const other = await createOrganization(system, 'PT Organisasi Seberang');
  theirs = await signedInClient(system.url, other.owner);
  const created = await configure(theirs, {
    provider: 'XENDIT',
    name: 'Xendit Rahasia',
    bankAccountId: await account(theirs, '5270441199'),
    credentials: xendit,
  });
  theirProviderId = created.paymentProvider!.id as string;
});

afterAll(() => system?.stop());

describe('payment providers through GraphQL', () => {
  it('offers the six providers with the credentials each takes, the report of the one whose layout is documented, and why the others have none', async () => {
    const answer = await browser.data<{
      paymentProviderOptions: {
        code: string;
        credentialFields: string[];
        importable: boolean;
        reportName: string | null;
        noImportReason: string | null;
      }[];
    }>('{ paymentProviderOptions { code credentialFields importable reportName noImportReason } }');
    expect(answer.paymentProviderOptions.map((option) => [option.code, option.importable])).toEqual(
      [
        ['XENDIT', true],
        ['MIDTRANS', false],
        ['DOKU', false],
        ['DANA', false],
        ['OY', false],
        ['FASPAY', false],
      ],
    );
    expect(answer.paymentProviderOptions[0]).toMatchObject({
      credentialFields: ['secretKey', 'webhookToken'],
      reportName: 'Detailed Transactions Report',
      noImportReason: null,
    });
    expect(answer.paymentProviderOptions[1]!.noImportReason).toContain('Midtrans');
  });

  it('configures Xendit on a bank account, answering whether credentials are stored but never the credentials', async () => {
    const created = await configure(browser, {
      provider: 'XENDIT',
      name: 'Xendit Toko',
      bankAccountId,
      credentials: xendit,
    });
    expect(created).toEqual({
      paymentProvider: {
        id: expect.any(String),
        provider: 'XENDIT',
        providerName: 'Xendit',
        name: 'Xendit Toko',
        hasCredentials: true,
        importable: true,
        credentialFields: ['secretKey', 'webhookToken'],
        bankAccount: { alias: 'Penampung 5270441100' },
      },
      userErrors: [],
    });
    const list = await browser.data<{
      paymentProviders: { totalCount: number; edges: { node: { name: string } }[] };
    }>('{ paymentProviders { totalCount edges { node { name } } } }');
    expect(list.paymentProviders).toEqual({
      totalCount: 1,
      edges: [{ node: { name: 'Xendit Toko' } }],
    });
  });

  it('names the field of bad input and changes nothing', async () => {
    const before = await providerCount();
    const missing = await configure(browser, {
      provider: 'XENDIT',
      name: 'Xendit Kedua',
      bankAccountId,
      credentials: [xendit[0]],
    });
    expect(missing).toEqual({
      paymentProvider: null,
      userErrors: [
        {
          field: 'credentials.webhookToken',
          code: 'U-TRSY-PP-4',
          message: 'Enter every credential the provider needs.',
        },
      ],
    });
    const wrongAccount = await configure(browser, {
      provider: 'DOKU',
      name: 'DOKU',
      bankAccountId: globalId('BankAccount', randomUUID()),
      credentials: [],
    });
    expect(wrongAccount.userErrors).toEqual([
      { field: 'bankAccountId', code: 'U-TRSY-PP-5', message: 'Bank account not found.' },
    ]);
    const sameName = await configure(browser, {
      provider: 'XENDIT',
      name: 'XENDIT TOKO',
      bankAccountId,
      credentials: xendit,
    });
    expect(sameName.userErrors).toEqual([
      {
        field: 'name',
        code: 'U-TRSY-PP-2',
        message: 'Another payment provider already has this name.',
      },
    ]);
    const badPage = await browser.request('{ paymentRecords(first: 500) { totalCount } }');
    expect(badPage.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expect(await providerCount()).toBe(before);
  });

  it('answers another organisation’s provider as a missing one and leaves it as it was', async () => {
    const node = await browser.data<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: theirProviderId },
    );
    expect(node.node).toBeNull();
    const changed = await browser.request<{ paymentProviderUpdate: Payload }>(UPDATE, {
      input: { paymentProviderId: theirProviderId, name: 'Diambil' },
    });
    const missing = await browser.request<{ paymentProviderUpdate: Payload }>(UPDATE, {
      input: { paymentProviderId: globalId('PaymentProvider', randomUUID()), name: 'Diambil' },
    });
    expect(changed.data).toEqual(missing.data);
    expect(changed.data!.paymentProviderUpdate.userErrors).toEqual([
      { field: 'paymentProviderId', code: 'U-TRSY-PP-1', message: 'Payment provider not found.' },
    ]);
    const records = await browser.data<{ paymentRecords: { totalCount: number } }>(
      'query ($id: ID) { paymentRecords(paymentProviderId: $id) { totalCount } }',
      { id: theirProviderId },
    );
    expect(records.paymentRecords.totalCount).toBe(0);
    const still = await theirs.data<{ node: { name: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on PaymentProvider { name } } }',
      { id: theirProviderId },
    );
    expect(still.node.name).toBe('Xendit Rahasia');
  });

  it('refuses a maker configuring a provider, and a member without the read permission its lists', async () => {
    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'MAKER'),
    );
    const refused = await maker.request(CREATE, {
      input: { provider: 'XENDIT', name: 'Xendit Maker', bankAccountId, credentials: xendit },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outsider = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['payments:read']),
    );
    const list = await outsider.request('{ paymentRecords { totalCount } }');
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('imports a Xendit report and lists its records and transactions with their filters, and the settlement the settled ones make', async () => {
    const providers = await browser.data<{
      paymentProviders: { edges: { node: { id: string } }[] };
    }>('{ paymentProviders { edges { node { id } } } }');
    const providerId = providers.paymentProviders.edges[0]!.node.id;
    const uploadId = await takenUploadId(
      uploadCsvThroughBff(system, browser, 'PAYMENT_REPORT', 'xendit-mei.csv', REPORT),
    );
    const started = await browser.data<{
      paymentReportImportStart: {
        import: { id: string; kind: string; paymentProvider: { name: string } };
      };
    }>(
      'mutation ($input: PaymentReportImportStartInput!) { paymentReportImportStart(input: $input) { import { id kind paymentProvider { name } } userErrors { code } } }',
      { input: { uploadId, paymentProviderId: providerId } },
    );
    expect(started.paymentReportImportStart.import).toMatchObject({
      kind: 'PAYMENT_REPORT',
      paymentProvider: { name: 'Xendit Toko' },
    });
    // The import is a job: wait until it has ended, then say how.
    let status = 'QUEUED';
    await eventually(
      async () => {
        status = (
          await browser.data<{ node: { status: string } }>(
            'query ($id: ID!) { node(id: $id) { ... on Import { status } } }',
            { id: started.paymentReportImportStart.import.id },
          )
        ).node.status;
        return !['QUEUED', 'RUNNING'].includes(status);
      },
      // The import runs in a process of its own, which a busy machine can take seconds to start.
      30_000,
      50,
    );
    expect(status).toBe('COMPLETED');

    const settled = await browser.data<{
      paymentRecords: {
        totalCount: number;
        edges: {
          node: {
            orderId: string;
            method: string;
            grossAmount: { amount: string };
            fees: { amount: string };
            settlement: { amount: { amount: string } };
          };
        }[];
      };
    }>(
      'query ($id: ID) { paymentRecords(paymentProviderId: $id, settlementStatus: SETTLED) { totalCount edges { node { orderId method grossAmount { amount } fees { amount } settlement { amount { amount } } } } } }',
      { id: providerId },
    );
    expect(settled.paymentRecords.totalCount).toBe(2);
    expect(settled.paymentRecords.edges.map((edge) => edge.node)).toEqual([
      {
        orderId: 'POS-88412',
        method: 'QRIS',
        grossAmount: { amount: '250000.00' },
        fees: { amount: '1942.50' },
        settlement: { amount: { amount: '1743617.50' } },
      },
      {
        orderId: 'INV-2026-0501',
        method: 'VIRTUAL_ACCOUNT',
        grossAmount: { amount: '1500000.00' },
        fees: { amount: '4440.00' },
        settlement: { amount: { amount: '1743617.50' } },
      },
    ]);
    const onDay = await browser.data<{ paymentRecords: { totalCount: number } }>(
      '{ paymentRecords(dateFrom: "2026-05-04", dateTo: "2026-05-04") { totalCount } }',
    );
    expect(onDay.paymentRecords.totalCount).toBe(3);
    const failed = await browser.data<{
      paymentTransactions: {
        edges: {
          node: { providerReference: string; status: string; paymentRecord: { orderId: string } };
        }[];
      };
    }>(
      '{ paymentTransactions(status: FAILED) { edges { node { providerReference status paymentRecord { orderId } } } } }',
    );
    expect(failed.paymentTransactions.edges.map((edge) => edge.node)).toEqual([
      {
        providerReference: 'txn_9f8e7d6c5b4a3021',
        status: 'FAILED',
        paymentRecord: { orderId: 'ORD-77121' },
      },
    ]);
    const settlements = await browser.data<{
      paymentSettlements: {
        edges: {
          node: {
            date: string;
            reference: string | null;
            recordCount: number;
            reconciliationStatus: string;
            bankAccount: { alias: string };
          };
        }[];
      };
    }>(
      '{ paymentSettlements { edges { node { date reference recordCount reconciliationStatus bankAccount { alias } } } } }',
    );
    expect(settlements.paymentSettlements.edges.map((edge) => edge.node)).toEqual([
      {
        date: '2026-05-04',
        reference: null,
        recordCount: 2,
        reconciliationStatus: 'UNRECONCILED',
        bankAccount: { alias: 'Penampung 5270441100' },
      },
    ]);
  });
});
