import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';

/**
 * The sandbox's books: one record per charge of either provider, and the
 * notification bodies each provider sends about it. This is a test double of
 * an external provider, so it keeps its charges in memory.
 *
 * Xendit's invoice callback (xendit-node `invoice/models/InvoiceCallback.ts`):
 * id, external_id, user_id, status, merchant_name, amount, paid_amount,
 * paid_at, payer_email, description, currency, payment_method,
 * payment_channel, payment_destination, payment_id, bank_code, created,
 * updated; amounts are JSON numbers. Its GET answer (`invoice/models/Invoice.ts`)
 * adds invoice_url, expiry_date, success/failure redirect URLs.
 *
 * Midtrans's notification (docs.midtrans.com "HTTP(S) Notification /
 * Webhooks" and "Expire transaction" samples): transaction_time,
 * transaction_status, transaction_id, status_message, status_code,
 * signature_key, payment_type, order_id, merchant_id, gross_amount ("10000.00"),
 * fraud_status, currency, expiry_time, settlement_time; per method va_numbers
 * [{bank, va_number}] (bca, bni, bri), permata_va_number, bill_key and
 * biller_code (echannel, Mandiri), acquirer (qris). status_code is 201 for
 * pending, 200 for settlement, 202 for deny and for an expiry notification,
 * and 407 for an expired transaction's status answer ("Expire transaction").
 */

export type SandboxProvider = 'XENDIT' | 'MIDTRANS';
export type SandboxStatus = 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED' | 'FAILED';
/** The provider-neutral method: the bank of a virtual account, or QRIS. */
export type SandboxMethod = 'BCA' | 'BNI' | 'BRI' | 'MANDIRI' | 'PERMATA' | 'QRIS';

export type SandboxCharge = {
  provider: SandboxProvider;
  /** Xendit's invoice id, or Midtrans's Snap token. */
  ref: string;
  orderId: string;
  amount: Decimal;
  method: SandboxMethod;
  description: string;
  customerName: string | null;
  customerEmail: string | null;
  successUrl: string | null;
  failureUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  status: SandboxStatus;
  /** The virtual account number, or for Mandiri the bill key. */
  vaNumber: string | null;
  qrString: string | null;
  /** Midtrans's transaction_id, given once the buyer opens the page (picks the method). */
  transactionId: string | null;
  /** The path of the hosted payment page. */
  pagePath: string;
  /**
   * Midtrans only: what took money back after settlement (a refund, a
   * chargeback, or the bank's reversal "deny"), and how much in all.
   */
  reversal: { kind: 'refund' | 'chargeback' | 'deny'; amount: Decimal; count: number } | null;
  /** Xendit only: what the buyer paid when it is not the amount (a bank's transfer of another amount to the account). */
  paidAmount?: Decimal;
};

const MIDTRANS_BANK: Partial<Record<SandboxMethod, string>> = {
  BCA: 'bca',
  BNI: 'bni',
  BRI: 'bri',
};

export const MIDTRANS_METHOD: Record<string, SandboxMethod> = {
  bca_va: 'BCA',
  bni_va: 'BNI',
  bri_va: 'BRI',
  echannel: 'MANDIRI',
  permata_va: 'PERMATA',
  other_qris: 'QRIS',
};

export const XENDIT_METHODS: readonly SandboxMethod[] = [
  'BCA',
  'BNI',
  'BRI',
  'MANDIRI',
  'PERMATA',
  'QRIS',
];

export function newXenditInvoiceId(): string {
  // Xendit's invoice ids are 24 hex digits, like a MongoDB ObjectId.
  return randomBytes(12).toString('hex');
}

