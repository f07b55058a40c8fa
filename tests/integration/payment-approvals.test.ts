import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../bff/global-id.js';
import { createOrganization, type Credentials } from '../support/factories.js';
import { signedInClient, type UserErrors } from '../support/graphql-client.js';
import {
  memberWithApp,
  payableOrganisation,
  setUpAuthenticator,
  type MemberWithApp,
  type PayableOrganisation,
} from '../support/payments.js';
import { TEST_DATE } from '../support/system.js';
import { systemSuite } from '../support/system-suite.js';
import { fileEnvironment } from '../support/environment.js';
import { send, type Transport } from '../support/transports.js';

/**
 * Four eyes on money leaving the company: nobody who made or changed a
 * version of a payment approves it, an approval is bound to the version the
 * approver reviewed, and wrong authenticator codes lock the member out as
 * wrong sign-ins do, over HTTP and WebSocket alike.
 */
// Five wrong proofs lock a member for longer than the file runs (the defaults, named here); the members are the file's own.
fileEnvironment({ LOGIN_MAX_ATTEMPTS: '5', LOGIN_LOCK_SECONDS: '900' });

const ORDER =
  'id status version approvals { approver { email } } viewerCanApprove viewerApprovalBlock { code message }';
const CREATE = `mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { ${ORDER} } userErrors { field code message } } }`;
const UPDATE = `mutation ($input: PaymentUpdateInput!) { paymentUpdate(input: $input) { payment { ${ORDER} makers { email } } userErrors { field code message } } }`;
const APPROVE = `mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { ${ORDER} } userErrors { field code message } } }`;
const RESEND = `mutation ($input: OrdersCodeInput!) { paymentsResend(input: $input) { payments { id status } userErrors { field code message } } }`;
const READ = `query ($id: ID!) { node(id: $id) { ... on Payment { ${ORDER} amount { amount } makers { email } } } }`;

type Order = {
  id: string;
  status: string;
  version: number;
  approvals: { approver: { email: string } | null }[];
  viewerCanApprove: boolean;
  viewerApprovalBlock: { code: string; message: string } | null;
  makers?: { email: string }[];
  amount?: { amount: string };
};
type Approved = { paymentsApprove: { payments: Order[]; userErrors: UserErrors } };
type Resent = {
  paymentsResend: { payments: { id: string; status: string }[]; userErrors: UserErrors };
};

const suite = systemSuite();
let organizationId: string;
let org: PayableOrganisation;
let ownerCredentials: Credentials;
/** The counterparties' bank accounts, as a payment names them. */
const payees = { sinarJaya: '', majuBersama: '' };

/** A member of the file's organisation in a built-in role, signed in through the BFF with a confirmed authenticator app. */
const member = (role: 'MAKER' | 'APPROVER' | 'MAKER_APPROVER') =>
  memberWithApp(suite.system, organizationId, role);

const input = (overrides: Record<string, unknown> = {}) => ({
  sourceAccountId: org.accounts.bcaOperations,
  counterpartyBankAccountId: payees.sinarJaya,
  method: 'BI_FAST',
  amount: '12500000',
  paymentDate: TEST_DATE,
  memo: 'INV/2026/11/0042',
  ...overrides,
});

async function create(by: MemberWithApp): Promise<Order> {
  const made = await by.client.data<{
    paymentCreate: { payment: Order | null; userErrors: UserErrors };
  }>(CREATE, { input: input() });
  expect(made.paymentCreate.userErrors).toEqual([]);
  return made.paymentCreate.payment!;
}

async function change(
  by: MemberWithApp,
  id: string,
  overrides: Record<string, unknown>,
): Promise<Order> {
  const changed = await by.client.data<{
    paymentUpdate: { payment: Order | null; userErrors: UserErrors };
  }>(UPDATE, { input: { paymentId: id, ...input(overrides) } });
  expect(changed.paymentUpdate.userErrors).toEqual([]);
  return changed.paymentUpdate.payment!;
}

const approve = (by: MemberWithApp, id: string, version: number, code = by.app.code()) =>
  by.client.data<Approved>(APPROVE, { input: { ids: [id], versions: [version], code } });
const read = async (by: MemberWithApp, id: string) =>
  (await by.client.data<{ node: Order }>(READ, { id })).node;
