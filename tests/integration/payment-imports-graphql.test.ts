import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMemberInBuiltInRole,
  changeControlsRest,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { TEST_DATE, workerSystem } from '../support/system.js';
import { cookieSocketClient, importProgress } from '../support/transports.js';
import { createBankAccount } from '../support/payments.js';
import { takenUploadId, uploadCsvThroughBff } from '../support/csv-uploads.js';

let system: System;
let browser: GraphQLClient;
let tokens: Tokens;
const sockets: Client[] = [];

const template = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, `../../web/public/templates/${name}`), 'utf8');
const IMPORT =
  'id kind status progress rowsRead created errorCount warningCount issues { row field severity code message value expected }';
const TRANSFERS_HEADER =
  'source_account,destination_account,method,amount,currency,payment_date,memo,notes,repeat_unit,repeat_every,repeat_until';

type ImportResult = {
  id: string;
  kind: string;
  status: string;
  progress: number;
  created: number;
  errorCount: number;
  issues: { row: number; field: string; severity: string; code: string }[];
};
type Payload = {
  import: ImportResult | null;
  userErrors: { field: string | null; code: string; message: string }[];
};

async function upload(client: GraphQLClient, purpose: 'PAYMENTS' | 'TRANSFERS', content: string) {
  const response = await uploadCsvThroughBff(
    system,
    client,
    purpose,
    `${purpose.toLowerCase()}.csv`,
    content,
  );
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: { code: string } },
  };
}

function socket(client: GraphQLClient): Client {
  const ws = cookieSocketClient(system.url, client.cookieHeader);
  sockets.push(ws);
  return ws;
}

/** Follows an import over the subscription until it ends; returns every state seen. */
const follow = (ws: Client, importId: string) => importProgress<ImportResult>(ws, importId, IMPORT);

const start = async (
  client: GraphQLClient,
  mutation: 'paymentImportStart' | 'transferImportStart',
  uploadId: string | undefined,
) =>
  (
    await client.request<Record<string, Payload>>(
      `mutation ($input: ImportStartInput!) { ${mutation}(input: $input) { import { ${IMPORT} } userErrors { field code message } } }`,
      {
        input: { uploadId },
      },
    )
  ).data![mutation]!;

/** Uploads and imports a file through the BFF, following it to its end over the subscription. */
async function importFile(
  client: GraphQLClient,
  purpose: 'PAYMENTS' | 'TRANSFERS',
  content: string,
): Promise<ImportResult> {
  const uploadId = await takenUploadId(
    uploadCsvThroughBff(system, client, purpose, `${purpose.toLowerCase()}.csv`, content),
  );
  const started = await start(
    client,
    purpose === 'PAYMENTS' ? 'paymentImportStart' : 'transferImportStart',
    uploadId,
  );
  expect(started.userErrors).toEqual([]);
  return (await follow(socket(client), started.import!.id)).at(-1)!;
}

let accountNumber = 5_270_900_000;

beforeAll(async () => {
  system = await workerSystem();
  const { owner } = await createOrganization(system, 'PT Impor Pembayaran');
  browser = await signedInClient(system.url, owner);
  tokens = await signInRest(system, owner);
  // The names the templates use.
  for (const [alias, bankCode] of [
    ['BCA Operasional', '014'],
    ['Mandiri Payroll', '008'],
  ] as const) {
    await createBankAccount(browser, {
      bankCode,
      accountNumber: String((accountNumber += 1)),
      accountName: 'PT IMPOR PEMBAYARAN',
      alias,
    });
  }
  await createCounterpartyRest(system, tokens, {
    alias: 'Kertas Nusantara',
    taxNumber: '012345678901234',
    bankAccounts: [
      { bankCode: '008', accountNumber: '1234567890', accountName: 'PT KERTAS NUSANTARA' },
    ],
  });
});

afterAll(async () => {
  await Promise.all(sockets.map((ws) => ws.dispose()));
  await system?.stop();
});

