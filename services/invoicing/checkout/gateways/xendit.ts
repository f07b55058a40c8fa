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
  headerValue,
  isRecord,
  refusalKind,
  sameSecret,
  stringField,
  wireAmount,
  type WireAnswer,
} from './wire.js';

/**
 * Xendit's Invoice API (v2): a hosted page ("invoice") the buyer pays on.
 *
 * Sources for every wire detail below:
 * - Base URL https://api.xendit.co, HTTP Basic auth with the secret key as
 *   user name and an empty password: Xendit's API reference, "Authentication"
 *   (https://docs.xendit.co/apidocs), and xendit-node `invoice/apis/Invoice.ts`
 *   (`"Basic " + btoa(secretKey + ":")`, basePath https://api.xendit.co).
 * - POST /v2/invoices with external_id, amount, description, invoice_duration
 *   (seconds), customer {given_names, email}, success_redirect_url,
 *   failure_redirect_url, payment_methods, currency: xendit-node
 *   `src/invoice/invoice.js` (createInvoice) and `invoice/models/CreateInvoiceRequest.ts`.
 *   customer is {given_names, email, …} (`invoice/models/CustomerObject.ts`).
 *   payment_methods takes the bank codes "BCA", "BNI", "BRI", "MANDIRI" and
 *   "PERMATA" (xendit-node `invoice/models/BankCode.ts`) and "QRIS" (Xendit's
 *   channel code for QR payments, https://docs.xendit.co/docs/qris).
 * - The answer: id, external_id, status, amount, invoice_url, expiry_date,
 *   created, updated (xendit-node `invoice/models/Invoice.ts`); the statuses
 *   PENDING, PAID, SETTLED, EXPIRED (GetInvoicesStatusesEnum in
 *   `invoice/apis/Invoice.ts`).
 * - GET /v2/invoices/{invoice_id}: xendit-node `invoice/apis/Invoice.ts` (getInvoiceById).
 * - The `idempotency-key` request header: xendit-node `invoice/apis/Invoice.ts`
 *   sends it under that name on the invoice calls.
 * - Errors are `{ "error_code": "...", "message": "..." }`; a refused key is
 *   401 INVALID_API_KEY (xendit-node `invoice/models/UnauthorizedError.ts`).
 * - The callback: a POST of JSON with id, external_id, user_id, status,
 *   merchant_name, amount, paid_amount, paid_at, payment_method,
 *   payment_channel, payment_destination, payment_id, currency, created,
 *   updated (xendit-node `invoice/models/InvoiceCallback.ts`), with the header
 *   `x-callback-token` carrying the account's callback verification token,
 *   which the receiver compares with its own (Xendit's callback sample, as in
 *   the public webhook handlers that check `$reqHeaders['x-callback-token']`).
 *
 * - POST /invoices/{invoice_id}/expire! expires a pending invoice and answers
 *   it with status EXPIRED: xendit-node `docs/Invoice.md` ("Manually expire
 *   an invoice") and xendit-php `docs/InvoiceApi.md` (expireInvoice), Xendit's
 *   API reference https://developers.xendit.co/api-reference/#expire-invoice.
 *
 * An invoice callback carries no event id: its invoice id, status and
 * `updated` timestamp make one, the same on every redelivery.
 *
 * The callback token is one static secret for every callback of the account
 * and signs nothing of the body: a PAID callback is believed only once the
 * invoice, fetched by its id with our secret key (GET /v2/invoices/{id}),
 * says so, before any money moves (checkout/service.ts). The callback's
 * published example (https://developers.xendit.co/api-reference/#invoice-callback)
 * is a known-answer test in gateways.test.ts.
 */

export type XenditConfiguration = {
  /** The secret API key ("xnd_development_…" or "xnd_production_…"). */
  secretKey: string;
  /** The callback verification token from Xendit's dashboard. */
  callbackToken: string;
  /** Default https://api.xendit.co (Xendit's test mode uses the same host with a development key). */
  baseUrl?: string;
  dispatcher?: Dispatcher;
  /** Per call. Default 15 000 ms. */
  timeoutMs?: number;
  now?: () => Date;
};

