const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The BFF's node types that routes name by their raw UUID (`/payments/{uuid}`, `/bills/{uuid}`, `/statement-transactions/{uuid}`, `/payments/{uuid}/edit`, `?open={uuid}`, `?expectedTransaction={uuid}`, `?bill={uuid}`, `/buyer/{uuid}`, `/sales-order/detail/{uuid}`, `/purchase-order/detail/{uuid}`, `/management/webhooks/{uuid}`, `/recurring-invoices/{uuid}`). */
export type RoutedType =
  | 'Payment'
  | 'Transfer'
  | 'ExpectedTransaction'
  | 'Bill'
  | 'Customer'
  | 'StatementTransaction'
  | 'SalesOrder'
  | 'PurchaseOrder'
  | 'SalesInvoice'
  | 'InvoicePayment'
  | 'WebhookEndpoint'
  | 'RecurringInvoice'
  // Not routed: the feature flags' attributes (web/flags) are the raw ids, as the BFF evaluates them.
  | 'Organization'
  | 'User';

/**
 * The GraphQL global id of a record from the raw UUID a route carries:
 * base64url of `{type}:{uuid}`, as the BFF makes them (bff/global-id.ts).
 * Null when the route's text is not a UUID.
 *
 * @example globalIdOf('Payment', '7d1c2b9a-…') // 'UGF5bWVudDo3ZDFjMmI5YS0…'
 */
export function globalIdOf(type: RoutedType, uuid: string): string | null {
  if (!UUID.test(uuid)) return null;
  return btoa(`${type}:${uuid.toLowerCase()}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The raw UUID inside a global id of one of `types`, for a route naming it; null for an id of any other type, or no id at all. */
export function uuidOf(globalId: string, ...types: RoutedType[]): string | null {
  try {
    const [type, uuid] = atob(globalId.replace(/-/g, '+').replace(/_/g, '/')).split(':');
    return types.some((candidate) => candidate === type) && uuid && UUID.test(uuid) ? uuid : null;
  } catch {
    return null;
  }
}
