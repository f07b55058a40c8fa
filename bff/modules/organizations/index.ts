import { defineModule } from '../module.js';
import { organizationResolvers } from './resolvers.js';
import { OrganizationsApi } from './upstream.js';
import { organizationsLoaders } from './loaders.js';
import { organizationsRules } from './rules.js';

/** The organisation: its controls, orders settings and company profile. */
export const organizationsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: organizationResolvers,
  upstream: (clients) => new OrganizationsApi(clients.account),
  loaders: organizationsLoaders,
  rules: organizationsRules,
});
