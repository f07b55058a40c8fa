import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { defineModule } from '../module.js';
import { scalarResolvers } from './resolvers.js';

/** The custom scalars (Decimal, Date, DateTime): money and dates as exact strings. */
export const scalarsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: scalarResolvers as Resolvers,
});
