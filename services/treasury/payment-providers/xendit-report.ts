import Decimal from 'decimal.js';
import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import type {
  PaymentMethod,
  PaymentSettlementStatus,
  PaymentTransactionStatus,
} from '../../../contracts/treasury/payment-providers.js';
import { BUSINESS_TIME_ZONE } from './repository/shared.js';
import type { PaymentReportImportCode } from './errors.js';
import { XENDIT_DETAILED_COLUMNS, type XenditColumn } from '../../../formats/xendit-report.js';
import { dateIn } from '../../../formats/calendar.js';

export { XENDIT_DETAILED_COLUMNS, type XenditColumn };

/** The columns an import needs; the rest are read when present. */
export const XENDIT_REQUIRED_COLUMNS: readonly XenditColumn[] = [
  'Status',
  'Type',
  'Payment Method',
  'Currency',
  'Amount',
  'Total Fee Amount',
  'Total VAT Amount',
  'Net Amount',
  'Reference',
  'Transaction ID',
  'Request Time',
  'Payment Time',
  'Settlement Status',
  'Actual Settlement Time',
];

/**
 * The documented statuses, as the spec's transaction statuses. A payment later
 * refunded stays a successful payment: Xendit reports the refund as a row of
 * its own (Type REFUND).
 */
const STATUSES: Record<string, PaymentTransactionStatus> = {
  SUCCESSFUL: 'SUCCESS',
  SUCCESS: 'SUCCESS',
  FAILED: 'FAILED',
  VOIDED: 'VOIDED',
  PENDING: 'PENDING',
  REVERSED: 'REVERSED',
  REFUNDED: 'SUCCESS',
  PARTIALLY_REFUNDED: 'SUCCESS',
  REFUND_PENDING: 'SUCCESS',
};

/** The documented payment methods, as ours. */
const METHODS: Record<string, PaymentMethod> = {
  VIRTUAL_ACCOUNT: 'VIRTUAL_ACCOUNT',
  QR_CODE: 'QRIS',
  CARDS: 'CARD',
  EWALLET: 'EWALLET',
  DIRECT_DEBIT: 'DIRECT_DEBIT',
  RETAIL_OUTLET: 'RETAIL_OUTLET',
  PAYLATER: 'PAYLATER',
  CARDLESS_CREDIT: 'PAYLATER',
};

/** The types whose rows are customers' payments: each becomes a payment record too. */
const PAYMENT_TYPES = new Set(['PAYMENT', 'IN_PERSON_PAYMENT']);

/** One transaction of the report, read and checked. */
export type XenditRow = {
  transactionId: string;
  orderId: string;
  type: string;
  isPayment: boolean;
  status: PaymentTransactionStatus;
  method: PaymentMethod | null;
  channel: string | null;
  customer: string | null;
  currency: Currency;
  amount: string;
  fees: string;
  net: string;
  occurredAt: Date;
  settlementStatus: PaymentSettlementStatus;
  settledAt: Date | null;
  /** The settlement's day in Asia/Jakarta, when settled. */
  settlementDate: string | null;
};

export type RowIssue = {
  field: string;
  code: PaymentReportImportCode;
  value?: string;
  expected?: string;
};

const AMOUNT = /^-?\d{1,18}(\.\d{1,2})?$/;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
const MAX_TEXT = 255;

/** An offset as `+07:00` from the report's Timezone column (`+0700`, `GMT+7`, `UTC+07:00`, `Asia/Jakarta`); Jakarta's when it says none. */
export function offsetOf(timezone: string): string {
  const text = timezone.trim();
  const match = /^(?:GMT|UTC)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(text);
  if (match) return `${match[1]}${match[2]!.padStart(2, '0')}:${match[3] ?? '00'}`;
  return '+07:00';
}

/** An ISO 8601 timestamp of the report as an instant; without its own offset, the report's time zone's. Null when it is not one. */
export function parseReportTime(text: string, offset: string): Date | null {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00', zone] = match;
  const suffix =
    zone === undefined
      ? offset
      : zone === 'Z'
        ? 'Z'
        : zone.includes(':')
          ? zone
          : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (
    m < 1 ||
    m > 12 ||
    d < 1 ||
    d > new Date(Date.UTC(y, m, 0)).getUTCDate() ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second) > 59
  )
    return null;
  const instant = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${suffix}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The calendar day of an instant in Asia/Jakarta, `YYYY-MM-DD`. */
export function businessDate(instant: Date): string {
  return dateIn(BUSINESS_TIME_ZONE, instant);
}

/**
 * The readers of one row's cells: a text (required or not, at most
 * MAX_TEXT characters), an amount and a time in the row's time zone, each
 * reporting what is wrong with its cell through `issue` and answering null
 * then; `valid` says whether none was reported.
 */
function cellReaders(cell: (column: XenditColumn) => string, issue: (problem: RowIssue) => void) {
  let ok = true;
  const fail = (problem: RowIssue) => {
    ok = false;
    issue(problem);
  };
  const text = (column: XenditColumn, required: boolean): string | null => {
    const value = cell(column).trim();
    if (!value) {
      if (required) fail({ field: column, code: 'U-TRSY-PP-23', expected: column });
      return null;
    }
    if (value.length > MAX_TEXT) {
      fail({
        field: column,
        code: 'U-TRSY-PP-33',
        value: value.slice(0, 40),
        expected: String(MAX_TEXT),
      });
      return null;
    }
    return value;
  };
  const amount = (column: XenditColumn): Decimal | null => {
    const value = text(column, true);
    if (value === null) return null;
    if (!AMOUNT.test(value)) {
      fail({ field: column, code: 'U-TRSY-PP-24', value, expected: column });
      return null;
    }
    return new Decimal(value);
  };
  const offset = offsetOf(cell('Timezone'));
  const time = (column: XenditColumn): Date | null => {
    const value = text(column, false);
    if (value === null) return null;
    const instant = parseReportTime(value, offset);
    if (!instant) fail({ field: column, code: 'U-TRSY-PP-30', value, expected: column });
    return instant;
  };
  return { fail, text, amount, time, valid: () => ok };
}

