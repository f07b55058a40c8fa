import {
  createHash,
  createHmac,
  createPrivateKey,
  randomInt,
  sign,
  type KeyObject,
} from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Decimal from 'decimal.js';
import type { Logger } from 'pino';
import { request, type Dispatcher } from 'undici';
import { SNAP_PATHS, SNAP_SERVICE_CODES } from '../../../formats/snap.js';
import {
  BankAdapterError,
  type AccountInquiryRequest,
  type BankAccountRef,
  type BankAdapter,
  type BankAdapterErrorKind,
  type BankBalance,
  type BankTransaction,
  type BeneficiaryAccount,
  type DateRange,
  type TransferOutcome,
  type TransferRequest,
  type TransferStatus,
  type TransferStatusQuery,
} from './adapter.js';
import {
  isTransferReference,
  TRANSFER_SERVICES,
  transferRequestBody,
  transferStatusOfCode,
  type TransferOperation,
} from './snap-transfers.js';

/**
 * Bank Indonesia's SNAP (Standar Nasional Open API Pembayaran), B2B:
 *
 * - `POST …/access-token/b2b` (service 73) with X-TIMESTAMP, X-CLIENT-KEY and
 *   X-SIGNATURE = base64(SHA256withRSA(privateKey, clientKey + "|" + X-TIMESTAMP)),
 *   body `{"grantType":"client_credentials"}`; answers an access token and `expiresIn` (seconds).
 * - every service call with Authorization: Bearer, X-TIMESTAMP, X-PARTNER-ID,
 *   X-EXTERNAL-ID (numeric, unique per day), CHANNEL-ID and
 *   X-SIGNATURE = base64(HMAC-SHA512(clientSecret,
 *   METHOD:relativeUrl:accessToken:lowercase(hex(SHA-256(minified body))):X-TIMESTAMP)).
 * - `POST …/balance-inquiry` (service 11) and `POST …/transaction-history-list` (service 12).
 * - account inquiries (15, 16), transfers (17, 18, 22, 23) and the transfer
 *   status inquiry (36): see snap-transfers.ts for the services and their sources.
 * - responseCode = HTTP status (3) + service code (2) + case code (2), "2001100" for a successful balance inquiry.
 */

/** The credentials of one SNAP connection. Never logged, never put in an error. */
export type SnapCredentials = {
  /** Where the bank's SNAP API lives, for example "https://api.bank.example" (paths below start with /snap/v1.0). */
  baseUrl: string;
  /** The client id the bank issued: X-CLIENT-KEY on the access-token request. */
  clientId: string;
  /** The shared secret of the HMAC-SHA512 service signatures. */
  clientSecret: string;
  /** X-PARTNER-ID on service calls. */
  partnerId: string;
  /** CHANNEL-ID on service calls. */
  channelId: string;
  /** Our RSA private key (PEM) whose public half the bank holds: signs access-token requests. */
  privateKeyPem: string;
};

