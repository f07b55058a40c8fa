import { apiKeyErrors } from '../../../contracts/account/api-keys.js';
import { roleErrors } from '../../../contracts/account/roles.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { requirePermission } from '../../guards.js';
import { roleHeld } from '../roles/role-held.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { fromGlobalId, toGlobalId } from '../../global-id.js';
import { userOf } from '../profile/loaders.js';

const KEY_NOT_FOUND = userErrorOf(apiKeyErrors.notFound, 'apiKeyId');
const ROLE_NOT_FOUND = userErrorOf(roleErrors.notFound, 'roleId');

/** Integrators' API keys: listing, creating (the secret shown once) and revoking. */
export const apiKeyResolvers: Resolvers = {
  Query: {
    apiKeys: (_root, _args, context) => {
      requirePermission(context, 'api-keys:manage');
      return context.api.apiKeys.apiKeys(context.caller);
    },
  },
  ApiKey: {
    id: (key) => toGlobalId('ApiKey', key.id),
    role: (key, _args, context) => roleHeld(context, key.role),
    createdBy: (key, _args, context) => userOf(context, key.createdBy),
  },
  Mutation: {
    apiKeyCreate: async (_root, { input }, context) => {
      const role = fromGlobalId(input.roleId);
      if (role?.type !== 'Role')
        return { apiKey: null, secret: null, userErrors: [ROLE_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.apiKeys.createApiKey(context.caller, {
          name: input.name,
          roleId: role.id,
          expiresInDays: input.expiresInDays,
        }),
      );
      return result.ok
        ? { apiKey: result.value.apiKey, secret: result.value.secret, userErrors: [] }
        : { apiKey: null, secret: null, userErrors: result.userErrors };
    },
    apiKeyRevoke: async (_root, { input }, context) => {
      const key = fromGlobalId(input.apiKeyId);
      if (key?.type !== 'ApiKey') return { apiKey: null, userErrors: [KEY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.apiKeys.revokeApiKey(context.caller, key.id),
      );
      return result.ok
        ? { apiKey: result.value, userErrors: [] }
        : { apiKey: null, userErrors: result.userErrors };
    },
  },
};
