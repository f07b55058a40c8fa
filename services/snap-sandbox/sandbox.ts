import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  verify,
  type KeyObject,
} from 'node:crypto';
import { EventEmitter, setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Decimal from 'decimal.js';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Type, type Static } from 'typebox';
import { SNAP_PATHS } from '../../formats/snap.js';
import {
  AdditionalInfo,
  fail,
  header,
  invalidFormat,
  isDecimal,
  jakarta,
  missingField,
  money,
  nextReference,
  accountFor,
  bankKeyOf,
  NO_TRANSFER_CHAOS,
  reply,
  sameBytes,
  SnapFailure,
  serviceCodeOf,
  snapTimestamp,
  unauthorized,
  type ExternalAccount,
  type NotificationRecord,
  type SandboxPartner,
  type SandboxRequestRecord,
  type SandboxState,
  type SandboxTransfer,
  type TransferBooking,
  type TransferChaos,
} from './snap-core.js';
import {
  addDays,
  seededRandom,
  StatementBooks,
  type AccountProfile,
  type SandboxAccount,
  type StatementLine,
} from './statement-generator.js';
import {
  addTransferRoutes,
  DEMO_EXTERNAL_ACCOUNTS,
  settleTransfer,
  transferKey,
} from './transfers.js';

/**
 * A local bank that speaks Bank Indonesia's SNAP (B2B): access tokens against
 * an RSA signature, HMAC-SHA512-signed balance inquiries and transaction
 * history, account inquiries, intrabank, interbank (BI-FAST and online), RTGS
 * and SKN transfers with their status inquiry and signed notifications, SNAP
 * response codes, and on request latency, failures and transfer chaos. The
 * demo and the tests run it in-process in place of real banks.
 */

export type {
  ExternalAccount,
  NotificationRecord,
  SandboxPartner,
  SandboxRequestRecord,
  SandboxTransfer,
  TransferBooking,
  TransferChaos,
} from './snap-core.js';
export { DEMO_EXTERNAL_ACCOUNTS } from './transfers.js';

export type SandboxAccountInput = {
  accountNo: string;
  name: string;
  currency?: string;
  /** Default "250000000.00" for a business account, "15000000.00" for a personal one. */
  openingBalance?: string;
  /** Default: the first day of the month thirteen months ago. */
  openedOn?: string;
  /** Default "business". */
  profile?: AccountProfile;
  /** Default "0.00". */
  holdAmount?: string;
  /** Only this partner may read the account; any registered partner when absent. */
  partnerId?: string;
};

export type SnapSandboxOptions = {
  /** Added before every answer, in milliseconds. Default 0. */
  latencyMs?: number;
  /** The share of requests (0–1) answered with a 5xx, drawn from the seed. Default 0. */
  failureRate?: number;
  /** Decides the books and which requests fail. Default "kas-snap-sandbox". */
  seed?: string | number;
  accounts?: readonly SandboxAccountInput[];
  partners?: readonly SandboxPartner[];
  /** Default 127.0.0.1 and a free port. */
  host?: string;
  port?: number;
  logger?: Logger;
  /** Lifetime of an access token. Default 900 (SNAP's fifteen minutes). */
  tokenTtlSeconds?: number;
  /** The real clock access tokens expire by, in milliseconds. Default `Date.now`; a test moves it on rather than wait. */
  tokenClock?: () => number;
  /** How far X-TIMESTAMP may be from the real clock. Default 300. */
  maxClockSkewSeconds?: number;
  /** The bank's "now" for its books and balances (tests freeze it). Request timestamps are checked against the real clock. */
  now?: () => Date;
  /** The bank's own BI code and name. Default "999", "BANK SANDBOX". */
  bankCode?: string;
  bankName?: string;
  /** Accounts at other banks, for external inquiries and interbank transfers. Default DEMO_EXTERNAL_ACCOUNTS. */
  externalAccounts?: readonly ExternalAccount[];
  /** Transfer chaos from the start (see TransferChaos); none by default. */
  transferChaos?: Partial<TransferChaos>;
  /** The bank's RSA private key (PEM) that signs notifications; a fresh one by default. */
  bankPrivateKeyPem?: string;
};

