import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import { MembershipStatus } from '../../services/account/membership-status.js';
import { BUILT_IN_ROLES, type BuiltInRole } from '../../contracts/account/permissions.js';
import {
  addMember,
  addMemberInBuiltInRole,
  builtInRoleId,
  createOrganization,
  type Credentials,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { send, TRANSPORTS, type Transport } from '../support/transports.js';
import { systemSuite } from '../support/system-suite.js';

/**
 * Delegated admins escalate. Nobody grants a permission they
 * do not hold, and nobody changes the role they are in; the account service
 * refuses, whichever transport the mutation came over.
 */

const ROLE_CREATE =
  'mutation ($input: RoleInput!) { roleCreate(input: $input) { role { id permissions } userErrors { field code message } } }';
const ROLE_UPDATE =
  'mutation ($input: RoleUpdateInput!) { roleUpdate(input: $input) { role { id permissions } userErrors { field code message } } }';
const KEY_CREATE =
  'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { apiKey { id } secret userErrors { field code message } } }';
const INVITE =
  'mutation ($input: MemberInviteInput!) { memberInvite(input: $input) { invitation { email } userErrors { field code message } } }';
const SET_ROLE =
  'mutation ($input: MemberRoleSetInput!) { memberRoleSet(input: $input) { member { role { name } } userErrors { field code message } } }';
const REACTIVATE =
  'mutation ($input: MemberInput!) { memberReactivate(input: $input) { member { status } userErrors { field code message } } }';
const ACTIVATE =
  'mutation ($input: MemberInput!) { memberActivate(input: $input) { member { status } userErrors { field code message } } }';

const NOT_HELD = (...permissions: string[]) =>
  `You cannot grant permissions you do not hold: ${permissions.join(', ')}.`;

const suite = systemSuite();

async function signedIn(credentials: Credentials) {
  const browser = await signedInClient(suite.system.url, credentials);
  return browser;
}

/** The role a user holds in an organisation, as its database row. */
async function roleOf(organizationId: string, userId: string) {
  return suite.system.account.db
    .selectFrom('memberships as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['r.id', 'r.permissions'])
    .where('m.organization_id', '=', organizationId)
    .where('m.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The global id of one of the organisation's built-in roles. */
const builtInRole = async (organizationId: string, builtIn: BuiltInRole) =>
  toGlobalId('Role', await builtInRoleId(suite.system, organizationId, builtIn));

async function membershipId(organizationId: string, userId: string) {
  const row = await suite.system.account.db
    .selectFrom('memberships')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { uuid: row.id, global: toGlobalId('Member', row.id) };
}

async function errorsOf(
  transport: Transport,
  browser: GraphQLClient,
  query: string,
  input: Record<string, unknown>,
): Promise<UserErrors> {
  const result = await send<Record<string, { userErrors: UserErrors }>>(transport, browser, query, {
    input,
  });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!.userErrors;
}

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('a member whose role holds only roles:manage neither changes their own role nor grants a permission they lack', async () => {
    const { organizationId, owner } = await createOrganization(suite.system);
    const delegate = await addMember(suite.system, organizationId, ['roles:read', 'roles:manage']);
    const browser = await signedIn(delegate);
    const own = await roleOf(organizationId, delegate.userId);

    // The attack of the report: their own role, plus api-keys, members and settings.
    expect(
      await errorsOf(transport, browser, ROLE_UPDATE, {
        roleId: toGlobalId('Role', own.id),
        name: 'Admin delegasi',
        permissions: [
          'roles:read',
          'roles:manage',
          'api-keys:manage',
          'members:manage',
          'settings:manage',
        ],
      }),
    ).toEqual([
      { field: null, code: 'U-ACC-RL-10', message: 'You cannot change the role you are in.' },
    ]);
    // Not even a harmless change: the role they are in is someone else's to change.
    expect(
      (
        await errorsOf(transport, browser, ROLE_UPDATE, {
          roleId: toGlobalId('Role', own.id),
          name: 'Nama baru',
          permissions: ['roles:read'],
        })
      ).map((e) => e.code),
    ).toEqual(['U-ACC-RL-10']);
    expect((await roleOf(organizationId, delegate.userId)).permissions).toEqual([
      'roles:read',
      'roles:manage',
    ]);

    // A new role with what they do not hold, to be given later by an accomplice.
    expect(
      await errorsOf(transport, browser, ROLE_CREATE, {
        name: 'Kunci',
        permissions: ['roles:read', 'api-keys:manage', 'members:manage'],
      }),
    ).toEqual([
      {
        field: 'permissions',
        code: 'U-ACC-RL-9',
        message: NOT_HELD('api-keys:manage', 'members:manage'),
      },
    ]);
    expect(
      await suite.system.account.db
        .selectFrom('roles')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('name', '=', 'Kunci')
        .execute(),
    ).toEqual([]);

    // Another role: adding what they lack is refused, adding what they hold is not, and taking away is allowed.
    const owners = await signedIn(owner);
    const cashier = (
      await send<{ roleCreate: { role: { id: string } } }>(transport, owners, ROLE_CREATE, {
        input: { name: 'Kasir', permissions: ['statements:read', 'payments:approve'] },
      })
    ).data!.roleCreate.role.id;
    expect(
      await errorsOf(transport, browser, ROLE_UPDATE, {
        roleId: cashier,
        name: 'Kasir',
        permissions: ['statements:read', 'payments:approve', 'settings:manage'],
      }),
    ).toEqual([{ field: 'permissions', code: 'U-ACC-RL-9', message: NOT_HELD('settings:manage') }]);
    expect(
      await errorsOf(transport, browser, ROLE_UPDATE, {
        roleId: cashier,
        name: 'Kasir',
        permissions: ['statements:read', 'payments:approve', 'roles:read'],
      }),
    ).toEqual([]);
    expect(
      await errorsOf(transport, browser, ROLE_UPDATE, {
        roleId: cashier,
        name: 'Kasir',
        permissions: ['statements:read'],
      }),
    ).toEqual([]);
    expect(
      await errorsOf(transport, browser, ROLE_CREATE, {
        name: 'Pembaca peran',
        permissions: ['roles:read'],
      }),
    ).toEqual([]);
  });

  it('api-keys:manage alone does not mint a key in a stronger role; the owner, who holds everything, does', async () => {
    const { organizationId, owner } = await createOrganization(suite.system);
    const delegate = await addMember(suite.system, organizationId, ['api-keys:manage']);
    const browser = await signedIn(delegate);
    const makerApprover = await builtInRole(organizationId, 'MAKER_APPROVER');

    const refused = await errorsOf(transport, browser, KEY_CREATE, {
      name: 'Integrasi ERP',
      roleId: makerApprover,
      expiresInDays: 30,
    });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ field: 'roleId', code: 'U-ACC-RL-9' });
    expect(refused[0]!.message).toContain('payments:approve');
    expect(
      await suite.system.account.db
        .selectFrom('api_keys')
        .select('id')
        .where('organization_id', '=', organizationId)
        .execute(),
    ).toEqual([]);

    // A key in a role holding only what the delegate holds is theirs to mint.
    const own = await roleOf(organizationId, delegate.userId);
    expect(
      await errorsOf(transport, browser, KEY_CREATE, {
        name: 'Sama kuat',
        roleId: toGlobalId('Role', own.id),
        expiresInDays: 30,
      }),
    ).toEqual([]);

    expect(
      await errorsOf(transport, await signedIn(owner), KEY_CREATE, {
        name: 'Integrasi ERP',
        roleId: makerApprover,
        expiresInDays: 30,
      }),
    ).toEqual([]);
  });

  it('members:manage alone neither invites into, nor gives, nor restores a stronger role', async () => {
    const { organizationId, owner } = await createOrganization(suite.system);
    const delegate = await addMember(suite.system, organizationId, [
      'members:read',
      'members:manage',
    ]);
    const browser = await signedIn(delegate);
    const approver = await builtInRole(organizationId, 'APPROVER');

    const inviteApprover = await errorsOf(transport, browser, INVITE, {
      email: `calon-${transport}@example.co.id`,
      roleId: approver,
    });
    expect(inviteApprover.map((error) => [error.field, error.code])).toEqual([
      ['roleId', 'U-ACC-RL-9'],
    ]);
    expect(inviteApprover[0]!.message).toContain('payments:approve');
    // The default role (Maker) holds more than the delegate too.
    expect(
      (
        await errorsOf(transport, browser, INVITE, { email: `calon-${transport}@example.co.id` })
      ).map((error) => error.code),
    ).toEqual(['U-ACC-RL-9']);
    expect(
      await suite.system.account.db
        .selectFrom('invitations')
        .select('id')
        .where('organization_id', '=', organizationId)
        .execute(),
    ).toEqual([]);

    const maker = await addMemberInBuiltInRole(suite.system, organizationId, 'MAKER');
    const makerMember = await membershipId(organizationId, maker.userId);
    expect(
      (
        await errorsOf(transport, browser, SET_ROLE, {
          memberId: makerMember.global,
          roleId: approver,
        })
      ).map((error) => error.code),
    ).toEqual(['U-ACC-RL-9']);
    expect((await roleOf(organizationId, maker.userId)).id).not.toBe(approver);

    // Restoring a removed or deactivated Approver puts their permissions back in use: a grant as well.
    const former = await addMemberInBuiltInRole(suite.system, organizationId, 'APPROVER');
    const formerMember = await membershipId(organizationId, former.userId);
    await suite.system.account.db
      .updateTable('memberships')
      .set({ status: MembershipStatus.removed })
      .where('id', '=', formerMember.uuid)
      .execute();
    expect(
      (await errorsOf(transport, browser, REACTIVATE, { memberId: formerMember.global })).map(
        (error) => error.code,
      ),
    ).toEqual(['U-ACC-RL-9']);
    await suite.system.account.db
      .updateTable('memberships')
      .set({ status: MembershipStatus.deactivated })
      .where('id', '=', formerMember.uuid)
      .execute();
    expect(
      (await errorsOf(transport, browser, ACTIVATE, { memberId: formerMember.global })).map(
        (error) => error.code,
      ),
    ).toEqual(['U-ACC-RL-9']);
    const status = await suite.system.account.db
      .selectFrom('memberships')
      .select('status')
      .where('id', '=', formerMember.uuid)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe(MembershipStatus.deactivated);

    // The owner holds everything and does all of it.
    const owners = await signedIn(owner);
    expect(
      await errorsOf(transport, owners, INVITE, {
        email: `calon-${transport}@example.co.id`,
        roleId: approver,
      }),
    ).toEqual([]);
    expect(
      await errorsOf(transport, owners, SET_ROLE, {
        memberId: makerMember.global,
        roleId: approver,
      }),
    ).toEqual([]);
    expect(await errorsOf(transport, owners, ACTIVATE, { memberId: formerMember.global })).toEqual(
      [],
    );
  });

  it('a member manager who holds a role’s permissions invites into it and gives it', async () => {
    const { organizationId } = await createOrganization(suite.system);
    const delegate = await addMember(suite.system, organizationId, [
      'members:read',
      'members:manage',
      ...BUILT_IN_ROLES.MAKER.permissions,
    ]);
    const browser = await signedIn(delegate);
    expect(
      await errorsOf(transport, browser, INVITE, { email: `pembuat-${transport}@example.co.id` }),
    ).toEqual([]);
    const approver = await addMemberInBuiltInRole(suite.system, organizationId, 'APPROVER');
    const member = await membershipId(organizationId, approver.userId);
    // Taking a stronger role away for a weaker one grants only what the delegate holds.
    expect(
      await errorsOf(transport, browser, SET_ROLE, {
        memberId: member.global,
        roleId: await builtInRole(organizationId, 'MAKER'),
      }),
    ).toEqual([]);
  });
});
