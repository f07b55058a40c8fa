import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomInt,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type Decimal from 'decimal.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { SNAP_PATHS, SNAP_SERVICE_CODES } from '../../formats/snap.js';
import type { SandboxAccount, StatementBooks } from './statement-generator.js';

/**
 * What the sandbox's routes share: each SNAP path's service code (formats/snap.ts), the
 * bank's state while it runs, and the helpers that answer in SNAP's shape
 * (responseCode = HTTP status + service code + case code).
 *
 * Paths, service codes and case codes are ASPI's "Standar Nasional Open API
 * Pembayaran" (SNAP Developer Site, apidevportal.aspi-indonesia.or.id:
 * "Informasi Umum" of each service and the "Daftar Response Code").
 */

/** A partner as the bank registered it: the keys and ids it was given, and the public half of the partner's key. */
export type SandboxPartner = {
  clientKey: string;
  clientSecret: string;
  publicKeyPem: string;
  partnerId: string;
  channelId: string;
  /** Where the bank posts this partner's transfer notifications (a full URL); none when absent. */
  notificationUrl?: string;
};

/** One request the sandbox answered, for tests and the demo's diagnostics. */
export type SandboxRequestRecord = {
  method: string;
  path: string;
  status: number;
  responseCode: string | null;
  externalId: string | null;
  /** The transfer's partnerReferenceNo (or a status inquiry's originalPartnerReferenceNo), when the request named one. */
  partnerReferenceNo: string | null;
  ms: number;
};

const SERVICE_CODES: Record<string, string> = Object.fromEntries(
  (Object.keys(SNAP_PATHS) as Array<keyof typeof SNAP_PATHS>).map((name) => [
    SNAP_PATHS[name],
    SNAP_SERVICE_CODES[name],
  ]),
);

/** The four transfers the bank books: intrabank (17), interbank (18: BI-FAST or online), RTGS (22) and SKN (23). */
export type TransferService = '17' | '18' | '22' | '23';

/** The rail an interbank (18) transfer goes over; SNAP leaves the choice to the bank, which reads it from additionalInfo. */
export type InterbankRail = 'BI_FAST' | 'ONLINE';

/** An account at another bank, as that bank would name it to an external account inquiry. */
export type ExternalAccount = {
  bankCode: string;
  accountNo: string;
  name: string;
  bankName?: string;
};

/**
 * SNAP's latestTransactionStatus: 00 Success, 01 Initiated, 02 Paying, 03 Pending,
 * 04 Refunded, 05 Canceled, 06 Failed, 07 Not found. The sandbox uses 00, 03 and 06.
 */
export type SandboxTransferStatus = 'SUCCESS' | 'PENDING' | 'FAILED';

/** A transfer the bank took, kept per partner and partnerReferenceNo (SNAP's duplicate check). */
export type SandboxTransfer = {
  partnerId: string;
  partnerReferenceNo: string;
  /** The bank's own reference (SNAP referenceNo). */
  referenceNo: string;
  externalId: string;
  serviceCode: TransferService;
  rail: InterbankRail | null;
  sourceAccountNo: string;
  beneficiaryAccountNo: string;
  beneficiaryAccountName: string;
  beneficiaryBankCode: string;
  amount: Decimal;
  fee: Decimal;
  currency: string;
  /** The transactionDate the partner sent. */
  transactionDate: string;
  /** When the bank booked it, SNAP's yyyy-MM-ddTHH:mm:ss+07:00. */
  bookedAt: string;
  status: SandboxTransferStatus;
  /** Why it failed, as the bank says it (transactionStatusDesc). */
  failureReason: string | null;
};

/** One booking of a transfer on the books: a test counts these per partnerReferenceNo to prove nothing was booked twice. */
export type TransferBooking = {
  partnerId: string;
  partnerReferenceNo: string;
  referenceNo: string;
  serviceCode: TransferService;
  sourceAccountNo: string;
  beneficiaryAccountNo: string;
  beneficiaryBankCode: string;
  amount: string;
  fee: string;
  bookedAt: string;
};

/**
 * Misbehaviour on purpose for transfers, every share drawn from the seed in a
 * fixed order, settable while the bank runs (`setTransferChaos`).
 */
export type TransferChaos = {
  /** (a) Share of transfers the bank accepts and books, then answers only after `lateAnswerMs` (longer than the client waits). */
  lateAnswerRate: number;
  lateAnswerMs: number;
  /** (b) Share of transfers the bank accepts and books, then answers with a 5xx. */
  errorAfterBookingRate: number;
  /** (c) Share of transfers answered with a 5xx before anything is booked. */
  errorBeforeBookingRate: number;
  /** (d) Share of interbank, RTGS and SKN transfers left pending (booked, settled later). */
  pendingRate: number;
  /** How long a pending transfer waits before it settles by itself; null: until `settleTransfer` is called. */
  pendingSettleMs: number | null;
  /** Share of pending transfers that fail when they settle (the money comes back). */
  pendingFailureRate: number;
  /** (e) Share of notifications sent twice, the same message both times. */
  duplicateNotificationRate: number;
};

export const NO_TRANSFER_CHAOS: TransferChaos = {
  lateAnswerRate: 0,
  lateAnswerMs: 2_000,
  errorAfterBookingRate: 0,
  errorBeforeBookingRate: 0,
  pendingRate: 0,
  pendingSettleMs: null,
  pendingFailureRate: 0,
  duplicateNotificationRate: 0,
};

