import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../bff/global-id.js';
import { PaymentStatus } from '../../contracts/treasury/payments.js';
import {
  createSnapSandbox,
  newSandboxPartner,
  type SnapSandbox,
} from '../../services/snap-sandbox/sandbox.js';
import type { System } from '../../system.js';
import { eventually } from '../support/eventually.js';
import {
  addMemberInBuiltInRole,
  createOrganization,
  type Credentials,
} from '../support/factories.js';
import {
  signedInClient,
  type GraphQLClient,
  type GraphQLResponse,
  type UserErrors,
} from '../support/graphql-client.js';
import { oathtoolCode } from '../support/oathtool.js';
import { TEST_DATE, TEST_TODAY, startTestSystem } from '../support/system.js';
import { sandboxCredentials } from '../support/payments.js';

/**
 * The permission and control matrix for payments and transfers,
 * through GraphQL with members of the built-in roles signed in: who may
 * create, approve, reject, cancel, resend and archive, in which status, with
 * the self-approval control, an approval rule asking two approvers, and the
 * controls that switch payments or transfers off. Each table below is the
 * expectation written out by hand (not derived from the permission
 * catalogue), so a change to a role or a rule shows here as a changed row.
 *
 * A SNAP sandbox stands in for the bank so that every status can be reached:
 * a payment to an account at the source's own bank is Sent, one to a known
 * account at another bank stays pending (In Progress), one to an account the
 * bank does not know Failed.
 */

type Kind = 'PAYMENT' | 'TRANSFER';
type Role = 'owner' | 'Maker' | 'Approver' | 'Maker & Approver';
type OrderAction = 'approve' | 'reject' | 'cancel' | 'resend' | 'archive';
type Action = 'create' | OrderAction;
type Status = PaymentStatus;
/** What the mutation answers: the order acted on, a GraphQL error FORBIDDEN before anything is asked of the treasury, or the treasury's user error. */
type Outcome = 'allowed' | 'FORBIDDEN' | `U-TRSY-TRF-${number}`;

const ALLOWED = 'allowed';
const FORBIDDEN = 'FORBIDDEN';

/** Role × action, for payments and for transfers (spec section 6; contracts/account/permissions.ts). */
// prettier-ignore
const ROLE_MATRIX: [role: Role, action: Action, payments: Outcome, transfers: Outcome][] = [
  // role               action      payments    transfers
  ['owner',            'create',   ALLOWED,    ALLOWED],
  ['owner',            'approve',  ALLOWED,    ALLOWED],
  ['owner',            'reject',   ALLOWED,    ALLOWED],
  ['owner',            'cancel',   ALLOWED,    ALLOWED],
  ['owner',            'resend',   ALLOWED,    ALLOWED],
  ['owner',            'archive',  ALLOWED,    ALLOWED],
  ['Maker',            'create',   ALLOWED,    ALLOWED],
  ['Maker',            'approve',  FORBIDDEN,  FORBIDDEN],
  ['Maker',            'reject',   FORBIDDEN,  FORBIDDEN],
  ['Maker',            'cancel',   ALLOWED,    ALLOWED],
  ['Maker',            'resend',   FORBIDDEN,  FORBIDDEN],
  ['Maker',            'archive',  ALLOWED,    ALLOWED],
  ['Approver',         'create',   FORBIDDEN,  FORBIDDEN],
  ['Approver',         'approve',  ALLOWED,    ALLOWED],
  ['Approver',         'reject',   ALLOWED,    ALLOWED],
  ['Approver',         'cancel',   ALLOWED,    ALLOWED],
  ['Approver',         'resend',   ALLOWED,    ALLOWED],
  ['Approver',         'archive',  ALLOWED,    ALLOWED],
  ['Maker & Approver', 'create',   ALLOWED,    ALLOWED],
  ['Maker & Approver', 'approve',  ALLOWED,    ALLOWED],
  ['Maker & Approver', 'reject',   ALLOWED,    ALLOWED],
  ['Maker & Approver', 'cancel',   ALLOWED,    ALLOWED],
  ['Maker & Approver', 'resend',   ALLOWED,    ALLOWED],
  ['Maker & Approver', 'archive',  ALLOWED,    ALLOWED],
];

/** The status matrix's columns: the statuses the contract declares, in its order. */
const STATUSES: Status[] = PaymentStatus.anyOf.map((literal) => literal.const);

