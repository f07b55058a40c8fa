import { defineModule } from '../module.js';

/** The schema's shared base: the root types, Currency, Money, PageInfo and UserError. */
export const commonModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: {},
});
