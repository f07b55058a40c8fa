import { describe, expect, it } from 'vitest';
import { addDays } from '../../../formats/calendar.js';
import { fromCents } from '../../../formats/cents.js';
import { statementCsv } from './csv.js';
import { readPeriod, statementResponse } from './service.js';
import { customerStatement, type StatementRecords } from './statement.js';

const invoice = (
  id: string,
  invoiceDate: string,
  dueDate: string,
  grandTotal: string,
  cancelled: { on: string; reason: string } | null = null,
) => ({
  id,
  number: `INV/${id}`,
  invoiceDate,
  dueDate,
  grandTotal,
  cancelledOn: cancelled?.on ?? null,
  cancellationReason: cancelled?.reason ?? null,
});
const ref = (id: string, invoiceDate: string) => ({
  invoiceId: id,
  invoiceNumber: `INV/${id}`,
  invoiceDate,
});

/** A statement's lines as the buyer reads them: date, movement, document, amount (debit less credit) and running balance. */
const statementLines = (figures: ReturnType<typeof customerStatement>) =>
  figures.entries.map(({ movement, balance }) => [
    movement.date,
    movement.type,
    movement.documentNumber,
    fromCents(movement.debit - movement.credit),
    fromCents(balance),
  ]);

/**
 * A buyer's history with every kind of movement: A paid at once by P1, whose
 * overpayment later pays D; P2 cancelled; B cancelled; C partly paid by P3 (a
 * bank credit matched to it), PPh 23 withheld (slip received) and a credit
 * memo; D's PPh 23 cancelled.
 */
const history: StatementRecords = {
  invoices: [
    invoice('A', '2026-08-01', '2026-08-31', '1000000.00'),
    invoice('B', '2026-09-10', '2026-10-10', '500000.00', { on: '2026-09-20', reason: '=cmd' }),
    invoice('C', '2026-10-01', '2026-10-31', '2000000.00'),
    invoice('D', '2026-10-20', '2026-11-19', '300000.00'),
  ],
  payments: [
    {
      id: 'P1',
      number: 'PAY/1',
      paymentDate: '2026-08-15',
      amount: '1200000.01',
      cancelledOn: null,
      cancellationReason: null,
    },
    {
      id: 'P2',
      number: 'PAY/2',
      paymentDate: '2026-09-01',
      amount: '100000.00',
      cancelledOn: '2026-09-03',
      cancellationReason: 'Bounced',
    },
    {
      id: 'P3',
      number: 'PAY/3',
      paymentDate: '2026-10-05',
      amount: '500000.00',
      cancelledOn: null,
      cancellationReason: null,
    },
  ],
  allocations: [
    { ...ref('A', '2026-08-01'), paymentId: 'P1', amount: '1000000.00' },
    { ...ref('D', '2026-10-20'), paymentId: 'P1', amount: '150000.00' },
    { ...ref('C', '2026-10-01'), paymentId: 'P3', amount: '500000.00' },
  ],
  applications: [
    { ...ref('C', '2026-10-01'), memoNumber: 'CM/1', memoDate: '2026-10-10', amount: '100000.00' },
  ],
  withholdings: [
    {
      ...ref('C', '2026-10-01'),
      recordedOn: '2026-10-05',
      amount: '40000.00',
      status: 'RECEIVED',
      slipNumber: 'BP-1',
      cancelledOn: null,
      cancellationReason: null,
    },
    {
      ...ref('D', '2026-10-20'),
      recordedOn: '2026-10-25',
      amount: '6000.00',
      status: 'CANCELLED',
      slipNumber: null,
      cancelledOn: '2026-10-28',
      cancellationReason: 'Wrong rate',
    },
  ],
  refunds: [],
};

const head = {
  customer: { id: 'buyer', name: 'PT Uji', address: null, taxNumber: null },
  currency: 'IDR',
  language: 'en' as const,
};

