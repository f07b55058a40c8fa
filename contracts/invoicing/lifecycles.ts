import type { DocumentType } from './documents.js';

/**
 * Every invoicing document's lifecycle, declared once: the invoicing service
 * runs its moves from these (services/invoicing/documents/), the BFF derives
 * its mutations' rules and the web its actions' buttons, labels and reason
 * dialogs from them, and a test holds each action to its route, its rule and
 * its label in both languages. Pure data and one check: no schema library,
 * so the web may read it too.
 */

/**
 * Four eyes on a decision (platform/four-eyes.ts applies it): another person
 * decides, whatever the controls (`always`), or the author may when the
 * company allows self-approval (`unless-self-approval`).
 */
export type FourEyes = 'always' | 'unless-self-approval';

/**
 * One move a document may make: the action's name, the statuses it may start
 * from, the status it ends in, the permission it needs (any of several, when
 * more than one role may do it), the activity message that records it, and
 * whether the member must say why (a rejection, a cancellation).
 */
export type Transition<Status extends string, Action extends string, Message extends string> = {
  readonly action: Action;
  readonly from: readonly Status[];
  readonly to: Status;
  readonly permissions: readonly string[];
  readonly message: Message;
  readonly reason?: 'required';
  /**
   * Four eyes: the move is a decision on someone's work, which its author
   * (and whoever submitted it) may not take: never (`always`), or only when
   * the company's self-approval control is on (`unless-self-approval`).
   */
  readonly byAnother?: FourEyes;
};

/**
 * A kind of document's lifecycle, declared once: its statuses, the ones
 * after which nothing changes, and its transitions. Every document moves the
 * same way: lock it, check the move
 * here, move it, record the activity and the revision, publish the event.
 */
export type Lifecycle<Status extends string, Action extends string, Message extends string> = {
  readonly document: DocumentType;
  readonly statuses: readonly Status[];
  readonly terminal: readonly Status[];
  readonly transitions: readonly Transition<Status, Action, Message>[];
};

/**
 * Declares a lifecycle, refusing at once (when the module loads, so in every
 * test) a transition from or to a status the lifecycle does not list, one
 * that leaves a terminal status, an action declared twice, and a transition
 * without a permission.
 */
export function defineLifecycle<
  const Status extends string,
  const Action extends string,
  const Message extends string,
>(lifecycle: Lifecycle<Status, Action, Message>): Lifecycle<Status, Action, Message> {
  const known = new Set<string>(lifecycle.statuses);
  const seen = new Set<string>();
  for (const transition of lifecycle.transitions) {
    const where = `${lifecycle.document} ${transition.action}`;
    if (seen.has(transition.action)) throw new Error(`${where}: declared twice`);
    seen.add(transition.action);
    for (const status of [...transition.from, transition.to])
      if (!known.has(status)) throw new Error(`${where}: ${status} is not one of its statuses`);
    const leaving = transition.from.filter((status) => lifecycle.terminal.includes(status));
    if (leaving.length > 0)
      throw new Error(`${where}: leaves ${leaving.join(', ')}, a terminal status`);
    if (transition.from.length === 0) throw new Error(`${where}: starts from no status`);
    if (transition.permissions.length === 0) throw new Error(`${where}: needs no permission`);
  }
  for (const status of lifecycle.terminal)
    if (!known.has(status))
      throw new Error(`${lifecycle.document}: terminal ${status} is not one of its statuses`);
  return lifecycle;
}

/**
 * The lifecycle of an order that may wait for a second person's approval (a
 * sales order, a purchase order), its permissions those of its area
 * (`sales-orders:approve`, `sales-orders:manage`) and its messages its
 * document's (`SALES_ORDER_APPROVED`). It waits for approval when the Orders
 * settings require it, and is open otherwise. Its author approves it only
 * when the company's controls allow self-approval; anyone with the permission
 * may still reject it or cancel it (each with a reason), or close it once
 * open. Rejected, cancelled and closed are final. A kind that keeps drafts
 * (`drafts`: its DRAFT status and its `submit`) is written as one when its
 * writer asks, and cancelled from it too.
 */
function approvedOrderLifecycle<
  const Document extends 'SALES_ORDER' | 'PURCHASE_ORDER',
  const Area extends 'sales-orders' | 'purchase-orders',
  const Draft extends 'DRAFT' = never,
  const Submit extends Transition<Draft | 'PENDING_APPROVAL', 'submit', `${Document}_SUBMITTED`> =
    never,
>(
  document: Document,
  area: Area,
  drafts: { statuses: readonly Draft[]; transitions: readonly Submit[] } = {
    statuses: [],
    transitions: [],
  },
): Lifecycle<
  Draft | 'PENDING_APPROVAL' | 'OPEN' | 'REJECTED' | 'CANCELLED' | 'CLOSED',
  Submit['action'] | 'approve' | 'reject' | 'cancel' | 'close',
  Submit['message'] | `${Document}_${'APPROVED' | 'REJECTED' | 'CANCELLED' | 'CLOSED'}`
