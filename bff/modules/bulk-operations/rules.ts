import { SIGNED_IN_OR_KEY, type ModuleRules } from '../module.js';

/** Who may call each bulk operations mutation: any caller, for its own operations; the list's own permission is checked as it is read. */
export const bulkOperationsRules = {
  bulkOperationRunQuery: SIGNED_IN_OR_KEY,
  bulkOperationCancel: SIGNED_IN_OR_KEY,
} satisfies ModuleRules;
