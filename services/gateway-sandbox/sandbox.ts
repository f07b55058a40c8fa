import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { SandboxCharge } from './charges.js';
import { WebhookDispatcher, type DeliveryOptions, type Deliveries } from './deliveries.js';
import { addMidtransRoutes, MIDTRANS_PAGE_PREFIX, MIDTRANS_PREFIX } from './midtrans-routes.js';
import { addPageRoutes } from './page.js';
import { payOut, transactionsReport, type SandboxPayout } from './payouts.js';
import { changeStatus, findCharge, reverseCharge, type SandboxState } from './state.js';
import { addXenditRoutes, XENDIT_PAGE_PREFIX } from './xendit-routes.js';

/**
 * A local payment gateway that speaks two real protocols on one port:
 * Xendit's Invoice API (v2) at the root of `url`, and Midtrans Snap with its
 * Core API status under `${url}/midtrans`. It checks keys as they do, answers
 * their error shapes, serves a hosted page per charge with Pay, Expire and
 * Fail buttons, and sends each provider's webhooks (Xendit's callback token,
 * Midtrans's SHA-512 signature) with retries, and on request late,
 * duplicated or out of order. The demo and the tests run it in-process in
 * place of the real gateways; the wire details and their sources are in
 * `xendit-routes.ts`, `midtrans-routes.ts`, `charges.ts` and `deliveries.ts`.
 *
 * Point the adapters at it with XENDIT_BASE_URL = `url`,
 * MIDTRANS_SNAP_URL = MIDTRANS_API_URL = `${url}/midtrans`, and the keys it
 * answers in `xendit` and `midtrans`.
 */

export type { DeliveryAttempt, DeliveryOptions, Deliveries } from './deliveries.js';
export type { SandboxCharge, SandboxMethod, SandboxProvider, SandboxStatus } from './charges.js';
export type { SandboxPayout } from './payouts.js';

export type GatewaySandboxOptions = Partial<DeliveryOptions> & {
  /** Default a fresh "xnd_development_…" key. */
  xenditSecretKey?: string;
  /** Default a fresh random token. */
  xenditCallbackToken?: string;
  /** Default a fresh "SB-Mid-server-…" key. */
  midtransServerKey?: string;
  /** Where each provider posts its webhooks; none are sent while null. */
  webhookUrls?: { xendit?: string | null; midtrans?: string | null };
  /** Xendit settles a paid invoice (a SETTLED callback) after this long; by default only on `settle()`. */
  settleAfterMs?: number | null;
  /** Default 127.0.0.1 and a free port. */
  host?: string;
  port?: number;
  logger?: Logger;
  /** The providers' clock for new charges and payments (tests freeze it). */
  now?: () => Date;
};

export type GatewaySandbox = {
  /** The base URL, for example "http://127.0.0.1:41234". */
  url: string;
  /** XENDIT_BASE_URL, XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN. */
  xendit: { baseUrl: string; secretKey: string; callbackToken: string };
  /** MIDTRANS_SNAP_URL, MIDTRANS_API_URL, MIDTRANS_SERVER_KEY. */
  midtrans: { snapUrl: string; apiUrl: string; serverKey: string };
  /**
   * The buyer pays (Midtrans: settlement). `ref` is an invoice id, a Snap
   * token or an order id. Xendit only: `paidAmount` is what arrived when it is
   * not the invoice's amount.
   */
  pay(ref: string, paidAmount?: string): void;
  /** The charge expires unpaid. */
  expire(ref: string): void;
  /** Midtrans denies the payment; Xendit invoices cannot fail (throws). */
  fail(ref: string): void;
  /** Xendit settles a paid invoice and sends the SETTLED callback. */
  settle(ref: string): void;
  /**
   * Midtrans takes money back from a paid transaction and notifies it: a
   * refund or chargeback of `amount` more (all that is left when none), or the
   * bank's reversal of all of it (deny after settlement).
   */
  reverse(ref: string, kind: 'refund' | 'chargeback' | 'deny', amount?: string): void;
  /** The charge as the provider holds it. */
  charge(ref: string): SandboxCharge;
  /**
   * Records a charge as the provider would hold it, in the state given (a
   * benchmark's charges copied by SQL, which the sandbox never opened, paid
   * there so that the product's status check confirms their callbacks).
   */
  record(charge: SandboxCharge): void;
  /** Xendit pays out every paid charge not paid out yet (or those of `orderIds`), less its fees, at `at` (now) (payouts.ts). */
  payOut(orderIds?: readonly string[], at?: Date): SandboxPayout;
  /** Xendit's Detailed Transactions Report of the paid charges (or those of `orderIds`), as the merchant downloads it. */
  transactionsReport(orderIds?: readonly string[]): string;
  setWebhookUrls(urls: { xendit?: string | null; midtrans?: string | null }): void;
  /** Changes how webhooks are delivered from now on; fields left out keep their value. */
  configure(options: Partial<DeliveryOptions> & { settleAfterMs?: number | null }): void;
  /** Every webhook attempt with its answer; `waitFor` to await one. */
  deliveries: Deliveries;
  stop(): Promise<void>;
};

const DEFAULT_DELIVERY: DeliveryOptions = {
  webhookDelayMs: 0,
  duplicateWebhooks: false,
  outOfOrder: false,
  retryBaseMs: 1_000,
  maxAttempts: 7,
  timeoutMs: 5_000,
};

