import { describe, expect, it } from 'vitest';
import { rupiahSettled, sumRupiahSettled } from './exchange-difference.js';

/**
 * An invoice of US$ 1,370.30 issued at the kurs pajak of KMK
 * 49/KM.10/KF.4/2024 (USD 15,875.00), settled at other rates; the figures
 * worked by hand, to the sen.
 */
describe('the realised exchange difference of what a payment settles', () => {
  it('is a gain when the payment’s rate is above the invoice’s, worked to the sen', () => {
    // 1,370.30 x 15,875 = 21,753,512.50; x 16,050 = 21,993,315.00.
    expect(rupiahSettled('1370.30', '15875.00', '16050.00')).toEqual({
      atInvoiceRate: '21753512.50',
      atPaymentRate: '21993315.00',
      difference: '239802.50',
    });
  });

  it('is a loss when it is below, each side rounded half up to the sen before they are subtracted', () => {
    // 0.33 x 11,824.42 = 3,902.0586 -> 3,902.06; x 11,800.05 = 3,894.0165 -> 3,894.02.
    expect(rupiahSettled('0.33', '11824.42', '11800.05')).toEqual({
      atInvoiceRate: '3902.06',
      atPaymentRate: '3894.02',
      difference: '-8.04',
    });
  });

  it('is unknown when the payment has no rate, and so is any total it is part of', () => {
    const unknown = rupiahSettled('100.00', '15875.00', null);
    expect(unknown).toEqual({ atInvoiceRate: '1587500.00', atPaymentRate: null, difference: null });
    const known = rupiahSettled('1370.30', '15875.00', '16050.00');
    expect(sumRupiahSettled([known, unknown])).toEqual({
      atInvoiceRate: '23341012.50',
      atPaymentRate: null,
      difference: null,
    });
    expect(sumRupiahSettled([known, rupiahSettled('0.33', '11824.42', '11800.05')])).toEqual({
      atInvoiceRate: '21757414.56',
      atPaymentRate: '21997209.02',
      difference: '239794.46',
    });
  });
});
