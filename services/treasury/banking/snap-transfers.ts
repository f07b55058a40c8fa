import Decimal from 'decimal.js';
import { SNAP_PATHS } from '../../../formats/snap.js';
import type { TransferMethod, TransferRequest } from './adapter.js';

/**
 * SNAP's transfer services, as ASPI's "Standar Nasional Open API Pembayaran"
 * defines them (SNAP Developer Site, apidevportal.aspi-indonesia.or.id,
 * "Transfer Kredit PJP AIS Bank": Account Inquiry, Trigger Transfer, Transfer
 * Status Inquiry Bank), checked against public clients of banks' SNAP APIs
 * (bni-api/bni-nodejs src/lib/api/snapBI.js; docs.midtrans.com/reference
 * intrabank-transfer, interbank-transfer, transfer-status-inquiry; BRI's
 * developers.bri.co.id/en/snap-bi/api-transaction-status-inquiry):
 *
 * | service | path                        | code |
 * |---------|-----------------------------|------|
 * | internal account inquiry | …/account-inquiry-internal | 15 |
 * | external account inquiry | …/account-inquiry-external | 16 |
 * | intrabank transfer       | …/transfer-intrabank       | 17 |
 * | interbank transfer (BI-FAST, online) | …/transfer-interbank | 18 |
 * | RTGS transfer            | …/transfer-rtgs            | 22 |
 * | SKN transfer             | …/transfer-skn             | 23 |
 * | transfer status inquiry  | …/transfer/status          | 36 |
 *
 * Transfers carry partnerReferenceNo (String 64, the bank's duplicate check),
 * amount {value String(16,2) with two decimals, currency}, the beneficiary,
 * sourceAccountNo and transactionDate (ISO 8601). SNAP's interbank service
 * names no rail; the bank reads `additionalInfo.transferService` ("BI_FAST" or
 * "ONLINE"), SNAP's slot for what the standard leaves out.
 * The paths and service codes are formats/snap.ts.
 */

export type TransferOperation =
  'transfer-intrabank' | 'transfer-interbank' | 'transfer-rtgs' | 'transfer-skn';

/** The SNAP service each method goes over. */
export const TRANSFER_SERVICES: Record<
  TransferMethod,
  { operation: TransferOperation; serviceCode: string; path: string }
> = {
  INTRABANK: {
    operation: 'transfer-intrabank',
    serviceCode: '17',
    path: SNAP_PATHS.transferIntrabank,
  },
  BI_FAST: {
    operation: 'transfer-interbank',
    serviceCode: '18',
    path: SNAP_PATHS.transferInterbank,
  },
  ONLINE: {
    operation: 'transfer-interbank',
    serviceCode: '18',
    path: SNAP_PATHS.transferInterbank,
  },
  RTGS: { operation: 'transfer-rtgs', serviceCode: '22', path: SNAP_PATHS.transferRtgs },
  SKN: { operation: 'transfer-skn', serviceCode: '23', path: SNAP_PATHS.transferSkn },
};

const METHODS = new Set<string>(Object.keys(TRANSFER_SERVICES));

/** A reference the bank takes as partnerReferenceNo: 1 to 64 printable ASCII characters. */
export function isTransferReference(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value);
}

/** "1500000.5" → "1500000.50": a positive amount of at most 16 whole digits and two fraction digits, or a RangeError. */
export function snapAmount(amount: unknown): string {
  if (typeof amount !== 'string' || !/^\d{1,16}(\.\d{1,2})?$/.test(amount.trim()))
    throw new RangeError(
      'amount must be a decimal string with at most two fraction digits, for example "1500000.00".',
    );
  const value = new Decimal(amount.trim());
  if (value.lessThanOrEqualTo(0)) throw new RangeError('amount must be more than zero.');
  return value.toFixed(2);
}

function digits(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || !new RegExp(`^\\d{3,${max}}$`).test(value))
    throw new RangeError(`${field} must be 3 to ${max} digits.`);
  return value;
}