const activityOf = async (id: string) =>
  (
    await sql<{
      action: string;
    }>`select action from activity_log where entity_id = ${fromGlobalId(id)!.id} order by id`.execute(
      suite.system.treasury.db,
    )
  ).rows.map((row) => row.action);

beforeAll(async () => {
  const made = await createOrganization(suite.system);
  organizationId = made.organizationId;
  ownerCredentials = made.owner;
  org = await payableOrganisation(suite.system, made.owner);
  const owner = await signedInClient(suite.system.url, made.owner);
  for (const name of ['sinarJaya', 'majuBersama'] as const) {
    const found = await owner.data<{ counterparty: { bankAccounts: { id: string }[] } }>(
      'query ($id: ID!) { counterparty(id: $id) { bankAccounts { id } } }',
      {
        id: toGlobalId('Counterparty', org.counterparties[name].id),
      },
    );
    payees[name] = found.counterparty.bankAccounts[0]!.id;
  }
});

describe('whoever makes or changes a payment does not approve it', () => {
  it('when a second Maker & Approver rewrites a colleague’s payment, neither of them may approve it, and a third member’s approval sends it', async () => {
    const [creator, editor, third] = await Promise.all([
      member('MAKER_APPROVER'),
      member('MAKER_APPROVER'),
      member('MAKER_APPROVER'),
    ]);
    const made = await create(creator);
    // Before the change the editor could approve it: it is the change that makes them a maker.
    expect(await read(editor, made.id)).toMatchObject({
      version: 1,
      viewerCanApprove: true,
      viewerApprovalBlock: null,
    });

    const changed = await change(editor, made.id, {
      amount: '98000000',
      counterpartyBankAccountId: payees.majuBersama,
      method: 'SAME_BANK',
    });
    expect(changed).toMatchObject({
      version: 2,
      makers: [{ email: creator.credentials.email }, { email: editor.credentials.email }],
    });
    const selfApproval = {
      code: 'U-TRSY-TRF-26',
      message:
        'You made or changed this payment. Another approver must approve it, unless your company’s controls allow self-approval.',
    };
    for (const maker of [creator, editor])
      expect(await read(maker, made.id)).toMatchObject({
        viewerCanApprove: false,
        viewerApprovalBlock: selfApproval,
      });
    expect(await read(third, made.id)).toMatchObject({
      viewerCanApprove: true,
      viewerApprovalBlock: null,
    });

    expect((await approve(editor, made.id, 2)).paymentsApprove).toEqual({
      payments: [],
      userErrors: [{ field: 'ids.0', ...selfApproval }],
    });
    expect((await approve(creator, made.id, 2)).paymentsApprove).toEqual({
      payments: [],
      userErrors: [{ field: 'ids.0', ...selfApproval }],
    });
    expect(await read(third, made.id)).toMatchObject({ status: 'NEEDS_APPROVAL', approvals: [] });

    const approved = await approve(third, made.id, 2);
    expect(approved.paymentsApprove.userErrors).toEqual([]);
    expect(approved.paymentsApprove.payments).toEqual([
      expect.objectContaining({
        status: 'IN_PROGRESS',
        approvals: [{ approver: { email: third.credentials.email } }],
      }),
    ]);
  });

  it('when an approval by a member who changed the order is written past the service, the database refuses it', async () => {
    const [creator, editor] = await Promise.all([
      member('MAKER_APPROVER'),
      member('MAKER_APPROVER'),
    ]);
    const made = await create(creator);
    await change(editor, made.id, { amount: '13000000' });
    const id = fromGlobalId(made.id)!.id;
    await expect(
      sql`insert into payment_approvals (payment_order_id, organization_id, approver_id, approver_role, maker_id, maker_may_approve, order_version)
          values (${id}, ${organizationId}, ${editor.credentials.userId}, 'Maker & Approver', ${creator.credentials.userId}, false, 2)`.execute(
        suite.system.treasury.db,
      ),
    ).rejects.toThrow(/may not approve it/);
    // Nor can an approval of the version before be written: the foreign key holds the order's current version.
    const outsider = await member('APPROVER');
    await expect(
      sql`insert into payment_approvals (payment_order_id, organization_id, approver_id, approver_role, maker_id, maker_may_approve, order_version)
          values (${id}, ${organizationId}, ${outsider.credentials.userId}, 'Approver', ${creator.credentials.userId}, false, 1)`.execute(
        suite.system.treasury.db,
      ),
    ).rejects.toThrow(/payment_approvals_order_version/);
  });
});

