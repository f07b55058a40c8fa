import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { requirePermission } from '../../guards.js';

const MAX_PAGE = 100;

/** The organisation's CSV exports: the list the app shows, with a download link for each finished one. */
export const exportResolvers: Resolvers = {
  Query: {
    exports: async (_root, args, context) => {
      requirePermission(context, 'statements:export');
      const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
      const page = await context.api.exports.listExports(context.caller, {
        first,
        after: args.after ?? undefined,
      });
      return {
        edges: page.items,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: Boolean(args.after),
          startCursor: page.items[0]?.cursor ?? null,
          endCursor: page.items.at(-1)?.cursor ?? null,
        },
      };
    },
  },
  Export: {
    id: (record) => record.id,
    // The BFF's own download route (bff/files.ts): it checks the session and the organisation again.
    downloadUrl: (record) =>
      record.status === 'COMPLETED' ? `/exports/${record.id}/download` : null,
    requestedBy: (record, _args, context) => context.loaders.user.load(record.requestedBy),
  },
};
