import { defineModule, type NodeSources } from '../module.js';
import { passkeyResolvers } from './resolvers.js';
import { PasskeysApi } from './upstream.js';
import { passkeysLoaders } from './loaders.js';
import { passkeysRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Passkey: {
    fetch: async (context, id) =>
      (await context.loaders.passkeys.load('mine')).find((passkey) => passkey.id === id),
  },
};

/** Passkeys: registering and managing them, and signing in with one. */
export const passkeysModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: passkeyResolvers,
  upstream: (clients) => new PasskeysApi(clients.account),
  loaders: passkeysLoaders,
  rules: passkeysRules,
  nodes,
});
