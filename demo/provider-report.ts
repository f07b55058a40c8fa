import Decimal from 'decimal.js';
import {
  gatewayFee,
  xenditReportCsv,
  type ReportMethod,
  type ReportPayment,
} from '../services/gateway-sandbox/report.js';
import { addDays } from '../services/snap-sandbox/statement-generator.js';

/**
 * The demo's Xendit report: the shop's online sales of the last week as
 * Xendit's Detailed Transactions Report lists them
 * (https://docs.xendit.co/docs/detailed-transactions-report, the layout
 * services/treasury/payment-providers/xendit-report.ts reads), and what
 * Xendit paid out for them.
 *
 * Sales are paid by BCA virtual account, QRIS and OVO, at Xendit's fees
 * (services/gateway-sandbox/report.ts); Xendit settles a day's sales the
 * next morning (03:00 UTC), so the last day's are still Pending. One card payment failed and is listed
 * unsettled, as Xendit lists failures.
 */
export function xenditDemoReport(today: string): {
  csv: string;
  settlements: { date: string; net: string }[];
} {
  const payments: ReportPayment[] = [];
  const settled = new Map<string, Decimal>();
  let sequence = 0;
  for (const [offset, sales] of DAYS) {
    const day = addDays(today, offset);
    for (const [method, amount, reference] of sales) {
      sequence += 1;
      const gross = new Decimal(amount);
      const paidAt = new Date(
        `${day}T${String(2 + (sequence % 9)).padStart(2, '0')}:${String((sequence * 7) % 60).padStart(2, '0')}:00.000Z`,
      );
      const settles = method !== 'CARD' && offset < -1;
      const settlementDay = addDays(day, 1);
      if (settles)
        settled.set(
          settlementDay,
          (settled.get(settlementDay) ?? new Decimal(0)).plus(gatewayFee(method, gross).net),
        );
      payments.push({
        method,
        channel: CHANNELS[method],
        gross,
        reference,
        transactionId: `txn_demo${String(sequence).padStart(12, '0')}`,
        description: reference.startsWith('INV')
          ? `Pembayaran ${reference}`
          : `Pesanan ${reference}`,
        paidAt,
        settledAt: settles ? new Date(`${settlementDay}T03:00:00.000Z`) : null,
        expectedSettlementAt: new Date(`${settlementDay}T03:00:00.000Z`),
        vaNumber: method === 'VA' ? `10769${String(sequence).padStart(8, '0')}` : null,
      });
    }
  }
  return {
    csv: xenditReportCsv(payments),
    settlements: [...settled].map(([date, net]) => ({ date, net: net.toFixed(2) })),
  };
}

const CHANNELS: Record<ReportMethod, string> = {
  VA: 'BCA',
  QRIS: 'QRIS',
  OVO: 'OVO',
  CARD: 'VISA',
};

/** The shop's sales of the last week, day by day (offsets from today): method, amount, reference. */
const DAYS: [number, [ReportMethod, string, string][]][] = [
  [
    -7,
    [
      ['VA', '2750000', 'INV-2026-1131'],
      ['QRIS', '185000', 'POS-90412'],
      ['OVO', '420000', 'ORD-80115'],
    ],
  ],
  [
    -6,
    [
      ['VA', '12400000', 'INV-2026-1133'],
      ['QRIS', '96500', 'POS-90433'],
    ],
  ],
  [
    -5,
    [
      ['QRIS', '312000', 'POS-90461'],
      ['VA', '5150000', 'INV-2026-1136'],
      ['OVO', '275000', 'ORD-80131'],
      ['CARD', '1250000', 'ORD-80132'],
    ],
  ],
  [
    -4,
    [
      ['VA', '8800000', 'INV-2026-1138'],
      ['QRIS', '143000', 'POS-90502'],
    ],
  ],
  [
    -3,
    [
      ['OVO', '610000', 'ORD-80150'],
      ['QRIS', '228000', 'POS-90530'],
      ['VA', '3375000', 'INV-2026-1141'],
    ],
  ],
  [
    -1,
    [
      ['VA', '6900000', 'INV-2026-1144'],
      ['QRIS', '87500', 'POS-90577'],
    ],
  ],
];