describe('payments and transfers imported through the BFF', () => {
  it('the payments template imports while the subscription reports progress, and its payments wait for approval', async () => {
    const last = await importFile(browser, 'PAYMENTS', template('payments-template.csv'));
    expect(last).toMatchObject({
      kind: 'PAYMENTS',
      status: 'COMPLETED',
      progress: 1,
      created: 2,
      errorCount: 0,
      issues: [],
    });
    const listed = await browser.data<{
      payments: {
        totalCount: number;
        edges: {
          node: {
            status: string;
            amount: { amount: string };
            fee: { amount: string };
            method: string;
          };
        }[];
      };
    }>(
      '{ payments(first: 10, tab: NEEDS_APPROVAL) { totalCount edges { node { status amount { amount } fee { amount } method } } } }',
    );
    expect(
      listed.payments.edges
        .map(({ node }) => [node.status, node.method, node.amount.amount, node.fee.amount])
        .sort(),
    ).toEqual([
      ['NEEDS_APPROVAL', 'BI_FAST', '8250000.00', '2500.00'],
      ['NEEDS_APPROVAL', 'SKN', '4500000.00', '2900.00'],
    ]);
    const recent = await browser.data<{ imports: { kind: string; status: string }[] }>(
      '{ imports(kind: PAYMENTS) { kind status } }',
    );
    expect(recent.imports).toEqual([{ kind: 'PAYMENTS', status: 'COMPLETED' }]);
  });

  it('a broken transfers file is blocked naming its row and column, writes nothing, and a good one is then made', async () => {
    const before = (
      await browser.data<{ transfers: { totalCount: number } }>(
        '{ transfers(first: 1) { totalCount } }',
      )
    ).transfers.totalCount;
    const broken = await importFile(
      browser,
      'TRANSFERS',
      `${TRANSFERS_HEADER}\nBCA Operasional,Mandiri Payroll,BI_FAST,1000,IDR,${TEST_DATE},,,,,\nBCA Operasional,Rekening Lain,BI_FAST,1000,IDR,2020-01-01,,,,,\n`,
    );
    expect(broken).toMatchObject({ status: 'BLOCKED', created: 0 });
    expect(broken.issues).toEqual([
      expect.objectContaining({
        row: 3,
        field: 'destination_account',
        severity: 'ERROR',
        code: 'U-TRSY-PI-6',
      }),
    ]);
    expect(
      (
        await browser.data<{ transfers: { totalCount: number } }>(
          '{ transfers(first: 1) { totalCount } }',
        )
      ).transfers.totalCount,
    ).toBe(before);
    expect(
      await importFile(browser, 'TRANSFERS', template('transfers-template.csv')),
    ).toMatchObject({ status: 'COMPLETED', created: 2 });
  });

  it('a file of one kind is confirmed only as that kind', async () => {
    const row = `BCA Operasional,Mandiri Payroll,BI_FAST,777,IDR,${TEST_DATE},,,,,`;
    const held = await importFile(browser, 'TRANSFERS', `${TRANSFERS_HEADER}\n${row}\n${row}\n`);
    expect(held).toMatchObject({
      status: 'NEEDS_CONFIRMATION',
      issues: [expect.objectContaining({ row: 3, code: 'U-TRSY-PI-13', severity: 'WARNING' })],
    });
    const wrongKind = await browser.data<{ paymentImportConfirm: Payload }>(
      'mutation ($id: ID!) { paymentImportConfirm(input: { importId: $id }) { import { id } userErrors { field code } } }',
      {
        id: held.id,
      },
    );
    expect(wrongKind.paymentImportConfirm.userErrors).toEqual([
      expect.objectContaining({ field: 'importId', code: 'U-TRSY-IM-4' }),
    ]);
    const ws = socket(browser);
    const confirmed = await browser.data<{ transferImportConfirm: Payload }>(
      'mutation ($id: ID!) { transferImportConfirm(input: { importId: $id }) { import { id } userErrors { field code } } }',
      {
        id: held.id,
      },
    );
    expect(confirmed.transferImportConfirm.userErrors).toEqual([]);
    expect((await follow(ws, held.id)).at(-1)).toMatchObject({ status: 'COMPLETED', created: 2 });
  });

  it('refused while the controls switch the kind off, and to a member who may not create it', async () => {
    const file = `${TRANSFERS_HEADER}\nBCA Operasional,Mandiri Payroll,BI_FAST,1000,IDR,${TEST_DATE},,,,,\n`;
    const early = await upload(browser, 'TRANSFERS', file);
    expect((await changeControlsRest(system, tokens, { transfersActive: false })).status).toBe(200);
    try {
      expect(await upload(browser, 'TRANSFERS', file)).toMatchObject({
        status: 409,
        body: { error: { code: 'U-TRSY-TRF-17' } },
      });
      const refused = await start(browser, 'transferImportStart', early.body.id);
      expect(refused).toMatchObject({
        import: null,
        userErrors: [expect.objectContaining({ code: 'U-TRSY-TRF-17' })],
      });
    } finally {
      await changeControlsRest(system, tokens, { transfersActive: true });
    }

    const approver = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, tokens.organizationId, 'APPROVER'),
    );
    const forbidden = await approver.request(
      'mutation ($input: ImportStartInput!) { paymentImportStart(input: $input) { import { id } } }',
      { input: { uploadId: early.body.id } },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await upload(approver, 'PAYMENTS', 'source_account\n')).status).toBe(403);
  });
});
