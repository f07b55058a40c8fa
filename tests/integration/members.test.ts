import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  addMemberInBuiltInRole,
  authHeaders,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import {
  everyPage,
  GraphQLClient,
  signedInClient,
  type UserErrors,
} from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';
import { mailedToken } from '../support/mail.js';

let system: System;

const MAX_MEMBERS = 6;

type MemberNode = {
  id: string;
  email: string;
  fullName: string | null;
  status: string;
  statusCode: number;
  isOwner: boolean;
  isViewer: boolean;
  role: { name: string } | null;
};

const MEMBER_FIELDS = 'id email fullName status statusCode isOwner isViewer role { name }';
const LIST = `query ($status: MemberStatus, $search: String) { members(first: 50, status: $status, search: $search) { totalCount edges { node { ${MEMBER_FIELDS} } } } }`;
const INVITE = `mutation ($input: MemberInviteInput!) { memberInvite(input: $input) { invitation { email } member { ${MEMBER_FIELDS} } userErrors { field code message } } }`;
const change = (name: string) =>
  `mutation ($input: MemberInput!) { ${name}(input: $input) { member { ${MEMBER_FIELDS} } userErrors { field code message } } }`;
const SET_ROLE = `mutation ($input: MemberRoleSetInput!) { memberRoleSet(input: $input) { member { ${MEMBER_FIELDS} } userErrors { field code message } } }`;
const CANCEL =
  'mutation ($input: MemberInput!) { invitationCancel(input: $input) { cancelledMemberId userErrors { field code message } } }';
const LINK = 'query ($token: String!) { invitation(token: $token) { valid } }';

type Payload = { member: MemberNode | null; userErrors: UserErrors };

async function team() {
  const { organizationId, owner } = await createOrganization(system);
  const admin = await signedInClient(system.url, owner);
  return { organizationId, owner, admin };
}

async function list(browser: GraphQLClient, variables: Record<string, unknown> = {}) {
  return (
    await browser.request<{ members: { totalCount: number; edges: { node: MemberNode }[] } }>(
      LIST,
      variables,
    )
  ).data!.members;
}

async function memberOf(browser: GraphQLClient, email: string): Promise<MemberNode> {
  return (await list(browser)).edges.map((edge) => edge.node).find((node) => node.email === email)!;
}

async function act(browser: GraphQLClient, name: string, memberId: string): Promise<Payload> {
  return (await browser.request<Record<string, Payload>>(change(name), { input: { memberId } }))
    .data![name]!;
}

async function roleId(browser: GraphQLClient, name: string): Promise<string> {
  const roles = await browser.request<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  return roles.data!.roles.find((role) => role.name === name)!.id;
}

async function treasuryStatus(member: Credentials, tokens: Awaited<ReturnType<typeof signInRest>>) {
  void member;
  return (
    await fetch(`${system.treasuryUrl}/counterparties?first=1`, { headers: authHeaders(tokens) })
  ).status;
}

beforeAll(async () => {
  system = await startTestSystem({}, { maxMembers: MAX_MEMBERS });
});

afterAll(() => system?.stop());

