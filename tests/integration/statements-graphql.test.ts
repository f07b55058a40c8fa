import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { addMemberInBuiltInRole, createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { cookieSocketClient, importProgress } from '../support/transports.js';
import { eventually } from '../support/eventually.js';
import { uploadCsvThroughBff } from '../support/csv-uploads.js';

let system: System;
let browser: GraphQLClient;
let bankAccountId: string;
const sockets: Client[] = [];

const BCA_PERSONAL = readFileSync(
  path.join(import.meta.dirname, '../fixtures/statements/bca-personal.csv'),
);
const IMPORT =
  'id status progress created skipped errorCount warningCount fileName issues { row field severity code message } statementSummary { layout firstDate lastDate closingBalance { amount currency } } bankAccount { alias }';

async function upload(
  client: GraphQLClient,
  content: Buffer | string,
  { fileName = 'mutasi-oktober.csv', purpose = 'STATEMENT' } = {},
) {
  const response = await uploadCsvThroughBff(system, client, purpose, fileName, content);
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; size?: number; error?: { code: string } },
  };
}

function socket(client: GraphQLClient): Client {
  const cookie = client.cookieHeader;
  const ws = cookieSocketClient(system.url, cookie);
  sockets.push(ws);
  return ws;
}

type ImportResult = {
  id: string;
  status: string;
  progress: number;
  created: number;
  skipped: number;
  issues: { row: number; field: string; code: string }[];
  statementSummary: { closingBalance: { amount: string } | null };
};

/** Follows an import over the subscription until it ends; returns every state seen. */
const follow = (ws: Client, importId: string) => importProgress<ImportResult>(ws, importId, IMPORT);

beforeAll(async () => {
  system = await workerSystem();
  const { owner } = await createOrganization(system, 'PT Impor Mutasi');
  browser = await signedInClient(system.url, owner);
  const created = await browser.request<{ bankAccountCreate: { bankAccount: { id: string } } }>(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } userErrors { code } } }',
    {
      input: {
        bankCode: '014',
        accountNumber: '0183456721',
        accountName: 'BUDI SANTOSO',
        alias: 'BCA Budi',
        currency: 'IDR',
        connectionType: 'MANUAL',
      },
    },
  );
  bankAccountId = created.data!.bankAccountCreate.bankAccount.id;
});

afterAll(async () => {
  await Promise.all(sockets.map((ws) => ws.dispose()));
  await system?.stop();
});

