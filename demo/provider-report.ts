import Decimal from 'decimal.js';
import { XENDIT_DETAILED_COLUMNS } from '../services/treasury/payment-providers/xendit-report.js';
import { addDays } from '../services/snap-sandbox/statement-generator.js';

/**
 * The demo's Xendit report: the shop's online sales of the last week as
 * Xendit's Detailed Transactions Report lists them
 * (https://docs.xendit.co/docs/detailed-transactions-report, the layout
 * services/treasury/payment-providers/xendit-report.ts reads), and what
 * Xendit paid out for them.
 *
 * Sales are paid by BCA virtual account (Rp 4,000 a payment), QRIS (0.7%)
 * and OVO (1.5%), each fee with 11% VAT on top, as Xendit's price list has
 * them; Xendit settles a day's sales the next morning (03:00 UTC), so the
 * last day's are still Pending. One card payment failed and is listed
 * unsettled, as Xendit lists failures.
 */
export function xenditDemoReport(today: string): {
  csv: string;
  settlements: { date: string; net: string }[];
} {
  const rows: Record<string, string>[] = [];
  const settled = new Map<string, Decimal>();
  let sequence = 0;
  // Day offsets from today and the sales of that day: method, amount, reference.
  const days: [number, [Method, string, string][]][] = [
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
  for (const [offset, sales] of days) {
    const day = addDays(today, offset);
    for (const [method, amount, reference] of sales) {
      sequence += 1;
      const terms = METHODS[method];
      const gross = new Decimal(amount);
      const fee = terms.failed ? new Decimal(0) : terms.fee(gross);
      const vat = fee.times('0.11').toDecimalPlaces(2);
      const net = gross.minus(fee).minus(vat);
      const paidAt = `${day}T${String(2 + (sequence % 9)).padStart(2, '0')}:${String((sequence * 7) % 60).padStart(2, '0')}:00.000Z`;
      const settles = !terms.failed && offset < -1;
      const settlementDay = addDays(day, 1);
      if (settles)
        settled.set(settlementDay, (settled.get(settlementDay) ?? new Decimal(0)).plus(net));
      rows.push({
        Status: terms.failed ? 'FAILED' : 'SUCCESSFUL',
        Type: 'PAYMENT',
        'Payment Method': terms.method,
        'Payment Channel': terms.channel,
        Currency: 'IDR',
        Amount: gross.toString(),
        'Total Fee Amount': fee.toString(),
        'Total VAT Amount': vat.toString(),
        'Net Amount': net.toString(),
        Reference: reference,
        'Transaction ID': `txn_demo${String(sequence).padStart(12, '0')}`,
        'Request Time': paidAt,
        'Payment Time': terms.failed ? '' : paidAt,
        Timezone: '+0000',
        Description: reference.startsWith('INV')
          ? `Pembayaran ${reference}`
          : `Pesanan ${reference}`,
        'Settlement Status': terms.failed ? '' : settles ? 'Settled' : 'Pending',
        'Actual Settlement Time': settles ? `${settlementDay}T03:00:00.000Z` : '',
        'Estimated Settlement Time': terms.failed ? '' : `${settlementDay}T03:00:00.000Z`,
        'VA Number': method === 'VA' ? `10769${String(sequence).padStart(8, '0')}` : '',
      });
    }
  }
  const csv =
    [
      XENDIT_DETAILED_COLUMNS.join(','),
      ...rows.map((row) => XENDIT_DETAILED_COLUMNS.map((column) => row[column] ?? '').join(',')),
    ].join('\r\n') + '\r\n';
  return { csv, settlements: [...settled].map(([date, net]) => ({ date, net: net.toFixed(2) })) };
}

type Method = 'VA' | 'QRIS' | 'OVO' | 'CARD';

const METHODS: Record<
  Method,
  { method: string; channel: string; fee: (gross: Decimal) => Decimal; failed?: boolean }
> = {
  VA: { method: 'VIRTUAL_ACCOUNT', channel: 'BCA', fee: () => new Decimal(4000) },
  QRIS: {
    method: 'QR_CODE',
    channel: 'QRIS',
    fee: (gross) => gross.times('0.007').toDecimalPlaces(2),
  },
  OVO: {
    method: 'EWALLET',
    channel: 'OVO',
    fee: (gross) => gross.times('0.015').toDecimalPlaces(2),
  },
  CARD: { method: 'CARDS', channel: 'VISA', fee: () => new Decimal(0), failed: true },
};
