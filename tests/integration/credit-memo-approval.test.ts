import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { CreditMemoResponse } from '../../contracts/invoicing/credit-memos.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { createApiKey, keyTokensRest } from '../support/api-keys.js';
import {
  addMemberInBuiltInRole,
  createOrganization,
  type Credentials,
  restCaller,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { issuedInvoice, type InvoiceOf } from '../support/sales-invoices.js';
import { systemSuite } from '../support/system-suite.js';
import { saveOrdersSettings } from '../support/orders-settings.js';

/**
 * Credit memos waiting for approval, over the invoicing service's REST API
 * and GraphQL: with the Orders settings' `creditMemoApprovalRequired` on, a
 * memo takes nothing off its invoice and is in no buyer's credit until a
 * second member approves it (never its author, nor the author's API key),
 * yet counts against what its invoice has left to credit; approvals and
 * writings at once; rejection; tenancy and permissions. The worker's system,
 * an organisation of the file's own with the setting on.
 */
const suite = systemSuite();

let organizationId: string;
/** The owner writes the memos: their author. */
let owner: Credentials;
let ownerTokens: Tokens;
let ownerClient: GraphQLClient;
/** The owner's key in the Approver role: it acts for the owner. */
let ownerKeyTokens: Tokens;
let ownerKey: string;
/** A second person, a Maker & Approver. */
let dewi: Credentials;
let dewiTokens: Tokens;
let dewiClient: GraphQLClient;
/** A Maker: manages credit memos, may not approve them. */
let makerTokens: Tokens;
let makerClient: GraphQLClient;
let outsiderTokens: Tokens;
let outsiderClient: GraphQLClient;

const call = restCaller(() => suite.system.invoicingUrl);

const issued = (of: InvoiceOf = {}) =>
  issuedInvoice(
    { system: suite.system, organizationId, writer: ownerTokens, approver: dewiTokens },
    of,
  );

const invoiceNow = async (id: string) =>
  (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${id}`, ownerTokens)).body;

const creditOf = async (buyerId: string) =>
  (
    await call<{ credits: { currency: string; amount: string }[] }>(
      'GET',
      `/customers/${buyerId}/credit`,
      ownerTokens,
    )
  ).body.credits;

const write = (body: Record<string, unknown>, by = ownerTokens) =>
  call<CreditMemoResponse>('POST', '/credit-memos', by, {
    memoDate: '2026-11-20',
    reason: 'Barang dikembalikan',
    ...body,
  });

const move = (id: string, action: string, by: Tokens, body?: unknown) =>
  call<CreditMemoResponse>('POST', `/credit-memos/${id}/${action}`, by, body);

/** The access token the key `secret` trades for (`keyTokensRest`). */
const keyTokens = (secret: string) => keyTokensRest(suite.system, secret);

beforeAll(async () => {
  const created = await createOrganization(suite.system, 'PT Nota Disetujui');
  organizationId = created.organizationId;
  owner = created.owner;
  ownerTokens = await signInRest(suite.system, owner);
  ownerClient = await signedInClient(suite.system.url, owner);
  dewi = await addMemberInBuiltInRole(suite.system, organizationId, 'MAKER_APPROVER');
  dewiTokens = await signInRest(suite.system, dewi);
  dewiClient = await signedInClient(suite.system.url, dewi);
  const maker = await addMemberInBuiltInRole(suite.system, organizationId, 'MAKER');
  makerTokens = await signInRest(suite.system, maker);
  makerClient = await signedInClient(suite.system.url, maker);
  const outsider = (await createOrganization(suite.system, 'PT Lain Setuju')).owner;
  outsiderTokens = await signInRest(suite.system, outsider);
  outsiderClient = await signedInClient(suite.system.url, outsider);
  ownerKey = await createApiKey(ownerClient, 'Approver', { name: 'Penyetuju Nota' });
  ownerKeyTokens = await keyTokens(ownerKey);
  await saveOrdersSettings(suite.system, ownerTokens, { creditMemoApprovalRequired: true });
});

describe('a credit memo waiting for approval, over REST', () => {
  it('when its author writes it, it takes nothing off its invoice and is in no buyer credit; neither the author nor their API key approves it, a member without credit-memos:approve is FORBIDDEN, another organisation finds nothing; a second member approves it and only then the invoice’s remaining amount drops', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, organizationId, {
      name: 'PT Menunggu Nota',
    });
    const invoice = await issued({ buyerId, quantity: '10' });
    const made = await write({
      invoiceId: invoice.id,
      amount: '300000',
      applications: [{ invoiceId: invoice.id, amount: '200000' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      status: 'PENDING_APPROVAL',
      amount: '300000.00',
      appliedAmount: '0.00',
      remainingAmount: '300000.00',
      applications: [],
      requestedApplications: [
        { invoice: { id: invoice.id, number: invoice.number }, amount: '200000.00' },
      ],
      approval: null,
      // The owner may approve credit memos, but not their own: Approve is not offered.
      actions: ['reject', 'cancel'],
    });
    const id = made.body.id;
    expect(await invoiceNow(invoice.id)).toMatchObject({
      creditedAmount: '0.00',
      remainingAmount: '1000000.00',
    });
    expect(await creditOf(buyerId)).toEqual([]);
    const applied = await move(id, 'apply', ownerTokens, {
      applications: [{ invoiceId: invoice.id, amount: '1.00' }],
    });
    expect([applied.status, applied.body.error?.code]).toEqual([409, 'U-INV-CM-12']);

    const byAuthor = await move(id, 'approve', ownerTokens);
    expect([byAuthor.status, byAuthor.body.error?.code]).toEqual([409, 'U-INV-DOC-18']);
    const byKey = await move(id, 'approve', ownerKeyTokens);
    expect([byKey.status, byKey.body.error?.code]).toEqual([409, 'U-INV-DOC-18']);
    const byMaker = await move(id, 'approve', makerTokens);
    expect([byMaker.status, byMaker.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const rejectByMaker = await move(id, 'reject', makerTokens, { reason: 'Tidak' });
    expect([rejectByMaker.status, rejectByMaker.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    for (const action of ['approve', 'reject', 'cancel']) {
      const across = await move(id, action, outsiderTokens, { reason: 'Bukan milik kami' });
      expect([across.status, across.body.error?.code], action).toEqual([404, 'U-INV-CM-1']);
    }
    const unknown = await move(randomUUID(), 'approve', dewiTokens);
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'U-INV-CM-1']);
    expect(await invoiceNow(invoice.id)).toMatchObject({ creditedAmount: '0.00' });

    const seenByDewi = await call<CreditMemoResponse>('GET', `/credit-memos/${id}`, dewiTokens);
    expect(seenByDewi.body.actions).toEqual(['approve', 'reject', 'cancel']);
    const approved = await move(id, 'approve', dewiTokens);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'OPEN',
      appliedAmount: '200000.00',
      remainingAmount: '100000.00',
      applications: [{ invoice: { id: invoice.id }, amount: '200000.00', appliedBy: dewi.userId }],
      requestedApplications: [],
      approval: { by: dewi.userId },
      actions: ['apply', 'cancel'],
    });
    expect(await invoiceNow(invoice.id)).toMatchObject({
      creditedAmount: '200000.00',
      remainingAmount: '800000.00',
    });
    expect(await creditOf(buyerId)).toEqual([{ currency: 'IDR', amount: '100000.00' }]);
    const again = await move(id, 'approve', dewiTokens);
    expect([again.status, again.body.error?.code]).toEqual([409, 'U-INV-DOC-9']);
    const revisions = await call<{ items: { action: string; actorId: string }[] }>(
      'GET',
      `/credit-memos/${id}/revisions`,
      ownerTokens,
    );
    expect(revisions.body.items.map((revision) => revision.action)).toEqual([
      'apply',
      'approve',
      'CREATED',
    ]);
    const activity = await suite.system.invoicing.db
      .selectFrom('activity_log')
      .select(['action', 'actor_id'])
      .where('entity_id', '=', id)
      .orderBy('occurred_at')
      .execute();
    expect(activity.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['CREATED', owner.userId],
      ['APPROVED', dewi.userId],
      ['UPDATED', dewi.userId],
    ]);
  });

  it('when twenty approvals of one memo arrive at once, it is approved and applied once', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const made = await write({
      invoiceId: invoice.id,
      amount: '100.00',
      applications: [{ invoiceId: invoice.id, amount: '100.00' }],
    });
    expect(made.body.status).toBe('PENDING_APPROVAL');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(made.body.id, 'approve', dewiTokens)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .map((answer) => [answer.status, answer.body.error?.code]),
    ).toEqual(Array(19).fill([409, 'U-INV-DOC-9']));
    expect(await invoiceNow(invoice.id)).toMatchObject({
      creditedAmount: '100.00',
      remainingAmount: '900.00',
    });
    const memo = await call<CreditMemoResponse>('GET', `/credit-memos/${made.body.id}`, dewiTokens);
    expect(memo.body).toMatchObject({ status: 'APPLIED', appliedAmount: '100.00' });
    expect(memo.body.applications).toHaveLength(1);
  });

  it('when twenty memos of 100.00 are written at once against an invoice of 1,000.00, ten wait for approval and ten are refused: waiting and open memos together never credit more than the invoice has left', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => write({ invoiceId: invoice.id, amount: '100.00' })),
    );
    const written = answers.filter((answer) => answer.status === 201);
    expect(written.map((answer) => answer.body.status)).toEqual(Array(10).fill('PENDING_APPROVAL'));
    expect(
      answers
        .filter((answer) => answer.status !== 201)
        .map((answer) => [answer.status, answer.body.error?.code]),
    ).toEqual(Array(10).fill([409, 'U-INV-CM-13']));
    expect(await invoiceNow(invoice.id)).toMatchObject({ remainingAmount: '1000.00' });
    // One approved (open now), nine waiting: still nothing left to credit.
    expect((await move(written[0]!.body.id, 'approve', dewiTokens)).body.status).toBe('OPEN');
    const more = await write({ invoiceId: invoice.id, amount: '0.01' });
    expect([more.status, more.body.error?.code, more.body.error?.values?.remaining]).toEqual([
      409,
      'U-INV-CM-13',
      '0.00',
    ]);
  });

  it('when the applications asked at writing are wrong, the memo is refused and nothing is written', async () => {
    const buyerId = await insertActiveBuyer(suite.system.invoicing.db, organizationId, {
      name: 'PT Salah Minta',
    });
    const invoice = await issued({ buyerId, quantity: '1', unitPrice: '1000.00' });
    const over = await write({
      invoiceId: invoice.id,
      amount: '500.00',
      applications: [{ invoiceId: invoice.id, amount: '500.01' }],
    });
    expect([over.status, over.body.error?.code]).toEqual([409, 'U-INV-CM-10']);
    const listed = await call<{ totalCount: number }>(
      'GET',
      `/credit-memos?invoiceId=${invoice.id}`,
      ownerTokens,
    );
    expect(listed.body.totalCount).toBe(0);
  });

  it('when a memo waiting for approval is rejected it needs a reason, takes nothing off and changes no more; one cancelled while waiting takes nothing off either', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const made = await write({
      invoiceId: invoice.id,
      amount: '400.00',
      applications: [{ invoiceId: invoice.id, amount: '400.00' }],
    });
    const id = made.body.id;
    const noReason = await move(id, 'reject', dewiTokens, { reason: '  ' });
    expect([noReason.status, noReason.body.error?.code]).toEqual([400, 'U-INV-DOC-10']);
    const rejected = await move(id, 'reject', dewiTokens, { reason: 'Tidak ada retur' });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      appliedAmount: '0.00',
      requestedApplications: [],
      rejection: { reason: 'Tidak ada retur', by: dewi.userId },
      actions: [],
    });
    for (const action of ['approve', 'reject', 'cancel']) {
      const after = await move(id, action, dewiTokens, { reason: 'Lagi' });
      expect([after.status, after.body.error?.code], action).toEqual([409, 'U-INV-DOC-9']);
    }
    const waiting = await write({ invoiceId: invoice.id, amount: '600.00' });
    const cancelled = await move(waiting.body.id, 'cancel', ownerTokens, { reason: 'Salah' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', appliedAmount: '0.00' });
    expect(await invoiceNow(invoice.id)).toMatchObject({
      creditedAmount: '0.00',
      remainingAmount: '1000.00',
    });
  });
});

const FIELDS = `id status actions appliedAmount { amount }
  requestedApplications { invoiceNumber amount { amount } }
  approvedBy { email } rejection { reason }`;
type Memo = {
  id: string;
  status: string;
  actions: string[];
  appliedAmount: { amount: string };
  requestedApplications: { invoiceNumber: string; amount: { amount: string } }[];
  approvedBy: { email: string } | null;
  rejection: { reason: string } | null;
};
type Payload = { creditMemo: Memo | null; userErrors: UserErrors };

describe('a credit memo waiting for approval, over GraphQL', () => {
  it('when the author asks, Approve is not offered and is refused; a member without credit-memos:approve is FORBIDDEN; another organisation’s memo is not found; a second member approves it and the invoice is credited only then', async () => {
    const invoice = await issued({ quantity: '2' });
    const created = await ownerClient.data<{ creditMemoCreate: Payload }>(
      `mutation ($input: CreditMemoCreateInput!) { creditMemoCreate(input: $input) { creditMemo { ${FIELDS} } userErrors { field code message } } }`,
      {
        input: {
          invoiceId: toGlobalId('SalesInvoice', invoice.id),
          memoDate: '2026-11-20',
          amount: '50000',
          reason: 'Potongan harga',
          applications: [{ invoiceId: toGlobalId('SalesInvoice', invoice.id), amount: '50000' }],
        },
      },
    );
    expect(created.creditMemoCreate.userErrors).toEqual([]);
    const memo = created.creditMemoCreate.creditMemo!;
    expect(memo).toMatchObject({
      status: 'PENDING_APPROVAL',
      actions: ['REJECT', 'CANCEL'],
      appliedAmount: { amount: '0.00' },
      requestedApplications: [{ invoiceNumber: invoice.number, amount: { amount: '50000.00' } }],
      approvedBy: null,
    });
    const APPROVE = `mutation ($input: CreditMemoIdInput!) { creditMemoApprove(input: $input) { creditMemo { ${FIELDS} } userErrors { field code message } } }`;
    const REJECT = `mutation ($input: CreditMemoRejectInput!) { creditMemoReject(input: $input) { creditMemo { id } userErrors { field code } } }`;
    const byAuthor = await ownerClient.data<{ creditMemoApprove: Payload }>(APPROVE, {
      input: { creditMemoId: memo.id },
    });
    expect(byAuthor.creditMemoApprove.userErrors.map((error) => error.code)).toEqual([
      'U-INV-DOC-18',
    ]);
    const byKey = await new GraphQLClient(suite.system.url).request<{
      creditMemoApprove: Payload;
    }>(APPROVE, { input: { creditMemoId: memo.id } }, { authorization: `Bearer ${ownerKey}` });
    expect(byKey.data!.creditMemoApprove.userErrors.map((error) => error.code)).toEqual([
      'U-INV-DOC-18',
    ]);
    for (const query of [APPROVE, REJECT]) {
      const forbidden = await makerClient.request(query, {
        input: { creditMemoId: memo.id, ...(query === REJECT ? { reason: 'Tidak' } : {}) },
      });
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const across = await outsiderClient.data<{ creditMemoApprove: Payload }>(APPROVE, {
      input: { creditMemoId: memo.id },
    });
    expect(across.creditMemoApprove.userErrors).toEqual([
      { field: 'creditMemoId', code: 'U-INV-CM-1', message: 'Credit memo not found.' },
    ]);
    expect((await invoiceNow(invoice.id)).creditedAmount).toBe('0.00');

    const offered = await dewiClient.data<{ node: { actions: string[] } }>(
      'query ($id: ID!) { node(id: $id) { ... on CreditMemo { actions } } }',
      { id: memo.id },
    );
    expect(offered.node.actions).toEqual(['APPROVE', 'REJECT', 'CANCEL']);
    const approved = await dewiClient.data<{ creditMemoApprove: Payload }>(APPROVE, {
      input: { creditMemoId: memo.id },
    });
    expect(approved.creditMemoApprove).toMatchObject({
      userErrors: [],
      creditMemo: {
        status: 'APPLIED',
        appliedAmount: { amount: '50000.00' },
        requestedApplications: [],
        approvedBy: { email: dewi.email },
      },
    });
    expect((await invoiceNow(invoice.id)).creditedAmount).toBe('50000.00');
  });
});
