/**
 * What the treasury service needs from a bank, whatever the wire protocol:
 * the balance of an account and its booked transactions over a date range,
 * the name behind a beneficiary's account, and sending money with the
 * transfer's status afterwards.
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
 * How money leaves an account: to another account at the same bank, or to
 * another bank over BI-FAST, online switching, SKN or RTGS.
 */
export type TransferMethod = 'INTRABANK' | 'BI_FAST' | 'ONLINE' | 'SKN' | 'RTGS';

/** Whose account a beneficiary is: at the adapter's bank (no bankCode) or at the bank with this BI code ("002", "014"…). */
export type AccountInquiryRequest = { accountNumber: string; bankCode?: string | null };

/** A beneficiary's account as their bank holds it: check the name before sending money. */
export type BeneficiaryAccount = {
  accountNumber: string;
  /** The account holder's name as the bank has it. */
  name: string;
  /** The BI code of the beneficiary's bank; null for an account at the adapter's bank. */
  bankCode: string | null;
  bankName: string | null;
  currency: string | null;
};

export type TransferBeneficiary = {
  accountNumber: string;
  /** The name we expect (from the account inquiry); banks require it for transfers that leave them. */
  name: string;
  /** The BI code of the beneficiary's bank; required unless the method is INTRABANK. */
  bankCode?: string | null;
  bankName?: string | null;
  address?: string | null;
  email?: string | null;
  /** RTGS and SKN ask who the beneficiary is; default CORPORATE. */
  customerType?: 'INDIVIDUAL' | 'CORPORATE' | 'GOVERNMENT';
  /** RTGS and SKN ask where the beneficiary lives; default RESIDENT. */
  residence?: 'RESIDENT' | 'NON_RESIDENT';
};

export type TransferRequest = {
  /**
   * Our record's id, sent as the bank's partnerReferenceNo (at most 64
   * characters): the bank refuses a second transfer with it, so a retry can
   * never send twice.
   */
  reference: string;
  method: TransferMethod;
  sourceAccountNumber: string;
  beneficiary: TransferBeneficiary;
  /** A positive decimal string with at most two fraction digits ("1500000.00"), never a number. */
  amount: string;
  /** ISO 4217; default "IDR". */
  currency?: string;
  /** What the beneficiary's statement shows, where the transfer carries one (not over SNAP's interbank service). */
  remark?: string | null;
  /** When we asked for it; default now. */
  requestedAt?: Date;
};

type TransferFacts = {
  reference: string;
  method: TransferMethod;
  /** The bank's own reference for the transfer, when it gave one. */
  bankReference: string | null;
  /** What the bank answered (for SNAP seven digits, "2001800"), when it answered. */
  bankResponseCode: string | null;
  bankResponseMessage: string | null;
};

/**
 * What became of a transfer, as far as the bank said:
 *
 * - ACCEPTED: the bank took it and has not finished it (it will settle later; ask or wait for its notification).
 * - PENDING: the bank says it is on its way.
 * - SUCCESS: the money left (or arrived, within the bank).
 * - FAILED: the bank refused or failed it, for `reason`; no money moved, or it came back.
 * - UNKNOWN: we sent it and got no usable answer (time-out, 5xx, connection reset):
 *   the bank may have booked it. Ask `transferStatus` before any retry.
 *
 * A `duplicate` outcome is the bank's word that it already had a transfer with
 * this reference: the outcome is that transfer's status, and nothing was sent again.
 */
export type TransferOutcome = TransferFacts &
  (
    | { status: 'ACCEPTED' | 'PENDING' | 'SUCCESS'; duplicate?: boolean }
    | { status: 'FAILED'; reason: string; duplicate?: boolean }
    | { status: 'UNKNOWN'; reason: string }
  );

/** A transfer the status inquiry asks about: our reference, and how it was sent (the bank files transfers per service). */
export type TransferStatusQuery = { reference: string; method: TransferMethod };

/** What the bank holds for a reference: a transfer's state, or NOT_FOUND when it never booked one (safe to send again). */
export type TransferStatus = TransferFacts &
  (
    | { status: 'ACCEPTED' | 'PENDING' | 'SUCCESS'; amount: string | null }
    | { status: 'FAILED'; reason: string; amount: string | null }
    | { status: 'NOT_FOUND' }
  );

/**
 * A connection to one bank with one set of credentials.
 *
 * `transactions` yields the booked lines of the range oldest first, asking the
 * bank page by page under the hood; a caller may stop early (`break`) and no
 * further page is asked for.
 *
 * `transfer` sends money once: it never retries by itself. It answers an
 * outcome for everything the bank said about the transfer; it throws a
 * BankAdapterError only when the bank surely did not take it (the call could
 * not be made, the credentials or the request were refused), so sending it
 * again with the same reference is safe. After an UNKNOWN outcome, ask
 * `transferStatus` first.
 */
export type BankAdapter = {
  balance(account: BankAccountRef): Promise<BankBalance>;
  transactions(account: BankAccountRef, range: DateRange): AsyncIterable<BankTransaction>;
  accountInquiry(request: AccountInquiryRequest): Promise<BeneficiaryAccount>;
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  transferStatus(query: TransferStatusQuery): Promise<TransferStatus>;
};

/**
 * - UNAUTHORIZED: the bank refused the credentials, the signature or the access (reconnect).
 * - NOT_FOUND: the bank does not know the account, or not for these credentials.
 * - RATE_LIMITED: the bank asks us to slow down.
 * - UNAVAILABLE: the bank is down, slow past our time-out, or failing (try later).
 * - INVALID_RESPONSE: the bank and we disagree on the protocol (an answer we cannot read, or a request it calls malformed).
 */
export type BankAdapterErrorKind =
  'UNAUTHORIZED' | 'NOT_FOUND' | 'RATE_LIMITED' | 'UNAVAILABLE' | 'INVALID_RESPONSE';

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

  constructor(
    kind: BankAdapterErrorKind,
    message: string,
    details: {
      operation: string;
      httpStatus?: number | null;
      bankResponseCode?: string | null;
      bankResponseMessage?: string | null;
    },
  ) {
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
