/**
 * The channel every service notifies on and every BFF instance listens to.
 * What the events say is typed once in contracts/common/events.ts (`DomainEvent`).
 */
export const EVENTS_CHANNEL = 'kas_events';
