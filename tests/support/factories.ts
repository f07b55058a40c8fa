import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { BuiltInRole } from '../../contracts/account/permissions.js';
import { MembershipStatus } from '../../services/account/membership-status.js';
import {
  createOrganizationWithOwner,
  usernameFor,
} from '../../services/account/organizations/service.js';
import { hashPassword } from '../../services/account/passwords.js';
import type { System } from '../../system.js';
import { confirmAuthenticator } from './oathtool.js';

const unique = () => randomBytes(4).toString('hex');

export type Credentials = { email: string; password: string; userId: string };
export type Tokens = { accessToken: string; refreshToken: string; organizationId: string };

/** The password of every owner made here (`createOrganization`). */
const OWNER_PASSWORD = 'Rahasia123';
/** The password of every member added here (`addMember`, `addMemberInBuiltInRole`). */
const MEMBER_PASSWORD = 'Anggota123';
const hashes = new Map<string, Promise<string>>();

/**
 * The scrypt cost of the people made here: a run signs them in some
 * thousands of times, and at the product's cost (services/account/passwords.ts,
 * about 35 ms of CPU each) that was a minute of the run's two cores. A stored
 * hash names its cost and signing in reads it back, so they still sign in
 * through the same scrypt check, at 2 ms. Everyone who signs up, is invited,
 * or sets or changes a password is hashed at the product's own cost, which
 * those paths' tests see.
 */
const FIXTURE_HASH_PARAMS = { N: 1024, r: 8, p: 1 } as const;

/**
 * The stored hash of `password`, made once per process: the people made here
 * differ in their email and role, not in their password.
 */
function hashedOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, FIXTURE_HASH_PARAMS)));
  return hash;
}

/**
 * Gives the user of `email` a hash of `password` at the product's own scrypt
 * cost, as everyone who signs up has: for a test of how long a sign-in takes
 * (a known and an unknown email alike), which the fixtures' lower cost would
 * tell apart.
 */
export async function atProductPasswordCost(
  system: Pick<System, 'account'>,
  credentials: { email: string; password: string },
): Promise<void> {
  await system.account.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(credentials.password) })
    .where('email', '=', credentials.email)
    .executeTakeFirstOrThrow();
}

/**
 * An organisation with its owner, whose password is known. The owner is a
 * user before the organisation is made, as when someone with an account
 * makes another one, so that their password's hash is the one made once
 * (`hashedOnce`) rather than one the organisation's creation makes.
 */
export async function createOrganization(
  system: Pick<System, 'account'>,
  name = `PT Uji ${unique()}`,
) {
  const owner = { email: `owner-${unique()}@example.co.id`, password: OWNER_PASSWORD };
  await system.account.db
    .insertInto('users')
    .values({
      email: owner.email,
      password_hash: await hashedOnce(owner.password),
      full_name: 'Pemilik Uji',
    })
    .execute();
  // The name as given, the username made unique: files sharing a system may name their organisations alike.
  const username = `${usernameFor(name).slice(0, 50)}-${unique()}`;
  const result = await createOrganizationWithOwner(system.account.db, {
    name,
    username,
    ownerEmail: owner.email,
    ownerPassword: owner.password,
    ownerName: 'Pemilik Uji',
  });
  return {
    organizationId: result.organization.id,
    owner: { ...owner, userId: result.owner.id } as Credentials,
  };
}

/** A member of an organisation holding exactly the given permissions, in a role of their own. */
export async function addMember(
  system: Pick<System, 'account'>,
  organizationId: string,
  permissions: string[],
): Promise<Credentials> {
  const role = await system.account.db
    .insertInto('roles')
    .values({ organization_id: organizationId, name: `Role ${unique()}`, permissions })
    .returning('id')
    .executeTakeFirstOrThrow();
  return newMember(system, organizationId, role.id, `member-${unique()}`, 'Anggota Uji');
}

