import { describe, expect, it } from 'vitest';
import { lineFingerprint } from './fingerprint.js';
import { parseFixture } from './statement-fixtures.js';
import type { ParsedLine } from './types.js';

function statementLine(overrides: Partial<ParsedLine> = {}): ParsedLine {
  return {
    row: 8,
    transactionDate: '2026-10-03',
    transactionTime: null,
    postingDate: null,
    description: 'TRSF E-BANKING DB 0310/FTSCY/WS95051 2500000.00SEWA KOS OKT SITI AMINAH',
    reference: '0310/FTSCY/WS95051',
    direction: 'DEBIT',
    amount: '2500000.00',
    endingBalance: '25662000.00',
    pending: false,
    ...overrides,
  };
}

describe('line fingerprints', () => {
  it('are sha256 in hex', () => {
    expect(lineFingerprint('0183456721', statementLine())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never change between versions: lines stored by an earlier version are still recognised', () => {
    // Pinned from the version that first stored them; a change here would import every stored line again.
    expect(lineFingerprint('0183456721', statementLine())).toBe(
      'd7d6eba59a7466c87d5147fe62729248ee51320262e63165b2b5c8af116a1a8d',
    );
    const withTime = statementLine({
      transactionTime: '10:15:00',
      description: 'Setoran',
      reference: null,
      direction: 'CREDIT',
      amount: '1.5',
      endingBalance: null,
    });
    expect(lineFingerprint('0183456721', withTime, 2)).toBe(
      'd09fbfe344993eea80f223d42c3fa7f332b34f14d093f4bc36327b79f249c8c4',
    );
  });

  it('do not change with white space, letter case, the apostrophe prefix, the row, the reference or how the numbers are written', () => {
    const original = lineFingerprint('0183456721', statementLine());

    const variants = [
      lineFingerprint(
        '0183456721',
        statementLine({
          description:
            "  'trsf e-banking db 0310/FTSCY/WS95051         2500000.00Sewa kos okt    SITI AMINAH ",
        }),
      ),
      lineFingerprint(
        '0183456721',
        statementLine({ row: 140, reference: null, postingDate: '2026-10-04' }),
      ),
      lineFingerprint(
        '0183456721',
        statementLine({ amount: '2500000', endingBalance: '25662000.0' }),
      ),
      lineFingerprint('0183-456-721', statementLine()),
    ];

    expect(variants).toEqual([original, original, original, original]);
  });

  it('differ when the date, time, direction, amount, balance, description or account differ', () => {
    const original = lineFingerprint('0183456721', statementLine());

    const others = [
      lineFingerprint('0183456721', statementLine({ transactionDate: '2026-10-04' })),
      lineFingerprint('0183456721', statementLine({ transactionTime: '09:15:30' })),
      lineFingerprint('0183456721', statementLine({ direction: 'CREDIT' })),
      lineFingerprint('0183456721', statementLine({ amount: '2500000.01' })),
      lineFingerprint('0183456721', statementLine({ endingBalance: '25662000.01' })),
      lineFingerprint('0183456721', statementLine({ endingBalance: null })),
      lineFingerprint(
        '0183456721',
        statementLine({
          description: 'TRSF E-BANKING DB 0310/FTSCY/WS95051 2500000.00SEWA KOS NOV SITI AMINAH',
        }),
      ),
      lineFingerprint('0987654321', statementLine()),
      lineFingerprint('0183456721', statementLine(), 1),
    ];

    expect(new Set([original, ...others]).size).toBe(others.length + 1);
  });

  it('are the same when the same export is imported again, and different for each of its lines', async () => {
    const first = await parseFixture('bri.csv');
    const again = await parseFixture('bri.csv');

    const fingerprints = first.lines.map((line) =>
      lineFingerprint(first.header.accountNumber!, line),
    );

    expect(again.lines.map((line) => lineFingerprint(again.header.accountNumber!, line))).toEqual(
      fingerprints,
    );
    expect(new Set(fingerprints).size).toBe(12);
  });
});
