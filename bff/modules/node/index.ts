import { defineModule, type NodeSources } from '../module.js';
import { nodeResolversOver } from './resolvers.js';

/** Global ids: node(id:) and nodes(ids:) fetch any object by its opaque id, through the modules' node sources. */
export const nodeModuleOver = (sources: NodeSources) =>
  defineModule({
    typeDefs: new URL('./schema.graphql', import.meta.url),
    resolvers: nodeResolversOver(sources),
  });