/** A new user with the members' password, `<mailbox>@example.co.id`, an active member of the organisation in the role `roleId`. */
async function newMember(
  system: Pick<System, 'account'>,
  organizationId: string,
  roleId: string,
  mailbox: string,
  fullName: string,
): Promise<Credentials> {
  const email = `${mailbox}@example.co.id`;
  const password = MEMBER_PASSWORD;
  const db = system.account.db;
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: await hashedOnce(password), full_name: fullName })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({
      organization_id: organizationId,
      user_id: user.id,
      role_id: roleId,
      status: MembershipStatus.active,
    })
    .execute();
  return { email, password, userId: user.id };
}

/** Signs in through the account service's REST API. */
export async function signInRest(
  system: Pick<System, 'accountUrl'>,
  credentials: { email: string; password: string },
): Promise<Tokens> {
  const response = await fetch(`${system.accountUrl}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (response.status !== 201)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

export const authHeaders = (tokens: Tokens) => ({
  authorization: `Bearer ${tokens.accessToken}`,
  'x-organization-id': tokens.organizationId,
});

/** A manual IDR bank account as the treasury takes it (REST body or GraphQL input): a new number and alias unless given. */
export function manualAccountInput(overrides: Record<string, unknown> = {}) {
  const number = String(5_270_000_000 + (manualAccountSequence += 1));
  return {
    bankCode: '014',
    accountNumber: number,
    accountName: 'PT PEMILIK DATA',
    alias: `Operasional ${number}`,
    currency: 'IDR',
    connectionType: 'MANUAL',
    ...overrides,
  };
}
let manualAccountSequence = 0;

/**
 * What a service's REST API answers: its body, or (on a refusal) its error with the code and, where
 * one field is at fault, the field, and the values its message names.
 */
export type RestAnswer = Record<string, unknown> & {
  error?: { code: string; field?: string; message: string; values?: Record<string, string> };
};

/**
 * A member's call to a service's REST API at `baseUrl`: a JSON body (when
 * given) in, the status and the parsed answer (an empty object when there is
 * none) out.
 */
export async function callRest<Body>(
  baseUrl: string,
  method: string,
  path: string,
  tokens: Tokens,
  body?: unknown,
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...authHeaders(tokens) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text || '{}') as Body };
}

/**
 * A member's POST to a service's REST API at `baseUrl` that must create what it sends: unless the
 * service answers 201 Created the test fails there, showing the answer; the created body out.
 */
export async function createdRest<Body>(
  baseUrl: string,
  path: string,
  tokens: Tokens,
  body?: unknown,
): Promise<Body> {
  const made = await callRest<Body>(baseUrl, 'POST', path, tokens, body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

/**
 * A file a member downloads with a GET over REST at `url`: the status, the type, disposition and
 * caching headers, the bytes, and (unless it is a PDF) its text, parsed as `Json` when it is JSON
 * (a refusal's error, or a JSON format of the file).
 */
export async function downloadRest<Json>(url: string, by: Tokens) {
  const response = await fetch(url, { headers: authHeaders(by) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const text = type.startsWith('application/pdf') ? '' : Buffer.from(bytes).toString('utf8');
  return {
    status: response.status,
    type,
    disposition: response.headers.get('content-disposition'),
    cache: response.headers.get('cache-control'),
    bytes,
    text,
    json: type.startsWith('application/json') ? (JSON.parse(text) as Json) : undefined,
  };
}

/**
 * A member's calls to one service's REST API (`callRest`), its address read
 * at each call from `baseUrl` (a file's system starts after the file is
 * read): the answer as `T`, or the service's error.
 */
export const restCaller =
  (baseUrl: () => string) =>
  <T = RestAnswer>(method: string, path: string, tokens: Tokens, body?: unknown) =>
    callRest<T & RestAnswer>(baseUrl(), method, path, tokens, body);

let accountSequence = 10_000_000;

/** A valid counterparty body; override any field. Account numbers never collide within a run. */
export function counterpartyInput(overrides: Record<string, unknown> = {}) {
  accountSequence += 1;
  const tag = unique();
  return {
    legalName: `PT Rekanan ${tag}`,
    alias: `Rekanan ${tag}`,
    email: `keuangan-${tag}@rekanan.co.id`,
    type: 'COMPANY',
    bankAccounts: [
      {
        bankCode: '014',
        accountNumber: String(accountSequence),
        accountName: `PT REKANAN ${tag.toUpperCase()}`,
      },
    ],
    ...overrides,
  };
}

/** Creates a counterparty through the treasury REST API. */
export async function createCounterpartyRest(
  system: Pick<System, 'treasuryUrl'>,
  tokens: Tokens,
  overrides: Record<string, unknown> = {},
) {
  const response = await fetch(`${system.treasuryUrl}/counterparties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(tokens) },
    body: JSON.stringify(counterpartyInput(overrides)),
  });
  if (response.status !== 201)
    throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { node: { id: string; legalName: string; alias: string } })
    .node;
}