describe('an approval is bound to the version the approver reviewed', () => {
  it('when the maker changes the payment after the approver opened it, the approval of the old version is refused and nothing moves', async () => {
    const [maker, approver] = await Promise.all([member('MAKER'), member('APPROVER')]);
    const made = await create(maker);
    const reviewed = await read(approver, made.id);
    expect(reviewed).toMatchObject({
      version: 1,
      amount: { amount: '12500000.00' },
      viewerCanApprove: true,
    });
    await change(maker, made.id, { amount: '912500000', method: 'SKN' });
    const before = await activityOf(made.id);
    expect(before).toEqual(['CREATED', 'UPDATED']);

    const stale = await approve(approver, made.id, reviewed.version);
    expect(stale.paymentsApprove).toEqual({
      payments: [],
      userErrors: [
        {
          field: 'ids.0',
          code: 'U-TRSY-TRF-50',
          message:
            'This payment was changed after you opened it. Review the new version and approve it again.',
        },
      ],
    });
    expect(await read(approver, made.id)).toMatchObject({
      status: 'NEEDS_APPROVAL',
      version: 2,
      approvals: [],
      amount: { amount: '912500000.00' },
    });
    expect(await activityOf(made.id)).toEqual(before);
    const jobs = await sql<{
      count: string;
    }>`select count(*) from treasury_jobs.jobs where key = ${`payment-order:${fromGlobalId(made.id)!.id}`}`.execute(
      suite.system.treasury.db,
    );
    expect(jobs.rows[0]!.count).toBe('0');

    // Having seen the new version, the approver approves it.
    expect((await approve(approver, made.id, 2)).paymentsApprove.payments).toEqual([
      expect.objectContaining({ status: 'IN_PROGRESS', version: 2 }),
    ]);
  });

  it('when twenty approvers approve the same version at once, exactly one approval completes it', async () => {
    const maker = await member('MAKER');
    const approvers = await Promise.all(Array.from({ length: 20 }, () => member('APPROVER')));
    const made = await create(maker);
    const answers = await Promise.all(approvers.map((approver) => approve(approver, made.id, 1)));
    const completed = answers.filter(
      (answer) => answer.paymentsApprove.payments[0]?.status === 'IN_PROGRESS',
    );
    expect(completed).toHaveLength(1);
    expect(
      answers.flatMap((answer) => answer.paymentsApprove.userErrors.map((error) => error.code)),
    ).toEqual(Array.from({ length: 19 }, () => 'U-TRSY-TRF-5'));
    const approvals = await sql<{
      count: string;
    }>`select count(*) from payment_approvals where payment_order_id = ${fromGlobalId(made.id)!.id}`.execute(
      suite.system.treasury.db,
    );
    expect(approvals.rows[0]!.count).toBe('1');
    expect((await activityOf(made.id)).filter((action) => action === 'APPROVED')).toEqual([
      'APPROVED',
    ]);
  });
});

