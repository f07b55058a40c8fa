import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  newXenditInvoiceId,
  qrisString,
  virtualAccountNumber,
  XENDIT_METHODS,
  xenditInvoice,
  type SandboxCharge,
  type SandboxMethod,
} from './charges.js';
import {
  basicUser,
  changeStatus,
  notificationOf,
  sameSecret,
  scheduleExpiry,
  type SandboxState,
} from './state.js';

/**
 * Xendit's Invoice API (v2) as the sandbox speaks it, at the root of its URL
 * (XENDIT_BASE_URL = sandbox url):
 *
 * - POST /v2/invoices and GET /v2/invoices/{id}, HTTP Basic auth with the
 *   secret key as user name and an empty password (xendit-node
 *   `invoice/apis/Invoice.ts`); a wrong or missing key is 401
 *   `{"error_code":"INVALID_API_KEY","message":…}` (`invoice/models/UnauthorizedError.ts`).
 * - The request's fields (external_id, amount, description, invoice_duration,
 *   customer, success/failure_redirect_url, payment_methods, currency:
 *   `invoice/models/CreateInvoiceRequest.ts`); the answer is the invoice
 *   (`invoice/models/Invoice.ts`).
 * - `idempotency-key`: the same key with the same body answers the same
 *   invoice; with another body the sandbox answers 409 DUPLICATE_ERROR (the
 *   code is the sandbox's: Xendit's public docs we found do not state it).
 * - POST /invoices/{id}/expire! expires a pending invoice (its EXPIRED
 *   callback follows) and answers it (xendit-node `docs/Invoice.md`,
 *   expireInvoice); one past pending is refused 400 INVALID_STATUS (the
 *   code is the sandbox's: Xendit's public docs we found do not state it).
 * - Validation failures are 400 API_VALIDATION_ERROR, an unknown invoice 404
 *   INVOICE_NOT_FOUND_ERROR (error codes as Xendit's API reference names them
 *   for invoices; their message text is the sandbox's).
 */

const PAGE_PREFIX = '/checkout/v2';

function xenditError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error_code: code, message });
}

function authorised(state: SandboxState, request: FastifyRequest): boolean {
  const user = basicUser(request.headers.authorization);
  return user !== null && sameSecret(user, state.xendit.secretKey);
}

type InvoiceInput = {
  external_id?: unknown;
  amount?: unknown;
  description?: unknown;
  invoice_duration?: unknown;
  customer?: { given_names?: unknown; email?: unknown };
  success_redirect_url?: unknown;
  failure_redirect_url?: unknown;
  payment_methods?: unknown;
  currency?: unknown;
};

/** The invalid field's message, or null when the request can open an invoice. */
function invalidInput(body: InvoiceInput): string | null {
  if (typeof body.external_id !== 'string' || body.external_id === '')
    return '"external_id" is required';
  if (typeof body.amount !== 'number' || !(body.amount > 0)) return '"amount" must be positive';
  if (body.currency !== undefined && body.currency !== 'IDR') return '"currency" must be IDR';
  if (
    body.invoice_duration !== undefined &&
    !(typeof body.invoice_duration === 'number' && body.invoice_duration >= 1)
  )
    return '"invoice_duration" must be at least 1 second';
  const methods = body.payment_methods;
  if (
    methods !== undefined &&
    (!Array.isArray(methods) ||
      methods.length === 0 ||
      !methods.every((method) => XENDIT_METHODS.includes(method as SandboxMethod)))
  )
    return `"payment_methods" must be among ${XENDIT_METHODS.join(', ')}`;
  return null;
}

function openInvoice(state: SandboxState, body: InvoiceInput): SandboxCharge {
  const now = state.now();
  const ref = newXenditInvoiceId();
  const method = ((body.payment_methods as string[] | undefined)?.[0] ?? 'BCA') as SandboxMethod;
  const amount = new Decimal(String(body.amount));
  const seconds = typeof body.invoice_duration === 'number' ? body.invoice_duration : 86_400;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const charge: SandboxCharge = {
    provider: 'XENDIT',
    ref,
    orderId: body.external_id as string,
    amount,
    method,
    description: text(body.description) ?? '',
    customerName: text(body.customer?.given_names),
    customerEmail: text(body.customer?.email),
    successUrl: text(body.success_redirect_url),
    failureUrl: text(body.failure_redirect_url),
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + seconds * 1000),
    paidAt: null,
    status: 'PENDING',
    vaNumber: method === 'QRIS' ? null : virtualAccountNumber(method),
    qrString: method === 'QRIS' ? qrisString(amount, body.external_id as string) : null,
    transactionId: null,
    pagePath: `${PAGE_PREFIX}/${ref}`,
    reversal: null,
  };
  state.charges.set(ref, charge);
  // Xendit sends no callback for a new invoice; this one only serves `outOfOrder`'s stale redelivery.
  state.pendingNotifications.set(ref, notificationOf(state, charge));
  scheduleExpiry(state, charge);
  return charge;
}

export function addXenditRoutes(app: FastifyInstance, state: SandboxState): void {
  const answer = (charge: SandboxCharge) => xenditInvoice(charge, state.url + charge.pagePath);

  app.post<{ Body: InvoiceInput }>('/v2/invoices', async (request, reply) => {
    if (!authorised(state, request))
      return xenditError(
        reply,
        401,
        'INVALID_API_KEY',
        'API key is not authorized for this API service',
      );
    const body: InvoiceInput = request.body ?? {};
    const problem = invalidInput(body);
    if (problem) return xenditError(reply, 400, 'API_VALIDATION_ERROR', problem);
    const key = request.headers['idempotency-key'];
    const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    if (typeof key === 'string' && key !== '') {
      const seen = state.idempotency.get(key);
      if (seen && seen.fingerprint !== fingerprint)
        return xenditError(
          reply,
          409,
          'DUPLICATE_ERROR',
          'The idempotency key was used with another request',
        );
      if (seen) return reply.status(200).send(answer(state.charges.get(seen.ref)!));
    }
    const charge = openInvoice(state, body);
    if (typeof key === 'string' && key !== '')
      state.idempotency.set(key, { fingerprint, ref: charge.ref });
    return reply.status(200).send(answer(charge));
  });

  app.get<{ Params: { id: string } }>('/v2/invoices/:id', async (request, reply) => {
    const charge = namedInvoice(state, request, reply);
    if (!charge) return reply;
    return reply.status(200).send(answer(charge));
  });

  app.post<{ Params: { id: string } }>('/invoices/:id/expire!', async (request, reply) => {
    const charge = namedInvoice(state, request, reply);
    if (!charge) return reply;
    if (charge.status !== 'PENDING')
      return xenditError(reply, 400, 'INVALID_STATUS', `The invoice is ${charge.status}`);
    changeStatus(state, charge, 'EXPIRED');
    return reply.status(200).send(answer(charge));
  });
}

export { PAGE_PREFIX as XENDIT_PAGE_PREFIX };

/** The invoice a call names by its id, or null once the refusal is sent (401 for another key, 404 for none). */
function namedInvoice(
  state: SandboxState,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
): SandboxCharge | null {
  if (!authorised(state, request)) {
    void xenditError(
      reply,
      401,
      'INVALID_API_KEY',
      'API key is not authorized for this API service',
    );
    return null;
  }
  const charge = state.charges.get(request.params.id);
  if (!charge || charge.provider !== 'XENDIT') {
    void xenditError(reply, 404, 'INVOICE_NOT_FOUND_ERROR', 'Could not find invoice by id');
    return null;
  }
  return charge;
}
