import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Decimal from 'decimal.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { SNAP_PATHS } from '../../formats/snap.js';
import { notifyPartner } from './notifications.js';
import type { SandboxApp } from './sandbox.js';
import {
  accountFor,
  AdditionalInfo,
  invalidFormat,
  jakarta,
  money,
  nextReference,
  reply,
  SnapFailure,
  snapTimestamp,
  type ExternalAccount,
  type InterbankRail,
  type SandboxPartner,
  type SandboxState,
  type SandboxTransfer,
  type TransferService,
} from './snap-core.js';
import type { StatementLine } from './statement-generator.js';

/**
 * The sandbox's transfer services, after ASPI's SNAP "Transfer Kredit PJP AIS
 * Bank" (SNAP Developer Site, apidevportal.aspi-indonesia.or.id, pages
 * "Account Inquiry", "Trigger Transfer" and "Transfer Status Inquiry Bank"):
 *
 * - 15 POST …/account-inquiry-internal {partnerReferenceNo?, beneficiaryAccountNo}
 *   → beneficiaryAccountName, beneficiaryAccountStatus, beneficiaryAccountType ("D" current, "S" savings), currency.
 * - 16 POST …/account-inquiry-external {beneficiaryBankCode, beneficiaryAccountNo, partnerReferenceNo?}
 *   → beneficiaryAccountName, beneficiaryBankCode, beneficiaryBankName, currency.
 * - 17 …/transfer-intrabank, 18 …/transfer-interbank, 22 …/transfer-rtgs, 23 …/transfer-skn:
 *   partnerReferenceNo (String 64), amount {value "10000.00", currency}, beneficiary fields,
 *   sourceAccountNo, transactionDate; RTGS and SKN also beneficiaryCustomerResidence and
 *   beneficiaryCustomerType, and answer transactionStatus (00 success, 03 pending…).
 * - 36 POST …/transfer/status {originalPartnerReferenceNo, serviceCode, …}
 *   → latestTransactionStatus 00 Success, 01 Initiated, 02 Paying, 03 Pending, 04 Refunded,
 *   05 Canceled, 06 Failed, 07 Not found, with transactionStatusDesc (the request and answer
 *   fields also as docs.midtrans.com/reference/transfer-status-inquiry and bni-api/bni-nodejs
 *   src/lib/api/snapBI.js send them).
 *
 * Response codes from ASPI's list: 409xx01 Duplicate partnerReferenceNo (the bank already
 * has a transfer with it: nothing is booked again), 409xx00 Conflict (an X-EXTERNAL-ID
 * reused the same day), 404xx11 Invalid Account, 403xx14 Insufficient Funds, 403xx02
 * Exceeds Transaction Amount Limit, 404xx01 Transaction Not Found, 202xx00 Request In
 * Progress (an interbank transfer still on its way, as Ayoconnect's SNAP disbursement
 * answers 2021800), 500xx00 General Error, 500xx01 Internal Server Error, 500xx02
 * External Server Error, 504xx00 Timeout.
 *
 * SNAP's interbank service (18) does not say which rail carries it; this bank reads
 * `additionalInfo.transferService` ("BI_FAST", the default, or "ONLINE"), SNAP's slot
 * for what the standard does not provide.
 */

/** Accounts at other banks the demo's counterparties hold: external inquiries and interbank transfers reach them. */
export const DEMO_EXTERNAL_ACCOUNTS: readonly ExternalAccount[] = [
  { bankCode: '002', accountNo: '034101000123567', name: 'PT SINAR ABADI JAYA' },
  { bankCode: '008', accountNo: '1230004567890', name: 'CV BERKAH MANDIRI' },
  { bankCode: '009', accountNo: '0451234567', name: 'PT NUSANTARA LOGISTIK' },
  { bankCode: '014', accountNo: '5270123456', name: 'PT KERTAS NUSANTARA' },
  { bankCode: '022', accountNo: '800123456700', name: 'PT PLASTIK JAYA ABADI' },
  { bankCode: '451', accountNo: '7123456789', name: 'UD SINAR TANI' },
];

/** Names of the banks behind the BI codes the generated statements use. */
const BANK_NAMES: Record<string, string> = {
  '002': 'BANK BRI',
  '008': 'BANK MANDIRI',
  '009': 'BANK BNI',
  '011': 'BANK DANAMON',
  '013': 'BANK PERMATA',
  '014': 'BANK BCA',
  '022': 'BANK CIMB NIAGA',
  '028': 'BANK OCBC NISP',
  '200': 'BANK BTN',
  '451': 'BANK SYARIAH INDONESIA',
};

