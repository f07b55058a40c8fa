import { defineModule } from '../module.js';
import { nodeResolvers } from './resolvers.js';

/** Global ids: node(id:) and nodes(ids:) fetch any object by its opaque id. */
export const nodeModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: nodeResolvers,
});
