import { globalIdOf, uuidOf } from '../relay/globalId';

/** The two kinds of order, and the list each one's detail opens in. */
const LIST_PATH = { PAYMENT: '/payments', TRANSFER: '/transfers' } as const;
const NODE_TYPE = { PAYMENT: 'Payment', TRANSFER: 'Transfer' } as const;

/**
 * An order's own page (`/payments/{uuid}` or `/transfers/{uuid}`, by the kind
 * its global id names); null for an id that is no order's.
 *
 * @example orderPagePath(transfer.id) // '/transfers/3f0c…'
 */
export function orderPagePath(globalId: string): string | null {
  for (const kind of ['PAYMENT', 'TRANSFER'] as const) {
    const uuid = uuidOf(globalId, NODE_TYPE[kind]);
    if (uuid) return `${LIST_PATH[kind]}/${uuid}`;
  }
  return null;
}

/** The order a list opens in its drawer on arrival (`?open={uuid}`, links made before orders had their own page), as its global id; null when the URL names none, or no UUID. */
export function readOpenOrder(
  kind: 'PAYMENT' | 'TRANSFER',
  params: URLSearchParams,
): string | null {
  return globalIdOf(NODE_TYPE[kind], (params.get('open') ?? '').trim());
}

/** Where a new order starts from an outgoing expected transaction ("Pay"): a payment when it names a counterparty, a transfer otherwise. */
export function payExpectedPath(
  kind: 'PAYMENT' | 'TRANSFER',
  expectedTransactionId: string,
): string | null {
  const uuid = uuidOf(expectedTransactionId, 'ExpectedTransaction');
  return uuid ? `${LIST_PATH[kind]}/create?expectedTransaction=${uuid}` : null;
}

/** Where a payment that pays a buyer's credit back starts ("Refund credit" on an invoice payment); null for an id that is no invoice payment's. */
export function refundCreditPath(invoicePaymentId: string): string | null {
  const uuid = uuidOf(invoicePaymentId, 'InvoicePayment');
  return uuid ? `${LIST_PATH.PAYMENT}/create?refund=${uuid}` : null;
}
