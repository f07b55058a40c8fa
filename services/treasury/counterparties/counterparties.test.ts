import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../../system.js';
import { startTestSystem } from '../../../tests/support/system.js';
import { addMember, authHeaders, counterpartyInput, createCounterpartyRest, createOrganization, signInRest, type Tokens } from '../../../tests/support/factories.js';

let system: System;
let owner: Tokens;
let other: Tokens;

async function call(method: string, path: string, tokens: Tokens | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${system.treasuryUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(tokens ? authHeaders(tokens) : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function countOf(tokens: Tokens) {
  return (await call('GET', '/counterparties?first=1', tokens)).body.totalCount as number;
}

beforeAll(async () => {
  system = await startTestSystem();
  const { owner: ownerCredentials } = await createOrganization(system, 'PT Pemilik Data');
  owner = await signInRest(system, ownerCredentials);
  const { owner: otherCredentials } = await createOrganization(system, 'PT Organisasi Lain');
  other = await signInRest(system, otherCredentials);
});

afterAll(() => system?.stop());

describe('creating a counterparty', () => {
  it('stores it with its bank accounts and answers it with the bank name', async () => {
    const input = counterpartyInput({ legalName: 'PT Maju Bersama', alias: 'Maju', type: 'COMPANY' });
    const { status, body } = await call('POST', '/counterparties', owner, input);
    expect(status).toBe(201);
    expect(body.node).toMatchObject({ legalName: 'PT Maju Bersama', alias: 'Maju', type: 'COMPANY', email: input.email });
    expect(body.node.bankAccounts).toEqual([
      expect.objectContaining({ bankCode: '014', bankName: 'Bank Central Asia (BCA)', accountNumber: input.bankAccounts[0]!.accountNumber }),
    ]);
    expect(typeof body.cursor).toBe('string');
  });

  it('when the alias is taken in the organisation, ignoring case, it is refused and nothing is stored', async () => {
    await createCounterpartyRest(system, owner, { alias: 'Toko Sejahtera' });
    const before = await countOf(owner);
    const { status, body } = await call('POST', '/counterparties', owner, counterpartyInput({ alias: 'toko SEJAHTERA' }));
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'U-TRSY-CP-2', message: 'This alias is already used by another counterparty.', field: 'alias' });
    expect(await countOf(owner)).toBe(before);
  });

  it('the same alias is free in another organisation', async () => {
    await createCounterpartyRest(system, owner, { alias: 'Alias Bersama' });
    const created = await createCounterpartyRest(system, other, { alias: 'Alias Bersama' });
    expect(created.alias).toBe('Alias Bersama');
  });

  it('when a bank account is already registered to another counterparty, it is refused on that row', async () => {
    const first = counterpartyInput();
    await call('POST', '/counterparties', owner, first);
    const second = counterpartyInput({ bankAccounts: [{ bankCode: '009', accountNumber: '5550001112', accountName: 'X' }, first.bankAccounts[0]] });
    const { status, body } = await call('POST', '/counterparties', owner, second);
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'U-TRSY-CP-1', field: 'bankAccounts.1.accountNumber' });
  });

  it.each([
    [{ legalName: '  ' }, 'REQUIRED', 'legalName', 'This field is required'],
    [{ alias: '' }, 'REQUIRED', 'alias', 'This field is required'],
    [{ email: 'bukan-email' }, 'INVALID_EMAIL', 'email', 'Invalid email format'],
    [{ bankAccounts: [] }, 'U-TRSY-CP-4', 'bankAccounts', 'Add at least one bank account.'],
    [{ bankAccounts: [{ bankCode: '999', accountNumber: '1234567', accountName: 'X' }] }, 'U-TRSY-CP-5', 'bankAccounts.0.bankCode', 'Choose a bank from the list.'],
    [{ bankAccounts: [{ bankCode: '014', accountNumber: '12AB', accountName: 'X' }] }, 'U-TRSY-CP-6', 'bankAccounts.0.accountNumber', 'The account number must be 5 to 34 digits.'],
    [{ bankAccounts: [{ bankCode: '014', accountNumber: '1234567', accountName: '' }] }, 'REQUIRED', 'bankAccounts.0.accountName', 'This field is required'],
    [
      { bankAccounts: [{ bankCode: '014', accountNumber: '7654321', accountName: 'X' }, { bankCode: '014', accountNumber: '765-4321', accountName: 'X' }] },
      'U-TRSY-CP-8',
      'bankAccounts.1.accountNumber',
      'This bank account appears more than once.',
    ],
  ])('bad input %j is refused with %s on %s and changes nothing', async (overrides, code, field, message) => {
    const before = await countOf(owner);
    const { status, body } = await call('POST', '/counterparties', owner, counterpartyInput(overrides));
    expect(status).toBe(400);
    expect(body.error).toEqual({ code, field, message });
    expect(await countOf(owner)).toBe(before);
  });

  it('an unknown type is refused by the request schema', async () => {
    const { status, body } = await call('POST', '/counterparties', owner, counterpartyInput({ type: 'GOVERNMENT' }));
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
  });

  it('a member without counterparties:create is FORBIDDEN and nothing is stored', async () => {
    const reader = await signInRest(system, await addMember(system, owner.organizationId, ['counterparties:read']));
    const before = await countOf(owner);
    const { status, body } = await call('POST', '/counterparties', reader, counterpartyInput());
    expect(status).toBe(403);
    expect(body.error).toEqual({ code: 'FORBIDDEN', message: 'You do not have the counterparties:create permission.' });
    expect(await countOf(owner)).toBe(before);
  });
});

