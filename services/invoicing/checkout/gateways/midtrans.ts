import { createHash } from 'node:crypto';
import type { Dispatcher } from 'undici';
import {
  GatewayError,
  GatewayRefusal,
  type Charge,
  type ChargeRequest,
  type ChargeStatus,
  type CheckoutChannel,
  type GatewayEvent,
  type PaymentGateway,
  type WebhookHeaders,
} from './gateway.js';
import {
  callJsonApi,
  checkedCharge,
  isRecord,
  refusalKind,
  sameSecret,
  stringField,
  wireAmount,
  type WireAnswer,
} from './wire.js';

/**
 * Midtrans Snap: a hosted page ("Snap redirect") the buyer pays on, with
 * Midtrans's HTTP notifications and its Core API status.
 *
 * Sources for every wire detail below:
 * - Base URLs: Snap https://app.sandbox.midtrans.com (production
 *   https://app.midtrans.com) under /snap/v1, Core API
 *   https://api.sandbox.midtrans.com (production https://api.midtrans.com):
 *   Midtrans's Node client `lib/apiConfig.js` (SNAP_SANDBOX_BASE_URL,
 *   CORE_SANDBOX_BASE_URL).
 * - HTTP Basic auth with the server key as user name and an empty password:
 *   Midtrans's Postman collection README ("Username with your Server Key …
 *   Leave Password field blank"), and docs.midtrans.com "Error Code & Response
 *   Code": a wrong key is 401 "Access denied due to unauthorized transaction,
 *   please check client or server key".
 * - POST /snap/v1/transactions with transaction_details {order_id,
 *   gross_amount (integer)}, customer_details {first_name, email},
 *   enabled_payments ("bca_va", "bni_va", "bri_va", "echannel" for Mandiri
 *   bill payment, "permata_va", "other_qris"), callbacks {finish, error},
 *   expiry {start_time, unit, duration}; the answer {token, redirect_url}, an
 *   error {error_messages: [...]}: Midtrans's Node client `lib/snap.js`
 *   (TransactionBody, EnabledPayment, Callbacks, Expiry, SnapResponse,
 *   SnapRequestError) and docs.midtrans.com's per-method Snap pages ("BCA
 *   Virtual Account", "Mandiri Bill Payment": enabled_payments ["echannel"]).
 *   A second charge with a used order_id is refused with 400
 *   "transaction_details.order_id has already been taken" (as the public
 *   integrations that handle it quote it).
 * - GET {API}/v2/{order_id}/status answers the transaction with the
 *   notification's fields, signature_key included: the Node client's
 *   `lib/transaction.js` (status), and docs.midtrans.com "Expire transaction"
 *   (BASE_URL/v2/{order_id}/…).
 * - The notification: POST of JSON with transaction_time, transaction_status
 *   (pending, settlement, capture, expire, deny, cancel, failure),
 *   transaction_id, status_message, status_code, signature_key, payment_type,
 *   order_id, gross_amount ("10000.00"), fraud_status, currency, and per method
 *   va_numbers [{bank, va_number}], permata_va_number, bill_key/biller_code
 *   (echannel): docs.midtrans.com "HTTP(S) Notification / Webhooks",
 *   "Transaction Status Cycle", "Expire transaction" (samples), and the Node
 *   client's `examples/transactionActions/notificationExample.js`.
 * - signature_key = hex(SHA-512(order_id + status_code + gross_amount +
 *   server key)), gross_amount exactly as the notification carries it:
 *   docs.midtrans.com "Handling HTTP Notification" and "partner http
 *   notification" (signature_key row).
 * - Status mapping: settlement, and capture with fraud_status accept, are
 *   paid; expire is expired; deny, cancel, failure are failed; pending is
 *   pending; refund, partial_refund, chargeback and partial_chargeback follow
 *   a settlement and take money back, as can deny ("settlement -> deny*", a
 *   bank's reversal): https://docs.midtrans.com/docs/transaction-status-cycle.
 *   How much was taken back, all refunds together, is refund_amount, beside a
 *   `refunds` list (Get Status's partial_refund sample,
 *   https://docs.midtrans.com/reference/get-transaction-status-card, and the
 *   Refund API's answer and notification,
 *   https://docs.midtrans.com/reference/refund-transaction); without it, all
 *   of gross_amount.
 * - The signature covers order_id, status_code and gross_amount, not
 *   transaction_status: a notification's status is believed only when it
 *   agrees with its signed status_code (200 success: capture, settlement,
 *   and the refunds and chargebacks of a settled one; 201 pending, or a
 *   capture the fraud check challenged; 202 denied, cancelled or expired; 407
 *   expired), https://docs.midtrans.com/reference/code-2xx and
 *   https://docs.midtrans.com/reference/code-4xx; and even then it is
 *   confirmed with Get Status before any money moves (checkout/service.ts),
 *   as Midtrans advises ("Push Notification and Get Status",
 *   https://docs.midtrans.com/reference/receiving-notifications), because a
 *   refund and a settlement both carry 200.
 * - POST {API}/v2/{order_id}/expire expires a pending transaction and answers
 *   it with status_code 407 and transaction_status expire; a transaction
 *   already paid is refused (https://docs.midtrans.com/reference/expire-transaction).
 */

