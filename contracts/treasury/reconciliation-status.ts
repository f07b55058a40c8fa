import { LiteralUnion } from '../common/literal-union.js';

/**
 * How far reconciliation has matched a side, the same four statuses on every
 * side a match joins (a statement transaction, an expected transaction, a
 * provider's settlement): UNRECONCILED (nothing matched yet), PARTIAL (part
 * of its amount), RECONCILED (all of it), ARCHIVED (set aside, no longer
 * matched).
 */
export const ReconciliationStatusOf = (options?: { description?: string }) =>
  LiteralUnion(['UNRECONCILED', 'PARTIAL', 'RECONCILED', 'ARCHIVED'], options);
