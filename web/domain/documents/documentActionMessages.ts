import { LIFECYCLES } from '../../../contracts/invoicing/lifecycles.js';

/** A kind of document whose moves its lifecycle declares. */
export type LifecycleDocument = keyof typeof LIFECYCLES;

/** An action of that document's lifecycle (`approve`, `cancel`). */
export type LifecycleAction<Document extends LifecycleDocument> =
  (typeof LIFECYCLES)[Document]['transitions'][number]['action'];

/** Where each document's messages sit in the catalogues (`salesOrders.action.approve`). */
const PREFIXES: Readonly<Record<LifecycleDocument, string>> = {
  SALES_ORDER: 'salesOrders',
  PURCHASE_ORDER: 'purchaseOrders',
  GOODS_RECEIPT: 'goodsReceipt',
  SALES_INVOICE: 'invoices',
  CREDIT_MEMO: 'creditMemos',
  INVOICE_PAYMENT: 'invoicePayments',
};

/** What the toast says once a move is done, by the action (`approve`: `…approved`). */
const DONE: Readonly<Record<string, string>> = {
  submit: 'submitted',
  approve: 'approved',
  return: 'returned',
  reject: 'rejected',
  cancel: 'cancelled',
  close: 'closed',
};

/** The words of a reason dialog, by their part: its title, what it does, the reason's label, confirm, keep. */
export const REASON_DIALOG_PARTS = ['title', 'body', 'reason', 'confirm', 'keep'] as const;
export type ReasonDialogPart = (typeof REASON_DIALOG_PARTS)[number];

/** Whether the lifecycle asks the member why before this move (a rejection, a cancellation). */
export function needsReason(document: LifecycleDocument, action: string): boolean {
  const transitions: readonly { action: string; reason?: 'required' }[] =
    LIFECYCLES[document].transitions;
  return transitions.some((transition) => transition.action === action && transition.reason);
}

/**
 * The catalogue ids of a document's action: its button's label, its toast,
 * the refusal's frame and, when the move needs a reason, its dialog's words.
 * The label test holds every lifecycle action to them in both languages.
 */
export function documentActionMessages(document: LifecycleDocument, action: string) {
  const prefix = PREFIXES[document];
  return {
    label: `${prefix}.action.${action}`,
    done: `${prefix}.${DONE[action] ?? action}`,
    refused: `${prefix}.refused`,
    dialog: (part: ReasonDialogPart) => `${prefix}.${action}Dialog.${part}`,
  };
}

/** The order known moves stand in: moving the document on first, ending it last. */
const MOVE_ORDER: readonly string[] = ['submit', 'approve', 'return', 'close', 'reject', 'cancel'];
const ENDING: readonly string[] = ['reject', 'cancel'];

/** Whether a move ends the document (its buttons stand last, in red). */
export function endsDocument(action: string): boolean {
  return ENDING.includes(action);
}

/**
 * The moves to show, in one order for every document: those `MOVE_ORDER`
 * names in its order, and a move a lifecycle declares that it does not name
 * yet just before the ending ones, so a new action is never dropped unseen.
 */
export function movesInOrder(actions: readonly string[]): string[] {
  const rank = (action: string) => {
    const known = MOVE_ORDER.indexOf(action);
    if (known !== -1) return known;
    return endsDocument(action) ? MOVE_ORDER.length : MOVE_ORDER.indexOf(ENDING[0]!) - 0.5;
  };
  return [...actions].sort((a, b) => rank(a) - rank(b));
}
