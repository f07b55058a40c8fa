import { defineModule, type NodeSources } from '../module.js';
import { memberResolvers } from './resolvers.js';
import { MembersApi } from './upstream.js';
import { membersLoaders } from './loaders.js';
import { membersRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  // A member and one still invited are both a Member; the global id says which it was minted as.
  Member: {
    permission: 'members:read',
    fetch: async (context, id) => {
      const record = await context.loaders.member.load(id);
      return record?.kind === 'MEMBER' ? record : null;
    },
  },
  Invitation: {
    permission: 'members:read',
    fetch: async (context, id) => {
      const record = await context.loaders.member.load(id);
      return record?.kind === 'INVITATION' ? { ...record, __typename: 'Member' } : null;
    },
  },
};

/** Members of the organisation and their invitations. */
export const membersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: memberResolvers,
  upstream: (clients) => new MembersApi(clients.account),
  loaders: membersLoaders,
  rules: membersRules,
  nodes,
});