describe('statement import through the BFF', () => {
  it('uploads a BCA export, imports it while the subscription reports progress, and lists the lines with the new balance', async () => {
    const uploaded = await upload(browser, BCA_PERSONAL);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.size).toBe(BCA_PERSONAL.length);
    const started = await browser.request<{
      statementImportStart: {
        import: { id: string; status: string } | null;
        userErrors: unknown[];
      };
    }>(
      `mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { ${IMPORT} } userErrors { field code message } } }`,
      { input: { uploadId: uploaded.body.id, bankAccountId } },
    );
    expect(started.data!.statementImportStart.userErrors).toEqual([]);
    const states = await follow(socket(browser), started.data!.statementImportStart.import!.id);
    const last = states.at(-1)!;
    expect(last).toMatchObject({ status: 'COMPLETED', progress: 1, skipped: 0, issues: [] });
    expect(last.created).toBeGreaterThan(10);

    const listed = await browser.request<{
      statementTransactions: { totalCount: number; edges: { node: Record<string, unknown> }[] };
    }>(
      `query ($account: ID) { statementTransactions(bankAccountId: $account, first: 2) { totalCount edges { node { date description direction amount { amount currency } endingBalance { amount } source reconciliationStatus bankAccount { alias } } } } }`,
      { account: bankAccountId },
    );
    expect(listed.data!.statementTransactions.totalCount).toBe(last.created);
    expect(listed.data!.statementTransactions.edges[0]!.node).toMatchObject({
      source: 'IMPORT',
      reconciliationStatus: 'UNRECONCILED',
      bankAccount: { alias: 'BCA Budi' },
      amount: { currency: 'IDR' },
    });
    const balance = await browser.request<{
      bankAccounts: { balance: { available: { amount: string } } }[];
    }>('{ bankAccounts { balance { available { amount } } } }');
    expect(balance.data!.bankAccounts[0]!.balance.available.amount).toBe(
      last.statementSummary.closingBalance!.amount,
    );

    const recent = await browser.request<{ imports: { status: string }[] }>(
      'query ($account: ID) { imports(kind: STATEMENT, bankAccountId: $account) { status } }',
      { account: bankAccountId },
    );
    expect(recent.data!.imports).toEqual([{ status: 'COMPLETED' }]);
  });

  it('names the row and field of a broken file and writes nothing', async () => {
    const before = await browser.request<{ statementTransactions: { totalCount: number } }>(
      '{ statementTransactions { totalCount } }',
    );
    const broken = BCA_PERSONAL.toString('utf8').replace('750000.00,DB', '75O000.00,DB');
    const uploaded = await upload(browser, broken);
    const started = await browser.request<{ statementImportStart: { import: { id: string } } }>(
      `mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { id } userErrors { code } } }`,
      { input: { uploadId: uploaded.body.id, bankAccountId } },
    );
    const states = await follow(socket(browser), started.data!.statementImportStart.import.id);
    const last = states.at(-1)!;
    expect(last.status).toBe('BLOCKED');
    expect(last.issues).toContainEqual(
      expect.objectContaining({ row: 9, field: 'amount', code: 'U-TRSY-ST-9' }),
    );
    const after = await browser.request<{ statementTransactions: { totalCount: number } }>(
      '{ statementTransactions { totalCount } }',
    );
    expect(after.data!.statementTransactions.totalCount).toBe(
      before.data!.statementTransactions.totalCount,
    );
  });

  it('refuses an upload without a session, too large or not CSV, and a foreign or missing upload id', async () => {
    const anonymous = new GraphQLClient(system.url);
    expect((await upload(anonymous, 'a,b\n')).status).toBe(401);
    const tooLarge = await fetch(`${system.url}/api/uploads?purpose=STATEMENT`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        'x-file-name': 'besar.csv',
        'content-length': String(26 * 1024 * 1024),
        cookie: browser.cookieHeader,
      },
      body: 'x',
      duplex: 'half',
    } as RequestInit).catch(() => null);
    if (tooLarge) expect(tooLarge.status).toBe(413);
    const pdf = await upload(
      browser,
      readFileSync(path.join(import.meta.dirname, '../fixtures/statements/not-a-csv.csv')).toString(
        'latin1',
      ),
    );
    expect(pdf.body.error?.code).toBe('U-TRSY-IM-2');

    const { owner: stranger } = await createOrganization(system, 'PT Orang Lain');
    const other = await signedInClient(system.url, stranger);
    const theirs = await upload(other, BCA_PERSONAL.toString('utf8'));
    const refused = await browser.request<{
      statementImportStart: { import: null; userErrors: { field: string; code: string }[] };
    }>(
      `mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { id } userErrors { field code } } }`,
      { input: { uploadId: theirs.body.id, bankAccountId } },
    );
    expect(refused.data!.statementImportStart).toEqual({
      import: null,
      userErrors: [{ field: 'uploadId', code: 'U-TRSY-IM-3' }],
    });
    const theirAccount = await other.request<{ statementTransactions: { totalCount: number } }>(
      'query ($a: ID) { statementTransactions(bankAccountId: $a) { totalCount } }',
      { a: bankAccountId },
    );
    expect(theirAccount.data!.statementTransactions.totalCount).toBe(0);
  });

  it('enters a line by hand and exports the list to CSV, mailing the link to the requester', async () => {
    const created = await browser.request<{
      statementTransactionCreate: {
        statementTransaction: { description: string; amount: { amount: string } } | null;
        userErrors: { field: string; code: string }[];
      };
    }>(
      `mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { statementTransaction { description amount { amount } } userErrors { field code } } }`,
      {
        input: {
          bankAccountId,
          date: '2026-11-21',
          description: 'SETORAN TUNAI',
          direction: 'CREDIT',
          amount: '1250000',
        },
      },
    );
    expect(created.data!.statementTransactionCreate).toEqual({
      statementTransaction: { description: 'SETORAN TUNAI', amount: { amount: '1250000.00' } },
      userErrors: [],
    });
    const future = await browser.request<{
      statementTransactionCreate: { userErrors: { field: string; code: string }[] };
    }>(
      `mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { userErrors { field code } } }`,
      {
        input: {
          bankAccountId,
          date: '2026-12-01',
          description: 'X',
          direction: 'CREDIT',
          amount: '1',
        },
      },
    );
    expect(future.data!.statementTransactionCreate.userErrors).toEqual([
      { field: 'date', code: 'U-TRSY-ST-35' },
    ]);

    const exported = await browser.request<{
      statementTransactionsExport: {
        export: { id: string; status: string };
        mailTo: string;
        userErrors: unknown[];
      };
    }>(
      'mutation { statementTransactionsExport(input: { direction: CREDIT }) { export { id status } mailTo userErrors { code } } }',
    );
    const { export: job, mailTo } = exported.data!.statementTransactionsExport;
    expect(job.status).toBe('QUEUED');
    let mail: { text_body: string } | undefined;
    await eventually(
      async () => {
        mail = (
          await sql<{
            text_body: string;
          }>`select text_body from treasury.mail_outbox where to_address = ${mailTo} order by id desc limit 1`.execute(
            system.treasury.db,
          )
        ).rows[0];
        return mail !== undefined;
      },
      5_000,
      50,
    );
    expect(mail!.text_body).toContain(`/exports/${job.id}/download`);
    const download = await fetch(`${system.url}/exports/${job.id}/download`, {
      headers: { cookie: browser.cookieHeader },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /attachment; filename="statement-transactions-/,
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so spreadsheets read the file as UTF-8
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Time,Posting date,Bank account,Account number,Description,Reference,Type,Amount,Currency,Ending balance,Reconciliation status,Source',
    );
    expect(lines.slice(1).every((line) => line.includes(',Incoming,'))).toBe(true);
    expect(lines).toContainEqual(expect.stringContaining('SETORAN TUNAI'));
    const anonymous = await fetch(`${system.url}/exports/${job.id}/download`, {
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(302);
  });

  it('needs statements:import to start an import and statements:export to export', async () => {
    const { organizationId } = await createOrganization(system, 'PT Peran Terbatas');
    const approver = await addMemberInBuiltInRole(system, organizationId, 'APPROVER');
    const client = await signedInClient(system.url, approver);
    const refused = await client.request(
      'mutation { statementImportStart(input: { uploadId: "x", bankAccountId: "y" }) { import { id } } }',
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await upload(client, 'a,b\n')).status).toBe(403);
  });
});
