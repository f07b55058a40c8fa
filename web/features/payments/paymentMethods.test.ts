import { describe, expect, it } from 'vitest';
import {
  effectiveMethod,
  methodChoices,
  methodLimitCode,
  sameBankOf,
  totalLeaving,
  type MethodTerms,
} from './paymentMethods';

/** The methods as `paymentMethods` answers them (contracts/treasury/payments.ts METHODS). */
const METHOD_TERMS: MethodTerms[] = [
  {
    method: 'BI_FAST',
    fee: { amount: '2500.00', currency: 'IDR' },
    upTo: { amount: '250000000.00' },
    above: null,
    interbank: true,
  },
  {
    method: 'SKN',
    fee: { amount: '2900.00', currency: 'IDR' },
    upTo: { amount: '1000000000.00' },
    above: null,
    interbank: true,
  },
  {
    method: 'RTGS',
    fee: { amount: '25000.00', currency: 'IDR' },
    upTo: null,
    above: { amount: '100000000.00' },
    interbank: true,
  },
  {
    method: 'ONLINE',
    fee: { amount: '6500.00', currency: 'IDR' },
    upTo: null,
    above: null,
    interbank: true,
  },
  {
    method: 'SAME_BANK',
    fee: { amount: '0.00', currency: 'IDR' },
    upTo: null,
    above: null,
    interbank: false,
  },
];

describe('the method an order goes by', () => {
  it('when both accounts are at one bank, Same Bank is the method whatever was picked, and no card can be picked', () => {
    expect(sameBankOf('014', '014')).toBe(true);
    expect(effectiveMethod('RTGS', true)).toBe('SAME_BANK');
    expect(methodChoices(METHOD_TERMS, true).every((choice) => choice.disabled)).toBe(true);
  });

  it('between banks, the picked method goes; Same Bank is shown disabled and cannot be the method', () => {
    expect(sameBankOf('014', '008')).toBe(false);
    expect(effectiveMethod('SKN', false)).toBe('SKN');
    expect(effectiveMethod('SAME_BANK', false)).toBeNull();
    expect(effectiveMethod('', false)).toBeNull();
    expect(
      methodChoices(METHOD_TERMS, false).map((choice) => [choice.method, choice.disabled]),
    ).toEqual([
      ['BI_FAST', false],
      ['SKN', false],
      ['RTGS', false],
      ['ONLINE', false],
      ['SAME_BANK', true],
    ]);
  });

  it('until both accounts are chosen, whether they share a bank is unknown and the picked method stands', () => {
    expect(sameBankOf('014', null)).toBeNull();
    expect(sameBankOf(undefined, '014')).toBeNull();
    expect(effectiveMethod('ONLINE', null)).toBe('ONLINE');
  });
});

describe('Bank Indonesia’s limits, with the service’s codes', () => {
  it('BI-FAST takes up to Rp250,000,000 exactly and refuses a cent more (U-TRSY-TRF-22)', () => {
    expect(methodLimitCode('BI_FAST', '250000000.00', METHOD_TERMS)).toBeNull();
    expect(methodLimitCode('BI_FAST', '250000000.01', METHOD_TERMS)).toBe('U-TRSY-TRF-22');
  });

  it('SKN takes up to Rp1,000,000,000 (U-TRSY-TRF-32 above)', () => {
    expect(methodLimitCode('SKN', '1000000000.00', METHOD_TERMS)).toBeNull();
    expect(methodLimitCode('SKN', '1000000000.50', METHOD_TERMS)).toBe('U-TRSY-TRF-32');
  });

  it('RTGS takes only amounts above Rp100,000,000 (U-TRSY-TRF-33 at or below)', () => {
    expect(methodLimitCode('RTGS', '100000000.00', METHOD_TERMS)).toBe('U-TRSY-TRF-33');
    expect(methodLimitCode('RTGS', '100000000.01', METHOD_TERMS)).toBeNull();
  });

  it('Online and Same Bank have no limit; without a method or an amount there is nothing to check', () => {
    expect(methodLimitCode('ONLINE', '999999999999.99', METHOD_TERMS)).toBeNull();
    expect(methodLimitCode('SAME_BANK', '999999999999.99', METHOD_TERMS)).toBeNull();
    expect(methodLimitCode(null, '1.00', METHOD_TERMS)).toBeNull();
    expect(methodLimitCode('BI_FAST', null, METHOD_TERMS)).toBeNull();
  });
});

describe('what leaves the account', () => {
  it('is the amount plus the fee, exact at any size', () => {
    expect(totalLeaving('12500000.00', '2500.00')).toBe('12502500.00');
    expect(totalLeaving('999999999999999999.99', '25000.00')).toBe('1000000000000024999.99');
    expect(totalLeaving('0.10', '0.20')).toBe('0.30');
    expect(totalLeaving('150000000.5', '0.00')).toBe('150000000.50');
  });
});