/**
 * Action × status, done by an Approver (who holds every action but create):
 * approve and reject only what needs approval, cancel only what is not yet
 * sent, resend only what failed, archive only what has ended. U-TRSY-TRF-5:
 * "This cannot be done in the payment’s current status."
 */
// prettier-ignore
const STATUS_MATRIX: [action: OrderAction, ...byStatus: Outcome[]][] = [
  //          NEEDS_APPROVAL  SCHEDULED       IN_PROGRESS     SENT            FAILED          CANCELLED       REJECTED
  ['approve', ALLOWED,        'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5'],
  ['reject',  ALLOWED,        'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5'],
  ['cancel',  ALLOWED,        ALLOWED,        'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5'],
  ['resend',  'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', ALLOWED,        'U-TRSY-TRF-5', 'U-TRSY-TRF-5'],
  ['archive', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', 'U-TRSY-TRF-5', ALLOWED,        ALLOWED,        ALLOWED,        ALLOWED],
];

/** A Maker & Approver approving an order they made, with the company's self-approval control off or on when they made it. */
const SELF_APPROVAL: [selfApprovalAllowed: boolean, payments: Outcome, transfers: Outcome][] = [
  [false, 'U-TRSY-TRF-26', 'U-TRSY-TRF-26'],
  [true, ALLOWED, ALLOWED],
];

/**
 * An approval rule asking two approvers from the Approver role, step by step
 * on one order: who approves, what they are answered, and how the order
 * stands after (the statuses it may be in, and the approvals counted). The
 * second approval sends it to the bank: it is in progress, or already sent
 * when the sandbox bank answered before the order is read (seen in a
 * clean-clone run).
 */
const TWO_APPROVERS_RULE: [
  who: 'first Approver' | 'Maker & Approver' | 'second Approver',
  outcome: Outcome,
  status: Status[],
  approvals: number,
][] = [
  ['first Approver', ALLOWED, ['NEEDS_APPROVAL'], 1],
  ['first Approver', 'U-TRSY-TRF-27', ['NEEDS_APPROVAL'], 1],
  ['Maker & Approver', 'U-TRSY-TRF-28', ['NEEDS_APPROVAL'], 1],
  ['second Approver', ALLOWED, ['IN_PROGRESS', 'SENT'], 2],
];

/** The company controls that switch creation off, and what each kind's create is answered while one is off. */
const CONTROLS: [
  control: 'paymentsActive' | 'transfersActive',
  payments: Outcome,
  transfers: Outcome,
][] = [
  ['paymentsActive', 'U-TRSY-TRF-9', ALLOWED],
  ['transfersActive', ALLOWED, 'U-TRSY-TRF-17'],
];

/** The status an allowed action leaves the order in, as the mutation answers it. */
const AFTER: Record<OrderAction, { status?: Status; archived?: boolean }> = {
  approve: { status: 'IN_PROGRESS' },
  reject: { status: 'REJECTED' },
  cancel: { status: 'CANCELLED' },
  resend: { status: 'IN_PROGRESS' },
  archive: { archived: true },
};

/** The order each action of the role matrix is tried on: one it may be done to, so only the role decides. */
const ROLE_MATRIX_ORDER: Record<OrderAction, Status> = {
  approve: 'NEEDS_APPROVAL',
  reject: 'NEEDS_APPROVAL',
  cancel: 'NEEDS_APPROVAL',
  resend: 'FAILED',
  archive: 'CANCELLED',
};

const BUILT_IN: Record<Role, 'OWNER' | 'MAKER' | 'APPROVER' | 'MAKER_APPROVER'> = {
  owner: 'OWNER',
  Maker: 'MAKER',
  Approver: 'APPROVER',
  'Maker & Approver': 'MAKER_APPROVER',
};
const KINDS: Kind[] = ['PAYMENT', 'TRANSFER'];
const MUTATION_PREFIX: Record<Kind, 'payments' | 'transfers'> = {
  PAYMENT: 'payments',
  TRANSFER: 'transfers',
};
const STEP_MS = 30_000;
/** A date the orders wait Scheduled for: a month ahead of the real clock, so their job (run at its day's start) never runs during the test. */
const LATER = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

// The bank (BCA, 014) and the accounts it knows.
const partner = newSandboxPartner();
const BANK = '014';
const ACCOUNTS = {
  source: { bankCode: BANK, accountNo: '5271900001', name: 'PT MATRIKS BAYAR' },
  reserve: { bankCode: BANK, accountNo: '5271900002', name: 'PT MATRIKS BAYAR' },
  payeeAtBca: { bankCode: BANK, accountNo: '5271900003', name: 'PT PENERIMA MATRIKS' },
  payeeAtMandiri: { bankCode: '008', accountNo: '1230719000001', name: 'PT PENERIMA MATRIKS' },
  payeeUnknown: { bankCode: '008', accountNo: '1230719000002', name: 'PT PENERIMA MATRIKS' },
  ownAtMandiri: { bankCode: '008', accountNo: '1230719000003', name: 'PT MATRIKS BAYAR' },
  ownUnknown: { bankCode: '008', accountNo: '1230719000004', name: 'PT MATRIKS BAYAR' },
};

/** A signed-in member and, once set up, their authenticator app: a code works once, and only for the steps next to now. */
type Member = {
  role: Role;
  credentials: Credentials;
  client: GraphQLClient;
  secret: string | null;
  lastStep: number;
};

const nowStep = () => Math.floor(Date.now() / STEP_MS);
/** The step of the member's next code if one is good now: after the last one spent, and now or the next (never the step that is about to pass). */
const nextStep = (member: Member) => Math.max(member.lastStep + 1, nowStep());
const hasCodesNow = (member: Member, count = 1) =>
  member.secret !== null && nextStep(member) + count - 1 <= nowStep() + 1;

let sandbox: SnapSandbox;
let system: System;
let organizationId: string;
let owner: Member;
let maker: Member;
const members: Member[] = [];
/** Where an order of each kind is sent, by the status it is made to reach. */
const destinations = {} as Record<Kind, { sentTo: string; pendingAt: string; unknownTo: string }>;
let source: string;
/** Orders made to reach a status, for the rows to take: `free` ones are used once, `shared` ones only by rows that must leave them as they are. */
const orders = { free: new Map<string, string[]>(), shared: new Map<string, string>() };

async function signIn(role: Role, credentials: Credentials): Promise<Member> {
  const member: Member = {
    role,
    credentials,
    client: await signedInClient(system.url, credentials),
    secret: null,
    lastStep: 0,
  };
  members.push(member);
  return member;
}

/** Sets up the member's authenticator app (its confirmation spends the step before now). */
async function withAuthenticator(member: Member): Promise<Member> {
  const started = await member.client.data<{ authenticatorSetupStart: { secret: string } }>(
    'mutation { authenticatorSetupStart { secret userErrors { code } } }',
  );
  const secret = started.authenticatorSetupStart.secret;
  const confirm = (step: number) =>
    member.client.data<{ authenticatorSetupConfirm: { userErrors: UserErrors } }>(
      'mutation ($input: AuthenticatorSetupConfirmInput!) { authenticatorSetupConfirm(input: $input) { userErrors { code } } }',
      { input: { code: oathtoolCode(secret, step - nowStep()) } },
    );
  let step = nowStep() - 1;
  let confirmed = await confirm(step);
  // A step boundary passed on the way: the service read the code as two steps old. Once more, with a fresh one.
  if (confirmed.authenticatorSetupConfirm.userErrors.length > 0 && nowStep() !== step + 1) {
    step = nowStep() - 1;
    confirmed = await confirm(step);
  }
  expect(confirmed.authenticatorSetupConfirm.userErrors).toEqual([]);
  Object.assign(member, { secret, lastStep: step });
  return member;
}

/**
 * The member's next authenticator code. The steps next to now give two;
 * when the member has spent them they enrol their app again (a new
 * secret, its own steps) rather than wait for the clock: the owner, the only
 * one, approves and resends four times in a run of well under a minute.
 */
async function codeOf(member: Member): Promise<string> {
  if (member.secret === null)
    throw new Error(`${member.credentials.email} has no authenticator app`);
  if (!hasCodesNow(member)) {
    const removed = await member.client.data<{ authenticatorRemove: { userErrors: UserErrors } }>(
      'mutation ($input: AuthenticatorRemoveInput!) { authenticatorRemove(input: $input) { userErrors { field code message } } }',
      { input: { password: member.credentials.password } },
    );
    expect(removed.authenticatorRemove.userErrors).toEqual([]);
    await withAuthenticator(member);
  }
  const step = nextStep(member);
  member.lastStep = step;
  return oathtoolCode(member.secret!, step - nowStep());
}

/**
 * A member in a role: the owner is the organisation's only one; of the other
 * roles, one with `codes` authenticator codes good now (two at most), a new
 * member of the role when none has, so that no test waits for the clock.
 */
async function memberIn(
  role: Role,
  { codes = 0, except }: { codes?: 0 | 1 | 2; except?: Member } = {},
): Promise<Member> {
  if (role === 'owner') return owner;
  const found = members.find(
    (member) =>
      member.role === role && member !== except && (codes === 0 || hasCodesNow(member, codes)),
  );
  if (found) return found;
  const member = await signIn(
    role,
    await addMemberInBuiltInRole(system, organizationId, BUILT_IN[role]),
  );
  return codes > 0 ? withAuthenticator(member) : member;
}

const ORDER_FIELDS = 'id status archived approvalsRequired approvals { role }';
type OrderView = {
  id: string;
  status: Status;
  archived: boolean;
  approvalsRequired: number;
  approvals: { role: string }[];
};
type ActionPayload = { orders: OrderView[]; userErrors: UserErrors };

/** Makes an order as `member` through GraphQL; answers the whole response, for rows that expect a refusal. */
async function create(
  member: Member,
  kind: Kind,
  {
    to = 'sentTo',
    amount = '1500000',
    paymentDate = TEST_DATE,
  }: { to?: 'sentTo' | 'pendingAt' | 'unknownTo'; amount?: string; paymentDate?: string } = {},
) {
  const destination = destinations[kind][to];
  // Between banks the method is chosen; between accounts at one bank Same Bank is chosen by itself.
  const method = to === 'sentTo' ? {} : { method: 'BI_FAST' };
  const [field, input] =
    kind === 'PAYMENT'
      ? ([
          'paymentCreate',
          {
            sourceAccountId: source,
            counterpartyBankAccountId: destination,
            amount,
            paymentDate,
            memo: 'MATRIKS',
            ...method,
          },
        ] as const)
      : ([
          'transferCreate',
          {
            sourceAccountId: source,
            destinationAccountId: destination,
            amount,
            paymentDate,
            memo: 'MATRIKS',
            ...method,
          },
        ] as const);
  const [order, inputType] =
    kind === 'PAYMENT' ? ['payment', 'PaymentCreateInput'] : ['transfer', 'TransferCreateInput'];
  const response = await member.client.request<
    Record<string, { order: OrderView | null; userErrors: UserErrors }>
  >(
    `mutation ($input: ${inputType}!) { ${field}(input: $input) { order: ${order} { ${ORDER_FIELDS} } userErrors { field code message } } }`,
    { input },
  );
  return { response, payload: response.data?.[field] ?? null };
}

/** An order made by the Maker, the status of its creation checked. */
async function made(kind: Kind, options: Parameters<typeof create>[2] = {}): Promise<string> {
  const { payload, response } = await create(maker, kind, options);
  expect(payload?.userErrors, JSON.stringify(response)).toEqual([]);
  return payload!.order!.id;
}

/** A bulk action through GraphQL (`paymentsApprove`, `transfersArchive`…) as `member`, with a fresh code when it needs one. */
async function act(
  member: Member,
  kind: Kind,
  action: OrderAction,
  ids: string[],
): Promise<GraphQLResponse<Record<string, ActionPayload>>> {
  const name = `${MUTATION_PREFIX[kind]}${action[0]!.toUpperCase()}${action.slice(1)}`;
  const needsCode = action === 'approve' || action === 'resend';
  const inputType =
    action === 'approve'
      ? 'OrdersApproveInput'
      : needsCode
        ? 'OrdersCodeInput'
        : action === 'archive'
          ? 'OrdersInput'
          : 'OrdersReasonInput';
  const extra = needsCode
    ? {
        code: member.secret === null ? '000000' : await codeOf(member),
        ...(action === 'approve' ? { versions: await versionsOf(ids) } : {}),
      }
    : action === 'archive'
      ? {}
      : { reason: 'Uji matriks' };
  return member.client.request(
    `mutation ($input: ${inputType}!) { ${name}(input: $input) { orders: ${MUTATION_PREFIX[kind]} { ${ORDER_FIELDS} } userErrors { field code message } } }`,
    {
      input: { ids, ...extra },
    },
  );
}

/** Each id's outcome in a bulk answer, in the order asked: allowed, FORBIDDEN, or its user error's code. */
function outcomesOf(
  response: GraphQLResponse<Record<string, ActionPayload>>,
  ids: string[],
): Outcome[] {
  const payload = response.data ? Object.values(response.data)[0] : null;
  if (!payload)
    return ids.map(
      () => (response.errors?.[0]?.extensions?.code ?? JSON.stringify(response.errors)) as Outcome,
    );
  return ids.map((id, place) => {
    const refused = payload.userErrors.find((error) => error.field === `ids.${place}`);
    if (refused) return refused.code as Outcome;
    return payload.orders.some((order) => order.id === id)
      ? ALLOWED
      : (`missing from ${JSON.stringify(payload)}` as Outcome);
  });
}

/** The order as an allowed action answered it: the status it left it in (an approved one is on its way to the bank by the time it is read again). */
function answered(
  response: GraphQLResponse<Record<string, ActionPayload>>,
  id: string,
): OrderView | undefined {
  return Object.values(response.data!)[0]!.orders.find((order) => order.id === id);
}

/** Orders as they stand, read by the owner. */
async function read(ids: string[]): Promise<OrderView[]> {
  const data = await owner.client.data<{ nodes: OrderView[] }>(
    `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on PaymentOrder { ${ORDER_FIELDS} } } }`,
    { ids },
  );
  return data.nodes;
}

/** Each order's current version, as the approver reviewing it sees it (1 for an id that names no order). */
async function versionsOf(ids: string[]): Promise<number[]> {
  const known = ids
    .map((id) => fromGlobalId(id)?.id)
    .filter((id): id is string => Boolean(id && /^[0-9a-f-]{36}$/.test(id)));
  const rows = known.length
    ? await system.treasury.db
        .selectFrom('payment_orders')
        .select(['id', 'version'])
        .where('id', 'in', known)
        .execute()
    : [];
  return ids.map((id) => rows.find((row) => row.id === fromGlobalId(id)?.id)?.version ?? 1);
}

/** The treasury's id of an order (its SNAP partnerReferenceNo), from its global id. */
const serviceId = (id: string) => fromGlobalId(id)!.id;

/** Orders in the treasury's own status, for waiting on what the bank decides. */
async function statusesOf(ids: string[]): Promise<Status[]> {
  const rows = await system.treasury.db
    .selectFrom('payment_orders')
    .select(['id', 'status'])
    .where('id', 'in', ids.map(serviceId))
    .execute();
  return ids.map((id) => rows.find((row) => row.id === serviceId(id))!.status as Status);
}

/** A free order of a kind in a status, for one row to change. */
function take(kind: Kind, status: Status): string {
  const id = orders.free.get(`${kind}:${status}`)?.pop();
  if (!id) throw new Error(`no ${kind} left in ${status}: count it in fixtureCounts`);
  return id;
}

/** How many free orders the rows take, by kind and status: one per row of the role matrix and per allowed cell of the status matrix. */
function fixtureCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (kind: Kind, status: Status) =>
    counts.set(`${kind}:${status}`, (counts.get(`${kind}:${status}`) ?? 0) + 1);
  for (const kind of KINDS) {
    for (const [, action] of ROLE_MATRIX)
      if (action !== 'create') add(kind, ROLE_MATRIX_ORDER[action]);
    for (const [, ...byStatus] of STATUS_MATRIX)
      for (const [column, outcome] of byStatus.entries())
        if (outcome === ALLOWED) add(kind, STATUSES[column]!);
  }
  return counts;
}