export type SnapSandbox = {
  /** The base URL, for example "http://127.0.0.1:41234"; SNAP paths start with /snap/v1.0. */
  url: string;
  partners: {
    /** Registers a partner; its public key must be an RSA key in PEM. */
    register(partner: SandboxPartner): void;
    /** Where the bank posts this partner's transfer notifications; null stops them. */
    setNotificationUrl(partnerId: string, url: string | null): void;
  };
  /** Opens an account (its books start on `openedOn`) and answers it as the bank holds it. */
  addAccount(input: SandboxAccountInput): SandboxAccount;
  /** Makes an account at another bank known to external inquiries and interbank transfers. */
  addExternalAccount(account: ExternalAccount): void;
  setLatency(ms: number): void;
  setFailureRate(rate: number): void;
  /** Changes the transfer chaos; fields left out keep their value. */
  setTransferChaos(chaos: Partial<TransferChaos>): void;
  /** Settles a pending transfer now, as the clearing would, and notifies the partner. Throws when no such transfer is pending. */
  settleTransfer(
    partnerReferenceNo: string,
    outcome: { status: 'SUCCESS' } | { status: 'FAILED'; reason: string },
    partnerId?: string,
  ): Promise<SandboxTransfer>;
  /** Invalidates every access token issued so far, as when a bank rotates its keys. */
  revokeTokens(): void;
  /** The public half (PEM) of the key that signs the bank's notifications: the partner verifies with it. */
  readonly bankPublicKeyPem: string;
  /** The last requests answered, oldest first (at most 2 000). */
  readonly requests: readonly SandboxRequestRecord[];
  /** Every transfer booking, oldest first: one per transfer the bank took, whatever was answered. */
  readonly bookings: readonly TransferBooking[];
  /** The transfer the bank holds for a partnerReferenceNo (of the only partner, or the one named). */
  transfer(partnerReferenceNo: string, partnerId?: string): SandboxTransfer | undefined;
  /** Every notification the bank sent or tried to, oldest first. */
  readonly notifications: readonly NotificationRecord[];
  /**
   * Events for tests that wait instead of sleeping: "booked" (TransferBooking),
   * "answered" (SandboxRequestRecord), "settled" (SandboxTransfer), "notified" (NotificationRecord),
   * and "error-settling" (the error) should a timed settlement fail.
   */
  events: EventEmitter;
  stop(): Promise<void>;
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const MAX_HISTORY_RANGE_MS = 31 * 86_400_000;
const MAX_RECORDS = 2_000;

/** An ISO 8601 date-time; one without an offset is Jakarta local time, as SNAP's history fields allow. */
function parseInstant(value: string): number | null {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!match) return null;
  const instant = Date.parse(match[2] ? value : `${value}+07:00`);
  return Number.isNaN(instant) ? null : instant;
}

function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  );
}

const AccessTokenBody = Type.Object({
  grantType: Type.String({ maxLength: 64 }),
  additionalInfo: Type.Optional(AdditionalInfo),
});

const BalanceInquiryBody = Type.Object({
  partnerReferenceNo: Type.Optional(Type.String({ maxLength: 64 })),
  accountNo: Type.String({ pattern: '^[0-9]{5,34}$' }),
  bankCardToken: Type.Optional(Type.String({ maxLength: 128 })),
  balanceTypes: Type.Optional(Type.Array(Type.String())),
  additionalInfo: Type.Optional(AdditionalInfo),
});

const TransactionHistoryBody = Type.Object({
  partnerReferenceNo: Type.Optional(Type.String({ maxLength: 64 })),
  fromDateTime: Type.Optional(Type.String({ maxLength: 25 })),
  toDateTime: Type.Optional(Type.String({ maxLength: 25 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  pageNumber: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999 })),
  /** Not in SNAP's history request, which names no account: some banks take it here. */
  accountNo: Type.Optional(Type.String({ pattern: '^[0-9]{5,34}$' })),
  additionalInfo: Type.Optional(
    Type.Object(
      { accountNo: Type.Optional(Type.String({ pattern: '^[0-9]{5,34}$' })) },
      { additionalProperties: true },
    ),
  ),
});

/**
 * A new partner for the sandbox with a fresh RSA key pair and random ids: the
 * demo and the tests register it and hand the private key to the adapter.
 */