const PAYMENT_METHOD: Record<CheckoutChannel, string> = {
  BCA_VA: 'BCA',
  BNI_VA: 'BNI',
  BRI_VA: 'BRI',
  MANDIRI_VA: 'MANDIRI',
  PERMATA_VA: 'PERMATA',
  QRIS: 'QRIS',
};

const CHANNEL_OF = new Map<string, CheckoutChannel>(
  Object.entries(PAYMENT_METHOD).map(([channel, code]) => [code, channel as CheckoutChannel]),
);

const STATUS: Record<string, ChargeStatus> = {
  PENDING: 'PENDING',
  PAID: 'PAID',
  SETTLED: 'SETTLED',
  EXPIRED: 'EXPIRED',
};

type Fail = (message: string, reason?: 'MALFORMED' | 'UNSUPPORTED') => Error;

/** A callback that came with our token but that we cannot act on; it names its order when it can. */
const refusal =
  (orderId: string | null): Fail =>
  (message, reason = 'MALFORMED') =>
    new GatewayRefusal('XENDIT', reason, message, orderId);

/** Reads an invoice (as the API answers it, or as a callback carries it) as a gateway event. */
function invoiceEvent(body: unknown, fail: Fail): GatewayEvent {
  if (!isRecord(body)) throw fail('The invoice is not a JSON object.');
  const id = stringField(body, 'id');
  const orderId = stringField(body, 'external_id');
  if (!id || !orderId) throw fail('The invoice lacks id or external_id.');
  const status = STATUS[stringField(body, 'status') ?? ''];
  if (!status)
    throw fail(`Xendit's status "${String(body.status)}" is not one we act on.`, 'UNSUPPORTED');
  const paid = status === 'PAID' || status === 'SETTLED';
  const amount = wireAmount(
    paid && body.paid_amount !== undefined ? body.paid_amount : body.amount,
  );
  if (amount === null) throw fail('The invoice has no readable amount.');
  const paidAt = stringField(body, 'paid_at');
  const channelCode = stringField(body, 'payment_channel') ?? stringField(body, 'bank_code');
  return {
    provider: 'XENDIT',
    providerRef: id,
    orderId,
    status,
    amount,
    paidAt: paidAt && !Number.isNaN(Date.parse(paidAt)) ? new Date(paidAt).toISOString() : null,
    channel: channelCode ? (CHANNEL_OF.get(channelCode) ?? null) : null,
    eventId: `xendit:${id}:${status}:${stringField(body, 'updated') ?? ''}`,
  };
}

