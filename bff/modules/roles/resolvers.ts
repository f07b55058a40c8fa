import { roleErrors, type RoleBody } from '../../../contracts/account/roles.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { requirePermission, requireViewer } from '../../guards.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { fromGlobalId, toGlobalId } from '../../global-id.js';

const ROLE_NOT_FOUND = userErrorOf(roleErrors.notFound, 'roleId');

/** The service id of a role's global id, or null when it is not one. */
function roleIdOf(globalId: string): string | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'Role' ? decoded.id : null;
}

const roleInput = (input: {
  name: string;
  description?: string | null;
  permissions: readonly string[];
}): RoleBody => ({
  name: input.name,
  description: input.description ?? null,
  permissions: [...input.permissions],
});

/** Roles and the permission catalogue they are composed from. */
export const roleResolvers: Resolvers = {
  Query: {
    roles: (_root, { search }, context) => {
      requirePermission(context, 'roles:read');
      return context.api.roles.roles(context.caller, search);
    },
    permissionCatalogue: (_root, _args, context) => {
      requireViewer(context);
      return context.api.roles.permissionCatalogue(context.caller);
    },
  },
  Role: {
    id: (role) => toGlobalId('Role', role.id),
    builtIn: (role) => role.builtIn !== null,
    memberCount: async (role, _args, context) => {
      if ('memberCount' in role) return role.memberCount;
      if (!context.viewer?.permissions.includes('roles:read')) return null;
      return (await context.loaders.role.load(role.id))?.memberCount ?? null;
    },
  },
  Mutation: {
    roleCreate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.roles.createRole(context.caller, roleInput(input)),
      );
      return result.ok
        ? { role: result.value, userErrors: [] }
        : { role: null, userErrors: result.userErrors };
    },
    roleUpdate: async (_root, { input }, context) => {
      const roleId = roleIdOf(input.roleId);
      if (!roleId) return { role: null, userErrors: [ROLE_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.roles.updateRole(context.caller, roleId, roleInput(input)),
      );
      return result.ok
        ? { role: result.value, userErrors: [] }
        : { role: null, userErrors: result.userErrors };
    },
    roleDelete: async (_root, { input }, context) => {
      const roleId = roleIdOf(input.roleId);
      if (!roleId) return { deletedRoleId: null, userErrors: [ROLE_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.roles.deleteRole(context.caller, roleId),
      );
      return result.ok
        ? { deletedRoleId: input.roleId, userErrors: [] }
        : { deletedRoleId: null, userErrors: result.userErrors };
    },
  },
};
