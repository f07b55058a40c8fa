import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { CreditMemoResponse } from '../../contracts/invoicing/credit-memos.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import {
  addMember,
  addMemberInBuiltInRole,
  createOrganization,
  type Credentials,
  restCaller,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { saveOrdersSettings } from '../support/orders-settings.js';
import { issuedInvoice, type InvoiceOf } from '../support/sales-invoices.js';
import { systemSuite } from '../support/system-suite.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * Credit memos written as drafts and submitted later, over the invoicing
 * service's REST API and GraphQL (HTTP and WebSocket): a draft changes no
 * balance, returns nothing and is applied to nothing; its submission goes
 * where a new memo would and counts again, under the invoice's lock, what the
 * invoice has left to return and to credit; tenancy, permissions, wrong
 * status. The worker's system, an organisation of the file's own.
 */
const suite = systemSuite();

let organizationId: string;
let owner: Credentials;
let ownerTokens: Tokens;
let ownerClient: GraphQLClient;
let approverTokens: Tokens;
/** Reads credit memos and invoices, manages nothing. */
let readerTokens: Tokens;
let readerClient: GraphQLClient;
let outsiderTokens: Tokens;
let outsiderClient: GraphQLClient;

const call = restCaller(() => suite.system.invoicingUrl);

const issued = (of: InvoiceOf = {}) =>
  issuedInvoice(
    { system: suite.system, organizationId, writer: ownerTokens, approver: approverTokens },
    of,
  );

const invoiceNow = async (id: string) =>
  (await call<SalesInvoiceResponse>('GET', `/sales-invoices/${id}`, ownerTokens)).body;

const write = (body: Record<string, unknown>, by = ownerTokens) =>
  call<CreditMemoResponse>('POST', '/credit-memos', by, {
    memoDate: '2026-11-20',
    reason: 'Barang dikembalikan',
    draft: true,
    ...body,
  });

const move = (id: string, action: string, by: Tokens, body?: unknown) =>
  call<CreditMemoResponse>('POST', `/credit-memos/${id}/${action}`, by, body);

const memoNow = async (id: string) =>
  (await call<CreditMemoResponse>('GET', `/credit-memos/${id}`, ownerTokens)).body;

beforeAll(async () => {
  const created = await createOrganization(suite.system, 'PT Draf Nota');
  organizationId = created.organizationId;
  owner = created.owner;
  ownerTokens = await signInRest(suite.system, owner);
  ownerClient = await signedInClient(suite.system.url, owner);
  const approver = await addMemberInBuiltInRole(suite.system, organizationId, 'MAKER_APPROVER');
  approverTokens = await signInRest(suite.system, approver);
  const reader = await addMember(suite.system, organizationId, [
    'credit-memos:read',
    'invoices:read',
  ]);
  readerTokens = await signInRest(suite.system, reader);
  readerClient = await signedInClient(suite.system.url, reader);
  const outsider = (await createOrganization(suite.system, 'PT Lain Draf')).owner;
  outsiderTokens = await signInRest(suite.system, outsider);
  outsiderClient = await signedInClient(suite.system.url, outsider);
});

