import type { CHECKOUT_CHANNEL_CODES } from '../../../../contracts/invoicing/checkout.js';

/**
 * What the invoicing service's checkout needs from a payment gateway, whatever
 * its wire protocol: open a charge a buyer pays on the gateway's hosted page
 * (a virtual account or a QRIS code), read what the gateway says about it in a
 * webhook it sends, and ask for the charge's state when a webhook went missing.
 * `xendit.ts` (Xendit's Invoice API v2) and `midtrans.ts` (Midtrans Snap and
 * its HTTP notifications) implement it; `from-environment.ts` picks one from
 * configuration.
 *
 * Money is a decimal string, never a JavaScript number: a charge's amount is
 * whole rupiah ("1250000" or "1250000.00", IDR has no sen at the gateways),
 * and an event's amount has two fraction digits ("1250000.00").
 */

/** How the buyer pays: a bank's virtual account, or any QRIS app, as the checkout contract names them. */
export type CheckoutChannel = (typeof CHECKOUT_CHANNEL_CODES)[number];

/**
 * - PENDING: waiting for the buyer.
 * - PAID: the buyer paid; the money is on its way to us.
 * - SETTLED: the gateway has put the money in our balance (Xendit says so separately; Midtrans does not).
 * - EXPIRED: the buyer did not pay in time; nothing can be paid on it any more.
 * - FAILED: the gateway or the bank refused or cancelled it. After PAID it
 *   is a reversal of all of it (Midtrans's settlement -> deny, a bank's reversal).
 * - REFUNDED: the gateway took money back after the buyer paid (a refund or
 *   a chargeback, in full or in part): `reversedAmount` says how much in all.
 */
export type ChargeStatus = 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED' | 'FAILED' | 'REFUNDED';

export type GatewayProvider = 'XENDIT' | 'MIDTRANS';

export type ChargeRequest = {
  /** Our unique reference for the charge ("INV-2026-11-0001-3f9a"): at most 50 characters of [A-Za-z0-9-_.~]. */
  orderId: string;
  /** Whole rupiah as a decimal string, "1250000" or "1250000.00". */
  amount: string;
  channel: CheckoutChannel;
  description: string;
  customer: { name: string; email: string | null };
  /** Where the hosted page sends the buyer after paying. */
  successUrl: string;
  /** Where the hosted page sends the buyer when the payment failed or expired. */
  failureUrl: string;
  expiresAt: Date;
  /** Sent to gateways that honour one (Xendit's `idempotency-key`); Midtrans refuses a second charge with the same orderId instead. */
  idempotencyKey: string;
};

export type Charge = {
  provider: GatewayProvider;
  /** Xendit's invoice id; Midtrans's Snap token (Midtrans names the transaction only once the buyer picks a method). */
  providerRef: string;
  orderId: string;
  /** The gateway's hosted payment page: send the buyer there. */
  paymentUrl: string;
  status: ChargeStatus;
  /** ISO 8601. */
  expiresAt: string;
};

export type GatewayEvent = {
  provider: GatewayProvider;
  /** Xendit's invoice id or Midtrans's transaction_id, when the gateway named one. */
  providerRef: string | null;
  orderId: string;
  status: ChargeStatus;
  /** What the gateway says was charged (or is due, while PENDING), two fraction digits. */
  amount: string;
  /** ISO 8601, when the gateway says when it was paid. */
  paidAt: string | null;
  channel: CheckoutChannel | null;
  /**
   * For REFUNDED: how much of the charge the gateway has taken back so far,
   * all refunds and chargebacks together, two fraction digits.
   */
  reversedAmount?: string;
  /**
   * What makes this notification unique, for replay detection: built from the
   * gateway's ids and timestamps, the same for every redelivery of one
   * notification and different for a later change.
   */
  eventId: string;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly provider: GatewayProvider;
  /**
   * Opens a charge on the gateway. Throws a GatewayError when the request is
   * refused (channel limits, credentials, a duplicate order) or the gateway
   * cannot be reached; for UNAVAILABLE the gateway may have opened it, so
   * retry with the same idempotency key and order id.
   */
  createCharge(request: ChargeRequest): Promise<Charge>;
  /**
   * Verifies a webhook from the headers and the raw body bytes exactly as
   * received, comparing its token or signature in constant time. Throws a
   * GatewayRefusal for a forged or malformed one; answer it 4xx and never act on it.
   */
  verifyWebhook(headers: WebhookHeaders, rawBody: Buffer): GatewayEvent;
  /**
   * Asks the gateway for the charge's current status (for a missed webhook,
   * and to confirm what a webhook says before any money moves: a webhook's
   * token or signature does not cover every field it carries).
   */
  fetchStatus(charge: { orderId: string; providerRef: string | null }): Promise<GatewayEvent>;
  /**
   * Expires a waiting charge at the gateway, so the buyer can no longer pay
   * it (its invoice was paid another way, or what is left of it changed).
   * Answers the charge's status as the gateway holds it afterwards: EXPIRED,
   * or PAID when the buyer paid it first.
   */
  expireCharge(charge: { orderId: string; providerRef: string | null }): Promise<GatewayEvent>;
}

