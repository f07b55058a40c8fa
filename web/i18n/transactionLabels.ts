/** The spec's direction labels: DEBIT is shown Outgoing, CREDIT Incoming. */
export const DIRECTION_LABEL = {
  DEBIT: { id: 'transaction.direction.DEBIT' },
  CREDIT: { id: 'transaction.direction.CREDIT' },
} as const;

/** The spec's reconciliation statuses: Unreconciled, Partially Reconciled, Reconciled, Archived. */
export const STATUS_LABEL = {
  UNRECONCILED: { id: 'transaction.status.UNRECONCILED' },
  PARTIAL: { id: 'transaction.status.PARTIAL' },
  RECONCILED: { id: 'transaction.status.RECONCILED' },
  ARCHIVED: { id: 'transaction.status.ARCHIVED' },
} as const;

/** The badge colour of each status. */
export const STATUS_COLOUR: Record<keyof typeof STATUS_LABEL, string> = {
  UNRECONCILED: 'gray',
  PARTIAL: 'orange',
  RECONCILED: 'green',
  ARCHIVED: 'purple',
};

export type TransactionDirection = keyof typeof DIRECTION_LABEL;
export type ReconciliationStatus = keyof typeof STATUS_LABEL;

export const isDirection = (value: string): value is TransactionDirection => value in DIRECTION_LABEL;
export const isStatus = (value: string): value is ReconciliationStatus => value in STATUS_LABEL;