function optional(
  key: string,
  value: string | null | undefined,
  max: number,
): Record<string, string> {
  return value ? { [key]: value.slice(0, max) } : {};
}

/**
 * The SNAP body of a transfer over its method's service, checked before
 * anything is sent (a RangeError names what is wrong).
 */
export function transferRequestBody(
  request: TransferRequest,
  transactionDate: string,
): Record<string, unknown> {
  if (!METHODS.has(request.method))
    throw new RangeError(`method must be one of ${[...METHODS].join(', ')}.`);
  if (!isTransferReference(request.reference))
    throw new RangeError(
      'reference must be 1 to 64 printable characters (the bank’s partnerReferenceNo).',
    );
  const currency = request.currency ?? 'IDR';
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError('currency must be an ISO 4217 code.');
  const beneficiary = request.beneficiary;
  const common = {
    partnerReferenceNo: request.reference,
    amount: { value: snapAmount(request.amount), currency },
    beneficiaryAccountNo: digits(beneficiary.accountNumber, 'beneficiary.accountNumber', 34),
  };
  const source = {
    sourceAccountNo: digits(request.sourceAccountNumber, 'sourceAccountNumber', 19),
    transactionDate,
  };
  if (request.method === 'INTRABANK') {
    return {
      ...common,
      ...optional('beneficiaryEmail', beneficiary.email, 50),
      ...optional('remark', request.remark, 50),
      ...source,
    };
  }
  const name = beneficiary.name?.trim();
  if (!name) throw new RangeError('beneficiary.name is required for a transfer to another bank.');
  const interbank = {
    ...common,
    beneficiaryAccountName: name.slice(0, 100),
    ...optional('beneficiaryAddress', beneficiary.address, 100),
    beneficiaryBankCode: digits(beneficiary.bankCode, 'beneficiary.bankCode', 11),
    ...optional('beneficiaryBankName', beneficiary.bankName, 50),
    ...optional('beneficiaryEmail', beneficiary.email, 50),
  };
  if (request.method === 'BI_FAST' || request.method === 'ONLINE')
    return { ...interbank, ...source, additionalInfo: { transferService: request.method } };
  return {
    ...interbank,
    // ASPI: beneficiaryCustomerResidence 1 Indonesia, 2 non-Indonesia; beneficiaryCustomerType 1 individual, 2 corporation, 3 government.
    beneficiaryCustomerResidence: beneficiary.residence === 'NON_RESIDENT' ? '2' : '1',
    beneficiaryCustomerType:
      beneficiary.customerType === 'INDIVIDUAL'
        ? '1'
        : beneficiary.customerType === 'GOVERNMENT'
          ? '3'
          : '2',
    ...optional('remark', request.remark, 50),
    ...source,
  };
}

/**
 * SNAP's transaction status (transactionStatus, latestTransactionStatus):
 * 00 Success, 01 Initiated, 02 Paying, 03 Pending, 04 Refunded, 05 Canceled,
 * 06 Failed, 07 Not found; null for anything else.
 */
export function transferStatusOfCode(
  code: string | null,
  description: string | null,
):
  | { status: 'SUCCESS' | 'ACCEPTED' | 'PENDING' | 'NOT_FOUND' }
  | { status: 'FAILED'; reason: string }
  | null {
  switch (code) {
    case '00':
      return { status: 'SUCCESS' };
    case '01':
      return { status: 'ACCEPTED' };
    case '02':
    case '03':
      return { status: 'PENDING' };
    case '04':
      return { status: 'FAILED', reason: description ?? 'Refunded' };
    case '05':
      return { status: 'FAILED', reason: description ?? 'Canceled' };
    case '06':
      return { status: 'FAILED', reason: description ?? 'Failed' };
    case '07':
      return { status: 'NOT_FOUND' };
    default:
      return null;
  }
}
