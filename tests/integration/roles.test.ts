import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../../contracts/account/permissions.js';
import { addMember, addMemberInBuiltInRole, createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';

type RoleNode = {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  builtIn: boolean;
  memberCount: number | null;
};

const ROLE_FIELDS = 'id name description permissions builtIn memberCount';
const LIST = `query ($search: String) { roles(search: $search) { ${ROLE_FIELDS} } }`;
const CREATE = `mutation ($input: RoleInput!) { roleCreate(input: $input) { role { ${ROLE_FIELDS} } userErrors { field code message } } }`;
const UPDATE = `mutation ($input: RoleUpdateInput!) { roleUpdate(input: $input) { role { ${ROLE_FIELDS} } userErrors { field code message } } }`;
const DELETE =
  'mutation ($input: RoleDeleteInput!) { roleDelete(input: $input) { deletedRoleId userErrors { field code message } } }';

async function signedInOwner() {
  const { organizationId, owner } = await createOrganization(suite.system);
  const browser = await signedInClient(suite.system.url, owner);
  return { organizationId, owner, browser };
}

async function createRole(
  browser: GraphQLClient,
  input: { name: string; description?: string; permissions: string[] },
) {
  return (
    await browser.request<{ roleCreate: { role: RoleNode | null; userErrors: UserErrors } }>(
      CREATE,
      { input },
    )
  ).data!.roleCreate;
}

const suite = systemSuite();

describe('roles', () => {
  it('lists the built-in roles first, with the catalogue’s permissions and how many hold each', async () => {
    const { organizationId, browser } = await signedInOwner();
    await addMemberInBuiltInRole(suite.system, organizationId, 'MAKER');
    const roles = (await browser.request<{ roles: RoleNode[] }>(LIST)).data!.roles;
    expect(roles.map((role) => [role.name, role.builtIn, role.memberCount])).toEqual([
      ['owner', true, 1],
      ['Maker', true, 1],
      ['Approver', true, 0],
      ['Maker & Approver', true, 0],
    ]);
    expect(roles[1]!.permissions).toEqual([...BUILT_IN_ROLES.MAKER.permissions]);
    expect(roles[1]!.permissions).toContain('payments:create');
    expect(roles[1]!.permissions).not.toContain('payments:approve');
    expect(roles[2]!.permissions).toContain('payments:approve');
  });

  it('adds a custom role whose name is unique whatever its case, and refuses unknown or no permissions', async () => {
    const { browser } = await signedInOwner();
    const created = await createRole(browser, {
      name: '  Kasir  ',
      description: 'Mencatat mutasi',
      permissions: ['statements:read', 'statements:create', 'statements:read'],
    });
    expect(created.userErrors).toEqual([]);
    expect(created.role).toMatchObject({
      name: 'Kasir',
      description: 'Mencatat mutasi',
      permissions: ['statements:read', 'statements:create'],
      builtIn: false,
      memberCount: 0,
    });
    expect(
      (await createRole(browser, { name: 'KASIR', permissions: ['statements:read'] })).userErrors,
    ).toEqual([
      { field: 'name', code: 'U-ACC-RL-2', message: 'A role with this name already exists.' },
    ]);
    expect(
      (
        await createRole(browser, { name: 'Pengintip', permissions: ['vault:open'] })
      ).userErrors.map((error) => error.code),
    ).toEqual(['U-ACC-RL-4']);
    expect(
      (await createRole(browser, { name: 'Kosong', permissions: [] })).userErrors.map(
        (error) => error.code,
      ),
    ).toEqual(['U-ACC-RL-5']);
    expect(
      (await createRole(browser, { name: ' ', permissions: ['statements:read'] })).userErrors.map(
        (error) => error.code,
      ),
    ).toEqual(['U-ACC-RL-3']);
    const found = (await browser.request<{ roles: RoleNode[] }>(LIST, { search: 'kas' })).data!
      .roles;
    expect(found.map((role) => role.name)).toEqual(['Kasir']);
  });

  it('changes and deletes a custom role nobody holds; built-in roles cannot be changed or deleted', async () => {
    const { browser } = await signedInOwner();
    const role = (
      await createRole(browser, { name: 'Auditor', permissions: ['activity-log:read'] })
    ).role!;
    const updated = await browser.request<{ roleUpdate: { role: RoleNode } }>(UPDATE, {
      input: {
        roleId: role.id,
        name: 'Auditor Internal',
        permissions: ['activity-log:read', 'payments:read'],
      },
    });
    expect(updated.data!.roleUpdate.role).toMatchObject({
      name: 'Auditor Internal',
      permissions: ['activity-log:read', 'payments:read'],
    });
    const maker = (await browser.request<{ roles: RoleNode[] }>(LIST)).data!.roles.find(
      (item) => item.name === 'Maker',
    )!;
    const changeBuiltIn = await browser.request<{ roleUpdate: { userErrors: UserErrors } }>(
      UPDATE,
      { input: { roleId: maker.id, name: 'Maker', permissions: ['payments:approve'] } },
    );
    expect(changeBuiltIn.data!.roleUpdate.userErrors.map((error) => error.code)).toEqual([
      'U-ACC-RL-6',
    ]);
    const deleteBuiltIn = await browser.request<{ roleDelete: { userErrors: UserErrors } }>(
      DELETE,
      { input: { roleId: maker.id } },
    );
    expect(deleteBuiltIn.data!.roleDelete.userErrors.map((error) => error.code)).toEqual([
      'U-ACC-RL-6',
    ]);
    const deleted = await browser.request<{ roleDelete: { deletedRoleId: string } }>(DELETE, {
      input: { roleId: role.id },
    });
    expect(deleted.data!.roleDelete.deletedRoleId).toBe(role.id);
    expect(
      (await browser.request<{ roles: RoleNode[] }>(LIST)).data!.roles.map((item) => item.name),
    ).not.toContain('Auditor Internal');
  });

  it('refuses to delete a role a member holds, and nothing changes', async () => {
    const { organizationId, browser } = await signedInOwner();
    const role = (await createRole(browser, { name: 'Bendahara', permissions: ['payments:read'] }))
      .role!;
    const roleId = Buffer.from(role.id, 'base64url').toString('utf8').split(':')[1]!;
    const member = await addMember(suite.system, organizationId, ['payments:read']);
    await suite.system.account.db
      .updateTable('memberships')
      .set({ role_id: roleId })
      .where('user_id', '=', member.userId)
      .execute();
    const refused = await browser.request<{
      roleDelete: { deletedRoleId: string | null; userErrors: UserErrors };
    }>(DELETE, { input: { roleId: role.id } });
    expect(refused.data!.roleDelete).toEqual({
      deletedRoleId: null,
      userErrors: [
        {
          field: null,
          code: 'U-ACC-RL-7',
          message:
            'This role is held by members or offered in open invitations. Give them another role first.',
        },
      ],
    });
    expect(
      (await browser.request<{ roles: RoleNode[] }>(LIST)).data!.roles.find(
        (item) => item.id === role.id,
      )!.memberCount,
    ).toBe(1);
  });

  it('answers another organisation’s role exactly like a missing one', async () => {
    const mine = await signedInOwner();
    const theirs = await signedInOwner();
    const theirRole = (
      await createRole(theirs.browser, { name: 'Rahasia', permissions: ['payments:read'] })
    ).role!;
    const missing = Buffer.from('Role:00000000-0000-4000-8000-000000000000').toString('base64url');
    for (const roleId of [theirRole.id, missing]) {
      const update = await mine.browser.request<{
        roleUpdate: { role: null; userErrors: UserErrors };
      }>(UPDATE, { input: { roleId, name: 'Diambil', permissions: ['payments:read'] } });
      expect(update.data!.roleUpdate).toEqual({
        role: null,
        userErrors: [{ field: null, code: 'U-ACC-RL-1', message: 'Role not found.' }],
      });
      const remove = await mine.browser.request<{ roleDelete: { userErrors: UserErrors } }>(
        DELETE,
        { input: { roleId } },
      );
      expect(remove.data!.roleDelete.userErrors.map((error) => error.code)).toEqual(['U-ACC-RL-1']);
      const node = await mine.browser.request<{ node: unknown }>(
        'query ($id: ID!) { node(id: $id) { id } }',
        { id: roleId },
      );
      expect(node.data!.node).toBeNull();
    }
    const still = (await theirs.browser.request<{ roles: RoleNode[] }>(LIST)).data!.roles.find(
      (item) => item.id === theirRole.id,
    )!;
    expect(still.name).toBe('Rahasia');
  });

  it('gives a member holding a custom role exactly its permissions at sign-in', async () => {
    const { organizationId } = await signedInOwner();
    const member = await addMember(suite.system, organizationId, [
      'statements:read',
      'bills:create',
      'not:a-permission',
    ]);
    const browser = await signedInClient(suite.system.url, member);
    const viewer = await browser.request<{
      viewer: { permissions: string[]; role: { builtIn: boolean; memberCount: number | null } };
    }>('{ viewer { permissions role { builtIn memberCount } } }');
    expect(viewer.data!.viewer).toEqual({
      permissions: ['statements:read', 'bills:create'],
      role: { builtIn: false, memberCount: null },
    });
    const roles = await browser.request(LIST);
    expect(roles.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('changes what a member holding a custom role may do from their next request, without signing them out', async () => {
    const { organizationId, browser: admin } = await signedInOwner();
    const role = (await createRole(admin, { name: 'Penagih', permissions: ['statements:read'] }))
      .role!;
    const member = await addMember(suite.system, organizationId, ['statements:read']);
    const roleId = Buffer.from(role.id, 'base64url').toString('utf8').split(':')[1]!;
    await suite.system.account.db
      .updateTable('memberships')
      .set({ role_id: roleId })
      .where('user_id', '=', member.userId)
      .execute();
    const browser = await signedInClient(suite.system.url, member);
    const before = await browser.request<{ viewer: { permissions: string[] } }>(
      '{ viewer { permissions } }',
    );
    expect(before.data!.viewer.permissions).toEqual(['statements:read']);
    const tokenBefore = browser.cookies.get('kas_at');

    await admin.request(UPDATE, {
      input: {
        roleId: role.id,
        name: 'Penagih',
        permissions: ['statements:read', 'counterparties:read'],
      },
    });

    await expect
      .poll(
        async () =>
          (
            await browser.request<{ viewer: { permissions: string[] } | null }>(
              '{ viewer { permissions } }',
            )
          ).data!.viewer?.permissions,
        { timeout: 2_000 },
      )
      .toEqual(['statements:read', 'counterparties:read']);
    expect(browser.cookies.get('kas_at')).not.toBe(tokenBefore);
    const list = await browser.request<{ counterparties: { totalCount: number } }>(
      '{ counterparties(first: 1) { totalCount } }',
    );
    expect(list.errors).toBeUndefined();
  });
});