describe('a customer statement', () => {
  it('counts a refund of the buyer’s credit from the day it was asked, and a released one back on its release day', () => {
    const refunded: StatementRecords = {
      ...history,
      refunds: [
        { paymentNumber: 'PAY/1', amount: '20000.00', refundedOn: '2026-11-02', releasedOn: null },
        {
          paymentNumber: 'PAY/1',
          amount: '10000.00',
          refundedOn: '2026-11-03',
          releasedOn: '2026-11-05',
        },
      ],
    };
    const before = customerStatement(history, { from: '2026-11-01', to: '2026-12-15' });
    const figures = customerStatement(refunded, { from: '2026-11-01', to: '2026-12-15' });
    expect(statementLines(figures)).toEqual([
      ['2026-11-02', 'CREDIT_REFUNDED', 'PAY/1', '20000.00', '1479999.99'],
      ['2026-11-03', 'CREDIT_REFUNDED', 'PAY/1', '10000.00', '1489999.99'],
      ['2026-11-05', 'REFUND_RELEASED', 'PAY/1', '-10000.00', '1479999.99'],
    ]);
    // What was paid back is no longer the buyer's credit, and the balance owed rises by it.
    expect(fromCents(before.customerCredit - figures.customerCredit)).toBe('20000.00');
    expect(fromCents(figures.closing - before.closing)).toBe('20000.00');
    // Between asking and releasing, the statement adds up too.
    const midway = customerStatement(refunded, { from: '2026-11-01', to: '2026-11-04' });
    expect(midway.closing).toBe(midway.ageing.total - midway.customerCredit);
    expect(fromCents(before.customerCredit - midway.customerCredit)).toBe('30000.00');
  });

  it('opens with the balance before the period, runs each movement in date order and ages what is open at its end', () => {
    const figures = customerStatement(history, { from: '2026-09-01', to: '2026-12-15' });
    expect(fromCents(figures.opening)).toBe('-200000.01');
    expect(statementLines(figures)).toEqual([
      ['2026-09-01', 'CUSTOMER_CREDIT', 'PAY/2', '-100000.00', '-300000.01'],
      ['2026-09-03', 'PAYMENT_CANCELLED', 'PAY/2', '100000.00', '-200000.01'],
      ['2026-09-10', 'INVOICE', 'INV/B', '500000.00', '299999.99'],
      ['2026-09-20', 'INVOICE_CANCELLED', 'INV/B', '-500000.00', '-200000.01'],
      ['2026-10-01', 'INVOICE', 'INV/C', '2000000.00', '1799999.99'],
      ['2026-10-05', 'PAYMENT', 'PAY/3', '-500000.00', '1299999.99'],
      ['2026-10-05', 'WITHHOLDING', 'INV/C', '-40000.00', '1259999.99'],
      ['2026-10-10', 'CREDIT_MEMO', 'CM/1', '-100000.00', '1159999.99'],
      ['2026-10-20', 'INVOICE', 'INV/D', '300000.00', '1459999.99'],
      ['2026-10-20', 'CREDIT_APPLIED', 'PAY/1', '0.00', '1459999.99'],
      ['2026-10-25', 'WITHHOLDING', 'INV/D', '-6000.00', '1453999.99'],
      ['2026-10-28', 'WITHHOLDING_CANCELLED', 'INV/D', '6000.00', '1459999.99'],
    ]);
    expect([figures.debit, figures.credit, figures.closing].map(fromCents)).toEqual([
      '2906000.00',
      '1246000.00',
      '1459999.99',
    ]);
    // C is 45 days past due (31-60), D 26 (1-30); what P1 paid beyond A and D is still the buyer's credit.
    expect(
      Object.fromEntries(Object.entries(figures.ageing).map(([k, v]) => [k, fromCents(v)])),
    ).toEqual({
      CURRENT: '0.00',
      OVERDUE_1_30: '150000.00',
      OVERDUE_31_60: '1360000.00',
      OVERDUE_61_90: '0.00',
      OVERDUE_OVER_90: '0.00',
      total: '1510000.00',
    });
    expect(fromCents(figures.customerCredit)).toBe('50000.01');
  });

  it('on every day of the history, the closing balance is what is open less the buyer’s credit', () => {
    for (let day = '2026-07-31'; day <= '2026-12-31'; day = addDays(day, 1)) {
      const figures = customerStatement(history, { from: day, to: day });
      expect([day, figures.closing]).toEqual([day, figures.ageing.total - figures.customerCredit]);
    }
    // Before D, P1's overpayment is all credit; once D is dated, 150,000.00 of it pays D.
    expect(
      customerStatement(history, { from: '2026-10-19', to: '2026-10-19' }).customerCredit,
    ).toBe(20000001n);
    expect(
      customerStatement(history, { from: '2026-10-20', to: '2026-10-20' }).customerCredit,
    ).toBe(5000001n);
  });

  it('dates a cancellation recorded before its invoice’s date on the invoice’s date', () => {
    const early: StatementRecords = {
      ...history,
      invoices: [
        invoice('E', '2026-12-01', '2026-12-31', '10.00', { on: '2026-11-20', reason: 'x' }),
      ],
      payments: [],
      allocations: [],
      applications: [],
      withholdings: [],
    };
    const figures = customerStatement(early, { from: '2026-11-01', to: '2026-12-31' });
    expect(figures.entries.map(({ movement }) => [movement.date, movement.type])).toEqual([
      ['2026-12-01', 'INVOICE'],
      ['2026-12-01', 'INVOICE_CANCELLED'],
    ]);
    expect(figures.closing).toBe(0n);
  });

  it('is worded in the language asked, and its CSV neutralises a text a spreadsheet would run', () => {
    const statement = statementResponse(
      customerStatement(history, { from: '2026-09-01', to: '2026-10-05' }),
      { ...head, from: '2026-09-01', to: '2026-10-05' },
    );
    expect(statement.entries.map((entry) => entry.description)).toEqual([
      'Payment not allocated to an invoice (cancelled since)',
      'Payment cancelled: Bounced',
      'Invoice INV/B, due October 10, 2026',
      'Invoice INV/B cancelled: =cmd',
      'Invoice INV/C, due October 31, 2026',
      'Payment for invoice INV/C',
      'PPh 23 withheld from invoice INV/C, slip BP-1',
    ]);
    const csv = statementCsv({
      ...statement,
      entries: [{ ...statement.entries[3]!, description: '=HYPERLINK("http://x")' }],
    });
    expect(csv.split('\r\n')).toEqual([
      'date,type,document_number,description,debit,credit,balance',
      '2026-09-01,OPENING_BALANCE,,Opening balance,,,-200000.01',
      `2026-09-20,INVOICE_CANCELLED,INV/B,"'=HYPERLINK(""http://x"")",,500000.00,-200000.01`,
      '2026-10-05,CLOSING_BALANCE,,Closing balance,,,1259999.99',
      '',
    ]);
    const indonesian = statementResponse(
      customerStatement(history, { from: '2026-10-20', to: '2026-10-25' }),
      { ...head, language: 'id', from: '2026-10-20', to: '2026-10-25' },
    );
    expect(indonesian.entries.map((entry) => entry.description)).toEqual([
      'Faktur INV/D, jatuh tempo 19 November 2026',
      'Kredit pelanggan Rp 150.000,00 dipakai untuk faktur INV/D',
      'PPh 23 dipotong dari faktur INV/D, bukti potong ditunggu',
    ]);
  });
});

describe('a statement’s period', () => {
  it('takes two real dates in order, at most 366 days with both ends', () => {
    expect(readPeriod({ from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
    });
    expect(readPeriod({ from: '2026-11-27', to: '2026-11-27' }).to).toBe('2026-11-27');
    const refusal = (from: string, to: string) => {
      try {
        readPeriod({ from, to });
        return null;
      } catch (error) {
        const { code, field } = error as { code: string; field?: string };
        return [code, field];
      }
    };
    expect(refusal('2026-02-30', '2026-03-01')).toEqual(['U-INV-ST-1', 'from']);
    expect(refusal('2026-02-01', '1/3/2026')).toEqual(['U-INV-ST-1', 'to']);
    expect(refusal('2026-03-02', '2026-03-01')).toEqual(['U-INV-ST-2', 'to']);
    expect(refusal('2026-01-01', '2027-01-02')).toEqual(['U-INV-ST-3', 'to']);
    expect(refusal('2026-01-01', '2027-01-01')).toBeNull();
  });
});
