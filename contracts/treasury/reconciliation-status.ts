import { Type } from 'typebox';

/**
 * How far reconciliation has matched a side, the same four statuses on every
 * side a match joins (a statement transaction, an expected transaction, a
 * provider's settlement): UNRECONCILED (nothing matched yet), PARTIAL (part
 * of its amount), RECONCILED (all of it), ARCHIVED (set aside, no longer
 * matched).
 */
export const ReconciliationStatusOf = (options?: { description?: string }) =>
  Type.Union(
    [
      Type.Literal('UNRECONCILED'),
      Type.Literal('PARTIAL'),
      Type.Literal('RECONCILED'),
      Type.Literal('ARCHIVED'),
    ],
    options,
  );
