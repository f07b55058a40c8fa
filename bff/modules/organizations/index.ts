import { defineModule, type NodeSources } from '../module.js';
import { organizationResolvers } from './resolvers.js';
import { OrganizationsApi } from './upstream.js';
import { organizationsLoaders } from './loaders.js';
import { organizationsRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  // The viewer's own organisations only.
  Organization: {
    fetch: async (context, id) =>
      (await context.loaders.me.load('me')).organizations.find(
        (organization) => organization.id === id,
      ),
  },
};

/** The organisation: its controls, orders settings and company profile. */
export const organizationsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: organizationResolvers,
  upstream: (clients) => new OrganizationsApi(clients.account),
  loaders: organizationsLoaders,
  rules: organizationsRules,
  nodes,
});