describe('wrong authenticator codes are counted before they are checked', () => {
  it('when 24 wrong codes arrive at once over HTTP and WebSocket, five are checked, the member is locked, and then even the right code is refused', async () => {
    const [maker, approver] = await Promise.all([member('MAKER'), member('APPROVER')]);
    const made = await create(maker);
    const transports: Transport[] = Array.from({ length: 24 }, (_, index) =>
      index % 2 === 0 ? 'http' : 'ws',
    );
    const answers = await Promise.all(
      transports.map((transport, index) =>
        send<Approved>(transport, approver.client, APPROVE, {
          input: { ids: [made.id], versions: [1], code: String(100000 + index) },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.data!.paymentsApprove.userErrors[0]!.code).sort();
    expect(codes).toEqual([
      ...Array.from({ length: 20 }, () => 'U-TRSY-TRF-52'),
      ...Array.from({ length: 4 }, () => 'U-TRSY-TRF-6'),
    ]);
    const checked = await sql<{
      count: string;
    }>`select count(*) from auth_events where user_id = ${approver.credentials.userId} and event = 'TRANSACTION_CODE_REFUSED'`.execute(
      suite.system.account.db,
    );
    expect(checked.rows[0]!.count).toBe('5');

    const right = await approve(approver, made.id, 1);
    expect(right.paymentsApprove).toEqual({
      payments: [],
      userErrors: [
        {
          field: 'code',
          code: 'U-TRSY-TRF-52',
          message: 'Too many wrong 2FA codes: your account is locked for a while. Try again later.',
        },
      ],
    });
    expect(await read(maker, made.id)).toMatchObject({ status: 'NEEDS_APPROVAL', approvals: [] });
  });

  it('when wrong codes to approve and to resend arrive at once, they count together: the member is locked for resending, approving and signing in alike', async () => {
    const [maker, approver] = await Promise.all([member('MAKER'), member('APPROVER')]);
    const made = await create(maker);
    const answers = await Promise.all(
      Array.from({ length: 22 }, (_, index) =>
        index % 2 === 0
          ? approve(approver, made.id, 1, String(300000 + index)).then(
              (answer) => answer.paymentsApprove.userErrors[0]!.code,
            )
          : approver.client
              .data<Resent>(RESEND, { input: { ids: [made.id], code: String(300000 + index) } })
              .then((answer) => answer.paymentsResend.userErrors[0]!.code),
      ),
    );
    expect(answers.sort()).toEqual([
      ...Array.from({ length: 18 }, () => 'U-TRSY-TRF-52'),
      ...Array.from({ length: 4 }, () => 'U-TRSY-TRF-6'),
    ]);

    const resent = await approver.client.data<Resent>(RESEND, {
      input: { ids: [made.id], code: approver.app.code() },
    });
    expect(resent.paymentsResend).toEqual({
      payments: [],
      userErrors: [
        {
          field: 'code',
          code: 'U-TRSY-TRF-52',
          message: 'Too many wrong 2FA codes: your account is locked for a while. Try again later.',
        },
      ],
    });
    const signIn = await fetch(`${suite.system.accountUrl}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: approver.credentials.email,
        password: approver.credentials.password,
      }),
    });
    expect(signIn.status).toBe(429);
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('U-ACC-AU-6');
    expect(await read(maker, made.id)).toMatchObject({ status: 'NEEDS_APPROVAL', approvals: [] });
  });
});

describe('the screens say why Approve is not offered', () => {
  const CONTROLS = `mutation ($input: OrganizationSettingsUpdateInput!) { organizationSettingsUpdate(input: $input) { userErrors { field code message } } }`;

  it('when a Maker reads a payment that needs approval, it says their role cannot approve rather than offering Approve', async () => {
    const maker = await member('MAKER');
    const made = await create(maker);
    expect(await read(maker, made.id)).toMatchObject({
      viewerCanApprove: false,
      viewerApprovalBlock: {
        code: 'U-TRSY-TRF-53',
        message:
          'Your role cannot approve payments and transfers: ask an owner to give it the approve permission, or another approver to approve it.',
      },
    });
  });

  it('when the owner lets makers approve their own with a code, a Maker & Approver’s new payment is theirs to approve; switched off again, it says why not', async () => {
    const owner = await setUpAuthenticator(suite.system, ownerCredentials);
    const loosened = await owner.client.data<{
      organizationSettingsUpdate: { userErrors: UserErrors };
    }>(CONTROLS, { input: { selfApprovalAllowed: true, code: owner.code() } });
    expect(loosened.organizationSettingsUpdate.userErrors).toEqual([]);
    const creator = await member('MAKER_APPROVER');
    const made = await create(creator);
    expect(await read(creator, made.id)).toMatchObject({
      viewerCanApprove: true,
      viewerApprovalBlock: null,
    });

    const tightened = await owner.client.data<{
      organizationSettingsUpdate: { userErrors: UserErrors };
    }>(CONTROLS, { input: { selfApprovalAllowed: false } });
    expect(tightened.organizationSettingsUpdate.userErrors).toEqual([]);
    expect(await read(creator, made.id)).toMatchObject({
      viewerCanApprove: false,
      viewerApprovalBlock: {
        code: 'U-TRSY-TRF-26',
        message:
          'You made or changed this payment. Another approver must approve it, unless your company’s controls allow self-approval.',
      },
    });
    expect(
      (await approve(creator, made.id, 1)).paymentsApprove.userErrors.map((error) => error.code),
    ).toEqual(['U-TRSY-TRF-26']);
  });
});
