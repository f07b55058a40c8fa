import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  offsetOf,
  parseReportTime,
  readXenditRow,
  XENDIT_DETAILED_COLUMNS,
  type RowIssue,
  type XenditColumn,
} from './xendit-report.js';

const fixture = readFileSync(
  path.join(
    import.meta.dirname,
    '../../../tests/fixtures/payment-providers/xendit-detailed-transactions.csv',
  ),
  'utf8',
);
const [header, ...rows] = parse(fixture, { bom: true }) as string[][];

/** Reads one data row of the fixture (0-based), with changes to some of its cells. */
function read(index: number, changes: Partial<Record<XenditColumn, string>> = {}) {
  const issues: RowIssue[] = [];
  const record = rows[index]!;
  const row = readXenditRow(
    (column) => changes[column] ?? record[header!.indexOf(column)] ?? '',
    (problem) => issues.push(problem),
  );
  return { row, issues };
}

describe('Xendit’s Detailed Transactions Report', () => {
  it('the fixture has the documented columns in the documented order', () => {
    expect(header).toEqual([...XENDIT_DETAILED_COLUMNS]);
    expect(rows).toHaveLength(5);
  });

  it('reads a settled virtual-account payment: fees with their VAT, the net checked, the settlement day in Jakarta', () => {
    const { row, issues } = read(0);
    expect(issues).toEqual([]);
    expect(row).toEqual({
      transactionId: 'txn_6a1f0c2e8b7d4a55',
      orderId: 'INV-2026-0501',
      type: 'PAYMENT',
      isPayment: true,
      status: 'SUCCESS',
      method: 'VIRTUAL_ACCOUNT',
      channel: 'BCA',
      customer: 'Sinar Abadi Logistik',
      currency: 'IDR',
      amount: '1500000.00',
      fees: '4440.00',
      net: '1495560.00',
      occurredAt: new Date('2026-05-03T02:14:48.000Z'),
      settlementStatus: 'SETTLED',
      settledAt: new Date('2026-05-04T03:00:00.000Z'),
      settlementDate: '2026-05-04',
    });
  });

  it('keeps cents exact: 250,000 less 1,750 and 192.50 VAT is 248,057.50', () => {
    expect(read(1).row).toMatchObject({ method: 'QRIS', fees: '1942.50', net: '248057.50' });
  });

  it('takes the request time for a failed payment without a payment time, and an empty settlement status as pending', () => {
    expect(read(3).row).toMatchObject({
      status: 'FAILED',
      method: 'CARD',
      occurredAt: new Date('2026-05-04T12:00:00.000Z'),
      settlementStatus: 'PENDING',
      settledAt: null,
    });
  });

  it('reads Early settled as settled and a refunded payment as the successful payment it was', () => {
    expect(
      read(0, { 'Settlement Status': 'Early settled', Status: 'PARTIALLY_REFUNDED' }).row,
    ).toMatchObject({ settlementStatus: 'SETTLED', status: 'SUCCESS' });
  });

  it('names each problem of a row by its column', () => {
    const { row, issues } = read(0, {
      'Net Amount': '1495000',
      Currency: 'EUR',
      Status: 'LOST',
      'Settlement Status': 'Settled',
      'Actual Settlement Time': '',
    });
    expect(row).toBeNull();
    expect(issues).toEqual([
      { field: 'Status', code: 'U-TRSY-PP-28', value: 'LOST' },
      { field: 'Currency', code: 'U-TRSY-PP-26', value: 'EUR' },
      { field: 'Net Amount', code: 'U-TRSY-PP-25', value: '1495000.00', expected: '1495560.00' },
      { field: 'Actual Settlement Time', code: 'U-TRSY-PP-31' },
    ]);
  });

  it('refuses an amount with three decimals or a thousands separator', () => {
    expect(read(0, { Amount: '1,500,000' }).issues).toEqual([
      { field: 'Amount', code: 'U-TRSY-PP-24', value: '1,500,000', expected: 'Amount' },
    ]);
    expect(read(0, { 'Total Fee Amount': '4000.125' }).issues[0]).toMatchObject({
      field: 'Total Fee Amount',
      code: 'U-TRSY-PP-24',
    });
  });

  it('reads timestamps with their own offset, or the report’s time zone when they have none', () => {
    expect(offsetOf('+0700')).toBe('+07:00');
    expect(offsetOf('GMT+7')).toBe('+07:00');
    expect(offsetOf('')).toBe('+07:00');
    expect(parseReportTime('2026-05-04 10:00:00', offsetOf('+0000'))).toEqual(
      new Date('2026-05-04T10:00:00.000Z'),
    );
    expect(parseReportTime('2026-05-04T10:00:00+0700', '+00:00')).toEqual(
      new Date('2026-05-04T03:00:00.000Z'),
    );
    expect(parseReportTime('2026-02-30T10:00:00Z', '+07:00')).toBeNull();
  });
});