/**
 * Every order the rows act on, made by the Maker and brought to its status
 * the way a business would: cancelled by the Maker, rejected or approved by
 * an Approver (one code per kind for all), then left to the bank: Sent,
 * pending (In Progress) or Failed by where it goes, Scheduled by its date.
 */
async function prepareOrders() {
  const wanted = fixtureCounts();
  for (const kind of KINDS)
    for (const status of STATUSES)
      wanted.set(`${kind}:${status}`, (wanted.get(`${kind}:${status}`) ?? 0) + 1);
  const approver = await memberIn('Approver', { codes: 1 });
  for (const kind of KINDS) {
    const byStatus = new Map<Status, string[]>();
    for (const status of STATUSES) {
      const to =
        status === 'IN_PROGRESS' ? 'pendingAt' : status === 'FAILED' ? 'unknownTo' : 'sentTo';
      const ids: string[] = [];
      for (let count = wanted.get(`${kind}:${status}`)!; count > 0; count -= 1)
        ids.push(await made(kind, { to, paymentDate: status === 'SCHEDULED' ? LATER : TEST_DATE }));
      byStatus.set(status, ids);
    }
    const of = (status: Status) => byStatus.get(status)!;
    expect(outcomesOf(await act(maker, kind, 'cancel', of('CANCELLED')), of('CANCELLED'))).toEqual(
      of('CANCELLED').map(() => ALLOWED),
    );
    expect(outcomesOf(await act(approver, kind, 'reject', of('REJECTED')), of('REJECTED'))).toEqual(
      of('REJECTED').map(() => ALLOWED),
    );
    const approved = [...of('SCHEDULED'), ...of('IN_PROGRESS'), ...of('SENT'), ...of('FAILED')];
    expect(outcomesOf(await act(approver, kind, 'approve', approved), approved)).toEqual(
      approved.map(() => ALLOWED),
    );
    for (const status of STATUSES) {
      const [shared, ...free] = of(status);
      orders.shared.set(`${kind}:${status}`, shared!);
      orders.free.set(`${kind}:${status}`, free);
    }
  }
  const settling = KINDS.flatMap((kind) =>
    (['SENT', 'FAILED'] as const).flatMap((status) => [
      orders.shared.get(`${kind}:${status}`)!,
      ...orders.free.get(`${kind}:${status}`)!,
    ]),
  );
  const pending = KINDS.flatMap((kind) => [
    orders.shared.get(`${kind}:IN_PROGRESS`)!,
    ...orders.free.get(`${kind}:IN_PROGRESS`)!,
  ]);
  await eventually(
    async () => {
      const statuses = await statusesOf(settling);
      return (
        statuses.every((status) => status === 'SENT' || status === 'FAILED') &&
        pending.every((id) => sandbox.transfer(serviceId(id))?.status === 'PENDING')
      );
    },
    20_000,
    50,
  );
  // Where each went decided how it ended.
  for (const kind of KINDS)
    for (const status of STATUSES)
      expect((await read([orders.shared.get(`${kind}:${status}`)!]))[0]!.status).toBe(status);
}