/** One notification the bank sent (or tried to): for tests that count deliveries. */
export type NotificationRecord = {
  partnerId: string;
  partnerReferenceNo: string;
  url: string;
  /** The partner's HTTP status, or null when the partner could not be reached. */
  status: number | null;
  latestTransactionStatus: string;
  externalId: string;
  /** 1 for the first delivery of a notification, 2 for its duplicate. */
  copy: number;
};

/** Everything one sandbox bank holds while it runs; the app's hooks and routes share it. */
export type SandboxState = {
  books: StatementBooks;
  failureDraws: () => number;
  /** The bank's "now" for its books and balances. */
  clock: () => Date;
  tokenTtlSeconds: number;
  /** The real clock access tokens expire by (ms). */
  tokenClock: () => number;
  maxSkewMs: number;
  latencyMs: number;
  failureRate: number;
  referenceSequence: number;
  partnersByKey: Map<string, SandboxPartner & { publicKey: KeyObject }>;
  tokens: Map<string, { partner: SandboxPartner; expiresAt: number }>;
  externalIds: Map<string, { date: string; ids: Set<string> }>;
  requests: SandboxRequestRecord[];
  rawBodies: WeakMap<IncomingMessage, string>;
  callers: WeakMap<IncomingMessage, SandboxPartner>;
  responseCodes: WeakMap<IncomingMessage, string>;
  startedAt: WeakMap<IncomingMessage, number>;
  references: WeakMap<IncomingMessage, string>;
  /** The bank's own BI code and name: an external inquiry or transfer to this code stays in the bank. */
  bankCode: string;
  bankName: string;
  externalAccounts: Map<string, ExternalAccount>;
  fees: Record<'INTRABANK' | InterbankRail | 'SKN' | 'RTGS', Decimal>;
  transfers: Map<string, SandboxTransfer>;
  bookings: TransferBooking[];
  chaos: TransferChaos;
  chaosDraws: () => number;
  /** The bank's RSA key: it signs the notifications it sends (SNAP's asymmetric signature). Made on first use. */
  bankKey: { privateKey: KeyObject; publicKeyPem: string } | null;
  bankPrivateKeyPem: string | null;
  notifications: NotificationRecord[];
  events: EventEmitter;
  /** Aborted on stop: late answers and settlement timers end with the bank. */
  lifetime: AbortController;
};

/** The bank's signing key: the one it was given, or a fresh RSA pair made the first time it is needed (making one takes a while). */
export function bankKeyOf(state: SandboxState): { privateKey: KeyObject; publicKeyPem: string } {
  if (!state.bankKey) {
    const privateKey = state.bankPrivateKeyPem
      ? createPrivateKey(state.bankPrivateKeyPem)
      : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    state.bankKey = {
      privateKey,
      publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    };
  }
  return state.bankKey;
}

/** A SNAP answer that is not a success: HTTP status, case code and message; the service code comes from the path. */
export class SnapFailure extends Error {
  constructor(
    readonly status: number,
    readonly caseCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = (reason: string) =>
  new SnapFailure(401, '00', `Unauthorized. ${reason}`);
export const invalidFormat = (field: string) =>
  new SnapFailure(400, '01', `Invalid Field Format {${field}}`);
export const missingField = (field: string) =>
  new SnapFailure(400, '02', `Invalid Mandatory Field {${field}}`);

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export function serviceCodeOf(url: string): string {
  return SERVICE_CODES[url.split('?')[0]!] ?? '00';
}

export function jakarta(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** SNAP's `yyyy-MM-ddTHH:mm:ssTZD` in Western Indonesian Time. */
export function snapTimestamp(at: Date): string {
  const { date, time } = jakarta(at);
  return `${date}T${time}+07:00`;
}

export function money(value: Decimal, currency: string) {
  return { value: value.toFixed(2), currency };
}

export function sameBytes(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'base64');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

export function isDecimal(value: string): boolean {
  return /^\d{1,18}(\.\d{1,2})?$/.test(value);
}

export const AdditionalInfo = Type.Object({}, { additionalProperties: true });

export function reply(
  state: SandboxState,
  request: FastifyRequest,
  response: FastifyReply,
  status: number,
  body: Record<string, unknown> & { responseCode: string },
) {
  state.responseCodes.set(request.raw, body.responseCode);
  return response.status(status).header('content-type', 'application/json').send(body);
}

export function fail(
  state: SandboxState,
  request: FastifyRequest,
  response: FastifyReply,
  failure: SnapFailure,
) {
  return reply(state, request, response, failure.status, {
    responseCode: `${failure.status}${serviceCodeOf(request.url)}${failure.caseCode}`,
    responseMessage: failure.message,
  });
}

export function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The bank's reference for an answer: its date, a sequence and random digits. */
export function nextReference(state: SandboxState): string {
  state.referenceSequence = (state.referenceSequence + 1) % 100_000;
  return `${jakarta(new Date()).date.replaceAll('-', '')}${String(state.referenceSequence).padStart(5, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The account if it exists and this partner may read it. */
export function accountFor(
  state: SandboxState,
  partner: SandboxPartner,
  accountNo: string,
): SandboxAccount {
  const account = state.books.account(accountNo);
  if (!account || (account.partnerId !== null && account.partnerId !== partner.partnerId))
    throw new SnapFailure(404, '11', 'Invalid Account');
  return account;
}
