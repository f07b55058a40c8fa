/*
 * The one vocabulary of the events the services publish: every event type, the
 * service whose outbox carries it, and the changes it may say, each with what
 * it means. From it come the type of every event (`DomainEvent`, which
 * `publishEvent` in services/kit/events.ts takes and checks), the GraphQL enums
 * of the subscriptions' `change` fields (bff/event-enums.ts, assembled into
 * schema.graphql), the webhook events (contracts/account/webhooks.ts), and the
 * rows each service database's outbox accepts (its `event_vocabulary` table,
 * which tests/integration/event-vocabulary.test.ts compares with this list).
 */

/** A service whose outbox carries events. */
export type EventService = 'treasury' | 'invoicing';

/** One type of event: where it is published, what its changes say, and the GraphQL enum they are exposed as. */
export type EventDefinition = {
  readonly service: EventService;
  /** The changes an event of this type says, each with its description; none when the type says all (`counterparty.created`). */
  readonly changes: Readonly<Record<string, string>>;
  /** The GraphQL enum of its changes, where a subscription exposes them. */
  readonly graphql?: { readonly name: string; readonly description: string };
};

/** What a payment and a transfer say when they change (both subscriptions share the enum). */
const ORDER_CHANGES = {
  CREATED: 'Made (or the next occurrence of a recurring order scheduled).',
  UPDATED: 'Its fields changed.',
  APPROVAL_GIVEN: 'An approver approved; more approvals are needed.',
  APPROVED: 'The last approval it needed was given.',
  REJECTED: 'Rejected by an approver, with a reason.',
  CANCELLED: 'Cancelled, with a reason.',
  ARCHIVED: 'Archived.',
  RESENT: 'Sent again after it failed.',
  EXPORTED: 'Exported in a bank file to be paid by hand.',
  IN_PROGRESS: 'On its way to the bank (or reopened when its statement match was removed).',
  SENT: 'The bank took it.',
  FAILED: 'The bank refused it.',
} as const;

const ORDER_ENUM = {
  name: 'PaymentChange',
  description: 'What changed in a payment or a transfer.',
} as const;

/** The statuses of a document moved by its lifecycle (contracts/invoicing/lifecycles.ts), as its event says them. */
const ORDER_MOVES = {
  PENDING_APPROVAL: 'Waiting for approval.',
  OPEN: 'Approved: open.',
  REJECTED: 'Rejected, with a reason.',
  CANCELLED: 'Cancelled, with a reason.',
  CLOSED: 'Closed.',
} as const;

/** What a customer's revision says it did (contracts/invoicing/customer-values.ts CUSTOMER_REVISION_ACTIONS), as its event says it. */
export const CUSTOMER_CHANGES = {
  INVITED: 'Invited by mail.',
  INVITATION_RESENT: 'Its invitation was sent again.',
  INVITATION_CANCELLED: 'Its invitation was withdrawn.',
  CREATED: 'Added by a member.',
  REQUEST_SAVED: 'The buyer saved a step of the request form.',
  REQUEST_SENT: 'The buyer sent the request for review.',
  DOCUMENT_ADDED: 'A document was attached.',
  DOCUMENT_REMOVED: 'A document was removed.',
  UPDATED: 'Its fields were edited.',
  APPROVED: 'Approved, with a payment term, billing cycle and credit limit: active.',
  REJECTED: 'Its request was rejected, with a reason.',
  DEACTIVATED: 'Deactivated, with a reason.',
  TERMS_CHANGED: 'Its payment term, billing cycle or credit limit changed.',
} as const;