export type MidtransConfiguration = {
  /** The server key ("SB-Mid-server-…" in the sandbox). */
  serverKey: string;
  /** Default https://app.sandbox.midtrans.com (production https://app.midtrans.com). */
  snapUrl?: string;
  /** Default https://api.sandbox.midtrans.com (production https://api.midtrans.com). */
  apiUrl?: string;
  dispatcher?: Dispatcher;
  /** Per call. Default 15 000 ms. */
  timeoutMs?: number;
  now?: () => Date;
};

const ENABLED_PAYMENT: Record<CheckoutChannel, string> = {
  BCA_VA: 'bca_va',
  BNI_VA: 'bni_va',
  BRI_VA: 'bri_va',
  MANDIRI_VA: 'echannel',
  PERMATA_VA: 'permata_va',
  QRIS: 'other_qris',
};

const VA_BANK: Record<string, CheckoutChannel> = {
  bca: 'BCA_VA',
  bni: 'BNI_VA',
  bri: 'BRI_VA',
  permata: 'PERMATA_VA',
};

function chargeStatus(transactionStatus: string, fraudStatus: string | null): ChargeStatus | null {
  switch (transactionStatus) {
    case 'pending':
      return 'PENDING';
    case 'settlement':
      return 'PAID';
    case 'capture':
      return fraudStatus === null || fraudStatus === 'accept' ? 'PAID' : 'PENDING';
    case 'expire':
      return 'EXPIRED';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'FAILED';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'REFUNDED';
    default:
      return null;
  }
}

/** The status codes a notification of each transaction_status is signed with (see above). */
const SIGNED_CODES: Record<string, readonly string[]> = {
  pending: ['201'],
  capture: ['200', '201'],
  settlement: ['200'],
  refund: ['200'],
  partial_refund: ['200'],
  chargeback: ['200'],
  partial_chargeback: ['200'],
  deny: ['202'],
  cancel: ['200', '202'],
  expire: ['202', '407'],
  failure: ['202'],
};

/** The statuses that say money is awaited, came or went: refused as forged when their signed status_code disagrees. */
const CLAIMS_MONEY = new Set([
  'pending',
  'capture',
  'settlement',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
]);

/** Whether a notification's transaction_status agrees with the status_code its signature covers. */
export function statusAgreesWithCode(transactionStatus: string, statusCode: string): boolean {
  return SIGNED_CODES[transactionStatus]?.includes(statusCode) ?? false;
}

type Fail = (
  reason: 'MISSING_TOKEN' | 'BAD_SIGNATURE' | 'MALFORMED' | 'UNSUPPORTED',
  message: string,
) => Error;

/**
 * Reads a transaction (a notification, or the Core API's answer about one)
 * as a gateway event; its signature, where it has one, is checked before.
 */
function transactionEvent(body: Record<string, unknown>, fail: Fail): GatewayEvent {
  const orderId = stringField(body, 'order_id')!;
  const statusCode = stringField(body, 'status_code') ?? '';
  const transactionStatus = stringField(body, 'transaction_status') ?? '';
  const status = chargeStatus(transactionStatus, stringField(body, 'fraud_status'));
  if (!status)
    throw fail('UNSUPPORTED', `Midtrans's status "${transactionStatus}" is not one we act on.`);
  const amount = wireAmount(body.gross_amount);
  if (amount === null) throw fail('MALFORMED', 'The transaction has no readable gross_amount.');
  const refunded = status === 'REFUNDED' ? wireAmount(body.refund_amount) : null;
  if (body.refund_amount !== undefined && status === 'REFUNDED' && refunded === null)
    throw fail('MALFORMED', 'The transaction has an unreadable refund_amount.');
  const transactionId = stringField(body, 'transaction_id');
  return {
    provider: 'MIDTRANS',
    providerRef: transactionId,
    orderId,
    status,
    amount,
    paidAt:
      status === 'PAID'
        ? jakartaInstant(
            stringField(body, 'settlement_time') ?? stringField(body, 'transaction_time'),
          )
        : null,
    channel: channelOf(body),
    ...(status === 'REFUNDED' ? { reversedAmount: refunded ?? amount } : {}),
    // Each refund of a partly refunded transaction is a change of its own: what was refunded in all tells them apart.
    eventId: `midtrans:${transactionId ?? orderId}:${transactionStatus}:${statusCode}${refunded === null ? '' : `:${refunded}`}`,
  };
}

