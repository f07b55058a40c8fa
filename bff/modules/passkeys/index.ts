import { defineModule } from '../module.js';
import { passkeyResolvers } from './resolvers.js';
import { PasskeysApi } from './upstream.js';
import { passkeysLoaders } from './loaders.js';
import { passkeysRules } from './rules.js';

/** Passkeys: registering and managing them, and signing in with one. */
export const passkeysModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: passkeyResolvers,
  upstream: (clients) => new PasskeysApi(clients.account),
  loaders: passkeysLoaders,
  rules: passkeysRules,
});
