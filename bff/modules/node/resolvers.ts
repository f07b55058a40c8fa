import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { graphQLError } from '../../errors.js';
import { fromGlobalId, type NodeType } from '../../global-id.js';
import type { NodeSources } from '../module.js';

type Typed = { __typename: string };

/** Fetches any object by global id through its module's node source (`sources`); other organisations' objects are null. */
async function loadNode(
  sources: NodeSources,
  context: Context,
  globalId: string,
): Promise<Typed | null> {
  const parsed = fromGlobalId(globalId);
  if (!parsed || !context.viewer || !Object.hasOwn(sources, parsed.type)) return null;
  const source = sources[parsed.type as NodeType]!;
  if (source.permission && !context.viewer.permissions.includes(source.permission)) return null;
  const record = (await source.fetch(context, parsed.id)) as Partial<Typed> | null | undefined;
  return record ? { ...record, __typename: record.__typename ?? parsed.type } : null;
}

/** The most ids `nodes` takes at once: a page of any list. */
export const MAX_NODES = 100;

/** `node` and `nodes` over the modules' node sources. */
export const nodeResolversOver = (sources: NodeSources): Resolvers => ({
  Query: {
    node: (_root, { id }, context) => loadNode(sources, context, id) as never,
    nodes: (_root, { ids }, context) => {
      // Each id may cost an upstream call; a page is the most a list answers.
      if (ids.length > MAX_NODES)
        throw graphQLError(
          'BAD_USER_INPUT',
          `"ids" takes at most ${MAX_NODES} ids, got ${ids.length}.`,
          { field: 'ids' },
        );
      return Promise.all(ids.map((id) => loadNode(sources, context, id))) as never;
    },
  },
  Node: {
    __resolveType: (node) => (node as unknown as Typed).__typename as never,
  },
});
