import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { exceptionResolvers } from './resolvers.js';
import { ExceptionsApi } from './upstream.js';
import { exceptionsLoaders } from './loaders.js';
import { exceptionsRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  ExceptionTicket: loadedBy('exceptions:read', (loaders) => loaders.exceptionTicket),
};

/** Exceptions: statement transactions that need a person, as tickets. */
export const exceptionsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: exceptionResolvers,
  upstream: (clients) => new ExceptionsApi(clients.treasury),
  loaders: exceptionsLoaders,
  rules: exceptionsRules,
  nodes,
});