/** Whether the row's money is settled (Settled or Early Settled) or pending, and when it settled. */
function settlementOf(
  cell: (column: XenditColumn) => string,
  { time, fail }: Pick<ReturnType<typeof cellReaders>, 'time' | 'fail'>,
): { settlementStatus: PaymentSettlementStatus | null; settledAt: Date | null } {
  const settlementText = cell('Settlement Status').trim();
  const settlementKey = settlementText.toUpperCase().replace(/[\s_]+/g, ' ');
  let settlementStatus: PaymentSettlementStatus | null = null;
  if (settlementKey === 'SETTLED' || settlementKey === 'EARLY SETTLED')
    settlementStatus = 'SETTLED';
  // Empty: Xendit's failed disbursements and chargeback deductions, which settle nothing.
  else if (settlementKey === 'PENDING' || settlementKey === '') settlementStatus = 'PENDING';
  else fail({ field: 'Settlement Status', code: 'U-TRSY-PP-29', value: settlementText });
  const settledAt = settlementStatus === 'SETTLED' ? time('Actual Settlement Time') : null;
  if (settlementStatus === 'SETTLED' && !cell('Actual Settlement Time').trim())
    fail({ field: 'Actual Settlement Time', code: 'U-TRSY-PP-31' });
  return { settlementStatus, settledAt };
}

/**
 * Reads one row of the report: every problem reported through `issue`; the
 * row when it has none. Net amounts are checked: the Net Amount must be the
 * Amount less the Total Fee Amount and the Total VAT Amount (decimal.js, to
 * the cent).
 */
export function readXenditRow(
  cell: (column: XenditColumn) => string,
  issue: (problem: RowIssue) => void,
): XenditRow | null {
  const { fail, text, amount, time, valid } = cellReaders(cell, issue);

  const transactionId = text('Transaction ID', true);
  const orderId = text('Reference', true);
  const type = text('Type', true)?.toUpperCase() ?? null;
  const statusText = text('Status', true);
  const status = statusText === null ? null : (STATUSES[statusText.toUpperCase()] ?? null);
  if (statusText !== null && !status)
    fail({ field: 'Status', code: 'U-TRSY-PP-28', value: statusText });
  const methodText = text('Payment Method', false);
  const method = methodText === null ? null : (METHODS[methodText.toUpperCase()] ?? 'OTHER');
  const currencyText = text('Currency', true);
  const currency =
    currencyText === null
      ? null
      : ['IDR', 'USD', 'SGD'].includes(currencyText.toUpperCase())
        ? (currencyText.toUpperCase() as Currency)
        : null;
  if (currencyText !== null && !currency)
    fail({ field: 'Currency', code: 'U-TRSY-PP-26', value: currencyText });

  const gross = amount('Amount');
  const fee = amount('Total Fee Amount');
  const vat = amount('Total VAT Amount');
  const net = amount('Net Amount');
  if (gross && fee && vat && net) {
    const expected = gross.minus(fee).minus(vat);
    if (!expected.equals(net))
      fail({
        field: 'Net Amount',
        code: 'U-TRSY-PP-25',
        value: net.toFixed(2),
        expected: expected.toFixed(2),
      });
  }
  const isPayment = type !== null && PAYMENT_TYPES.has(type);
  if (isPayment && gross?.isNegative())
    fail({ field: 'Amount', code: 'U-TRSY-PP-34', value: transactionId ?? '' });

  const paidAt = time('Payment Time');
  const requestedAt = time('Request Time');
  const occurredAt = paidAt ?? requestedAt;
  if (!occurredAt && !cell('Payment Time').trim() && !cell('Request Time').trim())
    fail({ field: 'Payment Time', code: 'U-TRSY-PP-23', expected: 'Payment Time' });

  const { settlementStatus, settledAt } = settlementOf(cell, { time, fail });

  const given = cell('Customer Object Given Names').trim();
  const surname = cell('Customer Object Surname').trim();
  const customer =
    [given, surname].filter(Boolean).join(' ') || cell('Customer Object Email').trim() || null;
  const channel = cell('Payment Channel').trim() || null;

  if (
    !valid() ||
    !transactionId ||
    !orderId ||
    !type ||
    !status ||
    !currency ||
    !gross ||
    !fee ||
    !vat ||
    !net ||
    !occurredAt ||
    !settlementStatus
  )
    return null;
  return {
    transactionId,
    orderId,
    type,
    isPayment,
    status,
    method,
    channel: channel && channel.length <= MAX_TEXT ? channel : null,
    customer: customer && customer.length <= MAX_TEXT ? customer : null,
    currency,
    amount: gross.toFixed(2),
    fees: fee.plus(vat).toFixed(2),
    net: net.toFixed(2),
    occurredAt,
    settlementStatus,
    settledAt,
    settlementDate: settledAt ? businessDate(settledAt) : null,
  };
}