export function newSandboxPartner(
  overrides: Partial<SandboxPartner> = {},
): SandboxPartner & { privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    clientKey: `sandbox-${randomBytes(8).toString('hex')}`,
    clientSecret: randomBytes(32).toString('base64'),
    partnerId: String(randomInt(10_000_000, 99_999_999)),
    channelId: '95221',
    publicKeyPem: publicKey,
    privateKeyPem: privateKey,
    ...overrides,
  };
}

/** Accounts for the demo: an operating account, a payroll account, and a personal one. */
export const DEMO_SANDBOX_ACCOUNTS: readonly SandboxAccountInput[] = [
  {
    accountNo: '0123456789',
    name: 'PT KAS DEMO INDONESIA',
    openingBalance: '850000000.00',
    holdAmount: '2500000.00',
  },
  {
    accountNo: '1370012345678',
    name: 'PT KAS DEMO INDONESIA PAYROLL',
    openingBalance: '420000000.00',
  },
  {
    accountNo: '0021987654321',
    name: 'BUDI SANTOSO',
    profile: 'personal',
    openingBalance: '18500000.00',
  },
];

function sandboxState(options: SnapSandboxOptions): SandboxState {
  // Every transfer left pending waits on this signal: as many listeners as pending transfers, not a leak.
  const lifetime = new AbortController();
  setMaxListeners(0, lifetime.signal);
  const seed = String(options.seed ?? 'kas-snap-sandbox');
  if (options.bankPrivateKeyPem) createPrivateKey(options.bankPrivateKeyPem);
  const bankCode = options.bankCode ?? '999';
  if (!/^\d{3,11}$/.test(bankCode)) throw new Error('bankCode must be 3 to 11 digits.');
  return {
    books: new StatementBooks(seed),
    failureDraws: seededRandom(seed, 'failures'),
    clock: options.now ?? (() => new Date()),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 900,
    tokenClock: options.tokenClock ?? Date.now,
    maxSkewMs: (options.maxClockSkewSeconds ?? 300) * 1000,
    latencyMs: options.latencyMs ?? 0,
    failureRate: options.failureRate ?? 0,
    referenceSequence: 0,
    partnersByKey: new Map(),
    tokens: new Map(),
    externalIds: new Map(),
    requests: [],
    rawBodies: new WeakMap(),
    callers: new WeakMap(),
    responseCodes: new WeakMap(),
    startedAt: new WeakMap(),
    references: new WeakMap(),
    bankCode,
    bankName: options.bankName ?? 'BANK SANDBOX',
    externalAccounts: new Map(
      (options.externalAccounts ?? DEMO_EXTERNAL_ACCOUNTS).map((account) => [
        `${account.bankCode}:${account.accountNo}`,
        account,
      ]),
    ),
    // The sandbox's tariff: BI-FAST at BI's Rp2,500 cap, online at Rp6,500 (ARCHITECTURE.md), SKN and RTGS as the generated statements charge them.
    fees: {
      INTRABANK: new Decimal(0),
      BI_FAST: new Decimal('2500.00'),
      ONLINE: new Decimal('6500.00'),
      SKN: new Decimal('2900.00'),
      RTGS: new Decimal('25000.00'),
    },
    transfers: new Map(),
    bookings: [],
    chaos: { ...NO_TRANSFER_CHAOS, ...options.transferChaos },
    chaosDraws: seededRandom(seed, 'transfer-chaos'),
    bankKey: null,
    bankPrivateKeyPem: options.bankPrivateKeyPem ?? null,
    notifications: [],
    events: new EventEmitter(),
    lifetime,
  };
}

function registerPartner(state: SandboxState, partner: SandboxPartner): void {
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey(partner.publicKeyPem);
  } catch {
    throw new Error(`The public key of partner ${partner.partnerId} is not a PEM key.`);
  }
  if (publicKey.asymmetricKeyType !== 'rsa')
    throw new Error(`The public key of partner ${partner.partnerId} is not an RSA key.`);
  state.partnersByKey.set(partner.clientKey, { ...partner, publicKey });
}

