import { defineModule, type NodeSources } from '../module.js';
import { roleResolvers } from './resolvers.js';
import { RolesApi } from './upstream.js';
import { rolesLoaders } from './loaders.js';
import { rolesRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  // Any role to those who read roles; to everyone else, their own.
  Role: {
    fetch: async (context, id) => {
      if (context.viewer?.permissions.includes('roles:read')) return context.loaders.role.load(id);
      const me = await context.loaders.me.load('me');
      return me.role.id === id ? me.role : null;
    },
  },
};

/** Roles and the permission catalogue. */
export const rolesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: roleResolvers,
  upstream: (clients) => new RolesApi(clients.account),
  loaders: rolesLoaders,
  rules: rolesRules,
  nodes,
});
