import type { Permission } from '../contracts/account/permissions.js';
import type { DomainEvent } from '../contracts/common/events.js';
import { loadersForEvent, type Context } from './context.js';
import { requirePermission } from './guards.js';

/**
 * A subscription's `subscribe`: the events of `type` in the viewer's
 * organisation that the viewer's permissions may see, once the viewer holds
 * `permission` (FORBIDDEN otherwise).
 *
 * @example salesInvoiceUpdated: { subscribe: subscribeTo('sales-invoice.changed', 'invoices:read'), resolve: eventAfresh }
 */
export const subscribeTo =
  (type: string, permission: Permission) => (_root: unknown, _args: unknown, context: Context) => {
    const viewer = requirePermission(context, permission);
    // The hub's iterator of events stands for the payload type each subscription's generated resolver names.
    return context.events.subscribe(type, viewer.organizationId, viewer.permissions) as never;
  };

/**
 * A subscription's `resolve` for an event that is its own answer: the event,
 * whose fields read their records afresh, once for all its subscribers of one
 * organisation and permissions (loadersForEvent).
 */
export function eventAfresh<Event extends object>(
  event: Event,
  _args: unknown,
  context: Context,
): Event {
  loadersForEvent(context, event);
  return event;
}

/**
 * A subscription whose updates are the events of `type` themselves, each
 * read afresh (`subscribeTo`, `eventAfresh`): its update type's fields load
 * the record the event names.
 *
 * @example billUpdated: eventUpdates('bill.changed', 'bills:read')
 */
export const eventUpdates = (type: string, permission: Permission) => ({
  subscribe: subscribeTo(type, permission),
  resolve: eventAfresh<DomainEvent>,
});
