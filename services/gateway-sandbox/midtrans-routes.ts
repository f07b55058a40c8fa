import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MIDTRANS_METHOD,
  midtransTransaction,
  type SandboxCharge,
  type SandboxMethod,
} from './charges.js';
import { basicUser, changeStatus, sameSecret, scheduleExpiry, type SandboxState } from './state.js';

/**
 * Midtrans Snap and Core API status as the sandbox speaks them, under
 * `/midtrans` (MIDTRANS_SNAP_URL = MIDTRANS_API_URL = sandbox url + "/midtrans"),
 * which keeps Core's /v2/{order_id}/status apart from Xendit's /v2/invoices:
 *
 * - POST /snap/v1/transactions, HTTP Basic auth with the server key and an
 *   empty password; answers 201 {token, redirect_url}. A wrong key is 401
 *   {"error_messages":["Access denied due to unauthorized transaction, please
 *   check client or server key", …]} (docs.midtrans.com "Error Code & Response
 *   Code"); a used order_id is 400 {"error_messages":["transaction_details.order_id
 *   has already been taken"]}, unless that transaction expired (an expired
 *   order_id "can be reused", docs.midtrans.com "Expire transaction").
 * - GET /v2/{order_id}/status answers the transaction with its signature_key;
 *   before the buyer opened the page, and for an unknown order, 404 {"status_code":
 *   "404","status_message":"Transaction doesn't exist."} (message text as
 *   Midtrans's Core API is known to answer it; not found in its public docs).
 * - POST /v2/{order_id}/expire expires a pending transaction (an expire
 *   notification follows) and answers 200 {"status_code":"407","status_message":
 *   "Success, transaction has expired",…,"transaction_status":"expire"}; a
 *   transaction past pending is refused with status_code 412 "Merchant cannot
 *   modify the status of the transaction", an unknown one 404
 *   (https://docs.midtrans.com/reference/expire-transaction).
 * - The hosted page is /snap/v4/redirection/{token}, as Snap's redirect_url.
 */

export const MIDTRANS_PREFIX = '/midtrans';
const PAGE_PREFIX = `${MIDTRANS_PREFIX}/snap/v4/redirection`;

function authorised(state: SandboxState, request: FastifyRequest): boolean {
  const user = basicUser(request.headers.authorization);
  return user !== null && sameSecret(user, state.midtrans.serverKey);
}

const snapError = (reply: FastifyReply, status: number, messages: string[]) =>
  reply.status(status).send({ error_messages: messages });

type SnapInput = {
  transaction_details?: { order_id?: unknown; gross_amount?: unknown };
  customer_details?: { first_name?: unknown; email?: unknown };
  enabled_payments?: unknown;
  callbacks?: { finish?: unknown; error?: unknown };
  expiry?: { unit?: unknown; duration?: unknown };
};

const UNIT_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

function invalidInput(body: SnapInput): string | null {
  const details = body.transaction_details;
  if (typeof details?.order_id !== 'string' || !/^[A-Za-z0-9\-_.~]{1,50}$/.test(details.order_id))
    return 'transaction_details.order_id is required and may hold at most 50 of A-Z a-z 0-9 - _ . ~';
  if (typeof details.gross_amount !== 'number' || !Number.isInteger(details.gross_amount))
    return 'transaction_details.gross_amount must be an integer';
  if (details.gross_amount < 1) return 'transaction_details.gross_amount must be at least 1';
  const enabled = body.enabled_payments;
  if (
    !Array.isArray(enabled) ||
    enabled.length !== 1 ||
    !(typeof enabled[0] === 'string' && enabled[0] in MIDTRANS_METHOD)
  )
    return `enabled_payments must name one of ${Object.keys(MIDTRANS_METHOD).join(', ')} (this sandbox offers one method per transaction)`;
  if (body.expiry && !(typeof body.expiry.unit === 'string' && body.expiry.unit in UNIT_MS))
    return 'expiry.unit must be minute, hour or day';
  return null;
}

