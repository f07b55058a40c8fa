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
  /** Where the event stands in its service's outbox (`<transaction>.<id>`), as its notification carries it. */
  position?: string;
  /** The replay cursor of the event (contracts/common/event-feed.ts REPLAY_CURSOR), as its notification carries it. */
  cursor?: string;
  /** What kind of change, when one type covers several (`reconciliation.updated`: MATCHED, REMOVED, …). */
  change?: string;
  /**
   * Other records the change touched, by kind, for a subscriber to show as
   * they are now. Kept small: a notification carries at most 8000 bytes.
   */
  related?: { statementTransactionIds?: string[]; expectedTransactionIds?: string[] };
};
