import type { StatusTone } from '../../ui/StatusBadge';

/** Where an endpoint stands: enabled, disabled by a person, or disabled after its deliveries failed. */
export type EndpointState = 'ENABLED' | 'DISABLED' | 'FAILING';

/** An endpoint's state from its fields. */
export function endpointState(endpoint: {
  readonly enabled: boolean;
  readonly disabledReason: string | null | undefined;
}): EndpointState {
  if (endpoint.enabled) return 'ENABLED';
  return endpoint.disabledReason === 'FAILING' ? 'FAILING' : 'DISABLED';
}

export const ENDPOINT_STATE_TONES: Record<EndpointState, StatusTone> = {
  ENABLED: { label: { id: 'webhooks.state.ENABLED' }, colorPalette: 'green' },
  DISABLED: { label: { id: 'webhooks.state.DISABLED' }, colorPalette: 'gray' },
  FAILING: { label: { id: 'webhooks.state.FAILING' }, colorPalette: 'red' },
};

export const DELIVERY_STATUS_TONES: Record<string, StatusTone> = {
  PENDING: { label: { id: 'webhooks.deliveries.status.PENDING' }, colorPalette: 'orange' },
  DELIVERED: { label: { id: 'webhooks.deliveries.status.DELIVERED' }, colorPalette: 'green' },
  FAILED: { label: { id: 'webhooks.deliveries.status.FAILED' }, colorPalette: 'red' },
  SKIPPED: { label: { id: 'webhooks.deliveries.status.SKIPPED' }, colorPalette: 'gray' },
};

/** The delivery log's status filter, in its order. */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'SKIPPED'] as const;

/** The events an endpoint may subscribe to, in the order the form offers them. */
export const WEBHOOK_EVENT_TYPES = [
  'PAYMENT_UPDATED',
  'TRANSFER_UPDATED',
  'RECONCILIATION_UPDATED',
  'SALES_INVOICE_ISSUED',
  'SALES_INVOICE_PARTLY_PAID',
  'SALES_INVOICE_PAID',
  'SALES_INVOICE_OVERDUE',
  'SALES_INVOICE_CANCELLED',
  'INVOICE_PAYMENT_RECORDED',
  'INVOICE_PAYMENT_CANCELLED',
  'CREDIT_MEMO_ISSUED',
  'SALES_ORDER_CHANGED',
  'PURCHASE_ORDER_CHANGED',
  'GOODS_RECEIPT_CHANGED',
  'CUSTOMER_APPROVED',
  'CUSTOMER_CHANGED',
  'COUNTERPARTY_CREATED',
  'COUNTERPARTY_UPDATED',
  'BILL_CHANGED',
  'IMPORT_FINISHED',
] as const;
export type WebhookEventTypeName = (typeof WEBHOOK_EVENT_TYPES)[number];

/** An event's label, by the schema's enum value. */
export const eventLabel = (type: string) => ({ id: `webhooks.event.${type}` });