/** The id (the account service's own) of one of an organisation's built-in roles. */
export async function builtInRoleId(
  system: Pick<System, 'account'>,
  organizationId: string,
  builtIn: BuiltInRole,
): Promise<string> {
  const role = await system.account.db
    .selectFrom('roles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('built_in', '=', builtIn)
    .executeTakeFirstOrThrow();
  return role.id;
}

/** A member of an organisation in one of its built-in roles (owner, Maker, Approver, Maker & Approver). */
export async function addMemberInBuiltInRole(
  system: Pick<System, 'account'>,
  organizationId: string,
  builtIn: BuiltInRole,
): Promise<Credentials> {
  return newMember(
    system,
    organizationId,
    await builtInRoleId(system, organizationId, builtIn),
    `${builtIn.toLowerCase()}-${unique()}`,
    `Anggota ${builtIn}`,
  );
}

/** Each signed-in member's authenticator app set up by `changeControlsRest`: its secret and how many codes it gave. */
const controlApps = new Map<string, () => string>();

/** Sets up and confirms an authenticator app for a signed-in member over the account service's REST API (`confirmAuthenticator`): a fresh code each call. */
export async function authenticatorRest(
  system: Pick<System, 'accountUrl'>,
  tokens: Tokens,
  options: { codes?: number } = {},
): Promise<() => string> {
  const secret = (
    await callRest<{ secret: string }>(
      system.accountUrl,
      'POST',
      '/two-factor/authenticator',
      tokens,
    )
  ).body.secret;
  return confirmAuthenticator(
    secret,
    async (first) =>
      (
        await callRest(system.accountUrl, 'POST', '/two-factor/authenticator/confirm', tokens, {
          code: first,
        })
      ).status === 204,
    options,
  );
}

/** A member signed in over REST with a confirmed authenticator app (`authenticatorRest`, two codes): its tokens, its user id and a fresh code each call. */
export async function withAuthenticatorRest(
  system: Pick<System, 'accountUrl'>,
  credentials: Credentials,
): Promise<{ tokens: Tokens; userId: string; code: () => string }> {
  const tokens = await signInRest(system, credentials);
  return {
    tokens,
    userId: credentials.userId,
    code: await authenticatorRest(system, tokens, { codes: 2 }),
  };
}

/**
 * Changes the organisation's controls through the account service's REST API
 * (`PATCH /organization/settings`), as the member `tokens` signed in:
 * letting makers approve their own needs a current authenticator code, so
 * that change sets the member's app up on first use and sends a fresh code.
 */
export async function changeControlsRest(
  system: Pick<System, 'accountUrl'>,
  tokens: Tokens,
  body: Record<string, boolean>,
) {
  if (body.selfApprovalAllowed !== true)
    return callRest<Record<string, unknown>>(
      system.accountUrl,
      'PATCH',
      '/organization/settings',
      tokens,
      body,
    );
  let app = controlApps.get(tokens.refreshToken);
  if (!app) {
    app = await authenticatorRest(system, tokens);
    controlApps.set(tokens.refreshToken, app);
  }
  const code = app();
  return callRest<Record<string, unknown>>(
    system.accountUrl,
    'PATCH',
    '/organization/settings',
    tokens,
    { ...body, code },
  );
}

/**
 * Turns the company control on that lets a member approve their own work, straight in
 * the account database: for a test whose subject is not four eyes (changeControlsRest
 * turns it on as a member does, with their authenticator code).
 */
export async function allowSelfApproval(
  system: Pick<System, 'account'>,
  organizationId: string,
): Promise<void> {
  await system.account.db
    .updateTable('organizations')
    .set({ self_approval_allowed: true })
    .where('id', '=', organizationId)
    .execute();
}
