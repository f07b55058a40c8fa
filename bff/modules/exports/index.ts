import { defineModule } from '../module.js';
import { exportResolvers } from './resolvers.js';
import { ExportsApi } from './upstream.js';

/** Exports: files the organisation asked for, mailed when ready. */
export const exportsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: exportResolvers,
  upstream: (clients) => new ExportsApi(clients.treasury),
});
