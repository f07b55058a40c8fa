/**
 * What the treasury service needs from a bank, whatever the wire protocol:
 * the balance of an account and its booked transactions over a date range.
 * The SNAP adapter (`snap-client.ts`) is the first implementation; a bank that
 * speaks something else gets its own adapter behind the same type.
 *
 * Money is a decimal string with two fraction digits ("1250000.00"), never a
 * JavaScript number. Dates are `YYYY-MM-DD` and times `HH:mm:ss`, both in the
 * bank's local time (Asia/Jakarta for Indonesian banks).
 */

/** Which account at the bank: the adapter's credentials decide which bank. */
export type BankAccountRef = { accountNumber: string };

export type BankBalance = {
  accountNumber: string;
  /** ISO 4217, for example "IDR". */
  currency: string;
  /** What can be spent now: the book balance less holds and uncleared funds. */
  available: string;
  /** The book balance. */
  ledger: string;
  /** The instant the bank stated the balance, ISO 8601 in UTC. */
  asOf: string;
};

/** An inclusive range of business dates, `YYYY-MM-DD`. */
export type DateRange = { from: string; to: string };

export type BankTransaction = {
  /** When the bank booked it, `YYYY-MM-DD`, local time. */
  transactionDate: string;
  /** `HH:mm:ss`, local time, when the bank gives one. */
  transactionTime: string | null;
  /** The value date (an export's posting, value or effective date) when the bank gives one that may differ from the transaction date. */
  postingDate: string | null;
  description: string;
  /** The bank's reference for the line (BI-FAST reference, QRIS settlement id…). */
  reference: string | null;
  direction: 'DEBIT' | 'CREDIT';
  /** Always positive, two fraction digits (`"1500000.00"`); `direction` says which way. */
  amount: string;
  /** The running balance after this line, when the bank gives one. */
  endingBalance: string | null;
};

/**
 * A connection to one bank with one set of credentials.
 *
 * `transactions` yields the booked lines of the range oldest first, asking the
 * bank page by page under the hood; a caller may stop early (`break`) and no
 * further page is asked for.
 */
export type BankAdapter = {
  balance(account: BankAccountRef): Promise<BankBalance>;
  transactions(account: BankAccountRef, range: DateRange): AsyncIterable<BankTransaction>;
};

/**
 * - UNAUTHORIZED: the bank refused the credentials, the signature or the access (reconnect).
 * - NOT_FOUND: the bank does not know the account, or not for these credentials.
 * - RATE_LIMITED: the bank asks us to slow down.
 * - UNAVAILABLE: the bank is down, slow past our time-out, or failing (try later).
 * - INVALID_RESPONSE: the bank and we disagree on the protocol (an answer we cannot read, or a request it calls malformed).
 */
export type BankAdapterErrorKind = 'UNAUTHORIZED' | 'NOT_FOUND' | 'RATE_LIMITED' | 'UNAVAILABLE' | 'INVALID_RESPONSE';

/**
 * A failure talking to a bank. It keeps what the bank said (its response code
 * and message, and the HTTP status) for the logs; it never carries
 * credentials, signatures or access tokens.
 */
export class BankAdapterError extends Error {
  readonly kind: BankAdapterErrorKind;
  /** What we were doing, for example "balance-inquiry". */
  readonly operation: string;
  readonly httpStatus: number | null;
  /** The bank's own code, for SNAP seven digits: HTTP status, service code, case code ("4041111"). */
  readonly bankResponseCode: string | null;
  readonly bankResponseMessage: string | null;

  constructor(kind: BankAdapterErrorKind, message: string, details: { operation: string; httpStatus?: number | null; bankResponseCode?: string | null; bankResponseMessage?: string | null }) {
    super(message);
    this.name = 'BankAdapterError';
    this.kind = kind;
    this.operation = details.operation;
    this.httpStatus = details.httpStatus ?? null;
    this.bankResponseCode = details.bankResponseCode ?? null;
    this.bankResponseMessage = details.bankResponseMessage ?? null;
  }

  /** What pino and JSON.stringify show: the kind and the bank's words, nothing else. */
  toJSON() {
    return {
      name: this.name,
      kind: this.kind,
      message: this.message,
      operation: this.operation,
      httpStatus: this.httpStatus,
      bankResponseCode: this.bankResponseCode,
      bankResponseMessage: this.bankResponseMessage,
    };
  }
}

export function isBankAdapterError(error: unknown): error is BankAdapterError {
  return error instanceof BankAdapterError;
}