export const EVENT_VOCABULARY = {
  'counterparty.created': { service: 'treasury', changes: {} },
  // Written by a trigger on the counterparty (treasury migration erp-events), whoever changes it.
  'counterparty.updated': {
    service: 'treasury',
    changes: {
      UPDATED: 'Its fields changed.',
      ACTIVE: 'Made active again.',
      INACTIVE: 'Made inactive.',
    },
    graphql: { name: 'CounterpartyChange', description: 'What changed in a counterparty.' },
  },
  // Written by a trigger on the bill (treasury migration erp-events): each move of its status.
  'bill.changed': {
    service: 'treasury',
    changes: {
      CREATED: 'Recorded.',
      SUBMITTED: 'Submitted for approval.',
      APPROVED: 'Approved: to be paid.',
      CANCELLED: 'Cancelled, with a reason.',
    },
    graphql: { name: 'BillChange', description: 'How a bill moved.' },
  },
  'payment.updated': { service: 'treasury', changes: ORDER_CHANGES, graphql: ORDER_ENUM },
  'transfer.updated': { service: 'treasury', changes: ORDER_CHANGES, graphql: ORDER_ENUM },
  'reconciliation.updated': {
    service: 'treasury',
    changes: {
      MATCHED: 'A match was made (by hand, by a reviewer or by the rules).',
      REMOVED: 'A match was removed.',
      PROPOSAL_REJECTED: 'A proposal was rejected.',
      PROPOSED: 'A run of the engine replaced the pending proposals.',
    },
    graphql: { name: 'ReconciliationChange', description: 'What an update of reconciliation was.' },
  },
  'import.progress': { service: 'treasury', changes: {} },
  'import.finished': {
    service: 'treasury',
    changes: {
      COMPLETED: 'The import completed.',
      BLOCKED: 'Errors blocked it.',
      NEEDS_CONFIRMATION: 'It waits for its warnings to be accepted.',
      FAILED: 'It failed.',
    },
  },
  'sales-order.changed': {
    service: 'invoicing',
    changes: {
      CREATED: 'Made.',
      ...ORDER_MOVES,
      INVOICED: 'An invoice of it was written or moved.',
      FULFILLMENT: 'A goods receipt against it was recorded or cancelled.',
      REVISED: 'Its draft was edited.',
    },
    graphql: { name: 'SalesOrderChange', description: 'What changed in a sales order.' },
  },
  'purchase-order.changed': {
    service: 'invoicing',
    changes: {
      CREATED: 'Made.',
      ...ORDER_MOVES,
      FULFILLMENT: 'A goods receipt against it was recorded or cancelled.',
    },
    graphql: { name: 'PurchaseOrderChange', description: 'What changed in a purchase order.' },
  },
  'goods-receipt.changed': {
    service: 'invoicing',
    changes: {
      CREATED: 'Recorded.',
      RECEIVED: 'Received.',
      CANCELLED: 'Cancelled, with a reason.',
    },
    graphql: { name: 'GoodsReceiptChange', description: 'What changed in a goods receipt.' },
  },
  'credit-memo.changed': {
    service: 'invoicing',
    changes: {
      CREATED: 'Written.',
      PENDING_APPROVAL: 'Waiting for approval.',
      REVISED: 'A draft edited.',
      OPEN: 'Approved: open.',
      APPLIED: 'Applied to invoices.',
      REJECTED: 'Rejected, with a reason.',
      CANCELLED: 'Cancelled, with a reason.',
    },
    graphql: { name: 'CreditMemoChange', description: 'What changed in a credit memo.' },
  },
  'invoice-payment.changed': {
    service: 'invoicing',
    changes: {
      CREATED: 'Recorded.',
      OPEN: 'Open.',
      ALLOCATED: 'Allocated to invoices.',
      UNALLOCATED: 'An allocation was taken off.',
      CANCELLED: 'Cancelled, with a reason: its allocations are undone.',
      REVERSED: 'The gateway took (some of) it back.',
      SETTLED: 'A bank line settled it.',
      UNSETTLED: 'The bank line that settled it was unmatched.',
      PROOF_ADDED: 'A proof of payment was attached.',
      PROOF_REMOVED: 'A proof of payment was removed.',
      REFUNDED: 'Credit of it was reserved for a refund.',
      REFUND_RELEASED: 'Credit reserved for a refund was released.',
    },
    graphql: {
      name: 'InvoicePaymentChange',
      description: 'What changed in a payment from a customer.',
    },
  },
  'sales-invoice.changed': {
    service: 'invoicing',
    changes: {
      CREATED: 'Written.',
      PENDING_APPROVAL: 'Submitted for approval.',
      ISSUED: 'Approved and numbered.',
      CANCELLED: 'Cancelled, with a reason.',
      RETURNED: 'Returned to draft by its approver, with a reason.',
      REVISED: 'Its draft was edited.',
      APPROVER: 'Its approver changed.',
      TAX_NUMBER: 'Its tax invoice number was recorded.',
      SHIPPED: 'Its paper copy was shipped.',
      RECEIVED: 'Its paper copy was received.',
      REMINDED: 'A payment reminder was sent.',
      SETTLED: 'A bank line settled it.',
      UNSETTLED: 'The bank line that settled it was unmatched.',
      CREDITED: 'A credit memo was applied to it.',
      PAYMENT_ALLOCATED: 'A payment was allocated to it.',
      PAYMENT_UNALLOCATED: 'A payment’s allocation to it was taken off.',
      PAYMENT_CANCELLED: 'A payment allocated to it was cancelled: what it paid is open again.',
      PAYMENT_REVERSED: 'The gateway took back (some of) a payment of it: that much is open again.',
      CHECKOUT_PAID: 'Paid at checkout (the gateway said so).',
      CHECKOUT_SETTLED: 'Its checkout payment was settled by the gateway.',
      CHECKOUT_EXPIRED: 'Its checkout charge expired unpaid.',
      CHECKOUT_FAILED: 'Its checkout charge failed, or the gateway reversed it.',
      CHECKOUT_REFUNDED: 'Its checkout payment was refunded in full.',
      WITHHOLDING_AWAITING_SLIP: 'A withholding was recorded; its slip is awaited.',
      WITHHOLDING_RECEIVED: 'A withholding slip was received.',
      WITHHOLDING_CANCELLED: 'A withholding was cancelled.',
      WITHHOLDING_SLIP_FILE: 'A withholding slip’s file was attached.',
      OVERDUE:
        'Its due date passed (in the organisation’s time zone) with an amount still open: once per due date.',
    },
    graphql: { name: 'SalesInvoiceChange', description: 'What changed in an invoice.' },
  },
  // Written by triggers on the invoice (invoicing migrations invoice-paid-event, erp-events): they follow its outstanding amount.
  'sales-invoice.paid': {
    service: 'invoicing',
    changes: {
      PAID: 'Payments, credit and withholding now cover its total.',
      PARTLY_PAID:
        'A payment, credit or withholding took some of its outstanding amount off; some is still open.',
    },
    graphql: {
      name: 'SalesInvoicePaymentChange',
      description: 'Where an invoice’s outstanding amount now stands.',
    },
  },
  // Written by a trigger on the customer's revisions (invoicing migration erp-events): one per revision, its action.
  'customer.changed': {
    service: 'invoicing',
    changes: CUSTOMER_CHANGES,
    graphql: { name: 'CustomerChange', description: 'What changed in a customer.' },
  },
} as const satisfies Record<string, EventDefinition>;

