import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { profileResolvers } from './resolvers.js';
import { ProfileApi } from './upstream.js';
import { profileLoaders } from './loaders.js';
import { profileRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  User: loadedBy(undefined, (loaders) => loaders.user),
};

/** Users: the signed-in user's own profile, and other users by id. */
export const profileModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: profileResolvers,
  upstream: (clients) => new ProfileApi(clients.account),
  loaders: profileLoaders,
  rules: profileRules,
  nodes,
});