describe('reading counterparties', () => {
  it('another organisation’s counterparty answers 404 exactly like a missing one', async () => {
    const theirs = await createCounterpartyRest(system, other);
    const foreign = await call('GET', `/counterparties/${theirs.id}`, owner);
    const missing = await call('GET', '/counterparties/00000000-0000-4000-8000-000000000000', owner);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const batch = await call('GET', `/counterparties/batch?ids=${theirs.id}`, owner);
    expect(batch.body.items).toEqual([]);
  });

  it('a member without counterparties:read is FORBIDDEN', async () => {
    const nobody = await signInRest(system, await addMember(system, owner.organizationId, []));
    const { status, body } = await call('GET', '/counterparties', nobody);
    expect(status).toBe(403);
    expect(body.error.code).toBe('FORBIDDEN');
  });

  it('without a token it is 401; with another organisation in the header it is 403', async () => {
    expect((await call('GET', '/counterparties', null)).status).toBe(401);
    const mismatch = await call('GET', '/counterparties', owner, undefined, { 'x-organization-id': other.organizationId });
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.error.code).toBe('ORGANIZATION_MISMATCH');
  });

  it('pages forward and backward by legal name with stable cursors and a total count', async () => {
    const { owner: credentials } = await createOrganization(system);
    const tokens = await signInRest(system, credentials);
    const names = ['Anggrek', 'Bougenville', 'Cempaka', 'Dahlia', 'Edelweis'];
    for (const name of [...names].reverse()) await createCounterpartyRest(system, tokens, { legalName: `PT ${name}`, alias: name });
    const first = await call('GET', '/counterparties?first=2', tokens);
    expect(first.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual(['Anggrek', 'Bougenville']);
    expect(first.body.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.body.totalCount).toBe(5);
    const second = await call('GET', `/counterparties?first=2&after=${first.body.pageInfo.endCursor}`, tokens);
    expect(second.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual(['Cempaka', 'Dahlia']);
    const third = await call('GET', `/counterparties?first=2&after=${second.body.pageInfo.endCursor}`, tokens);
    expect(third.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual(['Edelweis']);
    expect(third.body.pageInfo.hasNextPage).toBe(false);
    const back = await call('GET', `/counterparties?last=2&before=${third.body.pageInfo.startCursor}`, tokens);
    expect(back.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual(['Cempaka', 'Dahlia']);
    expect(back.body.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('searches legal name, alias and email and filters by type', async () => {
    const { owner: credentials } = await createOrganization(system);
    const tokens = await signInRest(system, credentials);
    await createCounterpartyRest(system, tokens, { legalName: 'PT Kopi Nusantara', alias: 'Kopi', type: 'COMPANY' });
    await createCounterpartyRest(system, tokens, { legalName: 'Wati Kusuma', alias: 'Wati', type: 'INDIVIDUAL', email: 'wati@kopi.id' });
    await createCounterpartyRest(system, tokens, { legalName: 'PT Teh Manis', alias: 'Teh', type: 'COMPANY', email: 'teh@teh.id' });
    const search = await call('GET', '/counterparties?search=kopi', tokens);
    expect(search.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual(['Kopi', 'Wati']);
    const typed = await call('GET', '/counterparties?search=kopi&type=INDIVIDUAL', tokens);
    expect(typed.body.items.map((e: { node: { alias: string } }) => e.node.alias)).toEqual(['Wati']);
    expect(typed.body.totalCount).toBe(1);
    const wildcard = await call('GET', `/counterparties?search=${encodeURIComponent('%')}`, tokens);
    expect(wildcard.body.totalCount).toBe(0);
  });

  it('a forged cursor is refused with a clear error', async () => {
    const { status, body } = await call('GET', '/counterparties?after=bm90LWEtY3Vyc29y', owner);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'U-TRSY-CP-3', field: 'after' });
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const response = await fetch(`${system.treasuryUrl}/docs/json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/counterparties', '/counterparties/{id}', '/banks']));
  });
});
