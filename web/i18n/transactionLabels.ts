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

/** Each reconciliation status as a badge reads it: its label and colour. */
export const RECONCILIATION_TONES = Object.fromEntries(
  Object.entries(STATUS_LABEL).map(([status, label]) => [
    status,
    { label, colorPalette: STATUS_COLOUR[status as keyof typeof STATUS_LABEL] },
  ]),
);

export type TransactionDirection = keyof typeof DIRECTION_LABEL;
export type ReconciliationStatus = keyof typeof STATUS_LABEL;

export const isDirection = (value: string): value is TransactionDirection =>
  value in DIRECTION_LABEL;
export const isStatus = (value: string): value is ReconciliationStatus => value in STATUS_LABEL;