/** A plausible virtual account number per bank: the bank's usual length, random digits. */
export function virtualAccountNumber(method: SandboxMethod): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => String(randomInt(0, 10))).join('');
  switch (method) {
    case 'BCA':
      return `39358${digits(11)}`;
    case 'BNI':
      return `8808${digits(12)}`;
    case 'BRI':
      return `26215${digits(10)}`;
    case 'MANDIRI':
      return digits(12);
    case 'PERMATA':
      return `8778${digits(12)}`;
    default:
      throw new Error(`${method} has no virtual account.`);
  }
}

function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic QRIS payload in the EMVCo merchant-presented layout, closed with its CRC-16. */
export function qrisString(amount: Decimal, orderId: string): string {
  const field = (id: string, value: string) =>
    `${id}${String(value.length).padStart(2, '0')}${value}`;
  const merchant = field('00', 'ID.CO.SANDBOX.WWW') + field('01', '936000000000000000');
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', merchant) +
    field('52', '5999') +
    field('53', '360') +
    field('54', amount.toFixed(0)) +
    field('58', 'ID') +
    field('59', 'KAS SANDBOX') +
    field('60', 'JAKARTA') +
    field('62', field('01', orderId.slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}

/** "2024-01-31 10:15:00", Jakarta local time, as Midtrans writes its times. */
export function midtransTime(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

/** What Xendit's invoice and its callback both say of it. */
function xenditFields(charge: SandboxCharge): Record<string, unknown> {
  return {
    id: charge.ref,
    external_id: charge.orderId,
    user_id: 'sandbox-business',
    is_high: false,
    status: charge.status,
    merchant_name: 'Kas Sandbox Merchant',
    amount: charge.amount.toNumber(),
    ...(charge.customerEmail ? { payer_email: charge.customerEmail } : {}),
    description: charge.description,
    currency: 'IDR',
    created: charge.createdAt.toISOString(),
    updated: charge.updatedAt.toISOString(),
  };
}

/** What Xendit adds of a paid invoice, in the invoice and its callback alike. */
function xenditPayment(charge: SandboxCharge): Record<string, unknown> {
  if (charge.status !== 'PAID' && charge.status !== 'SETTLED') return {};
  return {
    paid_amount: (charge.paidAmount ?? charge.amount).toNumber(),
    paid_at: charge.paidAt!.toISOString(),
    payment_method: charge.method === 'QRIS' ? 'QR_CODE' : 'BANK_TRANSFER',
    payment_channel: charge.method,
    payment_destination: charge.method === 'QRIS' ? `qr_${charge.ref}` : charge.vaNumber,
    ...(charge.method === 'QRIS' ? {} : { bank_code: charge.method }),
  };
}

export function xenditInvoice(charge: SandboxCharge, pageUrl: string): Record<string, unknown> {
  return {
    ...xenditFields(charge),
    merchant_profile_picture_url: '',
    expiry_date: charge.expiresAt.toISOString(),
    invoice_url: pageUrl,
    available_banks:
      charge.method === 'QRIS'
        ? []
        : [
            {
              bank_code: charge.method,
              collection_type: 'POOL',
              bank_account_number: charge.vaNumber,
              transfer_amount: charge.amount.toNumber(),
              account_holder_name: 'KAS SANDBOX MERCHANT',
            },
          ],
    available_retail_outlets: [],
    available_ewallets: [],
    available_qr_codes: charge.method === 'QRIS' ? [{ qr_code_type: 'QRIS' }] : [],
    available_direct_debits: [],
    available_paylaters: [],
    should_send_email: false,
    client_type: 'API_GATEWAY',
    ...(charge.successUrl ? { success_redirect_url: charge.successUrl } : {}),
    ...(charge.failureUrl ? { failure_redirect_url: charge.failureUrl } : {}),
    ...(charge.customerName || charge.customerEmail
      ? {
          customer: {
            ...(charge.customerName ? { given_names: charge.customerName } : {}),
            ...(charge.customerEmail ? { email: charge.customerEmail } : {}),
          },
        }
      : {}),
    ...xenditPayment(charge),
  };
}

/** Xendit's invoice callback: the invoice's fields a callback carries. */
export function xenditCallback(charge: SandboxCharge): Record<string, unknown> {
  const payment = xenditPayment(charge);
  return {
    ...xenditFields(charge),
    ...payment,
    ...('paid_at' in payment
      ? { payment_id: `pay_${createHash('sha256').update(charge.ref).digest('hex').slice(0, 24)}` }
      : {}),
  };
}

const MIDTRANS_STATE: Record<SandboxStatus, { status: string; notified: string; asked: string }> = {
  PENDING: { status: 'pending', notified: '201', asked: '201' },
  PAID: { status: 'settlement', notified: '200', asked: '200' },
  SETTLED: { status: 'settlement', notified: '200', asked: '200' },
  EXPIRED: { status: 'expire', notified: '202', asked: '407' },
  FAILED: { status: 'deny', notified: '202', asked: '202' },
};

/**
 * A settled transaction's later status (https://docs.midtrans.com/docs/transaction-status-cycle):
 * refund or chargeback when all of it was taken back, partial_ when some,
 * signed with 200 as the success they are; deny (the bank's reversal) with 202.
 */
function midtransState(charge: SandboxCharge): { status: string; notified: string; asked: string } {
  const reversal = charge.reversal;
  if (!reversal) return MIDTRANS_STATE[charge.status];
  if (reversal.kind === 'deny') return { status: 'deny', notified: '202', asked: '202' };
  const status = reversal.amount.lt(charge.amount) ? `partial_${reversal.kind}` : reversal.kind;
  return { status, notified: '200', asked: '200' };
}

/** What Midtrans says of a transaction's refunds (the Get Status sample of a partial_refund). */
function midtransRefunds(charge: SandboxCharge): Record<string, unknown> {
  const reversal = charge.reversal;
  if (!reversal || reversal.kind === 'deny') return {};
  return {
    refund_amount: reversal.amount.toFixed(2),
    refunds: [
      {
        refund_chargeback_id: reversal.count,
        refund_amount: reversal.amount.toFixed(2),
        created_at: midtransTime(charge.updatedAt),
        reason: reversal.kind === 'refund' ? 'Refund by merchant' : 'Chargeback by the issuer',
      },
    ],
  };
}

/**
 * Midtrans's notification (`for: 'notification'`) or status answer
 * (`for: 'status'`) of a charge, signed with the server key.
 */
export function midtransTransaction(
  charge: SandboxCharge,
  serverKey: string,
  use: 'notification' | 'status',
): Record<string, unknown> {
  const state = midtransState(charge);
  const statusCode = use === 'notification' ? state.notified : state.asked;
  const grossAmount = charge.amount.toFixed(2);
  const signature = createHash('sha512')
    .update(charge.orderId + statusCode + grossAmount + serverKey, 'utf8')
    .digest('hex');
  const bank = MIDTRANS_BANK[charge.method];
  const methodFields =
    charge.method === 'QRIS'
      ? { payment_type: 'qris', acquirer: 'gopay' }
      : charge.method === 'MANDIRI'
        ? { payment_type: 'echannel', bill_key: charge.vaNumber, biller_code: '70012' }
        : charge.method === 'PERMATA'
          ? { payment_type: 'bank_transfer', permata_va_number: charge.vaNumber }
          : { payment_type: 'bank_transfer', va_numbers: [{ bank, va_number: charge.vaNumber }] };
  return {
    transaction_time: midtransTime(charge.createdAt),
    transaction_status: state.status,
    transaction_id: charge.transactionId ?? randomUUID(),
    status_message:
      use === 'notification' ? 'midtrans payment notification' : 'Success, transaction is found',
    status_code: statusCode,
    signature_key: signature,
    ...methodFields,
    order_id: charge.orderId,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
    expiry_time: midtransTime(charge.expiresAt),
    ...(charge.paidAt ? { settlement_time: midtransTime(charge.paidAt) } : {}),
    ...midtransRefunds(charge),
  };
}
