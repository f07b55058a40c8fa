import { defineModule } from '../module.js';
import { memberResolvers } from './resolvers.js';
import { MembersApi } from './upstream.js';
import { membersLoaders } from './loaders.js';
import { membersRules } from './rules.js';

/** Members of the organisation and their invitations. */
export const membersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: memberResolvers,
  upstream: (clients) => new MembersApi(clients.account),
  loaders: membersLoaders,
  rules: membersRules,
});
