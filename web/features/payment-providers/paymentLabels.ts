import type { StatusTone } from '../../ui/StatusBadge';

/** How each transaction status reads (spec: Success, Failed, Voided, Pending, Reversed), and its colour. */
export const TRANSACTION_STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  SUCCESS: { label: { id: 'paymentRecords.status.SUCCESS' }, colorPalette: 'green' },
  FAILED: { label: { id: 'paymentRecords.status.FAILED' }, colorPalette: 'red' },
  VOIDED: { label: { id: 'paymentRecords.status.VOIDED' }, colorPalette: 'gray' },
  PENDING: { label: { id: 'paymentRecords.status.PENDING' }, colorPalette: 'orange' },
  REVERSED: { label: { id: 'paymentRecords.status.REVERSED' }, colorPalette: 'purple' },
};

/** How each settlement status reads (spec: Settled, Pending). */
export const SETTLEMENT_STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  SETTLED: { label: { id: 'paymentRecords.settlement.SETTLED' }, colorPalette: 'teal' },
  PENDING: { label: { id: 'paymentRecords.settlement.PENDING' }, colorPalette: 'orange' },
};

/** The transaction statuses in the spec's order, for the filters. */
export const TRANSACTION_STATUSES = ['SUCCESS', 'FAILED', 'VOIDED', 'PENDING', 'REVERSED'] as const;
export const SETTLEMENT_STATUSES = ['SETTLED', 'PENDING'] as const;

/** The catalogue message of a payment method (VA, QRIS, card, e-wallet …). */
export const methodLabel = (method: string) => ({ id: `paymentRecords.method.${method}` });
/** The catalogue message of a credential field of a provider (`secretKey`, `serverKey` …). */
export const credentialLabel = (field: string) => ({ id: `paymentProviders.credential.${field}` });
