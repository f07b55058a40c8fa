import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import Decimal from 'decimal.js';
import { transferStatusOfCode } from './snap-transfers.js';

/**
 * The transfer notification a bank posts to us when a transfer it left
 * pending settles, and how we know it is the bank's.
 *
 * Body (ASPI SNAP Developer Site, "Trigger Transfer": "API RTGS - Notification",
 * service 76, …/transfer-rtgs/notify, and "API SKNBI - Notification", 75,
 * …/transfer-skn/notify): originalPartnerReferenceNo (our reference),
 * originalReferenceNo (the bank's), originalExternalId, latestTransactionStatus
 * (00 Success, 03 Pending, 06 Failed…), amount {value, currency},
 * beneficiaryAccountName, beneficiaryAccountNo, beneficiaryBankCode,
 * sourceAccountNo, transactionDate; banks add transactionStatusDesc (Bank Neo's
 * SNAP transfer result callback, NICEPAY's SNAP payout notification).
 *
 * Signature (ASPI "Keamanan", the asymmetric signature of a transaction
 * request; the same formula in PayerMax's SNAP signature guide for
 * asynchronous notifications): X-SIGNATURE = base64(SHA256withRSA(bank's
 * private key, stringToSign)), stringToSign = "POST:" + relative URL + ":" +
 * lowercase(hex(SHA-256(minified body))) + ":" + X-TIMESTAMP. We verify it with
 * the bank's public key.
 *
 * A bank may send the same notification more than once: `notificationKey`
 * names what one notification says, so a handler applies it once.
 */

export type TransferNotification = {
  /** Our reference: the transfer's partnerReferenceNo. */
  reference: string;
  bankReference: string | null;
  status: 'SUCCESS' | 'FAILED' | 'PENDING' | 'ACCEPTED';
  /** Why it failed, as the bank says it; null unless FAILED. */
  reason: string | null;
  /** Two fraction digits ("1500000.00"), when the bank gives it. */
  amount: string | null;
  currency: string | null;
  beneficiaryAccountNumber: string | null;
  beneficiaryBankCode: string | null;
  sourceAccountNumber: string | null;
  transactionDate: string | null;
  /** X-EXTERNAL-ID of the notification. */
  externalId: string | null;
};

export type NotificationCheck =
  | { ok: true; notification: TransferNotification }
  | {
      ok: false;
      /** MISSING_HEADER: no X-TIMESTAMP or X-SIGNATURE; STALE: X-TIMESTAMP too far from now; SIGNATURE: not the bank's; MALFORMED: the body is not a notification. */
      reason: 'MISSING_HEADER' | 'STALE' | 'SIGNATURE' | 'MALFORMED';
    };

export type NotificationInput = {
  /** Default "POST". */
  method?: string;
  /** The path and query the bank posted to, as received ("/kas/v1.0/transfer/notify"). */
  relativeUrl: string;
  /** The request headers (any case). */
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received. */
  body: string;
  /** The bank's public key (PEM or KeyObject). */
  bankPublicKey: string | KeyObject;
  /** Default the real clock. */
  now?: Date;
  /** How far X-TIMESTAMP may be from now. Default 300. */
  maxClockSkewSeconds?: number;
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** `METHOD:relativeUrl:lowercase(hex(sha256(minified body))):timestamp`, SNAP's asymmetric string to sign. */
export function notificationStringToSign(parts: {
  method?: string;
  relativeUrl: string;
  body: string;
  timestamp: string;
}): string {
  const digest = createHash('sha256').update(parts.body, 'utf8').digest('hex').toLowerCase();
  return `${(parts.method ?? 'POST').toUpperCase()}:${parts.relativeUrl}:${digest}:${parts.timestamp}`;
}

function headerOf(headers: NotificationInput['headers'], name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
  }
  return null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function parseNotification(
  body: Record<string, unknown>,
  externalId: string | null,
): TransferNotification | null {
  const reference = text(body.originalPartnerReferenceNo);
  const state = transferStatusOfCode(
    text(body.latestTransactionStatus),
    text(body.transactionStatusDesc),
  );
  if (!reference || !state || state.status === 'NOT_FOUND') return null;
  const amount =
    typeof body.amount === 'object' && body.amount !== null
      ? (body.amount as Record<string, unknown>)
      : null;
  const value = text(amount?.value);
  return {
    reference,
    bankReference: text(body.originalReferenceNo),
    status: state.status,
    reason: state.status === 'FAILED' ? state.reason : null,
    amount: value && /^\d{1,18}(\.\d{1,2})?$/.test(value) ? new Decimal(value).toFixed(2) : null,
    currency: text(amount?.currency),
    beneficiaryAccountNumber: text(body.beneficiaryAccountNo),
    beneficiaryBankCode: text(body.beneficiaryBankCode),
    sourceAccountNumber: text(body.sourceAccountNo),
    transactionDate: text(body.transactionDate),
    externalId,
  };
}

/**
 * Checks a transfer notification and reads it: the bank's signature over the
 * body as received (minified, as SNAP signs it), a timestamp within the clock
 * skew, and a body that names our reference and a status. Pure: no I/O, no
 * memory of earlier notifications (see `notificationKey` for duplicates).
 *
 * @example
 * const check = verifyTransferNotification({ relativeUrl: request.url, headers: request.headers, body: rawBody, bankPublicKey });
 * if (!check.ok) return reply.status(401).send({ responseCode: '4017600', responseMessage: 'Unauthorized. Signature' });
 */
export function verifyTransferNotification(input: NotificationInput): NotificationCheck {
  const timestamp = headerOf(input.headers, 'x-timestamp');
  const signature = headerOf(input.headers, 'x-signature');
  if (!timestamp || !signature) return { ok: false, reason: 'MISSING_HEADER' };
  const sentAt = Date.parse(timestamp);
  const now = (input.now ?? new Date()).getTime();
  if (
    !TIMESTAMP.test(timestamp) ||
    Number.isNaN(sentAt) ||
    Math.abs(now - sentAt) > (input.maxClockSkewSeconds ?? 300) * 1000
  )
    return { ok: false, reason: 'STALE' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.body);
  } catch {
    return { ok: false, reason: 'MALFORMED' };
  }
  let valid = false;
  try {
    const key =
      typeof input.bankPublicKey === 'string'
        ? createPublicKey(input.bankPublicKey)
        : input.bankPublicKey;
    const stringToSign = notificationStringToSign({
      method: input.method,
      relativeUrl: input.relativeUrl,
      body: JSON.stringify(parsed),
      timestamp,
    });
    valid = verify(
      'sha256',
      Buffer.from(stringToSign, 'utf8'),
      key,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'SIGNATURE' };
  const notification =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? parseNotification(
          parsed as Record<string, unknown>,
          headerOf(input.headers, 'x-external-id'),
        )
      : null;
  return notification ? { ok: true, notification } : { ok: false, reason: 'MALFORMED' };
}

/** What one notification says ("reference:status"): the same key twice is the same news, to apply once. */
export function notificationKey(notification: TransferNotification): string {
  return `${notification.reference}:${notification.status}`;
}
