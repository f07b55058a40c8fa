import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../support/api-keys.js';
import { addMember, createOrganization } from '../support/factories.js';
import { everyPage, GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { TEST_DATE } from '../support/system.js';
import { systemSuite } from '../support/system-suite.js';
import { lineOnNewAccountGraphql } from '../support/treasury-graphql.js';

type ExportNode = {
  id: string;
  kind: string;
  status: string;
  rowCount: number | null;
  createdAt: string;
  finishedAt: string | null;
  fileName: string | null;
  downloadUrl: string | null;
  requestedBy: { email: string } | null;
};
type ExportPage = {
  edges: { cursor: string; node: ExportNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

const LIST = `query ($first: Int, $after: String) {
  exports(first: $first, after: $after) {
    edges { cursor node { id kind status rowCount createdAt finishedAt fileName downloadUrl requestedBy { email } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const EXPORT =
  'mutation { statementTransactionsExport(input: {}) { export { id status } mailTo userErrors { code } } }';

async function list(
  client: GraphQLClient,
  variables: Record<string, unknown> = {},
): Promise<ExportPage> {
  return (await client.data<{ exports: ExportPage }>(LIST, { first: 50, ...variables })).exports;
}

async function requestExport(client: GraphQLClient): Promise<string> {
  const result = await client.request<{
    statementTransactionsExport: { export: { id: string } | null };
  }>(EXPORT);
  return result.data!.statementTransactionsExport.export!.id;
}

/** Waits until the background job has written the export (the list is what the page watches). */
async function finished(client: GraphQLClient, id: string): Promise<ExportNode> {
  let node: ExportNode | undefined;
  await expect
    .poll(
      async () => {
        node = (await list(client)).edges.find((edge) => edge.node.id === id)?.node;
        return node?.status;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe('COMPLETED');
  return node!;
}

/** An organisation with one manual statement line, and its owner signed in. */
async function organizationWithALine(name: string) {
  const { organizationId, owner } = await createOrganization(suite.system, name);
  const client = await signedInClient(suite.system.url, owner);
  await lineOnNewAccountGraphql(
    client,
    { accountNumber: '0183456723', accountName: 'PT UJI', alias: 'BCA Ekspor' },
    { date: TEST_DATE, description: 'SETORAN TUNAI', direction: 'CREDIT', amount: '1250000.00' },
  );
  return { organizationId, owner, client };
}

const suite = systemSuite();

describe('the exports list', () => {
  it('lists a requested export, then finished with its row count and a download link that serves the file, and still mails the link', async () => {
    const { owner, client } = await organizationWithALine('PT Ekspor Satu');
    const id = await requestExport(client);
    const [first] = (await list(client)).edges;
    expect(first!.node).toMatchObject({
      id,
      kind: 'STATEMENT_TRANSACTIONS',
      requestedBy: { email: owner.email },
    });
    expect(['QUEUED', 'RUNNING', 'COMPLETED']).toContain(first!.node.status);
    expect(Date.parse(first!.node.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const done = await finished(client, id);
    expect(done).toMatchObject({
      rowCount: 1,
      downloadUrl: `/exports/${id}/download`,
      fileName: expect.stringMatching(/^statement-transactions-.*\.csv$/),
    });
    expect(done.finishedAt).not.toBeNull();
    const download = await fetch(suite.system.url + done.downloadUrl!, {
      headers: { cookie: client.cookieHeader },
    });
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('SETORAN TUNAI');

    // Mail is not configured in tests: it lands in the outbox, as it would be sent with SMTP_URL. The job mails after it
    // marks the export completed, so the mail may land a moment after the list shows it finished.
    const mailed = async () =>
      (
        await sql<{
          text_body: string;
        }>`select text_body from treasury.mail_outbox where to_address = ${owner.email} order by id desc limit 1`.execute(
          suite.system.treasury.db,
        )
      ).rows[0]?.text_body;
    await expect
      .poll(mailed, { timeout: 10_000, interval: 50 })
      .toContain(`/exports/${id}/download`);
  });

  it('has no download link before the file is written', async () => {
    const { client } = await organizationWithALine('PT Ekspor Antre');
    const id = await requestExport(client);
    // Once its job is over, the export is put back as it stood before the job wrote it, so nothing races the check.
    await finished(client, id);
    await sql`update treasury.exports set status = 'QUEUED', storage_key = null, file_name = null, row_count = null, finished_at = null where id = ${id}`.execute(
      suite.system.treasury.db,
    );
    const node = (await list(client)).edges.find((edge) => edge.node.id === id)!.node;
    expect(node).toMatchObject({ status: 'QUEUED', downloadUrl: null, rowCount: null });
  });

  it('pages through 24 exports asked for at once, newest first, each exactly once, even those written within one millisecond', async () => {
    const { client } = await organizationWithALine('PT Ekspor Banyak');
    const ids = await Promise.all(Array.from({ length: 24 }, () => requestExport(client)));
    expect(new Set(ids).size).toBe(24);
    // A millisecond holds many inserts on a fast machine: put 12 of them in one, microseconds apart, so a cursor that keeps milliseconds only loses some.
    await sql`update treasury.exports set created_at = timestamptz '2026-11-22 10:00:00.123' + (ordinality * interval '1 microsecond')
      from unnest(${ids.slice(0, 12)}::uuid[]) with ordinality as picked(id, ordinality) where exports.id = picked.id`.execute(
      suite.system.treasury.db,
    );
    const all = (await list(client)).edges.map((edge) => edge.node);
    expect(all.map((node) => node.id).sort()).toEqual([...ids].sort());
    const times = all.map((node) => Date.parse(node.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const paged = (await everyPage((after) => list(client, { first: 5, after }))).map(
      (node) => node.id,
    );
    expect(paged).toEqual(all.map((node) => node.id));

    const bad = await client.request(LIST, { first: 5, after: 'not-a-cursor' });
    expect(bad.data).toBeNull();
    expect(bad.errors?.[0]?.message).toBe('The cursor is not valid.');
  });

  it('shows nothing of another organisation: its exports are neither listed nor downloadable', async () => {
    const ours = await organizationWithALine('PT Ekspor Kami');
    const theirs = await organizationWithALine('PT Ekspor Mereka');
    const theirId = await requestExport(theirs.client);
    const theirExport = await finished(theirs.client, theirId);
    expect((await list(ours.client)).edges).toEqual([]);
    const download = await fetch(suite.system.url + theirExport.downloadUrl!, {
      headers: { cookie: ours.client.cookieHeader },
    });
    expect(download.status).toBe(404);
    expect(await download.text()).not.toContain('SETORAN TUNAI');
  });

  it('is FORBIDDEN without statements:export', async () => {
    const { organizationId, client } = await organizationWithALine('PT Ekspor Terbatas');
    await requestExport(client);
    const reader = await addMember(suite.system, organizationId, ['statements:read']);
    const readerClient = await signedInClient(suite.system.url, reader);
    const refused = await readerClient.request(LIST);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });
});

describe('exports for an API key', () => {
  it('a key exports statement transactions, lists the export and downloads the file with its bearer, as a member does; the link is mailed to the member it acts for', async () => {
    const { owner, client } = await organizationWithALine('PT Ekspor Kunci');
    const key = await createApiKey(client, 'Maker');
    const bearer = { authorization: `Bearer ${key}` };
    const asKey = new GraphQLClient(suite.system.url);
    const exported = await asKey.request<{
      statementTransactionsExport: { export: { id: string } | null; mailTo: string | null };
    }>(EXPORT, {}, bearer);
    expect(exported.errors).toBeUndefined();
    expect(exported.data!.statementTransactionsExport.mailTo).toBe(owner.email);
    const id = exported.data!.statementTransactionsExport.export!.id;
    let done: ExportNode | undefined;
    await expect
      .poll(
        async () => {
          const page = await asKey.request<{ exports: ExportPage }>(LIST, { first: 50 }, bearer);
          done = page.data!.exports.edges.find((edge) => edge.node.id === id)?.node;
          return done?.status;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe('COMPLETED');
    expect(done!.requestedBy).toEqual({ email: owner.email });
    const download = await fetch(suite.system.url + done!.downloadUrl!, { headers: bearer });
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('SETORAN TUNAI');
  });
});
