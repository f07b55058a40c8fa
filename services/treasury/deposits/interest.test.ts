import { describe, expect, it } from 'vitest';
import {
  WORKED_EXAMPLE,
  WORKED_EXAMPLE_AT_MATURITY,
  WORKED_EXAMPLE_ON_1_DECEMBER,
  WORKED_EXAMPLE_ON_30_NOVEMBER,
} from '../../../tests/support/deposits.js';
import { accruedInterest, interestBetween, interestFor } from './interest.js';

/* The worked example every deposit test shares: tests/support/deposits.ts works its figures out by hand. */

describe('interest of a deposit, actual/365, with the 20% final tax', () => {
  it('on the last day of November, 15 days have accrued', () => {
    expect(accruedInterest({ ...WORKED_EXAMPLE, closedOn: null }, '2026-11-30')).toEqual(
      WORKED_EXAMPLE_ON_30_NOVEMBER,
    );
  });

  it('across the month end, on 1 December, 16 days have accrued: the actual days of November, not a 30-day month by rule', () => {
    expect(accruedInterest({ ...WORKED_EXAMPLE, closedOn: null }, '2026-12-01')).toEqual(
      WORKED_EXAMPLE_ON_1_DECEMBER,
    );
  });

  it('at maturity the whole period has accrued, and nothing more after it', () => {
    const atMaturity = WORKED_EXAMPLE_AT_MATURITY;
    expect(accruedInterest({ ...WORKED_EXAMPLE, closedOn: null }, '2026-12-15')).toEqual(
      atMaturity,
    );
    expect(accruedInterest({ ...WORKED_EXAMPLE, closedOn: null }, '2027-01-20')).toEqual(
      atMaturity,
    );
    expect(interestBetween(WORKED_EXAMPLE, WORKED_EXAMPLE.maturity)).toEqual(atMaturity);
  });

  it('on the day it is placed nothing has accrued; before it, nothing either', () => {
    expect(accruedInterest({ ...WORKED_EXAMPLE, closedOn: null }, '2026-11-15')).toMatchObject({
      days: 0,
      gross: '0.00',
      tax: '0.00',
      net: '0.00',
    });
    expect(accruedInterest({ ...WORKED_EXAMPLE, closedOn: null }, '2026-11-01')).toMatchObject({
      to: '2026-11-15',
      days: 0,
      gross: '0.00',
    });
  });

  it('a deposit closed early accrues to the day it was closed, whatever today is', () => {
    // Closed on 1 December: the 16 days above, still on 20 January.
    expect(
      accruedInterest({ ...WORKED_EXAMPLE, closedOn: '2026-12-01' }, '2027-01-20'),
    ).toMatchObject({
      to: '2026-12-01',
      days: 16,
      gross: '1863013.70',
      net: '1490410.96',
    });
  });

  it('the renewed period of the example (interest rolled over) earns on principal and net interest', () => {
    // Principal 1,000,000,000.00 + net 2,794,520.54 = 1,002,794,520.54, from 15 Dec 2026 to 15 Jan 2027: 31 days.
    // gross = 1,002,794,520.54 × 4.25% × 31 / 365 = 42,618,767.122950 × 31 / 365
    //       = 1,321,181,780.811450 / 365 = 3,619,676.111812… → 3,619,676.11
    // tax   = 20% × 3,619,676.11 = 723,935.222 → 723,935.22
    // net   = 3,619,676.11 − 723,935.22 = 2,895,740.89
    expect(interestFor('1002794520.54', '4.25', 31)).toEqual({
      gross: '3619676.11',
      tax: '723935.22',
      net: '2895740.89',
    });
  });

  it('a leap year still counts 365 days a year: 29 February earns a day like any other', () => {
    // USD 100,000.00 at 3.65% from 28 Feb 2028 to 1 Mar 2028: 2 days (28 and 29 February).
    // gross = 100,000 × 3.65% × 2 / 365 = 3,650 × 2 / 365 = 20.00; tax 4.00; net 16.00.
    expect(
      interestBetween(
        { principal: '100000.00', rate: '3.65', start: '2028-02-28', maturity: '2028-03-01' },
        '2028-03-01',
      ),
    ).toEqual({
      from: '2028-02-28',
      to: '2028-03-01',
      days: 2,
      gross: '20.00',
      tax: '4.00',
      net: '16.00',
    });
  });

  it('rounds half up to the cent: half a cent of gross interest is a cent', () => {
    // USD 1,825.00 at 0.10% for 1 day: 1,825 × 0.001 / 365 = 0.005 exactly → 0.01 half up (0.00 with banker's rounding).
    // tax = 20% × 0.01 = 0.002 → 0.00; net = 0.01.
    expect(interestFor('1825.00', '0.1', 1)).toEqual({ gross: '0.01', tax: '0.00', net: '0.01' });
    // Just under half a cent rounds down: 1,824.00 → 0.004997… → 0.00.
    expect(interestFor('1824.00', '0.1', 1)).toEqual({ gross: '0.00', tax: '0.00', net: '0.00' });
  });

  it('tax and net always add up to the gross, with no cent lost to rounding', () => {
    for (const [principal, rate, days] of [
      ['250000000.00', '5.5', 31],
      ['987654321.99', '3.875', 91],
      ['15000.37', '6.1234', 7],
      ['999999999999999999.99', '100', 3650],
    ] as const) {
      const { gross, tax, net } = interestFor(principal, rate, days);
      expect((BigInt(tax.replace('.', '')) + BigInt(net.replace('.', ''))).toString()).toBe(
        gross.replace('.', ''),
      );
    }
  });
});