/**
 * Why a webhook was not believed. MISSING_TOKEN, BAD_TOKEN, BAD_SIGNATURE and
 * UNSIGNED_STATUS (a signed notification whose unsigned status disagrees with
 * what it signed) are forgeries; MALFORMED is one we cannot read, and
 * UNSUPPORTED one that proved it came from the gateway but names a status we
 * do not act on: both are answered so the gateway stops sending them.
 */
export type GatewayRefusalReason =
  'MISSING_TOKEN' | 'BAD_TOKEN' | 'BAD_SIGNATURE' | 'UNSIGNED_STATUS' | 'MALFORMED' | 'UNSUPPORTED';

/** Whether a refusal says the webhook may be forged (answered 401) rather than unreadable or unsupported. */
export const isForgery = (reason: GatewayRefusalReason) =>
  reason === 'MISSING_TOKEN' ||
  reason === 'BAD_TOKEN' ||
  reason === 'BAD_SIGNATURE' ||
  reason === 'UNSIGNED_STATUS';

/**
 * A webhook that did not prove it came from the gateway, or that we cannot
 * read. It never carries the expected token, key or signature.
 */
export class GatewayRefusal extends Error {
  readonly provider: GatewayProvider;
  readonly reason: GatewayRefusalReason;
  /** Our order id, when the webhook named one we could read. */
  readonly orderId: string | null;

  constructor(
    provider: GatewayProvider,
    reason: GatewayRefusalReason,
    message: string,
    orderId: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayRefusal';
    this.provider = provider;
    this.reason = reason;
    this.orderId = orderId;
  }
}

/**
 * - UNAUTHORIZED: the gateway refused our key.
 * - NOT_FOUND: the gateway knows no such charge (for Midtrans also: the buyer has not opened the page yet).
 * - CONFLICT: a charge with this order id or idempotency key exists already with other details.
 * - INVALID_REQUEST: the gateway (or we, before asking it) found the request malformed.
 * - CHANNEL_LIMIT: the amount is outside the channel's limits (see channels.ts); nothing was sent.
 * - UNAVAILABLE: no usable answer (connection, time-out, 5xx): the gateway may have acted.
 * - INVALID_RESPONSE: an answer we cannot read.
 */
export type GatewayErrorKind =
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVALID_REQUEST'
  | 'CHANNEL_LIMIT'
  | 'UNAVAILABLE'
  | 'INVALID_RESPONSE';

/** A failed call to a gateway; it keeps what the gateway said, never our keys. */
export class GatewayError extends Error {
  readonly provider: GatewayProvider;
  readonly kind: GatewayErrorKind;
  readonly operation: string;
  readonly httpStatus: number | null;
  /** The gateway's own error code ("INVALID_API_KEY", Midtrans's status_code), when it gave one. */
  readonly gatewayCode: string | null;

  constructor(
    provider: GatewayProvider,
    kind: GatewayErrorKind,
    message: string,
    details: { operation: string; httpStatus?: number | null; gatewayCode?: string | null },
  ) {
    super(message);
    this.name = 'GatewayError';
    this.provider = provider;
    this.kind = kind;
    this.operation = details.operation;
    this.httpStatus = details.httpStatus ?? null;
    this.gatewayCode = details.gatewayCode ?? null;
  }

  toJSON() {
    return {
      name: this.name,
      provider: this.provider,
      kind: this.kind,
      message: this.message,
      operation: this.operation,
      httpStatus: this.httpStatus,
      gatewayCode: this.gatewayCode,
    };
  }
}
