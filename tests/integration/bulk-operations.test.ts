import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { asIntegratorAt, createApiKey } from '../support/api-keys.js';
import { createOrganization } from '../support/factories.js';
import { signedInClient, type UserErrors } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { TEST_DATE } from '../support/system.js';
import { createManualAccountGraphql } from '../support/treasury-graphql.js';
import { overSocket } from '../support/transports.js';

type Operation = {
  id: string;
  status: string;
  objectCount: string;
  fileSize: string | null;
  url: string | null;
  errorCode: string | null;
  createdAt: string;
  completedAt: string | null;
};
type Answer<T> = { data: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
type RunPayload = { bulkOperation: Operation | null; userErrors: UserErrors };

const FIELDS = 'id status objectCount fileSize url errorCode createdAt completedAt';
const RUN = `mutation ($query: String!) { bulkOperationRunQuery(query: $query) { bulkOperation { ${FIELDS} } userErrors { field code message } } }`;
const CANCEL = `mutation ($id: ID!) { bulkOperationCancel(id: $id) { bulkOperation { ${FIELDS} } userErrors { field code message } } }`;
const READ = `query ($id: ID!) { bulkOperation(id: $id) { ${FIELDS} } }`;
const CURRENT = `{ currentBulkOperation { ${FIELDS} } }`;
const LINES_QUERY =
  '{ statementTransactions { edges { node { id description amount { amount currency } } } } }';

const suite = systemSuite();

/** The service id a global id names. */
const serviceId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

/** An organisation whose owner has a manual account with `count` statement lines, and a Maker key of it. */
async function organizationWithLines(name: string, count: number) {
  const { organizationId, owner } = await createOrganization(suite.system, name);
  const admin = await signedInClient(suite.system.url, owner);
  const bankAccountId = await createManualAccountGraphql(admin, { alias: `Rek ${name}` });
  const accountId = serviceId(bankAccountId);
  // The lines written as an import writes them, in one statement: a list long enough for many pages.
  await sql`insert into treasury.statement_transactions
      (organization_id, bank_account_id, transaction_date, description, direction, amount, source, line_number, fingerprint)
    select ${organizationId}::uuid, ${accountId}::uuid, ${TEST_DATE}::date, ${name} || ' BARIS ' || n, 'CREDIT',
      (n * 1000)::numeric(20, 2), 'IMPORT', n, ${randomUUID()} || n
    from generate_series(1, ${count}) as n`.execute(suite.system.treasury.db);
  const key = await createApiKey(admin, 'Maker');
  return { organizationId, owner, admin, key };
}

/** What the key's operation is answered over HTTP. */
const asKey = <T>(key: string, query: string, variables: Record<string, unknown> = {}) =>
  asIntegratorAt<Answer<T>>(suite.system.url, key, query, variables).then((answer) => answer.body);

/** Starts a bulk query as the key: the payload. */
async function run(key: string, query: string): Promise<RunPayload> {
  const answer = await asKey<{ bulkOperationRunQuery: RunPayload }>(key, RUN, { query });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.bulkOperationRunQuery;
}

/** Polls the operation's status (never a sleep) until it has finished: the operation as it ended. */
async function finished(read: (id: string) => Promise<Operation | null>, id: string) {
  let operation: Operation | null = null;
  await expect
    .poll(
      async () => {
        operation = await read(id);
        return operation?.status;
      },
      { timeout: 30_000, interval: 50 },
    )
    .toMatch(/^(COMPLETED|FAILED|CANCELED)$/);
  return operation!;
}

const readAsKey = (key: string) => async (id: string) =>
  (await asKey<{ bulkOperation: Operation | null }>(key, READ, { id })).data!.bulkOperation;

/** The JSONL file at the operation's url, fetched with `credentials`: its lines parsed. */
async function download(url: string, credentials: Record<string, string>) {
  const response = await fetch(suite.system.url + url, { headers: credentials });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/jsonl/);
  const text = await response.text();
  return {
    bytes: Buffer.byteLength(text),
    rows: text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; description: string }),
  };
}

