import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { DocumentCommentResponse } from '../../contracts/invoicing/documents.js';
import type { System } from '../../system.js';
import {
  addMember,
  callRest,
  createOrganization,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { issuedInvoice, type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';

/**
 * The conversation on documents, over REST and GraphQL: whoever may read a
 * document writes and reads its comments; a mentioned member is mailed a
 * link; an empty comment, a mention of someone who is not a member, another
 * organisation's document and a member without the read permission are
 * refused, nothing written.
 */
let system: System;
let organizationId: string;
let owner: Tokens;
let writer: Tokens;
let approver: Tokens;
let colleague: Credentials;
let outsider: Credentials;
let ownerClient: GraphQLClient;

type Json = { error?: { code: string; field?: string } };
const call = <T>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.invoicingUrl, method, path, tokens, body);

async function lastMailTo(email: string) {
  const { rows } = await sql<{ subject: string; text_body: string }>`
    select subject, text_body from mail_outbox where to_address = ${email} order by id desc limit 1`.execute(
    system.invoicing.db,
  );
  return rows[0];
}

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Percakapan Dokumen');
  organizationId = created.organizationId;
  owner = await signInRest(system, created.owner);
  ownerClient = await signedInClient(system.url, created.owner);
  ({ writer, approver } = await invoiceWritersIn(system, organizationId));
  colleague = await addMember(system, organizationId, ['invoices:read']);
  outsider = (await createOrganization(system, 'PT Lain Percakapan')).owner;
});

describe('the conversation on an invoice', () => {
  it('takes a comment with a mention, mails the mentioned member a link, and shows it over GraphQL', async () => {
    const writers: InvoiceWriters = { system, organizationId, writer, approver };
    const invoice = await issuedInvoice(writers, { buyerName: 'PT Diskusi' });
    const made = await call<DocumentCommentResponse>(
      'POST',
      `/sales-invoices/${invoice.id}/comments`,
      owner,
      { body: '  Mohon cek PPN baris 1 sebelum dikirim.  ', mentions: [colleague.userId] },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      body: 'Mohon cek PPN baris 1 sebelum dikirim.',
      mentions: [colleague.userId],
    });
    // The mail is a job the comment's transaction queued: it arrives once the queue has run it.
    await eventually(async () => (await lastMailTo(colleague.email)) !== undefined, 15_000);
    const mail = await lastMailTo(colleague.email);
    expect(mail?.subject).toContain(`mentioned you on ${invoice.number}`);
    expect(mail?.text_body).toContain(`/invoices/detail/${invoice.id}`);

    // The mentioned member may read invoices: they read it, and answer.
    const theirs = await signedInClient(system.url, colleague);
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
        mentions: [{ email: colleague.email }],
      },
      { body: 'Sudah dicek, benar.', author: { email: colleague.email }, mentions: [] },
    ]);
  });

  it('refuses an empty comment, a mention of a non-member, another organisation’s document and a member who may not read it, writing nothing', async () => {
    const writers: InvoiceWriters = { system, organizationId, writer, approver };
    const invoice = await issuedInvoice(writers, { buyerName: 'PT Tolak Komentar' });
    const path = `/sales-invoices/${invoice.id}/comments`;
    const empty = await call('POST', path, owner, { body: '   ' });
    expect([empty.status, empty.body.error?.code]).toEqual([400, 'U-INV-DOC-14']);
    const stranger = await call('POST', path, owner, {
      body: 'Halo',
      mentions: [outsider.userId],
    });
    expect([stranger.status, stranger.body.error?.code]).toEqual([400, 'U-INV-DOC-15']);
    const outsiderTokens = await signInRest(system, outsider);
    const across = await call('POST', path, outsiderTokens, { body: 'Halo' });
    expect([across.status, across.body.error?.code]).toEqual([404, 'U-INV-DOC-16']);
    expect((await call('GET', path, outsiderTokens)).status).toBe(404);
    const unable = await signInRest(
      system,
      await addMember(system, organizationId, ['sales-orders:read']),
    );
    const forbidden = await call('POST', path, unable, { body: 'Halo' });
    expect([forbidden.status, forbidden.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const across2 = await (
      await signedInClient(system.url, outsider)
    ).data<{ documentCommentAdd: { userErrors: UserErrors } }>(
      'mutation ($input: DocumentCommentAddInput!) { documentCommentAdd(input: $input) { userErrors { field code } } }',
      { input: { documentId: toGlobalId('SalesInvoice', invoice.id), body: 'Halo' } },
    );
    expect(across2.documentCommentAdd.userErrors).toEqual([
      { field: 'documentId', code: 'U-INV-DOC-16' },
    ]);
    expect((await call<{ items: unknown[] }>('GET', path, owner)).body.items).toEqual([]);
  });
});
