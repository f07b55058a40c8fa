import { defineModule } from '../module.js';
import { homeResolvers } from './resolvers.js';
import { HomeApi } from './upstream.js';

/** Home: the numbers a finance lead wants first. */
export const homeModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: homeResolvers,
  upstream: (clients) => new HomeApi(clients.treasury),
});