beforeAll(async () => {
  sandbox = await createSnapSandbox({
    seed: 'payments-matrix',
    bankCode: BANK,
    now: () => TEST_TODAY,
    partners: [partner],
    accounts: [
      {
        accountNo: ACCOUNTS.source.accountNo,
        name: ACCOUNTS.source.name,
        openingBalance: '9000000000.00',
      },
      { accountNo: ACCOUNTS.reserve.accountNo, name: ACCOUNTS.reserve.name },
      { accountNo: ACCOUNTS.payeeAtBca.accountNo, name: ACCOUNTS.payeeAtBca.name },
    ],
    externalAccounts: [ACCOUNTS.payeeAtMandiri, ACCOUNTS.ownAtMandiri],
    // Every transfer between banks stays pending until the test ends: those orders stay In Progress.
    transferChaos: { pendingRate: 1, pendingSettleMs: null },
  });
  system = await startTestSystem(
    {},
    {},
    { snapBaseUrl: () => sandbox.url, snapBankPublicKey: () => sandbox.bankPublicKeyPem },
  );
  const organization = await createOrganization(system, 'PT Matriks Bayar');
  organizationId = organization.organizationId;
  owner = await withAuthenticator(await signIn('owner', organization.owner));
  maker = await memberIn('Maker');

  const account = async (
    of: { bankCode: string; accountNo: string; name: string },
    alias: string,
    api: boolean,
  ) =>
    (
      await owner.client.data<{
        bankAccountCreate: { bankAccount: { id: string } | null; userErrors: UserErrors };
      }>(
        'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } userErrors { field code message } } }',
        {
          input: {
            bankCode: of.bankCode,
            accountNumber: of.accountNo,
            accountName: of.name,
            alias,
            currency: 'IDR',
            connectionType: api ? 'API' : 'MANUAL',
            ...(api
              ? {
                  credentials: sandboxCredentials(partner),
                }
              : {}),
          },
        },
      )
    ).bankAccountCreate.bankAccount!.id;
  source = await account(ACCOUNTS.source, 'BCA Pembayaran', true);
  destinations.TRANSFER = {
    sentTo: await account(ACCOUNTS.reserve, 'BCA Cadangan', false),
    pendingAt: await account(ACCOUNTS.ownAtMandiri, 'Mandiri Gaji', false),
    unknownTo: await account(ACCOUNTS.ownUnknown, 'Mandiri Lama', false),
  };
  const payee = await owner.client.data<{
    counterpartyCreate: {
      counterparty: { bankAccounts: { id: string; accountNumber: string }[] } | null;
      userErrors: UserErrors;
    };
  }>(
    'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { bankAccounts { id accountNumber } } userErrors { field code message } } }',
    {
      input: {
        legalName: 'PT Penerima Matriks',
        alias: 'Penerima Matriks',
        type: 'COMPANY',
        taxNumber: '012345678901234',
        bankAccounts: [ACCOUNTS.payeeAtBca, ACCOUNTS.payeeAtMandiri, ACCOUNTS.payeeUnknown].map(
          (of) => ({ bankCode: of.bankCode, accountNumber: of.accountNo, accountName: of.name }),
        ),
      },
    },
  );
  expect(payee.counterpartyCreate.userErrors).toEqual([]);
  const payeeAccount = (of: { accountNo: string }) =>
    payee.counterpartyCreate.counterparty!.bankAccounts.find(
      (account) => account.accountNumber === of.accountNo,
    )!.id;
  destinations.PAYMENT = {
    sentTo: payeeAccount(ACCOUNTS.payeeAtBca),
    pendingAt: payeeAccount(ACCOUNTS.payeeAtMandiri),
    unknownTo: payeeAccount(ACCOUNTS.payeeUnknown),
  };
  await prepareOrders();
});