> {
  return defineLifecycle({
    document,
    statuses: [...drafts.statuses, 'PENDING_APPROVAL', 'OPEN', 'REJECTED', 'CANCELLED', 'CLOSED'],
    terminal: ['REJECTED', 'CANCELLED', 'CLOSED'],
    transitions: [
      ...drafts.transitions,
      {
        action: 'approve',
        from: ['PENDING_APPROVAL'],
        to: 'OPEN',
        permissions: [`${area}:approve`],
        message: `${document}_APPROVED`,
        byAnother: 'unless-self-approval',
      },
      {
        action: 'reject',
        from: ['PENDING_APPROVAL'],
        to: 'REJECTED',
        permissions: [`${area}:approve`],
        message: `${document}_REJECTED`,
        reason: 'required',
      },
      {
        action: 'cancel',
        from: [...drafts.statuses, 'PENDING_APPROVAL', 'OPEN'],
        to: 'CANCELLED',
        permissions: [`${area}:manage`, `${area}:approve`],
        message: `${document}_CANCELLED`,
        reason: 'required',
      },
      {
        action: 'close',
        from: ['OPEN'],
        to: 'CLOSED',
        permissions: [`${area}:manage`],
        message: `${document}_CLOSED`,
      },
    ],
  });
}

/**
 * A sales order's lifecycle (spec: rejected or cancelled, each with a reason
 * and its actor, or closed; after these no further changes). Written as a
 * DRAFT when its writer asks (it reserves none of its buyer's credit), it is
 * submitted with `submit`: to PENDING_APPROVAL, or straight to OPEN when the
 * Orders settings need no approval, the decision its create makes (the
 * service makes it: services/invoicing/sales-orders/service.ts), its buyer's
 * credit limit checked then.
 */
export const SALES_ORDER_LIFECYCLE = approvedOrderLifecycle('SALES_ORDER', 'sales-orders', {
  statuses: ['DRAFT'],
  transitions: [
    {
      action: 'submit',
      from: ['DRAFT'],
      to: 'PENDING_APPROVAL',
      permissions: ['sales-orders:manage'],
      message: 'SALES_ORDER_SUBMITTED',
    },
  ],
});

export type SalesOrderAction = (typeof SALES_ORDER_LIFECYCLE.transitions)[number]['action'];

/**
 * A purchase order's lifecycle: it waits for approval when the Orders
 * settings require it at or above their threshold, when they set one; nothing
 * is received against it until it is open.
 */
export const PURCHASE_ORDER_LIFECYCLE = approvedOrderLifecycle('PURCHASE_ORDER', 'purchase-orders');

export type PurchaseOrderAction = (typeof PURCHASE_ORDER_LIFECYCLE.transitions)[number]['action'];

/**
 * A goods receipt's lifecycle: recorded as received, cancelled with a reason
 * by whoever may manage the order it was received against; a cancelled
 * receipt changes no more, and its quantities can be received again.
 */
export const GOODS_RECEIPT_LIFECYCLE = defineLifecycle({
  document: 'GOODS_RECEIPT',
  statuses: ['RECEIVED', 'CANCELLED'],
  terminal: ['CANCELLED'],
  transitions: [
    {
      action: 'cancel',
      from: ['RECEIVED'],
      to: 'CANCELLED',
      // Whoever may manage the receipt's kind of order (the service checks which).
      permissions: ['sales-orders:manage', 'purchase-orders:manage'],
      message: 'GOODS_RECEIPT_CANCELLED',
      reason: 'required',
    },
  ],
});

/**
 * A sales invoice's lifecycle: written as a draft, submitted for approval,
 * approved (by another member than its author and its submitter, whatever
 * the company's controls; and by the approver it names, if any) and so issued with its number; cancelled with a reason until it
 * is paid. Whoever may approve it may instead return it to DRAFT with a reason, for its writer to correct and submit
 * again (the same four eyes: a member who wrote or ever submitted it neither approves nor returns it). Payments move
 * an issued invoice to PAID (the receivables' work).
 */
