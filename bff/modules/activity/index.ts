import { defineModule } from '../module.js';
import { activityResolvers } from './resolvers.js';
import { activitySources } from './upstream.js';

/** The activity log, merged from every service's. */
export const activityModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: activityResolvers,
  upstream: activitySources,
});