/** BI-FAST's per-transaction limit (Rp250 million) and SKN's (Rp1 billion). */
const BI_FAST_LIMIT = new Decimal('250000000.00');
const SKN_LIMIT = new Decimal('1000000000.00');
/** ASPI's messages for an account that cannot take a transfer, the reasons a pending transfer fails with. */
const FAILURE_REASONS = ['Inactive Card/Account/Customer', 'Dormant Account', 'Do Not Honor'];

type Method = 'INTRABANK' | InterbankRail | 'SKN' | 'RTGS';

const RAILS: Record<Method, { debit: string; fee: string; channel: StatementLine['channel'] }> = {
  INTRABANK: { debit: 'TRF PB KE', fee: 'BIAYA TRF PB', channel: 'INTRABANK' },
  BI_FAST: { debit: 'BI-FAST DB', fee: 'BIAYA TXN BI-FAST', channel: 'BI-FAST' },
  ONLINE: { debit: 'TRF ONLINE DB', fee: 'BIAYA TRF ONLINE', channel: 'ONLINE' },
  SKN: { debit: 'SKN DB', fee: 'BIAYA TRANSFER SKN', channel: 'SKN' },
  RTGS: { debit: 'RTGS DB', fee: 'BIAYA TRANSFER RTGS', channel: 'RTGS' },
};