type Vocabulary = typeof EVENT_VOCABULARY;

/** Every event type: `sales-invoice.changed`, `payment.updated`, … */
export type EventType = keyof Vocabulary;

/** The changes an event of a type may say (never, for a type without changes). */
export type EventChange<Type extends EventType> = keyof Vocabulary[Type]['changes'] & string;

/** The event types a service publishes. */
export type EventTypeOf<Service extends EventService> = {
  [Type in EventType]: Vocabulary[Type]['service'] extends Service ? Type : never;
}[EventType];

/** The fields every event has, whatever its type. */
type EventFields = {
  organizationId: string;
  /** The id of the changed record. */
  subjectId: string;
  /** The permission a subscriber needs to receive it. */
  permission: string;
  /** Where the event stands in its service's outbox (`<transaction>.<id>`), as its notification carries it. */
  position?: string;
  /** The replay cursor of the event (contracts/common/event-feed.ts REPLAY_CURSOR), as its notification carries it. */
  cursor?: string;
  /**
   * Other records the change touched, by kind, for a subscriber to show as
   * they are now. Kept small: a notification carries at most 8000 bytes.
   */
  related?: { statementTransactionIds?: string[]; expectedTransactionIds?: string[] };
  /**
   * The record as the change left it, for an ERP to apply the change without
   * reading it back: added to the outbox row in its transaction by the
   * service database (its `event_record`, migration erp-events) for the
   * records an ERP follows. Money is a decimal string, never a number.
   */
  record?: EventRecord;
};

/** What an event says of its record as the change left it; fields the record has not are left out. */
export type EventRecord = {
  number?: string | null;
  name?: string | null;
  status?: string;
  /** The total (or the amount, for a payment, a memo or a bill), a decimal string. */
  total?: string;
  /** What is still open of it, a decimal string (an invoice's outstanding amount, a payment's unallocated part). */
  outstanding?: string;
  currency?: string;
  dueDate?: string;
  updatedAt?: string;
};

/** An event of one type: with its change when the type has changes, without one otherwise. */
export type DomainEventOf<Type extends EventType> = EventFields & { type: Type } & ([
    EventChange<Type>,
  ] extends [never]
    ? { change?: undefined }
    : { change: EventChange<Type> });

/**
 * A change a service announces on commit (services/kit/events.ts) and the BFF
 * pushes to subscribers (bff/events.ts): one of the vocabulary's types, with
 * one of that type's changes.
 */
export type DomainEvent = { [Type in EventType]: DomainEventOf<Type> }[EventType];

/** Every type and change the vocabulary holds, as rows: a type without changes gives one row with the empty change. */
export function vocabularyRows(service?: EventService): { type: EventType; change: string }[] {
  return (Object.keys(EVENT_VOCABULARY) as EventType[])
    .filter((type) => !service || EVENT_VOCABULARY[type].service === service)
    .flatMap((type) => {
      const changes = Object.keys(EVENT_VOCABULARY[type].changes);
      return changes.length === 0
        ? [{ type, change: '' }]
        : changes.map((change) => ({ type, change }));
    });
}

/**
 * Why an event is not in the vocabulary, or null when it is: an unknown
 * type, a change its type does not have, or a change missing (or given) where
 * its type has (or has no) changes.
 */
export function unknownEventReason(event: { type: string; change?: string | null }): string | null {
  if (!Object.hasOwn(EVENT_VOCABULARY, event.type))
    return `the event type ${event.type} is not in the vocabulary (contracts/common/events.ts)`;
  const changes = Object.keys(EVENT_VOCABULARY[event.type as EventType].changes);
  const change = event.change ?? null;
  if (changes.length === 0)
    return change === null ? null : `${event.type} says no change, and ${change} was given`;
  if (change === null) return `${event.type} needs a change: one of ${changes.join(', ')}`;
  return changes.includes(change)
    ? null
    : `${event.type} has no change ${change} in the vocabulary (contracts/common/events.ts): one of ${changes.join(', ')}`;
}
