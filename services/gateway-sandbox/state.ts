import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  midtransTransaction,
  qrisString,
  virtualAccountNumber,
  xenditCallback,
  type SandboxCharge,
  type SandboxProvider,
  type SandboxStatus,
} from './charges.js';
import type { Notification, WebhookDispatcher } from './deliveries.js';

/** What the sandbox holds while it runs, and the moves a charge makes. */

export type SandboxState = {
  /** The base URL, set once the server listens. */
  url: string;
  xendit: { secretKey: string; callbackToken: string };
  midtrans: { serverKey: string };
  webhookUrls: { xendit: string | null; midtrans: string | null };
  /** By Xendit invoice id or Midtrans Snap token. */
  charges: Map<string, SandboxCharge>;
  /** Xendit's idempotency keys: the request's fingerprint and the invoice it made. */
  idempotency: Map<string, { fingerprint: string; ref: string }>;
  /** The PENDING notification of each charge, for `outOfOrder`'s stale redelivery. */
  pendingNotifications: Map<string, Notification>;
  dispatcher: WebhookDispatcher;
  /** Xendit settles a paid invoice after this long; null waits for `settle()`. */
  settleAfterMs: number | null;
  timers: Map<string, NodeJS.Timeout>;
  /** When each charge (by ref) was paid out to the merchant (payouts.ts). */
  paidOut: Map<string, Date>;
  now: () => Date;
};

export { sameSecret } from '../../platform/secrets.js';

/** The user name of an HTTP Basic authorization with an empty password, or null. */
export function basicUser(authorization: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(colon + 1) !== '') return null;
  return decoded.slice(0, colon);
}

/** The charge a test or the page means: by invoice id or Snap token, else by order id (the latest). */
export function findCharge(state: SandboxState, ref: string): SandboxCharge {
  const direct = state.charges.get(ref);
  if (direct) return direct;
  const byOrder = [...state.charges.values()].filter((charge) => charge.orderId === ref);
  const latest = byOrder.at(-1);
  if (!latest) throw new Error(`The gateway sandbox holds no charge "${ref}".`);
  return latest;
}

export function notificationOf(state: SandboxState, charge: SandboxCharge): Notification {
  const xendit = charge.provider === 'XENDIT';
  return {
    provider: charge.provider,
    ref: charge.ref,
    orderId: charge.orderId,
    status: charge.status,
    body: JSON.stringify(
      xendit
        ? xenditCallback(charge)
        : midtransTransaction(charge, state.midtrans.serverKey, 'notification'),
    ),
    headers: {
      'content-type': 'application/json',
      ...(xendit ? { 'x-callback-token': state.xendit.callbackToken } : {}),
    },
  };
}

function webhookUrl(state: SandboxState, provider: SandboxProvider): string | null {
  return provider === 'XENDIT' ? state.webhookUrls.xendit : state.webhookUrls.midtrans;
}

/** Expires the charge when its time is up, as the providers do. */
export function scheduleExpiry(state: SandboxState, charge: SandboxCharge): void {
  const delay = Math.min(charge.expiresAt.getTime() - Date.now(), 2 ** 31 - 1);
  const timer = setTimeout(
    () => {
      state.timers.delete(charge.ref);
      if (charge.status === 'PENDING') changeStatus(state, charge, 'EXPIRED');
    },
    Math.max(0, delay),
  );
  timer.unref();
  state.timers.set(charge.ref, timer);
}

/**
 * Midtrans names the transaction when the buyer picks the method on the Snap
 * page: the VA number or QR code is issued and a pending notification sent.
 */
export function openMidtrans(state: SandboxState, charge: SandboxCharge): void {
  if (charge.provider !== 'MIDTRANS' || charge.transactionId) return;
  charge.transactionId = randomUUID();
  if (charge.method === 'QRIS') charge.qrString = qrisString(charge.amount, charge.orderId);
  else charge.vaNumber = virtualAccountNumber(charge.method);
  const pending = notificationOf(state, charge);
  state.pendingNotifications.set(charge.ref, pending);
  state.dispatcher.send(webhookUrl(state, 'MIDTRANS'), pending, null);
}

const MOVES: Record<SandboxStatus, readonly SandboxStatus[]> = {
  PENDING: ['PAID', 'EXPIRED', 'FAILED'],
  PAID: ['SETTLED'],
  SETTLED: [],
  EXPIRED: [],
  FAILED: [],
};

/**
 * Moves a charge and notifies the provider's webhook URL. Xendit invoices
 * have no FAILED status, and only Xendit reports a later SETTLED.
 */
export function changeStatus(state: SandboxState, charge: SandboxCharge, to: SandboxStatus): void {
  if (!MOVES[charge.status].includes(to))
    throw new Error(`A ${charge.status} charge cannot become ${to}.`);
  if (charge.provider === 'XENDIT' && to === 'FAILED')
    throw new Error('A Xendit invoice cannot fail: it stays PENDING until paid or expired.');
  if (charge.provider === 'MIDTRANS' && to === 'SETTLED')
    throw new Error('Midtrans reports a VA or QRIS payment settled at once.');
  openMidtrans(state, charge);
  const now = state.now();
  charge.status = to;
  // Each change gets a later `updated` than the last, so notifications never share one.
  charge.updatedAt = new Date(Math.max(now.getTime(), charge.updatedAt.getTime() + 1));
  if (to === 'PAID') charge.paidAt = now;
  const timer = state.timers.get(charge.ref);
  if (timer && to !== 'PENDING') {
    clearTimeout(timer);
    state.timers.delete(charge.ref);
  }
  state.dispatcher.send(
    webhookUrl(state, charge.provider),
    notificationOf(state, charge),
    state.pendingNotifications.get(charge.ref) ?? null,
  );
  if (to === 'PAID' && charge.provider === 'XENDIT' && state.settleAfterMs !== null) {
    const settle = setTimeout(() => {
      state.timers.delete(charge.ref);
      if (charge.status === 'PAID') changeStatus(state, charge, 'SETTLED');
    }, state.settleAfterMs);
    settle.unref();
    state.timers.set(charge.ref, settle);
  }
}

/**
 * Midtrans takes money back from a settled transaction and notifies it: a
 * refund or a chargeback of `amount` more (all of what is left when none), or
 * the bank's reversal of all of it (deny).
 */
export function reverseCharge(
  state: SandboxState,
  charge: SandboxCharge,
  kind: 'refund' | 'chargeback' | 'deny',
  amount?: string,
): void {
  if (charge.provider !== 'MIDTRANS' || charge.status !== 'PAID')
    throw new Error('Only a paid Midtrans transaction is refunded, charged back or reversed.');
  const before = charge.reversal?.amount ?? new Decimal(0);
  const more =
    kind === 'deny' || amount === undefined ? charge.amount.minus(before) : new Decimal(amount);
  if (!more.gt(0) || before.plus(more).gt(charge.amount))
    throw new Error(
      `Cannot take back ${more.toFixed(2)} of a ${charge.amount.toFixed(2)} transaction.`,
    );
  charge.reversal = {
    kind,
    amount: before.plus(more),
    count: (charge.reversal?.count ?? 0) + 1,
  };
  const now = state.now();
  charge.updatedAt = new Date(Math.max(now.getTime(), charge.updatedAt.getTime() + 1));
  state.dispatcher.send(webhookUrl(state, 'MIDTRANS'), notificationOf(state, charge), null);
}