afterAll(async () => {
  await system?.stop();
  await sandbox?.stop();
});

/** Sets the company's controls through GraphQL, as the owner does on the settings page (letting makers approve their own with a code of the owner's app). */
async function controls(
  input: Partial<Record<'selfApprovalAllowed' | 'paymentsActive' | 'transfersActive', boolean>>,
) {
  const answer = await owner.client.data<{
    organizationSettingsUpdate: { userErrors: UserErrors };
  }>(
    'mutation ($input: OrganizationSettingsUpdateInput!) { organizationSettingsUpdate(input: $input) { userErrors { field code message } } }',
    { input: input.selfApprovalAllowed === true ? { ...input, code: await codeOf(owner) } : input },
  );
  expect(answer.organizationSettingsUpdate.userErrors).toEqual([]);
}

/** The outcome of one create, and the order it made. */
async function createOutcome(
  member: Member,
  kind: Kind,
  options: Parameters<typeof create>[2] = {},
): Promise<{ outcome: Outcome; order: OrderView | null }> {
  const { response, payload } = await create(member, kind, options);
  if (!payload)
    return {
      outcome: (response.errors?.[0]?.extensions?.code ??
        JSON.stringify(response.errors)) as Outcome,
      order: null,
    };
  if (payload.userErrors.length > 0)
    return {
      outcome: payload.userErrors.map((error) => error.code).join(', ') as Outcome,
      order: null,
    };
  return { outcome: ALLOWED, order: payload.order };
}