function pick<T extends object>(options: T, keys: readonly (keyof T)[]): Partial<T> {
  return Object.fromEntries(
    keys.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]),
  ) as Partial<T>;
}

/** Starts the sandbox on loopback; `stop()` ends its server, its timers and any delivery in flight. */
export async function createGatewaySandbox(
  options: GatewaySandboxOptions = {},
): Promise<GatewaySandbox> {
  const deliveryKeys = Object.keys(DEFAULT_DELIVERY) as (keyof DeliveryOptions)[];
  const state = sandboxState(options, deliveryKeys);
  const app = sandboxApp(state, options.logger);
  state.url = (
    await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 })
  ).replace('[::1]', '127.0.0.1');
  const move = (to: 'PAID' | 'EXPIRED' | 'FAILED' | 'SETTLED') => (ref: string) =>
    changeStatus(state, findCharge(state, ref), to);

  return {
    url: state.url,
    xendit: { baseUrl: state.url, ...state.xendit },
    midtrans: {
      snapUrl: state.url + MIDTRANS_PREFIX,
      apiUrl: state.url + MIDTRANS_PREFIX,
      serverKey: state.midtrans.serverKey,
    },
    pay: (ref, paidAmount) => {
      const charge = findCharge(state, ref);
      if (paidAmount !== undefined) {
        if (charge.provider !== 'XENDIT')
          throw new Error('Midtrans settles the amount it charged.');
        charge.paidAmount = new Decimal(paidAmount);
      }
      changeStatus(state, charge, 'PAID');
    },
    expire: move('EXPIRED'),
    fail: move('FAILED'),
    settle: move('SETTLED'),
    reverse: (ref, kind, amount) => reverseCharge(state, findCharge(state, ref), kind, amount),
    charge: (ref) => findCharge(state, ref),
    record: (charge) => void state.charges.set(charge.ref, charge),
    payOut: (orderIds, at) => payOut(state, orderIds, at),
    transactionsReport: (orderIds) => transactionsReport(state, orderIds),
    setWebhookUrls(urls) {
      if (urls.xendit !== undefined) state.webhookUrls.xendit = urls.xendit;
      if (urls.midtrans !== undefined) state.webhookUrls.midtrans = urls.midtrans;
    },
    configure(changes) {
      state.dispatcher.options = { ...state.dispatcher.options, ...pick(changes, deliveryKeys) };
      if (changes.settleAfterMs !== undefined) state.settleAfterMs = changes.settleAfterMs;
    },
    deliveries: state.dispatcher,
    stop: async () => {
      state.dispatcher.stop();
      for (const timer of state.timers.values()) clearTimeout(timer);
      state.timers.clear();
      await app.close();
    },
  };
}

/** What the sandbox keeps while it runs: its keys, where it notifies, its charges and timers, and its clock. */
function sandboxState(
  options: GatewaySandboxOptions,
  deliveryKeys: readonly (keyof DeliveryOptions)[],
): SandboxState {
  return {
    url: '',
    xendit: {
      secretKey: options.xenditSecretKey ?? `xnd_development_${randomBytes(24).toString('hex')}`,
      callbackToken: options.xenditCallbackToken ?? randomBytes(24).toString('base64url'),
    },
    midtrans: {
      serverKey:
        options.midtransServerKey ?? `SB-Mid-server-${randomBytes(18).toString('base64url')}`,
    },
    webhookUrls: {
      xendit: options.webhookUrls?.xendit ?? null,
      midtrans: options.webhookUrls?.midtrans ?? null,
    },
    charges: new Map(),
    idempotency: new Map(),
    pendingNotifications: new Map(),
    dispatcher: new WebhookDispatcher({ ...DEFAULT_DELIVERY, ...pick(options, deliveryKeys) }),
    settleAfterMs: options.settleAfterMs ?? null,
    timers: new Map(),
    paidOut: new Map(),
    now: options.now ?? (() => new Date()),
  };
}

/** The sandbox's HTTP app: the providers' APIs, their payment pages and the merchant's side. */
function sandboxApp(state: SandboxState, logger: FastifyBaseLogger | undefined): FastifyInstance {
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : {}),
    bodyLimit: 64 * 1024,
  });
  // The page's buttons post empty forms: the action is in the path.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  addXenditRoutes(app, state);
  addMidtransRoutes(app, state);
  addPageRoutes(app, state, XENDIT_PAGE_PREFIX);
  addPageRoutes(app, state, MIDTRANS_PAGE_PREFIX);
  addMerchantRoutes(app, state);
  return app;
}

/** The merchant's side, as Xendit's dashboard offers it: pay out the balance, download the report. */
function addMerchantRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/sandbox/xendit/payouts', async (_request, reply) => {
    try {
      const payout = payOut(state);
      return reply.send({
        ...payout,
        amount: payout.amount.toFixed(2),
        gross: payout.gross.toFixed(2),
        fees: payout.fees.toFixed(2),
      });
    } catch (error) {
      return reply.code(409).send({ message: (error as Error).message });
    }
  });
  app.get('/sandbox/xendit/reports/transactions.csv', async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="xendit-transactions.csv"')
      .send(transactionsReport(state)),
  );
}