export class XenditGateway implements PaymentGateway {
  readonly provider = 'XENDIT' as const;
  readonly #config: Required<Omit<XenditConfiguration, 'dispatcher'>> & {
    dispatcher?: Dispatcher;
  };

  constructor(config: XenditConfiguration) {
    if (!config.secretKey) throw new Error('The Xendit secret key is empty.');
    if (!config.callbackToken) throw new Error('The Xendit callback token is empty.');
    this.#config = {
      baseUrl: 'https://api.xendit.co',
      timeoutMs: 15_000,
      now: () => new Date(),
      ...config,
    };
    this.#config.baseUrl = this.#config.baseUrl.replace(/\/+$/, '');
  }

  async createCharge(charge: ChargeRequest): Promise<Charge> {
    const { wholeRupiah, secondsLeft } = checkedCharge('XENDIT', charge, this.#config.now());
    const body = {
      external_id: charge.orderId,
      amount: wholeRupiah,
      description: charge.description,
      invoice_duration: secondsLeft,
      customer: {
        given_names: charge.customer.name,
        ...(charge.customer.email ? { email: charge.customer.email } : {}),
      },
      success_redirect_url: charge.successUrl,
      failure_redirect_url: charge.failureUrl,
      payment_methods: [PAYMENT_METHOD[charge.channel]],
      currency: 'IDR',
    };
    const answer = await this.#call('create-charge', 'POST', '/v2/invoices', {
      body: JSON.stringify(body),
      idempotencyKey: charge.idempotencyKey,
    });
    const invoice = answer.body;
    const fail = (message: string) => this.#invalid('create-charge', answer, message);
    const event = invoiceEvent(invoice, fail);
    const paymentUrl = isRecord(invoice) ? stringField(invoice, 'invoice_url') : null;
    const expiry = isRecord(invoice) ? stringField(invoice, 'expiry_date') : null;
    if (!paymentUrl || !expiry || Number.isNaN(Date.parse(expiry)))
      throw fail('The invoice lacks invoice_url or expiry_date.');
    return {
      provider: 'XENDIT',
      providerRef: event.providerRef!,
      orderId: event.orderId,
      paymentUrl,
      status: event.status,
      expiresAt: new Date(expiry).toISOString(),
    };
  }

  verifyWebhook(headers: WebhookHeaders, rawBody: Buffer): GatewayEvent {
    const token = headerValue(headers, 'x-callback-token');
    if (token === null)
      throw new GatewayRefusal('XENDIT', 'MISSING_TOKEN', 'The callback has no x-callback-token.');
    if (!sameSecret(token, this.#config.callbackToken))
      throw new GatewayRefusal('XENDIT', 'BAD_TOKEN', 'The callback token is not ours.');
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw refusal(null)('The callback body is not JSON.');
    }
    return invoiceEvent(body, refusal(isRecord(body) ? stringField(body, 'external_id') : null));
  }

  async fetchStatus(charge: { orderId: string; providerRef: string | null }) {
    if (!charge.providerRef)
      throw new GatewayError('XENDIT', 'INVALID_REQUEST', 'Xendit is asked by invoice id.', {
        operation: 'fetch-status',
      });
    const answer = await this.#call(
      'fetch-status',
      'GET',
      `/v2/invoices/${encodeURIComponent(charge.providerRef)}`,
      {},
    );
    const event = invoiceEvent(answer.body, (message) =>
      this.#invalid('fetch-status', answer, message),
    );
    if (event.orderId !== charge.orderId)
      throw this.#invalid('fetch-status', answer, 'The invoice belongs to another order.');
    return event;
  }

  /** Expires the invoice at Xendit; one Xendit refuses to expire (paid already) is answered as Xendit holds it now. */
  async expireCharge(charge: { orderId: string; providerRef: string | null }) {
    if (!charge.providerRef)
      throw new GatewayError('XENDIT', 'INVALID_REQUEST', 'Xendit is asked by invoice id.', {
        operation: 'expire-charge',
      });
    let answer: WireAnswer;
    try {
      answer = await this.#call(
        'expire-charge',
        'POST',
        `/invoices/${encodeURIComponent(charge.providerRef)}/expire!`,
        {},
      );
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'INVALID_REQUEST')
        return this.fetchStatus(charge);
      throw error;
    }
    const event = invoiceEvent(answer.body, (message) =>
      this.#invalid('expire-charge', answer, message),
    );
    if (event.orderId !== charge.orderId)
      throw this.#invalid('expire-charge', answer, 'The invoice belongs to another order.');
    return event;
  }

  async #call(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: string; idempotencyKey?: string },
  ): Promise<WireAnswer> {
    const answer = await callJsonApi('XENDIT', operation, this.#config.baseUrl + path, {
      method,
      key: this.#config.secretKey,
      body: options.body,
      ...(options.idempotencyKey ? { headers: { 'idempotency-key': options.idempotencyKey } } : {}),
      dispatcher: this.#config.dispatcher,
      timeoutMs: this.#config.timeoutMs,
    });
    if (answer.status >= 200 && answer.status < 300) return answer;
    const code = isRecord(answer.body) ? stringField(answer.body, 'error_code') : null;
    const message = (isRecord(answer.body) && stringField(answer.body, 'message')) || answer.text;
    const kind = refusalKind(answer.status);
    throw new GatewayError('XENDIT', kind, `Xendit answered ${answer.status}: ${message}`, {
      operation,
      httpStatus: answer.status,
      gatewayCode: code,
    });
  }

  #invalid(operation: string, answer: WireAnswer, message: string): GatewayError {
    return new GatewayError('XENDIT', 'INVALID_RESPONSE', message, {
      operation,
      httpStatus: answer.status,
    });
  }
}