describe('a draft credit memo, over REST', () => {
  it('when written as a draft, it takes nothing off its invoice and keeps its applications; only a member with credit-memos:manage of its organisation submits it, once; submitted where no approval is needed, it opens and is applied, with its revision and activity', async () => {
    const invoice = await issued({ quantity: '10' });
    const made = await write({
      invoiceId: invoice.id,
      amount: '100000',
      applications: [{ invoiceId: invoice.id, amount: '100000' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      status: 'DRAFT',
      appliedAmount: '0.00',
      applications: [],
      requestedApplications: [{ invoice: { id: invoice.id }, amount: '100000.00' }],
      actions: ['submit', 'cancel'],
    });
    const id = made.body.id;
    expect(await invoiceNow(invoice.id)).toMatchObject({ creditedAmount: '0.00' });
    const applied = await move(id, 'apply', ownerTokens, {
      applications: [{ invoiceId: invoice.id, amount: '1.00' }],
    });
    expect([applied.status, applied.body.error?.code]).toEqual([409, 'U-INV-CM-12']);
    const byReader = await move(id, 'submit', readerTokens);
    expect([byReader.status, byReader.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const across = await move(id, 'submit', outsiderTokens);
    expect([across.status, across.body.error?.code]).toEqual([404, 'U-INV-CM-1']);
    const unknown = await move(randomUUID(), 'submit', ownerTokens);
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'U-INV-CM-1']);
    expect(await memoNow(id)).toMatchObject({ status: 'DRAFT', version: made.body.version });

    const submitted = await move(id, 'submit', ownerTokens);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({
      status: 'APPLIED',
      appliedAmount: '100000.00',
      requestedApplications: [],
      applications: [{ invoice: { id: invoice.id }, amount: '100000.00' }],
    });
    expect(await invoiceNow(invoice.id)).toMatchObject({ creditedAmount: '100000.00' });
    const again = await move(id, 'submit', ownerTokens);
    expect([again.status, again.body.error?.code]).toEqual([409, 'U-INV-DOC-9']);
    const revisions = await call<{ items: { action: string }[] }>(
      'GET',
      `/credit-memos/${id}/revisions`,
      ownerTokens,
    );
    expect(revisions.body.items.map((revision) => revision.action)).toEqual([
      'apply',
      'submit',
      'CREATED',
    ]);
    const activity = await suite.system.invoicing.db
      .selectFrom('activity_log')
      .select(['action', sql<string>`description->>'message'`.as('message')])
      .where('entity_id', '=', id)
      .orderBy('occurred_at')
      .execute();
    expect(activity.map((entry) => [entry.action, entry.message])).toEqual([
      ['CREATED', 'CREDIT_MEMO_ISSUED'],
      ['UPDATED', 'CREDIT_MEMO_SUBMITTED'],
      ['UPDATED', 'CREDIT_MEMO_APPLIED'],
    ]);
  });

  it('when the Orders settings require approval, a submitted draft waits for it and still takes nothing off', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const made = await write({
      invoiceId: invoice.id,
      amount: '400.00',
      applications: [{ invoiceId: invoice.id, amount: '400.00' }],
    });
    await saveOrdersSettings(suite.system, ownerTokens, { creditMemoApprovalRequired: true });
    try {
      const submitted = await move(made.body.id, 'submit', ownerTokens);
      expect(submitted.body).toMatchObject({
        status: 'PENDING_APPROVAL',
        appliedAmount: '0.00',
        requestedApplications: [{ amount: '400.00' }],
      });
      expect(await invoiceNow(invoice.id)).toMatchObject({ creditedAmount: '0.00' });
      const approved = await move(made.body.id, 'approve', approverTokens);
      expect(approved.body).toMatchObject({ status: 'APPLIED', appliedAmount: '400.00' });
    } finally {
      await saveOrdersSettings(suite.system, ownerTokens, { creditMemoApprovalRequired: false });
    }
  });

  it('when drafts credit more than their invoice has left, none counts until submitted, and the submission that no longer fits is refused and changes nothing', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const draft = await write({ invoiceId: invoice.id, amount: '1000.00' });
    expect(draft.body.status).toBe('DRAFT');
    const open = await write({ invoiceId: invoice.id, amount: '600.00', draft: false });
    expect([open.status, open.body.status]).toEqual([201, 'OPEN']);
    const refused = await move(draft.body.id, 'submit', ownerTokens);
    expect([
      refused.status,
      refused.body.error?.code,
      refused.body.error?.values?.remaining,
    ]).toEqual([409, 'U-INV-CM-13', '400.00']);
    expect(await memoNow(draft.body.id)).toMatchObject({
      status: 'DRAFT',
      version: draft.body.version,
    });
  });

  it('when twenty drafts each returning one of ten goods sold are submitted at once, ten are submitted and ten refused with what is left to return', async () => {
    const invoice = await issued({ quantity: '10' });
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        write({ invoiceId: invoice.id, returns: [{ invoiceLine: 1, quantity: '1' }] }),
      ),
    );
    expect(drafts.map((draft) => draft.body.status)).toEqual(Array(20).fill('DRAFT'));
    const answers = await Promise.all(
      drafts.map((draft) => move(draft.body.id, 'submit', ownerTokens)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .map((answer) => [answer.status, answer.body.error?.code, answer.body.error?.values]),
    ).toEqual(Array(10).fill([409, 'U-INV-CM-21', { line: '1', remaining: '0', sold: '10' }]));
    const memos = await Promise.all(drafts.map((draft) => memoNow(draft.body.id)));
    expect(memos.filter((memo) => memo.status === 'OPEN')).toHaveLength(10);
    expect(memos.filter((memo) => memo.status === 'DRAFT')).toHaveLength(10);
  });

  it('when a draft is cancelled it needs a reason and credit-memos:manage; bad input on a draft is refused and writes nothing', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const made = await write({ invoiceId: invoice.id, amount: '10.00' });
    const noReason = await move(made.body.id, 'cancel', ownerTokens, { reason: ' ' });
    expect([noReason.status, noReason.body.error?.code]).toEqual([400, 'U-INV-DOC-10']);
    const byReader = await move(made.body.id, 'cancel', readerTokens, { reason: 'Salah' });
    expect([byReader.status, byReader.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const cancelled = await move(made.body.id, 'cancel', ownerTokens, { reason: 'Salah tulis' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', actions: [] });
    const submitted = await move(made.body.id, 'submit', ownerTokens);
    expect([submitted.status, submitted.body.error?.code]).toEqual([409, 'U-INV-DOC-9']);

    const bad: [Record<string, unknown>, number, string][] = [
      [{ reason: ' ' }, 400, 'U-INV-CM-6'],
      [{ amount: '1000.01' }, 409, 'U-INV-CM-13'],
      [{ amount: undefined, returns: [{ invoiceLine: 1, quantity: '2' }] }, 409, 'U-INV-CM-21'],
    ];
    for (const [body, status, code] of bad) {
      const answer = await write({ invoiceId: invoice.id, amount: '10.00', ...body });
      expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    }
    const listed = await call<{ totalCount: number }>(
      'GET',
      `/credit-memos?invoiceId=${invoice.id}`,
      ownerTokens,
    );
    expect(listed.body.totalCount).toBe(1);
  });
});

describe('a draft credit memo’s edit, over REST', () => {
  const edit = (id: string, body: Record<string, unknown>, by = ownerTokens) =>
    call<CreditMemoResponse>('PATCH', `/credit-memos/${id}`, by, body);

  it('when its returned lines and reason are edited on the version read, its amount follows them, with one revision naming what changed and its activity; a stale version, bad input, another organisation, a member without credit-memos:manage and a submitted memo are refused and change nothing', async () => {
    const invoice = await issued({ quantity: '10' });
    const made = await write({
      invoiceId: invoice.id,
      returns: [{ invoiceLine: 1, quantity: '2' }],
    });
    expect(made.body).toMatchObject({ status: 'DRAFT', amount: '200000.00' });
    const { id, version } = made.body;
    const edited = await edit(id, {
      version,
      reason: 'Tiga karung rusak',
      returns: [{ invoiceLine: 1, quantity: '3' }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'DRAFT',
      amount: '300000.00',
      reason: 'Tiga karung rusak',
      version: version + 1,
      returns: [{ invoiceLine: 1, quantity: '3.0000' }],
    });
    const revisions = await call<{ items: { action: string; changes: { field: string }[] }[] }>(
      'GET',
      `/credit-memos/${id}/revisions`,
      ownerTokens,
    );
    expect(revisions.body.items[0]).toMatchObject({ action: 'revise' });
    expect(revisions.body.items[0]!.changes.map((change) => change.field)).toEqual([
      'reason',
      'amount',
      'line',
    ]);
    const [latest] = await suite.system.invoicing.db
      .selectFrom('activity_log')
      .select(['action', sql<string>`description->>'message'`.as('message')])
      .where('entity_id', '=', id)
      .orderBy('occurred_at', 'desc')
      .limit(1)
      .execute();
    expect(latest).toEqual({ action: 'UPDATED', message: 'CREDIT_MEMO_REVISED' });

    const refusals: [Record<string, unknown>, Tokens, number, string][] = [
      [{ version, reason: 'Lama' }, ownerTokens, 409, 'U-INV-CM-31'],
      [{ version: version + 1, reason: ' ' }, ownerTokens, 400, 'U-INV-CM-6'],
      [{ version: version + 1, amount: '1.00' }, ownerTokens, 400, 'U-INV-CM-22'],
      [
        { version: version + 1, returns: [{ invoiceLine: 1, quantity: '11' }] },
        ownerTokens,
        409,
        'U-INV-CM-21',
      ],
      [{ version: version + 1, reason: 'Bukan' }, readerTokens, 403, 'FORBIDDEN'],
      [{ version: version + 1, reason: 'Bukan' }, outsiderTokens, 404, 'U-INV-CM-1'],
    ];
    for (const [body, by, status, code] of refusals) {
      const answer = await edit(id, body, by);
      expect([answer.status, answer.body.error?.code], code).toEqual([status, code]);
    }
    expect(await memoNow(id)).toMatchObject({
      amount: '300000.00',
      reason: 'Tiga karung rusak',
      version: version + 1,
    });
    const unchanged = await edit(id, { version: version + 1, reason: 'Tiga karung rusak' });
    expect(unchanged.body.version).toBe(version + 1);

    expect((await move(id, 'submit', ownerTokens)).body.status).toBe('OPEN');
    const submitted = await edit(id, { version: version + 2, reason: 'Terlambat' });
    expect([submitted.status, submitted.body.error?.code]).toEqual([409, 'U-INV-CM-30']);
  });

  it('when the amount of a draft of an amount only is edited, it is held to what its invoice has left to credit', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const made = await write({ invoiceId: invoice.id, amount: '500.00' });
    const edited = await edit(made.body.id, { version: made.body.version, amount: '700' });
    expect(edited.body).toMatchObject({ amount: '700.00', version: made.body.version + 1 });
    const over = await edit(made.body.id, { version: made.body.version + 1, amount: '1000.01' });
    expect([over.status, over.body.error?.code]).toEqual([409, 'U-INV-CM-13']);
    expect((await memoNow(made.body.id)).amount).toBe('700.00');
  });
});

const MEMO = `creditMemo { id status actions version reason appliedAmount { amount } } userErrors { field code }`;
const EDIT = `mutation ($input: CreditMemoDraftInput!) { creditMemoEditDraft(input: $input) { ${MEMO} } }`;
const CREATE = `mutation ($input: CreditMemoCreateInput!) { creditMemoCreate(input: $input) { ${MEMO} } }`;
const SUBMIT = `mutation ($input: CreditMemoIdInput!) { creditMemoSubmit(input: $input) { ${MEMO} } }`;
type Payload = {
  creditMemo: {
    id: string;
    status: string;
    actions: string[];
    version: number;
    reason: string;
    appliedAmount: { amount: string };
  } | null;
  userErrors: UserErrors;
};

describe.each(TRANSPORTS)('a draft credit memo over GraphQL (%s)', (transport) => {
  it('is written with draft: true, edited on its version, and offers Submit; another organisation finds nothing, a member without credit-memos:manage is FORBIDDEN; submitted, it opens, and once only', async () => {
    const invoice = await issued({ quantity: '1', unitPrice: '1000.00' });
    const created = await send<{ creditMemoCreate: Payload }>(transport, ownerClient, CREATE, {
      input: {
        invoiceId: toGlobalId('SalesInvoice', invoice.id),
        memoDate: '2026-11-20',
        amount: '250.00',
        reason: 'Potongan harga',
        draft: true,
      },
    });
    expect(created.data?.creditMemoCreate, JSON.stringify(created)).toMatchObject({
      creditMemo: { status: 'DRAFT', actions: ['SUBMIT', 'CANCEL'] },
      userErrors: [],
    });
    const input = { input: { creditMemoId: created.data!.creditMemoCreate.creditMemo!.id } };
    const { version } = created.data!.creditMemoCreate.creditMemo!;
    const draft = (extra: Record<string, unknown>) => ({ input: { ...input.input, ...extra } });
    const edited = await send<{ creditMemoEditDraft: Payload }>(
      transport,
      ownerClient,
      EDIT,
      draft({ version, reason: 'Potongan harga disepakati' }),
    );
    expect(edited.data?.creditMemoEditDraft).toMatchObject({
      creditMemo: { status: 'DRAFT', reason: 'Potongan harga disepakati', version: version + 1 },
      userErrors: [],
    });
    const stale = await send<{ creditMemoEditDraft: Payload }>(
      transport,
      ownerClient,
      EDIT,
      draft({ version, reason: 'Lama' }),
    );
    expect(stale.data?.creditMemoEditDraft).toEqual({
      creditMemo: null,
      userErrors: [{ field: 'version', code: 'U-INV-CM-31' }],
    });
    const editAcross = await send<{ creditMemoEditDraft: Payload }>(
      transport,
      outsiderClient,
      EDIT,
      draft({ version: version + 1, reason: 'Bukan' }),
    );
    expect(editAcross.data?.creditMemoEditDraft).toEqual({
      creditMemo: null,
      userErrors: [{ field: 'creditMemoId', code: 'U-INV-CM-1' }],
    });
    const editForbidden = await send(
      transport,
      readerClient,
      EDIT,
      draft({ version: version + 1, reason: 'Bukan' }),
    );
    expect(editForbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const across = await send<{ creditMemoSubmit: Payload }>(
      transport,
      outsiderClient,
      SUBMIT,
      input,
    );
    expect(across.data?.creditMemoSubmit).toEqual({
      creditMemo: null,
      userErrors: [{ field: 'creditMemoId', code: 'U-INV-CM-1' }],
    });
    const forbidden = await send(transport, readerClient, SUBMIT, input);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const submitted = await send<{ creditMemoSubmit: Payload }>(
      transport,
      ownerClient,
      SUBMIT,
      input,
    );
    expect(submitted.data?.creditMemoSubmit).toMatchObject({
      creditMemo: { status: 'OPEN', appliedAmount: { amount: '0.00' } },
      userErrors: [],
    });
    const again = await send<{ creditMemoSubmit: Payload }>(transport, ownerClient, SUBMIT, input);
    expect(again.data?.creditMemoSubmit.userErrors.map((error) => error.code)).toEqual([
      'U-INV-DOC-9',
    ]);
  });
});