describe('bulk operations', () => {
  it('a key runs one query over 250 statement lines in the background, polls it to COMPLETED, and downloads every line once and none of another organisation’s', async () => {
    const { key } = await organizationWithLines('PT Curah Satu', 250);
    await organizationWithLines('PT Curah Tetangga', 5);
    const started = await run(key, LINES_QUERY);
    expect(started.userErrors).toEqual([]);
    expect(['CREATED', 'RUNNING', 'COMPLETED']).toContain(started.bulkOperation!.status);

    const done = await finished(readAsKey(key), started.bulkOperation!.id);
    expect(done).toMatchObject({ status: 'COMPLETED', objectCount: '250', errorCode: null });
    expect(done.completedAt).not.toBeNull();
    const file = await download(done.url!, { authorization: `Bearer ${key}` });
    expect(String(file.bytes)).toBe(done.fileSize);
    expect(file.rows).toHaveLength(250);
    expect(new Set(file.rows.map((row) => row.id)).size).toBe(250);
    expect(file.rows.every((row) => row.description.startsWith('PT Curah Satu BARIS '))).toBe(true);
    expect(file.rows[0]).toMatchObject({ amount: { currency: 'IDR' } });

    const current = await asKey<{ currentBulkOperation: Operation }>(key, CURRENT);
    expect(current.data!.currentBulkOperation.id).toBe(done.id);
  });

  it('a signed-in member runs one over the WebSocket and downloads it with the session; their key’s operations are not theirs', async () => {
    const { admin, key } = await organizationWithLines('PT Curah Anggota', 3);
    const started = await overSocket<{ bulkOperationRunQuery: RunPayload }>(
      suite.system.url,
      RUN,
      { query: LINES_QUERY },
      { cookie: admin.cookieHeader },
    );
    const id = started.data!.bulkOperationRunQuery.bulkOperation!.id;
    const done = await finished(
      async (operationId) =>
        (await admin.data<{ bulkOperation: Operation | null }>(READ, { id: operationId }))
          .bulkOperation,
      id,
    );
    expect(done).toMatchObject({ status: 'COMPLETED', objectCount: '3' });
    expect((await download(done.url!, { cookie: admin.cookieHeader })).rows).toHaveLength(3);
    // The member's own operation is not the key's, though the key acts for them.
    expect(await readAsKey(key)(id)).toBeNull();
    const response = await fetch(suite.system.url + done.url!, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'U-ACC-BULK-8',
    );
  });

  it('of 20 parallel starts by one key one runs at a time, the others refused with U-ACC-BULK-6', async () => {
    // A list of 10 pages, so that the first operation still runs when the other starts arrive.
    const { key } = await organizationWithLines('PT Curah Serentak', 1_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => run(key, LINES_QUERY)));
    const ran = answers.flatMap((answer) => (answer.bulkOperation ? [answer.bulkOperation] : []));
    const refused = answers.flatMap((answer) => answer.userErrors.map((error) => error.code));
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(refused).toEqual(Array.from({ length: 20 - ran.length }, () => 'U-ACC-BULK-6'));
    // Whatever the timing, no two of them were ever unfinished at once: each began after the one before had ended.
    const ended = await Promise.all(ran.map((operation) => finished(readAsKey(key), operation.id)));
    const spans = ended
      .map((operation) => ({
        from: Date.parse(operation.createdAt),
        to: Date.parse(operation.completedAt!),
      }))
      .sort((a, b) => a.from - b.from);
    for (const [index, span] of spans.slice(1).entries())
      expect(span.from).toBeGreaterThanOrEqual(spans[index]!.to);
  });

  it('another organisation’s operation is null to read and not found to cancel, over HTTP and the WebSocket', async () => {
    const { key } = await organizationWithLines('PT Curah Milik', 1);
    const { key: theirKey, admin: theirAdmin } = await organizationWithLines('PT Curah Asing', 1);
    const started = await run(key, LINES_QUERY);
    const id = started.bulkOperation!.id;
    await finished(readAsKey(key), id);
    expect(await readAsKey(theirKey)(id)).toBeNull();
    const cancel = await asKey<{ bulkOperationCancel: RunPayload }>(theirKey, CANCEL, { id });
    expect(cancel.data!.bulkOperationCancel.userErrors).toEqual([
      { field: 'id', code: 'U-ACC-BULK-8', message: 'Bulk operation not found.' },
    ]);
    const overWs = await overSocket<{ bulkOperationCancel: RunPayload }>(
      suite.system.url,
      CANCEL,
      { id },
      { cookie: theirAdmin.cookieHeader },
    );
    expect(overWs.data!.bulkOperationCancel.userErrors[0]!.code).toBe('U-ACC-BULK-8');
  });

  it('a running operation is canceled over the WebSocket, and canceled again is U-ACC-BULK-7', async () => {
    const { key } = await organizationWithLines('PT Curah Batal', 1);
    const id = (await run(key, LINES_QUERY)).bulkOperation!.id;
    await finished(readAsKey(key), id);
    // Put back as it stood while it ran, so that nothing races the cancel.
    await sql`update account.bulk_operations set status = 'RUNNING', completed_at = null, storage_key = null, file_size = null where id = ${serviceId(id)}`.execute(
      suite.system.account.db,
    );
    const cancel = () =>
      overSocket<{ bulkOperationCancel: RunPayload }>(
        suite.system.url,
        CANCEL,
        { id },
        {
          authorization: `Bearer ${key}`,
        },
      );
    const first = (await cancel()).data!.bulkOperationCancel;
    expect(first).toMatchObject({
      bulkOperation: { status: 'CANCELED', url: null },
      userErrors: [],
    });
    expect(first.bulkOperation!.completedAt).not.toBeNull();
    const again = (await cancel()).data!.bulkOperationCancel;
    expect(again.userErrors.map((error) => error.code)).toEqual(['U-ACC-BULK-7']);
  });

  it('an operation whose runner went silent for two minutes is failed as INTERRUPTED at the next start, which runs', async () => {
    const { key } = await organizationWithLines('PT Curah Terputus', 1);
    const id = (await run(key, LINES_QUERY)).bulkOperation!.id;
    await finished(readAsKey(key), id);
    // As a BFF instance that stopped mid-run leaves it: running, its last word long ago.
    const stranded = sql`update account.bulk_operations set status = 'RUNNING', completed_at = null,
      heartbeat_at = now() - interval '121 seconds' where id = ${serviceId(id)}`;
    await stranded.execute(suite.system.account.db);
    const next = await run(key, LINES_QUERY);
    expect(next.userErrors).toEqual([]);
    expect(await readAsKey(key)(id)).toMatchObject({ status: 'FAILED', errorCode: 'INTERRUPTED' });
    expect(await finished(readAsKey(key), next.bulkOperation!.id)).toMatchObject({
      status: 'COMPLETED',
      objectCount: '1',
    });
  });

  it('a key whose role cannot read statement lines is FORBIDDEN at the start, and nothing is recorded', async () => {
    const { organizationId, admin } = await organizationWithLines('PT Curah Terlarang', 1);
    await suite.system.account.db
      .insertInto('roles')
      .values({
        organization_id: organizationId,
        name: 'Pelanggan Saja',
        permissions: ['customers:read'],
      })
      .execute();
    const key = await createApiKey(admin, 'Pelanggan Saja', { name: 'Integrasi Pelanggan' });
    const answer = await asKey<{ bulkOperationRunQuery: RunPayload }>(key, RUN, {
      query: LINES_QUERY,
    });
    expect(answer.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await asKey<{ currentBulkOperation: Operation | null }>(key, CURRENT)).data).toEqual({
      currentBulkOperation: null,
    });
  });

  it('a query that is broken, a mutation, not one list, off the schema or with a list inside is refused with its own code', async () => {
    const { key } = await organizationWithLines('PT Curah Salah', 1);
    const refusals = await Promise.all(
      [
        '{ statementTransactions { edges { node { id }',
        'mutation { bulkOperationCancel(id: "x") { userErrors { code } } }',
        '{ statementTransactions { edges { node { id } } } counterparties { edges { node { id } } } }',
        '{ statementTransactions { edges { node { id notAField } } } }',
        '{ customers { edges { node { id revisions { edges { node { id } } } } } } }',
        '{ viewer { user { email } } }',
      ].map(async (query) => (await run(key, query)).userErrors.map((error) => error.code)),
    );
    expect(refusals).toEqual([
      ['U-ACC-BULK-1'],
      ['U-ACC-BULK-2'],
      ['U-ACC-BULK-3'],
      ['U-ACC-BULK-4'],
      ['U-ACC-BULK-5'],
      ['U-ACC-BULK-3'],
    ]);
    expect((await asKey<{ currentBulkOperation: Operation | null }>(key, CURRENT)).data).toEqual({
      currentBulkOperation: null,
    });
  });
});
