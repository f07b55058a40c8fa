import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { DocumentCommentResponse } from '../../contracts/invoicing/documents.js';
import { addMember, callRest, signInRest, type Tokens } from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { invoicingSuite } from '../support/sales-invoices.js';

/**
 * The conversation on documents, over REST and GraphQL: whoever may read a
 * document writes and reads its comments; a mentioned member is mailed a
 * link; an empty comment, a mention of someone who is not a member, another
 * organisation's document and a member without the read permission are
 * refused, nothing written.
 */
const suite = invoicingSuite({
  name: 'PT Percakapan Dokumen',
  reader: ['invoices:read'],
  outsider: 'PT Lain Percakapan',
});
let ownerClient: GraphQLClient;

type Json = { error?: { code: string; field?: string } };
const call = <T>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(suite.system.invoicingUrl, method, path, tokens, body);

async function lastMailTo(email: string) {
  const { rows } = await sql<{ subject: string; text_body: string }>`
    select subject, text_body from mail_outbox where to_address = ${email} order by id desc limit 1`.execute(
    suite.system.invoicing.db,
  );
  return rows[0];
}

beforeAll(async () => {
  ownerClient = await signedInClient(suite.system.url, suite.ownerCredentials);
});

describe('the conversation on an invoice', () => {
  it('takes a comment with a mention, mails the mentioned member a link, and shows it over GraphQL', async () => {
    const invoice = await suite.issued({ buyerName: 'PT Diskusi' });
    const made = await call<DocumentCommentResponse>(
      'POST',
      `/sales-invoices/${invoice.id}/comments`,
      suite.owner,
      {
        body: '  Mohon cek PPN baris 1 sebelum dikirim.  ',
        mentions: [suite.readerCredentials.userId],
      },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      body: 'Mohon cek PPN baris 1 sebelum dikirim.',
      mentions: [suite.readerCredentials.userId],
    });
    // The mail is a job the comment's transaction queued: it arrives once the queue has run it.
    await eventually(
      async () => (await lastMailTo(suite.readerCredentials.email)) !== undefined,
      15_000,
    );
    const mail = await lastMailTo(suite.readerCredentials.email);
    expect(mail?.subject).toContain(`mentioned you on ${invoice.number}`);
    expect(mail?.text_body).toContain(`/invoices/detail/${invoice.id}`);

    // The mentioned member may read invoices: they read it, and answer.
    const theirs = await signedInClient(suite.system.url, suite.readerCredentials);
    const answered = await theirs.data<{
      documentCommentAdd: { comment: { body: string } | null; userErrors: UserErrors };
    }>(
      'mutation ($input: DocumentCommentAddInput!) { documentCommentAdd(input: $input) { comment { body } userErrors { field code } } }',
      {
        input: { documentId: toGlobalId('SalesInvoice', invoice.id), body: 'Sudah dicek, benar.' },
      },
    );
    expect(answered.documentCommentAdd.userErrors).toEqual([]);
    const seen = await ownerClient.data<{
      node: {
        comments: { body: string; author: { email: string }; mentions: { email: string }[] }[];
      };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on SalesInvoice { comments { body author { email } mentions { email } } } } }',
      { id: toGlobalId('SalesInvoice', invoice.id) },
    );
    expect(seen.node.comments).toEqual([
      {
        body: 'Mohon cek PPN baris 1 sebelum dikirim.',
        author: { email: expect.stringContaining('owner-') },
        mentions: [{ email: suite.readerCredentials.email }],
      },
      {
        body: 'Sudah dicek, benar.',
        author: { email: suite.readerCredentials.email },
        mentions: [],
      },
    ]);
  });

  it('refuses an empty comment, a mention of a non-member, another organisation’s document and a member who may not read it, writing nothing', async () => {
    const invoice = await suite.issued({ buyerName: 'PT Tolak Komentar' });
    const path = `/sales-invoices/${invoice.id}/comments`;
    const empty = await call('POST', path, suite.owner, { body: '   ' });
    expect([empty.status, empty.body.error?.code]).toEqual([400, 'U-INV-DOC-14']);
    const stranger = await call('POST', path, suite.owner, {
      body: 'Halo',
      mentions: [suite.outsiderCredentials.userId],
    });
    expect([stranger.status, stranger.body.error?.code]).toEqual([400, 'U-INV-DOC-15']);
    const outsiderTokens = await signInRest(suite.system, suite.outsiderCredentials);
    const across = await call('POST', path, outsiderTokens, { body: 'Halo' });
    expect([across.status, across.body.error?.code]).toEqual([404, 'U-INV-DOC-16']);
    expect((await call('GET', path, outsiderTokens)).status).toBe(404);
    const unable = await signInRest(
      suite.system,
      await addMember(suite.system, suite.organizationId, ['sales-orders:read']),
    );
    const forbidden = await call('POST', path, unable, { body: 'Halo' });
    expect([forbidden.status, forbidden.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const across2 = await (
      await signedInClient(suite.system.url, suite.outsiderCredentials)
    ).data<{ documentCommentAdd: { userErrors: UserErrors } }>(
      'mutation ($input: DocumentCommentAddInput!) { documentCommentAdd(input: $input) { userErrors { field code } } }',
      { input: { documentId: toGlobalId('SalesInvoice', invoice.id), body: 'Halo' } },
    );
    expect(across2.documentCommentAdd.userErrors).toEqual([
      { field: 'documentId', code: 'U-INV-DOC-16' },
    ]);
    expect((await call<{ items: unknown[] }>('GET', path, suite.owner)).body.items).toEqual([]);
  });
});