const Reference = Type.String({ minLength: 1, maxLength: 64 });
const AccountNo = Type.String({ pattern: '^[0-9]{5,34}$' });
const SourceAccountNo = Type.String({ pattern: '^[0-9]{5,19}$' });
const BankCode = Type.String({ pattern: '^[0-9]{3,11}$' });
const SnapDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?(Z|[+-]\\d{2}:\\d{2})?$',
});
/** SNAP's amount: value String(16,2) with its two decimals ("10000.00"), currency ISO 4217. */
const Amount = Type.Object({
  value: Type.String({ pattern: '^\\d{1,16}\\.\\d{2}$' }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
});
const OriginatorInfo = Type.Object({
  originatorCustomerNo: Type.String({ maxLength: 34 }),
  originatorCustomerName: Type.String({ maxLength: 100 }),
  originatorBankCode: Type.String({ maxLength: 11 }),
});

const InternalInquiryBody = Type.Object({
  partnerReferenceNo: Type.Optional(Reference),
  beneficiaryAccountNo: AccountNo,
  additionalInfo: Type.Optional(AdditionalInfo),
});

const ExternalInquiryBody = Type.Object({
  beneficiaryBankCode: BankCode,
  beneficiaryAccountNo: AccountNo,
  partnerReferenceNo: Type.Optional(Reference),
  additionalInfo: Type.Optional(AdditionalInfo),
});

const TransferCommon = {
  partnerReferenceNo: Reference,
  amount: Amount,
  beneficiaryAccountNo: AccountNo,
  beneficiaryEmail: Type.Optional(Type.String({ maxLength: 50 })),
  currency: Type.Optional(Type.String({ maxLength: 3 })),
  customerReference: Type.Optional(Type.String({ maxLength: 30 })),
  feeType: Type.Optional(Type.String({ maxLength: 25 })),
  sourceAccountNo: SourceAccountNo,
  transactionDate: SnapDateTime,
  originatorInfos: Type.Optional(Type.Array(OriginatorInfo)),
};

const IntrabankBody = Type.Object({
  ...TransferCommon,
  remark: Type.Optional(Type.String({ maxLength: 50 })),
  additionalInfo: Type.Optional(AdditionalInfo),
});

const InterbankFields = {
  ...TransferCommon,
  beneficiaryAccountName: Type.String({ minLength: 1, maxLength: 100 }),
  beneficiaryAddress: Type.Optional(Type.String({ maxLength: 100 })),
  beneficiaryBankCode: BankCode,
  beneficiaryBankName: Type.Optional(Type.String({ maxLength: 50 })),
};

const InterbankBody = Type.Object({
  ...InterbankFields,
  additionalInfo: Type.Optional(
    Type.Object(
      {
        transferService: Type.Optional(
          Type.Union([Type.Literal('BI_FAST'), Type.Literal('ONLINE')]),
        ),
      },
      { additionalProperties: true },
    ),
  ),
});

/** RTGS (22) and SKN (23) take the same body (ASPI lists SKN's amount as optional; a transfer without one is refused here). */
const ClearingBody = Type.Object({
  ...InterbankFields,
  beneficiaryCustomerResidence: Type.String({ pattern: '^[12]$' }),
  beneficiaryCustomerType: Type.String({ pattern: '^[123]$' }),
  kodepos: Type.Optional(Type.String({ maxLength: 10 })),
  receiverPhone: Type.Optional(Type.String({ maxLength: 20 })),
  remark: Type.Optional(Type.String({ maxLength: 50 })),
  senderCustomerResidence: Type.Optional(Type.String({ maxLength: 1 })),
  senderCustomerType: Type.Optional(Type.String({ maxLength: 1 })),
  senderPhone: Type.Optional(Type.String({ maxLength: 20 })),
  additionalInfo: Type.Optional(AdditionalInfo),
});

const StatusBody = Type.Object({
  originalPartnerReferenceNo: Reference,
  originalReferenceNo: Type.Optional(Type.String({ maxLength: 64 })),
  originalExternalId: Type.Optional(Type.String({ maxLength: 36 })),
  serviceCode: Type.String({ pattern: '^\\d{2}$' }),
  transactionDate: Type.Optional(SnapDateTime),
  amount: Type.Optional(Amount),
  additionalInfo: Type.Optional(AdditionalInfo),
});

/** A transfer request as every service reads it, whatever its body looked like. */
type Instruction = {
  serviceCode: TransferService;
  method: Method;
  partnerReferenceNo: string;
  sourceAccountNo: string;
  beneficiaryAccountNo: string;
  /** What the partner named the beneficiary; an intrabank transfer takes the bank's name for the account. */
  beneficiaryAccountName: string | null;
  beneficiaryBankCode: string | null;
  amount: Decimal;
  currency: string;
  feeType: string | null;
  remark: string | null;
  transactionDate: string;
  /** The body fields the answer echoes (customerReference, originatorInfos, additionalInfo). */
  echo: Record<string, unknown>;
};

/** What the bank decided for one transfer from its seeded draws, all drawn up front so the same seed tells the same story. */
type Plan = {
  mode: 'normal' | 'late' | 'error-after' | 'error-before';
  pending: boolean;
  errorCode: number;
  settleFails: boolean;
  reason: string;
  notifyTwice: boolean;
};

const plans = new WeakMap<SandboxTransfer, Plan>();

/** The key of a transfer: the partner and its partnerReferenceNo. */
export function transferKey(partnerId: string, partnerReferenceNo: string): string {
  return `${partnerId}\u0000${partnerReferenceNo}`;
}

function planOf(state: SandboxState): Plan {
  const { chaos } = state;
  // Every transfer takes all six draws, in this order, whatever its plan uses: a seed replays the same plans.
  const modeDraw = state.chaosDraws();
  const pendingDraw = state.chaosDraws();
  const codeDraw = state.chaosDraws();
  const settleDraw = state.chaosDraws();
  const reasonDraw = state.chaosDraws();
  const notifyDraw = state.chaosDraws();
  const late = chaos.lateAnswerRate;
  const after = late + chaos.errorAfterBookingRate;
  const before = after + chaos.errorBeforeBookingRate;
  const mode =
    modeDraw < late
      ? 'late'
      : modeDraw < after
        ? 'error-after'
        : modeDraw < before
          ? 'error-before'
          : 'normal';
  return {
    mode,
    pending: pendingDraw < chaos.pendingRate,
    errorCode: Math.floor(codeDraw * 4),
    settleFails: settleDraw < chaos.pendingFailureRate,
    reason: FAILURE_REASONS[Math.floor(reasonDraw * FAILURE_REASONS.length)]!,
    notifyTwice: notifyDraw < chaos.duplicateNotificationRate,
  };
}

/** A 5xx from SNAP's list, the one the plan drew. */
function serverError(
  serviceCode: string,
  draw: number,
): { status: number; body: { responseCode: string; responseMessage: string } } {
  const [status, caseCode, message] = (
    [
      [500, '00', 'General Error'],
      [500, '01', 'Internal Server Error'],
      [500, '02', 'External Server Error'],
      [504, '00', 'Timeout'],
    ] as const
  )[draw]!;
  return {
    status,
    body: { responseCode: `${status}${serviceCode}${caseCode}`, responseMessage: message },
  };
}

/** Waits, but no longer than the bank lives. */
async function pause(state: SandboxState, ms: number): Promise<void> {
  await sleep(ms, undefined, { signal: state.lifetime.signal }).catch(() => undefined);
}

function bankNameOf(state: SandboxState, bankCode: string, given?: string): string {
  if (bankCode === state.bankCode) return state.bankName;
  return given ?? BANK_NAMES[bankCode] ?? `BANK ${bankCode}`;
}

/** The beneficiary as this bank knows it: one of its own accounts, or one at another bank. */
function beneficiaryOf(
  state: SandboxState,
  bankCode: string,
  accountNo: string,
): { name: string; ownAccount: boolean; currency: string; accountType: 'D' | 'S' } {
  if (bankCode === state.bankCode) {
    const account = state.books.account(accountNo);
    if (account)
      return {
        name: account.name,
        ownAccount: true,
        currency: account.currency,
        accountType: account.profile === 'business' ? 'D' : 'S',
      };
    // A customer of this bank the sandbox keeps no books for: known by name only, as an account at another bank is.
  }
  const external = state.externalAccounts.get(`${bankCode}:${accountNo}`);
  if (!external) throw new SnapFailure(404, '11', 'Invalid Account');
  return { name: external.name, ownAccount: false, currency: 'IDR', accountType: 'D' };
}

function feeOf(state: SandboxState, instruction: Instruction): Decimal {
  const tariff = state.fees[instruction.method];
  // OUR (the default): the sender pays; BEN: the beneficiary does; SHA: the sender pays Rp1,000 of it (ASPI's feeType).
  if (instruction.feeType === 'BEN') return new Decimal(0);
  if (instruction.feeType === 'SHA' || instruction.feeType === '1000')
    return Decimal.min(tariff, 1000);
  return tariff;
}

/** The refusals a bank gives before it books: the account, the currency, the beneficiary, the limits and the funds. */
function checkTransfer(
  state: SandboxState,
  partner: SandboxPartner,
  instruction: Instruction,
  fee: Decimal,
) {
  const source = accountFor(state, partner, instruction.sourceAccountNo);
  if (instruction.currency !== source.currency) throw invalidFormat('amount.currency');
  if (instruction.amount.lessThanOrEqualTo(0)) throw invalidFormat('amount.value');
  const beneficiary = beneficiaryOf(
    state,
    instruction.beneficiaryBankCode ?? state.bankCode,
    instruction.beneficiaryAccountNo,
  );
  if (beneficiary.ownAccount && instruction.beneficiaryAccountNo === source.accountNo)
    throw invalidFormat('beneficiaryAccountNo');
  if (instruction.method === 'BI_FAST' && instruction.amount.greaterThan(BI_FAST_LIMIT))
    throw new SnapFailure(403, '02', 'Exceeds Transaction Amount Limit');
  if (instruction.method === 'SKN' && instruction.amount.greaterThan(SKN_LIMIT))
    throw new SnapFailure(403, '02', 'Exceeds Transaction Amount Limit');
  const now = jakarta(state.clock());
  const available = state.books
    .balanceAt(source.accountNo, now.date, now.time)
    .minus(source.holdAmount);
  if (available.lessThan(instruction.amount.plus(fee)))
    throw new SnapFailure(403, '14', 'Insufficient Funds');
  return { source, beneficiary };
}

function remarkOf(...parts: Array<string | null>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where and how a booked transfer's lines are told: its day and time in Jakarta, its reference, the beneficiary's name as booked. */
type Posting = { date: string; time: string; referenceNo: string; name: string };

/**
 * The transfer's lines in the books: the debit and its fee (when there is one)
 * on the source account, the credit on the beneficiary's when it banks here.
 */
function postTransfer(
  state: SandboxState,
  instruction: Instruction,
  fee: Decimal,
  checked: ReturnType<typeof checkTransfer>,
  { date, time, referenceNo, name }: Posting,
): void {
  const rail = RAILS[instruction.method];
  const toBank =
    instruction.method === 'INTRABANK' ? null : (instruction.beneficiaryBankCode ?? state.bankCode);
  const lines: Array<
    Omit<StatementLine, 'sequence' | 'date' | 'time' | 'postingDate' | 'endingBalance'>
  > = [
    {
      remark: remarkOf(
        rail.debit,
        toBank,
        name,
        instruction.partnerReferenceNo,
        instruction.remark,
      ),
      referenceNo,
      direction: 'DEBIT',
      type: 'SEND_MONEY',
      channel: rail.channel,
      amount: instruction.amount,
    },
  ];
  if (fee.greaterThan(0))
    lines.push({
      remark: remarkOf(rail.fee, instruction.partnerReferenceNo),
      referenceNo: `FE${referenceNo}`,
      direction: 'DEBIT',
      type: 'PAYMENT',
      channel: 'SYSTEM',
      amount: fee,
    });
  state.books.post(instruction.sourceAccountNo, date, time, lines);
  if (!checked.beneficiary.ownAccount) return;
  const credit = remarkOf(
    instruction.method === 'INTRABANK' ? 'TRF PB DARI' : `${rail.channel} CR ${state.bankCode}`,
    checked.source.name,
    instruction.partnerReferenceNo,
    instruction.remark,
  );
  state.books.post(instruction.beneficiaryAccountNo, date, time, [
    {
      remark: credit,
      referenceNo,
      direction: 'CREDIT',
      type: 'RECEIVE_MONEY',
      channel: rail.channel,
      amount: instruction.amount,
    },
  ]);
}

/** A pending transfer settles by itself after the chaos's delay (when it has one), failing when its plan says so. */
function settleLater(
  state: SandboxState,
  partner: SandboxPartner,
  transfer: SandboxTransfer,
  plan: Plan,
): void {
  if (transfer.status !== 'PENDING' || state.chaos.pendingSettleMs === null) return;
  void pause(state, state.chaos.pendingSettleMs)
    .then(async () => {
      if (state.lifetime.signal.aborted || transfer.status !== 'PENDING') return;
      await settleTransfer(
        state,
        partner.partnerId,
        transfer.partnerReferenceNo,
        plan.settleFails ? { status: 'FAILED', reason: plan.reason } : { status: 'SUCCESS' },
      );
    })
    .catch((error: unknown) => state.events.emit('error-settling', error));
}

/** Books the transfer (`postTransfer`), keeps it and tells who listens. Synchronous, so no second request can slip in. */
function book(
  state: SandboxState,
  partner: SandboxPartner,
  instruction: Instruction,
  fee: Decimal,
  checked: ReturnType<typeof checkTransfer>,
  plan: Plan,
  externalId: string,
): SandboxTransfer {
  const at = state.clock();
  const { date, time } = jakarta(at);
  const referenceNo = nextReference(state);
  const name = (instruction.beneficiaryAccountName ?? checked.beneficiary.name).toUpperCase();
  const beneficiaryBankCode = instruction.beneficiaryBankCode ?? state.bankCode;
  postTransfer(state, instruction, fee, checked, { date, time, referenceNo, name });
  const transfer: SandboxTransfer = {
    partnerId: partner.partnerId,
    partnerReferenceNo: instruction.partnerReferenceNo,
    referenceNo,
    externalId,
    serviceCode: instruction.serviceCode,
    rail:
      instruction.method === 'BI_FAST' || instruction.method === 'ONLINE'
        ? instruction.method
        : null,
    sourceAccountNo: instruction.sourceAccountNo,
    beneficiaryAccountNo: instruction.beneficiaryAccountNo,
    beneficiaryAccountName: name,
    beneficiaryBankCode,
    amount: instruction.amount,
    fee,
    currency: instruction.currency,
    transactionDate: instruction.transactionDate,
    bookedAt: snapTimestamp(at),
    status: plan.pending && !checked.beneficiary.ownAccount ? 'PENDING' : 'SUCCESS',
    failureReason: null,
  };
  state.transfers.set(transferKey(partner.partnerId, instruction.partnerReferenceNo), transfer);
  plans.set(transfer, plan);
  const booking = {
    partnerId: partner.partnerId,
    partnerReferenceNo: transfer.partnerReferenceNo,
    referenceNo,
    serviceCode: transfer.serviceCode,
    sourceAccountNo: transfer.sourceAccountNo,
    beneficiaryAccountNo: transfer.beneficiaryAccountNo,
    beneficiaryBankCode,
    amount: instruction.amount.toFixed(2),
    fee: fee.toFixed(2),
    bookedAt: transfer.bookedAt,
  };
  state.bookings.push(booking);
  state.events.emit('booked', booking);
  settleLater(state, partner, transfer, plan);
  return transfer;
}

/**
 * Settles a pending transfer as the clearing would: a success leaves the books
 * as they are, a failure brings the money and the fee back. Then the partner
 * is notified (twice when the plan says so).
 */
export async function settleTransfer(
  state: SandboxState,
  partnerId: string,
  partnerReferenceNo: string,
  outcome: { status: 'SUCCESS' } | { status: 'FAILED'; reason: string },
): Promise<SandboxTransfer> {
  const transfer = state.transfers.get(transferKey(partnerId, partnerReferenceNo));
  if (!transfer || transfer.status !== 'PENDING')
    throw new Error(`No pending transfer ${partnerReferenceNo} of partner ${partnerId}.`);
  transfer.status = outcome.status;
  if (outcome.status === 'FAILED') {
    transfer.failureReason = outcome.reason;
    const method: Method = transfer.rail ?? (transfer.serviceCode === '22' ? 'RTGS' : 'SKN');
    const rail = RAILS[method];
    const { date, time } = jakarta(state.clock());
    const lines: Array<
      Omit<StatementLine, 'sequence' | 'date' | 'time' | 'postingDate' | 'endingBalance'>
    > = [
      {
        remark: remarkOf(
          'RETUR',
          rail.channel,
          transfer.partnerReferenceNo,
          outcome.reason.toUpperCase(),
        ),
        referenceNo: `RT${transfer.referenceNo}`,
        direction: 'CREDIT',
        type: 'RECEIVE_MONEY',
        channel: rail.channel,
        amount: transfer.amount,
      },
    ];
    if (transfer.fee.greaterThan(0))
      lines.push({
        remark: remarkOf('RETUR', rail.fee, transfer.partnerReferenceNo),
        referenceNo: `RF${transfer.referenceNo}`,
        direction: 'CREDIT',
        type: 'RECEIVE_MONEY',
        channel: 'SYSTEM',
        amount: transfer.fee,
      });
    state.books.post(transfer.sourceAccountNo, date, time, lines);
  }
  state.events.emit('settled', transfer);
  const partner = [...state.partnersByKey.values()].find((each) => each.partnerId === partnerId);
  if (partner?.notificationUrl)
    await notifyPartner(state, partner, transfer, plans.get(transfer)?.notifyTwice ?? false);
  return transfer;
}

function statusCode(transfer: SandboxTransfer): { code: string; description: string } {
  if (transfer.status === 'SUCCESS') return { code: '00', description: 'Success' };
  if (transfer.status === 'PENDING') return { code: '03', description: 'Pending' };
  return { code: '06', description: transfer.failureReason ?? 'Failed' };
}

/** The answer of a transfer the bank took, in its service's shape. */
function transferAnswer(
  transfer: SandboxTransfer,
  instruction: Instruction,
  traceNo: string,
): { status: number; body: Record<string, unknown> & { responseCode: string } } {
  const base = {
    referenceNo: transfer.referenceNo,
    partnerReferenceNo: transfer.partnerReferenceNo,
    amount: money(transfer.amount, transfer.currency),
    beneficiaryAccountNo: transfer.beneficiaryAccountNo,
  };
  if (instruction.serviceCode === '17') {
    const body = {
      ...base,
      currency: transfer.currency,
      sourceAccountNo: transfer.sourceAccountNo,
      transactionDate: transfer.transactionDate,
      ...instruction.echo,
    };
    return {
      status: 200,
      body: { responseCode: '2001700', responseMessage: 'Successful', ...body },
    };
  }
  if (instruction.serviceCode === '18') {
    const body = {
      ...base,
      beneficiaryBankCode: transfer.beneficiaryBankCode,
      sourceAccountNo: transfer.sourceAccountNo,
      traceNo,
      ...instruction.echo,
    };
    if (transfer.status === 'PENDING')
      return {
        status: 202,
        body: { responseCode: '2021800', responseMessage: 'Request In Progress', ...body },
      };
    return {
      status: 200,
      body: { responseCode: '2001800', responseMessage: 'Successful', ...body },
    };
  }
  const status = statusCode(transfer);
  return {
    status: 200,
    body: {
      responseCode: `200${instruction.serviceCode}00`,
      responseMessage: 'Successful',
      ...base,
      beneficiaryAccountName: transfer.beneficiaryAccountName,
      beneficiaryAccountType: 'D',
      beneficiaryBankCode: transfer.beneficiaryBankCode,
      currency: transfer.currency,
      sourceAccountNo: transfer.sourceAccountNo,
      traceNo,
      transactionDate: transfer.transactionDate,
      transactionStatus: status.code,
      transactionStatusDesc: status.description,
      ...instruction.echo,
    },
  };
}

/** Runs one transfer: the chaos plan, SNAP's duplicate check, the refusals, the booking and the answer. */
async function runTransfer(
  state: SandboxState,
  request: FastifyRequest,
  response: FastifyReply,
  instruction: Instruction,
) {
  const partner = state.callers.get(request.raw)!;
  state.references.set(request.raw, instruction.partnerReferenceNo);
  const plan = planOf(state);
  if (plan.mode === 'error-before') {
    const error = serverError(instruction.serviceCode, plan.errorCode);
    return reply(state, request, response, error.status, error.body);
  }
  if (state.transfers.has(transferKey(partner.partnerId, instruction.partnerReferenceNo)))
    throw new SnapFailure(409, '01', 'Duplicate partnerReferenceNo');
  const fee = feeOf(state, instruction);
  const checked = checkTransfer(state, partner, instruction, fee);
  const traceNo = `${String(randomInt(0, 100_000_000)).padStart(8, '0')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const transfer = book(
    state,
    partner,
    instruction,
    fee,
    checked,
    plan,
    String(request.headers['x-external-id']),
  );
  if (plan.mode === 'error-after') {
    const error = serverError(instruction.serviceCode, plan.errorCode);
    return reply(state, request, response, error.status, error.body);
  }
  const answer = transferAnswer(transfer, instruction, traceNo);
  if (plan.mode === 'late') await pause(state, state.chaos.lateAnswerMs);
  return reply(state, request, response, answer.status, answer.body);
}

/** The fields every transfer body shares, read into an instruction. */
function instructionOf(
  serviceCode: TransferService,
  method: Method,
  body: Static<typeof IntrabankBody> | Static<typeof InterbankBody> | Static<typeof ClearingBody>,
  beneficiary: { name: string | null; bankCode: string | null },
  remark: string | null,
): Instruction {
  const echo: Record<string, unknown> = {};
  if (body.customerReference !== undefined) echo.customerReference = body.customerReference;
  if (body.originatorInfos !== undefined) echo.originatorInfos = body.originatorInfos;
  if (body.additionalInfo !== undefined) echo.additionalInfo = body.additionalInfo;
  return {
    serviceCode,
    method,
    partnerReferenceNo: body.partnerReferenceNo,
    sourceAccountNo: body.sourceAccountNo,
    beneficiaryAccountNo: body.beneficiaryAccountNo,
    beneficiaryAccountName: beneficiary.name,
    beneficiaryBankCode: beneficiary.bankCode,
    amount: new Decimal(body.amount.value),
    currency: body.amount.currency,
    feeType: body.feeType ?? null,
    remark,
    transactionDate: body.transactionDate,
    echo,
  };
}

function addAccountInquiryRoutes(
  app: SandboxApp,
  state: SandboxState,
  preValidation: (request: FastifyRequest) => Promise<void>,
): void {
  app.post(
    SNAP_PATHS.accountInquiryInternal,
    { preValidation, schema: { body: InternalInquiryBody } },
    async (request, response) => {
      const body: Static<typeof InternalInquiryBody> = request.body;
      const beneficiary = beneficiaryOf(state, state.bankCode, body.beneficiaryAccountNo);
      return reply(state, request, response, 200, {
        responseCode: '2001500',
        responseMessage: 'Successful',
        referenceNo: nextReference(state),
        ...(body.partnerReferenceNo ? { partnerReferenceNo: body.partnerReferenceNo } : {}),
        beneficiaryAccountName: beneficiary.name,
        beneficiaryAccountNo: body.beneficiaryAccountNo,
        beneficiaryAccountStatus: 'Rekening aktif',
        beneficiaryAccountType: beneficiary.accountType,
        currency: beneficiary.currency,
      });
    },
  );

  app.post(
    SNAP_PATHS.accountInquiryExternal,
    { preValidation, schema: { body: ExternalInquiryBody } },
    async (request, response) => {
      const body: Static<typeof ExternalInquiryBody> = request.body;
      const beneficiary = beneficiaryOf(state, body.beneficiaryBankCode, body.beneficiaryAccountNo);
      const external = state.externalAccounts.get(
        `${body.beneficiaryBankCode}:${body.beneficiaryAccountNo}`,
      );
      return reply(state, request, response, 200, {
        responseCode: '2001600',
        responseMessage: 'Successful',
        referenceNo: nextReference(state),
        ...(body.partnerReferenceNo ? { partnerReferenceNo: body.partnerReferenceNo } : {}),
        beneficiaryAccountName: beneficiary.name,
        beneficiaryAccountNo: body.beneficiaryAccountNo,
        beneficiaryBankCode: body.beneficiaryBankCode,
        beneficiaryBankName: bankNameOf(state, body.beneficiaryBankCode, external?.bankName),
        currency: beneficiary.currency,
      });
    },
  );
}

function addStatusRoute(
  app: SandboxApp,
  state: SandboxState,
  preValidation: (request: FastifyRequest) => Promise<void>,
): void {
  app.post(
    SNAP_PATHS.transferStatus,
    { preValidation, schema: { body: StatusBody } },
    async (request, response) => {
      const body: Static<typeof StatusBody> = request.body;
      const partner = state.callers.get(request.raw)!;
      state.references.set(request.raw, body.originalPartnerReferenceNo);
      const transfer = state.transfers.get(
        transferKey(partner.partnerId, body.originalPartnerReferenceNo),
      );
      if (!transfer || transfer.serviceCode !== body.serviceCode)
        throw new SnapFailure(404, '01', 'Transaction Not Found');
      const status = statusCode(transfer);
      return reply(state, request, response, 200, {
        responseCode: '2003600',
        responseMessage: 'Successful',
        originalReferenceNo: transfer.referenceNo,
        originalPartnerReferenceNo: transfer.partnerReferenceNo,
        originalExternalId: transfer.externalId,
        serviceCode: transfer.serviceCode,
        transactionDate: transfer.transactionDate,
        amount: money(transfer.amount, transfer.currency),
        beneficiaryAccountNo: transfer.beneficiaryAccountNo,
        beneficiaryBankCode: transfer.beneficiaryBankCode,
        referenceNumber: transfer.referenceNo,
        sourceAccountNo: transfer.sourceAccountNo,
        latestTransactionStatus: status.code,
        transactionStatusDesc: status.description,
      });
    },
  );
}

/** Adds the account inquiries (15, 16), the four transfers (17, 18, 22, 23) and the transfer status inquiry (36). */
export function addTransferRoutes(
  app: SandboxApp,
  state: SandboxState,
  authenticate: (request: FastifyRequest) => Promise<void>,
): void {
  const preValidation = authenticate;
  addAccountInquiryRoutes(app, state, preValidation);
  addStatusRoute(app, state, preValidation);

  app.post(
    SNAP_PATHS.transferIntrabank,
    { preValidation, schema: { body: IntrabankBody } },
    async (request, response) => {
      const body: Static<typeof IntrabankBody> = request.body;
      return runTransfer(
        state,
        request,
        response,
        instructionOf('17', 'INTRABANK', body, { name: null, bankCode: null }, body.remark ?? null),
      );
    },
  );

  app.post(
    SNAP_PATHS.transferInterbank,
    { preValidation, schema: { body: InterbankBody } },
    async (request, response) => {
      const body: Static<typeof InterbankBody> = request.body;
      const rail: InterbankRail = body.additionalInfo?.transferService ?? 'BI_FAST';
      return runTransfer(
        state,
        request,
        response,
        instructionOf(
          '18',
          rail,
          body,
          { name: body.beneficiaryAccountName, bankCode: body.beneficiaryBankCode },
          null,
        ),
      );
    },
  );

  for (const [path, serviceCode, method] of [
    [SNAP_PATHS.transferRtgs, '22', 'RTGS'],
    [SNAP_PATHS.transferSkn, '23', 'SKN'],
  ] as const) {
    app.post(path, { preValidation, schema: { body: ClearingBody } }, async (request, response) => {
      const body: Static<typeof ClearingBody> = request.body;
      return runTransfer(
        state,
        request,
        response,
        instructionOf(
          serviceCode,
          method,
          body,
          { name: body.beneficiaryAccountName, bankCode: body.beneficiaryBankCode },
          body.remark ?? null,
        ),
      );
    });
  }
}
