import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { depositResolvers } from './resolvers.js';
import { DepositsApi } from './upstream.js';
import { depositsLoaders } from './loaders.js';
import { depositsRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Deposit: loadedBy('deposits:read', (loaders) => loaders.deposit),
};

/** Deposits: time deposits at banks, their interest, renewal and maturity. */
export const depositsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: depositResolvers,
  upstream: (clients) => new DepositsApi(clients.treasury),
  loaders: depositsLoaders,
  rules: depositsRules,
  nodes,
});