function channelOf(body: Record<string, unknown>): CheckoutChannel | null {
  const type = stringField(body, 'payment_type');
  if (type === 'echannel') return 'MANDIRI_VA';
  if (type === 'qris') return 'QRIS';
  if (type !== 'bank_transfer') return null;
  if (stringField(body, 'permata_va_number')) return 'PERMATA_VA';
  const first = Array.isArray(body.va_numbers) ? body.va_numbers[0] : null;
  const bank = isRecord(first) ? stringField(first, 'bank') : null;
  return bank ? (VA_BANK[bank] ?? null) : null;
}

/** Midtrans's times are Jakarta local time, "2024-01-31 10:15:00". */
function jakartaInstant(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  return new Date(`${value.replace(' ', 'T')}+07:00`).toISOString();
}

/** "2024-01-31 10:15:00 +0700", as Snap's expiry.start_time wants it. */
function snapStartTime(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0700`;
}

export class MidtransGateway implements PaymentGateway {
  readonly provider = 'MIDTRANS' as const;
  readonly #config: Required<Omit<MidtransConfiguration, 'dispatcher'>> & {
    dispatcher?: Dispatcher;
  };

  constructor(config: MidtransConfiguration) {
    if (!config.serverKey) throw new Error('The Midtrans server key is empty.');
    this.#config = {
      snapUrl: 'https://app.sandbox.midtrans.com',
      apiUrl: 'https://api.sandbox.midtrans.com',
      timeoutMs: 15_000,
      now: () => new Date(),
      ...config,
    };
    this.#config.snapUrl = this.#config.snapUrl.replace(/\/+$/, '');
    this.#config.apiUrl = this.#config.apiUrl.replace(/\/+$/, '');
  }

  async createCharge(charge: ChargeRequest): Promise<Charge> {
    const now = this.#config.now();
    const { wholeRupiah, secondsLeft } = checkedCharge('MIDTRANS', charge, now);
    const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
    const body = {
      transaction_details: { order_id: charge.orderId, gross_amount: wholeRupiah },
      customer_details: {
        first_name: charge.customer.name,
        ...(charge.customer.email ? { email: charge.customer.email } : {}),
      },
      enabled_payments: [ENABLED_PAYMENT[charge.channel]],
      callbacks: { finish: charge.successUrl, error: charge.failureUrl },
      expiry: { start_time: snapStartTime(now), unit: 'minutes', duration: minutes },
    };
    const answer = await this.#call(
      'create-charge',
      'POST',
      `${this.#config.snapUrl}/snap/v1/transactions`,
      JSON.stringify(body),
    );
    const token = isRecord(answer.body) ? stringField(answer.body, 'token') : null;
    const redirectUrl = isRecord(answer.body) ? stringField(answer.body, 'redirect_url') : null;
    if (!token || !redirectUrl)
      throw new GatewayError('MIDTRANS', 'INVALID_RESPONSE', 'Snap answered no token.', {
        operation: 'create-charge',
        httpStatus: answer.status,
      });
    return {
      provider: 'MIDTRANS',
      providerRef: token,
      orderId: charge.orderId,
      paymentUrl: redirectUrl,
      status: 'PENDING',
      expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
    };
  }

  verifyWebhook(_headers: WebhookHeaders, rawBody: Buffer): GatewayEvent {
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new GatewayRefusal('MIDTRANS', 'MALFORMED', 'The notification is not JSON.');
    }
    const orderId = isRecord(body) ? stringField(body, 'order_id') : null;
    return this.#signedEvent(
      body,
      (reason, message) =>
        new GatewayRefusal(
          'MIDTRANS',
          reason,
          message,
          // An order id is worth recording only once the signature vouched for it.
          reason === 'MALFORMED' || reason === 'UNSUPPORTED' ? orderId : null,
        ),
      true,
    );
  }

  async fetchStatus(charge: { orderId: string; providerRef: string | null }) {
    const answer = await this.#call(
      'fetch-status',
      'GET',
      `${this.#config.apiUrl}/v2/${encodeURIComponent(charge.orderId)}/status`,
    );
    const event = this.#signedEvent(
      answer.body,
      (_reason, message) =>
        new GatewayError('MIDTRANS', 'INVALID_RESPONSE', message, {
          operation: 'fetch-status',
          httpStatus: answer.status,
        }),
      false,
    );
    if (event.orderId !== charge.orderId)
      throw new GatewayError('MIDTRANS', 'INVALID_RESPONSE', 'The status is of another order.', {
        operation: 'fetch-status',
        httpStatus: answer.status,
      });
    return event;
  }

  /**
   * Expires the transaction at Midtrans. A transaction Midtrans does not know
   * yet (the buyer never opened the Snap page) has nothing to expire: it is
   * answered as expired, and its Snap page ends at the charge's expiry.
   */
  async expireCharge(charge: { orderId: string; providerRef: string | null }) {
    const fail = (message: string) =>
      new GatewayError('MIDTRANS', 'INVALID_RESPONSE', message, { operation: 'expire-charge' });
    let answer: WireAnswer;
    try {
      answer = await this.#call(
        'expire-charge',
        'POST',
        `${this.#config.apiUrl}/v2/${encodeURIComponent(charge.orderId)}/expire`,
      );
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'NOT_FOUND')
        return this.#unopened(charge.orderId);
      // Refused (paid already, for one): what Midtrans holds now says which.
      if (error instanceof GatewayError && error.kind === 'INVALID_REQUEST')
        return this.fetchStatus(charge);
      throw error;
    }
    if (!isRecord(answer.body) || stringField(answer.body, 'order_id') !== charge.orderId)
      throw fail('The expiry answer names another order.');
    return transactionEvent(answer.body, (_reason, message) => fail(message));
  }

  #unopened(orderId: string): GatewayEvent {
    return {
      provider: 'MIDTRANS',
      providerRef: null,
      orderId,
      status: 'EXPIRED',
      amount: '0.00',
      paidAt: null,
      channel: null,
      eventId: `midtrans:${orderId}:unopened:expire`,
    };
  }

  /** Checks a notification's (or a status answer's) signature_key, then reads it. */
  #signedEvent(body: unknown, fail: Fail, notification: boolean): GatewayEvent {
    if (!isRecord(body)) throw fail('MALFORMED', 'The notification is not a JSON object.');
    const orderId = stringField(body, 'order_id');
    const statusCode = stringField(body, 'status_code');
    const grossAmount = stringField(body, 'gross_amount');
    const signature = stringField(body, 'signature_key');
    if (!orderId || !statusCode || !grossAmount)
      throw fail('MALFORMED', 'The notification lacks order_id, status_code or gross_amount.');
    if (!signature) throw fail('MISSING_TOKEN', 'The notification has no signature_key.');
    const expected = createHash('sha512')
      .update(orderId + statusCode + grossAmount + this.#config.serverKey, 'utf8')
      .digest('hex');
    if (!sameSecret(signature.toLowerCase(), expected))
      throw fail('BAD_SIGNATURE', 'The notification signature is not Midtrans’s.');
    const transactionStatus = stringField(body, 'transaction_status') ?? '';
    // A status that says money is awaited, came or went must be what the signed code says; one that says none did (deny,
    // cancel, expire, failure: codes Midtrans varies more) is confirmed with Get Status all the same.
    if (
      notification &&
      CLAIMS_MONEY.has(transactionStatus) &&
      !statusAgreesWithCode(transactionStatus, statusCode)
    )
      throw new GatewayRefusal(
        'MIDTRANS',
        'UNSIGNED_STATUS',
        `The status "${transactionStatus}" is not what the signed status_code ${statusCode} says.`,
        orderId,
      );
    return transactionEvent(body, fail);
  }

  async #call(operation: string, method: 'GET' | 'POST', url: string, body?: string) {
    const answer = await callJsonApi('MIDTRANS', operation, url, {
      method,
      key: this.#config.serverKey,
      body,
      dispatcher: this.#config.dispatcher,
      timeoutMs: this.#config.timeoutMs,
    });
    // The Core API answers its errors with HTTP 200 and its own status_code in the body.
    const record = isRecord(answer.body) ? answer.body : {};
    const coreCode = stringField(record, 'status_code');
    const httpLike = Number(coreCode && !stringField(record, 'transaction_status') ? coreCode : 0);
    const status = answer.status >= 300 ? answer.status : httpLike >= 300 ? httpLike : 0;
    if (status === 0) return answer;
    const messages = Array.isArray(record.error_messages) ? record.error_messages.join('; ') : '';
    const message = messages || stringField(record, 'status_message') || answer.text;
    const kind = refusalKind(
      status,
      status === 406 || status === 409 || /already been taken/.test(message),
    );
    throw new GatewayError('MIDTRANS', kind, `Midtrans answered ${status}: ${message}`, {
      operation,
      httpStatus: answer.status,
      gatewayCode: coreCode,
    });
  }
}
