import { describe, expect, it } from 'vitest';
import { accruedInterest, interestBetween, interestFor } from './interest.js';

/**
 * The worked example every deposit test shares, computed by hand:
 *
 * IDR 1,000,000,000.00 placed on 15 November 2026 for 1 month at 4.25% a
 * year matures on 15 December 2026: 15 days of November (15th to 30th,
 * the 30th not counted… the 15th counted, the day it matures not) and 15 of
 * December, 30 days in all.
 *
 * One day's gross interest, actual/365: 1,000,000,000 × 4.25% / 365
 *   = 42,500,000 / 365 = 116,438.356164… a day.
 */
const PLACEMENT = {
  principal: '1000000000.00',
  rate: '4.25',
  start: '2026-11-15',
  maturity: '2026-12-15',
};

describe('interest of a deposit, actual/365, with the 20% final tax', () => {
  it('on the last day of November, 15 days have accrued', () => {
    // 30 Nov − 15 Nov = 15 days.
    // gross = 42,500,000 × 15 / 365 = 637,500,000 / 365 = 1,746,575.342465… → 1,746,575.34
    // tax   = 20% × 1,746,575.34 = 349,315.068 → 349,315.07 (half up)
    // net   = 1,746,575.34 − 349,315.07 = 1,397,260.27
    expect(accruedInterest({ ...PLACEMENT, closedOn: null }, '2026-11-30')).toEqual({
      from: '2026-11-15',
      to: '2026-11-30',
      days: 15,
      gross: '1746575.34',
      tax: '349315.07',
      net: '1397260.27',
    });
  });

  it('across the month end, on 1 December, 16 days have accrued: the actual days of November, not a 30-day month by rule', () => {
    // 1 Dec − 15 Nov = 16 days (15 in November, 1 December itself not yet earned).
    // gross = 42,500,000 × 16 / 365 = 680,000,000 / 365 = 1,863,013.698630… → 1,863,013.70
    // tax   = 20% × 1,863,013.70 = 372,602.74 (exact)
    // net   = 1,863,013.70 − 372,602.74 = 1,490,410.96
    expect(accruedInterest({ ...PLACEMENT, closedOn: null }, '2026-12-01')).toEqual({
      from: '2026-11-15',
      to: '2026-12-01',
      days: 16,
      gross: '1863013.70',
      tax: '372602.74',
      net: '1490410.96',
    });
  });

  it('at maturity the whole period has accrued, and nothing more after it', () => {
    // 15 Dec − 15 Nov = 30 days.
    // gross = 42,500,000 × 30 / 365 = 1,275,000,000 / 365 = 3,493,150.684931… → 3,493,150.68
    // tax   = 20% × 3,493,150.68 = 698,630.136 → 698,630.14
    // net   = 3,493,150.68 − 698,630.14 = 2,794,520.54
    const atMaturity = {
      from: '2026-11-15',
      to: '2026-12-15',
      days: 30,
      gross: '3493150.68',
      tax: '698630.14',
      net: '2794520.54',
    };
    expect(accruedInterest({ ...PLACEMENT, closedOn: null }, '2026-12-15')).toEqual(atMaturity);
    expect(accruedInterest({ ...PLACEMENT, closedOn: null }, '2027-01-20')).toEqual(atMaturity);
    expect(interestBetween(PLACEMENT, PLACEMENT.maturity)).toEqual(atMaturity);
  });

  it('on the day it is placed nothing has accrued; before it, nothing either', () => {
    expect(accruedInterest({ ...PLACEMENT, closedOn: null }, '2026-11-15')).toMatchObject({
      days: 0,
      gross: '0.00',
      tax: '0.00',
      net: '0.00',
    });
    expect(accruedInterest({ ...PLACEMENT, closedOn: null }, '2026-11-01')).toMatchObject({
      to: '2026-11-15',
      days: 0,
      gross: '0.00',
    });
  });

  it('a deposit closed early accrues to the day it was closed, whatever today is', () => {
    // Closed on 1 December: the 16 days above, still on 20 January.
    expect(accruedInterest({ ...PLACEMENT, closedOn: '2026-12-01' }, '2027-01-20')).toMatchObject({
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