export type SnapAdapterOptions = {
  credentials: SnapCredentials;
  logger?: Logger;
  /** Time-out of one HTTP exchange with the bank, in milliseconds. Default 10 000. */
  timeoutMs?: number;
  /** Tries of a read when the bank is unavailable (5xx, time-out, refused connection), with exponential backoff. */
  retry?: { attempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Lines asked for per history page, 1–50 (SNAP's maximum). Default 50. */
  pageSize?: number;
  /** An undici dispatcher (a Pool or an Agent) instead of the global one. */
  dispatcher?: Dispatcher;
  /** The clock, for tests. */
  now?: () => Date;
};

/** SNAP's widest range of one history request: one month. */
const MAX_WINDOW_DAYS = 31;
/** A history window with more pages than this means the bank ignores our page numbers. */
const MAX_PAGES_PER_WINDOW = 500;
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * X-TIMESTAMP in SNAP's `yyyy-MM-ddTHH:mm:ssTZD` form, in Western Indonesian
 * Time: `snapTimestamp(new Date('2024-01-15T03:30:00Z'))` is "2024-01-15T10:30:00+07:00".
 */
export function snapTimestamp(at: Date): string {
  return `${new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** What the access-token request signs: `clientKey|X-TIMESTAMP`. */
export function accessTokenStringToSign(clientKey: string, timestamp: string): string {
  return `${clientKey}|${timestamp}`;
}

/** X-SIGNATURE of an access-token request: base64(SHA256withRSA(privateKey, clientKey|timestamp)), RSASSA-PKCS1-v1_5. */
export function accessTokenSignature(
  privateKey: KeyObject | string,
  clientKey: string,
  timestamp: string,
): string {
  return sign(
    'sha256',
    Buffer.from(accessTokenStringToSign(clientKey, timestamp), 'utf8'),
    privateKey,
  ).toString('base64');
}

/** JSON without insignificant whitespace, keys in their order: what SNAP hashes. An empty body stays empty. */
export function minifyJson(body: string): string {
  return body.trim() === '' ? '' : JSON.stringify(JSON.parse(body));
}

export type ServiceSignatureParts = {
  method: string;
  /** The path and query on the bank's host, as sent: "/snap/v1.0/balance-inquiry". */
  relativeUrl: string;
  accessToken: string;
  /** The request body exactly as sent, already minified ("" without a body). */
  body: string;
  timestamp: string;
};

/** `METHOD:relativeUrl:accessToken:lowercase(hex(sha256(body))):timestamp`. */
export function serviceStringToSign(parts: ServiceSignatureParts): string {
  const digest = createHash('sha256').update(parts.body, 'utf8').digest('hex').toLowerCase();
  return `${parts.method.toUpperCase()}:${parts.relativeUrl}:${parts.accessToken}:${digest}:${parts.timestamp}`;
}

/** X-SIGNATURE of a service call: base64(HMAC-SHA512(clientSecret, serviceStringToSign(parts))). */
export function serviceSignature(clientSecret: string, parts: ServiceSignatureParts): string {
  return createHmac('sha512', clientSecret)
    .update(serviceStringToSign(parts), 'utf8')
    .digest('base64');
}

let externalIdSequence = 0;

/**
 * A fresh X-EXTERNAL-ID: 25 digits (milliseconds since the epoch, a
 * per-process sequence, 9 random digits), so it is never reused within a day.
 */
export function newExternalId(at: Date = new Date()): string {
  externalIdSequence = (externalIdSequence + 1) % 1000;
  return `${at.getTime()}${String(externalIdSequence).padStart(3, '0')}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

type Exchange = {
  status: number;
  payload: Record<string, unknown> | null;
  timestamp: string | null;
};

/** One HTTP exchange: the bank's answer, or none, and then whether the request surely never left (nothing can have been booked). */
type Delivery =
  | { answered: true; exchange: Exchange }
  | { answered: false; surelyNotSent: boolean; timedOut: boolean; code: string | undefined };

type Operation =
  | 'access-token'
  | 'balance-inquiry'
  | 'transaction-history-list'
  | 'account-inquiry-internal'
  | 'account-inquiry-external'
  | 'transfer-status'
  | TransferOperation;

const operationLabels: Record<Operation, string> = {
  'access-token': 'SNAP access token',
  'balance-inquiry': 'SNAP balance inquiry',
  'transaction-history-list': 'SNAP transaction history',
  'account-inquiry-internal': 'SNAP internal account inquiry',
  'account-inquiry-external': 'SNAP external account inquiry',
  'transfer-intrabank': 'SNAP intrabank transfer',
  'transfer-interbank': 'SNAP interbank transfer',
  'transfer-rtgs': 'SNAP RTGS transfer',
  'transfer-skn': 'SNAP SKN transfer',
  'transfer-status': 'SNAP transfer status inquiry',
};

/** Errors of a connection that was never made: the request did not leave us. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The kind of a SNAP answer that is not a success, from its HTTP status and case code. */
function kindOf(status: number, caseCode: string | null): BankAdapterErrorKind {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return caseCode === '04' ? 'RATE_LIMITED' : 'UNAUTHORIZED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500 || status === 202 || status === 408) return 'UNAVAILABLE';
  return 'INVALID_RESPONSE';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The range cut into windows of at most SNAP's one month, oldest first. */
function windowsOf(range: DateRange): DateRange[] {
  const windows: DateRange[] = [];
  for (let from = range.from; from <= range.to; from = addDays(from, MAX_WINDOW_DAYS)) {
    const last = addDays(from, MAX_WINDOW_DAYS - 1);
    windows.push({ from, to: last < range.to ? last : range.to });
  }
  return windows;
}

/** A bank date-time in Jakarta local date and time; without an offset it already is local. */
function localDateTime(value: string): { date: string; time: string | null } | null {
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value.trim(),
    );
  if (!match) return null;
  const [, date, time, offset] = match;
  if (!time) return isCalendarDate(date!) ? { date: date!, time: null } : null;
  if (!offset || offset === '+07:00' || offset === '+0700')
    return isCalendarDate(date!) ? { date: date!, time } : null;
  const instant = Date.parse(value.trim());
  if (Number.isNaN(instant)) return null;
  const local = new Date(instant + JAKARTA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

const CREDIT_WORDS = new Set([
  'C',
  'CR',
  'K',
  'CREDIT',
  'KREDIT',
  'RECEIVE_MONEY',
  'TOP_UP',
  'REFUND',
]);
const DEBIT_WORDS = new Set([
  'D',
  'DB',
  'DEBIT',
  'DEBET',
  'SEND_MONEY',
  'PAYMENT',
  'DISBURSMENT',
  'DISBURSEMENT',
]);

function directionOf(value: unknown): 'DEBIT' | 'CREDIT' | null {
  const word = text(value)?.toUpperCase();
  if (!word) return null;
  if (CREDIT_WORDS.has(word)) return 'CREDIT';
  if (DEBIT_WORDS.has(word)) return 'DEBIT';
  return null;
}

/**
 * A connection to one bank through SNAP with one set of credentials. It keeps
 * the access token until shortly before it expires, retries reads while the
 * bank is unavailable, and fetches a new token once when the bank says the
 * token is no longer valid.
 */
export class SnapBankAdapter implements BankAdapter {
  // Private fields: util.inspect, JSON.stringify and pino see none of them.
  readonly #credentials: SnapCredentials;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #attempts: number;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #pageSize: number;
  readonly #dispatcher: Dispatcher | undefined;
  readonly #now: () => Date;
  readonly #log: Logger | null;
  #privateKey: KeyObject | null = null;
  #token: { value: string; refreshAt: number } | null = null;
  #tokenRequest: Promise<string> | null = null;

  constructor(options: SnapAdapterOptions) {
    const { credentials } = options;
    let base: URL;
    try {
      base = new URL(credentials.baseUrl);
    } catch {
      throw new TypeError('The SNAP connection’s baseUrl is not a URL.');
    }
    if (base.protocol !== 'https:' && base.protocol !== 'http:')
      throw new TypeError('The SNAP connection’s baseUrl must be http(s).');
    for (const field of [
      'clientId',
      'clientSecret',
      'partnerId',
      'channelId',
      'privateKeyPem',
    ] as const) {
      if (typeof credentials[field] !== 'string' || credentials[field] === '')
        throw new TypeError(`The SNAP connection has no ${field}.`);
    }
    const pageSize = options.pageSize ?? 50;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50)
      throw new RangeError('pageSize must be an integer from 1 to 50.');
    this.#credentials = { ...credentials };
    this.#baseUrl = credentials.baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#attempts = Math.max(1, options.retry?.attempts ?? 4);
    this.#baseDelayMs = options.retry?.baseDelayMs ?? 250;
    this.#maxDelayMs = options.retry?.maxDelayMs ?? 4_000;
    this.#pageSize = pageSize;
    this.#dispatcher = options.dispatcher;
    this.#now = options.now ?? (() => new Date());
    this.#log = options.logger?.child({ component: 'snap-adapter', bank: base.host }) ?? null;
  }

  /** Shown by console.log and util.inspect instead of the fields. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `SnapBankAdapter { bank: '${new URL(this.#baseUrl).host}' }`;
  }

  toJSON() {
    return { adapter: 'SNAP', bank: new URL(this.#baseUrl).host };
  }

  async balance(account: BankAccountRef): Promise<BankBalance> {
    const operation = 'balance-inquiry';
    const exchange = await this.#serviceCall(
      operation,
      SNAP_SERVICE_CODES.balanceInquiry,
      SNAP_PATHS.balanceInquiry,
      { accountNo: account.accountNumber },
    );
    const infos = exchange.payload?.accountInfos;
    const info = Array.isArray(infos) ? infos[0] : undefined;
    if (!isRecord(info)) throw this.#invalid(operation, 'the answer has no accountInfos');
    const available = this.#money(operation, info.availableBalance, 'availableBalance');
    const ledger =
      info.amount !== undefined
        ? this.#money(operation, info.amount, 'amount')
        : this.#money(operation, info.ledgerBalance, 'ledgerBalance');
    if (!available || !ledger)
      throw this.#invalid(operation, 'the answer has no availableBalance and book balance');
    const stated = exchange.timestamp ? Date.parse(exchange.timestamp) : Number.NaN;
    return {
      accountNumber: account.accountNumber,
      currency: available.currency,
      available: available.value,
      ledger: ledger.value,
      asOf: new Date(Number.isNaN(stated) ? this.#now().getTime() : stated).toISOString(),
    };
  }

  transactions(account: BankAccountRef, range: DateRange): AsyncIterable<BankTransaction> {
    if (!isCalendarDate(range.from) || !isCalendarDate(range.to))
      throw new RangeError('from and to must be dates, YYYY-MM-DD.');
    if (range.from > range.to) throw new RangeError('from must not be after to.');
    return this.#transactions(account, range);
  }

  async *#transactions(account: BankAccountRef, range: DateRange): AsyncGenerator<BankTransaction> {
    const operation = 'transaction-history-list';
    for (const window of windowsOf(range)) {
      const lines: BankTransaction[] = [];
      for (let page = 0; ; page += 1) {
        if (page >= MAX_PAGES_PER_WINDOW)
          throw this.#invalid(operation, `more than ${MAX_PAGES_PER_WINDOW} pages for one window`);
        // SNAP's transaction history has no account field: a B2B caller names the account in additionalInfo.
        const exchange = await this.#serviceCall(
          operation,
          SNAP_SERVICE_CODES.transactionHistoryList,
          SNAP_PATHS.transactionHistoryList,
          {
            fromDateTime: `${window.from}T00:00:00+07:00`,
            toDateTime: `${window.to}T23:59:59+07:00`,
            pageSize: String(this.#pageSize),
            pageNumber: String(page),
            additionalInfo: { accountNo: account.accountNumber },
          },
        );
        const detail = exchange.payload?.detailData ?? [];
        if (!Array.isArray(detail)) throw this.#invalid(operation, 'detailData is not a list');
        for (const item of detail) {
          const line = this.#transaction(item);
          if (line && line.transactionDate >= window.from && line.transactionDate <= window.to)
            lines.push(line);
        }
        if (detail.length < this.#pageSize) break;
      }
      // SNAP pages newest first; the caller gets booking order. The sort is stable, so lines of one second keep the bank's order.
      lines.reverse();
      lines.sort((a, b) => {
        const left = `${a.transactionDate}T${a.transactionTime ?? ''}`;
        const right = `${b.transactionDate}T${b.transactionTime ?? ''}`;
        return left < right ? -1 : left > right ? 1 : 0;
      });
      yield* lines;
    }
  }

  /** One detailData line, or null for one the bank has not booked (INIT, CANCELLED). */
  #transaction(item: unknown): BankTransaction | null {
    const operation = 'transaction-history-list';
    if (!isRecord(item)) throw this.#invalid(operation, 'a detailData line is not an object');
    const status = text(item.status)?.toUpperCase();
    if (status === 'INIT' || status === 'CANCELLED') return null;
    const when = localDateTime(text(item.dateTime) ?? '');
    if (!when) throw this.#invalid(operation, 'a line has no readable dateTime');
    const info = isRecord(item.additionalInfo) ? item.additionalInfo : {};
    const amount = this.#money(operation, item.amount, 'amount');
    if (!amount) throw this.#invalid(operation, 'a line has no amount');
    const direction = directionOf(info.debitCredit) ?? directionOf(item.type);
    if (!direction) throw this.#invalid(operation, 'a line says neither debit nor credit');
    const postingDate = text(info.postingDate);
    const endingBalance =
      info.endingBalance === undefined
        ? null
        : this.#money(operation, info.endingBalance, 'endingBalance');
    return {
      transactionDate: when.date,
      transactionTime: when.time,
      postingDate: postingDate && isCalendarDate(postingDate) ? postingDate : null,
      description: text(item.remark) ?? '',
      reference: text(info.referenceNo) ?? text(item.referenceNo) ?? null,
      direction,
      amount: amount.value,
      endingBalance: endingBalance?.value ?? null,
    };
  }

  /** A SNAP amount object `{ value: "10000.00", currency: "IDR" }` as a two-decimal string; null when absent. */
  #money(
    operation: Operation,
    value: unknown,
    field: string,
  ): { value: string; currency: string } | null {
    if (value === undefined || value === null) return null;
    if (
      !isRecord(value) ||
      typeof value.value !== 'string' ||
      !/^\d{1,18}(\.\d{1,2})?$/.test(value.value.trim())
    ) {
      throw this.#invalid(operation, `${field} is not an amount`);
    }
    const currency =
      typeof value.currency === 'string' && /^[A-Z]{3}$/.test(value.currency)
        ? value.currency
        : null;
    if (!currency) throw this.#invalid(operation, `${field} has no currency`);
    return { value: new Decimal(value.value.trim()).toFixed(2), currency };
  }

  /**
   * The name behind a beneficiary's account, as their bank holds it: SNAP's
   * internal account inquiry (15) without a bank code, the external one (16)
   * with it. An account the bank does not know is NOT_FOUND.
   */
  async accountInquiry(inquiry: AccountInquiryRequest): Promise<BeneficiaryAccount> {
    const { accountNumber } = inquiry;
    const bankCode = inquiry.bankCode ?? null;
    if (typeof accountNumber !== 'string' || !/^\d{3,34}$/.test(accountNumber))
      throw new RangeError('accountNumber must be 3 to 34 digits.');
    if (bankCode !== null && !/^\d{3,11}$/.test(bankCode))
      throw new RangeError('bankCode must be 3 to 11 digits.');
    const operation = bankCode === null ? 'account-inquiry-internal' : 'account-inquiry-external';
    const exchange =
      bankCode === null
        ? await this.#serviceCall(
            operation,
            SNAP_SERVICE_CODES.accountInquiryInternal,
            SNAP_PATHS.accountInquiryInternal,
            { beneficiaryAccountNo: accountNumber },
          )
        : await this.#serviceCall(
            operation,
            SNAP_SERVICE_CODES.accountInquiryExternal,
            SNAP_PATHS.accountInquiryExternal,
            {
              beneficiaryBankCode: bankCode,
              beneficiaryAccountNo: accountNumber,
            },
          );
    const name = text(exchange.payload?.beneficiaryAccountName);
    if (!name) throw this.#invalid(operation, 'the answer has no beneficiaryAccountName');
    return {
      accountNumber,
      name,
      bankCode:
        bankCode === null ? null : (text(exchange.payload?.beneficiaryBankCode) ?? bankCode),
      bankName: text(exchange.payload?.beneficiaryBankName),
      currency: text(exchange.payload?.currency),
    };
  }

  /**
   * Sends money once over the method's SNAP service, our reference as the
   * partnerReferenceNo. Never retried here: a time-out, a 5xx or a connection
   * lost after sending is UNKNOWN (ask `transferStatus` before sending again);
   * a duplicate reference answers the first transfer's status.
   */
  async transfer(request: TransferRequest): Promise<TransferOutcome> {
    const body = transferRequestBody(request, snapTimestamp(request.requestedAt ?? this.#now()));
    const service = TRANSFER_SERVICES[request.method];
    const payload = JSON.stringify(body);
    for (let fresh = false; ; fresh = true) {
      const delivery = await this.#deliver(
        service.operation,
        service.path,
        await this.#serviceHeaders(service.path, payload),
        payload,
      );
      if (!delivery.answered) {
        if (delivery.surelyNotSent)
          throw new BankAdapterError('UNAVAILABLE', this.#noAnswer(service.operation, delivery), {
            operation: service.operation,
          });
        return {
          reference: request.reference,
          method: request.method,
          bankReference: null,
          bankResponseCode: null,
          bankResponseMessage: null,
          status: 'UNKNOWN',
          reason: this.#noAnswer(service.operation, delivery),
        };
      }
      try {
        return await this.#transferOutcome(request, delivery.exchange);
      } catch (error) {
        if (!this.#rejectedToken(error) || fresh) throw error;
        this.#token = null;
      }
    }
  }

  /** What a transfer's answer says: the outcome, or a thrown BankAdapterError when the bank refused the call itself. */
  async #transferOutcome(request: TransferRequest, exchange: Exchange): Promise<TransferOutcome> {
    const { operation } = TRANSFER_SERVICES[request.method];
    const { payload } = exchange;
    const { given, message } = this.#answerCode(payload);
    const facts = {
      reference: request.reference,
      method: request.method,
      bankReference: text(payload?.referenceNo),
      bankResponseCode: given,
      bankResponseMessage: message,
    };
    let status = given ? Number(given.slice(0, 3)) : exchange.status;
    if (exchange.status >= 500 && status < 500) status = exchange.status;
    const said = `${operationLabels[operation]}: the bank answered ${given ? `${given}${message ? ` ${message}` : ''}` : `HTTP ${exchange.status}`}.`;
    if (status >= 500 || status === 408 || (exchange.status < 300 && !payload))
      return { ...facts, status: 'UNKNOWN', reason: said };
    if (status === 202) return { ...facts, status: 'ACCEPTED' };
    if (status >= 200 && status < 300) {
      const stated = text(payload?.transactionStatus);
      if (stated === null) return { ...facts, status: 'SUCCESS' };
      const state = transferStatusOfCode(stated, text(payload?.transactionStatusDesc));
      if (!state || state.status === 'NOT_FOUND')
        return {
          ...facts,
          status: 'UNKNOWN',
          reason: `${operationLabels[operation]}: the answer has transactionStatus ${stated}.`,
        };
      return state.status === 'FAILED'
        ? { ...facts, status: 'FAILED', reason: state.reason }
        : { ...facts, status: state.status };
    }
    const caseCode = given ? given.slice(5, 7) : null;
    if (status === 409 && caseCode === '01') return this.#duplicate(request, facts);
    if (given && (status === 403 || status === 404))
      return { ...facts, status: 'FAILED', reason: message ?? given };
    // 400 malformed, 401 credentials, 405 not offered, 409xx00 a reused X-EXTERNAL-ID, 429 slow down: refused before the transfer was looked at.
    throw new BankAdapterError(kindOf(status, caseCode), said, {
      operation,
      httpStatus: exchange.status,
      bankResponseCode: given,
      bankResponseMessage: message,
    });
  }

  /** 409xx01 Duplicate partnerReferenceNo: the bank already has a transfer with our reference; answer that transfer's status. */
  async #duplicate(
    request: TransferRequest,
    facts: Omit<TransferOutcome, 'status' | 'reason' | 'duplicate'>,
  ): Promise<TransferOutcome> {
    const { operation } = TRANSFER_SERVICES[request.method];
    let known: TransferStatus;
    try {
      known = await this.transferStatus({ reference: request.reference, method: request.method });
    } catch (error) {
      const reason =
        error instanceof BankAdapterError ? error.message : 'the status inquiry failed';
      return {
        ...facts,
        status: 'UNKNOWN',
        reason: `${operationLabels[operation]}: the bank has the reference already, and its status is not known: ${reason}`,
      };
    }
    if (known.status === 'NOT_FOUND')
      return {
        ...facts,
        status: 'UNKNOWN',
        reason: `${operationLabels[operation]}: the bank calls the reference a duplicate but does not find it.`,
      };
    if (known.amount !== null && !new Decimal(known.amount).equals(request.amount)) {
      throw new BankAdapterError(
        'INVALID_RESPONSE',
        `${operationLabels[operation]}: the bank already has another transfer (${known.amount}) with reference ${request.reference}.`,
        {
          operation,
          bankResponseCode: facts.bankResponseCode,
          bankResponseMessage: facts.bankResponseMessage,
        },
      );
    }
    const { amount: _amount, ...state } = known;
    return {
      ...state,
      bankResponseCode: facts.bankResponseCode,
      bankResponseMessage: facts.bankResponseMessage,
      duplicate: true,
    };
  }

  /**
   * What the bank holds for our reference (SNAP's transfer status inquiry, 36,
   * with the original's service code): its state, or NOT_FOUND when the bank
   * never booked it (404xx01, or status 07). Retried while the bank is unavailable.
   */
  async transferStatus(query: TransferStatusQuery): Promise<TransferStatus> {
    const service = TRANSFER_SERVICES[query.method];
    if (!service)
      throw new RangeError(`method must be one of ${Object.keys(TRANSFER_SERVICES).join(', ')}.`);
    if (!isTransferReference(query.reference))
      throw new RangeError('reference must be 1 to 64 printable characters.');
    const operation = 'transfer-status';
    const facts = {
      reference: query.reference,
      method: query.method,
      bankReference: null,
      bankResponseCode: null,
      bankResponseMessage: null,
    };
    let exchange: Exchange;
    try {
      exchange = await this.#serviceCall(
        operation,
        SNAP_SERVICE_CODES.transferStatus,
        SNAP_PATHS.transferStatus,
        {
          originalPartnerReferenceNo: query.reference,
          serviceCode: service.serviceCode,
        },
      );
    } catch (error) {
      if (error instanceof BankAdapterError && /^404\d\d01$/.test(error.bankResponseCode ?? '')) {
        return {
          ...facts,
          bankResponseCode: error.bankResponseCode,
          bankResponseMessage: error.bankResponseMessage,
          status: 'NOT_FOUND',
        };
      }
      throw error;
    }
    const { payload } = exchange;
    const state = transferStatusOfCode(
      text(payload?.latestTransactionStatus),
      text(payload?.transactionStatusDesc),
    );
    if (!state)
      throw this.#invalid(operation, 'the answer has no readable latestTransactionStatus');
    const known = {
      ...facts,
      bankReference: text(payload?.originalReferenceNo),
      bankResponseCode: typeof payload?.responseCode === 'string' ? payload.responseCode : null,
      bankResponseMessage:
        typeof payload?.responseMessage === 'string'
          ? this.#redact(payload.responseMessage).slice(0, 300)
          : null,
    };
    if (state.status === 'NOT_FOUND') return { ...known, status: 'NOT_FOUND' };
    return {
      ...known,
      ...state,
      amount: this.#money(operation, payload?.amount, 'amount')?.value ?? null,
    };
  }

  /** A signed service call, retried while the bank is unavailable; a rejected token is replaced once. */
  async #serviceCall(
    operation: Operation,
    serviceCode: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<Exchange> {
    return this.#withRetries(operation, async () => {
      for (let fresh = false; ; fresh = true) {
        const payload = JSON.stringify(body);
        const exchange = await this.#send(
          operation,
          path,
          await this.#serviceHeaders(path, payload),
          payload,
        );
        try {
          this.#check(operation, serviceCode, exchange);
          return exchange;
        } catch (error) {
          if (!this.#rejectedToken(error) || fresh) throw error;
          this.#token = null;
        }
      }
    });
  }

  /** 401xx01 Invalid Token (B2B), 401xx03 Token Not Found: the token expired or was revoked early; a fresh one may go through. */
  #rejectedToken(error: unknown): boolean {
    return error instanceof BankAdapterError && /^401\d\d0[13]$/.test(error.bankResponseCode ?? '');
  }

  /** The headers of a signed service call: the access token, the HMAC-SHA512 signature and a fresh X-EXTERNAL-ID. */
  async #serviceHeaders(path: string, payload: string): Promise<Record<string, string>> {
    const accessToken = await this.#accessToken();
    const timestamp = snapTimestamp(this.#now());
    const signature = serviceSignature(this.#credentials.clientSecret, {
      method: 'POST',
      relativeUrl: this.#relativeUrl(path),
      accessToken,
      body: payload,
      timestamp,
    });
    return {
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
      'x-timestamp': timestamp,
      'x-signature': signature,
      'x-partner-id': this.#credentials.partnerId,
      'x-external-id': newExternalId(this.#now()),
      'channel-id': this.#credentials.channelId,
    };
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#now().getTime() < this.#token.refreshAt) return this.#token.value;
    this.#tokenRequest ??= this.#requestToken().finally(() => {
      this.#tokenRequest = null;
    });
    return this.#tokenRequest;
  }

  async #requestToken(): Promise<string> {
    const operation = 'access-token';
    const requestedAt = this.#now().getTime();
    const timestamp = snapTimestamp(new Date(requestedAt));
    const headers = {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-client-key': this.#credentials.clientId,
      'x-signature': accessTokenSignature(this.#key(), this.#credentials.clientId, timestamp),
    };
    const exchange = await this.#send(
      operation,
      SNAP_PATHS.accessToken,
      headers,
      JSON.stringify({ grantType: 'client_credentials' }),
    );
    this.#check(operation, SNAP_SERVICE_CODES.accessToken, exchange);
    const accessToken = text(exchange.payload?.accessToken);
    if (!accessToken) throw this.#invalid(operation, 'the answer has no accessToken');
    const expiresIn = Number(exchange.payload?.expiresIn);
    const lifetime = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 900;
    // Renew a little before the bank's expiry: a tenth of the lifetime, at most a minute.
    const margin = Math.min(60, lifetime / 10);
    this.#token = { value: accessToken, refreshAt: requestedAt + (lifetime - margin) * 1000 };
    return accessToken;
  }

  #key(): KeyObject {
    if (this.#privateKey) return this.#privateKey;
    try {
      this.#privateKey = createPrivateKey(this.#credentials.privateKeyPem);
    } catch {
      // The parser's message can quote the input; say only what is wrong.
      throw new BankAdapterError(
        'UNAUTHORIZED',
        'The private key of the SNAP connection is not a readable PEM key.',
        { operation: 'access-token' },
      );
    }
    return this.#privateKey;
  }

  #relativeUrl(path: string): string {
    const url = new URL(this.#baseUrl + path);
    return url.pathname + url.search;
  }

  /** One HTTP exchange under the time-out. A refused connection or a time-out is UNAVAILABLE. */
  async #send(
    operation: Operation,
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<Exchange> {
    const delivery = await this.#deliver(operation, path, headers, body);
    if (delivery.answered) return delivery.exchange;
    throw new BankAdapterError('UNAVAILABLE', this.#noAnswer(operation, delivery), { operation });
  }

  #noAnswer(
    operation: Operation,
    delivery: { timedOut: boolean; code: string | undefined },
  ): string {
    return delivery.timedOut
      ? `${operationLabels[operation]}: the bank did not answer within ${this.#timeoutMs} ms.`
      : `${operationLabels[operation]}: the bank could not be reached${delivery.code ? ` (${delivery.code})` : ''}.`;
  }

  /** One HTTP exchange under the time-out, answered or not; never throws for the network. */
  async #deliver(
    operation: Operation,
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<Delivery> {
    const started = Date.now();
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let status: number;
    let raw: string;
    let timestamp: string | null;
    try {
      const response = await request(this.#baseUrl + path, {
        method: 'POST',
        headers,
        body,
        signal,
        dispatcher: this.#dispatcher,
      });
      status = response.statusCode;
      const stated = response.headers['x-timestamp'];
      timestamp = typeof stated === 'string' ? stated : null;
      raw = await response.body.text();
    } catch (error) {
      const timedOut = signal.aborted;
      const own = (error as { code?: unknown }).code;
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      const code = typeof own === 'string' ? own : typeof cause === 'string' ? cause : undefined;
      this.#log?.warn(
        { operation, path, ms: Date.now() - started, timedOut, errorCode: code },
        'SNAP call got no answer',
      );
      const surelyNotSent =
        !timedOut &&
        (NOT_SENT_CODES.has(code ?? '') ||
          NOT_SENT_CODES.has(typeof cause === 'string' ? cause : ''));
      return { answered: false, surelyNotSent, timedOut, code };
    }
    let payload: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = raw === '' ? null : JSON.parse(raw);
      payload = isRecord(parsed) ? parsed : null;
    } catch {
      payload = null;
    }
    const responseCode =
      typeof payload?.responseCode === 'string' ? payload.responseCode : undefined;
    this.#log?.debug(
      {
        operation,
        path,
        status,
        responseCode,
        ms: Date.now() - started,
        externalId: headers['x-external-id'],
      },
      'SNAP call',
    );
    return { answered: true, exchange: { status, payload, timestamp } };
  }

  /** The bank's own response code of an answer (seven digits) and its message (redacted, at most 300 characters), null where it gives none. */
  #answerCode(payload: Exchange['payload']): { given: string | null; message: string | null } {
    const given =
      typeof payload?.responseCode === 'string' && /^\d{7}$/.test(payload.responseCode)
        ? payload.responseCode
        : null;
    const message =
      typeof payload?.responseMessage === 'string'
        ? this.#redact(payload.responseMessage).slice(0, 300)
        : null;
    return { given, message };
  }

  /** Throws the BankAdapterError an answer stands for, unless it is a success. */
  #check(operation: Operation, serviceCode: string, exchange: Exchange): void {
    const { payload } = exchange;
    const { given, message } = this.#answerCode(payload);
    let status = given ? Number(given.slice(0, 3)) : exchange.status;
    if (exchange.status >= 500 && status < 500) status = exchange.status;
    if (status >= 200 && status < 300 && status !== 202 && exchange.status < 300) {
      if (!payload) throw this.#invalid(operation, 'the answer is not a JSON object');
      return;
    }
    if (status >= 200 && status < 300 && status !== 202) status = exchange.status;
    const kind = kindOf(status, given ? given.slice(5, 7) : null);
    const said = given ? `${given}${message ? ` ${message}` : ''}` : `HTTP ${exchange.status}`;
    const error = new BankAdapterError(
      kind,
      `${operationLabels[operation]}: the bank answered ${said}.`,
      {
        operation,
        httpStatus: exchange.status,
        bankResponseCode: given,
        bankResponseMessage: message,
      },
    );
    if (given && given.slice(3, 5) !== serviceCode)
      this.#log?.debug(
        { operation, responseCode: given, serviceCode },
        'SNAP answer carries another service code',
      );
    throw error;
  }

  #invalid(operation: Operation, what: string): BankAdapterError {
    return new BankAdapterError('INVALID_RESPONSE', `${operationLabels[operation]}: ${what}.`, {
      operation,
    });
  }

  /** Whatever the bank echoes goes to logs: take out anything that is ours to keep. */
  #redact(value: string): string {
    const secrets = [
      this.#credentials.clientSecret,
      this.#token?.value ?? '',
      ...this.#credentials.privateKeyPem
        .split(/\s+/)
        .filter((line) => line.length >= 16 && !line.startsWith('-----')),
    ];
    return secrets
      .filter((secret) => secret.length >= 4)
      .reduce((result, secret) => result.split(secret).join('[redacted]'), value);
  }

  async #withRetries<T>(operation: Operation, attempt: () => Promise<T>): Promise<T> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (
          !(error instanceof BankAdapterError) ||
          error.kind !== 'UNAVAILABLE' ||
          tried >= this.#attempts
        )
          throw error;
        const delayMs = Math.round(
          Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (tried - 1)) *
            (0.5 + Math.random() / 2),
        );
        this.#log?.warn(
          {
            operation,
            attempt: tried,
            kind: error.kind,
            bankResponseCode: error.bankResponseCode,
            httpStatus: error.httpStatus,
            delayMs,
          },
          'SNAP call failed, retrying',
        );
        await sleep(delayMs);
      }
    }
  }
}

/** A BankAdapter for one SNAP connection. */
export function createSnapAdapter(options: SnapAdapterOptions): BankAdapter {
  return new SnapBankAdapter(options);
}