function openAccount(state: SandboxState, input: SandboxAccountInput): SandboxAccount {
  if (!/^\d{5,34}$/.test(input.accountNo)) throw new Error('accountNo must be 5 to 34 digits.');
  const profile = input.profile ?? 'business';
  const today = jakarta(state.clock()).date;
  const account: SandboxAccount = {
    accountNo: input.accountNo,
    name: input.name,
    currency: input.currency ?? 'IDR',
    openingBalance: new Decimal(
      input.openingBalance ?? (profile === 'business' ? '250000000.00' : '15000000.00'),
    ).toFixed(2),
    openedOn: input.openedOn ?? `${addDays(`${today.slice(0, 8)}01`, -395).slice(0, 8)}01`,
    profile,
    holdAmount: new Decimal(input.holdAmount ?? '0').toFixed(2),
    partnerId: input.partnerId ?? null,
  };
  if (!isDecimal(account.openingBalance) || !isDecimal(account.holdAmount))
    throw new Error('openingBalance and holdAmount must be non-negative amounts.');
  if (!isCalendarDate(account.openedOn)) throw new Error('openedOn must be a date, YYYY-MM-DD.');
  state.books.open(account);
  return account;
}

/** Maps any error to a SNAP answer: its own failures as they are, schema violations to the field at fault, the rest to a general error. */
function answerError(
  state: SandboxState,
  error: unknown,
  request: FastifyRequest,
  response: FastifyReply,
) {
  if (error instanceof SnapFailure) return fail(state, request, response, error);
  const fastifyError = error as {
    validation?: { instancePath?: string; keyword?: string; params?: Record<string, unknown> }[];
    statusCode?: number;
  };
  if (fastifyError.validation) {
    const first = fastifyError.validation[0];
    const missing =
      first?.keyword === 'required' && typeof first.params?.missingProperty === 'string'
        ? first.params.missingProperty
        : null;
    const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = [path, missing].filter(Boolean).join('.');
    if (!field) return fail(state, request, response, new SnapFailure(400, '00', 'Bad Request'));
    return fail(state, request, response, missing ? missingField(field) : invalidFormat(field));
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500)
    return fail(state, request, response, new SnapFailure(400, '00', 'Bad Request'));
  request.log.error({ err: error }, 'SNAP sandbox failed');
  return fail(state, request, response, new SnapFailure(500, '00', 'General Error'));
}

