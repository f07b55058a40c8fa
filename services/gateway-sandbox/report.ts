import Decimal from 'decimal.js';
import { XENDIT_DETAILED_COLUMNS } from '../../formats/xendit-report.js';

/**
 * What a gateway keeps of a payment, and the report in which it tells the
 * merchant: Xendit's Detailed Transactions Report
 * (https://docs.xendit.co/docs/detailed-transactions-report, formats/xendit-report.ts;
 * services/treasury/payment-providers/xendit-report.ts reads it). The demo's
 * report and the sandbox's payouts are written here, one way.
 *
 * The fees are those of Xendit's Indonesian price list
 * (https://www.xendit.co/en-id/pricing/): a virtual account payment costs
 * Rp 4,000, QRIS 0.7% of the amount, OVO 1.5%, each with 11% VAT on top
 * (PPN at 12% of 11/12 of the fee, PMK 131/2024).
 */

/** How a payment was made, as the report's Payment Method and Payment Channel name it. */
export type ReportMethod = 'VA' | 'QRIS' | 'OVO' | 'CARD';

const TERMS: Record<
  ReportMethod,
  { method: string; fee: (gross: Decimal) => Decimal; failed?: boolean }
> = {
  VA: { method: 'VIRTUAL_ACCOUNT', fee: () => new Decimal(4000) },
  QRIS: { method: 'QR_CODE', fee: (gross) => gross.times('0.007').toDecimalPlaces(2) },
  OVO: { method: 'EWALLET', fee: (gross) => gross.times('0.015').toDecimalPlaces(2) },
  // The demo's card payment failed: a failure costs nothing.
  CARD: { method: 'CARDS', fee: () => new Decimal(0), failed: true },
};

/** The gateway's fee for a payment, its VAT, and what the merchant is paid of it. */
export function gatewayFee(method: ReportMethod, gross: Decimal) {
  const fee = TERMS[method].fee(gross);
  const vat = fee.times('0.11').toDecimalPlaces(2);
  return { fee, vat, net: gross.minus(fee).minus(vat) };
}

/** One payment as the report lists it. */
export type ReportPayment = {
  method: ReportMethod;
  /** The bank of a virtual account, QRIS, OVO or the card scheme. */
  channel: string;
  gross: Decimal;
  /** The merchant's order id (the report's Reference). */
  reference: string;
  transactionId: string;
  description: string;
  paidAt: Date;
  /** When the payment was paid out to the merchant's bank account; null while pending. */
  settledAt: Date | null;
  /** When the gateway expects to pay it out. */
  expectedSettlementAt: Date;
  vaNumber: string | null;
};

/** The report's CSV (CRLF, as exported) of the payments, in their order. */
export function xenditReportCsv(payments: readonly ReportPayment[]): string {
  const rows = payments.map((payment): Record<string, string> => {
    const terms = TERMS[payment.method];
    const { fee, vat, net } = gatewayFee(payment.method, payment.gross);
    const failed = terms.failed === true;
    return {
      Status: failed ? 'FAILED' : 'SUCCESSFUL',
      Type: 'PAYMENT',
      'Payment Method': terms.method,
      'Payment Channel': payment.channel,
      Currency: 'IDR',
      Amount: payment.gross.toString(),
      'Total Fee Amount': fee.toString(),
      'Total VAT Amount': vat.toString(),
      'Net Amount': net.toString(),
      Reference: payment.reference,
      'Transaction ID': payment.transactionId,
      'Request Time': payment.paidAt.toISOString(),
      'Payment Time': failed ? '' : payment.paidAt.toISOString(),
      Timezone: '+0000',
      Description: payment.description,
      'Settlement Status': failed ? '' : payment.settledAt ? 'Settled' : 'Pending',
      'Actual Settlement Time': payment.settledAt?.toISOString() ?? '',
      'Estimated Settlement Time': failed ? '' : payment.expectedSettlementAt.toISOString(),
      'VA Number': payment.vaNumber ?? '',
    };
  });
  // No cell holds a comma, a quote or a line break (amounts, ids, ISO times, plain descriptions).
  return (
    [
      XENDIT_DETAILED_COLUMNS.join(','),
      ...rows.map((row) =>
        XENDIT_DETAILED_COLUMNS.map((column) => (row[column] ?? '').replace(/[",\r\n]/g, ' ')).join(
          ',',
        ),
      ),
    ].join('\r\n') + '\r\n'
  );
}