describe('the team list', () => {
  it('shows members and invitations with the spec’s status codes, the owner and the viewer, filtered by status or search', async () => {
    const { organizationId, owner, admin } = await team();
    await addMemberInBuiltInRole(system, organizationId, 'MAKER');
    const invited = await admin.request<{ memberInvite: Payload }>(INVITE, {
      input: { email: 'calon.anggota@contoh.co.id' },
    });
    expect(invited.data!.memberInvite.member).toMatchObject({
      email: 'calon.anggota@contoh.co.id',
      status: 'INVITED',
      statusCode: 0,
      fullName: null,
      role: { name: 'Maker' },
    });

    const everyone = await list(admin);
    expect(everyone.totalCount).toBe(3);
    const self = everyone.edges
      .map((edge) => edge.node)
      .find((node) => node.email === owner.email)!;
    expect(self).toMatchObject({
      status: 'ACTIVE',
      statusCode: 1,
      isOwner: true,
      isViewer: true,
      role: { name: 'owner' },
    });
    expect((await list(admin, { status: 'INVITED' })).edges.map((edge) => edge.node.email)).toEqual(
      ['calon.anggota@contoh.co.id'],
    );
    expect((await list(admin, { search: 'CALON' })).totalCount).toBe(1);

    await system.account.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'calon.anggota@contoh.co.id')
      .execute();
    expect(await memberOf(admin, 'calon.anggota@contoh.co.id')).toMatchObject({
      status: 'EXPIRED',
      statusCode: -2,
    });

    // One at a time, each person exactly once; a broken cursor is refused, not read as the first page.
    const PAGE =
      'query ($after: String) { members(first: 1, after: $after) { edges { node { email } } pageInfo { hasNextPage endCursor } } }';
    type MemberPage = {
      members: {
        edges: { node: { email: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const paged = (
      await everyPage(
        async (after) => (await admin.request<MemberPage>(PAGE, { after })).data!.members,
        5,
      )
    ).map((node) => node.email);
    expect(paged).toEqual(everyone.edges.map((edge) => edge.node.email));
    const refused = await admin.request(PAGE, { after: 'not-a-cursor' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The cursor is not valid.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is FORBIDDEN without members:read', async () => {
    const { organizationId } = await team();
    const member = await addMember(system, organizationId, ['statements:read']);
    const browser = await signedInClient(system.url, member);
    expect((await browser.request(LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('deactivating and removing', () => {
  it('cuts a deactivated member off on their very next request, everywhere; activating gives the same role back', async () => {
    const { organizationId, admin } = await team();
    const maker = await addMemberInBuiltInRole(system, organizationId, 'MAKER');
    const browser = await signedInClient(system.url, maker);
    const tokens = await signInRest(system, maker);
    expect(await treasuryStatus(maker, tokens)).toBe(200);

    const target = await memberOf(admin, maker.email);
    const deactivated = await act(admin, 'memberDeactivate', target.id);
    expect(deactivated.member).toMatchObject({ status: 'DEACTIVATED', statusCode: -1 });

    await expect
      .poll(
        async () =>
          (await browser.request<{ viewer: unknown }>('{ viewer { user { email } } }')).data
            ?.viewer ?? null,
        { timeout: 2_000 },
      )
      .toBeNull();
    await expect.poll(() => treasuryStatus(maker, tokens), { timeout: 2_000 }).toBe(401);
    const again = await new GraphQLClient(system.url).request<{
      signIn: { userErrors: { code: string }[] };
    }>('mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { code } } }', {
      input: { email: maker.email, password: maker.password },
    });
    expect(again.data!.signIn.userErrors).toEqual([{ code: 'U-ACC-AU-2' }]);

    expect(
      (await act(admin, 'memberDeactivate', target.id)).userErrors.map((error) => error.code),
    ).toEqual(['U-ACC-MEM-2']);
    const activated = await act(admin, 'memberActivate', target.id);
    expect(activated.member).toMatchObject({ status: 'ACTIVE', role: { name: 'Maker' } });
    await new GraphQLClient(system.url).signIn(maker.email, maker.password);
  });

  it('removes a member (shown as Removed), cutting their access at once, and reactivates them with their previous role; only a removed member can be reactivated', async () => {
    const { organizationId, admin } = await team();
    const approver = await addMemberInBuiltInRole(system, organizationId, 'APPROVER');
    const target = await memberOf(admin, approver.email);
    expect((await act(admin, 'memberReactivate', target.id)).userErrors).toEqual([
      { field: null, code: 'U-ACC-MEM-3', message: 'Only a removed member can be reactivated.' },
    ]);
    const session = await signedInClient(system.url, approver);
    const tokens = await signInRest(system, approver);
    expect((await act(admin, 'memberRemove', target.id)).member).toMatchObject({
      status: 'BLOCKED',
      statusCode: -3,
    });
    // Removal cuts access on the very next request, in the browser and for the services.
    await expect
      .poll(
        async () =>
          (await session.request<{ viewer: unknown }>('{ viewer { user { email } } }')).data
            ?.viewer ?? null,
        { timeout: 2_000 },
      )
      .toBeNull();
    await expect.poll(() => treasuryStatus(approver, tokens), { timeout: 2_000 }).toBe(401);
    const reinvite = await admin.request<{ memberInvite: Payload }>(INVITE, {
      input: { email: approver.email },
    });
    expect(reinvite.data!.memberInvite.userErrors.map((error) => error.code)).toEqual([
      'U-ACC-INV-5',
    ]);
    expect((await act(admin, 'memberReactivate', target.id)).member).toMatchObject({
      status: 'ACTIVE',
      role: { name: 'Approver' },
    });
  });

  it('never changes the owner, and nobody changes their own membership', async () => {
    const { organizationId, owner, admin } = await team();
    const ownerMember = await memberOf(admin, owner.email);
    for (const name of ['memberDeactivate', 'memberRemove']) {
      expect(
        (await act(admin, name, ownerMember.id)).userErrors.map((error) => error.code),
      ).toEqual(['U-ACC-MEM-8']);
    }
    const manager = await addMember(system, organizationId, [
      'members:read',
      'members:manage',
      'roles:read',
    ]);
    const managerBrowser = await signedInClient(system.url, manager);
    expect((await act(managerBrowser, 'memberRemove', ownerMember.id)).userErrors).toEqual([
      {
        field: null,
        code: 'U-ACC-MEM-7',
        message: 'The owner’s access and role cannot be changed.',
      },
    ]);
    const self = await memberOf(managerBrowser, manager.email);
    expect(
      (await act(managerBrowser, 'memberDeactivate', self.id)).userErrors.map(
        (error) => error.code,
      ),
    ).toEqual(['U-ACC-MEM-8']);
  });
});

describe('setting roles', () => {
  it('gives a member another role, effective on their next request; the owner role cannot be given', async () => {
    const { organizationId, admin } = await team();
    const maker = await addMemberInBuiltInRole(system, organizationId, 'MAKER');
    const browser = await signedInClient(system.url, maker);
    const target = await memberOf(admin, maker.email);

    const toOwner = await admin.request<{ memberRoleSet: Payload }>(SET_ROLE, {
      input: { memberId: target.id, roleId: await roleId(admin, 'owner') },
    });
    expect(toOwner.data!.memberRoleSet.userErrors).toEqual([
      {
        field: 'roleId',
        code: 'U-ACC-MEM-4',
        message: 'An organisation has only one owner; the owner role cannot be given.',
      },
    ]);

    const toApprover = await admin.request<{ memberRoleSet: Payload }>(SET_ROLE, {
      input: { memberId: target.id, roleId: await roleId(admin, 'Approver') },
    });
    expect(toApprover.data!.memberRoleSet.member!.role!.name).toBe('Approver');
    await expect
      .poll(
        async () =>
          (
            await browser.request<{ viewer: { role: { name: string }; permissions: string[] } }>(
              '{ viewer { role { name } permissions } }',
            )
          ).data!.viewer.role.name,
        { timeout: 2_000 },
      )
      .toBe('Approver');
  });

  it('answers another organisation’s role or member exactly like a missing one', async () => {
    const mine = await team();
    const theirs = await team();
    const theirMaker = await addMemberInBuiltInRole(system, theirs.organizationId, 'MAKER');
    const theirMember = await memberOf(theirs.admin, theirMaker.email);
    const missingMember = Buffer.from('Member:00000000-0000-4000-8000-000000000000').toString(
      'base64url',
    );
    for (const memberId of [theirMember.id, missingMember]) {
      expect(await act(mine.admin, 'memberRemove', memberId)).toEqual({
        member: null,
        userErrors: [{ field: null, code: 'U-ACC-MEM-1', message: 'Member not found.' }],
      });
      const node = await mine.admin.request<{ node: unknown }>(
        'query ($id: ID!) { node(id: $id) { id } }',
        { id: memberId },
      );
      expect(node.data!.node).toBeNull();
    }
    const myMaker = await addMemberInBuiltInRole(system, mine.organizationId, 'MAKER');
    const myMember = await memberOf(mine.admin, myMaker.email);
    const foreignRole = await admin(theirs).then((browser) => roleId(browser, 'Approver'));
    const result = await mine.admin.request<{ memberRoleSet: Payload }>(SET_ROLE, {
      input: { memberId: myMember.id, roleId: foreignRole },
    });
    expect(result.data!.memberRoleSet.userErrors).toEqual([
      { field: 'roleId', code: 'U-ACC-RL-1', message: 'Role not found.' },
    ]);
    expect((await memberOf(theirs.admin, theirMaker.email)).status).toBe('ACTIVE');
  });
});

describe('invitations', () => {
  it('resends with a new link (the old one stops working) and cancels; a person not invited is refused', async () => {
    const { admin } = await team();
    await admin.request(INVITE, { input: { email: 'diundang@contoh.co.id' } });
    const firstToken = await mailedToken(system, 'diundang@contoh.co.id');
    const invited = await memberOf(admin, 'diundang@contoh.co.id');
    const resent = await act(admin, 'invitationResend', invited.id);
    expect(resent.member).toMatchObject({ status: 'INVITED' });
    const secondToken = await mailedToken(system, 'diundang@contoh.co.id');
    expect(secondToken).not.toBe(firstToken);
    const anon = new GraphQLClient(system.url);
    expect(
      (await anon.request<{ invitation: { valid: boolean } }>(LINK, { token: firstToken })).data!
        .invitation.valid,
    ).toBe(false);
    expect(
      (await anon.request<{ invitation: { valid: boolean } }>(LINK, { token: secondToken })).data!
        .invitation.valid,
    ).toBe(true);

    const cancelled = await admin.request<{ invitationCancel: { cancelledMemberId: string } }>(
      CANCEL,
      { input: { memberId: invited.id } },
    );
    expect(cancelled.data!.invitationCancel.cancelledMemberId).toBe(invited.id);
    expect(
      (await anon.request<{ invitation: { valid: boolean } }>(LINK, { token: secondToken })).data!
        .invitation.valid,
    ).toBe(false);
    expect(
      (await act(admin, 'invitationResend', invited.id)).userErrors.map((error) => error.code),
    ).toEqual(['U-ACC-MEM-6']);
  });

  it('refuses the owner role and, at the configured maximum, any further member', async () => {
    const { admin } = await team();
    const owner = await admin.request<{ memberInvite: Payload }>(INVITE, {
      input: { email: 'calon.pemilik@contoh.co.id', roleId: await roleId(admin, 'owner') },
    });
    expect(owner.data!.memberInvite.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['roleId', 'U-ACC-MEM-4'],
    ]);
    for (let index = 1; index < MAX_MEMBERS; index += 1) {
      const ok = await admin.request<{ memberInvite: Payload }>(INVITE, {
        input: { email: `anggota${index}@contoh.co.id` },
      });
      expect(ok.data!.memberInvite.userErrors).toEqual([]);
    }
    const over = await admin.request<{ memberInvite: Payload }>(INVITE, {
      input: { email: 'satu.lagi@contoh.co.id' },
    });
    expect(over.data!.memberInvite.userErrors).toEqual([
      {
        field: null,
        code: 'U-ACC-MEM-5',
        message: `The organisation has reached its maximum of ${MAX_MEMBERS} members and open invitations.`,
      },
    ]);
    expect((await list(admin)).totalCount).toBe(MAX_MEMBERS);
  });
});

async function admin(of: { admin: GraphQLClient }) {
  return of.admin;
}