/** The Fastify app with the sandbox's body parser (which keeps the raw body for signatures), hooks and error answers; no routes yet. */
function sandboxApp(state: SandboxState, logger: Logger | undefined) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : {}),
    bodyLimit: 64 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    state.rawBodies.set(request.raw, raw);
    if (raw.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(new SnapFailure(400, '00', 'Bad Request'), undefined);
    }
  });

  app.addHook('onRequest', async (request, response) => {
    state.startedAt.set(request.raw, performance.now());
    if (state.latencyMs > 0) await sleep(state.latencyMs);
    if (state.failureRate > 0 && state.failureDraws() < state.failureRate) {
      const service = serviceCodeOf(request.url);
      const mode = Math.floor(state.failureDraws() * 4);
      if (mode === 0)
        return reply(state, request, response, 500, {
          responseCode: `500${service}01`,
          responseMessage: 'Internal Server Error',
        });
      if (mode === 1)
        return reply(state, request, response, 500, {
          responseCode: `500${service}02`,
          responseMessage: 'External Server Error',
        });
      if (mode === 2)
        return reply(state, request, response, 504, {
          responseCode: `504${service}00`,
          responseMessage: 'Timeout',
        });
      return response
        .status(503)
        .header('content-type', 'text/html')
        .send('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
  });

  app.addHook('onSend', async (_request, response, payload) => {
    response.header('x-timestamp', snapTimestamp(state.clock()));
    return payload;
  });

  app.addHook('onResponse', async (request, response) => {
    const externalId = request.headers['x-external-id'];
    const { requests } = state;
    requests.push({
      method: request.method,
      path: request.url.split('?')[0]!,
      status: response.statusCode,
      responseCode: state.responseCodes.get(request.raw) ?? null,
      externalId: typeof externalId === 'string' ? externalId : null,
      partnerReferenceNo: state.references.get(request.raw) ?? null,
      ms: Math.round(performance.now() - (state.startedAt.get(request.raw) ?? performance.now())),
    });
    if (requests.length > MAX_RECORDS) requests.splice(0, requests.length - MAX_RECORDS);
    state.events.emit('answered', requests.at(-1));
  });

  app.setErrorHandler((error: unknown, request, response) =>
    answerError(state, error, request, response),
  );

  app.setNotFoundHandler((request, response) =>
    fail(
      state,
      request,
      response,
      new SnapFailure(405, '00', 'Requested Function Is Not Supported'),
    ),
  );

  return app;
}

export type SandboxApp = ReturnType<typeof sandboxApp>;

function checkTimestamp(state: SandboxState, timestamp: string): void {
  if (!TIMESTAMP.test(timestamp) || Number.isNaN(Date.parse(timestamp)))
    throw invalidFormat('X-TIMESTAMP');
  if (Math.abs(Date.now() - Date.parse(timestamp)) > state.maxSkewMs)
    throw unauthorized('Timestamp');
}

/** Checks the access-token request's headers and its RSA signature; the partner it names goes on the request. */
async function authenticateClient(state: SandboxState, request: FastifyRequest) {
  for (const name of ['X-TIMESTAMP', 'X-CLIENT-KEY', 'X-SIGNATURE'])
    if (!header(request, name.toLowerCase())) throw missingField(name);
  const timestamp = header(request, 'x-timestamp')!;
  const clientKey = header(request, 'x-client-key')!;
  const partner = state.partnersByKey.get(clientKey);
  if (!partner) throw unauthorized('Unknown Client');
  checkTimestamp(state, timestamp);
  const signature = Buffer.from(header(request, 'x-signature')!, 'base64');
  let valid = false;
  try {
    valid = verify(
      'sha256',
      Buffer.from(`${clientKey}|${timestamp}`, 'utf8'),
      partner.publicKey,
      signature,
    );
  } catch {
    valid = false;
  }
  if (!valid) throw unauthorized('Signature');
  state.callers.set(request.raw, partner);
}

/** Checks a service call: its token, headers, HMAC signature and that its X-EXTERNAL-ID is new today. */
async function authenticateService(state: SandboxState, request: FastifyRequest) {
  const authorization = header(request, 'authorization');
  if (!authorization) throw new SnapFailure(401, '03', 'Token Not Found (B2B)');
  const session = state.tokens.get(/^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '');
  if (!session || session.expiresAt <= state.tokenClock())
    throw new SnapFailure(401, '01', 'Invalid Token (B2B)');
  for (const name of ['X-TIMESTAMP', 'X-SIGNATURE', 'X-PARTNER-ID', 'X-EXTERNAL-ID', 'CHANNEL-ID'])
    if (!header(request, name.toLowerCase())) throw missingField(name);
  const timestamp = header(request, 'x-timestamp')!;
  checkTimestamp(state, timestamp);
  const { partner } = session;
  if (header(request, 'x-partner-id') !== partner.partnerId) throw unauthorized('Unknown Partner');
  if (header(request, 'channel-id') !== partner.channelId) throw unauthorized('Unknown Channel');
  const raw = state.rawBodies.get(request.raw) ?? '';
  const minified = raw.trim() === '' ? '' : JSON.stringify(JSON.parse(raw));
  const digest = createHash('sha256').update(minified, 'utf8').digest('hex');
  const accessToken = /^Bearer\s+(\S+)$/i.exec(authorization)![1]!;
  const stringToSign = `${request.method}:${request.url}:${accessToken}:${digest}:${timestamp}`;
  const expected = createHmac('sha512', partner.clientSecret).update(stringToSign, 'utf8').digest();
  if (!sameBytes(header(request, 'x-signature')!, expected)) throw unauthorized('Signature');
  const externalId = header(request, 'x-external-id')!;
  if (!/^\d{1,36}$/.test(externalId)) throw invalidFormat('X-EXTERNAL-ID');
  const today = jakarta(new Date()).date;
  let seen = state.externalIds.get(partner.partnerId);
  if (!seen || seen.date !== today)
    state.externalIds.set(partner.partnerId, (seen = { date: today, ids: new Set() }));
  if (seen.ids.has(externalId)) throw new SnapFailure(409, '00', 'Conflict');
  seen.ids.add(externalId);
  state.callers.set(request.raw, partner);
}

function addAccessTokenRoute(app: SandboxApp, state: SandboxState): void {
  const preValidation = (request: FastifyRequest) => authenticateClient(state, request);
  app.post(
    SNAP_PATHS.accessToken,
    { preValidation, schema: { body: AccessTokenBody } },
    async (request, response) => {
      if (request.body.grantType !== 'client_credentials') throw invalidFormat('grantType');
      const partner = state.callers.get(request.raw)!;
      const now = state.tokenClock();
      for (const [token, session] of state.tokens)
        if (session.expiresAt <= now) state.tokens.delete(token);
      const accessToken = randomBytes(32).toString('base64url');
      state.tokens.set(accessToken, { partner, expiresAt: now + state.tokenTtlSeconds * 1000 });
      response.header('x-client-key', partner.clientKey);
      return reply(state, request, response, 200, {
        responseCode: '2007300',
        responseMessage: 'Successful',
        accessToken,
        tokenType: 'Bearer',
        expiresIn: String(state.tokenTtlSeconds),
      });
    },
  );
}

function addBalanceInquiryRoute(app: SandboxApp, state: SandboxState): void {
  const preValidation = (request: FastifyRequest) => authenticateService(state, request);
  app.post(
    SNAP_PATHS.balanceInquiry,
    { preValidation, schema: { body: BalanceInquiryBody } },
    async (request, response) => {
      const body: Static<typeof BalanceInquiryBody> = request.body;
      const account = accountFor(state, state.callers.get(request.raw)!, body.accountNo);
      const now = jakarta(state.clock());
      const book = state.books.balanceAt(account.accountNo, now.date, now.time);
      const startOfDay = state.books.balanceAt(
        account.accountNo,
        addDays(now.date, -1),
        '23:59:59',
      );
      const hold = new Decimal(account.holdAmount);
      const available = Decimal.max(0, book.minus(hold));
      return reply(state, request, response, 200, {
        responseCode: '2001100',
        responseMessage: 'Successful',
        referenceNo: nextReference(state),
        ...(body.partnerReferenceNo ? { partnerReferenceNo: body.partnerReferenceNo } : {}),
        accountNo: account.accountNo,
        name: account.name,
        accountInfos: [
          {
            balanceType: 'Cash',
            amount: money(book, account.currency),
            floatAmount: money(new Decimal(0), account.currency),
            holdAmount: money(hold, account.currency),
            availableBalance: money(available, account.currency),
            ledgerBalance: money(startOfDay, account.currency),
            currentMultilateralLimit: money(new Decimal(0), account.currency),
            registrationStatusCode: '0001',
            status: '0001',
          },
        ],
      });
    },
  );
}

/** The account's lines in the requested window (up to the bank's now), newest first as SNAP orders the history. */
function historyLines(
  state: SandboxState,
  account: SandboxAccount,
  body: Static<typeof TransactionHistoryBody>,
): StatementLine[] {
  const now = state.clock().getTime();
  const to = body.toDateTime === undefined ? now : parseInstant(body.toDateTime);
  if (to === null) throw invalidFormat('toDateTime');
  const from =
    body.fromDateTime === undefined ? to - 30 * 86_400_000 : parseInstant(body.fromDateTime);
  if (from === null || from > to) throw invalidFormat('fromDateTime');
  if (to - from > MAX_HISTORY_RANGE_MS) throw invalidFormat('toDateTime');
  const until = Math.min(to, now);
  const instant = (line: StatementLine) => Date.parse(`${line.date}T${line.time}+07:00`);
  const lines =
    until < from
      ? []
      : state.books
          .lines(account.accountNo, jakarta(new Date(from)).date, jakarta(new Date(until)).date)
          .filter((line) => instant(line) >= from && instant(line) <= until);
  // SNAP orders the history newest first.
  lines.reverse();
  return lines;
}

function addTransactionHistoryRoute(app: SandboxApp, state: SandboxState): void {
  const preValidation = (request: FastifyRequest) => authenticateService(state, request);
  app.post(
    SNAP_PATHS.transactionHistoryList,
    { preValidation, schema: { body: TransactionHistoryBody } },
    async (request, response) => {
      const body: Static<typeof TransactionHistoryBody> = request.body;
      const accountNo = body.additionalInfo?.accountNo ?? body.accountNo;
      if (!accountNo) throw missingField('additionalInfo.accountNo');
      const account = accountFor(state, state.callers.get(request.raw)!, accountNo);
      const lines = historyLines(state, account, body);
      const pageSize = body.pageSize ?? 10;
      const pageNumber = body.pageNumber ?? 0;
      const page = lines.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
      return reply(state, request, response, 200, {
        responseCode: '2001200',
        responseMessage: 'Successful',
        referenceNo: nextReference(state),
        ...(body.partnerReferenceNo ? { partnerReferenceNo: body.partnerReferenceNo } : {}),
        detailData: page.map((line) => ({
          dateTime: `${line.date}T${line.time}+07:00`,
          amount: money(line.amount, account.currency),
          remark: line.remark,
          sourceOfFunds: [{ source: 'BALANCE', amount: money(line.amount, account.currency) }],
          status: 'SUCCESS',
          type: line.type,
          additionalInfo: {
            debitCredit: line.direction,
            referenceNo: line.referenceNo,
            postingDate: line.postingDate,
            channel: line.channel,
            endingBalance: money(line.endingBalance, account.currency),
          },
        })),
      });
    },
  );
}

/**
 * Starts a SNAP sandbox bank on loopback. Register partners (`partners.register`)
 * and open accounts (`addAccount`, or `accounts`), point a SNAP adapter at
 * `url`, and `stop()` when done.
 */
export async function createSnapSandbox(options: SnapSandboxOptions = {}): Promise<SnapSandbox> {
  const state = sandboxState(options);
  const register = (partner: SandboxPartner) => registerPartner(state, partner);
  const addAccount = (input: SandboxAccountInput) => openAccount(state, input);
  for (const partner of options.partners ?? []) register(partner);
  for (const account of options.accounts ?? []) addAccount(account);

  const app = sandboxApp(state, options.logger);
  addAccessTokenRoute(app, state);
  addBalanceInquiryRoute(app, state);
  addTransactionHistoryRoute(app, state);
  addTransferRoutes(app, state, (request) => authenticateService(state, request));

  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('The SNAP sandbox is not listening on a TCP port.');
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  /** The partner a test means: the one named, or the only one registered. */
  const partnerIdOf = (partnerId: string | undefined): string => {
    if (partnerId) return partnerId;
    const ids = new Set([...state.partnersByKey.values()].map((partner) => partner.partnerId));
    if (ids.size !== 1) throw new Error('Name the partner: the sandbox has more than one.');
    return [...ids][0]!;
  };

  return {
    url,
    partners: {
      register,
      setNotificationUrl(partnerId: string, notificationUrl: string | null) {
        for (const [clientKey, partner] of state.partnersByKey) {
          if (partner.partnerId !== partnerId) continue;
          const { notificationUrl: _previous, ...rest } = partner;
          state.partnersByKey.set(
            clientKey,
            notificationUrl === null ? rest : { ...rest, notificationUrl },
          );
        }
      },
    },
    addAccount,
    addExternalAccount(account: ExternalAccount) {
      if (!/^\d{3,11}$/.test(account.bankCode) || !/^\d{5,34}$/.test(account.accountNo))
        throw new Error('bankCode must be 3 to 11 digits and accountNo 5 to 34.');
      state.externalAccounts.set(`${account.bankCode}:${account.accountNo}`, account);
    },
    setLatency(ms: number) {
      state.latencyMs = Math.max(0, ms);
    },
    setFailureRate(rate: number) {
      state.failureRate = Math.min(1, Math.max(0, rate));
    },
    setTransferChaos(chaos: Partial<TransferChaos>) {
      state.chaos = { ...state.chaos, ...chaos };
    },
    settleTransfer: (partnerReferenceNo, outcome, partnerId) =>
      settleTransfer(state, partnerIdOf(partnerId), partnerReferenceNo, outcome),
    revokeTokens() {
      state.tokens.clear();
    },
    get bankPublicKeyPem() {
      return bankKeyOf(state).publicKeyPem;
    },
    requests: state.requests,
    bookings: state.bookings,
    transfer: (partnerReferenceNo, partnerId) =>
      state.transfers.get(transferKey(partnerIdOf(partnerId), partnerReferenceNo)),
    notifications: state.notifications,
    events: state.events,
    stop: async () => {
      state.lifetime.abort();
      await app.close();
    },
  };
}