const kindName = (kind: Kind) => (kind === 'PAYMENT' ? 'payment' : 'transfer');

describe('role × action: what each built-in role may do to a payment and a transfer', () => {
  const rows = KINDS.flatMap((kind) =>
    ROLE_MATRIX.map(([role, action, payments, transfers]) => ({
      role,
      action,
      kind,
      expected: kind === 'PAYMENT' ? payments : transfers,
    })),
  );

  for (const { role, action, kind, expected } of rows)
    it(`${role}: ${action} a ${kindName(kind)} → ${expected}`, async () => {
      const needsCode = (action === 'approve' || action === 'resend') && expected !== FORBIDDEN;
      const member = await memberIn(role, { codes: needsCode ? 1 : 0 });
      if (action === 'create') {
        const { outcome, order } = await createOutcome(member, kind);
        expect(outcome).toBe(expected);
        if (expected === ALLOWED) expect(order?.status).toBe('NEEDS_APPROVAL');
        return;
      }
      const id = take(kind, ROLE_MATRIX_ORDER[action]);
      const [before] = await read([id]);
      const response = await act(member, kind, action, [id]);
      expect(outcomesOf(response, [id])).toEqual([expected]);
      if (expected === ALLOWED) expect(answered(response, id)).toMatchObject(AFTER[action]);
      else expect(await read([id])).toEqual([before]);
    }, 75_000);
});

