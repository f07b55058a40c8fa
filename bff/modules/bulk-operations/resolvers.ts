import {
  bulkOperationErrors,
  type BulkOperationResponse,
} from '../../../contracts/account/bulk-operations.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { requireViewer } from '../../guards.js';
import { UpstreamError } from '../../upstream/errors.js';
import { readBulkQuery, type BulkQueryRefusal } from './bulk-query.js';
import { bulkPage, BulkPageError, runBulkOperation } from './runner.js';

const NOT_FOUND = userErrorOf(bulkOperationErrors.notFound, 'id');

/** A refusal of the query as a user error, its message's slots filled. */
function refusalOf({ refusal, values }: BulkQueryRefusal): UserError {
  const message = Object.entries(values ?? {}).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    refusal.message,
  );
  return {
    field: refusal.field ?? null,
    code: refusal.code,
    message,
    ...(values ? { values } : {}),
  };
}

/** One of the caller's operations, or null for an id that is none of theirs. */
async function operationOf(context: Context, globalId: string) {
  requireViewer(context);
  const id = idOfType(globalId, 'BulkOperation');
  if (!id) return null;
  try {
    return await context.api.bulkOperations.get(context.caller, id);
  } catch (error) {
    if (error instanceof UpstreamError && error.code === bulkOperationErrors.notFound.code)
      return null;
    throw error;
  }
}

/** Bulk operations: a query over a whole list run in the background into a JSONL file (after Shopify's). */
export const bulkOperationResolvers: Resolvers = {
  Query: {
    bulkOperation: (_root, { id }, context) => operationOf(context, id),
    currentBulkOperation: (_root, _args, context) => {
      requireViewer(context);
      return context.api.bulkOperations.current(context.caller);
    },
  },
  Mutation: {
    bulkOperationRunQuery: async (_root, { query }, context, info) => {
      const read = readBulkQuery(info.schema, query);
      if ('refusal' in read) return { bulkOperation: null, userErrors: [refusalOf(read)] };
      // The list's first node read now, under the caller's identity: a list it may not read is refused before anything starts.
      try {
        await bulkPage(info.schema, read, { ...context }, { first: 1, after: null });
      } catch (error) {
        if (error instanceof BulkPageError) throw error.error.originalError ?? error.error;
        throw error;
      }
      const created = await withUserErrors(() =>
        context.api.bulkOperations.create(context.caller, { query, rootField: read.rootField }),
      );
      if (!created.ok) return { bulkOperation: null, userErrors: created.userErrors };
      // Not awaited: it runs on after the answer, and records its own end (FAILED with a code) whatever stops it.
      void runBulkOperation(info.schema, read, context, created.value);
      return { bulkOperation: created.value, userErrors: [] };
    },
    bulkOperationCancel: async (_root, { id }, context) => {
      const operationId = idOfType(id, 'BulkOperation');
      if (!operationId) return { bulkOperation: null, userErrors: [NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bulkOperations.move(context.caller, operationId, 'cancel'),
      );
      return result.ok
        ? { bulkOperation: result.value, userErrors: [] }
        : {
            bulkOperation: null,
            userErrors: result.userErrors.map((error) =>
              error.code === NOT_FOUND.code ? NOT_FOUND : error,
            ),
          };
    },
  },
  BulkOperation: {
    id: (operation) => toGlobalId('BulkOperation', operation.id),
    url: (operation: BulkOperationResponse) =>
      operation.status === 'COMPLETED' ? `/bulk-operations/${operation.id}/download` : null,
  },
};
