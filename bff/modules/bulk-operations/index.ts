import { defineModule } from '../module.js';
import { bulkOperationResolvers } from './resolvers.js';
import { bulkOperationsRules } from './rules.js';
import { BulkOperationsApi } from './upstream.js';

/** Bulk operations: one query over a whole list, run in the background into a JSONL file. */
export const bulkOperationsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: bulkOperationResolvers,
  upstream: (clients) => new BulkOperationsApi(clients.account),
  rules: bulkOperationsRules,
});