describe('action × status: an Approver acts on one order in each status at once', () => {
  const rows = KINDS.flatMap((kind) =>
    STATUS_MATRIX.map(([action, ...byStatus]) => ({ action, kind, byStatus })),
  );

  for (const { action, kind, byStatus } of rows)
    it(`${action} a ${kindName(kind)}: ${byStatus.map((outcome, column) => `${STATUSES[column]} ${outcome}`).join(', ')}`, async () => {
      const ids = STATUSES.map((status, column) =>
        byStatus[column] === ALLOWED ? take(kind, status) : orders.shared.get(`${kind}:${status}`)!,
      );
      const before = await read(ids);
      const approver = await memberIn('Approver', {
        codes: action === 'approve' || action === 'resend' ? 1 : 0,
      });
      const response = await act(approver, kind, action, ids);
      expect(outcomesOf(response, ids)).toEqual(byStatus);
      // The others are left exactly as they were.
      const after = await read(ids);
      STATUSES.forEach((status, column) => {
        if (byStatus[column] === ALLOWED)
          expect({ status, order: answered(response, ids[column]!) }).toMatchObject({
            status,
            order: AFTER[action],
          });
        else expect({ status, order: after[column] }).toEqual({ status, order: before[column] });
      });
    });
});

describe('self-approval: a Maker & Approver approving their own order', () => {
  const rows = KINDS.flatMap((kind) =>
    SELF_APPROVAL.map(([allowed, payments, transfers]) => ({
      allowed,
      kind,
      expected: kind === 'PAYMENT' ? payments : transfers,
    })),
  );

  for (const { allowed, kind, expected } of rows)
    it(`self-approval ${allowed ? 'on' : 'off'}: approving their own ${kindName(kind)} → ${expected}`, async () => {
      await controls({ selfApprovalAllowed: allowed });
      try {
        const member = await memberIn('Maker & Approver', { codes: 1 });
        const { outcome, order } = await createOutcome(member, kind);
        expect(outcome).toBe(ALLOWED);
        expect(outcomesOf(await act(member, kind, 'approve', [order!.id]), [order!.id])).toEqual([
          expected,
        ]);
        expect((await read([order!.id]))[0]).toMatchObject(
          expected === ALLOWED
            ? { approvals: [{ role: 'Maker & Approver' }] }
            : { status: 'NEEDS_APPROVAL', approvals: [] },
        );
      } finally {
        await controls({ selfApprovalAllowed: false });
      }
    });
});

