import { defineModule } from '../module.js';
import { roleResolvers } from './resolvers.js';
import { RolesApi } from './upstream.js';
import { rolesLoaders } from './loaders.js';
import { rolesRules } from './rules.js';

/** Roles and the permission catalogue. */
export const rolesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: roleResolvers,
  upstream: (clients) => new RolesApi(clients.account),
  loaders: rolesLoaders,
  rules: rolesRules,
});