function openSnap(state: SandboxState, body: SnapInput): SandboxCharge {
  const now = state.now();
  const token = randomUUID();
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const duration = typeof body.expiry?.duration === 'number' ? body.expiry.duration : 1440;
  const unit = UNIT_MS[(body.expiry?.unit as string | undefined) ?? 'minutes']!;
  const charge: SandboxCharge = {
    provider: 'MIDTRANS',
    ref: token,
    orderId: body.transaction_details!.order_id as string,
    amount: new Decimal(String(body.transaction_details!.gross_amount)),
    method: MIDTRANS_METHOD[(body.enabled_payments as string[])[0]!] as SandboxMethod,
    description: '',
    customerName: text(body.customer_details?.first_name),
    customerEmail: text(body.customer_details?.email),
    successUrl: text(body.callbacks?.finish),
    failureUrl: text(body.callbacks?.error),
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + duration * unit),
    paidAt: null,
    status: 'PENDING',
    vaNumber: null,
    qrString: null,
    transactionId: null,
    pagePath: `${PAGE_PREFIX}/${token}`,
    reversal: null,
  };
  state.charges.set(token, charge);
  scheduleExpiry(state, charge);
  return charge;
}

export function addMidtransRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post<{ Body: SnapInput }>(
    `${MIDTRANS_PREFIX}/snap/v1/transactions`,
    async (request, reply) => {
      if (!authorised(state, request))
        return snapError(reply, 401, [
          'Access denied due to unauthorized transaction, please check client or server key',
          'Visit https://snap-docs.midtrans.com/#request-headers for more details',
        ]);
      const body: SnapInput = request.body ?? {};
      const problem = invalidInput(body);
      if (problem) return snapError(reply, 400, [problem]);
      const orderId = body.transaction_details!.order_id as string;
      const taken = [...state.charges.values()].some(
        (charge) =>
          charge.provider === 'MIDTRANS' &&
          charge.orderId === orderId &&
          charge.status !== 'EXPIRED',
      );
      if (taken)
        return snapError(reply, 400, ['transaction_details.order_id has already been taken']);
      const charge = openSnap(state, body);
      return reply
        .status(201)
        .send({ token: charge.ref, redirect_url: state.url + charge.pagePath });
    },
  );

  app.get<{ Params: { orderId: string } }>(
    `${MIDTRANS_PREFIX}/v2/:orderId/status`,
    async (request, reply) => {
      const charge = coreTransaction(state, request, reply);
      if (!charge) return reply;
      return reply
        .status(200)
        .send(midtransTransaction(charge, state.midtrans.serverKey, 'status'));
    },
  );
  addMidtransExpiry(app, state);
}

export { PAGE_PREFIX as MIDTRANS_PAGE_PREFIX };

/**
 * The transaction a Core API call names by its order id, or null once the
 * refusal is sent: 401 for another key, 404 for an order Midtrans holds no
 * transaction of (the buyer never opened the Snap page, or an unknown one).
 */
function coreTransaction(
  state: SandboxState,
  request: FastifyRequest<{ Params: { orderId: string } }>,
  reply: FastifyReply,
): SandboxCharge | null {
  if (!authorised(state, request)) {
    void reply.status(401).send({
      status_code: '401',
      status_message:
        'Access denied due to unauthorized transaction, please check client or server key',
    });
    return null;
  }
  const charge = [...state.charges.values()]
    .filter((candidate) => candidate.provider === 'MIDTRANS')
    .findLast((candidate) => candidate.orderId === request.params.orderId);
  if (!charge || !charge.transactionId) {
    void reply
      .status(404)
      .send({ status_code: '404', status_message: "Transaction doesn't exist." });
    return null;
  }
  return charge;
}

function addMidtransExpiry(app: FastifyInstance, state: SandboxState): void {
  app.post<{ Params: { orderId: string } }>(
    `${MIDTRANS_PREFIX}/v2/:orderId/expire`,
    async (request, reply) => {
      const charge = coreTransaction(state, request, reply);
      if (!charge) return reply;
      if (charge.status !== 'PENDING')
        return reply.status(200).send({
          status_code: '412',
          status_message: 'Merchant cannot modify the status of the transaction',
        });
      changeStatus(state, charge, 'EXPIRED');
      const { signature_key: _signature, ...answer } = midtransTransaction(
        charge,
        state.midtrans.serverKey,
        'status',
      );
      return reply
        .status(200)
        .send({ ...answer, status_message: 'Success, transaction has expired' });
    },
  );
}