describe('an approval rule asking two approvers from the Approver role', () => {
  beforeAll(async () => {
    const rule = await owner.client.data<{ approvalRuleCreate: { userErrors: UserErrors } }>(
      'mutation ($input: ApprovalRuleCreateInput!) { approvalRuleCreate(input: $input) { rule { id } userErrors { field code message } } }',
      {
        input: {
          name: 'Dua penyetuju',
          appliesTo: 'ALL',
          minAmount: '100000000',
          methods: [],
          approvalsRequired: 2,
          approverRoles: ['Approver'],
        },
      },
    );
    expect(rule.approvalRuleCreate.userErrors).toEqual([]);
  });

  for (const kind of KINDS)
    it(`a ${kindName(kind)} from Rp100,000,000 waits for two Approvers, each counted once`, async () => {
      const id = await made(kind, { amount: '120000000' });
      expect((await read([id]))[0]).toMatchObject({
        status: 'NEEDS_APPROVAL',
        approvalsRequired: 2,
      });
      // The first Approver approves twice: two codes of theirs.
      const first = await memberIn('Approver', { codes: 2 });
      const who = {
        'first Approver': first,
        'Maker & Approver': await memberIn('Maker & Approver', { codes: 1 }),
        'second Approver': await memberIn('Approver', { codes: 1, except: first }),
      };
      for (const [step, [name, expected, status, approvals]] of TWO_APPROVERS_RULE.entries()) {
        const outcome = outcomesOf(await act(who[name], kind, 'approve', [id]), [id])[0];
        const [order] = await read([id]);
        expect({
          step,
          name,
          outcome,
          status: order!.status,
          approvals: order!.approvals.length,
        }).toEqual({ step, name, outcome: expected, status: expect.toBeOneOf(status), approvals });
      }
    }, 75_000);
});

describe('the company controls: payments or transfers switched off refuse creation', () => {
  const rows = KINDS.flatMap((kind) =>
    CONTROLS.map(([control, payments, transfers]) => ({
      control,
      kind,
      expected: kind === 'PAYMENT' ? payments : transfers,
    })),
  );

  for (const { control, kind, expected } of rows)
    it(`${control} off: create a ${kindName(kind)} → ${expected}`, async () => {
      await controls({ [control]: false });
      try {
        expect((await createOutcome(owner, kind)).outcome).toBe(expected);
      } finally {
        await controls({ [control]: true });
      }
    });
});
