import { defineModule } from '../module.js';
import { exceptionResolvers } from './resolvers.js';
import { ExceptionsApi } from './upstream.js';
import { exceptionsLoaders } from './loaders.js';
import { exceptionsRules } from './rules.js';

/** Exceptions: statement transactions that need a person, as tickets. */
export const exceptionsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: exceptionResolvers,
  upstream: (clients) => new ExceptionsApi(clients.treasury),
  loaders: exceptionsLoaders,
  rules: exceptionsRules,
});
