import { defineModule } from '../module.js';
import { sessionResolvers } from './resolvers.js';
import { SessionApi } from './upstream.js';
import { sessionLoaders } from './loaders.js';
import { sessionRules } from './rules.js';

/** Signing in and out, the viewer, second factors, password recovery and invitations' acceptance. */
export const sessionModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: sessionResolvers,
  upstream: (clients) => new SessionApi(clients.account),
  loaders: sessionLoaders,
  rules: sessionRules,
});