export const SALES_INVOICE_LIFECYCLE = defineLifecycle({
  document: 'SALES_INVOICE',
  statuses: ['DRAFT', 'PENDING_APPROVAL', 'ISSUED', 'PAID', 'CANCELLED'],
  terminal: ['PAID', 'CANCELLED'],
  transitions: [
    {
      action: 'submit',
      from: ['DRAFT'],
      to: 'PENDING_APPROVAL',
      permissions: ['invoices:manage'],
      message: 'SALES_INVOICE_SUBMITTED',
    },
    {
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'ISSUED',
      permissions: ['invoices:approve'],
      message: 'SALES_INVOICE_ISSUED',
      byAnother: 'always',
    },
    {
      action: 'return',
      from: ['PENDING_APPROVAL'],
      to: 'DRAFT',
      permissions: ['invoices:approve'],
      message: 'SALES_INVOICE_RETURNED',
      reason: 'required',
      byAnother: 'always',
    },
    {
      action: 'cancel',
      from: ['DRAFT', 'PENDING_APPROVAL', 'ISSUED'],
      to: 'CANCELLED',
      permissions: ['invoices:cancel'],
      message: 'SALES_INVOICE_CANCELLED',
      reason: 'required',
    },
  ],
});

export type SalesInvoiceAction = (typeof SALES_INVOICE_LIFECYCLE.transitions)[number]['action'];

/**
 * A credit memo's lifecycle: written as a DRAFT when its writer asks (it
 * changes no balance, takes nothing off any invoice and returns nothing, so
 * it may be corrected first), submitted with `submit`: to PENDING_APPROVAL,
 * or straight to OPEN when the Orders settings need no approval, the
 * decision its create makes (services/invoicing/credit-memos/service.ts),
 * what its invoice has left to credit and to return counted then. Otherwise
 * written OPEN, or PENDING_APPROVAL when the
 * Orders settings require approval (it takes nothing off any invoice until a
 * member with `credit-memos:approve` approves it: its author only when the
 * company's controls allow self-approval; or rejects it with a reason);
 * APPLIED once all of it is taken off invoices (the database moves it, as the
 * invoices' PAID); cancelled with a reason by whoever may manage credit
 * memos, which gives its invoices back what it took off them. A rejected or
 * cancelled memo changes no more.
 */
export const CREDIT_MEMO_LIFECYCLE = defineLifecycle({
  document: 'CREDIT_MEMO',
  statuses: ['DRAFT', 'PENDING_APPROVAL', 'OPEN', 'APPLIED', 'REJECTED', 'CANCELLED'],
  terminal: ['REJECTED', 'CANCELLED'],
  transitions: [
    {
      action: 'submit',
      from: ['DRAFT'],
      to: 'PENDING_APPROVAL',
      permissions: ['credit-memos:manage'],
      message: 'CREDIT_MEMO_SUBMITTED',
    },
    {
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'OPEN',
      permissions: ['credit-memos:approve'],
      message: 'CREDIT_MEMO_APPROVED',
      byAnother: 'unless-self-approval',
    },
    {
      action: 'reject',
      from: ['PENDING_APPROVAL'],
      to: 'REJECTED',
      permissions: ['credit-memos:approve'],
      message: 'CREDIT_MEMO_REJECTED',
      reason: 'required',
    },
    {
      action: 'cancel',
      from: ['DRAFT', 'PENDING_APPROVAL', 'OPEN', 'APPLIED'],
      to: 'CANCELLED',
      permissions: ['credit-memos:manage'],
      message: 'CREDIT_MEMO_CANCELLED',
      reason: 'required',
    },
  ],
});

export type CreditMemoStatus = (typeof CREDIT_MEMO_LIFECYCLE.statuses)[number];
export type CreditMemoAction = (typeof CREDIT_MEMO_LIFECYCLE.transitions)[number]['action'];
export type CreditMemoDecision = Exclude<CreditMemoAction, 'cancel' | 'submit'>;

/**
 * An invoice payment's lifecycle: recorded OPEN, ALLOCATED once all of it is
 * allocated to invoices (the database moves it, as the invoices' PAID),
 * cancelled with a reason by whoever may manage invoice payments, which undoes
 * its allocations. A cancelled payment changes no more.
 */
export const INVOICE_PAYMENT_LIFECYCLE = defineLifecycle({
  document: 'INVOICE_PAYMENT',
  statuses: ['OPEN', 'ALLOCATED', 'CANCELLED'],
  terminal: ['CANCELLED'],
  transitions: [
    {
      action: 'cancel',
      from: ['OPEN', 'ALLOCATED'],
      to: 'CANCELLED',
      permissions: ['invoice-payments:manage'],
      message: 'INVOICE_PAYMENT_CANCELLED',
      reason: 'required',
    },
  ],
});

export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_LIFECYCLE.statuses)[number];

/** Every document's lifecycle, by the document it moves. */
export const LIFECYCLES = {
  SALES_ORDER: SALES_ORDER_LIFECYCLE,
  PURCHASE_ORDER: PURCHASE_ORDER_LIFECYCLE,
  GOODS_RECEIPT: GOODS_RECEIPT_LIFECYCLE,
  SALES_INVOICE: SALES_INVOICE_LIFECYCLE,
  CREDIT_MEMO: CREDIT_MEMO_LIFECYCLE,
  INVOICE_PAYMENT: INVOICE_PAYMENT_LIFECYCLE,
} as const;
