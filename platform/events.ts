/** The channel every service notifies on and every BFF instance listens to. */
export const EVENTS_CHANNEL = 'kas_events';

/** A change a service announces on commit (services/kit/events.ts) and the BFF pushes to subscribers (bff/events.ts). */
export type DomainEvent = {
  /** Event type, `<entity>.<change>`, for example `counterparty.created`. */
  type: string;
  organizationId: string;
  /** The id of the changed record. */
  subjectId: string;
  /** The permission a subscriber needs to receive it. */
  permission: string;
  /** What kind of change, when one type covers several (`reconciliation.updated`: MATCHED, REMOVED, …). */
  change?: string;
  /**
   * Other records the change touched, by kind, for a subscriber to show as
   * they are now. Kept small: a notification carries at most 8000 bytes.
   */
  related?: { statementTransactionIds?: string[]; expectedTransactionIds?: string[] };
};
